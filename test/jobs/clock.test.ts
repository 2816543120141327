// The domain's clock is injected: here the background work runs on a clock the test
// moves itself, so what falls due when is asserted to the millisecond, with no sleeping. A
// second Domain over the test server's database carries the clock and runs no background jobs;
// the test calls each worker step itself. Money is read through the REST API as always.
import { describe } from "vitest";
import { createDomain, type Domain } from "../../src/domain/domain.js";
import { executeOperation } from "../../src/domain/operation.js";
import { authenticate } from "../../src/domain/auth/api-keys.js";
import { createTransfer } from "../../src/domain/transfers/operations.js";
import { settleDueTransfers } from "../../src/domain/transfers/lifecycle.js";
import { testFund } from "../../src/domain/ledger/balances.js";
import { deleteExpiredIdempotencyRecords } from "../../src/domain/idempotency/idempotency.js";
import { sandboxPayoutProvider, type PayoutProvider, type PayoutStatus } from "../../src/domain/transfers/payout-provider.js";
import { test, expect, idempotencyKey, bankTransferCommand, expectLedgerBalanced } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { usdRow } from "../support/money.js";
import { renderTransfer } from "../../src/http/rest/transfers.js";

const settlementMs = 60_000;

class ManualClock {
  constructor(private time: number) {}
  now = () => new Date(this.time);
  advance(ms: number): void {
    this.time += ms;
  }
}

/** A Domain on the test server's database whose time is `clock`'s; it runs no workers of its own. */
function domainOnClock(server: TestServer, clock: ManualClock, payoutProviders?: Domain["payoutProviders"]): Domain {
  const { service } = server;
  return createDomain({
    database: service.database,
    config: { ...service.config, sandboxSettlementMs: settlementMs },
    logger: service.domain.logger,
    now: clock.now,
    payoutProviders,
    answerStatus: service.domain.answerStatus,
    publicForms: service.domain.publicForms,
  });
}

/**
 * Settles every transfer due on the domain's clock. One step takes the 50 due first: the transfers
 * the worker's earlier files left with the provider pending (asked again each minute) fall due on
 * this clock too, and could fill that step.
 */
async function settleAllDue(domain: Domain): Promise<void> {
  while ((await settleDueTransfers(domain)) > 0);
}

async function contextOn(domain: Domain, secret: string) {
  return { domain, principal: await authenticate(domain, `Bearer ${secret}`, "sandbox"), requestId: "req_clock_test" };
}

describe("background work on an injected clock", () => {
  test("a transfer settles when the clock reaches its settlement time, not a millisecond before", async ({ server, api, sandboxKey }) => {
    // Starts at the wall clock, so that the test server's own worker (on the wall clock) finds
    // nothing due for a minute: only this test's steps move the transfer.
    const clock = new ManualClock(Date.now());
    const domain = domainOnClock(server, clock);
    const ctx = await contextOn(domain, sandboxKey.secret);
    const before = await usdRow(api);

    const { result: transfer } = await executeOperation(ctx, createTransfer, { input: bankTransferCommand(1_000), idempotencyKey: idempotencyKey() });
    // The domain answers the transfer itself; REST shows it so.
    expect(renderTransfer(transfer)).toMatchObject({ status: "processing", created_at: clock.now().toISOString() });
    expect(await usdRow(api)).toMatchObject({ available: before.available - 1_000, reserved: before.reserved + 1_000, total: before.total });

    clock.advance(settlementMs - 1);
    await settleAllDue(domain);
    expect((await api.get(`/transfers/${transfer.id}`)).body).toMatchObject({ status: "processing", completed_at: null });

    clock.advance(1);
    await settleAllDue(domain);
    expect((await api.get(`/transfers/${transfer.id}`)).body).toMatchObject({ status: "succeeded", completed_at: clock.now().toISOString() });
    expect(await usdRow(api)).toMatchObject({ available: before.available - 1_000, reserved: before.reserved, total: before.total - 1_000 });
    await expectLedgerBalanced(server);
  });

  test("a payout the provider still has pending is asked about again a minute later, and settles then", async ({ server, api, sandboxKey }) => {
    const answers: PayoutStatus[] = [{ outcome: "pending" }, { outcome: "succeeded" }];
    const asked: string[] = [];
    const clock = new ManualClock(Date.now());
    let mineId = "";
    // Scripted for this test's transfer; other tests' transfers that fall due on this clock (on a
    // shared PostgreSQL database) get the Sandbox simulator's answers, as they would anyway.
    const provider: PayoutProvider = {
      submit: async () => ({ outcome: "accepted" }),
      async status(request) {
        if (request.transferId !== mineId) return sandboxPayoutProvider.status(request);
        asked.push(`${request.transferId}@${clock.now().toISOString()}`);
        return answers.shift() ?? { outcome: "pending" };
      },
    };
    const domain = domainOnClock(server, clock, { sandbox: provider, live: undefined });
    const ctx = await contextOn(domain, sandboxKey.secret);
    const before = await usdRow(api);
    const { result: transfer } = await executeOperation(ctx, createTransfer, { input: bankTransferCommand(700), idempotencyKey: idempotencyKey() });
    mineId = transfer.id;
    const start = clock.now().getTime();
    const at = (ms: number) => `${transfer.id}@${new Date(start + ms).toISOString()}`;
    const mine = () => asked.filter((entry) => entry.startsWith(transfer.id));

    clock.advance(settlementMs);
    await settleAllDue(domain);
    expect(mine()).toEqual([at(settlementMs)]);
    expect((await api.get(`/transfers/${transfer.id}`)).body.status).toBe("processing");
    expect(await usdRow(api)).toMatchObject({ available: before.available - 700, reserved: before.reserved + 700 });

    clock.advance(60_000 - 1);
    await settleAllDue(domain);
    expect(mine()).toHaveLength(1);

    clock.advance(1);
    await settleAllDue(domain);
    expect(mine()).toEqual([at(settlementMs), at(settlementMs + 60_000)]);
    expect((await api.get(`/transfers/${transfer.id}`)).body).toMatchObject({ status: "succeeded", completed_at: clock.now().toISOString() });
    expect(await usdRow(api)).toMatchObject({ available: before.available - 700, reserved: before.reserved, total: before.total - 700 });
    await expectLedgerBalanced(server);
  });

  test("an Idempotency-Key replays for 24 hours to the millisecond, then makes a new effect (docs/api/idempotency.md#retention)", async ({ server, api, sandboxKey }) => {
    const clock = new ManualClock(Date.now());
    const domain = domainOnClock(server, clock);
    const ctx = await contextOn(domain, sandboxKey.secret);
    const key = idempotencyKey();
    const request = { input: { amount: 250, currency: "USD" }, idempotencyKey: key };
    const before = await usdRow(api);

    expect((await executeOperation(ctx, testFund, request)).replayed).toBeFalsy();
    expect((await usdRow(api)).available).toBe(before.available + 250);

    clock.advance(24 * 3_600_000 - 1);
    await deleteExpiredIdempotencyRecords(domain);
    expect((await executeOperation(ctx, testFund, request)).replayed).toBe(true);
    expect((await usdRow(api)).available).toBe(before.available + 250);

    clock.advance(1);
    await deleteExpiredIdempotencyRecords(domain);
    expect((await executeOperation(ctx, testFund, request)).replayed).toBeFalsy();
    expect((await usdRow(api)).available).toBe(before.available + 500);
    await expectLedgerBalanced(server);
  });
});
