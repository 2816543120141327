// A posting must find each of its accounts by the whole unique key, one index lookup per entry.
// Joined on the organization alone, the plan read every account of the organization for every
// posting, a cost that grew with the customer: 18.9 ms a posting at 20,000 cards (bench/README.md,
// sixth round, item 21). No answer or balance shows that, so this test reads the plan, on
// tables without statistics, as on a server whose autovacuum has not run yet. EXPLAIN plans
// with the values bound; the organization-wide join was chosen that way too (this test fails
// on it, on both databases), as it was in the generic plans the prepared statements run on.
import { Prisma } from "../src/generated/prisma/client.js";
import { openAccounts, postingSql } from "../src/domain/ledger/ledger.js";
import { test, expect } from "./support/fixtures.js";

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
  const { prisma, transaction } = server.service.domain;
  const tenant = { organizationId: org.id, environment: "sandbox" as const };
  const cards = Array.from({ length: 2_000 }, (_, i) => `card_${i.toString().padStart(5, "0")}`);
  await transaction((tx) =>
    openAccounts(tx, tenant, cards.map((ownerId) => ({ kind: "card_balance", currency: "USD", ownerId }))),
  );
  const posting = postingSql({
    ...tenant,
    kind: "card_fund",
    resourceId: cards[1_000],
    entries: [
      { account: { kind: "wallet_available", currency: "USD" }, amount: -500n },
      { account: { kind: "card_balance", currency: "USD", ownerId: cards[1_000] }, amount: 500n },
    ],
  });

  const [row] = await prisma.$queryRaw<Array<{ "QUERY PLAN": unknown }>>(
    Prisma.sql`EXPLAIN (FORMAT JSON) WITH ${posting.check} SELECT ok, refused FROM ledger_check`,
  );
  const explained = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
  const scans = nodesOf((explained as Array<{ Plan: PlanNode }>)[0].Plan).filter((node) => node["Relation Name"] === "ledger_accounts");

  expect(scans.length).toBeGreaterThan(0);
  for (const scan of scans) {
    expect(scan["Node Type"]).toBe("Index Scan");
    for (const column of ["organization_id", "environment", "kind", "currency", "owner_id"]) {
      expect(scan["Index Cond"]).toContain(column);
    }
  }
});
