// Every error code reachable through the implemented REST endpoints (GET /ping, GET /currencies,
// GET /balances, POST /test/fund under /sandbox/v1 and /v1), with the check order
// (docs/api/errors.md#check-order) and the envelope (docs/api/errors.md#envelope): exact status,
// code, type, param, and request_id = Request-Id.
import { randomBytes } from "node:crypto";
import { describe } from "vitest";
import { revokeApiKey } from "../../src/domain/auth/api-keys.js";
import type { Environment } from "../../src/domain/auth/principal.js";
import { httpRequest, type HttpResult, type RequestOptions } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import {
  test,
  expect,
  expectError,
  idempotencyKey,
  apiClient,
  newKey,
  expectLedgerBalanced,
  type ApiClient,
} from "../support/fixtures.js";

const bases: Record<Environment, string> = { sandbox: "/sandbox/v1", live: "/v1" };
const otherEnvironment = (env: Environment): Environment => (env === "sandbox" ? "live" : "sandbox");
const secretPrefix: Record<Environment, string> = { sandbox: "gs_test_", live: "gs_live_" };
/** A well-formed key that was never issued. */
const unknownKey = (env: Environment) => secretPrefix[env] + randomBytes(32).toString("base64url");

/** Every response, success or error, carries a Request-Id header. */
function expectRequestId(result: { headers: Headers }): string {
  const id = result.headers.get("request-id");
  expect(id).toMatch(/^req_/);
  return id!;
}

function expectOk(result: HttpResult, status = 200) {
  expect({ status: result.status, error: result.body?.error }).toEqual({ status, error: undefined });
  expectRequestId(result);
}

/** expectError plus the JSON content type and a Request-Id header. */
function expectErrorEnvelope(result: HttpResult, status: number, code: string, type: string, param?: string) {
  expectError(result, status, code, type, param);
  expectRequestId(result);
  expect(result.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Object.keys(result.body.error).sort()).toEqual(
    ["type", "code", "message", "request_id", ...(param === undefined ? [] : ["param"]), ...(code === "validation_error" ? ["errors"] : [])].sort(),
  );
}

/** The organization's wallets: Sandbox read through GET /balances, Live read from the ledger. */
async function wallets(server: TestServer, api: ApiClient, organizationId: string) {
  const sandbox = await api.get("/balances");
  expectOk(sandbox);
  const live = await server.service.domain.stores.ledger.balances({ organizationId, environment: "live" });
  return { sandbox: sandbox.body.data, live };
}

function usdAvailable(snapshot: { sandbox: Array<{ currency: string; available: number }> }): number {
  return snapshot.sandbox.find((b) => b.currency === "USD")!.available;
}

interface Endpoint {
  name: string;
  send(server: TestServer, env: Environment, options: RequestOptions): Promise<HttpResult>;
}

const endpoints: Endpoint[] = [
  { name: "GET /ping", send: (s, env, o) => httpRequest(s.baseUrl, "GET", `${bases[env]}/ping`, undefined, o) },
  { name: "GET /currencies", send: (s, env, o) => httpRequest(s.baseUrl, "GET", `${bases[env]}/currencies`, undefined, o) },
  { name: "GET /balances", send: (s, env, o) => httpRequest(s.baseUrl, "GET", `${bases[env]}/balances`, undefined, o) },
  {
    name: "POST /test/fund",
    send: (s, env, o) =>
      httpRequest(s.baseUrl, "POST", `${bases[env]}/test/fund`, { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey(), ...o }),
  },
];

describe("401 authentication on every REST endpoint", () => {
  for (const endpoint of endpoints) {
    describe(endpoint.name, () => {
      test("no Authorization header: authentication_required on both base URLs", async ({ server, api, org }) => {
        const before = await wallets(server, api, org.id);
        for (const env of ["sandbox", "live"] as const) {
          expectErrorEnvelope(await endpoint.send(server, env, { key: null }), 401, "authentication_required", "authentication_error");
        }
        expect(await wallets(server, api, org.id)).toEqual(before);
      });

      test("a non-Bearer scheme: authentication_required", async ({ server, sandboxKey, liveKey }) => {
        for (const env of ["sandbox", "live"] as const) {
          for (const authorization of ["Basic dXNlcjpwYXNzd29yZA==", `Token ${env === "sandbox" ? sandboxKey.secret : liveKey.secret}`]) {
            const result = await endpoint.send(server, env, { key: null, headers: { authorization } });
            expectErrorEnvelope(result, 401, "authentication_required", "authentication_error");
          }
        }
      });

      test("an unknown key: invalid_api_key, also on the other environment's base URL (authentication before environment)", async ({
        server,
      }) => {
        for (const env of ["sandbox", "live"] as const) {
          expectErrorEnvelope(await endpoint.send(server, env, { key: unknownKey(env) }), 401, "invalid_api_key", "authentication_error");
          const wrongBase = await endpoint.send(server, env, { key: unknownKey(otherEnvironment(env)) });
          expectErrorEnvelope(wrongBase, 401, "invalid_api_key", "authentication_error");
        }
      });

      test("a key with a garbage prefix: invalid_api_key", async ({ server }) => {
        for (const env of ["sandbox", "live"] as const) {
          for (const key of ["sk_live_abcdef0123456789", "gs_prod_" + randomBytes(32).toString("base64url"), "x"]) {
            expectErrorEnvelope(await endpoint.send(server, env, { key }), 401, "invalid_api_key", "authentication_error");
          }
        }
      });

      test("a revoked key: invalid_api_key, also on the other base URL", async ({ server, api, org }) => {
        const before = await wallets(server, api, org.id);
        for (const env of ["sandbox", "live"] as const) {
          const key = await newKey(server, org.id, env);
          // Before revocation the key authenticates (Live balances and Live test funding are refused later, with 503 and 403).
          const accepted = await endpoint.send(server, env, { key: key.secret });
          expectRequestId(accepted);
          expect(accepted.status).not.toBe(401);
          await revokeApiKey(server.service.domain, key.id);
          expectErrorEnvelope(await endpoint.send(server, env, { key: key.secret }), 401, "invalid_api_key", "authentication_error");
          expectErrorEnvelope(await endpoint.send(server, otherEnvironment(env), { key: key.secret }), 401, "invalid_api_key", "authentication_error");
        }
        if (endpoint.name === "POST /test/fund") {
          // The one accepted sandbox call above credited 100; nothing else moved.
          const after = await wallets(server, api, org.id);
          expect(usdAvailable(after)).toBe(usdAvailable(before) + 100);
          expect(after.live).toEqual(before.live);
        }
      });

      test("an expired key: invalid_api_key, also on the other base URL", async ({ server, api, org }) => {
        const before = await wallets(server, api, org.id);
        for (const env of ["sandbox", "live"] as const) {
          const key = await newKey(server, org.id, env, { expiresAt: new Date(Date.now() - 60_000) });
          expectErrorEnvelope(await endpoint.send(server, env, { key: key.secret }), 401, "invalid_api_key", "authentication_error");
          expectErrorEnvelope(await endpoint.send(server, otherEnvironment(env), { key: key.secret }), 401, "invalid_api_key", "authentication_error");
        }
        expect(await wallets(server, api, org.id)).toEqual(before);
      });

      test("a key of the other environment: environment_mismatch", async ({ server, api, org, sandboxKey, liveKey }) => {
        const before = await wallets(server, api, org.id);
        expectErrorEnvelope(await endpoint.send(server, "live", { key: sandboxKey.secret }), 401, "environment_mismatch", "authentication_error");
        expectErrorEnvelope(await endpoint.send(server, "sandbox", { key: liveKey.secret }), 401, "environment_mismatch", "authentication_error");
        expect(await wallets(server, api, org.id)).toEqual(before);
      });
    });
  }

  test("a key that is not yet expired still works", async ({ server, org }) => {
    const key = await newKey(server, org.id, "sandbox", { expiresAt: new Date(Date.now() + 3_600_000) });
    expectOk(await apiClient(server, key.secret).get("/ping"));
  });

  test("environment_mismatch comes before sandbox_only, scope, Idempotency-Key and body validation", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    const scopeless = await newKey(server, org.id, "sandbox", { scopes: [] });
    const result = await httpRequest(server.baseUrl, "POST", "/v1/test/fund", undefined, {
      key: scopeless.secret,
      rawBody: "{not json",
    });
    expectErrorEnvelope(result, 401, "environment_mismatch", "authentication_error");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("authentication comes before body validation: no key with malformed JSON or a non-JSON body is 401", async ({ server }) => {
    const malformed = await httpRequest(server.baseUrl, "POST", "/sandbox/v1/test/fund", undefined, { rawBody: "{not json" });
    expectErrorEnvelope(malformed, 401, "authentication_required", "authentication_error");
    const form = await httpRequest(server.baseUrl, "POST", "/sandbox/v1/test/fund", undefined, {
      rawBody: "amount=1&currency=USD",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectErrorEnvelope(form, 401, "authentication_required", "authentication_error");
  });

  test("a body over 1 MiB is judged at the body-validation step, after authentication, environment, sandbox_only, scope and Idempotency-Key (docs/api/errors.md#check-order)", async ({
    server,
    org,
    sandboxKey,
    liveKey,
  }) => {
    const rawBody = JSON.stringify({ amount: 1, currency: "USD", pad: "x".repeat(1024 * 1024) });
    const scopeless = await newKey(server, org.id, "sandbox", { scopes: [] });
    const cases: Array<{ name: string; path: string; options: RequestOptions; status: number; code: string }> = [
      { name: "no key", path: "/sandbox/v1/test/fund", options: { key: null, idempotencyKey: idempotencyKey() }, status: 401, code: "authentication_required" },
      { name: "unknown key", path: "/sandbox/v1/test/fund", options: { key: unknownKey("sandbox"), idempotencyKey: idempotencyKey() }, status: 401, code: "invalid_api_key" },
      { name: "sandbox key on /v1", path: "/v1/test/fund", options: { key: sandboxKey.secret, idempotencyKey: idempotencyKey() }, status: 401, code: "environment_mismatch" },
      { name: "live key", path: "/v1/test/fund", options: { key: liveKey.secret, idempotencyKey: idempotencyKey() }, status: 403, code: "sandbox_only" },
      { name: "scope-less key", path: "/sandbox/v1/test/fund", options: { key: scopeless.secret, idempotencyKey: idempotencyKey() }, status: 403, code: "insufficient_scope" },
      { name: "no Idempotency-Key", path: "/sandbox/v1/test/fund", options: { key: sandboxKey.secret }, status: 400, code: "idempotency_key_required" },
    ];
    for (const c of cases) {
      const result = await httpRequest(server.baseUrl, "POST", c.path, undefined, { ...c.options, rawBody });
      expectRequestId(result);
      expect.soft({ case: c.name, status: result.status, code: result.body?.error?.code }).toEqual({ case: c.name, status: c.status, code: c.code });
    }
  });
});

describe("403 scopes and sandbox_only", () => {
  test("GET /ping and GET /currencies work with a key that has no scopes, in both environments", async ({ server, org }) => {
    for (const env of ["sandbox", "live"] as const) {
      const key = await newKey(server, org.id, env, { scopes: [] });
      const client = apiClient(server, key.secret, env);
      const ping = await client.get("/ping");
      expectOk(ping);
      expect(ping.body).toMatchObject({ object: "ping", environment: env, api_key: { id: key.id, scopes: [] } });
      const currencies = await client.get("/currencies");
      expectOk(currencies);
      expect(currencies.body.object).toBe("list");
      expect(currencies.body.data).toHaveLength(8);
    }
  });

  test("GET /balances without balances:read: insufficient_scope", async ({ server, org }) => {
    for (const scopes of [[], ["transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"]] as const) {
      const key = await newKey(server, org.id, "sandbox", { scopes: [...scopes] });
      expectErrorEnvelope(await apiClient(server, key.secret).get("/balances"), 403, "insufficient_scope", "permission_error");
    }
    const reader = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    expectOk(await apiClient(server, reader.secret).get("/balances"));
  });

  test("Live GET /balances without balances:read: insufficient_scope comes before live_operations_disabled", async ({ server, org }) => {
    const key = await newKey(server, org.id, "live", { scopes: ["transfers:write"] });
    expectErrorEnvelope(await apiClient(server, key.secret, "live").get("/balances"), 403, "insufficient_scope", "permission_error");
  });

  test("POST /test/fund without transfers:write: insufficient_scope and nothing moves", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    for (const scopes of [[], ["balances:read", "transfers:read", "cards:read", "cards:write", "cards:sensitive"]] as const) {
      const key = await newKey(server, org.id, "sandbox", { scopes: [...scopes] });
      const result = await apiClient(server, key.secret).post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() });
      expectErrorEnvelope(result, 403, "insufficient_scope", "permission_error");
    }
    expect(await wallets(server, api, org.id)).toEqual(before);
    const writer = await newKey(server, org.id, "sandbox", { scopes: ["transfers:write"] });
    expectOk(await apiClient(server, writer.secret).post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() }));
  });

  test("the key refused for scope can retry the same Idempotency-Key once it is allowed (nothing stored)", async ({ server, api, org }) => {
    const key = idempotencyKey();
    const reader = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const refused = await apiClient(server, reader.secret).post("/test/fund", { amount: 7, currency: "USD" }, { idempotencyKey: key });
    expectErrorEnvelope(refused, 403, "insufficient_scope", "permission_error");
    const before = usdAvailable(await wallets(server, api, org.id));
    const accepted = await api.post("/test/fund", { amount: 7, currency: "USD" }, { idempotencyKey: key });
    expectOk(accepted);
    expect(accepted.headers.get("idempotent-replayed")).toBeNull();
    expect(usdAvailable(await wallets(server, api, org.id))).toBe(before + 7);
  });

  test("Live POST /test/fund: sandbox_only, and nothing moves", async ({ server, api, org, liveApi }) => {
    const before = await wallets(server, api, org.id);
    const result = await liveApi.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectErrorEnvelope(result, 403, "sandbox_only", "permission_error");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("sandbox_only comes before scope, Idempotency-Key and body validation", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    const scopeless = await newKey(server, org.id, "live", { scopes: [] });
    const live = apiClient(server, scopeless.secret, "live");
    // no scopes, no Idempotency-Key
    expectErrorEnvelope(await live.post("/test/fund", { amount: 100, currency: "USD" }), 403, "sandbox_only", "permission_error");
    // no scopes, an over-long Idempotency-Key, an invalid body
    expectErrorEnvelope(
      await live.post("/test/fund", { amount: 0, currency: "JPY" }, { idempotencyKey: "k".repeat(256) }),
      403,
      "sandbox_only",
      "permission_error",
    );
    // no scopes, no key, malformed JSON
    expectErrorEnvelope(await live.post("/test/fund", undefined, { rawBody: "{not json" }), 403, "sandbox_only", "permission_error");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });
});

describe("400 Idempotency-Key on POST /test/fund", () => {
  test("a missing header: idempotency_key_required, and nothing moves", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    expectErrorEnvelope(await api.post("/test/fund", { amount: 100, currency: "USD" }), 400, "idempotency_key_required", "invalid_request");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("an empty header: idempotency_key_required, and nothing moves", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    const result = await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: "" });
    expectErrorEnvelope(result, 400, "idempotency_key_required", "invalid_request");
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("a 256-character key: validation_error on Idempotency-Key; 255 characters is accepted", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    const tooLong = await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: "k".repeat(256) });
    expectErrorEnvelope(tooLong, 400, "validation_error", "invalid_request", "Idempotency-Key");
    expect(await wallets(server, api, org.id)).toEqual(before);

    const longest = idempotencyKey() + "k".repeat(255 - 36);
    expect(longest).toHaveLength(255);
    const accepted = await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: longest });
    expectOk(accepted);
    expect(accepted.body).toMatchObject({ object: "balance", currency: "USD", available: usdAvailable(before) + 100 });
    const replay = await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: longest });
    expectOk(replay);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(usdAvailable(await wallets(server, api, org.id))).toBe(usdAvailable(before) + 100);
  });

  test("scope (403) comes before a missing or over-long key (400)", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    const reader = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] })).secret);
    expectErrorEnvelope(await reader.post("/test/fund", { amount: 100, currency: "USD" }), 403, "insufficient_scope", "permission_error");
    expectErrorEnvelope(
      await reader.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: "k".repeat(256) }),
      403,
      "insufficient_scope",
      "permission_error",
    );
    expect(await wallets(server, api, org.id)).toEqual(before);
  });

  test("a missing or over-long key comes before body validation", async ({ server, api, org }) => {
    const before = await wallets(server, api, org.id);
    expectErrorEnvelope(await api.post("/test/fund", { amount: 0, currency: "JPY", extra: 1 }), 400, "idempotency_key_required", "invalid_request");
    expectErrorEnvelope(await api.post("/test/fund", undefined, { rawBody: "{not json" }), 400, "idempotency_key_required", "invalid_request");
    expectErrorEnvelope(
      await api.post("/test/fund", { amount: 0 }, { idempotencyKey: "k".repeat(256) }),
      400,
      "validation_error",
      "invalid_request",
      "Idempotency-Key",
    );
    expect(await wallets(server, api, org.id)).toEqual(before);
  });
});

describe("400 validation_error on POST /test/fund", () => {
  const jsonCases: Array<{ name: string; body: unknown; param: string | undefined }> = [
    { name: "amount missing", body: { currency: "USD" }, param: "amount" },
    { name: "an empty object (amount is the first invalid field)", body: {}, param: "amount" },
    { name: "amount 0", body: { amount: 0, currency: "USD" }, param: "amount" },
    { name: "amount -1", body: { amount: -1, currency: "USD" }, param: "amount" },
    { name: "amount 1.5", body: { amount: 1.5, currency: "USD" }, param: "amount" },
    { name: 'amount "100" as a string', body: { amount: "100", currency: "USD" }, param: "amount" },
    { name: "amount null", body: { amount: null, currency: "USD" }, param: "amount" },
    { name: "amount 1000000001", body: { amount: 1_000_000_001, currency: "USD" }, param: "amount" },
    { name: "currency missing", body: { amount: 100 }, param: "currency" },
    { name: "currency unknown", body: { amount: 100, currency: "JPY" }, param: "currency" },
    { name: "currency in lower case", body: { amount: 100, currency: "usd" }, param: "currency" },
    { name: "an unknown property", body: { amount: 100, currency: "USD", extra: "x" }, param: "extra" },
    { name: "a JSON array", body: [{ amount: 100, currency: "USD" }], param: undefined },
    { name: "a JSON string", body: "amount", param: undefined },
    { name: "JSON null", body: null, param: undefined },
  ];

  const rawCases: Array<{ name: string; options: RequestOptions }> = [
    { name: "malformed JSON", options: { rawBody: '{"amount": 100, "currency": "USD"' } },
    { name: "no body at all", options: {} },
    {
      name: "a non-JSON content type (form)",
      options: { rawBody: "amount=100&currency=USD", headers: { "content-type": "application/x-www-form-urlencoded" } },
    },
    {
      name: "valid JSON sent as text/plain",
      options: { rawBody: JSON.stringify({ amount: 100, currency: "USD" }), headers: { "content-type": "text/plain" } },
    },
    {
      name: "a body over 1 MiB",
      options: { rawBody: JSON.stringify({ amount: 100, currency: "USD", pad: "x".repeat(1024 * 1024) }) },
    },
  ];

  const cases = [
    ...jsonCases.map((c) => ({ name: c.name, param: c.param, send: (api: ApiClient, key: string) => api.post("/test/fund", c.body, { idempotencyKey: key }) })),
    ...rawCases.map((c) => ({
      name: c.name,
      param: undefined,
      send: (api: ApiClient, key: string) => api.post("/test/fund", undefined, { ...c.options, idempotencyKey: key }),
    })),
  ];

  for (const c of cases) {
    test(`${c.name}: validation_error${c.param ? ` on ${c.param}` : " without param"}; stores nothing, so the key works afterwards`, async ({
      server,
      api,
      org,
    }) => {
      const key = idempotencyKey();
      const before = await wallets(server, api, org.id);
      expectErrorEnvelope(await c.send(api, key), 400, "validation_error", "invalid_request", c.param);
      expect(await wallets(server, api, org.id)).toEqual(before);

      const retry = await api.post("/test/fund", { amount: 25, currency: "USD" }, { idempotencyKey: key });
      expectOk(retry);
      expect(retry.headers.get("idempotent-replayed")).toBeNull();
      expect(retry.body).toEqual({ object: "balance", currency: "USD", available: usdAvailable(before) + 25, reserved: 0, total: usdAvailable(before) + 25, test_data: true });
      expect(usdAvailable(await wallets(server, api, org.id))).toBe(usdAvailable(before) + 25);
    });
  }

  test("a body just under 1 MiB is read (its unknown property is the error, not its size)", async ({ api }) => {
    const rawBody = JSON.stringify({ amount: 100, currency: "USD", pad: "x".repeat(1024 * 1024 - 200) });
    expect(rawBody.length).toBeLessThan(1024 * 1024);
    const result = await api.post("/test/fund", undefined, { rawBody, idempotencyKey: idempotencyKey() });
    expectErrorEnvelope(result, 400, "validation_error", "invalid_request", "pad");
  });

  test("the limits themselves are accepted: amount 1 and amount 1000000000", async ({ server, api, org }) => {
    const before = usdAvailable(await wallets(server, api, org.id));
    expectOk(await api.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() }));
    const max = await api.post("/test/fund", { amount: 1_000_000_000, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectOk(max);
    expect(max.body.available).toBe(before + 1 + 1_000_000_000);
    await expectLedgerBalanced(server);
  });
});

describe("404 not_found for unknown routes", () => {
  const unknownRoutes: Array<{ method: string; path: string }> = [
    { method: "GET", path: "/sandbox/v1/nope" },
    { method: "GET", path: "/v1/nope" },
    { method: "GET", path: "/nope" },
    { method: "GET", path: "/sandbox/v2/ping" },
    { method: "POST", path: "/sandbox/v1/balances" },
    { method: "GET", path: "/sandbox/v1/test/fund" },
    { method: "DELETE", path: "/sandbox/v1/ping" },
    { method: "GET", path: "/v1/test/nope" },
  ];

  for (const route of unknownRoutes) {
    test(`${route.method} ${route.path}: 404 not_found without a key, with a key and with a key of the other environment`, async ({
      server,
      sandboxKey,
      liveKey,
    }) => {
      for (const key of [null, sandboxKey.secret, liveKey.secret, "garbage"]) {
        const result = await httpRequest(server.baseUrl, route.method, route.path, undefined, { key });
        expectErrorEnvelope(result, 404, "not_found", "invalid_request");
      }
    });
  }
});

describe("503 live_operations_disabled", () => {
  test("Live GET /balances: live_operations_disabled (service_unavailable)", async ({ liveApi }) => {
    expectErrorEnvelope(await liveApi.get("/balances"), 503, "live_operations_disabled", "service_unavailable");
  });

  test("Live GET /ping and GET /currencies work with a Live key", async ({ liveApi, org }) => {
    const ping = await liveApi.get("/ping");
    expectOk(ping);
    expect(ping.body).toMatchObject({ environment: "live", organization: { id: org.id } });
    expectOk(await liveApi.get("/currencies"));
  });
});

describe("Request-Id", () => {
  test("every response carries a distinct Request-Id, echoed in error envelopes", async ({ server, api, liveApi }) => {
    const results = [
      await api.get("/ping"),
      await api.get("/currencies"),
      await api.get("/balances"),
      await api.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() }),
      await liveApi.get("/balances"),
      await liveApi.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() }),
      await httpRequest(server.baseUrl, "GET", "/sandbox/v1/ping", undefined, {}),
      await httpRequest(server.baseUrl, "GET", "/nope", undefined, {}),
      await api.post("/test/fund", undefined, { rawBody: "{", idempotencyKey: idempotencyKey() }),
    ];
    const ids = results.map(expectRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const result of results) {
      if (result.status >= 400) expect(result.body.error.request_id).toBe(result.headers.get("request-id"));
    }
  });
});
