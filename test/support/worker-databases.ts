// One PostgreSQL database per test worker: made by the global setup (test/support/global-setup.ts)
// when the run has several workers, chosen by each worker's setup (test/support/worker-setup.ts).
//
// On PostgreSQL the test files run in several workers at once, and each worker's test server
// runs the background jobs (settlement, event fan-out, webhook delivery) over every row of its
// database, with that server's settings and service parts, which tests change on purpose
// (webhook delivery settings, a swapped payout provider). On one shared database another
// worker's jobs would take on those rows with other settings. So each worker gets a database of
// its own, and everything the worker starts (its test server, the instances and admin commands
// its tests start as child processes, the databases startup-secrets makes beside it) uses that
// database through DATABASE_URL, as a single-worker run uses the one it is given. Several
// instances on one database are tested on purpose, by transfer-recovery and webhook-recovery.
import pg from "pg";
import { quoted } from "./sql.js";

/** Set by the global setup: a JSON array of database URLs, one per worker. */
const variable = "PAYMENTS_TEST_WORKER_DATABASES";

/**
 * Makes <name>_w1 … <name>_w<workers> beside `databaseUrl`'s database <name> (afresh, should a
 * run that was stopped have left them) and hands them to the workers; resolves with what drops
 * them again.
 */
export async function makeWorkerDatabases(databaseUrl: string, workers: number): Promise<() => Promise<void>> {
  const base = new URL(databaseUrl);
  const name = decodeURIComponent(base.pathname.slice(1));
  const names = Array.from({ length: workers }, (_, i) => `${name}_w${i + 1}`);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const drop = async () => {
    for (const db of names) await admin.query(`DROP DATABASE IF EXISTS ${quoted(db)} WITH (FORCE)`);
  };
  try {
    await drop();
    for (const db of names) await admin.query(`CREATE DATABASE ${quoted(db)}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const urls = names.map((db) => {
    const url = new URL(base);
    url.pathname = `/${encodeURIComponent(db)}`;
    return url.toString();
  });
  process.env[variable] = JSON.stringify(urls);
  return async () => {
    try {
      await drop();
    } finally {
      await admin.end();
    }
  };
}

/** In a test worker of a run with worker databases: points DATABASE_URL at the worker's own. */
export function useWorkerDatabase(): void {
  const urls = process.env[variable];
  const worker = Number(process.env.VITEST_POOL_ID);
  if (!urls || !worker) return;
  const databases = JSON.parse(urls) as string[];
  process.env.DATABASE_URL = databases[(worker - 1) % databases.length];
}
