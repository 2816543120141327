// Tenant isolation (docs/api/conventions.md#ids: objects of other organizations are never visible;
// objects of one environment are visible only in that environment). Two organizations, each with
// its keys.
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
  type ApiClient,
} from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";

const IsolationPingQuery = graphql(`
  query IsolationPing {
    ping {
      environment
      organization { id name }
      apiKey { id prefix scopes }
    }
  }
`);

const IsolationBalancesQuery = graphql(`
  query IsolationBalances {
    balances { currency available reserved total testData }
  }
`);

const IsolationTestFundMutation = graphql(`
  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {
    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {
      currency available total
    }
  }
`);

const IsolationTransferQuery = graphql(`
  query IsolationTransfer($id: ID!) {
    transfer(id: $id) { id amount status }
  }
`);

async function balances(api: ApiClient) {
  const result = await api.get("/balances");
  expect(result.status).toBe(200);
  return result.body.data as Array<{ currency: string; available: number; reserved: number; total: number; test_data: boolean }>;
}

/** A second organization with a Sandbox and a Live key. */
async function otherTenant(server: TestServer) {
  const org = await newOrganization(server);
  const sandboxKey = await newKey(server, org.id, "sandbox");
  const liveKey = await newKey(server, org.id, "live");
  return { org, sandboxKey, liveKey, api: apiClient(server, sandboxKey.secret), liveApi: apiClient(server, liveKey.secret, "live") };
}

describe("organizations", () => {
  test("funding organization B leaves organization A's balances unchanged", async ({ api, server }) => {
    const b = await otherTenant(server);
    const beforeA = await balances(api);
    const beforeB = await balances(b.api);
    expect(beforeA).toEqual(beforeB); // both start with the same Sandbox funds

    const funded = await b.api.post("/test/fund", { amount: 50_000, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expect(funded.status).toBe(200);
    expect(funded.body).toMatchObject({ currency: "USD", available: 10_050_000 });

    expect(await balances(api)).toEqual(beforeA);
    expect((await balances(b.api)).find((x) => x.currency === "USD")).toMatchObject({ available: 10_050_000, total: 10_050_000 });
    await expectLedgerBalanced(server);
  });

  test("GraphQL: B's testFund leaves A's balances unchanged", async ({ api, server }) => {
    const b = await otherTenant(server);
    const beforeA = await api.graphql(IsolationBalancesQuery, {});
    expect(beforeA.errors).toBeUndefined();
    const funded = await b.api.graphql(IsolationTestFundMutation, { amount: 7_000, currency: "EUR", idempotencyKey: idempotencyKey() });
    expect(funded.errors).toBeUndefined();
    expect(funded.data?.testFund).toEqual({ currency: "EUR", available: 10_007_000, total: 10_007_000 });

    const afterA = await api.graphql(IsolationBalancesQuery, {});
    expect(afterA.data).toEqual(beforeA.data);
    expect(afterA.data?.balances?.find((x) => x.currency === "EUR")).toMatchObject({ available: 10_000_000, testData: true });
    const afterB = await b.api.graphql(IsolationBalancesQuery, {});
    expect(afterB.data?.balances?.find((x) => x.currency === "EUR")).toMatchObject({ available: 10_007_000 });
    await expectLedgerBalanced(server);
  });

  test("ping shows each key's own organization, over REST and GraphQL", async ({ api, server, org, sandboxKey }) => {
    const b = await otherTenant(server);
    const pingA = await api.get("/ping");
    const pingB = await b.api.get("/ping");
    expect(pingA.body).toMatchObject({ organization: { id: org.id, name: org.name }, api_key: { id: sandboxKey.id } });
    expect(pingB.body).toMatchObject({ organization: { id: b.org.id, name: b.org.name }, api_key: { id: b.sandboxKey.id } });
    expect(org.id).not.toBe(b.org.id);

    const gqlA = await api.graphql(IsolationPingQuery, {});
    const gqlB = await b.api.graphql(IsolationPingQuery, {});
    const gqlBLive = await b.liveApi.graphql(IsolationPingQuery, {});
    expect(gqlA.data?.ping).toEqual({
      environment: "sandbox",
      organization: { id: org.id, name: org.name },
      apiKey: { id: sandboxKey.id, prefix: sandboxKey.prefix, scopes: sandboxKey.scopes },
    });
    expect(gqlB.data?.ping).toMatchObject({ environment: "sandbox", organization: { id: b.org.id }, apiKey: { id: b.sandboxKey.id } });
    expect(gqlBLive.data?.ping).toMatchObject({ environment: "live", organization: { id: b.org.id }, apiKey: { id: b.liveKey.id } });
  });

  test("a transfer of organization B is not visible to organization A", async ({ api, server }) => {
    const b = await otherTenant(server);
    const created = await b.api.post(
      "/transfers",
      {
        amount: 1_000,
        currency: "USD",
        // ends in 0005: stays processing, nothing moves later
        destination: { type: "bank_account", account_number: "12340005", bank_code: "ABC", account_name: "Jane Doe", country: "US" },
      },
      { idempotencyKey: idempotencyKey() },
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await b.api.get(`/transfers/${id}`)).status).toBe(200);

    expectError(await api.get(`/transfers/${id}`), 404, "not_found", "invalid_request");
    const listA = await api.get("/transfers");
    expect(listA.status).toBe(200);
    expect(listA.body.data.map((t: { id: string }) => t.id)).not.toContain(id);
    // Another environment of the same organization does not see it either.
    expectError(await b.liveApi.get(`/transfers/${id}`), 404, "not_found", "invalid_request");
    await expectLedgerBalanced(server);
    expectGraphQLError(await api.graphql(IsolationTransferQuery, { id }), "transfer", 404, "not_found", "invalid_request");
  });
});

describe("environments", () => {
  test("Live balances answer 503 live_operations_disabled; Sandbox funds never reach the Live wallets", async ({ api, liveApi, server, org }) => {
    const funded = await api.post("/test/fund", { amount: 1_234, currency: "GBP" }, { idempotencyKey: idempotencyKey() });
    expect(funded.status).toBe(200);
    expectError(await liveApi.get("/balances"), 503, "live_operations_disabled", "service_unavailable");
    const liveWallets = await server.service.database.prisma.ledgerAccount.findMany({
      where: { organizationId: org.id, environment: "live", kind: { in: ["wallet_available", "wallet_reserved"] } },
    });
    expect(liveWallets.length).toBeGreaterThan(0);
    expect(liveWallets.filter((a) => a.balance !== 0n)).toEqual([]);
    await expectLedgerBalanced(server);
  });

  test("a key used on the other environment's base URL is 401 environment_mismatch", async ({ server, sandboxKey, liveKey }) => {
    const sandboxOnLive = apiClient(server, sandboxKey.secret, "live");
    const liveOnSandbox = apiClient(server, liveKey.secret, "sandbox");
    for (const path of ["/balances", "/ping", "/transfers"]) {
      expectError(await sandboxOnLive.get(path), 401, "environment_mismatch", "authentication_error");
      expectError(await liveOnSandbox.get(path), 401, "environment_mismatch", "authentication_error");
    }
    const fund = await liveOnSandbox.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectError(fund, 401, "environment_mismatch", "authentication_error");
  });

  test("GraphQL: the key's prefix picks the environment; Live balances are live_operations_disabled", async ({ api, liveApi }) => {
    const sandbox = await api.graphql(IsolationBalancesQuery, {});
    expect(sandbox.errors).toBeUndefined();
    expect(sandbox.data?.balances?.length).toBe(8);
    expect(sandbox.data?.balances?.every((b) => b.testData)).toBe(true);
    expectGraphQLError(await liveApi.graphql(IsolationBalancesQuery, {}), "balances", 503, "live_operations_disabled", "service_unavailable");
    expectGraphQLError(
      await liveApi.graphql(IsolationTestFundMutation, { amount: 1, currency: "USD", idempotencyKey: idempotencyKey() }),
      "testFund",
      403,
      "sandbox_only",
      "permission_error",
    );
  });

  test("a Sandbox transfer is not visible to the Live key of the same organization over GraphQL", async ({ api, liveApi, server }) => {
    const created = await api.post(
      "/transfers",
      {
        amount: 500,
        currency: "USD",
        destination: { type: "mobile_money", phone_number: "+2547000000005", network: "mpesa", account_name: "John Doe", country: "KE" },
      },
      { idempotencyKey: idempotencyKey() },
    );
    expect(created.status).toBe(201);
    expect(created.body.test_data).toBe(true);
    const own = await api.graphql(IsolationTransferQuery, { id: created.body.id });
    expect(own.data?.transfer).toMatchObject({ id: created.body.id, amount: 500 });
    await expectLedgerBalanced(server);
    expectGraphQLError(await liveApi.graphql(IsolationTransferQuery, { id: created.body.id }), "transfer", 404, "not_found", "invalid_request");
  });
});
