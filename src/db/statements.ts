// One SQL statement at a time through Prisma's driver adapter, below the client's query engine.
// A parameterized SELECT costs about 190 µs of CPU through `prisma.$queryRaw` and 75 µs through
// the adapter it ends in (docs/bench-history.md): the client serializes the parameters to
// JSON and back, interprets a query plan and re-maps every value. The statements every request
// runs (the API key, a transfer's phases, a card's move, the balances) go this way; everything
// else, and everything inside an interactive transaction, stays on the client. The adapter comes
// from the client's own adapter factory, on the client's `pg` pool, so the named statements and
// the driver's error mapping are the client's too (see database.ts).
import { ColumnTypeEnum, type ArgType, type ColumnType, type SqlDriverAdapter, type SqlQueryable } from "@prisma/driver-adapter-utils";
import type { Prisma } from "../generated/prisma/client.js";
import { adapterBatches, GroupCommit, type BatchRunner, type StatementLocks } from "./group-commit.js";

export interface Statements {
  /** The statement's rows, with values as `prisma.$queryRaw` would return them. */
  rows<T>(query: Prisma.Sql): Promise<T[]>;
  /**
   * The same for a write statement that is atomic on its own and answers its outcome in its rows:
   * committed together with other requests' (group commit, group-commit.ts) when batching is on.
   */
  groupCommitted<T>(query: Prisma.Sql, locks?: StatementLocks): Promise<T[]>;
  /** The group commits run so far, and those rolled back (a statement failed: each reran alone). */
  groupCommitStats(): { batches: number; rolledBack: number };
}

async function rowsOf<T>(queryable: SqlQueryable, query: Prisma.Sql): Promise<T[]> {
  const args = query.values;
  const result = await queryable.queryRaw({ sql: query.text, args, argTypes: args.map(argTypeOf) });
  const { columnNames, columnTypes } = result;
  return result.rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < columnNames.length; i++) record[columnNames[i]] = fromColumn(columnTypes[i], row[i]);
    return record as T;
  });
}

export interface Batching {
  /** The most statements in one group commit; 1 turns it off. */
  max: number;
  /** Group commits in the database at once. */
  concurrency?: number;
  /** How a batch reaches the database: through the adapter's transactions unless given. */
  batch?: BatchRunner;
}

/** Statements on the adapter's pool; `batching` turns group commit on. */
export function statementsOver(adapter: SqlDriverAdapter, batching: Batching = { max: 1 }): Statements {
  const groupCommit = new GroupCommit({
    ...batching,
    alone: (query) => rowsOf(adapter, query),
    batch: batching.batch ?? adapterBatches(adapter, rowsOf),
  });
  return {
    rows: (query) => rowsOf(adapter, query),
    groupCommitted: (query, locks) => groupCommit.run(query, locks),
    groupCommitStats: () => ({ ...groupCommit.stats }),
  };
}

/**
 * The same interface inside an interactive transaction, whose statements must run on its own
 * connection: there they go through the client, as every other statement of the transaction.
 */
export function statementsIn(tx: { $queryRaw<T>(query: Prisma.Sql): Prisma.PrismaPromise<T> }): Statements {
  const rows = <T>(query: Prisma.Sql) => tx.$queryRaw<T[]>(query);
  return { rows, groupCommitted: (query) => rows(query), groupCommitStats: () => ({ batches: 0, rolledBack: 0 }) };
}

/** What the adapter needs to know of a parameter: dates are formatted, lists sent as arrays. */
function argTypeOf(value: unknown): ArgType {
  if (Array.isArray(value)) return { scalarType: value.length > 0 ? argTypeOf(value[0]).scalarType : "unknown", arity: "list" };
  if (value instanceof Date) return { scalarType: "datetime", arity: "scalar" };
  switch (typeof value) {
    case "string":
      return { scalarType: "string", arity: "scalar" };
    case "bigint":
      return { scalarType: "bigint", arity: "scalar" };
    case "number":
      return { scalarType: Number.isInteger(value) ? "int" : "float", arity: "scalar" };
    case "boolean":
      return { scalarType: "boolean", arity: "scalar" };
    default:
      if (value === null) return { scalarType: "unknown", arity: "scalar" };
      // Objects would reach the database as node-postgres's JSON.stringify and PGlite's own
      // serializer, which may differ: a caller passes JSON as a string it has made itself.
      throw new Error(`Statements take strings, numbers, bigints, booleans, dates and null; got ${typeof value}`);
  }
}

/**
 * A column's value as the client's raw queries return it: int8 as bigint, timestamps as Date,
 * JSON parsed. Types no hot statement reads (numeric, bytes) are refused rather than guessed.
 */
function fromColumn(type: ColumnType, value: unknown): unknown {
  if (value === null) return null;
  switch (type) {
    case ColumnTypeEnum.Int32:
      return Math.trunc(Number(value));
    case ColumnTypeEnum.Int64:
      return BigInt(typeof value === "number" ? Math.trunc(value) : (value as string | bigint));
    case ColumnTypeEnum.Boolean:
      return typeof value === "boolean" ? value : value === "true" || value === "1" || value === 1;
    case ColumnTypeEnum.DateTime:
    case ColumnTypeEnum.Date:
      return new Date(value as string | Date);
    case ColumnTypeEnum.Json:
      return typeof value === "string" ? JSON.parse(value) : value;
    case ColumnTypeEnum.Int64Array:
      return (value as unknown[]).map((element) => fromColumn(ColumnTypeEnum.Int64, element));
    case ColumnTypeEnum.Text:
    case ColumnTypeEnum.Character:
    case ColumnTypeEnum.Enum:
    case ColumnTypeEnum.Uuid:
    case ColumnTypeEnum.Float:
    case ColumnTypeEnum.Double:
    case ColumnTypeEnum.TextArray:
    case ColumnTypeEnum.CharacterArray:
    case ColumnTypeEnum.EnumArray:
      return value;
    default:
      throw new Error(`column type ${type} is not read through Statements; use prisma.$queryRaw`);
  }
}
