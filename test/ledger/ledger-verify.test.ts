// ledger:verify beyond balanced postings (src/domain/ledger/verify.ts): a wallet's reserved money
// is what its processing transfers reserved, each transfer's postings fit its status, and a
// resource finishes with one terminal event. Each fault is made as a bug would make it (a posting
// through the ledger store's own post(), an event through the event store's record()), in the test's own organization,
// and undone before the test ends: the worker's other test files verify the same database.
import { describe } from "vitest";
import { test, expect, bankTransfer, idempotencyKey, type ApiClient } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import type { Posting } from "../../src/domain/ledger/ledger.js";
import { verifyLedger } from "../../src/domain/ledger/verify.js";
import type { EventType } from "../../src/domain/events/events.js";
import { inTransaction } from "../../src/domain/tx.js";
import { sleep } from "../support/time.js";

type Tenant = { organizationId: string; environment: "sandbox" };

/** A USD transfer to an account whose last four digits pick the Sandbox outcome; its id. */
async function transfer(server: TestServer, api: ApiClient, amount: number, last4: string): Promise<string> {
  const reference = `verify-${idempotencyKey()}`;
  const result = await api.post("/transfers", bankTransfer(amount, { accountNumber: `001234${last4}`, reference }), { idempotencyKey: idempotencyKey() });
  // 0002 and 0003 fail at submission (502, 504) and are stored failed; the others are accepted.
  expect([201, 502, 504]).toContain(result.status);
  const row = await server.service.database.prisma.transfer.findFirstOrThrow({ where: { reference }, select: { id: true } });
  return row.id;
}

/** Waits for a transfer to reach `status`. */
async function reaches(server: TestServer, id: string, status: "succeeded" | "failed") {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await server.service.database.prisma.transfer.findFirstOrThrow({ where: { id }, select: { status: true } });
    if (row.status === status) return;
    if (row.status !== "processing" || Date.now() > deadline) throw new Error(`transfer ${id} is ${row.status}, not ${status}`);
    await sleep(50);
  }
}

/** What the verifier says about this organization (the worker's other files share the database). */
async function problemsOf(server: TestServer, organizationId: string): Promise<string[]> {
  const report = await verifyLedger(server.service.database.prisma);
  return report.problems.filter((problem) => problem.includes(organizationId));
}

async function kindsOf(server: TestServer, organizationId: string, resourceId: string): Promise<string[]> {
  const rows = await server.service.database.prisma.ledgerTransaction.findMany({ where: { organizationId, resourceId }, select: { kind: true } });
  return rows.map((row) => row.kind).sort();
}

/**
 * Runs `check` on the database as `breakIt` leaves it, then takes back what `breakIt` wrote: its
 * postings (their entries, and their amounts off the balances) and its events.
 */
async function whileBroken(
  server: TestServer,
  tenant: Tenant,
  breakIt: (faults: { post(posting: Omit<Posting, keyof Tenant>): Promise<void>; event(type: EventType, object: object): Promise<void> }) => Promise<void>,
  check: () => Promise<void>,
) {
  const { domain, database } = server.service;
  const org = tenant.organizationId;
  const before = (await database.prisma.ledgerTransaction.findMany({ where: { organizationId: org }, select: { id: true } })).map((row) => row.id);
  const events: string[] = [];
  try {
    await breakIt({
      // Without balance.updated events: the verifier does not read them, and there is less to undo.
      post: async (posting) => void (await domain.stores.transaction((stores) => stores.ledger.post({ ...tenant, ...posting }, { forms: domain.publicForms, balanceEvents: false }))),
      event: async (type, object) => void events.push(await domain.stores.transaction((stores) => stores.events.record(tenant, type, object))),
    });
    await check();
  } finally {
    await inTransaction(database.prisma, async (tx) => {
      const added = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM ledger_transactions WHERE organization_id = ${org} AND NOT (id = ANY(${before}::text[]))`;
      const ids = added.map((row) => row.id);
      await tx.$executeRaw`
        UPDATE ledger_accounts a SET balance = a.balance - e.total
        FROM (SELECT account_id, SUM(amount)::bigint AS total FROM ledger_entries
              WHERE organization_id = ${org} AND transaction_id = ANY(${ids}::text[]) GROUP BY account_id) e
        WHERE a.organization_id = ${org} AND a.id = e.account_id`;
      await tx.$executeRaw`DELETE FROM ledger_entries WHERE organization_id = ${org} AND transaction_id = ANY(${ids}::text[])`;
      await tx.$executeRaw`DELETE FROM ledger_transactions WHERE organization_id = ${org} AND id = ANY(${ids}::text[])`;
      await tx.$executeRaw`DELETE FROM event_fan_out_queue WHERE organization_id = ${org} AND event_id = ANY(${events}::text[])`;
      await tx.$executeRaw`DELETE FROM events WHERE organization_id = ${org} AND id = ANY(${events}::text[])`;
    });
  }
  expect(await problemsOf(server, org)).toEqual([]);
}

const usd = (kind: "wallet_available" | "wallet_reserved" | "transfer_payouts") => ({ kind, currency: "USD" as const });
/** A transfer's posting of `amount` (its amount + fee), as lifecycle.ts and operations.ts write them. */
const reserve = (resourceId: string, amount: bigint) => ({
  kind: "transfer_reserve",
  resourceId,
  entries: [
    { account: usd("wallet_available"), amount: -amount },
    { account: usd("wallet_reserved"), amount },
  ],
});
const release = (resourceId: string, amount: bigint) => ({
  kind: "transfer_release",
  resourceId,
  entries: [
    { account: usd("wallet_reserved"), amount: -amount },
    { account: usd("wallet_available"), amount },
  ],
});
const settle = (resourceId: string, amount: bigint) => ({
  kind: "transfer_settle",
  resourceId,
  entries: [
    { account: usd("wallet_reserved"), amount: -amount },
    { account: usd("transfer_payouts"), amount },
  ],
});

describe("ledger:verify", () => {
  test("a healthy database verifies ok: transfers that succeed, fail at submission, fail later, stay processing; a card's life", async ({ server, org, api }) => {
    const succeeded = await transfer(server, api, 1100, "5678");
    const failedAtOnce = await transfer(server, api, 1200, "0002");
    const timedOut = await transfer(server, api, 1300, "0003");
    const failedLater = await transfer(server, api, 1400, "0004");
    const processing = await transfer(server, api, 1500, "0005");

    const card = await api.post("/cards", { product: "net-536", initial_load: 10_000, cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" } }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    expect((await api.post(`/cards/${card.body.id}/fund`, { amount: 5000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/test/cards/${card.body.id}/authorizations`, { amount: 500 })).body.status).toBe("succeeded");
    expect((await api.post(`/cards/${card.body.id}/withdraw`, { amount: 14_000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/cards/${card.body.id}/terminate`)).body.status).toBe("terminated");

    await reaches(server, succeeded, "succeeded");
    await reaches(server, failedLater, "failed");
    // A transfer that fails at submission was reserved in the statement that wrote it, then released.
    for (const failed of [failedAtOnce, timedOut, failedLater]) {
      await reaches(server, failed, "failed");
      expect(await kindsOf(server, org.id, failed)).toEqual(["transfer_release", "transfer_reserve"]);
    }
    expect(await kindsOf(server, org.id, succeeded)).toEqual(["transfer_reserve", "transfer_settle"]);
    expect(await kindsOf(server, org.id, processing)).toEqual(["transfer_reserve"]);
    expect(await kindsOf(server, org.id, card.body.id)).toEqual(["card_fund", "card_issue", "card_purchase", "card_terminate_refund", "card_withdraw"]);

    const report = await verifyLedger(server.service.database.prisma);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  test("a failed transfer's reservation released twice, with two transfer.failed events (the probe's fault)", async ({ server, org, api }) => {
    const tenant: Tenant = { organizationId: org.id, environment: "sandbox" };
    // The processing transfer keeps enough reserved for a second release to be taken.
    await transfer(server, api, 5000, "0005");
    const failed = await transfer(server, api, 1000, "0002");
    await reaches(server, failed, "failed");
    const view = (await api.get(`/transfers/${failed}`)).body;
    await whileBroken(
      server,
      tenant,
      async (fault) => {
        await fault.post(release(failed, 1000n));
        await fault.event("transfer.failed", view);
      },
      async () => {
        const report = await verifyLedger(server.service.database.prisma);
        expect(report.ok).toBe(false);
        expect(report.problems.filter((problem) => problem.includes(org.id))).toEqual([
          `wallet_reserved USD of organization ${org.id} (sandbox) is 4000 but its processing transfers hold 5000 (1 transfers, amount + fee)`,
          `transfer ${failed} of organization ${org.id} (sandbox), failed, has 1 transfer_reserve, 2 transfer_release and 0 transfer_settle: a failed transfer has one reserve and one release, or no posting at all`,
          `${failed} of organization ${org.id} (sandbox) has 2 terminal events (transfer.failed, transfer.failed): at most one`,
        ]);
      },
    );
  });

  test("a wallet's reserved money differs from what its processing transfers hold", async ({ server, org, api }) => {
    const tenant: Tenant = { organizationId: org.id, environment: "sandbox" };
    const processing = await transfer(server, api, 5000, "0005");
    // Money moved into reserved by no transfer: every posting balances, every transfer fits.
    await whileBroken(
      server,
      tenant,
      (fault) =>
        fault.post({
          kind: "adjustment",
          entries: [
            { account: usd("wallet_available"), amount: -100n },
            { account: usd("wallet_reserved"), amount: 100n },
          ],
        }),
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `wallet_reserved USD of organization ${org.id} (sandbox) is 5100 but its processing transfers hold 5000 (1 transfers, amount + fee)`,
        ]),
    );
    // A transfer finished without its settle or release leaves its money reserved.
    const prisma = server.service.database.prisma;
    await prisma.transfer.update({ where: { organizationId_id: { organizationId: org.id, id: processing } }, data: { status: "failed" } });
    try {
      expect(await problemsOf(server, org.id)).toEqual([
        `wallet_reserved USD of organization ${org.id} (sandbox) is 5000 but its processing transfers hold 0 (0 transfers, amount + fee)`,
        `transfer ${processing} of organization ${org.id} (sandbox), failed, has 1 transfer_reserve, 0 transfer_release and 0 transfer_settle: a failed transfer has one reserve and one release, or no posting at all`,
      ]);
    } finally {
      await prisma.transfer.update({ where: { organizationId_id: { organizationId: org.id, id: processing } }, data: { status: "processing" } });
    }
    expect(await problemsOf(server, org.id)).toEqual([]);
  });

  test("a transfer's postings that do not fit its status, with the wallets' sums right", async ({ server, org, api }) => {
    const tenant: Tenant = { organizationId: org.id, environment: "sandbox" };
    const processing = await transfer(server, api, 5000, "0005");
    const succeeded = await transfer(server, api, 2000, "5678");
    await reaches(server, succeeded, "succeeded");

    // Released and reserved again while processing: reserved is what it was.
    await whileBroken(
      server,
      tenant,
      async (fault) => {
        await fault.post(release(processing, 5000n));
        await fault.post(reserve(processing, 5000n));
      },
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `transfer ${processing} of organization ${org.id} (sandbox), processing, has 2 transfer_reserve, 1 transfer_release and 0 transfer_settle: a processing transfer has one reserve and no release or settle`,
        ]),
    );
    // Paid out twice (reserved again first, so the wallet's sums hold).
    await whileBroken(
      server,
      tenant,
      async (fault) => {
        await fault.post(reserve(succeeded, 2000n));
        await fault.post(settle(succeeded, 2000n));
      },
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `transfer ${succeeded} of organization ${org.id} (sandbox), succeeded, has 2 transfer_reserve, 0 transfer_release and 2 transfer_settle: a succeeded transfer has one reserve and one settle, or no posting at all`,
        ]),
    );
    // Settled and released.
    await whileBroken(
      server,
      tenant,
      async (fault) => {
        await fault.post(reserve(succeeded, 2000n));
        await fault.post(release(succeeded, 2000n));
      },
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `transfer ${succeeded} of organization ${org.id} (sandbox), succeeded, has 2 transfer_reserve, 1 transfer_release and 1 transfer_settle: a succeeded transfer has one reserve and one settle, or no posting at all`,
        ]),
    );
    // Postings for a transfer that does not exist.
    const missing = "tr_doesnotexist0000000000";
    await whileBroken(
      server,
      tenant,
      async (fault) => {
        await fault.post(reserve(missing, 700n));
        await fault.post(release(missing, 700n));
      },
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `transfer ${missing} of organization ${org.id} (sandbox) does not exist but has 1 transfer_reserve, 1 transfer_release and 0 transfer_settle`,
        ]),
    );
  });

  test("a terminal event twice, or both ways, for one resource", async ({ server, org, api }) => {
    const tenant: Tenant = { organizationId: org.id, environment: "sandbox" };
    const succeeded = await transfer(server, api, 2000, "5678");
    await reaches(server, succeeded, "succeeded");
    const view = (await api.get(`/transfers/${succeeded}`)).body;
    await whileBroken(
      server,
      tenant,
      (fault) => fault.event("transfer.succeeded", view),
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `${succeeded} of organization ${org.id} (sandbox) has 2 terminal events (transfer.succeeded, transfer.succeeded): at most one`,
        ]),
    );
    await whileBroken(
      server,
      tenant,
      (fault) => fault.event("transfer.failed", { ...view, status: "failed" }),
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `${succeeded} of organization ${org.id} (sandbox) has 2 terminal events (transfer.failed, transfer.succeeded): at most one`,
        ]),
    );

    const card = await api.post("/cards", { product: "net-536", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" } }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    const terminated = await api.post(`/cards/${card.body.id}/terminate`);
    expect(terminated.body.status).toBe("terminated");
    await whileBroken(
      server,
      tenant,
      (fault) => fault.event("card.terminated", terminated.body),
      async () =>
        expect(await problemsOf(server, org.id)).toEqual([
          `${card.body.id} of organization ${org.id} (sandbox) has 2 terminal events (card.terminated, card.terminated): at most one`,
        ]),
    );
  });

  test("verifying while transfers settle and fail finds nothing", async ({ server, org, api }) => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => transfer(server, api, 100 + i, i % 3 === 0 ? "0004" : "5678")));
    const finished = Promise.all(ids.map((id, i) => reaches(server, id, i % 3 === 0 ? "failed" : "succeeded")));
    let done = false;
    void finished.finally(() => (done = true)).catch(() => {});
    // Paced, so that the settlement worker gets the embedded database's one connection between them.
    for (let round = 0; round < 200 && !done; round++) {
      expect(await problemsOf(server, org.id)).toEqual([]);
      await sleep(25);
    }
    await finished;
    expect(await problemsOf(server, org.id)).toEqual([]);
  });
});
