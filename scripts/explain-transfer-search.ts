// npx tsx scripts/explain-transfer-search.ts [postgres://postgres@127.0.0.1:5432/payments_search_explain]
// Seeds a million transfers of one organization (and 200,000 of another) on a PostgreSQL
// database it makes afresh (dropped first: give it one of its own; EXPLAIN_REUSE=1 keeps the one
// seeded last time), applies the migrations, and prints EXPLAIN ANALYZE of the statements
// GET /transfers sends for a reference-prefix search and an amount-range search, built from
// TransferStore's own SQL (listing-sql.ts). The service sends them unnamed, so each is planned with
// its values (the custom plans below); the generic plans show what a named prepared statement
// could switch to after its fifth run, which is why they are not named (db/prepared-statements.ts).
// Last, the plan Prisma's case-insensitive startsWith (ILIKE) gets, for comparison.
import pg from "pg";
import { Prisma } from "../src/generated/prisma/client.js";
import { transferColumnsSql, transferFiltersSql, type TransferFilters } from "../src/domain/transfers/listing-sql.js";
import { recreateDatabase, seedTransfersSql } from "./transfer-seed.js";

const url = new URL(process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/payments_search_explain");

const tenant = { organizationId: "org_explain_big", environment: "sandbox" as const };
const bigCount = 1_000_000;

/** The statement GET /transfers?limit=20&<filters> sends for its first page. */
function firstPage(filters: TransferFilters): Prisma.Sql {
  return Prisma.sql`SELECT ${transferColumnsSql} FROM transfers WHERE ${transferFiltersSql(tenant, filters)} ORDER BY id DESC LIMIT ${21}`;
}

async function explain(client: pg.Client, title: string, query: Prisma.Sql, generic = false): Promise<void> {
  const name = `explain_${Math.abs(hash(query.text))}`;
  await client.query(`SET plan_cache_mode = ${generic ? "force_generic_plan" : "force_custom_plan"}`);
  await client.query(`PREPARE ${name} AS ${query.text}`);
  const parameters = query.values.map((value) => (value instanceof Date ? value.toISOString() : typeof value === "bigint" ? value.toString() : value));
  const literal = parameters.map((value) => `'${String(value).replaceAll("'", "''")}'`).join(", ");
  await client.query(`EXECUTE ${name}(${literal})`); // warm the cache
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}(${literal})`);
  await client.query(`DEALLOCATE ${name}`);
  console.log(`\n── ${title}${generic ? " (generic plan)" : ""}\n   parameters: ${JSON.stringify(parameters.slice(2))}`);
  for (const row of rows) console.log(`   ${row["QUERY PLAN"]}`);
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}

const reuse = process.env.EXPLAIN_REUSE === "1";
if (!reuse) await recreateDatabase(url);
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
if (!reuse) {
  const seeding = performance.now();
  await client.query(seedTransfersSql(tenant.organizationId, bigCount));
  await client.query(seedTransfersSql("org_explain_other", 200_000));
  await client.query("VACUUM ANALYZE transfers");
  console.log(`Seeded ${bigCount.toLocaleString("en")} + 200,000 transfers in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
}
const counts = await client.query("SELECT organization_id, count(*) FROM transfers GROUP BY 1 ORDER BY 1");
console.log(`Transfers: ${counts.rows.map((row) => `${row.organization_id} ${row.count}`).join(", ")}`);
console.log((await client.query("SELECT version()")).rows[0].version);

await explain(client, "reference_prefix=inv-12345 (a few matches)", firstPage({ referencePrefix: "inv-12345" }));
await explain(client, "reference_prefix=inv-12345 (a few matches)", firstPage({ referencePrefix: "inv-12345" }), true);
await explain(client, "reference_prefix=inv (400,000 matches)", firstPage({ referencePrefix: "inv" }));
await explain(client, "reference_prefix=inv (400,000 matches)", firstPage({ referencePrefix: "inv" }), true);
await explain(client, "reference_prefix=zzz (no match)", firstPage({ referencePrefix: "zzz" }));
await explain(client, "reference_prefix=zzz (no match)", firstPage({ referencePrefix: "zzz" }), true);
await explain(client, "amount_gte=500000&amount_lte=500100 (about 100 matches)", firstPage({ amountGte: 500_000n, amountLte: 500_100n }));
await explain(client, "amount_gte=500000&amount_lte=500100 (about 100 matches)", firstPage({ amountGte: 500_000n, amountLte: 500_100n }), true);
await explain(client, "amount_gte=1000&amount_lte=900000 (nearly all)", firstPage({ amountGte: 1_000n, amountLte: 900_000n }));
await explain(client, "amount_gte=1000&amount_lte=900000 (nearly all)", firstPage({ amountGte: 1_000n, amountLte: 900_000n }), true);
await explain(client, "reference_prefix=pay-&amount_gte=990000 (both filters)", firstPage({ referencePrefix: "pay-", amountGte: 990_000n }));
await explain(
  client,
  "count of reference_prefix=inv-12345 (totalCount)",
  Prisma.sql`SELECT count(*) FROM transfers WHERE ${transferFiltersSql(tenant, { referencePrefix: "inv-12345" })}`,
);
await explain(
  client,
  "for comparison, Prisma's startsWith with mode insensitive: reference ILIKE 'inv-12345%'",
  Prisma.sql`SELECT ${transferColumnsSql} FROM transfers WHERE organization_id = ${tenant.organizationId}
    AND environment = 'sandbox' AND reference ILIKE ${"inv-12345%"} ORDER BY id DESC LIMIT ${21}`,
);
await client.end();
