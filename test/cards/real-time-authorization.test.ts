// Real-time authorization (docs/api/cards.md#real-time-authorization): a webhook endpoint whose
// events are exactly ["card_authorization.request"] is asked, signed as every delivery, to decide
// each purchase that passed the card's own checks; it approves, declines, or (garbage, an error,
// slowness, a refused connection) lets the purchase be declined with authorization_timeout. Each
// request is one delivery of the endpoint, never retried; no lock is held while it waits.
import { spawn } from "node:child_process";
import { describe } from "vitest";
import { createClient } from "graphql-sse";
import { print } from "graphql";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, expectGraphQLError, expectLedgerBalanced, changeSettings, idempotencyKey, type ApiClient } from "../support/fixtures.js";
import { receiversForFile, type Answer } from "../support/webhook-receiver.js";
import { freePort } from "../support/child-server.js";
import { usd } from "../support/money.js";
import { cardBalance, eventsOfType, issuedCard, purchase } from "../support/cards.js";
import { verifyWebhookSignature } from "../../src/webhooks.js";
import { httpRequest } from "../support/http.js";

const startReceiver = receiversForFile();

const approve: Answer = { status: 200, body: '{"approved": true}' };
const decline: Answer = { status: 200, body: '{"approved":false}' };

const DeliveriesQuery = graphql(`
  query RealTimeDeliveries($endpoint: ID!) {
    node(id: $endpoint) {
      ... on WebhookEndpoint {
        deliveries(first: 20) {
          edges { node { eventId eventType state attemptCount requestBody attempts { attempt responseStatus responseBody error } } }
        }
      }
    }
  }
`);

const RedeliverMutation = graphql(`
  mutation RealTimeRedeliver($id: ID!, $idempotencyKey: String!) {
    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state }
  }
`);

const DeliveryIdsQuery = graphql(`
  query RealTimeDeliveryIds($endpoint: ID!) {
    node(id: $endpoint) { ... on WebhookEndpoint { deliveries(first: 5) { edges { node { id } } } } }
  }
`);

const AuthorizeMutation = graphql(`
  mutation RealTimeAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {
    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) { id status declineReason amount }
  }
`);

const EventsSubscription = graphql(`
  subscription RealTimeEvents($types: [EventType!]) {
    events(types: $types) { type data { object } }
  }
`);

async function realTimeEndpoint(api: ApiClient, url: string): Promise<{ id: string; secret: string }> {
  const created = await api.post("/webhook_endpoints", { url, events: ["card_authorization.request"] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.events).toEqual(["card_authorization.request"]);
  return created.body;
}

async function deliveriesOf(api: ApiClient, endpointId: string) {
  const result = await api.graphql(DeliveriesQuery, { endpoint: endpointId });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return (result.data!.node as { deliveries: { edges: Array<{ node: any }> } }).deliveries.edges.map((edge) => edge.node);
}

describe("the real-time authorization endpoint", () => {
  test("one per organization and environment, alone in its events; \"*\" does not take the requests", async ({ api, server }) => {
    const receiver = await startReceiver(() => approve);
    const mixed = await api.post("/webhook_endpoints", { url: receiver.url, events: ["card_authorization.request", "card.created"] });
    expectError(mixed, 400, "validation_error", "invalid_request", "events");
    expect(mixed.body.error.message).toBe('events must be ["card_authorization.request"] alone for real-time authorization: such an endpoint receives no events.');
    const first = await realTimeEndpoint(api, receiver.url);
    const second = await api.post("/webhook_endpoints", { url: receiver.url, events: ["card_authorization.request"] });
    expectError(second, 400, "validation_error", "invalid_request", "events");
    expect(second.body.error.message).toContain(first.id);
    const everything = await api.post("/webhook_endpoints", { url: receiver.url });
    expect(everything.status).toBe(201);
    expectError(await api.post(`/webhook_endpoints/${everything.body.id}`, { events: ["card_authorization.request"] }), 400, "validation_error", "invalid_request", "events");

    const card = await issuedCard(api, { initial_load: 1000 });
    expect(await purchase(api, card.id, { amount: 100 })).toMatchObject({ status: "succeeded", decline_reason: null });
    // The endpoint taking every event type received events, but never a request for a decision.
    await receiver.waitFor((requests) => requests.some((r) => JSON.parse(r.rawBody.toString()).type === "card_transaction.created"));
    expect(receiver.events().filter((e) => e.type === "card_authorization.request")).toHaveLength(1);

    // Deleted, it makes room for another; disabled, it is asked nothing and purchases are decided without it.
    expect((await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${first.id}`, undefined, { key: api.key })).status).toBe(200);
    const again = await realTimeEndpoint(api, receiver.url);
    expect((await api.post(`/webhook_endpoints/${again.id}`, { disabled: true })).status).toBe(200);
    const before = receiver.events().filter((e) => e.type === "card_authorization.request").length;
    expect(await purchase(api, card.id, { amount: 100 })).toMatchObject({ status: "succeeded" });
    expect(receiver.events().filter((e) => e.type === "card_authorization.request")).toHaveLength(before);
    expect(await cardBalance(api, card.id)).toBe(800);
  });

  test("approves: signed as every delivery, with the pending transaction; one delivery, never sent again", async ({ api, server }) => {
    const receiver = await startReceiver(() => approve);
    const endpoint = await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 5000 });
    const wallet = await usd(api);

    const bought = await purchase(api, card.id, { amount: 1200, merchant_name: "Bistro", merchant_category: "restaurants" });
    expect(bought).toEqual({
      id: expect.stringMatching(/^ctx_/),
      object: "card_transaction",
      card_id: card.id,
      type: "authorization",
      status: "succeeded",
      amount: 1200,
      currency: "USD",
      merchant: { name: "Bistro", mcc: null, country: null, category: "restaurants" },
      decline_reason: null,
      created_at: expect.any(String),
      test_data: true,
    });
    expect(await cardBalance(api, card.id)).toBe(3800);
    expect(await usd(api)).toEqual(wallet);

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    const body = JSON.parse(request.rawBody.toString("utf8"));
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_/),
      object: "event",
      type: "card_authorization.request",
      environment: "sandbox",
      created_at: bought.created_at,
      data: { object: { ...bought, status: "pending" } },
      test_data: true,
    });
    expect(verifyWebhookSignature(request.rawBody, request.headers["service-signature"] as string, endpoint.secret)).toBe(true);
    expect(request.headers["webhook-id"]).toBe(body.id);
    // Not an event of the account: never listed, never found.
    expect((await api.get("/events?limit=100")).body.data.map((e: any) => e.id)).not.toContain(body.id);
    expectError(await api.get(`/events/${body.id}`), 404, "not_found", "invalid_request");
    // card_transaction.created carries the decision, once.
    const created = (await eventsOfType(api, "card_transaction.created")).filter((e) => e.data.object.id === bought.id);
    expect(created.map((e) => e.data.object)).toEqual([bought]);

    const [delivery] = await deliveriesOf(api, endpoint.id);
    expect(delivery).toEqual({
      eventId: body.id,
      eventType: "card_authorization.request",
      state: "delivered",
      attemptCount: 1,
      requestBody: request.rawBody.toString("utf8"),
      attempts: [{ attempt: 1, responseStatus: 200, responseBody: '{"approved": true}', error: null }],
    });
    const ids = await api.graphql(DeliveryIdsQuery, { endpoint: endpoint.id });
    const deliveryId = (ids.data!.node as { deliveries: { edges: Array<{ node: { id: string } }> } }).deliveries.edges[0].node.id;
    expectGraphQLError(await api.graphql(RedeliverMutation, { id: deliveryId, idempotencyKey: idempotencyKey() }), "redeliverWebhookDelivery", 400, "validation_error", "invalid_request", "id");
    expect(receiver.requests).toHaveLength(1);
    await expectLedgerBalanced(server);
  });

  test("declines, or gives no decision: garbage, an error status, a cut-off answer, a refused connection", async ({ api, server }) => {
    const answers: Answer[] = [decline, { status: 200, body: "x".repeat(5000) }, { status: 200, body: '{"approved": "yes"}' }, { status: 503, body: '{"approved": true}' }];
    const receiver = await startReceiver((index) => answers[index]);
    const endpoint = await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 5000 });
    const wallet = await usd(api);
    for (const reason of ["authorization_declined", "authorization_timeout", "authorization_timeout", "authorization_timeout"]) {
      expect(await purchase(api, card.id, { amount: 700 })).toMatchObject({ status: "declined", decline_reason: reason, amount: 700 });
      expect(await cardBalance(api, card.id)).toBe(5000);
    }
    const deliveries = (await deliveriesOf(api, endpoint.id)).reverse(); // oldest first
    expect(deliveries.map((d) => [d.state, d.attempts[0].responseStatus])).toEqual([
      ["delivered", 200],
      ["failed", 200],
      ["failed", 200],
      ["failed", 503],
    ]);
    expect(deliveries[1].attempts[0].responseBody).toBe("x".repeat(4096));
    expect(deliveries[1].attempts[0].error).toBe('not a decision: the answer must be {"approved": true} or {"approved": false}');

    // Nobody listens: the connection is refused.
    expect((await api.post(`/webhook_endpoints/${endpoint.id}`, { url: `http://127.0.0.1:${await freePort()}/hooks` })).status).toBe(200);
    expect(await purchase(api, card.id, { amount: 700 })).toMatchObject({ status: "declined", decline_reason: "authorization_timeout" });
    const [refused] = await deliveriesOf(api, endpoint.id);
    expect(refused.state).toBe("failed");
    expect(refused.attempts[0]).toMatchObject({ responseStatus: null, responseBody: null, error: expect.stringContaining("ECONNREFUSED") });
    expect(await cardBalance(api, card.id)).toBe(5000);
    expect(await usd(api)).toEqual(wallet);
    expect(receiver.requests).toHaveLength(4);
    await expectLedgerBalanced(server);
  });

  test("a receiver slower than CARD_AUTHORIZATION_TIMEOUT_MS: declined with authorization_timeout once the timeout passes", async ({ api, server }) => {
    const receiver = await startReceiver(() => "hang");
    await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 5000 });
    const restore = changeSettings(server, { cardAuthorizationTimeoutMs: 400 });
    try {
      const started = Date.now();
      expect(await purchase(api, card.id, { amount: 900 })).toMatchObject({ status: "declined", decline_reason: "authorization_timeout" });
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      restore();
    }
    expect(await cardBalance(api, card.id)).toBe(5000);
    await expectLedgerBalanced(server);
  });

  test("while the endpoint thinks, the amount is held and nothing is locked: the card serves other requests", async ({ api, server }) => {
    const receiver = await startReceiver((index) => (index === 0 ? "hang" : approve));
    await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 5000 });
    const restore = changeSettings(server, { cardAuthorizationTimeoutMs: 3000 });
    try {
      const waiting = purchase(api, card.id, { amount: 4600 });
      await receiver.waitFor((requests) => requests.length === 1);
      expect(await cardBalance(api, card.id)).toBe(400);
      const [pending] = (await api.get(`/cards/${card.id}/transactions`)).body.data;
      expect(pending).toMatchObject({ type: "authorization", status: "pending", amount: 4600, decline_reason: null });
      // Its held amount must come back to a card that can take it.
      expectError(await api.post(`/cards/${card.id}/terminate`), 409, "card_state_conflict", "state_error");
      expect((await api.post(`/cards/${card.id}/fund`, { amount: 1000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      expect(await purchase(api, card.id, { amount: 100 })).toMatchObject({ status: "succeeded" });
      expect(receiver.requests).toHaveLength(2);
      expect(await waiting).toMatchObject({ id: pending.id, status: "declined", decline_reason: "authorization_timeout" });
    } finally {
      restore();
    }
    expect(await cardBalance(api, card.id)).toBe(400 + 1000 - 100 + 4600);
    await expectLedgerBalanced(server);
  });

  test("asked only about purchases that passed the card's status, controls and balance", async ({ api }) => {
    const receiver = await startReceiver(() => approve);
    await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 1000, spending_controls: { spending_limits: [], blocked_categories: ["gambling"] } });
    expect(await purchase(api, card.id, { amount: 10, merchant_category: "gambling" })).toMatchObject({ decline_reason: "spending_controls" });
    expect(await purchase(api, card.id, { amount: 1001 })).toMatchObject({ decline_reason: "insufficient_funds" });
    expect((await api.post(`/cards/${card.id}/freeze`)).status).toBe(200);
    expect(await purchase(api, card.id, { amount: 10 })).toMatchObject({ decline_reason: "card_inactive" });
    expect(receiver.requests).toHaveLength(0);
    expect((await api.post(`/cards/${card.id}/unfreeze`)).status).toBe(200);
    expect(await purchase(api, card.id, { amount: 1000 })).toMatchObject({ status: "succeeded" });
    expect(receiver.requests).toHaveLength(1);
    expect(await cardBalance(api, card.id)).toBe(0);
  });
});

describe("with spending controls, at once", () => {
  test("purchases waiting for the decision count towards a limit: 20 at once against a daily limit that fits 7", async ({ api, server }) => {
    const receiver = await startReceiver(() => approve);
    await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 10_000, spending_controls: { spending_limits: [{ amount: 2100, interval: "daily" }] } });
    const results = await Promise.all(Array.from({ length: 20 }, () => purchase(api, card.id, { amount: 300 })));
    expect(results.filter((t) => t.status === "succeeded")).toHaveLength(7);
    expect(results.filter((t) => t.decline_reason === "spending_controls")).toHaveLength(13);
    // Only the purchases within the limit were asked about.
    expect(receiver.requests).toHaveLength(7);
    expect(await cardBalance(api, card.id)).toBe(10_000 - 2100);
    await expectLedgerBalanced(server);
  });
});

describe("the documented receiver (docs/api/examples/authorization-receiver.mjs)", () => {
  test("verifies the signature and decides by its rule", { timeout: 30_000 }, async ({ api }) => {
    const port = await freePort();
    const endpoint = await realTimeEndpoint(api, `http://127.0.0.1:${port}/purchases`);
    const receiver = spawn(process.execPath, ["docs/api/examples/authorization-receiver.mjs"], {
      env: { ...process.env, WEBHOOK_SECRET: endpoint.secret, PORT: String(port) },
      stdio: "ignore",
    });
    try {
      const unsigned = () => fetch(`http://127.0.0.1:${port}/purchases`, { method: "POST", body: "{}" }).catch(() => undefined);
      await expect.poll(async () => (await unsigned())?.status, { timeout: 20_000 }).toBe(400);
      const card = await issuedCard(api, { initial_load: 30_000 });
      expect(await purchase(api, card.id, { amount: 10_000, merchant_category: "restaurants" })).toMatchObject({ status: "succeeded" });
      expect(await purchase(api, card.id, { amount: 10_001 })).toMatchObject({ status: "declined", decline_reason: "authorization_declined" });
      expect(await purchase(api, card.id, { amount: 100, merchant_category: "airlines" })).toMatchObject({ status: "declined", decline_reason: "authorization_declined" });
      expect(await cardBalance(api, card.id)).toBe(20_000);
    } finally {
      receiver.kill();
    }
  });
});

describe("over GraphQL, and to subscribers", () => {
  test("simulateCardAuthorization is decided by the endpoint; the subscription sees card_transaction.created with the decision", async ({ api, server, sandboxKey }) => {
    const answers: Answer[] = [approve, decline, { status: 200, body: "ok" }];
    const receiver = await startReceiver((index) => answers[index]);
    await realTimeEndpoint(api, receiver.url);
    const card = await issuedCard(api, { initial_load: 3000 });

    const client = createClient({ url: `${server.baseUrl}/graphql`, headers: { authorization: `Bearer ${sandboxKey.secret}` } });
    const seen: any[] = [];
    const subscription = client.iterate({ query: print(EventsSubscription), variables: { types: ["card_transaction_created"] } });
    const reading = (async () => {
      for await (const message of subscription) seen.push((message.data as any).events);
    })();
    try {
      await expect.poll(() => server.service.domain.eventBus.subscriberCount, { timeout: 10_000 }).toBeGreaterThan(0);
      const outcomes = [];
      for (const [amount, merchantCategory] of [[1000, "fuel"], [500, "airlines"], [200, "other"]] as const) {
        const result = await api.graphql(AuthorizeMutation, { cardId: card.id, amount, merchantCategory });
        expect(result.errors).toBeUndefined();
        outcomes.push(result.data!.simulateCardAuthorization);
      }
      expect(outcomes.map((t) => [t!.status, t!.declineReason, t!.amount])).toEqual([
        ["succeeded", null, 1000],
        ["declined", "authorization_declined", 500],
        ["declined", "authorization_timeout", 200],
      ]);
      expect(await cardBalance(api, card.id)).toBe(2000);
      await expect.poll(() => seen.filter((e) => e.data.object.card_id === card.id && e.data.object.type === "authorization").length, { timeout: 10_000 }).toBe(3);
      const decided = seen.filter((e) => e.data.object.type === "authorization").map((e) => [e.type, e.data.object.status, e.data.object.decline_reason]);
      expect(decided).toEqual([
        ["card_transaction.created", "succeeded", null],
        ["card_transaction.created", "declined", "authorization_declined"],
        ["card_transaction.created", "declined", "authorization_timeout"],
      ]);
    } finally {
      await subscription.return?.();
      client.dispose();
      await reading.catch(() => undefined);
    }
  });
});
