import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, idempotencyKey, apiClient, newKey, expectLedgerBalanced } from "../support/fixtures.js";

const PingQuery = graphql(`
  query Ping {
    ping {
      environment
      organization { id name }
      apiKey { id prefix scopes }
      serverTime
    }
  }
`);

const TestFundMutation = graphql(`
  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {
    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {
      currency available reserved total testData
    }
  }
`);

describe("GET /ping", () => {
  test("shows the organization, key and environment", async ({ api, org, sandboxKey }) => {
    const result = await api.get("/ping");
    expect(result.status).toBe(200);
    expect(result.headers.get("request-id")).toMatch(/^req_/);
    expect(result.body).toEqual({
      object: "ping",
      environment: "sandbox",
      organization: { id: org.id, name: org.name },
      api_key: { id: sandboxKey.id, prefix: sandboxKey.prefix, scopes: sandboxKey.scopes },
      server_time: expect.any(String),
    });
    expect(sandboxKey.prefix).toMatch(/^gs_test_.{4}$/);
  });

  test("GraphQL ping picks the environment from the key", async ({ server, org, liveKey }) => {
    const result = await apiClient(server, liveKey.secret, "live").graphql(PingQuery, {});
    expect(result.errors).toBeUndefined();
    expect(result.data?.ping).toMatchObject({ environment: "live", organization: { id: org.id } });
  });
});

describe("POST /test/fund", () => {
  test("credits the wallet through the ledger and replays", async ({ api, server }) => {
    const key = idempotencyKey();
    const before = (await api.get("/balances")).body.data.find((b: any) => b.currency === "EUR");
    expect(before).toEqual({ object: "balance", currency: "EUR", available: 10_000_000, reserved: 0, total: 10_000_000, test_data: true });
    const first = await api.post("/test/fund", { amount: 1234, currency: "EUR" }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ object: "balance", currency: "EUR", available: 10_001_234, reserved: 0, total: 10_001_234, test_data: true });
    const replay = await api.post("/test/fund", { currency: "EUR", amount: 1234 }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const after = (await api.get("/balances")).body.data.find((b: any) => b.currency === "EUR");
    expect(after.available).toBe(10_001_234);
    await expectLedgerBalanced(server);
  });

  test("GraphQL testFund is the same operation as REST for idempotency", async ({ api }) => {
    const key = idempotencyKey();
    const viaGraphQL = await api.graphql(TestFundMutation, { amount: 500, currency: "GBP", idempotencyKey: key });
    expect(viaGraphQL.errors).toBeUndefined();
    expect(viaGraphQL.data?.testFund).toEqual({ currency: "GBP", available: 10_000_500, reserved: 0, total: 10_000_500, testData: true });
    const viaRest = await api.post("/test/fund", { amount: 500, currency: "GBP" }, { idempotencyKey: key });
    expect(viaRest.status).toBe(200);
    expect(viaRest.headers.get("idempotent-replayed")).toBe("true");
    const balances = await api.get("/balances");
    expect(balances.body.data.find((b: any) => b.currency === "GBP").available).toBe(10_000_500);
  });

  test("funds past 2^53 - 1 minor units in all are refused (validation_error on amount), so no balance passes what a JSON number carries", async ({ api, server, org }) => {
    // What 9 million funds of 10^9 would have given, posted at once as they would have been.
    const largest = Number.MAX_SAFE_INTEGER; // 9,007,199,254,740,991
    const given = BigInt(largest) - 10_000_000n - 1_000n; // the opening 10,000,000 is funding too
    await server.service.domain.stores.transaction((stores) =>
      stores.ledger.post({
        organizationId: org.id,
        environment: "sandbox",
        kind: "test_fund",
        entries: [
          { account: { kind: "sandbox_funding", currency: "USD" }, amount: -given },
          { account: { kind: "wallet_available", currency: "USD" }, amount: given },
        ],
      }, { forms: server.service.domain.publicForms }),
    );
    const usd = async () => (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
    expect(await usd()).toMatchObject({ available: largest - 1_000, total: largest - 1_000 });

    const fund = (amount: number) => api.post("/test/fund", { amount, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectError(await fund(1_001), 400, "validation_error", "invalid_request", "amount");
    expect(await usd()).toMatchObject({ available: largest - 1_000, total: largest - 1_000 });
    const exactly = await fund(1_000);
    expect(exactly.status).toBe(200);
    expect(exactly.body).toEqual({ object: "balance", currency: "USD", available: largest, reserved: 0, total: largest, test_data: true });
    expectError(await fund(1), 400, "validation_error", "invalid_request", "amount");
    expect(await usd()).toMatchObject({ available: largest, reserved: 0, total: largest });
    // Each currency's funds are counted apart.
    const eur = await api.post("/test/fund", { amount: 1, currency: "EUR" }, { idempotencyKey: idempotencyKey() });
    expect(eur.status).toBe(200);
    await expectLedgerBalanced(server);
  });

  test("a Live key gets sandbox_only", async ({ liveApi }) => {
    const result = await liveApi.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectError(result, 403, "sandbox_only", "permission_error");
  });

  test("a key without transfers:write gets insufficient_scope", async ({ server, org }) => {
    const key = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const result = await apiClient(server, key.secret).post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectError(result, 403, "insufficient_scope", "permission_error");
  });
});
