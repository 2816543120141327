// The tenant filter (docs/operations.md#sharding-with-citus-plan): every SQL statement sent for an
// organization's request filters each tenant table by that organization, so that a Citus router
// could send it to one shard. The check itself runs over the whole suite
// (test/support/request-statements.ts, after each file); here, that it fails what it should and
// that it sees a request's statements at all.
import { beforeAll, describe } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import { asRequestOf } from "../../src/db/request-tenant.js";
import { GraphDashboardOverviewDocument } from "../graphql/graphql.js";
import { bankTransfer, expect, idempotencyKey, newOrganization, test } from "../support/fixtures.js";
import { statementsChecked, takeUnfilteredStatements } from "../support/request-statements.js";
import { analyse, loadParser, unheld } from "../support/tenant-filter.js";

const org = "org_mine";
const other = "org_other";
const tables = new Set(["transfers", "cards", "card_transactions", "events", "ledger_accounts"]);
const functions = new Set(["ledger_apply"]);
/** The tables `sql` leaves unfiltered when run for `org` with `args`. */
const unfiltered = (sql: string, args: unknown[] = [org]) => unheld(analyse(sql, tables, functions), args, org);

beforeAll(() => loadParser());

describe("the check", () => {
  test("passes statements that hold every tenant table to the organization", () => {
    // As the client writes them.
    expect(
      unfiltered(
        `SELECT "public"."transfers"."id" FROM "public"."transfers" WHERE ("public"."transfers"."organization_id" = $1
         AND "public"."transfers"."environment" = CAST($2::text AS "public"."Environment")) LIMIT $3 OFFSET $4`,
        [org, "sandbox", 1, 0],
      ),
    ).toEqual([]);
    // Through a join, a correlated subquery, every branch of an OR, every row of an IN.
    expect(unfiltered(`SELECT * FROM cards c JOIN card_transactions t ON t.organization_id = c.organization_id AND t.card_id = c.id WHERE c.organization_id = $1`)).toEqual([]);
    expect(unfiltered(`SELECT * FROM cards c JOIN card_transactions t USING (organization_id) WHERE t.organization_id = $1`)).toEqual([]);
    expect(unfiltered(`SELECT 1 FROM transfers t WHERE t.organization_id = $1 AND EXISTS (SELECT 1 FROM events e WHERE e.organization_id = t.organization_id)`)).toEqual([]);
    expect(unfiltered(`SELECT 1 FROM cards WHERE (organization_id = $1 AND id = $2) OR (organization_id = $3 AND id = $4)`, [org, "a", org, "b"])).toEqual([]);
    expect(unfiltered(`SELECT 1 FROM cards WHERE (organization_id, id) IN (($1, $2), ($3, $4))`, [org, "a", org, "b"])).toEqual([]);
    // Writes: the rows inserted, the rows an UPDATE or DELETE reaches, a tenant function's first argument.
    expect(unfiltered(`INSERT INTO events (id, organization_id, type) VALUES ($2, $1, 'x'), ($3, '${org}', 'y') RETURNING id`, [org, "a", "b"])).toEqual([]);
    expect(unfiltered(`INSERT INTO events (organization_id, id) SELECT c.organization_id, c.id FROM cards c WHERE c.organization_id = $1`)).toEqual([]);
    expect(unfiltered(`WITH moved AS (UPDATE cards SET status = 'frozen' WHERE organization_id = $1 AND id = $2 RETURNING id) SELECT id FROM moved`, [org, "a"])).toEqual([]);
    expect(unfiltered(`DELETE FROM events e USING cards c WHERE c.organization_id = $1 AND e.organization_id = c.organization_id`)).toEqual([]);
    expect(unfiltered(`SELECT * FROM ledger_apply($1, 'sandbox', 'txn', 'kind', NULL, $2, $3)`, [org, [], []])).toEqual([]);
    // NULL matches no row: the client's UPDATE after an updateMany's SELECT found none.
    expect(unfiltered(`UPDATE "public"."events" SET "type" = $1 WHERE ("public"."events"."organization_id" IN (NULL) AND "public"."events"."id" IN (NULL) AND 1=1)`, ["x"])).toEqual([]);
    // Neither a reference table nor a statement on none needs it.
    expect(unfiltered(`SELECT o.name FROM organizations o JOIN api_keys k ON k.organization_id = o.id WHERE k.secret_hash = $1`, ["h"])).toEqual([]);
    expect(unfiltered(`COMMIT`, [])).toEqual([]);
  });

  test("fails a statement that leaves a tenant table unfiltered", () => {
    expect(unfiltered(`SELECT * FROM "public"."transfers" WHERE "public"."transfers"."id" = $1`, ["tr_1"])).toEqual(["transfers"]);
    // Bound to another organization; an OR branch without it; a LEFT JOIN's condition on its left side.
    expect(unfiltered(`SELECT * FROM transfers WHERE organization_id = $1`, [other])).toEqual(["transfers"]);
    expect(unfiltered(`SELECT * FROM transfers WHERE organization_id = $1 OR id = $2`, [org, "tr_1"])).toEqual(["transfers"]);
    expect(unfiltered(`SELECT * FROM cards c LEFT JOIN card_transactions t ON t.organization_id = $1 WHERE c.id = $2`, [org, "c"])).toEqual(["cards"]);
    expect(unfiltered(`SELECT 1 FROM cards WHERE (organization_id, id) IN (($1, $2), ($3, $4))`, [org, "a", other, "b"])).toEqual(["cards"]);
    // A subquery's table, a join's other side, an inserted row, a tenant function's call.
    expect(unfiltered(`SELECT 1 FROM transfers t WHERE t.organization_id = $1 AND EXISTS (SELECT 1 FROM events e WHERE e.resource_id = t.id)`)).toEqual(["events"]);
    expect(unfiltered(`SELECT * FROM cards c JOIN card_transactions t ON t.card_id = c.id WHERE c.organization_id = $1`)).toEqual(["card_transactions"]);
    expect(unfiltered(`INSERT INTO events (id, organization_id) VALUES ($2, $1), ($3, $4)`, [org, "a", "b", other])).toEqual(["events"]);
    expect(unfiltered(`INSERT INTO events (id, type) VALUES ($1, 'x')`, ["a"])).toEqual(["events"]);
    expect(unfiltered(`UPDATE ledger_accounts SET balance = 0 WHERE id = $1`, ["acct"])).toEqual(["ledger_accounts"]);
    expect(unfiltered(`SELECT * FROM ledger_apply($1, 'sandbox', 'txn', 'kind', NULL, $2, $3)`, [other, [], []])).toEqual(["ledger_apply()"]);
  });

  test("catches such a statement sent for a request, and only for one", async ({ server, org }) => {
    const { statements } = server.service.database;
    const broken = Prisma.sql`SELECT count(*)::int AS n FROM transfers WHERE id = ${"tr_nope"}`;
    await statements.rows(broken);
    expect(takeUnfilteredStatements(org.id)).toEqual([]);
    await asRequestOf(org.id, "sandbox", () => statements.rows(broken));
    expect(takeUnfilteredStatements(org.id)).toEqual([
      { sql: broken.text, tables: ["transfers"], tenant: { organizationId: org.id, environment: "sandbox" } },
    ]);
  });

  test("fails the client's findUnique, which joins two organizations' requests of one tick into one statement", async ({ server, org }) => {
    // Two organizations' requests, one statement: a multi-shard query on Citus. Tenant tables are
    // read with findFirst (never batched), as idempotency's explainTakenKey does.
    const second = (await newOrganization(server)).id;
    const find = (organizationId: string) =>
      asRequestOf(organizationId, "sandbox", async () =>
        // Awaited here: the client's promise starts its query when awaited, in the awaiting context.
        await server.service.database.prisma.idempotencyRecord.findUnique({
          where: { organizationId_environment_key: { organizationId, environment: "sandbox", key: "k" } },
        }),
      );
    await Promise.all([find(org.id), find(second)]);
    const found = [...takeUnfilteredStatements(org.id), ...takeUnfilteredStatements(second)];
    expect(found.map((statement) => statement.tables)).toEqual([["idempotency_records"]]);
  });
});

test("a request's statements are checked, REST and GraphQL alike", async ({ api, org }) => {
  expect((await api.post("/test/fund", { amount: 10_000, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
  const transfer = await api.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() });
  expect(transfer.status).toBe(201);
  expect((await api.get(`/transfers/${transfer.body.id}`)).status).toBe(200);
  const afterRest = statementsChecked(org.id);
  expect(afterRest).toBeGreaterThan(3);
  const overview = await api.graphql(GraphDashboardOverviewDocument, { transfers: 5, cards: 5 });
  expect(overview.errors).toBeUndefined();
  expect(statementsChecked(org.id)).toBeGreaterThan(afterRest);
  expect(takeUnfilteredStatements(org.id)).toEqual([]);
});
