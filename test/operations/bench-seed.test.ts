// The benchmark's seeding (bench/README.md) runs operations in-process, not over HTTP, so nothing
// else would notice when the domain's commands or answers change under it: what it seeds must be
// what the service answers. Its balances body is byte for byte the service's GET /balances (the
// floor servers answer it), its seeded transfers replay under their keys, and its cards take funds.
import { expect } from "vitest";
import { test, changeSettings } from "../support/fixtures.js";
import { seedDatabase } from "../../bench/seed.js";
import type { TestServer } from "../support/server.js";

test("the bench's seed: its balances body is the service's own, its transfers replay, its cards take funds", async ({ server }) => {
  // The bench runs no settlement: its seeded transfers stay processing, their funds reserved.
  const restore = changeSettings(server, { sandboxSettlementMs: 3_600_000 });
  try {
    await checkSeed(server);
  } finally {
    restore();
  }
});

async function checkSeed(server: TestServer) {
  const seed = await seedDatabase(server.service.domain, { label: "test", organizations: 1, cardsPerOrganization: 1, replaysPerOrganization: 1 });
  const [organization] = seed.organizations;
  const auth = { authorization: `Bearer ${organization.secret}` };

  const balances = await fetch(`${server.baseUrl}/sandbox/v1/balances`, { headers: auth });
  expect(balances.status).toBe(200);
  expect(await balances.text()).toBe(seed.balancesBody);

  const [replay] = seed.replays;
  const replayed = await fetch(`${server.baseUrl}/sandbox/v1/transfers`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json", "idempotency-key": replay.key },
    body: replay.body,
  });
  expect(replayed.status).toBe(201);
  expect(replayed.headers.get("idempotent-replayed")).toBe("true");
  expect(await fetch(`${server.baseUrl}/sandbox/v1/balances`, { headers: auth }).then((answer) => answer.text())).toBe(seed.balancesBody);

  const [card] = seed.cards;
  const funded = await fetch(`${server.baseUrl}/sandbox/v1/cards/${card.id}/fund`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json", "idempotency-key": "bench-seed-test-fund" },
    body: JSON.stringify({ amount: 500 }),
  });
  expect(funded.status).toBe(200);
  expect(((await funded.json()) as { card: { balance: number } }).card.balance).toBe(500);
}
