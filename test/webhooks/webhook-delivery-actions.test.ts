// What a webhook operator does to deliveries (GraphQL): redeliverWebhookDelivery and
// sendTestWebhookEvent, against real receivers on 127.0.0.1. A delivery fails for good through
// the delivery worker itself: the service's injected clock (domain.now) is moved past the retry
// window while the receiver answers 500, so its next failed attempt is its last.
import { describe } from "vitest";
import pg from "pg";
import { print } from "graphql";
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
  withReplaced,
  type ApiClient,
} from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { verifyWebhookSignature } from "../../src/webhooks.js";
import { windowInBases } from "../../src/domain/webhooks/settings.js";
import { receiversForFile, type ReceivedRequest } from "../support/webhook-receiver.js";
import { sleep } from "../support/time.js";

graphql(`
  fragment OperatorDelivery on WebhookDelivery {
    id eventId eventType state attemptCount nextAttemptAt createdAt completedAt redeliveredAt
    attempts { attempt responseStatus }
  }
`);

const RedeliverMutation = graphql(`
  mutation OperatorRedeliver($id: ID!, $idempotencyKey: String!) {
    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }
  }
`);

const SendTestMutation = graphql(`
  mutation OperatorSendTest($endpointId: ID!, $idempotencyKey: String!) {
    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }
  }
`);

const EventNodeQuery = graphql(`
  query OperatorEventNode($id: ID!) {
    node(id: $id) { id }
  }
`);

const LiveEvents = graphql(`
  subscription OperatorLiveEvents {
    events { id type }
  }
`);

const receiver = receiversForFile();

async function endpointFor(api: ApiClient, url: string, events?: string[]) {
  const created = await api.post("/webhook_endpoints", { url, ...(events ? { events } : {}) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; secret: string; url: string; events: string[] };
}

async function deleteEndpoint(server: TestServer, api: ApiClient, id: string) {
  expect((await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${id}`, undefined, { key: api.key })).status).toBe(200);
}

/** Callers who may not see `organizationId`'s Sandbox: another organization, and its own Live. */
async function strangers(server: TestServer, organizationId: string) {
  return {
    other: apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret),
    live: apiClient(server, (await newKey(server, organizationId, "live")).secret, "live"),
  };
}

function redeliver(api: ApiClient, id: string, key = idempotencyKey()) {
  return api.graphql(RedeliverMutation, { id, idempotencyKey: key });
}

function sendTest(api: ApiClient, endpointId: string, key = idempotencyKey()) {
  return api.graphql(SendTestMutation, { endpointId, idempotencyKey: key });
}

function deliveryRow(server: TestServer, endpointId: string) {
  return server.service.database.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId }, orderBy: { id: "asc" } });
}

function attemptsOf(server: TestServer, deliveryId: string) {
  return server.service.database.prisma.webhookAttempt.findMany({ where: { deliveryId }, orderBy: { attempt: "asc" } });
}

async function waitForState(server: TestServer, endpointId: string, state: string, timeoutMs = 10_000) {
  await expect.poll(async () => (await deliveryRow(server, endpointId)).state, { timeout: timeoutMs, interval: 25 }).toBe(state);
  return deliveryRow(server, endpointId);
}

function signedBy(request: ReceivedRequest, secret: string) {
  return verifyWebhookSignature(request.rawBody, request.headers["service-signature"] as string, secret);
}

/** A balance.updated event for every endpoint of `api`'s organization that takes it. */
async function causeEvent(api: ApiClient) {
  expect((await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
}

/** The Subscription.events stream of `key`, as raw server-sent-event text. */
async function openEventStream(server: TestServer, key: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ query: print(LiveEvents) }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const stream = { text: "", close: () => controller.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) stream.text += decoder.decode(chunk, { stream: true });
  })().catch(() => undefined);
  await sleep(200); // the subscription is registered once its stream is open
  return stream;
}

describe("redeliverWebhookDelivery", () => {
  test("a failed delivery is attempted again now, signed, in a new retry window; attempts are kept and numbered on; a replay does nothing more", async ({
    api,
    server,
  }) => {
    let firstOk = Infinity; // the receiver answers 500 to every request before this index
    const hook = await receiver((index) => (index < firstOk ? 500 : 200));
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    // A 1 ms base makes the retry window 8.64 s: the clock moves past it by less than an attempt's
    // lease (25 s), so an attempt under way when it moves is not taken a second time.
    const restoreBase = changeSettings(server, { webhookRetryBaseMs: 1 });
    const shift = windowInBases + 1_000;
    try {
      await causeEvent(api);
      await hook.waitFor((r) => r.length >= 1);
      // Received is not recorded: the clock moves only once the first attempt's failure is
      // settled, or that attempt would be judged past the window and be the last.
      await expect
        .poll(async () => (await attemptsOf(server, (await deliveryRow(server, endpoint.id)).id)).length, { timeout: 10_000, interval: 25 })
        .toBeGreaterThanOrEqual(1);
      // Past the retry window (from when the event was queued), the next failed attempt is the last.
      await withReplaced(server.service.domain, "now", () => new Date(Date.now() + shift), async () => {
        const failed = await waitForState(server, endpoint.id, "failed");
        const made = failed.attempts;
        expect(made).toBeGreaterThanOrEqual(2);
        expect(hook.requests).toHaveLength(made);
        expect(failed.completedAt).not.toBeNull();

        // Its first redelivered attempt fails too, the next succeeds: the retry window is new.
        firstOk = made + 1;
        const key = idempotencyKey();
        const before = server.service.domain.now().getTime();
        const answer = await redeliver(api, String(failed.id), key);
        expect(answer.errors).toBeUndefined();
        const { attempts, ...redelivered } = answer.data!.redeliverWebhookDelivery!;
        expect(redelivered).toMatchObject({
          id: String(failed.id),
          eventId: failed.eventId,
          eventType: "balance.updated",
          state: "pending",
          attemptCount: made,
          completedAt: null,
          createdAt: failed.createdAt.toISOString(),
        });
        // The redelivery wakes the delivery worker at once, so its first new attempt (a 500 here)
        // may be recorded before this answer's attempts are read; the earlier ones are all there.
        expect(attempts!.slice(0, made)).toMatchObject(Array.from({ length: made }, (_, i) => ({ attempt: i + 1, responseStatus: 500 })));
        expect(attempts!.slice(made)).toMatchObject(attempts!.length > made ? [{ attempt: made + 1, responseStatus: 500 }] : []);
        expect(Date.parse(redelivered.nextAttemptAt!)).toBeGreaterThanOrEqual(before);
        expect(redelivered.redeliveredAt).toBe(redelivered.nextAttemptAt);

        await hook.waitFor((r) => r.length >= made + 2);
        const delivered = await waitForState(server, endpoint.id, "delivered");
        expect(delivered.attempts).toBe(made + 2);
        expect((await attemptsOf(server, delivered.id)).map((a) => [a.attempt, a.statusCode])).toEqual([
          ...Array.from({ length: made + 1 }, (_, i) => [i + 1, 500]),
          [made + 2, 200],
        ]);
        // The same event each time, each attempt signed afresh with the endpoint's secret.
        for (const request of hook.requests) {
          expect(request.rawBody.equals(hook.requests[0].rawBody)).toBe(true);
          expect(signedBy(request, endpoint.secret)).toBe(true);
        }
        expect(JSON.parse(hook.requests[0].rawBody.toString("utf8"))).toMatchObject({ id: failed.eventId, type: "balance.updated" });

        // The same key and id: the stored answer, with the attempts as they are now; nothing is sent again.
        const replay = await redeliver(api, String(failed.id), key);
        expect(replay.errors).toBeUndefined();
        expect({ ...replay.data!.redeliverWebhookDelivery!, attempts: [] }).toEqual({ ...redelivered, attempts: [] });
        expect(replay.data!.redeliverWebhookDelivery!.attempts.map((a) => a.attempt)).toEqual(Array.from({ length: made + 2 }, (_, i) => i + 1));
        await sleep(300);
        expect(hook.requests).toHaveLength(made + 2);
        expect(await deliveryRow(server, endpoint.id)).toMatchObject({ state: "delivered", attempts: made + 2 });

        // The same key with another id: 422, whether or not that id exists.
        expectGraphQLError(await redeliver(api, "whd_01ZZZZZZZZZZZZZZZZZZZZZZZZ", key), "redeliverWebhookDelivery", 422, "idempotency_key_reuse", "invalid_request");

        // A delivered delivery may be redelivered too: the receiver gets the event once more.
        const again = await redeliver(api, String(failed.id));
        expect(again.data?.redeliverWebhookDelivery).toMatchObject({ state: "pending", attemptCount: made + 2 });
        await hook.waitFor((r) => r.length >= made + 3);
        expect(await waitForState(server, endpoint.id, "delivered")).toMatchObject({ attempts: made + 3 });
      });
    } finally {
      restoreBase();
    }
  });

  test("a pending delivery is delivery_pending (409), replayed for its key; an abandoned one is not_found", async ({ api, server }) => {
    const hook = await receiver(() => 500);
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await causeEvent(api);
    await hook.waitFor((r) => r.length >= 1);
    const pending = await deliveryRow(server, endpoint.id);
    expect(pending.state).toBe("pending");

    const key = idempotencyKey();
    const conflict = await redeliver(api, String(pending.id), key);
    expectGraphQLError(conflict, "redeliverWebhookDelivery", 409, "delivery_pending", "state_error");
    expect(conflict.errors![0].message).toMatch(/is pending/);
    const replayed = await redeliver(api, String(pending.id), key);
    expectGraphQLError(replayed, "redeliverWebhookDelivery", 409, "delivery_pending", "state_error");
    expect(replayed.errors![0].extensions?.idempotent_replayed).toBe(true);

    // Deleting the endpoint abandons its pending deliveries: there is nothing to redeliver to.
    await deleteEndpoint(server, api, endpoint.id);
    expect((await deliveryRow(server, endpoint.id)).state).toBe("abandoned");
    expectGraphQLError(await redeliver(api, String(pending.id)), "redeliverWebhookDelivery", 404, "not_found", "invalid_request");
  });

  test("a delivered delivery whose endpoint was deleted since is not_found", async ({ api, server }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await causeEvent(api);
    const delivered = await waitForState(server, endpoint.id, "delivered");
    await deleteEndpoint(server, api, endpoint.id);
    expect((await deliveryRow(server, endpoint.id)).state).toBe("delivered");
    expectGraphQLError(await redeliver(api, String(delivered.id)), "redeliverWebhookDelivery", 404, "not_found", "invalid_request");
    await sleep(300);
    expect(hook.requests).toHaveLength(1);
  });

  test("another organization's or environment's delivery is not_found exactly like an id that never existed", async ({ api, server, org }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await causeEvent(api);
    const delivered = await waitForState(server, endpoint.id, "delivered");
    const id = String(delivered.id);

    const { other, live } = await strangers(server, org.id);
    const unknown = "whd_01ZZZZZZZZZZZZZZZZZZZZZZZZ"; // well-formed, never made
    for (const [caller, asked] of [
      [other, id],
      [live, id],
      [api, unknown],
      [api, "not-a-number"],
      [api, "99999999999999999999"],
    ] as const) {
      const refused = await redeliver(caller, asked);
      expectGraphQLError(refused, "redeliverWebhookDelivery", 404, "not_found", "invalid_request");
      expect(refused.errors![0].message).toBe(`No webhook delivery ${asked}.`);
    }
    await sleep(300);
    expect(hook.requests).toHaveLength(1);
    expect((await deliveryRow(server, endpoint.id)).state).toBe("delivered");
  });

  test("both mutations need a key holding a :write scope, and do nothing without one", async ({ api, server, org }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await causeEvent(api);
    const delivered = await waitForState(server, endpoint.id, "delivered");

    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read", "cards:read", "balances:read"] })).secret);
    expectGraphQLError(await redeliver(readOnly, String(delivered.id)), "redeliverWebhookDelivery", 403, "insufficient_scope", "permission_error");
    expectGraphQLError(await sendTest(readOnly, endpoint.id), "sendTestWebhookEvent", 403, "insufficient_scope", "permission_error");
    await sleep(300);
    expect(hook.requests).toHaveLength(1);

    // Any :write scope will do, as for every webhook-endpoint operation.
    const cardsWriter = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:write"] })).secret);
    expect((await redeliver(cardsWriter, String(delivered.id))).data?.redeliverWebhookDelivery?.state).toBe("pending");
    await hook.waitFor((r) => r.length >= 2);
  });
});

describe("sendTestWebhookEvent", () => {
  test("only that endpoint receives a signed webhook_endpoint.test event, once; it is no event of the account's", async ({ api, server, sandboxKey }) => {
    const tested = await receiver();
    const bystander = await receiver();
    // The tested endpoint takes only transfer.created: the test event comes whatever its types.
    const endpoint = await endpointFor(api, tested.url, ["transfer.created"]);
    const sibling = await endpointFor(api, bystander.url);
    const stream = await openEventStream(server, sandboxKey.secret);

    const key = idempotencyKey();
    const answer = await sendTest(api, endpoint.id, key);
    expect(answer.errors).toBeUndefined();
    const delivery = answer.data!.sendTestWebhookEvent!;
    expect(delivery).toMatchObject({
      id: expect.stringMatching(/^whd_[0-9A-HJKMNP-TV-Z]{26}$/),
      eventId: expect.stringMatching(/^evt_/),
      eventType: "webhook_endpoint.test",
      attemptCount: 0,
      completedAt: null,
      redeliveredAt: null,
    });
    expect(delivery).toMatchObject({ state: "pending", nextAttemptAt: delivery.createdAt });

    await tested.waitFor((r) => r.length >= 1);
    const [request] = tested.requests;
    expect(signedBy(request, endpoint.secret)).toBe(true);
    expect(signedBy(request, sibling.secret)).toBe(false);
    const event = JSON.parse(request.rawBody.toString("utf8"));
    expect(event).toEqual({
      id: delivery.eventId,
      object: "event",
      type: "webhook_endpoint.test",
      environment: "sandbox",
      created_at: delivery.createdAt,
      data: {
        object: {
          id: endpoint.id,
          object: "webhook_endpoint",
          url: tested.url,
          events: ["transfer.created"],
          description: null,
          disabled: false,
          previous_secret_expires_at: null,
          created_at: expect.any(String),
          test_data: true,
        },
      },
      test_data: true,
    });
    expect(await waitForState(server, endpoint.id, "delivered")).toMatchObject({ attempts: 1, eventId: delivery.eventId });

    // The same key: the stored answer, with the attempt made since; nothing is written or sent again.
    const replay = await sendTest(api, endpoint.id, key);
    expect(replay.errors).toBeUndefined();
    expect({ ...replay.data!.sendTestWebhookEvent!, attempts: [] }).toEqual({ ...delivery, attempts: [] });
    expect(replay.data!.sendTestWebhookEvent!.attempts).toEqual([{ attempt: 1, responseStatus: 200 }]);
    expectGraphQLError(await sendTest(api, sibling.id, key), "sendTestWebhookEvent", 422, "idempotency_key_reuse", "invalid_request");

    // A real event afterwards reaches the sibling (every type) and the subscriber; the test event reached neither.
    await causeEvent(api);
    await bystander.waitFor((r) => r.length >= 1);
    await expect.poll(() => stream.text, { timeout: 10_000 }).toContain("balance.updated");
    stream.close();
    expect(bystander.events().map((e) => e.type)).toEqual(["balance.updated"]);
    expect(stream.text).not.toContain(delivery.eventId);
    expect(stream.text).not.toContain("webhook_endpoint.test");
    await sleep(300);
    expect(tested.requests).toHaveLength(1);
    const prisma = server.service.database.prisma;
    expect(await prisma.webhookDelivery.count({ where: { eventId: delivery.eventId } })).toBe(1);
    expect(await prisma.event.count({ where: { id: delivery.eventId } })).toBe(1);

    // GET /events neither lists it nor finds it, and does not take its type; nor does node(id).
    const listed = await api.get("/events?limit=100");
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: { id: string }) => e.id)).not.toContain(delivery.eventId);
    expect(listed.body.data.map((e: { type: string }) => e.type)).toContain("balance.updated");
    expectError(await api.get(`/events/${delivery.eventId}`), 404, "not_found", "invalid_request");
    expectError(await api.get("/events?type=webhook_endpoint.test"), 400, "validation_error", "invalid_request", "type");
    expectGraphQLError(await api.graphql(EventNodeQuery, { id: delivery.eventId }), "node", 404, "not_found", "invalid_request");
    // Nor can an endpoint ask for it by type.
    expectError(await api.post("/webhook_endpoints", { url: tested.url, events: ["webhook_endpoint.test"] }), 400, "validation_error", "invalid_request", "events.0");
  });

  test("a deleted endpoint, another organization's or another environment's is not_found, and nothing is sent", async ({ api, server, org }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url);
    const { other, live } = await strangers(server, org.id);
    for (const caller of [other, live]) {
      const refused = await sendTest(caller, endpoint.id);
      expectGraphQLError(refused, "sendTestWebhookEvent", 404, "not_found", "invalid_request");
      expect(refused.errors![0].message).toBe(`No webhook endpoint ${endpoint.id}.`);
    }
    await deleteEndpoint(server, api, endpoint.id);
    expectGraphQLError(await sendTest(api, endpoint.id), "sendTestWebhookEvent", 404, "not_found", "invalid_request");
    // A malformed id is named by the argument's GraphQL name.
    expectGraphQLError(await sendTest(api, ""), "sendTestWebhookEvent", 400, "validation_error", "invalid_request", "endpointId");
    await sleep(300);
    expect(hook.requests).toHaveLength(0);
    expect(await server.service.database.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });
});

describe("an attempt that outlived its lease", () => {
  test("settles nothing: the attempt leased after it decides the delivery", async ({ api, server }) => {
    const hook = await receiver(() => "hang");
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    // A 1 ms base makes the retry window 8.64 s. The clock then moves past the first attempt's
    // lease and past that window: the delivery is leased again while the first attempt is still
    // under way, and the first one's failure, when it comes, would be the last.
    const restoreBase = changeSettings(server, { webhookRetryBaseMs: 1 });
    const { domain } = server.service;
    const shift = domain.config.webhookTimeoutMs * 2 + 5_000 + windowInBases + 1_000;
    try {
      await causeEvent(api);
      await hook.waitFor((r) => r.length >= 1);
      const { id } = await deliveryRow(server, endpoint.id);
      await withReplaced(domain, "now", () => new Date(Date.now() + shift), async () => {
        domain.work.wake("deliveries");
        await hook.waitFor((r) => r.length >= 2);
        hook.release(0, 500);
        await expect.poll(async () => (await attemptsOf(server, id)).length, { timeout: 10_000, interval: 25 }).toBe(1);
        expect((await deliveryRow(server, endpoint.id)).state).toBe("pending");
        hook.release(1, 200);
        const delivered = await waitForState(server, endpoint.id, "delivered");
        expect(delivered.attempts).toBe(2);
        expect((await attemptsOf(server, id)).map((a) => [a.attempt, a.statusCode])).toEqual([
          [1, 500],
          [2, 200],
        ]);
      });
    } finally {
      restoreBase();
    }
  });
});

/**
 * An endpoint's deletion, held open after its writes (the endpoint marked deleted, its pending
 * deliveries abandoned) and before its commit: the moment a writer of a new pending delivery that
 * read the endpoint earlier would slip one past it. Another connection, so PostgreSQL only.
 */
async function deletionHeldOpen(endpointId: string) {
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await Promise.all([holder.connect(), watcher.connect()]);
  const pid = (await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
  await holder.query("BEGIN");
  await holder.query("UPDATE webhook_endpoints SET deleted_at = now(), secret_ciphertext = NULL WHERE id = $1", [endpointId]);
  await holder.query(
    `UPDATE webhook_deliveries SET state = 'abandoned', completed_at = now(), next_attempt_at = NULL WHERE endpoint_id = $1 AND state = 'pending'`,
    [endpointId],
  );
  return {
    watcher,
    /** Whether some statement waits for the held deletion. */
    async blocksAnother(): Promise<boolean> {
      const { rows } = await watcher.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))", [pid]);
      return rows[0].n > 0;
    },
    async commitAndClose() {
      await holder.query("COMMIT");
      await Promise.all([holder.end(), watcher.end()]);
    },
  };
}

/** `promise`, and whether it has settled yet. */
function watched<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.finally(() => (state.settled = true)).catch(() => {});
  return state;
}

describe.skipIf(!process.env.DATABASE_URL)("a pending delivery written while its endpoint is being deleted (PostgreSQL)", () => {
  test("the fan-out waits for the deletion and queues nothing for the deleted endpoint", async ({ api, server, org }) => {
    const hook = await receiver(() => 500);
    const endpoint = await endpointFor(api, hook.url);
    const deletion = await deletionHeldOpen(endpoint.id);
    try {
      await causeEvent(api);
      const queued = async () =>
        (await deletion.watcher.query<{ n: number }>("SELECT count(*)::int AS n FROM event_fan_out_queue WHERE organization_id = $1", [org.id])).rows[0].n;
      // Either the fan-out waits for the deletion (the hold), or it has already taken the event.
      await expect.poll(async () => (await deletion.blocksAnother()) || (await queued()) === 0, { timeout: 10_000, interval: 20 }).toBe(true);
      const event = (await deletion.watcher.query<{ id: string }>("SELECT id FROM events WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1", [org.id])).rows[0];
      await deletion.commitAndClose();
      await expect.poll(async () => server.service.database.prisma.eventFanOut.count({ where: { organizationId: org.id } }), { timeout: 10_000, interval: 20 }).toBe(0);
      expect(await server.service.database.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id, eventId: event.id } })).toBe(0);
      expect(await server.service.database.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id, state: "pending" } })).toBe(0);
    } finally {
      await deletion.commitAndClose().catch(() => {});
    }
  });

  test("sendTestWebhookEvent waits for the deletion and is not_found", async ({ api, server }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url);
    const deletion = await deletionHeldOpen(endpoint.id);
    try {
      const sent = watched(sendTest(api, endpoint.id));
      await expect.poll(async () => sent.settled || (await deletion.blocksAnother()), { timeout: 10_000, interval: 20 }).toBe(true);
      await deletion.commitAndClose();
      expectGraphQLError(await sent.promise, "sendTestWebhookEvent", 404, "not_found", "invalid_request");
      expect(await server.service.database.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    } finally {
      await deletion.commitAndClose().catch(() => {});
    }
  });

  test("redeliverWebhookDelivery waits for the deletion and is not_found; the delivery stays delivered", async ({ api, server }) => {
    const hook = await receiver();
    const endpoint = await endpointFor(api, hook.url, ["balance.updated"]);
    await causeEvent(api);
    const delivered = await waitForState(server, endpoint.id, "delivered");
    const deletion = await deletionHeldOpen(endpoint.id);
    try {
      const redelivered = watched(redeliver(api, String(delivered.id)));
      await expect.poll(async () => redelivered.settled || (await deletion.blocksAnother()), { timeout: 10_000, interval: 20 }).toBe(true);
      await deletion.commitAndClose();
      expectGraphQLError(await redelivered.promise, "redeliverWebhookDelivery", 404, "not_found", "invalid_request");
      expect((await deliveryRow(server, endpoint.id)).state).toBe("delivered");
    } finally {
      await deletion.commitAndClose().catch(() => {});
    }
  });
});
