// Work that may race is a compare-and-set in one statement (or behind a row lock), never Prisma's
// updateMany family, which reads the matching ids and then writes by id alone. Each test forces
// the interleaving instead of hoping for it: a payout provider that holds every caller at a
// barrier until all of them have arrived, then answers them together; or many requests at once.
import { describe } from "vitest";
import type { Transfer } from "../../src/generated/prisma/client.js";
import type { PayoutProvider, PayoutRequest, PayoutStatus, SubmitAnswer } from "../../src/domain/transfers/payout-provider.js";
import { settleLeasedTransfer, submitTransfer } from "../../src/domain/transfers/lifecycle.js";
import { settleDeliveryAttempt } from "../../src/domain/webhooks/delivery.js";
import { ApiError } from "../../src/domain/errors.js";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, expectGraphQLError, idempotencyKey, bankTransfer, changeSettings, withReplaced, type ApiClient } from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { receiversForFile } from "../support/webhook-receiver.js";
import { usd } from "../support/money.js";

/** Lets callers through only once `parties` of them wait, all at once. */
class Barrier {
  private waiting: Array<() => void> = [];
  arrived = 0;
  constructor(private readonly parties: number) {}
  wait(): Promise<void> {
    this.arrived++;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length >= this.parties) for (const release of this.waiting.splice(0)) release();
    });
  }
}

/**
 * A provider for one transfer (others stay pending): its submissions wait for each other, then
 * all get `submitAnswer`; its status questions wait for each other, then all get `status`.
 */
class BarrierProvider implements PayoutProvider {
  readonly submissions: Barrier;
  readonly statusQuestions: Barrier;
  transferId: string | undefined;
  constructor(
    parties: number,
    private readonly submitAnswer: SubmitAnswer,
    private readonly status_: PayoutStatus,
  ) {
    this.submissions = new Barrier(parties);
    this.statusQuestions = new Barrier(parties);
  }
  async submit(request: PayoutRequest): Promise<SubmitAnswer> {
    this.transferId ??= request.transferId;
    if (request.transferId !== this.transferId) return { outcome: "accepted" };
    await this.submissions.wait();
    return this.submitAnswer;
  }
  async status(request: PayoutRequest): Promise<PayoutStatus> {
    if (request.transferId !== this.transferId) return { outcome: "pending" };
    await this.statusQuestions.wait();
    return this.status_;
  }
}

async function postingsOf(server: TestServer, transfer: { organizationId: string; id: string }) {
  const rows = await server.service.database.prisma.ledgerTransaction.findMany({
    where: { organizationId: transfer.organizationId, resourceId: transfer.id },
    select: { kind: true },
  });
  return rows.map((row) => row.kind).sort();
}

async function eventsOf(server: TestServer, transfer: { organizationId: string; id: string }) {
  const rows = await server.service.database.prisma.event.findMany({
    where: { organizationId: transfer.organizationId, resourceId: transfer.id },
    select: { type: true },
  });
  return rows.map((row) => row.type).sort();
}

async function transferRow(server: TestServer, organizationId: string, id: string): Promise<Transfer> {
  return server.service.database.prisma.transfer.findFirstOrThrow({ where: { organizationId, id } });
}

async function waitForTransfer(server: TestServer, organizationId: string, reference: string): Promise<Transfer> {
  await expect
    .poll(() => server.service.database.prisma.transfer.count({ where: { organizationId, reference } }), { timeout: 10_000, interval: 20 })
    .toBe(1);
  return server.service.database.prisma.transfer.findFirstOrThrow({ where: { organizationId, reference } });
}

describe("a transfer's outcome is recorded once, however many workers record it at once", () => {
  test("a submission answered 500 while recovery resubmits it: one release, one transfer.failed, balances exact", async ({ server, api, org }) => {
    const provider = new BarrierProvider(2, { outcome: "error", message: "scripted 500" }, { outcome: "not_found" });
    const before = await usd(api);
    await withReplaced(server.service.domain.payoutProviders, "sandbox", provider, async () => {
      const reference = `race-${idempotencyKey()}`;
      const request = api.post("/transfers", bankTransfer(70_000, { accountNumber: "77771234", reference }), { idempotencyKey: idempotencyKey() });
      // The request's submission waits at the barrier; recovery takes the transfer as it would
      // after TRANSFER_RECOVERY_AFTER_MS and submits it again (recoverSubmittingTransfers' step).
      const transfer = await waitForTransfer(server, org.id, reference);
      await expect.poll(() => provider.submissions.arrived, { timeout: 10_000, interval: 10 }).toBe(1);
      const recovery = submitTransfer(server.service.domain, transfer).then(
        () => "recorded",
        (error) => (error instanceof ApiError ? error.code : Promise.reject(error)),
      );
      const [answer, recovered] = await Promise.all([request, recovery]);
      expect(provider.statusQuestions.arrived).toBe(2);
      expectError(answer, 502, "provider_error", "provider_error");
      expect(recovered).toBe("provider_error");

      const row = await transferRow(server, org.id, transfer.id);
      expect({ status: row.status, providerState: row.providerState, failureCode: row.failureCode }).toEqual({
        status: "failed",
        providerState: "finished",
        failureCode: "provider_error",
      });
      expect(await postingsOf(server, row)).toEqual(["transfer_release", "transfer_reserve"]);
      expect(await eventsOf(server, row)).toEqual(["transfer.created", "transfer.failed"]);
      expect(await usd(api)).toEqual(before);
    });
  });

  test("a submission accepted while recovery resubmits it, then settled by two workers: one answer stored, one settle", async ({ server, api, org }) => {
    const restore = changeSettings(server, { sandboxSettlementMs: 3_600_000 });
    try {
      const before = await usd(api);
      const provider = new BarrierProvider(2, { outcome: "accepted" }, { outcome: "succeeded" });
      await withReplaced(server.service.domain.payoutProviders, "sandbox", provider, async () => {
        const reference = `race-${idempotencyKey()}`;
        const key = idempotencyKey();
        const request = api.post("/transfers", bankTransfer(30_000, { accountNumber: "77775678", reference }), { idempotencyKey: key });
        const transfer = await waitForTransfer(server, org.id, reference);
        await expect.poll(() => provider.submissions.arrived, { timeout: 10_000, interval: 10 }).toBe(1);
        const [answer, recovered] = await Promise.all([request, submitTransfer(server.service.domain, transfer)]);
        expect(answer.status).toBe(201);
        expect(recovered).toMatchObject({ id: transfer.id, status: "processing" });
        const replay = await api.post("/transfers", bankTransfer(30_000, { accountNumber: "77775678", reference }), { idempotencyKey: key });
        expect({ status: replay.status, replayed: replay.headers.get("idempotent-replayed"), body: replay.body }).toEqual({
          status: 201,
          replayed: "true",
          body: answer.body,
        });
        const accepted = await transferRow(server, org.id, transfer.id);
        expect(accepted.providerState).toBe("accepted");
        await Promise.all([settleLeasedTransfer(server.service.domain, accepted), settleLeasedTransfer(server.service.domain, accepted)]);
        expect((await transferRow(server, org.id, transfer.id)).status).toBe("succeeded");
        expect(await postingsOf(server, transfer)).toEqual(["transfer_reserve", "transfer_settle"]);
        expect(await eventsOf(server, transfer)).toEqual(["transfer.created", "transfer.succeeded"]);
        expect(await usd(api)).toEqual({ available: before.available - 30_000, reserved: before.reserved, total: before.total - 30_000 });
      });
    } finally {
      restore();
    }
  });

  test("settlement run by two workers at once (a lease that ran out): one settle, one transfer.succeeded", async ({ server, api, org }) => {
    // Accepted transfers settle far in the future: the service's own worker leaves them alone.
    const restore = changeSettings(server, { sandboxSettlementMs: 3_600_000 });
    try {
      const before = await usd(api);
      // Funds another transfer keeps reserved: a second settle would take them, not fail.
      const held = await api.post("/transfers", bankTransfer(90_000, { accountNumber: "12340005" }), { idempotencyKey: idempotencyKey() });
      expect(held.status).toBe(201);
      const created = await api.post("/transfers", bankTransfer(60_000, { accountNumber: "12348888" }), { idempotencyKey: idempotencyKey() });
      expect(created.status).toBe(201);
      const transfer = await transferRow(server, org.id, created.body.id);
      expect(transfer.providerState).toBe("accepted");

      const provider = new BarrierProvider(2, { outcome: "accepted" }, { outcome: "succeeded" });
      provider.transferId = transfer.id;
      await withReplaced(server.service.domain.payoutProviders, "sandbox", provider, () =>
        Promise.all([settleLeasedTransfer(server.service.domain, transfer), settleLeasedTransfer(server.service.domain, transfer)]),
      );
      expect(provider.statusQuestions.arrived).toBe(2);
      expect((await transferRow(server, org.id, transfer.id)).status).toBe("succeeded");
      expect(await postingsOf(server, transfer)).toEqual(["transfer_reserve", "transfer_settle"]);
      expect(await eventsOf(server, transfer)).toEqual(["transfer.created", "transfer.succeeded"]);
      expect(await usd(api)).toEqual({
        available: before.available - 150_000,
        reserved: before.reserved + 90_000,
        total: before.total - 60_000,
      });
    } finally {
      restore();
    }
  });

  test("settlement rejecting while a second worker does too: one release", async ({ server, api, org }) => {
    const restore = changeSettings(server, { sandboxSettlementMs: 3_600_000 });
    try {
      const before = await usd(api);
      const created = await api.post("/transfers", bankTransfer(40_000, { accountNumber: "12347777" }), { idempotencyKey: idempotencyKey() });
      expect(created.status).toBe(201);
      const transfer = await transferRow(server, org.id, created.body.id);
      const provider = new BarrierProvider(3, { outcome: "accepted" }, { outcome: "rejected", message: "scripted rejection" });
      provider.transferId = transfer.id;
      await withReplaced(server.service.domain.payoutProviders, "sandbox", provider, () =>
        Promise.all([1, 2, 3].map(() => settleLeasedTransfer(server.service.domain, transfer))),
      );
      expect((await transferRow(server, org.id, transfer.id)).failureCode).toBe("destination_rejected");
      expect(await postingsOf(server, transfer)).toEqual(["transfer_release", "transfer_reserve"]);
      expect(await eventsOf(server, transfer)).toEqual(["transfer.created", "transfer.failed"]);
      expect(await usd(api)).toEqual(before);
    } finally {
      restore();
    }
  });
});

const RedeliverMutation = graphql(`
  mutation RaceRedeliver($id: ID!, $idempotencyKey: String!) {
    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state attemptCount }
  }
`);

const receiver = receiversForFile();

async function endpointFor(api: ApiClient, url: string) {
  const created = await api.post("/webhook_endpoints", { url, events: ["balance.updated"] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string };
}

function deliveryOf(server: TestServer, endpointId: string) {
  return server.service.database.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId } });
}

describe("webhook deliveries and endpoints change once", () => {
  test("ten redeliveries at once, each with its own key: one makes the attempt, nine are delivery_pending", async ({ server, api }) => {
    // The first attempt is delivered; the redelivered one hangs, so the delivery stays pending
    // while the ten requests run.
    const hook = await receiver((index) => (index === 0 ? 200 : "hang"));
    const endpoint = await endpointFor(api, hook.url);
    expect((await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await expect.poll(async () => (await deliveryOf(server, endpoint.id)).state, { timeout: 10_000, interval: 20 }).toBe("delivered");
    const delivered = await deliveryOf(server, endpoint.id);
    expect(delivered.attempts).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.graphql(RedeliverMutation, { id: delivered.id, idempotencyKey: idempotencyKey() })),
    );
    const succeeded = answers.filter((answer) => answer.data?.redeliverWebhookDelivery);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0].data!.redeliverWebhookDelivery).toMatchObject({ id: delivered.id, state: "pending", attemptCount: 1 });
    for (const refused of answers.filter((answer) => !answer.data?.redeliverWebhookDelivery)) {
      expectGraphQLError(refused, "redeliverWebhookDelivery", 409, "delivery_pending", "state_error");
    }
    await hook.waitFor((requests) => requests.length >= 2);
    expect((await deliveryOf(server, endpoint.id)).attempts).toBe(2);
    expect(hook.requests).toHaveLength(2);
    hook.release(1, 200);
    await expect.poll(async () => (await deliveryOf(server, endpoint.id)).state, { timeout: 10_000, interval: 20 }).toBe("delivered");
    expect(hook.requests).toHaveLength(2);
  });

  test("six deletes of one endpoint at once: one 200, five 404", async ({ server, api }) => {
    const hook = await receiver(() => 200);
    const endpoint = await endpointFor(api, hook.url);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${endpoint.id}`, undefined, { key: api.key })),
    );
    const deleted = answers.filter((answer) => answer.status === 200);
    expect(deleted).toHaveLength(1);
    expect(deleted[0].body).toEqual({ id: endpoint.id, object: "webhook_endpoint", deleted: true });
    for (const answer of answers.filter((a) => a.status !== 200)) expectError(answer, 404, "not_found", "invalid_request");
    expect((await api.get("/webhook_endpoints")).body.data.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
  });

  test("one attempt settled by two workers at once: one outcome is recorded", async ({ server, api, org }) => {
    const hook = await receiver(() => "hang");
    const endpoint = await endpointFor(api, hook.url);
    expect((await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await hook.waitFor((requests) => requests.length >= 1);
    const leased = await deliveryOf(server, endpoint.id);
    expect({ state: leased.state, attempts: leased.attempts }).toEqual({ state: "pending", attempts: 1 });
    const delivery = { ...leased, retryWindowFrom: leased.createdAt };
    const outcomes = await Promise.all([
      settleDeliveryAttempt(server.service.domain, delivery, { state: "delivered", nextAttemptAt: null }),
      settleDeliveryAttempt(server.service.domain, delivery, { state: "failed", nextAttemptAt: null }),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const settled = await deliveryOf(server, endpoint.id);
    expect(settled.state).toBe(outcomes[0] ? "delivered" : "failed");
    // The hanging attempt's own outcome comes too late: its delivery is no longer pending.
    hook.release(0, 200);
    await expect.poll(() => server.service.database.prisma.webhookAttempt.count({ where: { organizationId: org.id, deliveryId: leased.id } })).toBe(1);
    expect((await deliveryOf(server, endpoint.id)).state).toBe(settled.state);
  });
});
