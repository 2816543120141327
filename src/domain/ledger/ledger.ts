// The double-entry ledger (docs/api/conventions.md#money-and-the-ledger): the source of truth for money. A posting is a set of
// signed entries summing to zero; each entry changes its account's balance in the same database
// transaction, conditionally, so a customer account can never go below zero.
import { Prisma, type LedgerAccountKind } from "../../generated/prisma/client.js";
import type { CurrencyCode } from "../currencies.js";
import type { Environment } from "../auth/principal.js";
import type { ComputedEvents } from "../events/events.js";
import type { PublicForms } from "../public-forms.js";
import type { AccountLock } from "../../db/group-commit.js";
import { newId } from "../ids.js";

export interface AccountRef {
  kind: LedgerAccountKind;
  currency: CurrencyCode;
  /** The owning resource (a card id) for per-resource accounts. */
  ownerId?: string;
}

export interface Posting {
  organizationId: string;
  environment: Environment;
  /** What moved the money (test_fund, transfer_reserve, …). */
  kind: string;
  resourceId?: string;
  entries: Array<{ account: AccountRef; amount: bigint }>;
}

/** Thrown when an entry would take a customer account below zero; the caller names the error. */
export class InsufficientBalance extends Error {
  constructor(readonly account: AccountRef) {
    super(`insufficient balance in ${account.kind} ${account.currency}`);
  }
}

export interface PostedEntry {
  account: AccountRef;
  accountId: string;
  amount: bigint;
  balanceAfter: bigint;
}

export function accountKey(ref: AccountRef): string {
  return `${ref.kind}/${ref.currency}/${ref.ownerId ?? ""}`;
}

/** A wallet is one currency's pair of these accounts (the Balance of docs/api/events-and-webhooks.md). */
const walletKinds = ["wallet_available", "wallet_reserved"] as const satisfies readonly LedgerAccountKind[];

/** The currencies of the wallets a posting touches, in the ledger's lock order. */
function walletsOf(posting: Posting): CurrencyCode[] {
  const touched = posting.entries
    .filter(({ account }) => (walletKinds as readonly string[]).includes(account.kind) && !account.ownerId)
    .map(({ account }) => account.currency);
  return [...new Set(touched)].sort();
}

/**
 * A posting as the CTEs of one SQL statement, so that a money movement costs one round trip and
 * can share its statement with the writes that go with it (the transfer hot path does: see
 * transfers/operations.ts). `check` locks the posting's accounts in the ledger's lock order (one
 * order for every posting keeps concurrent postings from deadlocking), with both accounts of
 * every wallet it touches (its Balance is reported: `balanceEvents`), and decides, on the locked
 * balances, whether every entry may apply. `apply(onlyIf)` changes the balances only if they may
 * (and onlyIf), then writes the ledger transaction and its entries: all or nothing, within the one
 * statement. The CHECK constraint on ledger_accounts stays the last line of defence against a
 * negative customer balance. The statement refers to the posting only through the handles below,
 * never by the names of its CTEs.
 */
export interface PostingSql {
  /** CTEs: lock the accounts and decide. */
  check: Prisma.Sql;
  /** CTEs after `check`: apply and write, if the posting may apply and `onlyIf` holds. */
  apply(onlyIf?: Prisma.Sql): Prisma.Sql;
  /** Boolean: every entry may apply to the locked balances (after `check`). */
  mayApply: Prisma.Sql;
  /** Boolean: `account`'s locked balance, before this posting, is `balance` (after `check`). */
  lockedBalanceIs(account: AccountRef, balance: bigint): Prisma.Sql;
  /** A FROM source of one row once the posting is written, of none otherwise (after `apply`): writes that go with the posting select from it. */
  written: Prisma.Sql;
  /**
   * Every account `check` locks, for a group commit to lock first, with every other account of
   * its batch, in the ledger's lock order (db/group-commit.ts, StatementLocks.accounts).
   */
  accountLocks: AccountLock[];
  /**
   * The posting's balance.updated events (docs/api/events-and-webhooks.md), for eventsWrittenSql's `computed`: one
   * per wallet it touches, whose object is the wallet's Balance as the posting leaves it,
   * computed from the balances `check` locked; none unless the posting is written (after
   * `apply`). Empty if the posting touches no wallet. Writing them is the caller's part: put
   * them in the INSERT of the operation's other events (`post` writes them itself).
   */
  balanceEvents: ComputedEvents[];
}

/**
 * The shape every posting must have before it reaches the database: at least two entries, each
 * on its own account, summing to zero in its currency (docs/api/conventions.md#money-and-the-ledger). A posting that breaks it is
 * a programming error, so it throws rather than answering the caller.
 */
export function checkBalanced(posting: Posting): void {
  if (posting.entries.length < 2) throw new Error(`posting ${posting.kind} needs at least two entries`);
  const totals = new Map<string, bigint>();
  for (const { account, amount } of posting.entries) totals.set(account.currency, (totals.get(account.currency) ?? 0n) + amount);
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new Error(`unbalanced posting ${posting.kind}: ${currency} entries sum to ${total}`);
  }
  const keys = new Set(posting.entries.map((entry) => accountKey(entry.account)));
  if (keys.size !== posting.entries.length) throw new Error(`posting ${posting.kind} names an account twice`);
}

/** `lockAfter`: a condition evaluated before the accounts are locked (to take another lock first). */
/** `forms.balance` writes the Balance its balance.updated events carry. */
export function postingSql(posting: Posting, options: { forms: PublicForms; lockAfter?: Prisma.Sql }): PostingSql {
  checkBalanced(posting);
  const { organizationId, environment } = posting;
  const transactionId = newId("ltx");
  // A touched wallet's Balance needs both of its accounts: the one the posting leaves alone is
  // locked too (an entry of nothing, never written), so that no other posting changes it before
  // this one commits and the Balance it reports is one the wallet passes through. Both are
  // wallet accounts of one currency, so the ledger's lock order places them as it places any.
  const wallets = walletsOf(posting);
  const posted = new Set(posting.entries.map((entry) => accountKey(entry.account)));
  const lockedOnly = wallets
    .flatMap((currency) => walletKinds.map((kind): AccountRef => ({ kind, currency })))
    .filter((account) => !posted.has(accountKey(account)));
  const wanted = [
    ...posting.entries.map(({ account, amount }) => ({ account, amount, posted: true })),
    ...lockedOnly.map((account) => ({ account, amount: 0n, posted: false })),
  ];
  const locks = wanted.length;
  // The two steps are the database functions ledger_lock and ledger_apply (migration
  // ledger_functions): a lock that waited is re-checked there, on a small statement, instead of on
  // the caller's whole one. ledger_lock finds each account by its whole unique key (one index
  // lookup per entry whatever the planner knows of the table) and locks them in the ledger's
  // order. The condition before it runs first, so another lock (the key's) is taken before.
  const check = Prisma.sql`
    ledger_locked AS MATERIALIZED (
      SELECT id, kind, currency, owner_id, balance, allow_negative, amount, posted FROM ledger_lock(
        ${organizationId}::text, ${environment}::"Environment",
        ${wanted.map((w) => w.account.kind)}::text[], ${wanted.map((w) => w.account.currency)}::text[],
        ${wanted.map((w) => w.account.ownerId ?? "")}::text[], ${wanted.map((w) => w.amount)}::bigint[],
        ${wanted.map((w) => w.posted)}::boolean[])
      WHERE ${options.lockAfter ?? Prisma.sql`true`}),
    ledger_check AS (
      SELECT COUNT(*) = ${locks} AND COALESCE(BOOL_AND(allow_negative OR balance + amount >= 0), false) AS ok,
             (ARRAY_AGG(kind::text || '/' || currency::text || '/' || owner_id ORDER BY kind::text, currency::text, owner_id)
                FILTER (WHERE NOT (allow_negative OR balance + amount >= 0)))[1] AS refused
      FROM ledger_locked)`;
  const apply = (onlyIf: Prisma.Sql = Prisma.sql`true`) => Prisma.sql`
    ledger_applied AS MATERIALIZED (
      SELECT a.id, a.kind, a.currency, a.owner_id, a.balance
      FROM (SELECT ARRAY_AGG(id) AS ids, ARRAY_AGG(amount) AS amounts FROM ledger_locked WHERE posted) p
      CROSS JOIN LATERAL ledger_apply(${organizationId}::text, ${environment}::"Environment", ${transactionId}::text,
        ${posting.kind}::text, ${posting.resourceId ?? null}::text, p.ids, p.amounts) a
      WHERE (SELECT ok FROM ledger_check) AND ${onlyIf}),
    ledger_transaction_written AS (
      SELECT ${transactionId}::text AS id WHERE EXISTS (SELECT 1 FROM ledger_applied))`;
  // Each wallet's accounts as this posting leaves them: their balances, locked by `check` (and
  // so the latest committed ones, which no other posting changes until this one commits), plus
  // this posting's entries, which is what ledger_applied writes.
  const balanceEvents = wallets.map(
    (currency) => Prisma.sql`
      SELECT ${newId("evt")}::text AS id, 'balance.updated'::text AS type,
        ${options.forms.balance.renderSql(environment, currency, { available: Prisma.sql`w.available`, reserved: Prisma.sql`w.reserved` })} AS object
      FROM ledger_transaction_written, (
        SELECT SUM(balance + amount) FILTER (WHERE kind = 'wallet_available') AS available,
               SUM(balance + amount) FILTER (WHERE kind = 'wallet_reserved') AS reserved
        FROM ledger_locked WHERE kind IN ('wallet_available', 'wallet_reserved') AND currency = ${currency}::"Currency" AND owner_id = '') w`,
  );
  return {
    check,
    apply,
    mayApply: Prisma.sql`(SELECT ok FROM ledger_check)`,
    lockedBalanceIs: (account, balance) => Prisma.sql`EXISTS (
      SELECT 1 FROM ledger_locked WHERE kind = ${account.kind}::"LedgerAccountKind" AND currency = ${account.currency}::"Currency"
        AND owner_id = ${account.ownerId ?? ""}::text AND balance = ${balance}::bigint)`,
    written: Prisma.sql`ledger_transaction_written`,
    accountLocks: wanted.map(({ account }) => ({
      organizationId,
      environment,
      kind: account.kind,
      currency: account.currency,
      ownerId: account.ownerId ?? "",
    })),
    balanceEvents: balanceEvents.length === 0 ? [] : [Prisma.join(balanceEvents, " UNION ALL ")],
  };
}

/**
 * A scalar subquery for reads that show an account's balance beside its owner (a card's): the
 * tenant and owner are SQL expressions of the enclosing query. NULL when it has no such account.
 */
export function balanceOfSql(
  tenant: { organizationId: Prisma.Sql; environment: Prisma.Sql },
  account: { kind: LedgerAccountKind; currency: CurrencyCode; ownerId: Prisma.Sql },
): Prisma.Sql {
  return Prisma.sql`(SELECT a.balance FROM ledger_accounts a WHERE a.organization_id = ${tenant.organizationId}
    AND a.environment = ${tenant.environment} AND a.kind = ${account.kind}::"LedgerAccountKind"
    AND a.currency = ${account.currency}::"Currency" AND a.owner_id = ${account.ownerId})`;
}

