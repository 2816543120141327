// The ledger's store: postings and the accounts they move, the wallets' balances, the verifier.
// A posting is written only in a transaction (a LedgerStore<Tx>); the hot paths that post in one
// statement without one compose `postingSql` (ledger.ts) into their own store's statement.
import { Prisma, type LedgerAccountKind } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import { currencyCodes, type CurrencyCode } from "../currencies.js";
import type { Tenant } from "../auth/principal.js";
import { newId } from "../ids.js";
import { eventsWrittenSql } from "../events/events.js";
import type { PublicForms } from "../public-forms.js";
import type { Balance } from "./balance.js";
import { accountKey, InsufficientBalance, postingSql, type AccountRef, type Posting, type PostedEntry } from "./ledger.js";
import { verifyLedger, type LedgerReport } from "./verify.js";


/** The account a refused posting names (`ledger_check.refused`), for InsufficientBalance. */
function refusedAccount(posting: Posting, refused: string | null): AccountRef {
  return posting.entries.find((entry) => accountKey(entry.account) === refused)?.account ?? posting.entries[0].account;
}

export class LedgerStore<C extends Db = Db> extends Store<C> {
  /**
   * Posts in this store's transaction; throws InsufficientBalance (nothing changed) if refused.
   * Writes the posting's balance.updated events in its statement, unless `balanceEvents` is false
   * (an organization's opening balances: its wallets' first state, not a change: docs/api/events-and-webhooks.md).
   * `alsoWrite` are CTEs for the writes that go with the posting (card transactions, events), put
   * in its statement to save their round trips; they select FROM ledger_transaction_written, so
   * they happen only if the posting does.
   */
  async post(
    this: LedgerStore<Tx>,
    posting: Posting,
    options: { forms: PublicForms; alsoWrite?: Prisma.Sql[]; balanceEvents?: boolean },
  ): Promise<PostedEntry[]> {
    const sql = postingSql(posting, { forms: options.forms });
    const { organizationId, environment } = posting;
    const alsoWrite = [
      ...(options.balanceEvents === false || sql.balanceEvents.length === 0
        ? []
        : [eventsWrittenSql("ledger_balance_events_written", { organizationId, environment }, [], sql.written, sql.balanceEvents)]),
      ...(options.alsoWrite ?? []),
    ];
    const also = alsoWrite.length === 0 ? Prisma.empty : Prisma.sql`, ${Prisma.join(alsoWrite)}`;
    const rows = await this.db.$queryRaw<Array<{ ok: boolean; refused: string | null; id: string | null; kind: string; currency: string; owner_id: string; balance: bigint }>>`
      WITH ${sql.check}, ${sql.apply()}${also}
      SELECT c.ok, c.refused, a.id, a.kind, a.currency, a.owner_id, a.balance
      FROM ledger_check c LEFT JOIN ledger_applied a ON true`;
    if (!rows[0]?.ok) throw new InsufficientBalance(refusedAccount(posting, rows[0]?.refused ?? null));
    const applied = new Map(rows.map((row) => [`${row.kind}/${row.currency}/${row.owner_id}`, row]));
    return posting.entries.map(({ account, amount }) => {
      const row = applied.get(accountKey(account))!;
      return { account, accountId: row.id!, amount, balanceAfter: row.balance };
    });
  }

  /** Opens ledger accounts that do not exist yet (all start at zero). */
  async openAccounts(this: LedgerStore<Tx>, tenant: Tenant, accounts: Array<AccountRef & { allowNegative?: boolean }>): Promise<void> {
    await this.db.ledgerAccount.createMany({
      data: accounts.map((account) => ({
        id: newId("acct"),
        ...tenant,
        kind: account.kind,
        currency: account.currency,
        ownerId: account.ownerId ?? "",
        allowNegative: account.allowNegative ?? false,
      })),
      skipDuplicates: true,
    });
  }

  /** The balances of one kind of per-owner account, by owner, for the owners that have one. */
  async balancesByOwner(tenant: Tenant, account: { kind: LedgerAccountKind; currency: CurrencyCode }, ownerIds: string[]): Promise<Map<string, bigint>> {
    const accounts = await this.db.ledgerAccount.findMany({
      where: { ...tenant, kind: account.kind, currency: account.currency, ownerId: { in: ownerIds } },
      select: { ownerId: true, balance: true },
    });
    return new Map(accounts.map((a) => [a.ownerId, a.balance]));
  }

  /** The wallets of a tenant, read from their ledger accounts (one currency's, or every one's). */
  async balances(tenant: Tenant, currency?: CurrencyCode): Promise<Balance[]> {
    const accounts = await this.connection.statements.rows<{ kind: string; currency: string; balance: bigint }>(Prisma.sql`
      SELECT kind::text AS kind, currency::text AS currency, balance FROM ledger_accounts
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment"
        AND kind IN ('wallet_available', 'wallet_reserved') AND owner_id = ''
        ${currency ? Prisma.sql`AND currency = ${currency}::"Currency"` : Prisma.empty}`);
    return (currency ? [currency] : currencyCodes).map((code) => {
      const available = accounts.find((a) => a.currency === code && a.kind === "wallet_available")?.balance ?? 0n;
      const reserved = accounts.find((a) => a.currency === code && a.kind === "wallet_reserved")?.balance ?? 0n;
      return { environment: tenant.environment, currency: code, available, reserved };
    });
  }

  /** Checks every invariant over the whole database (verify.ts). */
  verify(): Promise<LedgerReport> {
    return verifyLedger(this.db);
  }
}
