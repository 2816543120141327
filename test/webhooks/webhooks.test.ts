// Webhook endpoints and signed delivery (docs/api/events-and-webhooks.md) against real receivers on
// 127.0.0.1.
import { afterAll, describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, expectGraphQLError, idempotencyKey, apiClient, newKey, newOrganization, bankTransfer, changeSettings, type ApiClient } from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { verifyWebhookSignature } from "../../src/webhooks.js";
import { receiversForFile } from "../support/webhook-receiver.js";
import { sleep } from "../support/time.js";

const saved: Record<string, string | undefined> = {};
// Receivers listen on loopback; a small retry base makes the backoff schedule take milliseconds.
const receiver = receiversForFile();

function setEnv(name: string, value: string | undefined) {
  if (!(name in saved)) saved[name] = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function del(server: TestServer, key: string, path: string) {
  return httpRequest(server.baseUrl, "DELETE", `/sandbox/v1${path}`, undefined, { key });
}

async function createEndpoint(api: ApiClient, body: Record<string, unknown>) {
  const created = await api.post("/webhook_endpoints", body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; secret: string; url: string };
}

async function deliveriesOf(server: TestServer, endpointId: string) {
  return server.service.database.prisma.webhookDelivery.findMany({ where: { endpointId }, orderBy: { id: "asc" } });
}

async function attemptsOf(server: TestServer, deliveryId: string) {
  return server.service.database.prisma.webhookAttempt.findMany({ where: { deliveryId }, orderBy: { id: "asc" } });
}

describe("webhook endpoints", () => {
  test("create shows the secret once; list and the database never hold it in plain text", async ({ api, server, org }) => {
    const hook = await receiver();
    const key = idempotencyKey();
    const created = await api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created", "transfer.failed"], description: "ops" }, { idempotencyKey: key });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^we_/),
      object: "webhook_endpoint",
      url: hook.url,
      events: ["transfer.created", "transfer.failed"],
      description: "ops",
      disabled: false,
      previous_secret_expires_at: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      created_at: expect.any(String),
      test_data: true,
    });
    const { id, secret } = created.body;

    // The same Idempotency-Key replays the same answer, secret included, and creates nothing more.
    const replay = await api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created", "transfer.failed"], description: "ops" }, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(created.body);

    const listed = await api.get("/webhook_endpoints");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ object: "list", data: [{ ...created.body, secret: undefined }], has_more: false });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    // Without a key the endpoint is created too (the key is optional).
    const plain = await createEndpoint(api, { url: hook.url });
    // events is always an array: ["*"] is every type, present and future
    // (docs/api/events-and-webhooks.md#webhook-endpoints).
    expect(plain).toMatchObject({ events: ["*"], description: null });

    const prisma = server.service.database.prisma;
    const row = await prisma.webhookEndpoint.findFirstOrThrow({ where: { organizationId: org.id, id } });
    expect(row.secretCiphertext).toMatch(/^v1\.(db|env):/);
    expect(row.secretCiphertext).not.toContain(secret.slice(6));
    const dump = JSON.stringify(
      await Promise.all([
        prisma.webhookEndpoint.findMany({ where: { organizationId: org.id } }),
        prisma.idempotencyRecord.findMany({ where: { organizationId: org.id } }),
        prisma.serviceSetting.findMany(),
      ]),
    );
    expect(dump).not.toContain(secret.slice(6));
    expect(server.logLines.join("\n")).not.toContain(secret.slice(6));
  });

  // Only the embedded database ever generates a key (docs/operations.md#deployment-secrets); on
  // PostgreSQL it is always set.
  test.skipIf(process.env.DATABASE_URL)("secrets sealed under WEBHOOK_SECRET_KEY and under the generated key both stay usable", async ({ api, server, org }) => {
    const hook = await receiver();
    setEnv("WEBHOOK_SECRET_KEY", "ab".repeat(32));
    const underEnv = await createEndpoint(api, { url: hook.url, events: ["balance.updated"] });
    setEnv("WEBHOOK_SECRET_KEY", undefined);
    const underDatabase = await createEndpoint(api, { url: hook.url, events: ["balance.updated"] });
    setEnv("WEBHOOK_SECRET_KEY", "ab".repeat(32)); // set later: the older endpoint still signs
    try {
      const rows = await server.service.database.prisma.webhookEndpoint.findMany({ where: { organizationId: org.id, id: { in: [underEnv.id, underDatabase.id] } } });
      expect(Object.fromEntries(rows.map((r) => [r.id, r.secretCiphertext!.split(":")[0]]))).toEqual({ [underEnv.id]: "v1.env", [underDatabase.id]: "v1.db" });
      expect((await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      await hook.waitFor((r) => r.length >= 2);
      const verified = hook.requests.map((request) =>
        [underEnv, underDatabase].filter((e) => verifyWebhookSignature(request.rawBody, request.headers["service-signature"] as string, e.secret)).map((e) => e.id),
      );
      expect(verified.flat().sort()).toEqual([underEnv.id, underDatabase.id].sort());
    } finally {
      setEnv("WEBHOOK_SECRET_KEY", saved.WEBHOOK_SECRET_KEY);
    }
  });

  test("a URL that must not be reached is refused before the Idempotency-Key's stored answer, whether or not the instance remembers it (docs/api/errors.md#check-order)", async ({ api, server }) => {
    const hook = await receiver();
    const key = idempotencyKey();
    expect((await api.post("/webhook_endpoints", { url: hook.url }, { idempotencyKey: key })).status).toBe(201);
    // Replayed: the instance remembers the key's answer.
    expect((await api.post("/webhook_endpoints", { url: hook.url }, { idempotencyKey: key })).status).toBe(201);
    const restore = changeSettings(server, { webhookAllowPrivate: false });
    try {
      const refused = await api.post("/webhook_endpoints", { url: "http://10.0.0.1/hooks" }, { idempotencyKey: key });
      expectError(refused, 400, "validation_error", "invalid_request", "url");
    } finally {
      restore();
    }
  });

  test("validation: url scheme, length, credentials, event types", async ({ api }) => {
    expectError(await api.post("/webhook_endpoints", {}), 400, "validation_error", "invalid_request", "url");
    expectError(await api.post("/webhook_endpoints", { url: "ftp://example.com/x" }), 400, "validation_error", "invalid_request", "url");
    expectError(await api.post("/webhook_endpoints", { url: "not a url" }), 400, "validation_error", "invalid_request", "url");
    expectError(await api.post("/webhook_endpoints", { url: `https://example.com/${"a".repeat(2048)}` }), 400, "validation_error", "invalid_request", "url");
    expectError(await api.post("/webhook_endpoints", { url: "https://user:pw@example.com/x" }), 400, "validation_error", "invalid_request", "url");
    expectError(
      await api.post("/webhook_endpoints", { url: "https://example.com/x", events: ["transfer.created", "transfer.exploded"] }),
      400,
      "validation_error",
      "invalid_request",
      "events.1",
    );
    expectError(await api.post("/webhook_endpoints", { url: "https://example.com/x", events: [] }), 400, "validation_error", "invalid_request", "events");
    expectError(await api.post("/webhook_endpoints", { url: "https://example.com/x", extra: 1 }), 400, "validation_error", "invalid_request", "extra");
    expectError(await api.post("/webhook_endpoints", { url: "https://example.com/x", description: "d".repeat(256) }), 400, "validation_error", "invalid_request", "description");
  });

  test("targets that reach the service's internals are refused unless WEBHOOK_ALLOW_PRIVATE=1", async ({ api, server }) => {
    const allowAgain = changeSettings(server, { webhookAllowPrivate: false });
    try {
      for (const url of [
        "http://127.0.0.1:4000/sandbox/v1/balances",
        "http://localhost/x",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/x",
        "http://0.0.0.0/x",
        "http://10.1.2.3/x",
        "http://192.168.0.1/x",
        "http://[::ffff:127.0.0.1]/x",
        "http://2130706433/x", // 127.0.0.1 written as one number
      ]) {
        const refused = await api.post("/webhook_endpoints", { url });
        expectError(refused, 400, "validation_error", "invalid_request", "url");
      }
    } finally {
      allowAgain();
    }
    expect((await api.post("/webhook_endpoints", { url: "http://127.0.0.1:9/x" })).status).toBe(201);
  });

  test("every operation needs a key holding a :write scope", async ({ server, org }) => {
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "cards:read", "balances:read"] })).secret);
    expectError(await readOnly.post("/webhook_endpoints", { url: "https://example.com/x" }), 403, "insufficient_scope", "permission_error");
    expectError(await readOnly.get("/webhook_endpoints"), 403, "insufficient_scope", "permission_error");
    expectError(await del(server, readOnly.key, "/webhook_endpoints/we_x"), 403, "insufficient_scope", "permission_error");
    const cardsWriter = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:write"] })).secret);
    expect((await cardsWriter.get("/webhook_endpoints")).status).toBe(200);
  });

  test("endpoints belong to their organization and environment; delete answers 200 once, then 404", async ({ api, server, liveApi }) => {
    const endpoint = await createEndpoint(api, { url: "https://example.com/hook" });
    const other = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expect((await other.get("/webhook_endpoints")).body.data).toEqual([]);
    expectError(await del(server, other.key, `/webhook_endpoints/${endpoint.id}`), 404, "not_found", "invalid_request");
    expect((await liveApi.get("/webhook_endpoints")).body.data).toEqual([]);
    const live = await liveApi.post("/webhook_endpoints", { url: "https://example.com/live" });
    expect(live.status).toBe(201);
    expect(live.body.test_data).toBe(false);

    const deleted = await del(server, api.key, `/webhook_endpoints/${endpoint.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: endpoint.id, object: "webhook_endpoint", deleted: true });
    expectError(await del(server, api.key, `/webhook_endpoints/${endpoint.id}`), 404, "not_found", "invalid_request");
    expect((await api.get("/webhook_endpoints")).body.data).toEqual([]);
  });
});

describe("webhook endpoints, at most 16 per organization and environment", () => {
  test("the 17th is refused with validation_error and stores nothing; deleting one makes room; the other environment has its own 16", async ({ api, server, liveApi }) => {
    const hook = await receiver();
    const made: string[] = [];
    for (let i = 0; i < 16; i++) made.push((await createEndpoint(api, { url: `${hook.url}/${i}` })).id);
    const key = idempotencyKey();
    const refused = await api.post("/webhook_endpoints", { url: `${hook.url}/16` }, { idempotencyKey: key });
    expectError(refused, 400, "validation_error", "invalid_request");
    expect(refused.body.error.message).toMatch(/16 webhook endpoints/);
    expect((await api.get("/webhook_endpoints")).body.data).toHaveLength(16);
    // Live keeps its own.
    const live = await liveApi.post("/webhook_endpoints", { url: `${hook.url}/live` });
    expect(live.status).toBe(201);
    // Deleting one makes room, and the refused request's key may be used again (nothing was stored).
    expect((await del(server, api.key, `/webhook_endpoints/${made[0]}`)).status).toBe(200);
    const again = await api.post("/webhook_endpoints", { url: `${hook.url}/16` }, { idempotencyKey: key });
    expect(again.status).toBe(201);
  });

  test("16 created at once from one key: every one made, the next refused (creations take turns)", async ({ api }) => {
    const hook = await receiver();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post("/webhook_endpoints", { url: `${hook.url}/${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(16);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 400, "validation_error", "invalid_request");
    expect((await api.get("/webhook_endpoints")).body.data).toHaveLength(16);
  });

  test("GraphQL counts the endpoints list at 16 in an operation's cost", async ({ api, server }) => {
    const document = "{ webhookEndpoints { deliveries(first: 100) { edges { node { eventType attempts { error } } } } } }";
    const answer = await httpRequest(server.baseUrl, "POST", "/graphql", { query: document }, { key: api.key });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: "validation_error", status: 400 });
    expect(answer.body.errors[0].message).toMatch(/Query cost limit of 10000 exceeded/);
  });
});

describe("delivery", () => {
  test("a real receiver gets the event signed; the signature verifies byte for byte", async ({ api, server }) => {
    const hook = await receiver();
    const endpoint = await createEndpoint(api, { url: hook.url, events: ["transfer.created"] });
    const transfer = await api.post("/transfers", bankTransfer(1500, { reference: "order-42" }), { idempotencyKey: idempotencyKey() });
    expect(transfer.status).toBe(201);
    await hook.waitFor((r) => r.length >= 1);
    await sleep(300); // a second delivery of the same event would show here
    expect(hook.requests).toHaveLength(1);

    const [request] = hook.requests;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    const header = request.headers["service-signature"] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(Math.abs(Number(/^t=(\d+)/.exec(header)![1]) - Date.now() / 1000)).toBeLessThan(30);
    expect(verifyWebhookSignature(request.rawBody, header, endpoint.secret)).toBe(true);
    expect(verifyWebhookSignature(request.rawBody.toString("utf8"), header, endpoint.secret)).toBe(true);
    // One changed byte, another secret, an old timestamp: all refused.
    const tampered = Buffer.from(request.rawBody);
    tampered[tampered.length - 2] ^= 1;
    expect(verifyWebhookSignature(tampered, header, endpoint.secret)).toBe(false);
    expect(verifyWebhookSignature(request.rawBody, header, "whsec_other")).toBe(false);
    expect(verifyWebhookSignature(request.rawBody, header, endpoint.secret, { now: Date.now() + 301_000 })).toBe(false);
    expect(verifyWebhookSignature(request.rawBody, header, endpoint.secret, { now: Date.now() + 301_000, toleranceSeconds: 600 })).toBe(true);

    const event = JSON.parse(request.rawBody.toString("utf8"));
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), object: "event", type: "transfer.created", environment: "sandbox", test_data: true });
    expect(event.data.object).toMatchObject({ id: transfer.body.id, object: "transfer", reference: "order-42", amount: 1500 });
    // The body is the event exactly as GET /events/{id} shows it.
    expect((await api.get(`/events/${event.id}`)).body).toEqual(event);

    const [delivery] = await deliveriesOf(server, endpoint.id);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 1, eventId: event.id });
    const attempts = await attemptsOf(server, delivery.id);
    expect(attempts).toMatchObject([{ attempt: 1, statusCode: 200, error: null }]);
    expect(attempts[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  test("a receiver answering 500 then 200 gets the retry, signed afresh", async ({ api, server }) => {
    const hook = await receiver((index) => (index === 0 ? 500 : 200));
    const endpoint = await createEndpoint(api, { url: hook.url, events: ["balance.updated"] });
    expect((await api.post("/test/fund", { amount: 700, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await hook.waitFor((r) => r.length >= 2);
    const [first, second] = hook.requests;
    expect(second.rawBody.equals(first.rawBody)).toBe(true);
    for (const request of [first, second]) {
      expect(verifyWebhookSignature(request.rawBody, request.headers["service-signature"] as string, endpoint.secret)).toBe(true);
    }
    await sleep(300);
    expect(hook.requests).toHaveLength(2);
    const [delivery] = await deliveriesOf(server, endpoint.id);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 2 });
    expect(await attemptsOf(server, delivery.id)).toMatchObject([
      { attempt: 1, statusCode: 500, error: null },
      { attempt: 2, statusCode: 200, error: null },
    ]);
  });

  test("a receiver that never answers in time is retried", async ({ api, server }) => {
    const restoreTimeout = changeSettings(server, { webhookTimeoutMs: 300 });
    try {
      const hook = await receiver((index) => (index === 0 ? "hang" : 204));
      const endpoint = await createEndpoint(api, { url: hook.url, events: ["balance.updated"] });
      expect((await api.post("/test/fund", { amount: 800, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      await hook.waitFor((r) => r.length >= 2);
      const [delivery] = await deliveriesOf(server, endpoint.id);
      await expect.poll(async () => (await deliveriesOf(server, endpoint.id))[0].state).toBe("delivered");
      const attempts = await attemptsOf(server, delivery.id);
      expect(attempts).toMatchObject([
        { attempt: 1, statusCode: null, error: "no answer within 300 ms" },
        { attempt: 2, statusCode: 204, error: null },
      ]);
      expect(attempts[0].latencyMs).toBeGreaterThanOrEqual(290);
    } finally {
      restoreTimeout();
    }
  });

  test("receivers that never answer hold at most their organization's share of the attempts: another organization's delivery goes out meanwhile", async ({ api, server }) => {
    // Long enough that, without the share, the other delivery would wait for these timeouts.
    const restoreTimeout = changeSettings(server, { webhookTimeoutMs: 60_000 });
    const stuck = await receiver(() => "hang");
    try {
      // Two endpoints: the share is the organization's, however many endpoints it has.
      await createEndpoint(api, { url: stuck.url, events: ["balance.updated"] });
      await createEndpoint(api, { url: `${stuck.url}/2`, events: ["balance.updated"] });
      for (let i = 0; i < 40; i++) {
        expect((await api.post("/test/fund", { amount: 100, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      }
      await stuck.waitFor((r) => r.length >= 32);
      const other = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
      const prompt = await receiver();
      await createEndpoint(other, { url: prompt.url, events: ["balance.updated"] });
      expect((await other.post("/test/fund", { amount: 100, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      await prompt.waitFor((r) => r.length >= 1);
      // The 48 others are still due, behind the 32 that hang.
      expect(stuck.requests.length).toBe(32);
    } finally {
      stuck.answer = () => 200;
      stuck.requests.forEach((request, index) => request.answer === "hang" && stuck.release(index, 200));
      restoreTimeout();
    }
    await stuck.waitFor((r) => r.filter((request) => request.answer === 200).length >= 80);
  });

  test("a card's freeze, unfreeze and terminate, and a simulated authorization, wake the fan-out: their events go out at once, not at the next poll", async ({ api, server }) => {
    const hook = await receiver();
    await createEndpoint(api, { url: hook.url, events: ["balance.updated", "card.frozen", "card.unfrozen", "card.terminated", "card_transaction.created"] });
    const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };
    const card = await api.post("/cards", { product: "net-400", cardholder, initial_load: 1_000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    // The poll a minute apart from now on: once the fan-out has run for a fund (which wakes it), it
    // waits a minute unless woken. (A transfer would wake it again when it settles.)
    const restorePoll = changeSettings(server, { workerPollMs: 60_000 });
    try {
      const types = () => hook.events().map((event) => event.type);
      expect((await api.post("/test/fund", { amount: 5, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      await hook.waitFor(() => types().length >= 2); // the card's balance.updated, then the fund's
      const sent = types().length;
      // A round that found work is followed by one more, 250 ms on: let it pass, so that what
      // follows is fanned out only if woken. (The test passes either way with the wake.)
      await sleep(1_000);
      const steps: Array<[string, Record<string, unknown> | undefined, number, string]> = [
        [`/test/cards/${card.body.id}/authorizations`, { amount: 100 }, 201, "card_transaction.created"],
        [`/cards/${card.body.id}/freeze`, undefined, 200, "card.frozen"],
        [`/cards/${card.body.id}/unfreeze`, undefined, 200, "card.unfrozen"],
      ];
      for (const [path, body, status, type] of steps) {
        expect((await api.post(path, body)).status).toBe(status);
        await hook.waitFor(() => types().slice(sent).includes(type), 5_000);
      }
    } finally {
      restorePoll();
    }
  });

  test('events ["*"] is accepted on create and means every type; listed with others, "*" still wins (docs/api/events-and-webhooks.md#webhook-endpoints)', async ({ api, server }) => {
    const hook = await receiver();
    const every = await createEndpoint(api, { url: hook.url, events: ["*"] });
    expect(every).toMatchObject({ events: ["*"] });
    const mixed = await createEndpoint(api, { url: hook.url, events: ["card.created", "*"] });
    expect(mixed).toMatchObject({ events: ["*"] });
    const listed = (await api.get("/webhook_endpoints")).body.data as Array<{ id: string; events: string[] }>;
    expect(listed.filter((e) => [every.id, mixed.id].includes(e.id)).map((e) => e.events)).toEqual([["*"], ["*"]]);
    expectError(await api.post("/webhook_endpoints", { url: hook.url, events: ["**"] }), 400, "validation_error", "invalid_request", "events.0");
    expect((await api.post("/test/fund", { amount: 100, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await expect.poll(async () => (await deliveriesOf(server, every.id)).length).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(server, mixed.id)).length).toBeGreaterThanOrEqual(1);
  });

  test("deleting an endpoint erases the secret its creation's Idempotency-Key kept: the replay answers 404 (docs/api/events-and-webhooks.md#webhook-endpoints)", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const body = { url: "https://hooks.invalid/replayed", events: ["card.created"] };
    const created = await api.post("/webhook_endpoints", body, { idempotencyKey: key });
    expect(created.status).toBe(201);
    // A replay before deletion fills this instance's in-memory copy of the completed record too.
    expect((await api.post("/webhook_endpoints", body, { idempotencyKey: key })).body.secret).toBe(created.body.secret);
    expect((await del(server, api.key, `/webhook_endpoints/${created.body.id}`)).status).toBe(200);
    const replay = await api.post("/webhook_endpoints", body, { idempotencyKey: key });
    expectError(replay, 404, "not_found", "invalid_request");
    expect(JSON.stringify(replay.body)).not.toContain(created.body.secret.slice(6));
    const records = await server.service.database.prisma.idempotencyRecord.findMany({ where: { organizationId: org.id, key } });
    expect(records.map((r) => [r.responseStatus, JSON.parse(r.responseBody!).error.code])).toEqual([[404, "not_found"]]);
    const row = await server.service.database.prisma.webhookEndpoint.findFirstOrThrow({ where: { organizationId: org.id, id: created.body.id } });
    expect(row.secretCiphertext).toBeNull();
    // The same key on GraphQL (one key space) answers not_found too.
    const viaGraphql = await api.graphql(CreateWebhookEndpoint, { input: body, idempotencyKey: key });
    expectGraphQLError(viaGraphql, "createWebhookEndpoint", 404, "not_found", "invalid_request");
  });

  test("a deleted endpoint gets nothing more: its pending retries stop and new events skip it", async ({ api, server }) => {
    const hook = await receiver(() => 503);
    const endpoint = await createEndpoint(api, { url: hook.url, events: ["balance.updated"] });
    expect((await api.post("/test/fund", { amount: 900, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await hook.waitFor((r) => r.length >= 2); // failing, and being retried
    expect((await del(server, api.key, `/webhook_endpoints/${endpoint.id}`)).status).toBe(200);
    const countAtDeletion = hook.requests.length;
    expect((await api.post("/test/fund", { amount: 901, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await sleep(1500);
    // An attempt already under way when the endpoint was deleted may still land; nothing after it.
    expect(hook.requests.length).toBeLessThanOrEqual(countAtDeletion + 1);
    const deliveries = await deliveriesOf(server, endpoint.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].state).toBe("abandoned");
    const row = await server.service.database.prisma.webhookEndpoint.findFirstOrThrow({ where: { id: endpoint.id } });
    expect(row.secretCiphertext).toBeNull();
    expect(row.deletedAt).not.toBeNull();
  });

  test("only the endpoint's event types, of its own organization and environment, are delivered", async ({ api, server }) => {
    const hook = await receiver();
    await createEndpoint(api, { url: hook.url, events: ["transfer.created"] });
    const other = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expect((await other.post("/transfers", bankTransfer(100), { idempotencyKey: idempotencyKey() })).status).toBe(201);
    expect((await api.post("/test/fund", { amount: 100, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    const mine = await api.post("/transfers", bankTransfer(200), { idempotencyKey: idempotencyKey() });
    await hook.waitFor((r) => r.length >= 1);
    await sleep(500);
    expect(hook.events().map((e) => [e.type, e.data.object.id])).toEqual([["transfer.created", mine.body.id]]);
  });

  test("a target that became private is refused at delivery time, and the attempt says so", async ({ api, server }) => {
    const hook = await receiver();
    const endpoint = await createEndpoint(api, { url: hook.url, events: ["balance.updated"] });
    const allowAgain = changeSettings(server, { webhookAllowPrivate: false });
    try {
      expect((await api.post("/test/fund", { amount: 300, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      await expect
        .poll(async () => {
          const [delivery] = await deliveriesOf(server, endpoint.id);
          return delivery ? (await attemptsOf(server, delivery.id)).length : 0;
        }, { timeout: 5000 })
        .toBeGreaterThanOrEqual(1);
      const [delivery] = await deliveriesOf(server, endpoint.id);
      const [attempt] = await attemptsOf(server, delivery.id);
      expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/^refused: 127\.0\.0\.1 is not a public address/) });
      expect(hook.requests).toHaveLength(0);
    } finally {
      allowAgain();
    }
    // Allowed again: the retry reaches the receiver.
    await hook.waitFor((r) => r.length >= 1);
  });
});

const CreateWebhookEndpoint = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {
    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id url events description secret createdAt testData }
  }
`);

const WebhookEndpoints = graphql(`
  query WebhookEndpoints {
    webhookEndpoints { id url events secret }
  }
`);

const DeleteWebhookEndpoint = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) { id deleted }
  }
`);

describe("GraphQL", () => {
  test("createWebhookEndpoint, webhookEndpoints, deleteWebhookEndpoint are the REST operations", async ({ api, server, org }) => {
    const key = idempotencyKey();
    const created = await api.graphql(CreateWebhookEndpoint, { input: { url: "https://example.com/gql", events: ["card.created"] }, idempotencyKey: key });
    expect(created.errors).toBeUndefined();
    const endpoint = created.data!.createWebhookEndpoint!;
    expect(endpoint).toMatchObject({ url: "https://example.com/gql", events: ["card.created"], description: null, testData: true });
    expect(endpoint.secret).toMatch(/^whsec_/);
    // One key space with REST: the REST replay answers the GraphQL creation.
    const replay = await api.post("/webhook_endpoints", { url: "https://example.com/gql", events: ["card.created"] }, { idempotencyKey: key });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toMatchObject({ id: endpoint.id, secret: endpoint.secret });

    const listed = await api.graphql(WebhookEndpoints, {});
    expect(listed.data?.webhookEndpoints).toEqual([{ id: endpoint.id, url: "https://example.com/gql", events: ["card.created"], secret: null }]);

    const invalid = await api.graphql(CreateWebhookEndpoint, { input: { url: "https://example.com/x", events: ["nope"] } });
    expectGraphQLError(invalid, "createWebhookEndpoint", 400, "validation_error", "invalid_request", "events.0");

    const deleted = await api.graphql(DeleteWebhookEndpoint, { id: endpoint.id });
    expect(deleted.data?.deleteWebhookEndpoint).toEqual({ id: endpoint.id, deleted: true });
    const again = await api.graphql(DeleteWebhookEndpoint, { id: endpoint.id });
    expectGraphQLError(again, "deleteWebhookEndpoint", 404, "not_found", "invalid_request");

    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expectGraphQLError(await readOnly.graphql(WebhookEndpoints, {}), "webhookEndpoints", 403, "insufficient_scope", "permission_error");
  });
});
