// Opens the one database: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client.js";
import { acquireDataDirLock } from "./data-dir-lock.js";
import { applyPendingMigrations } from "./migrations.js";
import { preparedStatementNames } from "./prepared-statements.js";

export type DatabaseKind = "postgresql" | "embedded";

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** Applies pending migrations; returns their names. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/**
 * Requests on one hot wallet queue for its row lock, and every transaction first queues for a
 * pooled connection: wait for both rather than fail a payment under a burst. An interactive
 * transaction never spans a provider call, so a long one is a fault and is cut off.
 */
const transactionOptions = { maxWait: 10_000, timeout: 15_000 };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const adapterFactory = new PrismaPg(
      { connectionString: options.databaseUrl, max: options.poolSize ?? 10 },
      { statementNameGenerator: preparedStatementNames() },
    );
    const prisma = new PrismaClient({ adapter: adapterFactory, transactionOptions });
    return {
      kind: "postgresql",
      prisma,
      adapterFactory,
      migrate: () => applyPendingMigrations(adapterFactory),
      close: () => prisma.$disconnect(),
    };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    const pglite = await PGlite.create(path.join(options.dataDir, "pglite"));
    const adapterFactory = new PrismaPGlite(pglite);
    const prisma = new PrismaClient({ adapter: adapterFactory, transactionOptions });
    return {
      kind: "embedded",
      prisma,
      adapterFactory,
      migrate: () => applyPendingMigrations(adapterFactory),
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
