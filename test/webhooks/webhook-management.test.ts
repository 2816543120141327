// Managing a webhook endpoint (docs/api/events-and-webhooks.md#webhook-endpoints) on both
// transports, against real receivers on 127.0.0.1: reading one, updating its URL, event types and
// description, disabling it (nothing is attempted while it is; enabling resumes what waited),
// rolling its secret (both secrets sign every attempt until the overlap ends, as the
// standardwebhooks package and verifyWebhookSignature both confirm), and the body sent and the
// beginning of each answer shown on a delivery.
import { createServer, type Server } from "node:http";
import { describe, afterAll } from "vitest";
import { Webhook } from "standardwebhooks";
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
  changeSettings,
  type ApiClient,
} from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { receiversForFile, type ReceivedRequest } from "../support/webhook-receiver.js";
import { signStandardWebhook, signWebhookPayload, standardWebhooksSecret, verifyWebhookSignature } from "../../src/webhooks.js";
import { createDomain, type Domain } from "../../src/domain/domain.js";
import { authenticate } from "../../src/domain/auth/api-keys.js";
import { executeOperation } from "../../src/domain/operation.js";
import { eraseExpiredPreviousSecrets, rollWebhookEndpointSecret, updateWebhookEndpoint } from "../../src/domain/webhooks/endpoint-changes.js";
import { WebhookDeliverer } from "../../src/domain/webhooks/delivery.js";
import { windowInBases } from "../../src/domain/webhooks/settings.js";
import { newWebhookSecret } from "../../src/domain/webhooks/secrets.js";

const EndpointQuery = graphql(`
  query ManagedEndpoint($id: ID!) {
    webhookEndpoint(id: $id) { id url events description disabled previousSecretExpiresAt secret createdAt testData }
  }
`);

const EndpointsConnectionQuery = graphql(`
  query ManagedEndpointsConnection($first: Int, $after: String) {
    webhookEndpointsConnection(first: $first, after: $after) {
      totalCount
      edges { cursor node { id url } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
    webhookEndpoints { id }
  }
`);

const UpdateMutation = graphql(`
  mutation ManagedUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) { id url events description disabled secret }
  }
`);

const RollMutation = graphql(`
  mutation ManagedRollSecret($id: ID!, $expiresInHours: Int, $idempotencyKey: String) {
    rollWebhookEndpointSecret(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id secret previousSecretExpiresAt disabled }
  }
`);

const DeliveriesQuery = graphql(`
  query ManagedDeliveries($id: ID!) {
    node(id: $id) {
      ... on WebhookEndpoint {
        deliveries(first: 20) {
          edges { node { id eventId eventType state attemptCount nextAttemptAt requestBody attempts { attempt responseStatus responseBody } } }
        }
      }
    }
  }
`);

const receiver = receiversForFile();

type Delivery = { id: string; eventId: string; state: string; attemptCount: number; nextAttemptAt: string | null; requestBody: string; attempts: Array<{ attempt: number; responseStatus: number | null; responseBody: string | null }> };

async function endpointFor(api: ApiClient, url: string, events?: string[]) {
  const created = await api.post("/webhook_endpoints", { url, ...(events ? { events } : {}) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; secret: string; url: string; events: string[] };
}

function update(api: ApiClient, id: string, body?: unknown) {
  return api.post(`/webhook_endpoints/${id}`, body);
}

function roll(api: ApiClient, id: string, body?: unknown, key?: string) {
  return api.post(`/webhook_endpoints/${id}/roll_secret`, body, key === undefined ? {} : { idempotencyKey: key });
}

async function fund(api: ApiClient, amount = 1_234) {
  expect((await api.post("/test/fund", { amount, currency: "GBP" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
}

async function deliveriesOf(api: ApiClient, endpointId: string): Promise<Delivery[]> {
  const result = await api.graphql(DeliveriesQuery, { id: endpointId });
  expect(result.errors).toBeUndefined();
  const node = result.data?.node as { deliveries?: { edges: Array<{ node: Delivery }> } } | null | undefined;
  return node?.deliveries?.edges.map((edge) => edge.node) ?? [];
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A Domain on the test server's database whose clock reads `now`; it runs no workers of its own. */
function domainAt(server: TestServer, now: () => Date): Domain {
  const { service } = server;
  return createDomain({
    database: service.database,
    config: service.domain.config,
    logger: service.domain.logger,
    now,
    answerStatus: service.domain.answerStatus,
    publicForms: service.domain.publicForms,
  });
}

async function contextAt(server: TestServer, now: () => Date, key: string) {
  const domain = domainAt(server, now);
  return { domain, principal: await authenticate(domain, `Bearer ${key}`, "sandbox"), requestId: "req_webhook_management" };
}

/** Callers who may not see `organizationId`'s Sandbox: another organization, and its own Live. */
async function strangers(server: TestServer, organizationId: string) {
  return {
    other: apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret),
    live: apiClient(server, (await newKey(server, organizationId, "live")).secret, "live"),
  };
}

function signatureHeaders(request: ReceivedRequest) {
  return {
    serviceSignature: request.headers["service-signature"] as string,
    standard: {
      "webhook-id": request.headers["webhook-id"] as string,
      "webhook-timestamp": request.headers["webhook-timestamp"] as string,
      "webhook-signature": request.headers["webhook-signature"] as string,
    },
  };
}

/** Whether the Standard Webhooks library accepts `request` with `secret` (shown as the API shows it). */
function standardVerifies(request: ReceivedRequest, secret: string): boolean {
  try {
    new Webhook(standardWebhooksSecret(secret)).verify(request.rawBody, signatureHeaders(request).standard);
    return true;
  } catch {
    return false;
  }
}

describe("reading one endpoint", () => {
  test("GET /webhook_endpoints/{id} and webhookEndpoint(id) show it without its secret; another organization's, the other environment's and a deleted one are 404 not_found", async ({ server, api, org }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["transfer.created"]);
    const shown = await api.get(`/webhook_endpoints/${endpoint.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id: endpoint.id,
      object: "webhook_endpoint",
      url: hook.url,
      events: ["transfer.created"],
      description: null,
      disabled: false,
      previous_secret_expires_at: null,
      created_at: expect.any(String),
      test_data: true,
    });
    const graphed = await api.graphql(EndpointQuery, { id: endpoint.id });
    expect(graphed.errors).toBeUndefined();
    expect(graphed.data?.webhookEndpoint).toEqual({
      id: endpoint.id,
      url: hook.url,
      events: ["transfer.created"],
      description: null,
      disabled: false,
      previousSecretExpiresAt: null,
      secret: null,
      createdAt: shown.body.created_at,
      testData: true,
    });

    const { other, live } = await strangers(server, org.id);
    for (const stranger of [other, live]) {
      expectError(await stranger.get(`/webhook_endpoints/${endpoint.id}`), 404, "not_found", "invalid_request");
      expectGraphQLError(await stranger.graphql(EndpointQuery, { id: endpoint.id }), "webhookEndpoint", 404, "not_found", "invalid_request");
    }
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "cards:read"] })).secret);
    expectError(await readOnly.get(`/webhook_endpoints/${endpoint.id}`), 403, "insufficient_scope", "permission_error");

    expect((await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${endpoint.id}`, undefined, { key: api.key })).status).toBe(200);
    expectError(await api.get(`/webhook_endpoints/${endpoint.id}`), 404, "not_found", "invalid_request");
    expectGraphQLError(await api.graphql(EndpointQuery, { id: endpoint.id }), "webhookEndpoint", 404, "not_found", "invalid_request");
  });

  test("webhookEndpointsConnection pages the endpoints newest first; the deprecated list still answers them all; another organization's cursor is refused", async ({ server, api }) => {
    const hook = await receiver();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await endpointFor(api, `${hook.url}/${i}`)).id);
    const newestFirst = [...ids].reverse();
    const first = await api.graphql(EndpointsConnectionQuery, { first: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.webhookEndpointsConnection?.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.data?.webhookEndpointsConnection?.edges.map((edge) => edge.cursor)).toEqual(newestFirst.slice(0, 2));
    expect(first.data?.webhookEndpointsConnection).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(first.data?.webhookEndpoints?.map((endpoint) => endpoint.id)).toEqual(newestFirst);
    const after = first.data!.webhookEndpointsConnection!.pageInfo.endCursor!;
    const second = await api.graphql(EndpointsConnectionQuery, { first: 2, after });
    expect(second.data?.webhookEndpointsConnection?.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(2));
    expect(second.data?.webhookEndpointsConnection?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const stranger = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expectGraphQLError(await stranger.graphql(EndpointsConnectionQuery, { first: 2, after }), "webhookEndpointsConnection", 400, "validation_error", "invalid_request", "after");
    expectGraphQLError(await api.graphql(EndpointsConnectionQuery, { first: 0 }), "webhookEndpointsConnection", 400, "validation_error", "invalid_request", "first");
  });
});

describe("updating an endpoint", () => {
  test("REST and GraphQL change the URL, event types and description, and the next events go to the new URL; the rest stays", async ({ api }) => {
    const before = await receiver();
    const after = await receiver();
    const endpoint = await endpointFor(api, before.url, ["card.created"]);

    const updated = await update(api, endpoint.id, { url: after.url, events: ["balance.updated"], description: "ledger" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: endpoint.id, url: after.url, events: ["balance.updated"], description: "ledger", disabled: false });
    expect(updated.body.secret).toBeUndefined();
    expect((await api.get(`/webhook_endpoints/${endpoint.id}`)).body).toEqual(updated.body);

    await fund(api);
    await after.waitFor((requests) => requests.length >= 1);
    const event = JSON.parse(after.requests[0].rawBody.toString("utf8"));
    expect(event.type).toBe("balance.updated");
    // Still signed with the same secret: an update leaves it alone.
    expect(verifyWebhookSignature(after.requests[0].rawBody, after.requests[0].headers["service-signature"] as string, endpoint.secret)).toBe(true);
    expect(before.requests).toEqual([]);

    // GraphQL: every type, and an explicit null removes the description; what is left out stays.
    const graphed = await api.graphql(UpdateMutation, { id: endpoint.id, input: { events: ["*"], description: null } });
    expect(graphed.errors).toBeUndefined();
    expect(graphed.data?.updateWebhookEndpoint).toEqual({ id: endpoint.id, url: after.url, events: ["*"], description: null, disabled: false, secret: null });
    // An empty update changes nothing and answers the endpoint.
    const unchanged = await update(api, endpoint.id);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ url: after.url, events: ["*"], description: null });
    expect((await update(api, endpoint.id, {})).body).toEqual(unchanged.body);
  });

  test("a URL is refused as on creation, with the same code and param, and the endpoint is left as it was", async ({ server, api }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url);
    for (const url of ["ftp://hooks.example.com/x", "https://user:pass@hooks.example.com/x", "not a url", `https://example.com/${"a".repeat(2048)}`]) {
      expectError(await update(api, endpoint.id, { url }), 400, "validation_error", "invalid_request", "url");
      expectError(await api.post("/webhook_endpoints", { url }), 400, "validation_error", "invalid_request", "url");
      expectGraphQLError(await api.graphql(UpdateMutation, { id: endpoint.id, input: { url } }), "updateWebhookEndpoint", 400, "validation_error", "invalid_request", "url");
    }
    // The address check too, where private addresses are refused (this file lifts it for its receivers).
    const restore = changeSettings(server, { webhookAllowPrivate: false });
    try {
      for (const url of ["http://127.0.0.1:9/hooks", "http://169.254.169.254/latest", "http://[::1]/x"]) {
        const refused = await update(api, endpoint.id, { url });
        expectError(refused, 400, "validation_error", "invalid_request", "url");
        const onCreation = await api.post("/webhook_endpoints", { url });
        expectError(onCreation, 400, "validation_error", "invalid_request", "url");
        expect(refused.body.error.message).toBe(onCreation.body.error.message);
      }
    } finally {
      restore();
    }
    expectError(await update(api, endpoint.id, { events: ["transfer.nope"] }), 400, "validation_error", "invalid_request", "events.0");
    expectError(await update(api, endpoint.id, { events: [] }), 400, "validation_error", "invalid_request", "events");
    expectError(await update(api, endpoint.id, { disabled: "yes" }), 400, "validation_error", "invalid_request", "disabled");
    expectError(await update(api, endpoint.id, { secret: "whsec_mine" }), 400, "validation_error", "invalid_request", "secret");
    expect((await api.get(`/webhook_endpoints/${endpoint.id}`)).body).toMatchObject({ url: hook.url, events: ["*"], description: null, disabled: false });
  });

  test("another organization's, the other environment's or a deleted endpoint is 404 not_found, and is left as it was", async ({ server, api, org }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["card.created"]);
    const { other, live } = await strangers(server, org.id);
    for (const stranger of [other, live]) {
      expectError(await update(stranger, endpoint.id, { description: "mine now", disabled: true }), 404, "not_found", "invalid_request");
      expectGraphQLError(await stranger.graphql(UpdateMutation, { id: endpoint.id, input: { disabled: true } }), "updateWebhookEndpoint", 404, "not_found", "invalid_request");
      expectError(await roll(stranger, endpoint.id), 404, "not_found", "invalid_request");
      expectGraphQLError(await stranger.graphql(RollMutation, { id: endpoint.id }), "rollWebhookEndpointSecret", 404, "not_found", "invalid_request");
    }
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "cards:read", "balances:read"] })).secret);
    expectError(await update(readOnly, endpoint.id, { disabled: true }), 403, "insufficient_scope", "permission_error");
    expectError(await roll(readOnly, endpoint.id), 403, "insufficient_scope", "permission_error");
    expect((await api.get(`/webhook_endpoints/${endpoint.id}`)).body).toMatchObject({ description: null, disabled: false, previous_secret_expires_at: null });

    expect((await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${endpoint.id}`, undefined, { key: api.key })).status).toBe(200);
    expectError(await update(api, endpoint.id, { description: "back" }), 404, "not_found", "invalid_request");
    expectError(await roll(api, endpoint.id), 404, "not_found", "invalid_request");
  });
});

describe("disabling an endpoint", () => {
  test("a disabled endpoint is attempted nothing and queued no new events; enabling it resumes its pending delivery", async ({ server, api }) => {
    // The first attempt hangs until the endpoint is disabled: an attempt already under way ends as it would.
    const hook = await receiver((index) => (index === 0 ? "hang" : 200));
    const witness = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await endpointFor(api, witness.url, ["balance.updated"]);
    await fund(api, 1_111);
    await hook.waitFor((requests) => requests.length === 1);
    const firstEvent = JSON.parse(hook.requests[0].rawBody.toString("utf8"));

    const disabled = await update(api, endpoint.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: endpoint.id, disabled: true });
    hook.release(0, 500);
    const [waiting] = await waitFor(
      () => deliveriesOf(api, endpoint.id),
      (list) => list.length === 1 && list[0].attempts.length === 1,
      "the hanging attempt recorded",
    );
    expect(waiting).toMatchObject({ eventId: firstEvent.id, state: "pending", attemptCount: 1, attempts: [{ attempt: 1, responseStatus: 500 }] });

    // A worker round once the delivery's retry is due leases nothing of it.
    if (waiting.nextAttemptAt) await waitFor(async () => Date.now(), (now) => now > Date.parse(waiting.nextAttemptAt!) + 50, "the retry due");
    const worker = new WebhookDeliverer(server.service.domain);
    await worker.tick();
    await worker.drain();
    // An event written while disabled: the witness endpoint receives it, this one is queued nothing.
    await fund(api, 2_222);
    const otherThanFirst = (requests: ReceivedRequest[]) => requests.find((r) => JSON.parse(r.rawBody.toString("utf8")).id !== firstEvent.id);
    await witness.waitFor((requests) => otherThanFirst(requests) !== undefined);
    const secondEvent = JSON.parse(otherThanFirst(witness.requests)!.rawBody.toString("utf8"));
    expect(secondEvent).toMatchObject({ type: "balance.updated" });
    const whileDisabled = await deliveriesOf(api, endpoint.id);
    expect(whileDisabled.map((d) => d.eventId)).toEqual([firstEvent.id]);
    expect(whileDisabled[0]).toMatchObject({ state: "pending", attemptCount: 1 });
    expect(hook.requests).toHaveLength(1);

    // GraphQL enables it: the waiting delivery is attempted at once, and delivered.
    const enabled = await api.graphql(UpdateMutation, { id: endpoint.id, input: { disabled: false } });
    expect(enabled.data?.updateWebhookEndpoint?.disabled).toBe(false);
    const [delivered] = await waitFor(() => deliveriesOf(api, endpoint.id), (list) => list[0]?.state === "delivered", "the delivery resumed");
    expect(delivered).toMatchObject({ eventId: firstEvent.id, attemptCount: 2, attempts: [{ attempt: 1, responseStatus: 500 }, { attempt: 2, responseStatus: 200 }] });
    expect(hook.requests).toHaveLength(2);
    expect(hook.requests[1].rawBody.equals(hook.requests[0].rawBody)).toBe(true);
    expect((await deliveriesOf(api, endpoint.id)).map((d) => d.eventId)).toEqual([firstEvent.id]);
  });

  test("a delivery parked while disabled shows no next attempt, and fails without an attempt when it is enabled after its 3 days", async ({ server, api, sandboxKey }) => {
    const hook = await receiver((index) => (index === 0 ? "hang" : 200));
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await fund(api, 3_333);
    await hook.waitFor((requests) => requests.length === 1);
    expect((await update(api, endpoint.id, { disabled: true })).status).toBe(200);
    // Parked: it waits with no due time.
    const [parked] = await deliveriesOf(api, endpoint.id);
    expect(parked).toMatchObject({ state: "pending", nextAttemptAt: null });
    hook.release(0, 503);
    await waitFor(() => deliveriesOf(api, endpoint.id), (list) => list[0]?.attempts.length === 1, "the attempt recorded");
    // Park what the settled attempt rescheduled, as a disabling does.
    expect((await update(api, endpoint.id, { disabled: true })).status).toBe(200);
    expect((await deliveriesOf(api, endpoint.id))[0]).toMatchObject({ state: "pending", nextAttemptAt: null });

    // Enabled when its retry window has ended (on a clock past it): it fails, and nothing is sent.
    const later = new Date(Date.now() + server.service.domain.config.webhookRetryBaseMs * windowInBases + 60_000);
    const ctx = await contextAt(server, () => later, sandboxKey.secret);
    const { result } = await executeOperation(ctx, updateWebhookEndpoint, { id: endpoint.id, input: { disabled: false } });
    expect(result.disabled).toBe(false);
    const [failed] = await deliveriesOf(api, endpoint.id);
    expect(failed).toMatchObject({ state: "failed", attemptCount: 1, nextAttemptAt: null });
    expect(hook.requests).toHaveLength(1);
  });
});

describe("rolling the secret", () => {
  test("REST: a new secret shown once; during the overlap both secrets sign every attempt, each verified by standardwebhooks and verifyWebhookSignature; a replay answers the same secret", async ({ server, api }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    const key = idempotencyKey();
    const rolled = await roll(api, endpoint.id, { expires_in_hours: 2 }, key);
    expect(rolled.status).toBe(200);
    const newSecret = rolled.body.secret as string;
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSecret).not.toBe(endpoint.secret);
    expect(rolled.body).toMatchObject({ id: endpoint.id, object: "webhook_endpoint", url: hook.url, events: ["balance.updated"], disabled: false });
    const expiresAt = Date.parse(rolled.body.previous_secret_expires_at);
    expect(Math.abs(expiresAt - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);

    // The same key replays the same answer, secret included; another body with it is refused.
    const replayed = await roll(api, endpoint.id, { expires_in_hours: 2 }, key);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body).toEqual(rolled.body);
    expectError(await roll(api, endpoint.id, { expires_in_hours: 3 }, key), 422, "idempotency_key_reuse", "invalid_request");
    // Shown once: nowhere else.
    const shown = await api.get(`/webhook_endpoints/${endpoint.id}`);
    expect(shown.body.secret).toBeUndefined();
    expect(shown.body.previous_secret_expires_at).toBe(rolled.body.previous_secret_expires_at);

    await fund(api);
    await hook.waitFor((requests) => requests.length >= 1);
    const [request] = hook.requests;
    const { serviceSignature, standard } = signatureHeaders(request);
    const t = Number(/^t=(\d+),/.exec(serviceSignature)![1]);
    // t=…,v1=<new>,v1=<old>, and v1,<new> v1,<old>.
    expect(serviceSignature).toBe(signWebhookPayload(request.rawBody, [newSecret, endpoint.secret], t));
    expect(serviceSignature.match(/v1=/g)).toHaveLength(2);
    expect(standard["webhook-signature"]).toBe(signStandardWebhook(standard["webhook-id"], t, request.rawBody, [newSecret, endpoint.secret]));
    expect(standard["webhook-signature"].split(" ")).toHaveLength(2);
    for (const secret of [newSecret, endpoint.secret]) {
      expect(verifyWebhookSignature(request.rawBody, serviceSignature, secret)).toBe(true);
      expect(standardVerifies(request, secret)).toBe(true);
    }
    const stranger = newWebhookSecret();
    expect(verifyWebhookSignature(request.rawBody, serviceSignature, stranger)).toBe(false);
    expect(standardVerifies(request, stranger)).toBe(false);

    // Secrets are never logged.
    for (const secret of [endpoint.secret, newSecret]) expect(server.logLines.filter((line) => line.includes(secret))).toEqual([]);
  });

  test("after the overlap only the new secret signs, and the old one is erased; with 0 hours the old one stops at once", async ({ server, api, sandboxKey }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    // Rolled two hours ago with a one-hour overlap: the overlap is over now.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const ctx = await contextAt(server, () => twoHoursAgo, sandboxKey.secret);
    const { result } = await executeOperation(ctx, rollWebhookEndpointSecret, { id: endpoint.id, input: { expiresInHours: 1 } });
    const rolledSecret = result.secret;
    expect(result.previousSecretExpiresAt?.getTime()).toBe(twoHoursAgo.getTime() + 3_600_000);

    await fund(api);
    await hook.waitFor((requests) => requests.length >= 1);
    const first = hook.requests[0];
    const { serviceSignature } = signatureHeaders(first);
    expect(serviceSignature.match(/v1=/g)).toHaveLength(1);
    expect(signatureHeaders(first).standard["webhook-signature"].split(" ")).toHaveLength(1);
    expect(verifyWebhookSignature(first.rawBody, serviceSignature, rolledSecret)).toBe(true);
    expect(standardVerifies(first, rolledSecret)).toBe(true);
    expect(verifyWebhookSignature(first.rawBody, serviceSignature, endpoint.secret)).toBe(false);
    expect(standardVerifies(first, endpoint.secret)).toBe(false);

    // The sweep (every minute on the server; here at once) erases the expired secret at rest.
    const sealedPrevious = () =>
      server.service.database.prisma.webhookEndpoint.findFirst({ where: { id: endpoint.id }, select: { previousSecretCiphertext: true, previousSecretExpiresAt: true } });
    await eraseExpiredPreviousSecrets(server.service.domain);
    expect(await sealedPrevious()).toEqual({ previousSecretCiphertext: null, previousSecretExpiresAt: null });
    expect((await api.get(`/webhook_endpoints/${endpoint.id}`)).body.previous_secret_expires_at).toBeNull();

    // 0 hours: the replaced secret stops signing at once.
    const now = await roll(api, endpoint.id, { expires_in_hours: 0 });
    expect(now.status).toBe(200);
    expect(now.body.previous_secret_expires_at).toBeNull();
    await fund(api);
    await hook.waitFor((requests) => requests.length >= 2);
    const second = hook.requests[1];
    expect(verifyWebhookSignature(second.rawBody, signatureHeaders(second).serviceSignature, now.body.secret)).toBe(true);
    expect(verifyWebhookSignature(second.rawBody, signatureHeaders(second).serviceSignature, rolledSecret)).toBe(false);
    expect(standardVerifies(second, now.body.secret)).toBe(true);
    expect(standardVerifies(second, rolledSecret)).toBe(false);
    expect(server.logLines.filter((line) => line.includes(rolledSecret) || line.includes(now.body.secret))).toEqual([]);
  });

  test("GraphQL: rollWebhookEndpointSecret answers the new secret, replays it with the same key on either transport, and refuses an overlap out of range", async ({ server, api }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    const key = idempotencyKey();
    const rolled = await api.graphql(RollMutation, { id: endpoint.id, expiresInHours: 5, idempotencyKey: key });
    expect(rolled.errors).toBeUndefined();
    const answer = rolled.data!.rollWebhookEndpointSecret!;
    expect(answer).toMatchObject({ id: endpoint.id, disabled: false });
    expect(answer.secret).toMatch(/^whsec_/);
    expect(Math.abs(Date.parse(answer.previousSecretExpiresAt!) - (Date.now() + 5 * 3_600_000))).toBeLessThan(60_000);
    expect((await api.graphql(RollMutation, { id: endpoint.id, expiresInHours: 5, idempotencyKey: key })).data?.rollWebhookEndpointSecret).toEqual(answer);
    const overRest = await roll(api, endpoint.id, { expires_in_hours: 5 }, key);
    expect(overRest.status).toBe(200);
    expect(overRest.body.secret).toBe(answer.secret);
    expect((await api.graphql(EndpointQuery, { id: endpoint.id })).data?.webhookEndpoint?.secret).toBeNull();

    expectGraphQLError(await api.graphql(RollMutation, { id: endpoint.id, expiresInHours: 169 }), "rollWebhookEndpointSecret", 400, "validation_error", "invalid_request", "expiresInHours");
    expectGraphQLError(await api.graphql(RollMutation, { id: endpoint.id, expiresInHours: -1 }), "rollWebhookEndpointSecret", 400, "validation_error", "invalid_request", "expiresInHours");
    expectError(await roll(api, endpoint.id, { expires_in_hours: 169 }), 400, "validation_error", "invalid_request", "expires_in_hours");
    expectError(await roll(api, endpoint.id, { expires_in_hours: 1.5 }), 400, "validation_error", "invalid_request", "expires_in_hours");
    // None of the refusals rolled it: the answer's secret and the one it replaced still sign.
    await fund(api);
    await hook.waitFor((requests) => requests.length >= 1);
    const [request] = hook.requests;
    expect(verifyWebhookSignature(request.rawBody, signatureHeaders(request).serviceSignature, answer.secret!)).toBe(true);
    expect(verifyWebhookSignature(request.rawBody, signatureHeaders(request).serviceSignature, endpoint.secret)).toBe(true);

    // Deleting the endpoint erases the kept answer: its replay is 404 now.
    expect((await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${endpoint.id}`, undefined, { key: api.key })).status).toBe(200);
    expectError(await roll(api, endpoint.id, { expires_in_hours: 5 }, key), 404, "not_found", "invalid_request");
    expect(server.logLines.filter((line) => line.includes(answer.secret!))).toEqual([]);
  });
});

describe("a delivery's bodies", () => {
  let answering: Server | undefined;
  afterAll(async () => {
    answering?.closeAllConnections();
    await new Promise((resolve) => answering?.close(resolve) ?? resolve(undefined));
  });

  test("a delivery shows the body it sent, and each attempt the first 4096 bytes of its answer", async ({ api }) => {
    // Three answers: 5000 bytes (cut at 4096), 4095 bytes then a two-byte character the cut splits, then a short one.
    const answers = [
      { status: 500, body: Buffer.from("x".repeat(5_000)) },
      { status: 500, body: Buffer.from(`${"a".repeat(4_095)}é${"z".repeat(100)}`) },
      { status: 200, body: Buffer.from("reçu ✓") },
    ];
    const received: Buffer[] = [];
    answering = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const answer = answers[Math.min(received.length, answers.length - 1)];
        received.push(Buffer.concat(chunks));
        res.writeHead(answer.status, { "content-type": "text/plain; charset=utf-8" }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => answering!.listen(0, "127.0.0.1", resolve));
    const endpoint = await endpointFor(api, `http://127.0.0.1:${(answering.address() as { port: number }).port}/hooks`, ["balance.updated"]);
    await fund(api);
    const [delivery] = await waitFor(() => deliveriesOf(api, endpoint.id), (list) => list[0]?.state === "delivered", "delivered on the third attempt");
    expect(received).toHaveLength(3);
    expect(delivery.requestBody).toBe(received[0].toString("utf8"));
    expect(Buffer.from(delivery.requestBody, "utf8").equals(received[2])).toBe(true);
    expect(JSON.parse(delivery.requestBody)).toMatchObject({ id: delivery.eventId, object: "event", type: "balance.updated" });
    expect(delivery.attempts.map((a) => a.responseStatus)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0].responseBody).toBe("x".repeat(4_096));
    expect(delivery.attempts[1].responseBody).toBe("a".repeat(4_095));
    expect(delivery.attempts[2].responseBody).toBe("reçu ✓");
  });
});
