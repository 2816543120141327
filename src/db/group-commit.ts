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
//
// Here: the queue and its batches. The lock order a batch keeps is group-commit-lock-order.ts's;
// how a batch reaches the database (the adapter's transaction, or pipelined connections of its
// own) is group-commit-batches.ts's.
import type { Prisma } from "../generated/prisma/client.js";
import { asNoRequest, statementSent } from "./request-tenant.js";
import { StatementFailed, type BatchRunner } from "./group-commit-batches.js";
import { accountsOutOfOrder, accountsTenant, compare, lockAccounts, lockRows, takeAdvisoryLocks, type StatementLocks } from "./group-commit-lock-order.js";

export { adapterBatches, pipelinedBatches, StatementFailed, type BatchRunner } from "./group-commit-batches.js";
export type { AccountLock, RowLock, StatementLocks } from "./group-commit-lock-order.js";

interface Pending {
  query: Prisma.Sql;
  locks: StatementLocks;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

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
