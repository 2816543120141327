// What scripts/explain-transfer-search.ts and scripts/measure-export-memory.ts share: a PostgreSQL
// database made afresh with the migrations applied, and many transfers written by one INSERT.
// The transfers are rows only, without their ledger postings: for measuring reads, not for
// `ledger:verify`.
import pg from "pg";
import { openDatabase } from "../src/db/database.js";

/** Drops and creates the database of `url` (a plain name only), then applies the migrations. */
export async function recreateDatabase(url: URL): Promise<void> {
  const database = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`a plain database name, please: ${database}`);
  const admin = new pg.Client({ connectionString: new URL("/postgres", url).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: "/nonexistent" });
  await db.migrate();
  await db.close();
}

/**
 * `count` Sandbox transfers of `organizationId`, ids in creation order: 40% references INV-<n>,
 * 30% Pay-<n>, 20% a random hex string, 10% none; amounts spread over 1 to 1,000,000.
 */
export function seedTransfersSql(organizationId: string, count: number): string {
  if (!/^[A-Za-z0-9_]+$/.test(organizationId) || !Number.isInteger(count)) throw new Error("plain values only");
  return `
    INSERT INTO transfers (id, organization_id, environment, amount, fee, currency, status, destination_type,
      destination_account_name, destination_country, destination_last4, reference, description, metadata, provider_state, created_at)
    SELECT 'tr_' || lpad(n::text, 26, '0'), '${organizationId}', 'sandbox', 1 + floor(random() * 1000000)::bigint, 0, 'USD',
      (CASE WHEN n % 50 = 0 THEN 'failed' WHEN n % 97 = 0 THEN 'processing' ELSE 'succeeded' END)::"TransferStatus",
      'bank_account', 'Ada Lovelace', 'NG', lpad((n % 10000)::text, 4, '0'),
      CASE WHEN n % 10 < 4 THEN 'INV-' || n WHEN n % 10 < 7 THEN 'Pay-' || n WHEN n % 10 < 9 THEN md5(n::text) END,
      CASE WHEN n % 3 = 0 THEN 'Payout, "monthly"' END,
      '{"customer":"cus_42"}'::jsonb, 'finished'::"ProviderState", now() - make_interval(secs => ${count} - n)
    FROM generate_series(1, ${count}) AS n`;
}
