// A posting must find each of its accounts by the whole unique key, one index lookup per entry.
// Joined on the organization alone, the plan read every account of the organization for every
// posting, a cost that grew with the customer: 18.9 ms a posting at 20,000 cards
// (docs/bench-history.md). No answer or balance shows that, so this test reads the plan, on tables
// without statistics, as on a server whose autovacuum has not run yet, and as a generic plan (the
// values unknown to the planner), the plan PL/pgSQL's cached statements run on: the
// organization-wide join was chosen that way (this test failed on it, on both databases).
import { inTransaction, type Tx } from "../../src/domain/tx.js";
import { test, expect } from "../support/fixtures.js";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

test("a posting looks up each of its accounts by the whole key, whatever the organization's size", async ({ server, org }) => {
  const { prisma } = server.service.database;
  const transaction = <T>(work: (tx: Tx) => Promise<T>) => inTransaction(prisma, work);
  const tenant = { organizationId: org.id, environment: "sandbox" as const };
  const cards = Array.from({ length: 2_000 }, (_, i) => `card_${i.toString().padStart(5, "0")}`);
  await server.service.domain.stores.transaction((stores) =>
    stores.ledger.openAccounts(tenant, cards.map((ownerId) => ({ kind: "card_balance", currency: "USD", ownerId }))),
  );
  const posting = {
    ...tenant,
    kind: "card_fund",
    resourceId: cards[1_000],
    entries: [
      { account: { kind: "wallet_available" as const, currency: "USD" as const }, amount: -500n },
      { account: { kind: "card_balance" as const, currency: "USD" as const, ownerId: cards[1_000] }, amount: 500n },
    ],
  };
  // The lookup runs inside the database function ledger_lock: its query, as the function holds
  // it, is planned here as a prepared statement with a generic plan, the plan PL/pgSQL settles on
  // after a few calls (the values are parameters, as they are there).
  const [{ prosrc }] = await prisma.$queryRaw<Array<{ prosrc: string }>>`SELECT prosrc FROM pg_proc WHERE proname = 'ledger_lock'`;
  const parameters = ["p_organization_id", "p_environment", "p_kinds", "p_currencies", "p_owner_ids", "p_amounts", "p_posted"];
  const query = parameters.reduce(
    (text, name, i) => text.replaceAll(new RegExp(`\\b${name}\\b`, "g"), `$${i + 1}`),
    /RETURN QUERY([\s\S]*?);/.exec(prosrc)![1],
  );
  const explained = await transaction(async (tx) => {
    await tx.$executeRawUnsafe(`PREPARE ledger_lock_query (text, "Environment", text[], text[], text[], bigint[], boolean[]) AS ${query}`);
    await tx.$executeRawUnsafe(`SET LOCAL plan_cache_mode = force_generic_plan`);
    // EXPLAIN EXECUTE takes no bound parameters: the values are literals (the test's own).
    const list = (values: unknown[]) => `'{${values.join(",")}}'`;
    const [row] = await tx.$queryRawUnsafe<Array<{ "QUERY PLAN": unknown }>>(`EXPLAIN (FORMAT JSON) EXECUTE ledger_lock_query(
      '${tenant.organizationId}', '${tenant.environment}', ${list(posting.entries.map((e) => e.account.kind))},
      ${list(posting.entries.map((e) => e.account.currency))}, ${list(posting.entries.map((e) => `"${e.account.ownerId ?? ""}"`))},
      ${list(posting.entries.map((e) => e.amount))}, ${list(posting.entries.map(() => true))})`);
    await tx.$executeRawUnsafe(`DEALLOCATE ledger_lock_query`);
    return typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
  });
  const scans = nodesOf((explained as Array<{ Plan: PlanNode }>)[0].Plan).filter((node) => node["Relation Name"] === "ledger_accounts");

  expect(scans.length).toBeGreaterThan(0);
  for (const scan of scans) {
    expect(scan["Node Type"]).toBe("Index Scan");
    for (const column of ["organization_id", "environment", "kind", "currency", "owner_id"]) {
      expect(scan["Index Cond"]).toContain(column);
    }
  }
});
