// Idempotency (docs/api/idempotency.md): replays, reuse, concurrency, expiry, in-progress
// records and key scope, through POST /test/fund over REST and GraphQL, with the domain called
// directly where a second idempotent endpoint is needed.
import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import {
  test,
  expect,
  expectError,
  expectGraphQLError,
  idempotencyKey,
  apiClient,
  newKey,
  newOrganization,
  expectLedgerBalanced,
  keptAsIs,
  type ApiClient,
} from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { authenticate } from "../../src/domain/auth/api-keys.js";
import { ApiError } from "../../src/domain/errors.js";
import { z } from "zod";
import { defineOperation, executeOperation } from "../../src/domain/operation.js";
import { atomically, deleteExpiredIdempotencyRecords, fingerprintOf, fingerprintSecret } from "../../src/domain/idempotency/idempotency.js";
import type { Environment } from "../../src/domain/auth/principal.js";
import { testFund } from "../../src/domain/ledger/balances.js";
import { httpStatusOf } from "../../src/http/error-statuses.js";

const IdemTestFundMutation = graphql(`
  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {
    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {
      currency available reserved total testData
    }
  }
`);

type Balance = { object: "balance"; currency: string; available: number; reserved: number; total: number; test_data: boolean };

async function balances(api: ApiClient): Promise<Balance[]> {
  const result = await api.get("/balances");
  expect(result.status).toBe(200);
  return result.body.data;
}

/** The balances `before` with `amount` added to the available and total of `currency`. */
function plus(before: Balance[], currency: string, amount: number): Balance[] {
  return before.map((b) => (b.currency === currency ? { ...b, available: b.available + amount, total: b.total + amount } : b));
}

async function testFundTransactions(server: TestServer, organizationId: string): Promise<number> {
  return server.service.database.prisma.ledgerTransaction.count({ where: { organizationId, environment: "sandbox", kind: "test_fund" } });
}

function record(server: TestServer, organizationId: string, key: string, environment: Environment = "sandbox") {
  return server.service.database.prisma.idempotencyRecord.findUnique({
    where: { organizationId_environment_key: { organizationId, environment, key } },
  });
}

async function principalFor(server: TestServer, secret: string, environment: Environment) {
  return authenticate(server.service.domain, `Bearer ${secret}`, environment);
}

/** A second idempotent operation, to reuse a key on "another endpoint". */
function otherOperation(calls: { count: number }) {
  return defineOperation<undefined, unknown, { object: "other"; ok: true }>({
    name: "POST /test/other",
    scope: null,
    idempotency: "required",
    // Takes any input: an operation without an input schema refuses input.
    input: z.unknown(),
    answer: keptAsIs,
    run: atomically(async () => {
      calls.count++;
      return { object: "other", ok: true };
    }),
  });
}

describe("replaying a request", () => {
  test("the same key and body replays the stored status and body with no second effect", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const before = await balances(api);
    const first = await api.post("/test/fund", { amount: 777, currency: "USD" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(first.body).toEqual({ ...before.find((b) => b.currency === "USD"), available: 10_000_777, total: 10_000_777 });
    const afterFirst = await balances(api);
    expect(afterFirst).toEqual(plus(before, "USD", 777));

    // Same body with its properties in another order: the canonical body fingerprints equally.
    const replay = await api.post("/test/fund", { currency: "USD", amount: 777 }, { idempotencyKey: key });
    expect(replay.status).toBe(first.status);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const again = await api.post("/test/fund", { amount: 777, currency: "USD" }, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);

    expect(await balances(api)).toEqual(afterFirst);
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });

  test("another key of the same organization and environment replays too (keys belong to the organization)", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const first = await api.post("/test/fund", { amount: 300, currency: "KES" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const otherKey = await newKey(server, org.id, "sandbox");
    const other = apiClient(server, otherKey.secret);
    const replay = await other.post("/test/fund", { amount: 300, currency: "KES" }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });

  test("an Idempotency-Key of 255 characters is accepted and replays", async ({ api, server, org }) => {
    const key = "k".repeat(255);
    const first = await api.post("/test/fund", { amount: 5, currency: "XOF" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(first.body.available).toBe(100_005);
    const replay = await api.post("/test/fund", { amount: 5, currency: "XOF" }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });

});

describe("reusing a key for another request", () => {
  test("another body answers 422 idempotency_key_reuse and has no effect", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const first = await api.post("/test/fund", { amount: 1000, currency: "EUR" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const afterFirst = await balances(api);

    for (const body of [
      { amount: 1001, currency: "EUR" },
      { amount: 1000, currency: "GBP" },
    ]) {
      const reuse = await api.post("/test/fund", body, { idempotencyKey: key });
      expectError(reuse, 422, "idempotency_key_reuse", "invalid_request");
      expect(reuse.headers.get("idempotent-replayed")).toBeNull();
    }
    expect(await balances(api)).toEqual(afterFirst);
    expect(await testFundTransactions(server, org.id)).toBe(1);

    // The refusal stored nothing: the original request still replays its own answer.
    const replay = await api.post("/test/fund", { amount: 1000, currency: "EUR" }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    await expectLedgerBalanced(server);
  });

  test("GraphQL testFund shares the key space: same input replays, another input is idempotency_key_reuse", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const first = await api.post("/test/fund", { amount: 2500, currency: "NGN" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const afterFirst = await balances(api);

    const same = await api.graphql(IdemTestFundMutation, { amount: 2500, currency: "NGN", idempotencyKey: key });
    expect(same.errors).toBeUndefined();
    expect(same.data?.testFund).toEqual({
      currency: "NGN",
      available: first.body.available,
      reserved: first.body.reserved,
      total: first.body.total,
      testData: true,
    });
    expect(await balances(api)).toEqual(afterFirst);

    const different = await api.graphql(IdemTestFundMutation, { amount: 2501, currency: "NGN", idempotencyKey: key });
    expect(await balances(api)).toEqual(afterFirst);
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
    expectGraphQLError(different, "testFund", 422, "idempotency_key_reuse", "invalid_request");
  });

  test("a key used first on GraphQL replays on REST with no second effect", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const before = await balances(api);
    const viaGraphQL = await api.graphql(IdemTestFundMutation, { amount: 40, currency: "GHS", idempotencyKey: key });
    expect(viaGraphQL.errors).toBeUndefined();
    const viaRest = await api.post("/test/fund", { amount: 40, currency: "GHS" }, { idempotencyKey: key });
    expect(viaRest.status).toBe(200);
    expect(viaRest.headers.get("idempotent-replayed")).toBe("true");
    expect(viaRest.body).toMatchObject({ currency: "GHS", available: viaGraphQL.data?.testFund?.available });
    expect(await balances(api)).toEqual(plus(before, "GHS", 40));
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });

  test("the same key on another endpoint is idempotency_key_reuse, whichever comes first", async ({ api, server, org, sandboxKey }) => {
    const calls = { count: 0 };
    const other = otherOperation(calls);
    const principal = await principalFor(server, sandboxKey.secret, "sandbox");
    const ctx = { domain: server.service.domain, principal, requestId: "req_idempotency_test" };
    const body = { amount: 90, currency: "USD" };

    // POST /test/fund first, then the other endpoint with the same key and even the same body.
    const key = idempotencyKey();
    const first = await api.post("/test/fund", body, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const afterFirst = await balances(api);
    const error = await executeOperation(ctx, other, { input: body, idempotencyKey: key }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("idempotency_key_reuse");
    expect(httpStatusOf((error as ApiError).code)).toBe(422);
    expect(calls.count).toBe(0);
    expect((await record(server, org.id, key))?.operation).toBe(testFund.name);

    // The other endpoint first, then POST /test/fund over HTTP with that key.
    const key2 = idempotencyKey();
    const outcome = await executeOperation(ctx, other, { input: body, idempotencyKey: key2 });
    expect(outcome).toEqual({ result: { object: "other", ok: true } }); // a result, not a replay; the domain answers no status
    expect(calls.count).toBe(1);
    const reuse = await api.post("/test/fund", body, { idempotencyKey: key2 });
    expectError(reuse, 422, "idempotency_key_reuse", "invalid_request");
    expect(await balances(api)).toEqual(afterFirst);
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });
});

describe("validation comes before the stored answer (docs/api/errors.md#check-order)", () => {
  test("a path id that is not valid answers 400 with param id, even with a key whose answer is remembered", async ({ api }) => {
    const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };
    const card = await api.post("/cards", { product: "net-400", cardholder, initial_load: 1_000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    const key = idempotencyKey();
    const fund = await api.post(`/cards/${card.body.id}/fund`, { amount: 500 }, { idempotencyKey: key });
    expect(fund.status).toBe(200);
    // Replayed once: the instance remembers the key's answer.
    expect((await api.post(`/cards/${card.body.id}/fund`, { amount: 500 }, { idempotencyKey: key })).status).toBe(200);
    const before = (await api.get(`/cards/${card.body.id}`)).body.balance;
    const tooLong = await api.post(`/cards/card_${"x".repeat(60)}/fund`, { amount: 500 }, { idempotencyKey: key });
    expectError(tooLong, 400, "validation_error", "invalid_request", "id");
    expect((await api.get(`/cards/${card.body.id}`)).body.balance).toBe(before);
  });
});

describe("concurrency", () => {
  test("20 concurrent identical requests with one key make exactly one effect", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const before = await balances(api);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.post("/test/fund", { amount: 123_456, currency: "USD" }, { idempotencyKey: key })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    for (const result of results) expect(result.body).toEqual(results[0].body);
    expect(results[0].body).toMatchObject({ currency: "USD", available: 10_123_456, total: 10_123_456 });
    expect(await balances(api)).toEqual(plus(before, "USD", 123_456));
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });

  test("one key sent at once to POST /test/fund and POST /transfers, 25 times: one takes effect, the other is 422, never a 500", async ({ api, server, org }) => {
    // The transfer's one statement locks the wallet before it claims the key; the test fund
    // claims the key, then locks the wallet. PostgreSQL may abort one to break the deadlock.
    const before = await balances(api);
    const transfer = {
      amount: 100,
      currency: "USD",
      destination: { type: "bank_account", account_number: "9912345678", bank_code: "AB12", account_name: "Ada Obi", country: "NG" },
    };
    const pairs = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const key = idempotencyKey();
        return Promise.all([
          api.post("/test/fund", { amount: 1000, currency: "USD" }, { idempotencyKey: key }),
          api.post("/transfers", transfer, { idempotencyKey: key }),
        ]);
      }),
    );
    let funded = 0;
    let transferred = 0;
    for (const [fund, sent] of pairs) {
      expect([fund.status, sent.status].sort()).toEqual(fund.status === 200 ? [200, 422] : [201, 422]);
      const refused = fund.status === 422 ? fund : sent;
      expectError(refused, 422, "idempotency_key_reuse", "invalid_request");
      if (fund.status === 200) funded++;
      else transferred++;
    }
    expect(funded + transferred).toBe(25);
    expect(await testFundTransactions(server, org.id)).toBe(funded);
    // Every transfer made settles (the Sandbox settles within a second): then the wallet holds
    // exactly the funds added less the transfers made.
    const deadline = Date.now() + 10_000;
    let listed: Array<{ status: string; amount: number }>;
    for (;;) {
      const page = await api.get("/transfers?limit=100");
      expect(page.status).toBe(200);
      listed = page.body.data;
      if (listed.every((t) => t.status === "succeeded") || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed).toHaveLength(transferred);
    expect(listed.every((t) => t.status === "succeeded")).toBe(true);
    const usdBefore = before.find((b) => b.currency === "USD")!;
    const expected = usdBefore.total + funded * 1000 - transferred * 100;
    expect((await balances(api)).find((b) => b.currency === "USD")).toEqual({ ...usdBefore, available: expected, reserved: 0, total: expected });
    await expectLedgerBalanced(server);
  });
});

describe("what is stored", () => {
  test("a request that failed validation (400) stores nothing: the key may be used again", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const before = await balances(api);
    const invalid = await api.post("/test/fund", { amount: 0, currency: "USD" }, { idempotencyKey: key });
    expectError(invalid, 400, "validation_error", "invalid_request", "amount");
    const unknownProperty = await api.post("/test/fund", { amount: 10, currency: "USD", extra: 1 }, { idempotencyKey: key });
    expect(unknownProperty.status).toBe(400);
    expect(unknownProperty.body.error.code).toBe("validation_error");
    expect(await record(server, org.id, key)).toBeNull();
    expect(await balances(api)).toEqual(before);

    const valid = await api.post("/test/fund", { amount: 10, currency: "USD" }, { idempotencyKey: key });
    expect(valid.status).toBe(200);
    expect(valid.headers.get("idempotent-replayed")).toBeNull();
    expect(await balances(api)).toEqual(plus(before, "USD", 10));
    expect(await testFundTransactions(server, org.id)).toBe(1);
    await expectLedgerBalanced(server);
  });

  test("an error answer other than 400/409 is stored and replayed (domain operation)", async ({ server, org, sandboxKey }) => {
    let runs = 0;
    const failing = defineOperation<undefined, unknown, never>({
      name: "POST /test/failing",
      scope: null,
      idempotency: "required",
      input: z.unknown(),
      answer: keptAsIs,
      run: atomically(async () => {
        runs++;
        throw new ApiError("insufficient_funds", "not enough");
      }),
    });
    const principal = await principalFor(server, sandboxKey.secret, "sandbox");
    const ctx = { domain: server.service.domain, principal, requestId: "req_idempotency_test" };
    const key = idempotencyKey();
    const attempt = () => executeOperation(ctx, failing, { input: { a: 1 }, idempotencyKey: key }).then(() => undefined, (e: unknown) => e);
    const first = (await attempt()) as ApiError;
    expect(first).toBeInstanceOf(ApiError);
    expect({ code: first.code, replayed: first.replayed }).toEqual({ code: "insufficient_funds", replayed: false });
    const second = (await attempt()) as ApiError;
    expect(second).toBeInstanceOf(ApiError);
    expect({ code: second.code, status: httpStatusOf(second.code), message: second.message, replayed: second.replayed }).toEqual({
      code: "insufficient_funds",
      status: 402,
      message: "not enough",
      replayed: true,
    });
    expect(runs).toBe(1);
    expect(await record(server, org.id, key)).toMatchObject({ state: "completed", responseStatus: 402 });
  });
});

describe("expiry and in-progress records", () => {
  test("after its record expires, the same key makes a new effect", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const before = await balances(api);
    const ttlHours = server.service.domain.config.idempotencyTtlHours;
    const started = Date.now();
    const first = await api.post("/test/fund", { amount: 64, currency: "XAF" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const stored = await record(server, org.id, key);
    expect(stored).toMatchObject({ state: "completed", responseStatus: 200, operation: testFund.name });
    // Remembered for IDEMPOTENCY_TTL_HOURS (24 by default).
    const ttlMs = stored!.expiresAt.getTime() - started;
    expect(ttlMs).toBeGreaterThan(ttlHours * 3_600_000 - 60_000);
    expect(ttlMs).toBeLessThanOrEqual(ttlHours * 3_600_000 + 60_000);

    // eslint-disable-next-line no-restricted-syntax -- the test ages its own record; nothing races it
    const expired = await server.service.database.prisma.idempotencyRecord.updateMany({
      where: { organizationId: org.id, environment: "sandbox", key },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(expired.count).toBe(1);

    const second = await api.post("/test/fund", { amount: 64, currency: "XAF" }, { idempotencyKey: key });
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.available).toBe(first.body.available + 64);
    expect(await balances(api)).toEqual(plus(before, "XAF", 128));
    expect(await testFundTransactions(server, org.id)).toBe(2);
    const renewed = await record(server, org.id, key);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    // The new record replays like any other.
    const replay = await api.post("/test/fund", { amount: 64, currency: "XAF" }, { idempotencyKey: key });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(second.body);
    expect(await testFundTransactions(server, org.id)).toBe(2);
    await expectLedgerBalanced(server);
  });

  test("a key whose first request is still in progress answers 409 idempotency_in_progress and stores nothing", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const body = { amount: 999, currency: "USD" };
    const prisma = server.service.database.prisma;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await prisma.idempotencyRecord.create({
      data: {
        organizationId: org.id,
        environment: "sandbox",
        key,
        operation: testFund.name,
        fingerprint: fingerprintOf(await fingerprintSecret(server.service.domain), testFund.name, undefined, body),
        state: "in_progress",
        expiresAt,
      },
    });
    const storedBefore = await record(server, org.id, key);
    const before = await balances(api);

    const busy = await api.post("/test/fund", body, { idempotencyKey: key });
    expectError(busy, 409, "idempotency_in_progress", "invalid_request");
    expect(busy.headers.get("idempotent-replayed")).toBeNull();
    const busyGraphQL = await api.graphql(IdemTestFundMutation, { ...body, currency: "USD", idempotencyKey: key });
    // Another body with that key is still a reuse.
    const reuse = await api.post("/test/fund", { amount: 998, currency: "USD" }, { idempotencyKey: key });
    expectError(reuse, 422, "idempotency_key_reuse", "invalid_request");

    expect(await record(server, org.id, key)).toEqual(storedBefore);
    expect(await balances(api)).toEqual(before);
    expect(await testFundTransactions(server, org.id)).toBe(0);
    await expectLedgerBalanced(server);
    expectGraphQLError(busyGraphQL, "testFund", 409, "idempotency_in_progress", "invalid_request");
  });

  test("deleteExpiredIdempotencyRecords removes expired records only", async ({ server, org }) => {
    const prisma = server.service.database.prisma;
    const now = Date.now();
    const row = (key: string, expiresAt: Date) => ({
      organizationId: org.id,
      environment: "sandbox" as const,
      key,
      operation: testFund.name,
      fingerprint: "f".repeat(64),
      state: "completed",
      responseStatus: 200,
      responseBody: "{}",
      expiresAt,
    });
    await prisma.idempotencyRecord.createMany({
      data: [
        row("expired-1", new Date(now - 1000)),
        row("expired-2", new Date(now - 48 * 3_600_000)),
        row("current-1", new Date(now + 60_000)),
        row("current-2", new Date(now + 24 * 3_600_000)),
      ],
    });
    const removed = await deleteExpiredIdempotencyRecords(server.service.domain);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await prisma.idempotencyRecord.findMany({ where: { organizationId: org.id }, orderBy: { key: "asc" } });
    expect(left.map((r) => r.key)).toEqual(["current-1", "current-2"]);
    expect(await prisma.idempotencyRecord.count({ where: { expiresAt: { lte: new Date(now - 1) } } })).toBe(0);
  });
});

describe("key scope", () => {
  test("keys are scoped per organization: another organization using the same key string makes its own effect", async ({ api, server, org }) => {
    const key = `shared-${randomUUID()}`;
    const orgB = await newOrganization(server);
    const apiB = apiClient(server, (await newKey(server, orgB.id, "sandbox")).secret);
    const beforeA = await balances(api);
    const beforeB = await balances(apiB);

    const a = await api.post("/test/fund", { amount: 321, currency: "EUR" }, { idempotencyKey: key });
    expect(a.status).toBe(200);
    const b = await apiB.post("/test/fund", { amount: 321, currency: "EUR" }, { idempotencyKey: key });
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    // A different body is no reuse in another organization either.
    const key2 = `shared-${randomUUID()}`;
    expect((await api.post("/test/fund", { amount: 1, currency: "EUR" }, { idempotencyKey: key2 })).status).toBe(200);
    const b2 = await apiB.post("/test/fund", { amount: 2, currency: "EUR" }, { idempotencyKey: key2 });
    expect(b2.status).toBe(200);
    expect(b2.headers.get("idempotent-replayed")).toBeNull();

    expect(await balances(api)).toEqual(plus(beforeA, "EUR", 322));
    expect(await balances(apiB)).toEqual(plus(beforeB, "EUR", 323));
    expect(await testFundTransactions(server, org.id)).toBe(2);
    expect(await testFundTransactions(server, orgB.id)).toBe(2);
    await expectLedgerBalanced(server);
  });

  test("keys are scoped per environment: a Live request may use a key already used in the Sandbox", async ({ api, server, org, sandboxKey, liveKey }) => {
    const calls = { count: 0 };
    const other = otherOperation(calls);
    const domain = server.service.domain;
    const key = idempotencyKey();
    expect((await api.post("/test/fund", { amount: 11, currency: "USD" }, { idempotencyKey: key })).status).toBe(200);

    const live = { domain, principal: await principalFor(server, liveKey.secret, "live"), requestId: "req_idempotency_test" };
    const outcome = await executeOperation(live, other, { input: { amount: 11, currency: "USD" }, idempotencyKey: key });
    expect(outcome.replayed).toBeFalsy();
    expect(calls.count).toBe(1);
    expect((await record(server, org.id, key, "live"))?.operation).toBe("POST /test/other");
    expect((await record(server, org.id, key, "sandbox"))?.operation).toBe(testFund.name);

    // In the Sandbox the key still belongs to POST /test/fund.
    const sandbox = { domain, principal: await principalFor(server, sandboxKey.secret, "sandbox"), requestId: "req_idempotency_test" };
    await expect(executeOperation(sandbox, other, { input: {}, idempotencyKey: key })).rejects.toMatchObject({ code: "idempotency_key_reuse" });
    expect(calls.count).toBe(1);
    await expectLedgerBalanced(server);
  });
});
