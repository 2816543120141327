// API keys managed over the API (docs/api/authentication.md#managing-keys-over-the-api), on both
// transports: only a full-access key manages its organization's keys in its environment; a
// secret is shown once (a replay shows it again until the key is revoked); a roll's old key works
// until its overlap ends; a revoked key is refused at once, on every instance.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { authenticate } from "../../src/domain/auth/api-keys.js";
import { createDomain, type Domain } from "../../src/domain/domain.js";
import { createService, type Service } from "../../src/service.js";
import { createLogger } from "../../src/logger.js";
import { apiClient, expect, expectError, expectGraphQLError, idempotencyKey, newKey, newOrganization, test, type ApiClient } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { sleep } from "../support/time.js";

const minuteMs = 60_000;

/** A key the API made for `admin`'s organization, with a client of its own. */
async function createdKey(server: TestServer, admin: ApiClient, body: Record<string, unknown>) {
  const created = await admin.post("/api_keys", body, { idempotencyKey: idempotencyKey() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { key: created.body, api: apiClient(server, created.body.secret) };
}

async function listed(admin: ApiClient, id: string) {
  const page = await admin.get("/api_keys?limit=100");
  expect(page.status).toBe(200);
  return page.body.data.find((key: { id: string }) => key.id === id);
}

/** A Domain over the test server's database (an instance of its own, running no workers) whose clock is `now`. */
function domainAt(server: TestServer, now: () => Date): Domain {
  const { service } = server;
  return createDomain({
    database: service.database,
    config: service.config,
    logger: service.domain.logger,
    now,
    answerStatus: service.domain.answerStatus,
    publicForms: service.domain.publicForms,
  });
}

const authenticateAt = (domain: Domain, secret: string) => authenticate(domain, `Bearer ${secret}`, "sandbox");

describe("REST", () => {
  test("GET /api_keys lists the organization's keys of the environment, newest first, without secrets, last_used_at kept to the minute", async ({ server, org, api, sandboxKey }) => {
    const restricted = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    await newKey(server, org.id, "live");
    await newKey(server, (await newOrganization(server)).id, "sandbox");
    const page = await api.get("/api_keys");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ object: "list", has_more: false });
    expect(page.body.data.map((key: { id: string }) => key.id)).toEqual([restricted.id, sandboxKey.id]);
    expect(page.body.data[0]).toEqual({
      id: restricted.id,
      object: "api_key",
      prefix: restricted.prefix,
      scopes: ["balances:read"],
      description: null,
      created_at: expect.any(String),
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    });
    // The caller's own request is a use of its key.
    expect(page.body.data[1].last_used_at).not.toBeNull();
    const second = await api.get(`/api_keys?limit=1&starting_after=${restricted.id}`);
    expect(second.body.data.map((key: { id: string }) => key.id)).toEqual([sandboxKey.id]);

    const before = Date.now();
    expect((await apiClient(server, restricted.secret).get("/balances")).status).toBe(200);
    const after = Date.now();
    const used = Date.parse((await listed(api, restricted.id)).last_used_at);
    expect(used).toBeGreaterThanOrEqual(before - 5);
    expect(used).toBeLessThanOrEqual(after + 5);
    // Within the minute another use writes nothing.
    expect((await apiClient(server, restricted.secret).get("/balances")).status).toBe(200);
    expect(Date.parse((await listed(api, restricted.id)).last_used_at)).toBe(used);
  });

  test("last_used_at is written once a minute at most, from authentication", async ({ server, org, api }) => {
    const key = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    let now = Date.now() + 10 * minuteMs; // ahead of the test server's own clock
    const instance = domainAt(server, () => new Date(now));
    await authenticateAt(instance, key.secret);
    const first = now;
    expect((await listed(api, key.id)).last_used_at).toBe(new Date(first).toISOString());
    // Its cached row still says never used: the instance remembers its own write.
    now += minuteMs - 1;
    await authenticateAt(instance, key.secret);
    // Another instance reads the row: written less than a minute ago.
    await authenticateAt(domainAt(server, () => new Date(now)), key.secret);
    expect((await listed(api, key.id)).last_used_at).toBe(new Date(first).toISOString());
    now += 1;
    await authenticateAt(instance, key.secret);
    expect((await listed(api, key.id)).last_used_at).toBe(new Date(now).toISOString());
  });

  test("POST /api_keys: a restricted key, its secret shown once, replayed until the key is revoked, never logged", async ({ server, api }) => {
    const idempotency = idempotencyKey();
    const body = { scopes: ["balances:read"], description: "Reporting" };
    const created = await api.post("/api_keys", body, { idempotencyKey: idempotency });
    expect(created.status).toBe(201);
    const key = created.body;
    expect(key).toMatchObject({ object: "api_key", scopes: ["balances:read"], description: "Reporting", expires_at: null, last_used_at: null, revoked_at: null });
    expect(key.id).toMatch(/^key_/);
    expect(key.secret).toMatch(/^gs_test_/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const restricted = apiClient(server, key.secret);
    expect((await restricted.get("/balances")).status).toBe(200);
    expectError(await restricted.get("/transfers"), 403, "insufficient_scope", "permission_error");
    expectError(await restricted.get("/api_keys"), 403, "insufficient_scope", "permission_error");

    const replay = await api.post("/api_keys", body, { idempotencyKey: idempotency });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(key);
    expect((await listed(api, key.id)).secret).toBeUndefined();

    expect((await api.post(`/api_keys/${key.id}/revoke`)).status).toBe(200);
    const afterRevoke = await api.post("/api_keys", body, { idempotencyKey: idempotency });
    expectError(afterRevoke, 404, "not_found", "invalid_request");
    expect(afterRevoke.headers.get("idempotent-replayed")).toBe("true");
    expect(JSON.stringify(afterRevoke.body)).not.toContain(key.secret);
    expect(server.logLines.filter((line) => line.includes(key.secret) || line.includes(key.secret.slice(12)))).toEqual([]);
  });

  test("POST /api_keys refuses what is not a non-empty subset of the six scopes, a past expiry, a missing Idempotency-Key", async ({ api }) => {
    for (const scopes of [["nope"], [], ["balances:read", "balances:read"], "balances:read"]) {
      expectError(await api.post("/api_keys", { scopes }, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "scopes");
    }
    const past = { scopes: ["balances:read"], expires_at: new Date(Date.now() - 1_000).toISOString() };
    expectError(await api.post("/api_keys", past, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "expires_at");
    expectError(await api.post("/api_keys", { scopes: ["balances:read"] }), 400, "idempotency_key_required", "invalid_request");
    const expiring = await api.post("/api_keys", { scopes: ["cards:read"], expires_at: "2099-01-01T00:00:00+01:00" }, { idempotencyKey: idempotencyKey() });
    expect(expiring.body.expires_at).toBe("2098-12-31T23:00:00.000Z");
  });

  test("POST /api_keys/{id}/roll: the same scopes and description; the old key works until its overlap ends, then 401", async ({ server, api }) => {
    const { key: old, api: oldApi } = await createdKey(server, api, { scopes: ["balances:read", "transfers:read"], description: "Payouts" });
    const before = Date.now();
    const rolled = await api.post(`/api_keys/${old.id}/roll`, { expires_in_hours: 1 }, { idempotencyKey: idempotencyKey() });
    expect(rolled.status).toBe(201);
    expect(rolled.body).toMatchObject({ scopes: ["balances:read", "transfers:read"], description: "Payouts", expires_at: null, revoked_at: null });
    expect(rolled.body.id).not.toBe(old.id);
    expect((await apiClient(server, rolled.body.secret).get("/balances")).status).toBe(200);
    expect((await oldApi.get("/balances")).status).toBe(200);
    const expiresAt = Date.parse((await listed(api, old.id)).expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(3_600_000 - 5);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(3_600_000 + 5);
    await expect(authenticateAt(domainAt(server, () => new Date(expiresAt - 1)), old.secret)).resolves.toBeDefined();
    await expect(authenticateAt(domainAt(server, () => new Date(expiresAt)), old.secret)).rejects.toMatchObject({ code: "invalid_api_key" });

    // No overlap: refused at once. No body: 24 hours.
    const { key: other, api: otherApi } = await createdKey(server, api, { scopes: ["cards:read"] });
    expect((await api.post(`/api_keys/${other.id}/roll`, { expires_in_hours: 0 }, { idempotencyKey: idempotencyKey() })).status).toBe(201);
    expectError(await otherApi.get("/card_products"), 401, "invalid_api_key", "authentication_error");
    expectError(await api.post(`/api_keys/${other.id}/roll`, {}, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "id");
    const { key: third } = await createdKey(server, api, { scopes: ["cards:read"] });
    const defaultOverlap = await api.post(`/api_keys/${third.id}/roll`, undefined, { idempotencyKey: idempotencyKey() });
    expect(defaultOverlap.status).toBe(201);
    expect(Date.parse((await listed(api, third.id)).expires_at) - Date.now()).toBeGreaterThan(24 * 3_600_000 - minuteMs);
    expectError(await api.post(`/api_keys/${third.id}/roll`, { expires_in_hours: 169 }, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "expires_in_hours");
  });

  test("POST /api_keys/{id}/revoke: 401 invalid_api_key at once; revoking again answers the same revoked_at; a revoked key is not rolled", async ({ server, api }) => {
    const { key, api: keyApi } = await createdKey(server, api, { scopes: ["balances:read"] });
    expect((await keyApi.get("/balances")).status).toBe(200);
    const revoked = await api.post(`/api_keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: key.id, object: "api_key", revoked_at: expect.any(String) });
    expect(revoked.body.secret).toBeUndefined();
    expectError(await keyApi.get("/balances"), 401, "invalid_api_key", "authentication_error");
    const again = await api.post(`/api_keys/${key.id}/revoke`);
    expect(again.status).toBe(200);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    expectError(await api.post(`/api_keys/${key.id}/roll`, {}, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "id");
  });

  test("a key without every scope is 403 insufficient_scope; another organization's or environment's key is 404", async ({ server, org, api }) => {
    const partial = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read", "transfers:read", "transfers:write", "cards:read", "cards:write"] })).secret);
    const target = await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] });
    for (const answer of [
      await partial.get("/api_keys"),
      await partial.post("/api_keys", { scopes: ["cards:read"] }, { idempotencyKey: idempotencyKey() }),
      await partial.post(`/api_keys/${target.id}/roll`, {}, { idempotencyKey: idempotencyKey() }),
      await partial.post(`/api_keys/${target.id}/revoke`),
    ]) {
      expectError(answer, 403, "insufficient_scope", "permission_error");
    }
    const foreign = await newKey(server, (await newOrganization(server)).id, "sandbox");
    const live = await newKey(server, org.id, "live");
    for (const id of [foreign.id, live.id]) {
      expectError(await api.post(`/api_keys/${id}/revoke`), 404, "not_found", "invalid_request");
      expectError(await api.post(`/api_keys/${id}/roll`, {}, { idempotencyKey: idempotencyKey() }), 404, "not_found", "invalid_request");
      expectError(await api.get(`/api_keys?starting_after=${id}`), 400, "validation_error", "invalid_request", "starting_after");
    }
    expect((await apiClient(server, foreign.secret).get("/ping")).status).toBe(200); // untouched
  });
});

const ApiKeys = graphql(`
  query ApiKeysApiList($first: Int, $after: String) {
    apiKeys(first: $first, after: $after) { totalCount nodes { id prefix scopes description secret createdAt expiresAt lastUsedAt revokedAt } pageInfo { hasNextPage } }
  }
`);
const CreateApiKey = graphql(`
  mutation ApiKeysApiCreate($input: CreateApiKeyInput!, $idempotencyKey: String!) {
    createApiKey(input: $input, idempotencyKey: $idempotencyKey) { id prefix scopes description secret expiresAt revokedAt }
  }
`);
const RollApiKey = graphql(`
  mutation ApiKeysApiRoll($id: ID!, $expiresInHours: Int, $idempotencyKey: String!) {
    rollApiKey(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id scopes description secret }
  }
`);
const RevokeApiKey = graphql(`
  mutation ApiKeysApiRevoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }
`);
const NodeOfKey = graphql(`
  query ApiKeysApiNode($id: ID!) { node(id: $id) { id ... on ApiKey { scopes } } }
`);

describe("GraphQL", () => {
  test("apiKeys, createApiKey, rollApiKey, revokeApiKey are the REST operations, one idempotency key space", async ({ server, org, api, sandboxKey }) => {
    const idempotency = idempotencyKey();
    const created = await api.graphql(CreateApiKey, { input: { scopes: ["cards:read"], description: "Cards page", expiresAt: "2099-01-01T00:00:00Z" }, idempotencyKey: idempotency });
    expect(created.errors).toBeUndefined();
    const key = created.data!.createApiKey!;
    expect(key).toMatchObject({ scopes: ["cards:read"], description: "Cards page", expiresAt: "2099-01-01T00:00:00.000Z", revokedAt: null });
    expect(key.secret).toMatch(/^gs_test_/);
    const replay = await api.post("/api_keys", { scopes: ["cards:read"], description: "Cards page", expires_at: "2099-01-01T00:00:00.000Z" }, { idempotencyKey: idempotency });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toMatchObject({ id: key.id, secret: key.secret });

    const keyApi = apiClient(server, key.secret!);
    expect((await keyApi.get("/card_products")).status).toBe(200);
    const listedKeys = await api.graphql(ApiKeys, { first: 10 });
    expect(listedKeys.errors).toBeUndefined();
    expect(listedKeys.data!.apiKeys!.totalCount).toBe(2);
    const [newest, caller] = listedKeys.data!.apiKeys!.nodes;
    expect(newest).toMatchObject({ id: key.id, secret: null, scopes: ["cards:read"], lastUsedAt: expect.any(String) });
    expect(caller.id).toBe(sandboxKey.id);
    expect((await api.graphql(NodeOfKey, { id: key.id })).data?.node).toEqual({ id: key.id, scopes: ["cards:read"] });

    const rolled = await api.graphql(RollApiKey, { id: key.id, expiresInHours: 0, idempotencyKey: idempotencyKey() });
    expect(rolled.data?.rollApiKey).toMatchObject({ scopes: ["cards:read"], description: "Cards page", secret: expect.stringMatching(/^gs_test_/) });
    expectError(await keyApi.get("/card_products"), 401, "invalid_api_key", "authentication_error");
    const newApi = apiClient(server, rolled.data!.rollApiKey!.secret!);
    expect((await newApi.get("/card_products")).status).toBe(200);
    const revoked = await api.graphql(RevokeApiKey, { id: rolled.data!.rollApiKey!.id });
    expect(revoked.data?.revokeApiKey?.revokedAt).toEqual(expect.any(String));
    expectError(await newApi.get("/card_products"), 401, "invalid_api_key", "authentication_error");

    const invalid = await api.graphql(CreateApiKey, { input: { scopes: ["cards:everything"] }, idempotencyKey: idempotencyKey() });
    expectGraphQLError(invalid, "createApiKey", 400, "validation_error", "invalid_request", "scopes");
    const foreign = await newKey(server, (await newOrganization(server)).id, "sandbox");
    expectGraphQLError(await api.graphql(RevokeApiKey, { id: foreign.id }), "revokeApiKey", 404, "not_found", "invalid_request");
    expectGraphQLError(await api.graphql(NodeOfKey, { id: foreign.id }), "node", 404, "not_found", "invalid_request");

    const partial = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read", "cards:write"] })).secret);
    expectGraphQLError(await partial.graphql(ApiKeys, {}), "apiKeys", 403, "insufficient_scope", "permission_error");
    const refused = await partial.graphql(CreateApiKey, { input: { scopes: ["cards:read"] }, idempotencyKey: idempotencyKey() });
    expectGraphQLError(refused, "createApiKey", 403, "insufficient_scope", "permission_error");
    expectGraphQLError(await partial.graphql(RevokeApiKey, { id: sandboxKey.id }), "revokeApiKey", 403, "insufficient_scope", "permission_error");
    expect(server.logLines.filter((line) => line.includes(key.secret!.slice(12)))).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, across instances", () => {
  test("a key revoked over the API on one instance is refused by another, which had it in memory, within a second", { timeout: 60_000 }, async ({ server, api }) => {
    let other: Service | undefined;
    try {
      other = await createService({ ...server.service.config, port: 0 }, createLogger("silent"));
      await other.app.listen({ host: "127.0.0.1", port: 0 });
      const address = other.app.server.address();
      if (!address || typeof address !== "object") throw new Error("no address");
      await expect.poll(() => other!.domain.apiKeys.trusted, { timeout: 20_000 }).toBe(true);
      const { key } = await createdKey(server, api, { scopes: ["balances:read"] });
      const elsewhere = apiClient({ baseUrl: `http://127.0.0.1:${address.port}` }, key.secret);
      expect((await elsewhere.get("/balances")).status).toBe(200);
      expect((await elsewhere.get("/balances")).status).toBe(200); // from memory now

      expect((await api.post(`/api_keys/${key.id}/revoke`)).status).toBe(200);
      const revokedAt = Date.now();
      let refused;
      while (!refused && Date.now() - revokedAt < 5_000) {
        const response = await elsewhere.get("/balances");
        if (response.status !== 200) refused = response;
        else await sleep(10);
      }
      expect(refused).toBeDefined();
      expectError(refused!, 401, "invalid_api_key", "authentication_error");
      expect(Date.now() - revokedAt).toBeLessThan(1_000);
    } finally {
      await other?.close();
    }
  });
});
