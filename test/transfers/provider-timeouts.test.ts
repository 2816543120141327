// A provider that misbehaves (docs/api/transfers.md#provider-errors): an error or a timeout is
// "unknown", not "failed". The Sandbox's payouts go through the HTTP adapter to the scripted
// provider the drills use, which pays when told to, then times out or fails; funds are released
// only once the provider says it made no payout, and a transfer whose fate nobody can tell stays
// processing until recovery asks.
import { afterAll, beforeAll, describe } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import { httpPayoutProvider } from "../../src/domain/transfers/http-payout-provider.js";
import { startScriptedProvider, type ScriptedProvider, type StatusBehaviour, type SubmitBehaviour } from "../../scripts/drill/scripted-provider.js";
import { test, expect, expectError, expectLedgerBalanced, idempotencyKey, bankTransfer, withReplaced, type ApiClient } from "../support/fixtures.js";
import type { HttpResult } from "../support/http.js";
import type { TestServer } from "../support/server.js";

/**
 * The HTTP adapter's timeout per call. At 300 ms a loaded CI machine once timed out a submission
 * before it was even sent, so the "late" one never reached the provider; a second is still far
 * below hangMs and lateMs.
 */
const adapterTimeoutMs = 1_000;

/** Each transfer's behaviour by the last four digits of its account number. */
const submitBy = new Map<string, SubmitBehaviour>();
const statusBy = new Map<string, StatusBehaviour>();
const lastFour = new Map<string, string>();
/** The transfers the provider was asked a status about, in order. */
const askedAbout: string[] = [];
let provider: ScriptedProvider;

beforeAll(async () => {
  provider = await startScriptedProvider({
    script: (call) => {
      lastFour.set(call.transferId, call.destinationLast4);
      return submitBy.get(call.destinationLast4);
    },
    statusScript: (transferId) => {
      askedAbout.push(transferId);
      return statusBy.get(lastFour.get(transferId) ?? "");
    },
    hangMs: 4_000,
    // Well past the adapter's timeout and the status question that follows it: at 600 ms a loaded
    // CI machine once let the late submission be paid before the question arrived.
    lateMs: 4_000,
  });
});
afterAll(() => provider.close());

async function usd(api: ApiClient): Promise<{ available: number; reserved: number }> {
  const { available, reserved } = (await api.get("/balances")).body.data.find((b: { currency: string }) => b.currency === "USD");
  return { available, reserved };
}

async function transferOf(api: ApiClient, reference: string) {
  const page = await api.get(`/transfers?limit=100`);
  return page.body.data.filter((t: { reference: string }) => t.reference === reference);
}

/**
 * How long a settlement may take here: on a loaded machine the adapter's timeout can cut
 * the settlement's status question short, and an unknown answer is asked again a minute later
 * (lifecycle.ts, pendingRecheckMs). Waited for as a condition: a quiet run settles in well under
 * a second.
 */
const settlementWithinMs = 75_000;
const settlementTestMs = 120_000;

/** Waits, without a fixed sleep, until `check` holds (the workers run on their own). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What sendScripted sent, and the USD balance just before it. */
interface Sent {
  before: { available: number; reserved: number };
  key: string;
  body: ReturnType<typeof bankTransfer>;
  answer: HttpResult;
}

/**
 * With the Sandbox paying out through the scripted provider (adapterTimeoutMs a call), sends a USD
 * transfer of `amount` to an account ending in `last4`, whose submission (and status questions)
 * the provider answers as scripted, and hands what was sent to `check`.
 */
async function sendScripted(
  server: TestServer,
  api: ApiClient,
  script: { last4: string; amount: number; submit: SubmitBehaviour; status?: StatusBehaviour },
  check: (sent: Sent) => Promise<void>,
) {
  submitBy.set(script.last4, script.submit);
  if (script.status) statusBy.set(script.last4, script.status);
  await withReplaced(server.service.domain.payoutProviders, "sandbox", httpPayoutProvider(provider.url, adapterTimeoutMs), async () => {
    const before = await usd(api);
    const key = idempotencyKey();
    const body = bankTransfer(script.amount, { accountNumber: `4444${script.last4}`, reference: key });
    const answer = await api.post("/transfers", body, { idempotencyKey: key });
    await check({ before, key, body, answer });
  });
}

/** Makes a transfer's recovery due now and wakes the worker that does it. */
async function recoverNow(server: TestServer, transferId: string) {
  const { domain } = server.service;
  await server.service.database.prisma.$executeRaw(Prisma.sql`UPDATE transfers SET next_check_at = now() - interval '1 second' WHERE id = ${transferId}`);
  domain.work.wake("transfers");
}

describe("a provider that misbehaves: nothing is released on an error or a timeout alone", () => {
  test("no answer and no payout: 504 provider_timeout once the provider says it has none; failed, released; a late arrival is refused", async ({ server, api }) => {
    // "late": the submission reaches the provider after the service gave up.
    await sendScripted(server, api, { last4: "1001", amount: 1500, submit: "late" }, async ({ before, key, body, answer }) => {
      expectError(answer, 504, "provider_timeout", "provider_error");
      const [transfer] = await transferOf(api, key);
      expect(transfer).toMatchObject({ status: "failed", failure_code: "provider_timeout" });
      expect(await usd(api)).toEqual(before);
      // The late submission arrives after the status question voided its id: never paid.
      const stats = await eventually(async () => provider.stats(), (s) => s.refusedAsVoided >= 1, "the late submission refused");
      expect(stats.paidTransferIds).not.toContain(transfer.id);
      const replay = await api.post("/transfers", body, { idempotencyKey: key });
      expectError(replay, 504, "provider_timeout", "provider_error");
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
    });
  });

  test("paid, then no answer: 201 processing, the funds stay reserved, and it settles succeeded", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1002", amount: 1700, submit: "pay_then_hang" }, async ({ before, answer }) => {
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ status: "processing", amount: 1700 });
      expect(provider.stats().paidTransferIds).toContain(answer.body.id);
      expect(await usd(api)).toEqual({ available: before.available - 1700, reserved: before.reserved + 1700 });
      const settled = await eventually(() => api.get(`/transfers/${answer.body.id}`), (r) => r.body.status !== "processing", "settlement", settlementWithinMs);
      expect(settled.body.status).toBe("succeeded");
      expect(await usd(api)).toEqual({ available: before.available - 1700, reserved: before.reserved });
    });
  }, settlementTestMs);

  test("paid, then a 5xx: 201 processing, never released", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1003", amount: 1900, submit: "pay_then_fail" }, async ({ before, answer }) => {
      expect(answer.status).toBe(201);
      expect(answer.body.status).toBe("processing");
      const settled = await eventually(() => api.get(`/transfers/${answer.body.id}`), (r) => r.body.status !== "processing", "settlement", settlementWithinMs);
      expect(settled.body.status).toBe("succeeded");
      expect(await usd(api)).toEqual({ available: before.available - 1900, reserved: before.reserved });
    });
  }, settlementTestMs);

  test("a 5xx and no payout: 502 provider_error, failed, released", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1004", amount: 2100, submit: "fail" }, async ({ before, key, answer }) => {
      expectError(answer, 502, "provider_error", "provider_error");
      const [transfer] = await transferOf(api, key);
      expect(transfer).toMatchObject({ status: "failed", failure_code: "provider_error" });
      expect(provider.stats().paidTransferIds).not.toContain(transfer.id);
      expect(await usd(api)).toEqual(before);
    });
  });

  test("a definitive refusal (4xx): 502 provider_error at once, without a status question", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1005", amount: 2300, submit: "refuse" }, async ({ before, key, answer }) => {
      expectError(answer, 502, "provider_error", "provider_error");
      // Its own questions only: while this provider is installed, the settlement worker also asks
      // it about transfers other files on this server left processing (the Sandbox's 0005:
      // docs/api/transfers.md#sandbox-outcomes).
      const [transfer] = await transferOf(api, key);
      expect(askedAbout).not.toContain(transfer.id);
      expect(await usd(api)).toEqual(before);
    });
  });

  test("no answer, and no status either: 504 with the transfer processing and its funds held; retries are in progress; recovery settles it once the provider answers", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1006", amount: 2500, submit: "pay_then_hang", status: "hang" }, async ({ before, key, body, answer }) => {
      expectError(answer, 504, "provider_timeout", "provider_error");
      expect(answer.body.error.message).toMatch(/stays processing/);
      const [transfer] = await transferOf(api, key);
      expect(transfer.status).toBe("processing");
      expect(await usd(api)).toEqual({ available: before.available - 2500, reserved: before.reserved + 2500 });
      // The key's answer is not known yet: a retry is told so, and changes nothing.
      expectError(await api.post("/transfers", body, { idempotencyKey: key }), 409, "idempotency_in_progress", "invalid_request");
      expect(await transferOf(api, key)).toHaveLength(1);

      // The provider answers again; recovery submits once more (the provider dedupes by id).
      statusBy.delete("1006");
      submitBy.set("1006", "pay");
      await recoverNow(server, transfer.id);
      const replay = await eventually(
        () => api.post("/transfers", body, { idempotencyKey: key }),
        (r) => r.status !== 409,
        "the key's answer recorded by recovery",
      );
      expect(replay.status).toBe(201);
      expect(replay.body.id).toBe(transfer.id);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      const settled = await eventually(() => api.get(`/transfers/${transfer.id}`), (r) => r.body.status !== "processing", "settlement", settlementWithinMs);
      expect(settled.body.status).toBe("succeeded");
      expect(await usd(api)).toEqual({ available: before.available - 2500, reserved: before.reserved });
      expect(provider.stats().paidTransferIds.filter((id) => id === transfer.id)).toHaveLength(1);
    });
  }, settlementTestMs);

  test("a transfer resolved after its key expired and was used again stores nothing under that key: a replay answers the key's new transfer", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1008", amount: 2300, submit: "pay_then_hang", status: "hang" }, async ({ key, answer }) => {
      expectError(answer, 504, "provider_timeout", "provider_error");
      const [first] = await transferOf(api, key);
      expect(first.status).toBe("processing");
      const { prisma } = server.service.database;
      // The key's retention runs out while the first transfer's fate is still unknown, and the
      // key is used again, for another transfer.
      await prisma.$executeRaw(Prisma.sql`UPDATE idempotency_records SET expires_at = now() - interval '1 second' WHERE key = ${key}`);
      submitBy.set("1009", "pay");
      const secondBody = bankTransfer(900, { accountNumber: "44441009", reference: `${key}-again` });
      const second = await api.post("/transfers", secondBody, { idempotencyKey: key });
      expect(second.status).toBe(201);
      expect(second.headers.get("idempotent-replayed")).toBeNull();

      // The first one's provider answers again; recovery accepts it.
      statusBy.delete("1008");
      submitBy.set("1008", "pay");
      await recoverNow(server, first.id);
      await eventually(
        () => server.service.database.prisma.transfer.findFirstOrThrow({ where: { id: first.id } }),
        (row) => row.providerState !== "submitting",
        "recovery's acceptance of the first transfer",
      );
      const replay = await api.post("/transfers", secondBody, { idempotencyKey: key });
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body).toEqual(second.body);
    });
  });

  test("no answer, no status, and no payout: recovery releases only once the provider says it has none", async ({ server, api }) => {
    await sendScripted(server, api, { last4: "1007", amount: 2700, submit: "hang", status: "fail" }, async ({ before, key, body, answer }) => {
      expectError(answer, 504, "provider_timeout", "provider_error");
      const [transfer] = await transferOf(api, key);
      expect(await usd(api)).toEqual({ available: before.available - 2700, reserved: before.reserved + 2700 });

      // Recovery while the provider still cannot say: nothing is released.
      const asked = provider.stats().statusQuestions;
      await recoverNow(server, transfer.id);
      await eventually(async () => provider.stats().statusQuestions, (n) => n > asked, "recovery asking the provider again");
      expect((await api.get(`/transfers/${transfer.id}`)).body.status).toBe("processing");
      expect(await usd(api)).toEqual({ available: before.available - 2700, reserved: before.reserved + 2700 });

      // The provider can say again, and has no payout: the funds come back, once.
      statusBy.delete("1007");
      await recoverNow(server, transfer.id);
      const failed = await eventually(() => api.get(`/transfers/${transfer.id}`), (r) => r.body.status !== "processing", "recovery's release");
      expect(failed.body).toMatchObject({ status: "failed", failure_code: "provider_timeout" });
      expect(await usd(api)).toEqual(before);
      const replay = await api.post("/transfers", body, { idempotencyKey: key });
      expectError(replay, 504, "provider_timeout", "provider_error");
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(provider.stats().paidTransferIds).not.toContain(transfer.id);
      await expectLedgerBalanced(server);
    });
  });
});
