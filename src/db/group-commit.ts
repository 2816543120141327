// Group commit for the money path's statements (issue 23): concurrent requests' write statements
// are gathered while the previous batch is in the database (or for one turn of the event loop
// when none is) and run in one transaction on one connection, so that N payments cost one
// COMMIT, and so one WAL flush, instead of N; on a hot wallet the row lock also passes from one
// payment to the next inside the transaction instead of waiting for each one's commit.
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
 * contradicts. A statement alone takes its idempotency key's advisory lock, then its wallet's
 * rows; a batch of them would hold one statement's wallet while taking the next one's key, the
 * reverse of an interactive transaction (POST /test/fund: key, then wallet) and a deadlock. So
 * a batch takes all its statements' key locks first, in one statement, in hash order, then the
 * card rows its card operations lock (a card operation locks key, card, accounts), in id order,
 * and runs the statements sorted by the wallet they lock (every posting locks the accounts of one
 * organization, environment and currency), so two batches lock wallets in the same order.
 */
export interface StatementLocks {
  /** The advisory lock the statement takes, by name: pg_advisory_xact_lock(hashtextextended(name, 0)). */
  advisoryLock?: string;
  /** The card row it locks FOR UPDATE after its key and before its accounts. */
  card?: { organizationId: string; environment: string; id: string };
  /** The wallet its posting locks (PostingSql.walletLock): statements are sorted by it. */
  wallet?: string;
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
    const batch = [...arrived].sort((a, b) => compare(a.locks.wallet ?? "", b.locks.wallet ?? ""));
    const advisoryLocks = [...new Set(batch.flatMap((item) => (item.locks.advisoryLock === undefined ? [] : [item.locks.advisoryLock])))];
    const cards = batch.flatMap((item) => (item.locks.card === undefined ? [] : [item.locks.card]));
    const keysFirst = [
      ...(advisoryLocks.length === 0 ? [] : [takeAdvisoryLocks(advisoryLocks)]),
      ...(cards.length === 0 ? [] : [lockCards(cards)]),
    ];
    let results: unknown[][];
    try {
      results = (await this.options.batch([...keysFirst, ...batch.map((item) => item.query)])).slice(keysFirst.length);
    } catch (error) {
      if (!(error instanceof StatementFailed)) {
        for (const item of batch) item.reject(error);
        return;
      }
      // In the order they came, as they would have run without batching.
      for (const item of arrived) await this.alone(item);
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]));
  }

  private async alone(item: Pending): Promise<void> {
    try {
      item.resolve(await this.options.alone(item.query));
    } catch (error) {
      item.reject(error);
    }
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Takes the advisory locks named, in the order of their lock keys (so any two batches agree). */
function takeAdvisoryLocks(names: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT COUNT(pg_advisory_xact_lock(lock_key))::int AS locked
    FROM (SELECT DISTINCT hashtextextended(name, 0) AS lock_key FROM unnest(${names}::text[]) AS name ORDER BY 1) AS keys`;
}

/** Locks the card rows named, in id order. */
function lockCards(cards: Array<NonNullable<StatementLocks["card"]>>): Prisma.Sql {
  return Prisma.sql`
    SELECT COUNT(*)::int AS locked FROM (
      SELECT 1 FROM cards c
      JOIN unnest(${cards.map((card) => card.organizationId)}::text[], ${cards.map((card) => card.environment)}::text[],
        ${cards.map((card) => card.id)}::text[]) AS wanted (organization_id, environment, id)
        ON c.organization_id = wanted.organization_id AND c.environment = wanted.environment::"Environment" AND c.id = wanted.id
      ORDER BY c.id FOR UPDATE OF c) AS locked`;
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
        statements = queries.map((query) => client.query({ name: nameOf(query.text), text: query.text, values: query.values as unknown[] }));
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
      // A statement failed, so PostgreSQL answered the COMMIT with a ROLLBACK: nothing committed.
      if (committed.status === "fulfilled" && committed.value.command === "ROLLBACK") {
        throw new StatementFailed((failed as PromiseRejectedResult | undefined)?.reason);
      }
      // The COMMIT's fate is unknown (the connection failed): the batch fails.
      healthy = false;
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
