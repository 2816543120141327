// The double-entry ledger (decisions §9): the source of truth for money. A posting is a set of
// signed entries summing to zero; each entry changes its account's balance in the same database
// transaction, conditionally, so a customer account can never go below zero.
import { Prisma, type LedgerAccountKind } from "../generated/prisma/client.js";
import type { Tx } from "./domain.js";
import type { CurrencyCode } from "./currencies.js";
import type { Environment } from "./principal.js";
import { newId } from "./ids.js";

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

function accountKey(ref: AccountRef): string {
  return `${ref.kind}/${ref.currency}/${ref.ownerId ?? ""}`;
}

export async function post(tx: Tx, posting: Posting): Promise<PostedEntry[]> {
  const total = posting.entries.reduce((sum, entry) => sum + entry.amount, 0n);
  if (total !== 0n || posting.entries.length < 2) throw new Error(`unbalanced posting ${posting.kind}`);
  // A fixed lock order across all postings keeps concurrent transactions from deadlocking.
  const ordered = [...posting.entries].sort((a, b) => (accountKey(a.account) < accountKey(b.account) ? -1 : 1));
  const posted: PostedEntry[] = [];
  for (const { account, amount } of ordered) {
    const rows = await tx.$queryRaw<Array<{ id: string; balance: bigint }>>(Prisma.sql`
      UPDATE ledger_accounts SET balance = balance + ${amount}
      WHERE organization_id = ${posting.organizationId}
        AND environment = ${posting.environment}::"Environment"
        AND kind = ${account.kind}::"LedgerAccountKind"
        AND currency = ${account.currency}::"Currency"
        AND owner_id = ${account.ownerId ?? ""}
        AND (allow_negative OR balance + ${amount} >= 0)
      RETURNING id, balance`);
    if (rows.length === 0) throw new InsufficientBalance(account);
    posted.push({ account, accountId: rows[0].id, amount, balanceAfter: rows[0].balance });
  }
  const transactionId = newId("ltx");
  const { organizationId, environment } = posting;
  await tx.ledgerTransaction.create({
    data: { id: transactionId, organizationId, environment, kind: posting.kind, resourceId: posting.resourceId },
  });
  await tx.ledgerEntry.createMany({
    data: posted.map((entry) => ({ organizationId, environment, transactionId, accountId: entry.accountId, amount: entry.amount })),
  });
  return posted;
}

/** Opens ledger accounts that do not exist yet (all start at zero). */
export async function openAccounts(
  tx: Tx,
  tenant: { organizationId: string; environment: Environment },
  accounts: Array<AccountRef & { allowNegative?: boolean }>,
): Promise<void> {
  await tx.ledgerAccount.createMany({
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

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

/** Checks every ledger invariant of decisions §9 over the whole database. */
export async function verifyLedger(prisma: Tx): Promise<LedgerReport> {
  const problems: string[] = [];
  const unbalanced = await prisma.$queryRaw<Array<{ transaction_id: string; currency: string; total: bigint }>>`
    SELECT e.transaction_id, a.currency::text AS currency, SUM(e.amount) AS total
    FROM ledger_entries e JOIN ledger_accounts a ON a.organization_id = e.organization_id AND a.id = e.account_id
    GROUP BY e.transaction_id, a.currency HAVING SUM(e.amount) <> 0`;
  for (const row of unbalanced) problems.push(`transaction ${row.transaction_id} does not balance in ${row.currency}: ${row.total}`);

  const drifted = await prisma.$queryRaw<Array<{ id: string; balance: bigint; total: bigint }>>`
    SELECT a.id, a.balance, COALESCE(SUM(e.amount), 0)::bigint AS total
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.organization_id = a.organization_id AND e.account_id = a.id
    GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(e.amount), 0)`;
  for (const row of drifted) problems.push(`account ${row.id} balance ${row.balance} differs from its entries ${row.total}`);

  const negative = await prisma.$queryRaw<Array<{ id: string; balance: bigint }>>`
    SELECT id, balance FROM ledger_accounts WHERE NOT allow_negative AND balance < 0`;
  for (const row of negative) problems.push(`account ${row.id} is negative: ${row.balance}`);

  const thin = await prisma.$queryRaw<Array<{ transaction_id: string }>>`
    SELECT t.id AS transaction_id FROM ledger_transactions t
    LEFT JOIN ledger_entries e ON e.organization_id = t.organization_id AND e.transaction_id = t.id
    GROUP BY t.id HAVING COUNT(e.id) < 2`;
  for (const row of thin) problems.push(`transaction ${row.transaction_id} has fewer than two entries`);

  const [counts] = await prisma.$queryRaw<Array<{ accounts: bigint; transactions: bigint; entries: bigint }>>`
    SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts,
           (SELECT COUNT(*) FROM ledger_transactions) AS transactions,
           (SELECT COUNT(*) FROM ledger_entries) AS entries`;
  return {
    ok: problems.length === 0,
    accounts: Number(counts.accounts),
    transactions: Number(counts.transactions),
    entries: Number(counts.entries),
    problems,
  };
}
