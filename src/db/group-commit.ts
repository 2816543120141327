// Group commit for the money path's statements (docs/architecture.md#group-commit): concurrent
// requests' write statements are gathered while the previous batch is in the database (or for one
// turn of the event loop when none is) and run in one transaction on one connection, so that N
// payments cost one COMMIT, and so one WAL flush, instead of N; on a hot wallet the row lock also
// passes from one payment to the next inside the transaction instead of waiting for each one's
// commit.
//
// Every statement given here is atomic on its own and answers its business outcome in its rows
// (insufficient funds, a key someone else holds), never by failing. So a statement that does
// fail is a fault of its own (a deadlock with another instance's batch, a constraint): the batch
// is rolled back and each of its statements runs again alone, exactly as it would have without
// batching, and answers its caller whatever it answers. Nobody is answered before the COMMIT
// that makes their statement durable. A COMMIT that fails fails every statement of the batch:
// whether it took effect is unknown, and every statement here is conditional on the state it
// changes (a key claim, an expected provider state), so a caller's retry cannot apply it twice.
import pg from "pg";
import type { SqlDriverAdapter, SqlQueryable } from "@prisma/driver-adapter-utils";
import { Prisma } from "../generated/prisma/client.js";
import { asNoRequest, statementSent } from "./request-tenant.js";

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

interface Pending {
  query: Prisma.Sql;
  locks: StatementLocks;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

/** Runs a batch's statements in one transaction: every statement's rows, or throws. */
export type BatchRunner = (queries: Prisma.Sql[]) => Promise<unknown[][]>;

export interface GroupCommitOptions {
  /** The most statements in one transaction (POSTING_BATCH_MAX); 1 runs each alone. */
  max: number;
  /** Batches in the database at once. */
  concurrency?: number;
  /** Runs one statement alone (statements.ts). */
  alone(query: Prisma.Sql): Promise<unknown[]>;
  /** Runs a batch in one transaction; throws StatementFailed when a statement failed (and nothing was committed). */
  batch: BatchRunner;
}

export class GroupCommit {
  /** Batches run, and those rolled back because a statement failed (each then reran alone). */
  readonly stats = { batches: 0, rolledBack: 0 };
  private readonly queue: Pending[] = [];
  private running = 0;
  private scheduled = false;

  constructor(private readonly options: GroupCommitOptions) {}

  run<T>(query: Prisma.Sql, locks: StatementLocks = {}): Promise<T[]> {
    if (this.options.max <= 1) return this.options.alone(query) as Promise<T[]>;
    // Told here, in its request's context: the batch it joins is committed as no request's.
    statementSent(query.text, query.values);
    return new Promise<T[]>((resolve, reject) => {
      this.queue.push({ query, locks, resolve: resolve as (rows: unknown[]) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.scheduled || this.queue.length === 0 || this.running >= (this.options.concurrency ?? 1)) return;
    // One turn of the event loop: the requests whose statements are ready now go together.
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.running < (this.options.concurrency ?? 1)) {
        const batch = this.queue.splice(0, this.options.max);
        this.running++;
        void asNoRequest(() => this.commit(batch)).finally(() => {
          this.running--;
          this.pump();
        });
      }
    });
  }

  private async commit(arrived: Pending[]): Promise<void> {
    if (arrived.length === 1) return this.alone(arrived[0]);
    // Statements that lock no account (a provider's answer: a transfer row) first, then by
    // organization and environment: two batches take different organizations' accounts in one order.
    const batch = [...arrived].sort((a, b) => compare(accountsTenant(a.locks), accountsTenant(b.locks)));
    const advisoryLocks = [...new Set(batch.flatMap((item) => (item.locks.advisoryLock === undefined ? [] : [item.locks.advisoryLock])))];
    const cards = batch.flatMap((item) => (item.locks.card === undefined ? [] : [item.locks.card]));
    const keysFirst = [
      ...(advisoryLocks.length === 0 ? [] : [takeAdvisoryLocks(advisoryLocks)]),
      ...(cards.length === 0 ? [] : [lockRows("cards", cards)]),
    ];
    if (accountsOutOfOrder(batch)) {
      // Taken before the accounts, as the settlement takes them (the transfer rows would
      // otherwise come after the accounts the prologue takes).
      const transfers = batch.flatMap((item) => (item.locks.transfer === undefined ? [] : [item.locks.transfer]));
      if (transfers.length > 0) keysFirst.push(lockRows("transfers", transfers));
      keysFirst.push(lockAccounts(batch.flatMap((item) => item.locks.accounts ?? [])));
    }
    let results: unknown[][];
    this.stats.batches++;
    try {
      results = (await this.options.batch([...keysFirst, ...batch.map((item) => item.query)])).slice(keysFirst.length);
    } catch (error) {
      if (!(error instanceof StatementFailed)) {
        for (const item of batch) item.reject(error);
        return;
      }
      this.stats.rolledBack++;
      // In the order they came, as they would have run without batching.
      for (const item of arrived) await this.alone(item);
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]));
  }

  private async alone(item: Pending): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return item.resolve(await this.options.alone(item.query));
      } catch (error) {
        // A deadlock's victim was rolled back whole, and a statement here is atomic on its own:
        // it runs again, as its caller would have to (a batch and a statement alone may still
        // meet that way, when a client retries a key while its first request is answered).
        if (isDeadlock(error) && attempt < deadlockAttempts) continue;
        return item.reject(error);
      }
    }
  }
}

const deadlockAttempts = 3;

/** PostgreSQL's deadlock_detected (40P01), as node-postgres or Prisma's adapter report it. */
function isDeadlock(error: unknown): boolean {
  const found = error as { code?: unknown; cause?: { originalCode?: unknown; code?: unknown } } | undefined;
  return found?.code === "40P01" || found?.cause?.originalCode === "40P01" || found?.cause?.code === "40P01";
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The organization and environment whose accounts a statement locks ("" for none). */
function accountsTenant(locks: StatementLocks): string {
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
function accountsOutOfOrder(batch: Pending[]): boolean {
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
function takeAdvisoryLocks(names: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT COUNT(pg_advisory_xact_lock(lock_key))::int AS locked
    FROM (SELECT DISTINCT hashtextextended(name, 0) AS lock_key FROM unnest(${names}::text[]) AS name ORDER BY 1) AS keys`;
}

/** Locks the rows named of `table` (cards or transfers), in id order. */
function lockRows(table: "cards" | "transfers", rows: RowLock[]): Prisma.Sql {
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
function lockAccounts(accounts: AccountLock[]): Prisma.Sql {
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

/** A statement of the batch failed: the transaction was rolled back, nothing of it committed. */
export class StatementFailed extends Error {
  constructor(cause: unknown) {
    super("a statement of the batch failed", { cause });
  }
}

/**
 * Batches through an adapter's interactive transaction, a round trip per statement: the
 * embedded database's way (in-process, a round trip costs nothing there).
 */
export function adapterBatches(adapter: SqlDriverAdapter, rows: (queryable: SqlQueryable, query: Prisma.Sql) => Promise<unknown[]>): BatchRunner {
  return async (queries) => {
    const tx = await adapter.startTransaction();
    // Adapters whose transactions are "phantom" (PGlite's) begin and end them themselves; the
    // others leave COMMIT and ROLLBACK to the caller.
    const explicit = !tx.options.usePhantomQuery;
    const command = (sql: string) => tx.executeRaw({ sql, args: [], argTypes: [] });
    const results: unknown[][] = [];
    try {
      for (const query of queries) {
        try {
          results.push(await rows(tx, query));
        } catch (error) {
          throw new StatementFailed(error);
        }
      }
      if (explicit) await command("COMMIT");
    } catch (error) {
      if (explicit) await command("ROLLBACK").catch(() => {});
      await tx.rollback().catch(() => {});
      throw error;
    }
    await tx.commit();
    return results;
  };
}

/**
 * Batches on PostgreSQL over pipelined connections of their own (node-postgres's pipeline mode):
 * BEGIN, every statement and COMMIT are written at once, so a batch costs one round trip
 * however many statements it holds, and the locks a statement takes are held for its execution
 * and the COMMIT, not for a round trip to this process and back per statement. One connection
 * per batch in the database at once (the GroupCommit's concurrency), opened when first needed
 * and replaced when it fails. Rows come back as the adapter's do: int8 as bigint, timestamps as Date, JSON parsed.
 */
export function pipelinedBatches(databaseUrl: string): BatchRunner & { close(): Promise<void> } {
  const idle: pg.Client[] = [];
  const open = new Set<pg.Client>();
  const statementNames = new Map<string, string>();
  // int8 and int8[] as bigint (pg's own parsers give strings); every other type as pg parses it.
  const int8 = (value: string) => BigInt(value);
  const int8Array = pg.types.getTypeParser(1016 as never) as (value: string) => Array<string | null>;
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === 20
        ? int8
        : oid === 1016
          ? (value: string) => int8Array(value).map((v) => (v === null ? null : BigInt(v)))
          : pg.types.getTypeParser(oid as never, format)) as typeof pg.types.getTypeParser,
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, types, pipeline: true } as pg.ClientConfig);
    client.on("error", () => open.delete(client));
    await client.connect();
    open.add(client);
    return client;
  };
  const nameOf = (text: string) => {
    let name = statementNames.get(text);
    if (!name) statementNames.set(text, (name = `group_commit_${statementNames.size}`));
    return name;
  };
  const runner = async (queries: Prisma.Sql[]) => {
    const client = idle.pop() ?? (await connect());
    let healthy = true;
    try {
      // Pipelined queries are written as they are given; corked, the whole batch leaves in one
      // write instead of one system call per statement.
      const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
      stream?.cork?.();
      let begin: Promise<pg.QueryResult>, statements: Array<Promise<pg.QueryResult>>, commit: Promise<pg.QueryResult>;
      try {
        begin = client.query("BEGIN");
        statements = queries.map((query) => {
          const text = query.text; // a getter that joins the statement's strings on every call
          return client.query({ name: nameOf(text), text, values: query.values as unknown[] });
        });
        commit = client.query("COMMIT");
      } finally {
        stream?.uncork?.();
      }
      const settled = await Promise.allSettled([begin, ...statements, commit]);
      const failed = settled.find((outcome) => outcome.status === "rejected");
      const committed = settled.at(-1)!;
      if (committed.status === "fulfilled" && committed.value.command === "COMMIT" && !failed) {
        return settled.slice(1, -1).map((outcome) => (outcome as PromiseFulfilledResult<pg.QueryResult>).value.rows);
      }
      // Whatever else happened, the connection goes: after a failed statement, the Parse of a
      // statement new to it failed too in the aborted transaction, yet node-postgres counts it as
      // prepared, and every later batch using it here would fail ("prepared statement … does
      // not exist"); after a failed COMMIT, the connection is broken.
      healthy = false;
      // A statement failed, so PostgreSQL answered the COMMIT with a ROLLBACK: nothing committed.
      if (committed.status === "fulfilled" && committed.value.command === "ROLLBACK") {
        throw new StatementFailed((failed as PromiseRejectedResult | undefined)?.reason);
      }
      // The COMMIT's fate is unknown (the connection failed): the batch fails.
      throw committed.status === "rejected" ? committed.reason : (failed as PromiseRejectedResult).reason;
    } finally {
      if (healthy && open.has(client)) idle.push(client);
      else {
        open.delete(client);
        client.end().catch(() => {});
      }
    }
  };
  return Object.assign(runner, {
    async close() {
      idle.length = 0;
      await Promise.all([...open].map((client) => client.end().catch(() => {})));
      open.clear();
    },
  });
}
