// Opens the one database: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";
import { acquireDataDirLock } from "./data-dir-lock.js";
import { migratePglite, openPglite } from "./embedded.js";
import { applyPendingMigrations } from "./migrations.js";
import { preparedStatementNames } from "./prepared-statements.js";
import { statementsOver, type Batching, type Statements } from "./statements.js";
import { pipelinedBatches } from "./group-commit.js";
import { statementCounting } from "./statement-count.js";

export type DatabaseKind = "postgresql" | "embedded";

/** The PostgreSQL pool's connections right now (the metrics read it at scrape time). */
export interface PoolUsage {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** The hot statements' way to the database: an adapter of the client's factory, on its pool (statements.ts). */
  statements: Statements;
  /** PostgreSQL only: the pool's usage. */
  poolUsage?(): PoolUsage;
  /** Applies pending migrations; returns their names. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL (DATABASE_POOL_SIZE for the service; 10 unless given). */
  poolSize?: number;
  /** Group commit of the money path's statements (POSTING_BATCH_MAX; off unless given). */
  batching?: Omit<Batching, "batch">;
}

/**
 * Requests on one hot wallet queue for its row lock, and every transaction first queues for a
 * pooled connection: wait for both rather than fail a payment under a burst. An interactive
 * transaction never spans a provider call, so a long one is a fault and is cut off.
 */
const transactionOptions = { maxWait: 10_000, timeout: 15_000 };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const poolConfig = { connectionString: options.databaseUrl, max: options.poolSize ?? 10 };
    // One pool, given to the adapter, so that the client and the hot statements share it.
    const pool = new pg.Pool(poolConfig);
    const adapterFactory = statementCounting(new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() }));
    const prisma = new PrismaClient({ adapter: adapterFactory, transactionOptions });
    const batching = options.batching ?? { max: 1 };
    // Group commits travel on pipelined connections of their own, beside the pool (group-commit.ts).
    const batches = batching.max > 1 ? pipelinedBatches(options.databaseUrl) : undefined;
    return {
      kind: "postgresql",
      prisma,
      statements: statementsOver(await adapterFactory.connect(), { ...batching, batch: batches }),
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolConfig.max }),
      // Migrations get a pool of their own: the schema engine takes a session-level advisory
      // lock and lets it go by closing its connections, which must never return to this pool.
      // That pool is ended as soon as they are applied: left to its idle timeout, it would hold
      // the lock for seconds more, and another instance or an admin command would wait on it.
      async migrate() {
        const migrationPool = new pg.Pool({ ...poolConfig, max: 2 });
        try {
          return await applyPendingMigrations(
            new PrismaPg(migrationPool),
            (script) => migrationPool.query(script),
            async (sql) => (await migrationPool.query(sql)).rows,
          );
        } finally {
          await migrationPool.end();
        }
      },
      async close() {
        await batches?.close();
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    const pglite = await openPglite(path.join(options.dataDir, "pglite"));
    const adapterFactory = new PrismaPGlite(pglite);
    const counting = statementCounting(adapterFactory);
    const prisma = new PrismaClient({ adapter: counting, transactionOptions });
    return {
      kind: "embedded",
      prisma,
      statements: statementsOver(await counting.connect(), options.batching),
      migrate: () => migratePglite(pglite, adapterFactory),
      async close() {
        await prisma.$disconnect();
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
