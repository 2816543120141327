// The lock order of a group commit's batch (docs/architecture.md#group-commit): the locks each
// statement declares, and the statements a batch runs first to take them in one order.
import { Prisma } from "../generated/prisma/client.js";

/**
 * What a statement's locks are, so that a batch takes them in an order no other transaction
 * contradicts. Alone, a statement takes its idempotency key's advisory lock, then its card's row,
 * then its accounts in the ledger's lock order (ledger_lock: kind, currency, owner), and so does
 * every other transaction that takes more than one of them (an interactive one: POST /test/fund,
 * the settlement, a card locked first). In a batch, one statement's accounts would be held while
 * the next one takes its key, or its fee account after another's wallet: the reverse of some
 * other transaction's order, and a deadlock (the drills found them:
 * docs/operations.md#failure-drills). So a batch first takes its statements' key locks (hash order)
 * and card rows (id order), runs the statements that lock no account first and the others by
 * organization, and, where two statements of one organization lock different accounts
 * (accountsOutOfOrder), takes the transfer rows and every account first too (organization,
 * environment, then the ledger's own order): its statements then only take locks they hold.
 */
export interface StatementLocks {
  /** The advisory lock the statement takes, by name: pg_advisory_xact_lock(hashtextextended(name, 0)). */
  advisoryLock?: string;
  /** The card row it locks FOR UPDATE after its key and before its accounts. */
  card?: RowLock;
  /** The transfer row it updates. */
  transfer?: RowLock;
  /** The ledger accounts its posting locks (PostingSql.accountLocks). */
  accounts?: AccountLock[];
}

export interface RowLock {
  organizationId: string;
  environment: string;
  id: string;
}

/** A ledger account by its unique key (ledger_accounts: organization, environment, kind, currency, owner). */
export interface AccountLock {
  organizationId: string;
  environment: string;
  kind: string;
  currency: string;
  /** "" for an account the organization owns (a wallet's, its fee revenue). */
  ownerId: string;
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The organization and environment whose accounts a statement locks ("" for none). */
export function accountsTenant(locks: StatementLocks): string {
  const first = locks.accounts?.[0];
  return first === undefined ? "" : `${first.organizationId}\u0000${first.environment}`;
}

/**
 * Whether running the batch's statements in turn could take one organization's accounts out of
 * the ledger's order: only when two of its statements lock different sets of them (a fund locks
 * the fee account before the wallet, a withdrawal the wallet alone). Where every statement of an
 * organization locks the same set, the first takes them all in the ledger's order and the others
 * find them held, as in a batch of transfers; statements of different organizations share no
 * account. The hot path's batches need no lock statement of their own then (a third of a
 * millisecond of PostgreSQL's CPU per transfer: docs/bench-history.md).
 */
export function accountsOutOfOrder(batch: Array<{ locks: StatementLocks }>): boolean {
  const sets = new Map<string, string>();
  for (const { locks } of batch) {
    if (!locks.accounts?.length) continue;
    const set = locks.accounts
      .map((a) => `${a.kind}\u0000${a.currency}\u0000${a.ownerId}`)
      .sort()
      .join("\u0001");
    const tenant = accountsTenant(locks);
    const seen = sets.get(tenant);
    if (seen !== undefined && seen !== set) return true;
    sets.set(tenant, set);
  }
  return false;
}

/** Takes the advisory locks named, in the order of their lock keys (so any two batches agree). */
export function takeAdvisoryLocks(names: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT COUNT(pg_advisory_xact_lock(lock_key))::int AS locked
    FROM (SELECT DISTINCT hashtextextended(name, 0) AS lock_key FROM unnest(${names}::text[]) AS name ORDER BY 1) AS keys`;
}

/** Locks the rows named of `table` (cards or transfers), in id order. */
export function lockRows(table: "cards" | "transfers", rows: RowLock[]): Prisma.Sql {
  return Prisma.sql`
    SELECT COUNT(*)::int AS locked FROM (
      SELECT 1 FROM ${Prisma.raw(table)} t
      JOIN (SELECT DISTINCT * FROM unnest(${rows.map((row) => row.organizationId)}::text[], ${rows.map((row) => row.environment)}::text[],
        ${rows.map((row) => row.id)}::text[]) AS w (organization_id, environment, id)) wanted
        ON t.organization_id = wanted.organization_id AND t.environment = wanted.environment::"Environment" AND t.id = wanted.id
      ORDER BY t.id FOR UPDATE OF t) AS locked`;
}

/**
 * Locks the accounts named, by organization and environment, then in ledger_lock's own order
 * (kind, currency, owner, compared as text: migration ledger_functions), so that a single
 * posting, which locks one organization's accounts in that order, never takes them against it.
 */
export function lockAccounts(accounts: AccountLock[]): Prisma.Sql {
  // One index lookup per account, locked in the order of the sorted list (a LATERAL subquery
  // runs once per outer row, in order), as ledger_lock does: a join would let the planner scan
  // the table and sort, a third of a millisecond of PostgreSQL's CPU per transfer
  // (docs/bench-history.md).
  return Prisma.sql`
    SELECT COUNT(*)::int AS locked FROM (
      SELECT * FROM (
        SELECT DISTINCT * FROM unnest(${accounts.map((a) => a.organizationId)}::text[], ${accounts.map((a) => a.environment)}::text[],
          ${accounts.map((a) => a.kind)}::text[], ${accounts.map((a) => a.currency)}::text[], ${accounts.map((a) => a.ownerId)}::text[])
          AS w (organization_id, environment, kind, currency, owner_id)) listed
      -- Organizations in the batches' own order (code points, as compare() sorts them), then each
      -- one's accounts in ledger_lock's order (the database's collation, as it sorts them).
      ORDER BY organization_id COLLATE "C", environment COLLATE "C", kind, currency, owner_id) wanted
    CROSS JOIN LATERAL (
      SELECT 1 FROM ledger_accounts l
      WHERE l.organization_id = wanted.organization_id AND l.environment = wanted.environment::"Environment"
        AND l.kind = wanted.kind::"LedgerAccountKind" AND l.currency = wanted.currency::"Currency" AND l.owner_id = wanted.owner_id
      FOR UPDATE) AS locked`;
}
