// How a group commit's batch reaches the database, in one transaction: through the driver
// adapter's interactive transaction (the embedded database), or on PostgreSQL over pipelined
// connections of its own (node-postgres).
import pg from "pg";
import type { SqlDriverAdapter, SqlQueryable } from "@prisma/driver-adapter-utils";
import type { Prisma } from "../generated/prisma/client.js";

/** Runs a batch's statements in one transaction: every statement's rows, or throws. */
export type BatchRunner = (queries: Prisma.Sql[]) => Promise<unknown[][]>;

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
