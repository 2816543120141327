// Session tokens for browser frontends (docs/api/authentication.md#session-tokens), on both
// transports: minted by a key within its own scopes, refused once expired or revoked or once their
// key is, sharing their key's rate limit, never minting tokens; full-access sessions manage keys
// and webhook endpoints; trusted-documents-only tokens run registered documents alone.
import { describe } from "vitest";
import { spawn } from "node:child_process";
import { graphql } from "../graphql/index.js";
import { RateLimits } from "../../src/domain/auth/rate-limits.js";
import { createService, type Service } from "../../src/service.js";
import { createLogger } from "../../src/logger.js";
import { dashboardDocumentId, dashboardDocuments } from "../support/dashboard-documents.js";
import {
  apiClient,
  expect,
  expectCredentialsRefused,
  expectError,
  expectGraphQLError,
  idempotencyKey,
  newKey,
  test,
  withRateLimits,
  withReplaced,
  type ApiClient,
} from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import type { Scope } from "../../src/domain/auth/principal.js";
import { sleep } from "../support/time.js";
import { receiversForFile } from "../support/webhook-receiver.js";

const CreateSessionToken = graphql(`
  mutation CreateSessionToken($input: CreateSessionTokenInput!) {
    createSessionToken(input: $input) { id token scopes expiresAt trustedDocumentsOnly createdAt revokedAt }
  }
`);

const RenewSessionToken = graphql(`
  mutation RenewSessionToken {
    renewSessionToken { id expiresAt }
  }
`);

const RevokeSessionToken = graphql(`
  mutation RevokeSessionToken($id: ID!) {
    revokeSessionToken(id: $id) { id revokedAt }
  }
`);

const SessionViewer = graphql(`
  query SessionViewer {
    viewer {
      credential
      scopes
      expiresAt
      apiKey { id }
      sessionToken { id prefix scopes trustedDocumentsOnly createdAt expiresAt }
    }
  }
`);

const SessionBalances = graphql(`
  query SessionBalances {
    balances { currency available }
  }
`);

/** Mints a token with `api`'s key over REST; the answer's body. */
async function minted(api: ApiClient, body: Record<string, unknown>) {
  const result = await api.post("/session_tokens", body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** A client holding a token minted by `api`'s key. */
async function session(server: TestServer, api: ApiClient, body: Record<string, unknown>) {
  const token = await minted(api, body);
  return { token, client: apiClient(server, token.token) };
}

/** A raw GraphQL POST (a document by its hash, or text), as a browser's page sends it. */
async function postGraphQL(server: TestServer, secret: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, ...((await response.json()) as { data?: any; errors?: any[] }) };
}


const receiver = receiversForFile();

const all: Scope[] = ["balances:read", "transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"];

describe("minting", () => {
  test("POST /session_tokens: a token with a subset of the key's scopes, 15 minutes unless asked, shown once and stored hashed", async ({ server, api, sandboxKey }) => {
    const before = Date.now();
    const token = await minted(api, { scopes: ["balances:read", "transfers:read"] });
    expect(token).toEqual({
      id: expect.stringMatching(/^st_/),
      object: "session_token",
      token: expect.stringMatching(/^gst_test_[A-Za-z0-9_-]{43}$/),
      scopes: ["balances:read", "transfers:read"],
      trusted_documents_only: false,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
    });
    const lifetime = Date.parse(token.expires_at) - Date.parse(token.created_at);
    expect(lifetime).toBe(900_000);
    expect(Date.parse(token.created_at)).toBeGreaterThanOrEqual(before - 5);
    const row = await server.service.database.prisma.sessionToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(row.tokenHash).not.toContain(token.token.slice(9));
    expect(row.apiKeyId).toBe(sandboxKey.id);
    expect(server.logLines.filter((line) => line.includes(token.token.slice(12)))).toEqual([]);

    const client = apiClient(server, token.token);
    expect((await client.get("/balances")).status).toBe(200);
    // Within its scopes only: reading transfers yes, moving money no.
    expect((await client.get("/transfers")).status).toBe(200);
    const refused = await client.post("/transfers", {}, { idempotencyKey: idempotencyKey() });
    expectError(refused, 403, "insufficient_scope", "permission_error");
    expect(refused.body.error.message).toBe("This session token may not perform this operation. It needs the transfers:write scope.");
    expectError(await client.get("/cards"), 403, "insufficient_scope", "permission_error");
    // Its environment is its prefix's: the Live base URL refuses it.
    const live = apiClient(server, token.token, "live");
    const mismatch = await live.get("/balances");
    expectError(mismatch, 401, "environment_mismatch", "authentication_error");
    expect(mismatch.body.error.message).toBe("This is a sandbox session token; use it with the Sandbox base URL.");
  });

  test("scopes beyond the key's: 403 insufficient_scope on scopes; the rules of the body: 400 validation_error", async ({ server, org }) => {
    const restricted = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "balances:read"] })).secret);
    const beyond = await restricted.post("/session_tokens", { scopes: ["transfers:read", "cards:read"] });
    expectError(beyond, 403, "insufficient_scope", "permission_error", "scopes");
    expect(beyond.body.error.message).toBe("A session token's scopes must be the key's own: this key does not hold cards:read.");
    expectError(await restricted.post("/session_tokens", { scopes: [] }), 400, "validation_error", "invalid_request", "scopes");
    expectError(await restricted.post("/session_tokens", { scopes: ["balances:write"] }), 400, "validation_error", "invalid_request", "scopes");
    expectError(await restricted.post("/session_tokens", { scopes: ["balances:read"], expires_in_seconds: 59 }), 400, "validation_error", "invalid_request", "expires_in_seconds");
    expectError(await restricted.post("/session_tokens", { scopes: ["balances:read"], expires_in_seconds: 3601 }), 400, "validation_error", "invalid_request", "expires_in_seconds");
    expectError(await restricted.post("/session_tokens", { scopes: ["balances:read"], trusted_documents_only: "yes" }), 400, "validation_error", "invalid_request", "trusted_documents_only");
    const within = await restricted.post("/session_tokens", { scopes: ["balances:read"], expires_in_seconds: 60 });
    expect(within.status).toBe(201);
    expect(Date.parse(within.body.expires_at) - Date.parse(within.body.created_at)).toBe(60_000);
  });

  test("a token never outlives its key: its expiry is the key's when that comes first", async ({ server, org }) => {
    const expiresAt = new Date(Date.now() + 120_000);
    const key = apiClient(server, (await newKey(server, org.id, "sandbox", { expiresAt })).secret);
    const token = await minted(key, { scopes: ["balances:read"], expires_in_seconds: 3600 });
    expect(token.expires_at).toBe(expiresAt.toISOString());
  });

  test("a session token mints no token: 403 insufficient_scope, on both transports", async ({ server, api }) => {
    const { client } = await session(server, api, { scopes: all });
    const refused = await client.post("/session_tokens", { scopes: ["balances:read"] });
    expectError(refused, 403, "insufficient_scope", "permission_error");
    expect(refused.body.error.message).toBe("This session token may not perform this operation. Session tokens are minted with an API key, never with a session token.");
    expectGraphQLError(await client.graphql(CreateSessionToken, { input: { scopes: ["balances:read"] } }), "createSessionToken", 403, "insufficient_scope", "permission_error");
  });

  test("GraphQL createSessionToken: the same rules; viewer tells a token from a key", async ({ server, api, sandboxKey, org }) => {
    const result = await api.graphql(CreateSessionToken, { input: { scopes: ["balances:read"], expiresInSeconds: 300, trustedDocumentsOnly: false } });
    expect(result.errors).toBeUndefined();
    const token = result.data!.createSessionToken!;
    expect(token).toMatchObject({ scopes: ["balances:read"], trustedDocumentsOnly: false, revokedAt: null });
    expect(token.token).toMatch(/^gst_test_/);
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt)).toBe(300_000);

    const viewer = (await apiClient(server, token.token!).graphql(SessionViewer, {})).data!.viewer!;
    expect(viewer).toEqual({
      credential: "session_token",
      scopes: ["balances:read"],
      expiresAt: token.expiresAt,
      apiKey: { id: sandboxKey.id },
      sessionToken: { id: token.id, prefix: token.token!.slice(0, 13), scopes: ["balances:read"], trustedDocumentsOnly: false, createdAt: token.createdAt, expiresAt: token.expiresAt },
    });
    const asKey = (await api.graphql(SessionViewer, {})).data!.viewer!;
    expect(asKey).toEqual({ credential: "api_key", scopes: all, expiresAt: null, apiKey: { id: sandboxKey.id }, sessionToken: null });

    const restricted = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] })).secret);
    expectGraphQLError(await restricted.graphql(CreateSessionToken, { input: { scopes: ["cards:read"] } }), "createSessionToken", 403, "insufficient_scope", "permission_error", "scopes");
    expectGraphQLError(await restricted.graphql(CreateSessionToken, { input: { scopes: ["balances:read"], expiresInSeconds: 10 } }), "createSessionToken", 400, "validation_error", "invalid_request", "expiresInSeconds");
  });
});

describe("the end of a token", () => {
  test("expired: 401 invalid_api_key on both transports, while its key works on", async ({ server, api }) => {
    const { token, client } = await session(server, api, { scopes: ["balances:read"], expires_in_seconds: 60 });
    expect((await client.get("/balances")).status).toBe(200);
    const later = new Date(Date.parse(token.expires_at));
    await withReplaced(server.service.domain, "now", () => later, async () => {
      const refused = await client.get("/balances");
      expectError(refused, 401, "invalid_api_key", "authentication_error");
      expect(refused.body.error.message).toBe("The session token is unknown, revoked or expired, or so is the API key that minted it.");
      expectCredentialsRefused(await client.graphql(SessionBalances, {}), "invalid_api_key");
      expect((await api.get("/balances")).status).toBe(200);
    });
  });

  test("revoked by its key, by itself, by full access; anyone else of the organization is refused; twice answers the first", async ({ server, api, org }) => {
    const restrictedKey = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const restricted = apiClient(server, restrictedKey.secret);
    const byKey = await session(server, restricted, { scopes: ["balances:read"] });
    expect((await byKey.client.get("/balances")).status).toBe(200);

    // Another restricted key of the organization: not its to revoke.
    const other = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] })).secret);
    const refused = await other.post(`/session_tokens/${byKey.token.id}/revoke`);
    expectError(refused, 403, "insufficient_scope", "permission_error");
    // Nor a sibling token of the same key.
    const sibling = await session(server, restricted, { scopes: ["balances:read"] });
    expectError(await sibling.client.post(`/session_tokens/${byKey.token.id}/revoke`), 403, "insufficient_scope", "permission_error");
    expectError(await other.post("/session_tokens/st_01JH3ZK7Q9R1S3T5V7W9X1Y3Z5/revoke"), 404, "not_found", "invalid_request");

    const revoked = await restricted.post(`/session_tokens/${byKey.token.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ ...byKey.token, token: undefined, revoked_at: expect.any(String) } as never);
    expectError(await byKey.client.get("/balances"), 401, "invalid_api_key", "authentication_error");
    const again = await restricted.post(`/session_tokens/${byKey.token.id}/revoke`);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);

    // Sign-out: the token revokes itself (GraphQL); full access revokes any.
    const signOut = await sibling.client.graphql(RevokeSessionToken, { id: sibling.token.id });
    expect(signOut.data?.revokeSessionToken?.revokedAt).toEqual(expect.any(String));
    expectCredentialsRefused(await sibling.client.graphql(SessionBalances, {}), "invalid_api_key");
    const third = await session(server, restricted, { scopes: ["balances:read"] });
    expect((await api.post(`/session_tokens/${third.token.id}/revoke`)).status).toBe(200);
    expectError(await third.client.get("/balances"), 401, "invalid_api_key", "authentication_error");
  });

  test("its key revoked or rolled past its overlap: the token goes with it", async ({ server, api, org }) => {
    const key = await newKey(server, org.id, "sandbox", { scopes: all });
    const keyClient = apiClient(server, key.secret);
    const { client } = await session(server, keyClient, { scopes: ["balances:read"] });
    expect((await client.get("/balances")).status).toBe(200);
    expect((await api.post(`/api_keys/${key.id}/revoke`)).status).toBe(200);
    expectError(await client.get("/balances"), 401, "invalid_api_key", "authentication_error");

    const rolled = await newKey(server, org.id, "sandbox", { scopes: all });
    const rolledSession = await session(server, apiClient(server, rolled.secret), { scopes: ["balances:read"] });
    expect((await rolledSession.client.get("/balances")).status).toBe(200);
    expect((await api.post(`/api_keys/${rolled.id}/roll`, { expires_in_hours: 0 }, { idempotencyKey: idempotencyKey() })).status).toBe(201);
    expectError(await rolledSession.client.get("/balances"), 401, "invalid_api_key", "authentication_error");
  });

  test("renewal: a token moves its expiry its lifetime past now, never past its key's; a key cannot renew", async ({ server, api, org }) => {
    const { token, client } = await session(server, api, { scopes: ["balances:read"], expires_in_seconds: 600 });
    const later = new Date(Date.parse(token.created_at) + 300_000);
    await withReplaced(server.service.domain, "now", () => later, async () => {
      const renewed = await client.post("/session_tokens/renew");
      expect(renewed.status).toBe(200);
      expect(renewed.body.expires_at).toBe(new Date(later.getTime() + 600_000).toISOString());
      expect(renewed.body.token).toBeUndefined();
    });
    const byGraphQL = await client.graphql(RenewSessionToken, {});
    expect(Date.parse(byGraphQL.data!.renewSessionToken!.expiresAt)).toBeGreaterThan(Date.now() + 590_000);
    const refused = await api.post("/session_tokens/renew");
    expectError(refused, 403, "insufficient_scope", "permission_error");
    expect(refused.body.error.message).toBe("This API key may not perform this operation. Only a session token renews itself: an API key mints a new one.");

    const keyExpiry = new Date(Date.now() + 200_000);
    const shortKey = apiClient(server, (await newKey(server, org.id, "sandbox", { expiresAt: keyExpiry })).secret);
    const short = await session(server, shortKey, { scopes: ["balances:read"], expires_in_seconds: 120 });
    const renewedShort = await short.client.post("/session_tokens/renew");
    expect(renewedShort.body.expires_at).toBe(new Date(Math.min(keyExpiry.getTime(), Date.parse(renewedShort.body.expires_at))).toISOString());
    expect(Date.parse(renewedShort.body.expires_at)).toBeLessThanOrEqual(keyExpiry.getTime());
  });

  test("a token takes from its key's rate-limit bucket", async ({ server, org }) => {
    const key = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const keyClient = apiClient(server, key.secret);
    const { client } = await session(server, keyClient, { scopes: ["balances:read"] });
    await withRateLimits(server, new RateLimits({ requestsPerSecond: 0.01, burst: 4, authFailuresPerMinute: 1_000_000 }, undefined), async () => {
      expect((await client.get("/balances")).status).toBe(200);
      expect((await keyClient.get("/balances")).status).toBe(200);
      expect((await client.get("/balances")).status).toBe(200);
      expect((await keyClient.get("/balances")).status).toBe(200);
      expectError(await client.get("/balances"), 429, "rate_limited", "rate_limit_error");
      expectError(await keyClient.get("/balances"), 429, "rate_limited", "rate_limit_error");
    });
  });
});

describe("full-access sessions manage keys and webhook endpoints; other tokens do not", () => {
  test("API keys and webhook endpoints, over REST and GraphQL", async ({ server, api }) => {
    const full = await session(server, api, { scopes: all });
    expect((await full.client.get("/api_keys")).status).toBe(200);
    const created = await full.client.post("/api_keys", { scopes: ["balances:read"] }, { idempotencyKey: idempotencyKey() });
    expect(created.status).toBe(201);
    const hook = await receiver();
    const endpoint = await full.client.post("/webhook_endpoints", { url: hook.url, events: ["*"] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);

    // A key holding transfers:write manages webhook endpoints; a token of the same scopes does not.
    const writer = await session(server, api, { scopes: ["transfers:read", "transfers:write"] });
    const refusedKeys = await writer.client.get("/api_keys");
    expectError(refusedKeys, 403, "insufficient_scope", "permission_error");
    expect(refusedKeys.body.error.message).toBe("This session token may not perform this operation. It needs all six scopes: a full-access key, or a session token minted with all six.");
    expectError(await writer.client.post("/webhook_endpoints", { url: hook.url, events: ["*"] }), 403, "insufficient_scope", "permission_error");
    expectError(await writer.client.get(`/webhook_endpoints/${endpoint.body.id}`), 403, "insufficient_scope", "permission_error");
  });
});

describe("trusted documents only", () => {
  test("REST, an ad-hoc document, an unregistered hash and introspection are refused: 403 untrusted_document", async ({ server, api }) => {
    const { token, client } = await session(server, api, { scopes: all, trusted_documents_only: true });
    expect(token.trusted_documents_only).toBe(true);
    const rest = await client.get("/balances");
    expectError(rest, 403, "untrusted_document", "permission_error");
    expect(rest.body.error.message).toBe(
      "This session token runs trusted GraphQL documents only: send a registered document by its hash (documentId or extensions.persistedQuery), over GraphQL.",
    );
    for (const body of [{ query: "query DashboardOverview { balances { currency } }" }, { query: "{ __schema { queryType { name } } }" }, { query: "{ __typename }" }]) {
      const refused = await postGraphQL(server, token.token, body);
      expect(refused.status).toBe(200);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors).toHaveLength(1);
      expect(refused.errors![0].extensions).toMatchObject({ code: "untrusted_document", type: "permission_error", status: 403, request_id: expect.stringMatching(/^req_/) });
    }
    // A hash nobody registered: refused whoever sends it, since there is no document to run.
    for (const secret of [token.token, api.key]) {
      const unknown = await postGraphQL(server, secret, { documentId: `sha256:${"0".repeat(64)}` });
      expect(unknown.data ?? null).toBeNull();
      expect(unknown.errors).toHaveLength(1);
      expect(unknown.errors![0].extensions).toMatchObject({ code: "untrusted_document", type: "permission_error", status: 403 });
    }
  });

  test("the dashboard's registered documents run by their hash, in either form, on the plain and the whole way", async ({ server, api }) => {
    const { token } = await session(server, api, { scopes: all, trusted_documents_only: true });
    const hash = dashboardDocumentId("DashboardSession");
    const asDocumentId = await postGraphQL(server, token.token, { documentId: hash });
    expect(asDocumentId.errors).toBeUndefined();
    expect(asDocumentId.data.viewer).toMatchObject({ environment: "sandbox" });
    const asExtension = await postGraphQL(server, token.token, { extensions: { persistedQuery: { version: 1, sha256Hash: hash.slice(7) } } });
    expect(asExtension.data).toEqual(asDocumentId.data);
    // Through Yoga's whole way (a browser's Accept), the same.
    const whole = await postGraphQL(server, token.token, { documentId: hash }, { accept: "application/graphql-response+json" });
    expect(whole.data).toEqual(asDocumentId.data);
    // The same document's text, sent whole: refused to this token, run for a key.
    const text = dashboardDocuments()[hash];
    expect((await postGraphQL(server, token.token, { query: text })).errors![0].extensions.code).toBe("untrusted_document");
    const asKey = await postGraphQL(server, api.key, { query: text });
    expect(asKey.errors).toBeUndefined();
    expect(asKey.data.viewer.organization).toEqual(asDocumentId.data.viewer.organization);
  });
});

describe("the documented backend (docs/api/examples/session-backend.mjs)", () => {
  test("mints a trusted-documents token for a page, which never sees the key", { timeout: 30_000 }, async ({ server, api }) => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const backend = spawn(process.execPath, ["docs/api/examples/session-backend.mjs"], {
      env: { ...process.env, API_KEY: api.key, API_URL: `${server.baseUrl}/sandbox/v1`, PORT: String(port) },
      stdio: "ignore",
    });
    try {
      const ask = () => fetch(`http://127.0.0.1:${port}/dashboard-session`, { method: "POST" }).catch(() => undefined);
      let answer: Response | undefined;
      await expect.poll(async () => (answer = await ask())?.status, { timeout: 20_000 }).toBe(200);
      const text = await answer!.text();
      expect(text).not.toContain(api.key);
      const { token, expires_at } = JSON.parse(text);
      expect(token).toMatch(/^gst_test_/);
      expect(Date.parse(expires_at)).toBeGreaterThan(Date.now() + 800_000);
      const viewer = await postGraphQL(server, token, { documentId: dashboardDocumentId("DashboardSession") });
      expect(viewer.data.viewer.environment).toBe("sandbox");
      expect((await apiClient(server, token).get("/balances")).body.error.code).toBe("untrusted_document");
    } finally {
      backend.kill();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, across instances", () => {
  test("a token revoked on one instance, or its key, is refused by another that had it in memory, within a second", { timeout: 60_000 }, async ({ server, api, org }) => {
    let other: Service | undefined;
    try {
      other = await createService({ ...server.service.config, port: 0 }, createLogger("silent"));
      await other.app.listen({ host: "127.0.0.1", port: 0 });
      const address = other.app.server.address();
      if (!address || typeof address !== "object") throw new Error("no address");
      await expect.poll(() => other!.domain.apiKeys.trusted, { timeout: 20_000 }).toBe(true);
      const elsewhere = (secret: string) => apiClient({ baseUrl: `http://127.0.0.1:${address.port}` }, secret);

      const refusedWithin = async (client: ApiClient, revoke: () => Promise<unknown>) => {
        expect((await client.get("/balances")).status).toBe(200);
        expect((await client.get("/balances")).status).toBe(200); // from memory now
        await revoke();
        const revokedAt = Date.now();
        let refused;
        while (!refused && Date.now() - revokedAt < 5_000) {
          const response = await client.get("/balances");
          if (response.status !== 200) refused = response;
          else await sleep(10);
        }
        expect(refused).toBeDefined();
        expectError(refused!, 401, "invalid_api_key", "authentication_error");
        return Date.now() - revokedAt;
      };

      const { token } = await session(server, api, { scopes: ["balances:read"] });
      expect(await refusedWithin(elsewhere(token.token), () => api.post(`/session_tokens/${token.id}/revoke`))).toBeLessThan(1_000);

      const key = await newKey(server, org.id, "sandbox", { scopes: all });
      const keySession = await session(server, apiClient(server, key.secret), { scopes: ["balances:read"] });
      expect(await refusedWithin(elsewhere(keySession.token.token), () => api.post(`/api_keys/${key.id}/revoke`))).toBeLessThan(1_000);
    } finally {
      await other?.close();
    }
  });
});
