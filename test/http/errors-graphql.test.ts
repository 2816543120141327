// The error codes of the implemented GraphQL root fields (ping, currencies, balances, testFund):
// the REST code, type, status and param in extensions, the request id, HTTP 200 and data null
// for the failed field (docs/api/errors.md#graphql-errors), and no balance change after a refused
// testFund.
import { randomBytes } from "node:crypto";
import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { revokeApiKey } from "../../src/domain/auth/api-keys.js";
import { graphqlRequest, httpRequest, type GraphQLResult } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { test, expect, expectGraphQLError, expectCredentialsRefused, idempotencyKey, apiClient, newKey, type ApiClient } from "../support/fixtures.js";
import { renderBalance } from "../../src/http/rest/balances.js";

const ErrorsPingQuery = graphql(`
  query ErrorsPing {
    ping {
      environment
      apiKey { id scopes }
    }
  }
`);

const ErrorsCurrenciesQuery = graphql(`
  query ErrorsCurrencies {
    currencies { code exponent }
  }
`);

const ErrorsBalancesQuery = graphql(`
  query ErrorsBalances {
    balances { currency available reserved total testData }
  }
`);

const ErrorsPingAndBalancesQuery = graphql(`
  query ErrorsPingAndBalances {
    ping { environment }
    balances { currency available }
  }
`);

const ErrorsTestFundMutation = graphql(`
  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {
    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {
      currency available reserved total testData
    }
  }
`);

/** Any GraphQL request with chosen headers (the fixtures' client only sends Bearer keys). */
async function rawGraphQL(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<GraphQLResult<any>> {
  const result = await httpRequest(server.baseUrl, "POST", "/graphql", { query, variables }, { key: null, headers });
  return { status: result.status, headers: result.headers, data: result.body?.data, errors: result.body?.errors };
}

function withKey<TData, TVariables>(server: TestServer, key: string | null, document: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
  return graphqlRequest(server.baseUrl, document, variables, key);
}

/** expectGraphQLError, plus: the request id is the response's Request-Id header, and the field's error is the only one. */
function expectFieldError(result: GraphQLResult<any>, field: string, status: number, code: string, type: string, param?: string) {
  expectGraphQLError(result, field, status, code, type, param);
  const requestId = result.headers.get("request-id");
  expect(requestId).toMatch(/^req_/);
  const errors = (result.errors ?? []).filter((e) => e.path?.[0] === field);
  expect(errors).toHaveLength(1);
  expect(errors[0].extensions?.request_id).toBe(requestId);
  expect(typeof errors[0].message).toBe("string");
  expect(result.data).not.toBeUndefined();
  expect(result.data).toHaveProperty(field, null);
}

function expectNoErrors(result: GraphQLResult<any>) {
  expect(result.status).toBe(200);
  expect(result.errors).toBeUndefined();
  expect(result.headers.get("request-id")).toMatch(/^req_/);
}

/** The organization's wallets: Sandbox read through GET /balances, Live read from the ledger. */
async function wallets(server: TestServer, api: ApiClient, organizationId: string) {
  const sandbox = await api.get("/balances");
  expect(sandbox.status).toBe(200);
  const live = (await server.service.domain.stores.ledger.balances({ organizationId, environment: "live" })).map(renderBalance);
  return { sandbox: sandbox.body.data as Array<{ currency: string; available: number }>, live };
}

const fund = (overrides: Partial<{ amount: number; currency: "USD" | "EUR"; idempotencyKey: string }> = {}) => ({
  amount: 100,
  currency: "USD" as const,
  idempotencyKey: idempotencyKey(),
  ...overrides,
});

describe("GraphQL authentication", () => {
  test("no Authorization header: one authentication_required error and data null, testFund moves nothing", async ({ server, api, org }) => {
    expectCredentialsRefused(await withKey(server, null, ErrorsPingQuery, {}), "authentication_required");
    expectCredentialsRefused(await withKey(server, null, ErrorsCurrenciesQuery, {}), "authentication_required");
    expectCredentialsRefused(await withKey(server, null, ErrorsBalancesQuery, {}), "authentication_required");
    const before = await wallets(server, api, org.id);
    expectCredentialsRefused(await withKey(server, null, ErrorsTestFundMutation, fund()), "authentication_required");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("a non-Bearer scheme: authentication_required", async ({ server, api, org, sandboxKey }) => {
    const before = await wallets(server, api, org.id);
    for (const authorization of ["Basic dXNlcjpwYXNzd29yZA==", `Token ${sandboxKey.secret}`]) {
      expectCredentialsRefused(await rawGraphQL(server, print(ErrorsPingQuery), {}, { authorization }), "authentication_required");
      expectCredentialsRefused(await rawGraphQL(server, print(ErrorsTestFundMutation), fund(), { authorization }), "authentication_required");
    }
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("unknown, garbage, revoked and expired keys: invalid_api_key", async ({ server, api, org }) => {
    const revoked = await newKey(server, org.id, "sandbox");
    await revokeApiKey(server.service.domain, revoked.id);
    const revokedLive = await newKey(server, org.id, "live");
    await revokeApiKey(server.service.domain, revokedLive.id);
    const expired = await newKey(server, org.id, "sandbox", { expiresAt: new Date(Date.now() - 60_000) });
    const keys = [
      "gs_test_" + randomBytes(32).toString("base64url"),
      "gs_live_" + randomBytes(32).toString("base64url"),
      "sk_live_abcdef0123456789",
      "x",
      revoked.secret,
      revokedLive.secret,
      expired.secret,
    ];
    const before = await wallets(server, api, org.id);
    for (const key of keys) {
      expectCredentialsRefused(await withKey(server, key, ErrorsPingQuery, {}), "invalid_api_key");
      expectCredentialsRefused(await withKey(server, key, ErrorsBalancesQuery, {}), "invalid_api_key");
      expectCredentialsRefused(await withKey(server, key, ErrorsTestFundMutation, fund()), "invalid_api_key");
    }
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("the key's prefix picks the environment: a Live key's ping is live, a Sandbox key's is sandbox", async ({ server, sandboxKey, liveKey }) => {
    const live = await withKey(server, liveKey.secret, ErrorsPingQuery, {});
    expectNoErrors(live);
    expect(live.data?.ping?.environment).toBe("live");
    const sandbox = await withKey(server, sandboxKey.secret, ErrorsPingQuery, {});
    expectNoErrors(sandbox);
    expect(sandbox.data?.ping?.environment).toBe("sandbox");
  });
});

describe("GraphQL scopes, sandbox_only and Live", () => {
  test("ping and currencies work with a key that has no scopes; balances and testFund are insufficient_scope", async ({ server, api, org }) => {
    const scopeless = await newKey(server, org.id, "sandbox", { scopes: [] });
    const ping = await withKey(server, scopeless.secret, ErrorsPingQuery, {});
    expectNoErrors(ping);
    expect(ping.data?.ping).toEqual({ environment: "sandbox", apiKey: { id: scopeless.id, scopes: [] } });
    const currencies = await withKey(server, scopeless.secret, ErrorsCurrenciesQuery, {});
    expectNoErrors(currencies);
    expect(currencies.data?.currencies).toHaveLength(8);

    expectFieldError(await withKey(server, scopeless.secret, ErrorsBalancesQuery, {}), "balances", 403, "insufficient_scope", "permission_error");
    const before = await wallets(server, api, org.id);
    expectFieldError(await withKey(server, scopeless.secret, ErrorsTestFundMutation, fund()), "testFund", 403, "insufficient_scope", "permission_error");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("a field refused for scope is null beside a field that succeeds in the same request", async ({ server, org }) => {
    const scopeless = await newKey(server, org.id, "sandbox", { scopes: [] });
    const result = await withKey(server, scopeless.secret, ErrorsPingAndBalancesQuery, {});
    expectFieldError(result, "balances", 403, "insufficient_scope", "permission_error");
    expect(result.data?.ping).toEqual({ environment: "sandbox" });
    expect(result.errors).toHaveLength(1);
  });

  test("testFund without transfers:write (but with the other scopes): insufficient_scope", async ({ server, api, org }) => {
    const key = await newKey(server, org.id, "sandbox", { scopes: ["balances:read", "transfers:read", "cards:read", "cards:write", "cards:sensitive"] });
    const before = await wallets(server, api, org.id);
    expectFieldError(await withKey(server, key.secret, ErrorsTestFundMutation, fund()), "testFund", 403, "insufficient_scope", "permission_error");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("balances without balances:read: insufficient_scope", async ({ server, org }) => {
    const key = await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"] });
    expectFieldError(await withKey(server, key.secret, ErrorsBalancesQuery, {}), "balances", 403, "insufficient_scope", "permission_error");
  });

  test("Live balances: live_operations_disabled (service_unavailable)", async ({ server, liveKey }) => {
    expectFieldError(await withKey(server, liveKey.secret, ErrorsBalancesQuery, {}), "balances", 503, "live_operations_disabled", "service_unavailable");
  });

  test("Live testFund: sandbox_only, and nothing moves", async ({ server, api, org, liveKey }) => {
    const before = await wallets(server, api, org.id);
    expectFieldError(await withKey(server, liveKey.secret, ErrorsTestFundMutation, fund()), "testFund", 403, "sandbox_only", "permission_error");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("sandbox_only comes before scope, the idempotency key and validation", async ({ server, api, org }) => {
    const scopeless = await newKey(server, org.id, "live", { scopes: [] });
    const before = await wallets(server, api, org.id);
    for (const variables of [fund(), fund({ idempotencyKey: "" }), fund({ amount: 0, idempotencyKey: "k".repeat(256) })]) {
      expectFieldError(await withKey(server, scopeless.secret, ErrorsTestFundMutation, variables), "testFund", 403, "sandbox_only", "permission_error");
    }
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("scope comes before the idempotency key and validation", async ({ server, api, org }) => {
    const reader = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const before = await wallets(server, api, org.id);
    for (const variables of [fund({ idempotencyKey: "" }), fund({ amount: 0, idempotencyKey: "k".repeat(256) })]) {
      expectFieldError(await withKey(server, reader.secret, ErrorsTestFundMutation, variables), "testFund", 403, "insufficient_scope", "permission_error");
    }
    expect(await wallets(server, api, org.id)).toEqual(before);
  });
});

describe("GraphQL testFund idempotency key and validation", () => {
  test('an empty idempotencyKey "": idempotency_key_required, also before validation', async ({ server, api, org, sandboxKey }) => {
    const before = await wallets(server, api, org.id);
    expectFieldError(
      await withKey(server, sandboxKey.secret, ErrorsTestFundMutation, fund({ idempotencyKey: "" })),
      "testFund",
      400,
      "idempotency_key_required",
      "invalid_request",
    );
    expectFieldError(
      await withKey(server, sandboxKey.secret, ErrorsTestFundMutation, fund({ amount: 0, idempotencyKey: "" })),
      "testFund",
      400,
      "idempotency_key_required",
      "invalid_request",
    );
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("a 256-character idempotencyKey: validation_error with param idempotencyKey (docs/api/idempotency.md#keys); 255 characters is accepted", async ({ server, api, org, sandboxKey }) => {
    const before = await wallets(server, api, org.id);
    expectFieldError(
      await withKey(server, sandboxKey.secret, ErrorsTestFundMutation, fund({ idempotencyKey: "k".repeat(256) })),
      "testFund",
      400,
      "validation_error",
      "invalid_request",
      "idempotencyKey",
    );
    expect(await wallets(server, api, org.id)).toEqual(before);
    const accepted = await withKey(server, sandboxKey.secret, ErrorsTestFundMutation, fund({ amount: 3, idempotencyKey: idempotencyKey() + "k".repeat(255 - 36) }));
    expectNoErrors(accepted);
    const usd = before.sandbox.find((b) => b.currency === "USD")!.available;
    expect(accepted.data?.testFund).toMatchObject({ currency: "USD", available: usd + 3 });
  });

  for (const { name, amount } of [
    { name: "0", amount: 0 },
    { name: "-1", amount: -1 },
    { name: "1000000001", amount: 1_000_000_001 },
  ]) {
    test(`amount ${name}: validation_error on amount; stores nothing, so the key works afterwards`, async ({ server, api, org, sandboxKey }) => {
      const key = idempotencyKey();
      const before = await wallets(server, api, org.id);
      expectFieldError(
        await withKey(server, sandboxKey.secret, ErrorsTestFundMutation, fund({ amount, idempotencyKey: key })),
        "testFund",
        400,
        "validation_error",
        "invalid_request",
        "amount",
      );
      expect(await wallets(server, api, org.id)).toEqual(before);

      const retry = await withKey(server, sandboxKey.secret, ErrorsTestFundMutation, fund({ amount: 40, idempotencyKey: key }));
      expectNoErrors(retry);
      const usd = before.sandbox.find((b) => b.currency === "USD")!.available;
      expect(retry.data?.testFund).toEqual({ currency: "USD", available: usd + 40, reserved: 0, total: usd + 40, testData: true });
      // REST shares the key space: the same request over REST is now a replay.
      const viaRest = await api.post("/test/fund", { amount: 40, currency: "USD" }, { idempotencyKey: key });
      expect(viaRest.status).toBe(200);
      expect(viaRest.headers.get("idempotent-replayed")).toBe("true");
      expect((await wallets(server, api, org.id)).sandbox.find((b) => b.currency === "USD")!.available).toBe(usd + 40);
    });
  }

  test("an omitted idempotencyKey argument is a GraphQL validation error: nothing executes", async ({ server, api, org, sandboxKey }) => {
    const before = await wallets(server, api, org.id);
    const result = await rawGraphQL(
      server,
      "mutation { testFund(amount: 100, currency: USD) { currency available } }",
      {},
      { authorization: `Bearer ${sandboxKey.secret}` },
    );
    expect(result.headers.get("request-id")).toMatch(/^req_/);
    expect(result.errors?.length ?? 0).toBeGreaterThan(0);
    expect(result.data ?? null).toBeNull();
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("a Live key with the same refused variables changes no Live wallet either", async ({ server, api, org }) => {
    const live = await newKey(server, org.id, "live");
    const before = await wallets(server, api, org.id);
    const client = apiClient(server, live.secret, "live");
    expectFieldError(await client.graphql(ErrorsTestFundMutation, fund({ amount: 1_000_000 })), "testFund", 403, "sandbox_only", "permission_error");
    const after = await wallets(server, api, org.id);
    expect(after).toEqual(before);
    expect(after.live.every((b) => b.available === 0 && b.reserved === 0)).toBe(true);
  });
});
