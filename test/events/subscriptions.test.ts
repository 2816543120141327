// GraphQL Subscription.events over server-sent events (docs/api/graphql.md#subscriptions): a
// subscriber sees its organization's events of its key's environment as they happen, caused through
// REST.
import { afterEach, describe } from "vitest";
import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { graphql } from "../graphql/index.js";
import { test, expect, idempotencyKey, apiClient, newKey, newOrganization, bankTransfer } from "../support/fixtures.js";
import { revokeApiKey } from "../../src/domain/auth/api-keys.js";
import { sleep } from "../support/time.js";

const EventsSubscription = graphql(`
  subscription LiveEvents($types: [EventType!]) {
    events(types: $types) { id type environment createdAt testData data { object } }
  }
`);

const TimelineSubscription = graphql(`
  subscription LiveTimelines($types: [EventType!]) {
    events(types: $types) { type object { ... on Transfer { id status events { type } } } }
  }
`);

interface SseMessage {
  event: string;
  data: any;
}

/** One subscription over SSE: collects its messages until closed. */
class SseSubscription {
  readonly messages: SseMessage[] = [];
  private readonly controller = new AbortController();
  readonly done: Promise<void>;
  status = 0;

  private constructor(response: Response, controller: AbortController) {
    this.controller = controller;
    this.status = response.status;
    this.done = this.read(response).catch(() => undefined);
  }

  static async open<TData, TVariables>(baseUrl: string, key: string, document: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: print(document), variables }),
      signal: controller.signal,
    });
    const subscription = new SseSubscription(response, controller);
    open.add(subscription);
    return { subscription, response };
  }

  private async read(response: Response) {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
        }
        if (data.length > 0) this.messages.push({ event, data: JSON.parse(data.join("\n")) });
        else if (event !== "message") this.messages.push({ event, data: undefined });
      }
    }
  }

  /** The events received so far. */
  events(): any[] {
    return this.messages.filter((m) => m.event === "next" && m.data?.data?.events).map((m) => m.data.data.events);
  }

  async waitFor(predicate: () => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`SSE: condition not met within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close() {
    this.controller.abort();
    open.delete(this);
  }
}

const open = new Set<SseSubscription>();
afterEach(() => {
  for (const subscription of open) subscription.close();
});

describe("Subscription.events over server-sent events", () => {
  test("receives the transfer.created event of a REST call, as GET /events shows it", async ({ server, api, sandboxKey }) => {
    const { subscription, response } = await SseSubscription.open(server.baseUrl, sandboxKey.secret, EventsSubscription, { types: ["transfer_created"] });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    await sleep(200); // the subscription is registered once its stream is open

    const transfer = await api.post("/transfers", bankTransfer(2500), { idempotencyKey: idempotencyKey() });
    expect(transfer.status).toBe(201);
    await subscription.waitFor(() => subscription.events().length >= 1);
    const [event] = subscription.events();
    expect(event).toMatchObject({ type: "transfer.created", environment: "sandbox", testData: true });
    expect(event.data.object).toEqual(transfer.body);
    const rest = await api.get(`/events/${event.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data.object).toEqual(transfer.body);
    // balance.updated and transfer.succeeded were not asked for.
    await api.post("/test/fund", { amount: 5, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    await sleep(1000);
    expect(subscription.events().map((e) => e.type)).toEqual(["transfer.created"]);

    // The client going away ends the subscription on the server.
    const before = server.service.domain.eventBus.subscriberCount;
    expect(before).toBeGreaterThanOrEqual(1);
    subscription.close();
    await expect.poll(() => server.service.domain.eventBus.subscriberCount).toBe(before - 1);
  });

  test("each event reads the resources it reaches as they are then: a transfer's timeline has grown by its succeeded event", async ({ server, api, sandboxKey }) => {
    const { subscription } = await SseSubscription.open(server.baseUrl, sandboxKey.secret, TimelineSubscription, { types: ["transfer_created", "transfer_succeeded"] });
    await sleep(200); // the subscription is registered once its stream is open
    const transfer = await api.post("/transfers", bankTransfer(2500), { idempotencyKey: idempotencyKey() });
    expect(transfer.status).toBe(201);
    const timelines = () => subscription.messages.filter((m) => m.event === "next").map((m) => m.data.data.events);
    await subscription.waitFor(() => timelines().length >= 2);
    const [created, succeeded] = timelines();
    expect(created).toMatchObject({ type: "transfer.created", object: { id: transfer.body.id } });
    expect(created.object.events.map((e: { type: string }) => e.type)).toContain("transfer.created");
    expect(succeeded).toMatchObject({ type: "transfer.succeeded", object: { id: transfer.body.id, status: "succeeded" } });
    expect(succeeded.object.events.map((e: { type: string }) => e.type)).toEqual(["transfer.created", "transfer.succeeded"]);
    subscription.close();
  });

  test("only the subscriber's organization, environment and readable types", async ({ server, org, api, liveKey }) => {
    const cardsOnly = await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] });
    const { subscription: cards } = await SseSubscription.open(server.baseUrl, cardsOnly.secret, EventsSubscription, {});
    const { subscription: live } = await SseSubscription.open(server.baseUrl, liveKey.secret, EventsSubscription, {});
    const everything = await SseSubscription.open(server.baseUrl, api.key, EventsSubscription, {});
    await sleep(200);

    const stranger = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expect((await stranger.post("/transfers", bankTransfer(100), { idempotencyKey: idempotencyKey() })).status).toBe(201);
    expect((await api.post("/transfers", bankTransfer(200), { idempotencyKey: idempotencyKey() })).status).toBe(201);
    const card = await api.post(
      "/cards",
      { product: "net-400", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" } },
      { idempotencyKey: idempotencyKey() },
    );
    expect(card.status).toBe(201);

    await everything.subscription.waitFor(() => everything.subscription.events().some((e) => e.type === "card.created"));
    await cards.waitFor(() => cards.events().length >= 1);
    await sleep(500);
    const mine = everything.subscription.events();
    expect(mine.map((e) => e.type)).toEqual(expect.arrayContaining(["transfer.created", "card.created"]));
    // Each carries its resource; a Balance (balance.updated:
    // docs/api/events-and-webhooks.md#event-types) has a currency, not an id.
    expect(mine.every((e) => (e.type === "balance.updated" ? e.data.object.currency !== undefined : e.data.object.id !== undefined) && e.environment === "sandbox")).toBe(true);
    expect(mine.map((e) => e.type)).toContain("balance.updated");
    expect(mine.some((e) => e.type === "transfer.created" && e.data.object.amount === 100)).toBe(false);
    // Issuing a card also records its fee transactions (card_transaction.created): card events only.
    const cardTypes = cards.events().map((e) => e.type);
    expect(cardTypes).toContain("card.created");
    expect(cardTypes.every((type) => type.startsWith("card"))).toBe(true);
    expect(live.events()).toEqual([]);
  });

  test("errors: no key, a key that may read no event, an unknown type", async ({ server, org }) => {
    const withoutKey = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: print(EventsSubscription), variables: {} }),
    });
    const text = await withoutKey.text();
    expect(text).toContain('"code":"authentication_required"');

    const writer = await newKey(server, org.id, "sandbox", { scopes: ["transfers:write"] });
    const { subscription: refused } = await SseSubscription.open(server.baseUrl, writer.secret, EventsSubscription, {});
    await refused.done;
    expect(JSON.stringify(refused.messages)).toContain('"code":"insufficient_scope"');

    const reader = await newKey(server, org.id, "sandbox", { scopes: ["transfers:read"] });
    const { subscription: invalid } = await SseSubscription.open(server.baseUrl, reader.secret, EventsSubscription, { types: ["nope" as never] });
    await invalid.done;
    const error = invalid.messages.find((m) => m.event === "next")?.data.errors?.[0];
    // An EventType the schema does not have is refused by GraphQL's own variable check, before the operation runs.
    expect(error?.extensions).toMatchObject({ code: "validation_error", type: "invalid_request" });
    expect(error?.message).toBe('Variable "$types" got invalid value "nope" at "types[0]"; Value "nope" does not exist in "EventType" enum.');
  });
});

describe("Subscription.events, open subscriptions per key", () => {
  test("a key holds at most 20 open on a server: the 21st ends at once with rate_limited; another key is not held back; closing one makes room", async ({
    server,
    org,
  }) => {
    const bus = server.service.domain.eventBus;
    const before = bus.subscriberCount;
    const key = await newKey(server, org.id);
    const opened: SseSubscription[] = [];
    for (let i = 0; i < 20; i++) opened.push((await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {})).subscription);
    await expect.poll(() => bus.subscriberCount, { timeout: 10_000 }).toBe(before + 20);

    const { subscription: refused, response } = await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {});
    expect(response.status).toBe(200);
    await refused.done;
    const errors = refused.messages.filter((m) => m.data?.errors).flatMap((m) => m.data.errors);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/20 open subscriptions/);
    expect(errors[0].extensions).toMatchObject({ code: "rate_limited", type: "rate_limit_error", status: 429 });
    expect(bus.subscriberCount).toBe(before + 20);

    const other = await newKey(server, org.id);
    await SseSubscription.open(server.baseUrl, other.secret, EventsSubscription, {});
    await expect.poll(() => bus.subscriberCount, { timeout: 10_000 }).toBe(before + 21);

    opened[0].close();
    await expect.poll(() => bus.subscriberCount, { timeout: 10_000 }).toBe(before + 20);
    const { subscription: again } = await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {});
    await expect.poll(() => bus.subscriberCount, { timeout: 10_000 }).toBe(before + 21);
    expect(again.messages.filter((m) => m.data?.errors)).toEqual([]);
    // Every one closed, and gone on the server before the next test counts subscribers.
    for (const subscription of [...open]) subscription.close();
    await expect.poll(() => bus.subscriberCount, { timeout: 10_000 }).toBe(before);
  });
});

describe("Subscription.events over other transports", () => {
  test("Accept: */* gets an event stream, and the client going away ends it on the server", async ({ server, api }) => {
    const before = server.service.domain.eventBus.subscriberCount;
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${api.key}`, "content-type": "application/json", accept: "*/*" },
      body: JSON.stringify({ query: print(EventsSubscription), variables: { types: ["transfer_created"] } }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reading = (async () => {
      let text = "";
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) text += Buffer.from(chunk).toString();
      return text;
    })().catch(() => undefined);
    await expect.poll(() => server.service.domain.eventBus.subscriberCount).toBe(before + 1);
    controller.abort();
    await reading;
    await expect.poll(() => server.service.domain.eventBus.subscriberCount).toBe(before);
  });
});

describe("Subscription.events ends with its key (docs/api/graphql.md#subscriptions)", () => {
  /** Resolves with how long after `since` the stream closed, reading until it does. */
  async function closedWithin(subscription: SseSubscription, since: number, timeoutMs: number) {
    await Promise.race([subscription.done, sleep(timeoutMs).then(() => Promise.reject(new Error(`still open after ${timeoutMs} ms: ${JSON.stringify(subscription.messages)}`)))]);
    return Date.now() - since;
  }

  function expectEndedWithKeyError(subscription: SseSubscription, message: RegExp) {
    const errors = subscription.messages.filter((m) => m.data?.errors).flatMap((m) => m.data.errors);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(message);
    expect(errors[0].extensions).toMatchObject({ code: "invalid_api_key", type: "authentication_error", status: 401 });
    expect(subscription.messages.at(-1)?.data?.errors).toEqual(errors); // the error is the last word
  }

  test("revoked (as the admin command line does, from another process): an error event, then the stream closes within 5 s", async ({ server, org, api }) => {
    const key = await newKey(server, org.id);
    const { subscription } = await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {});
    await sleep(200);
    expect((await api.post("/test/fund", { amount: 5, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await subscription.waitFor(() => subscription.events().length >= 1);
    // Straight to the database: no in-process signal reaches the instance holding the stream.
    const revokedAt = Date.now();
    await server.service.database.prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    expect(await closedWithin(subscription, revokedAt, 10_000)).toBeLessThan(5_000);
    expectEndedWithKeyError(subscription, /revoked/);
    // Nothing more arrives for it, and the server holds no listener for it.
    await expect.poll(() => server.service.domain.eventBus.subscriberCount).toBeLessThanOrEqual(open.size);
  });

  test("revoked unheard while other subscriptions keep opening: the poll still comes, within 5 s", async ({ server, org }) => {
    const key = await newKey(server, org.id);
    const other = await newKey(server, org.id);
    const { subscription } = await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {});
    await sleep(200);
    const revokedAt = Date.now();
    await server.service.database.prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    // A new subscription every 0.5 s, more often than the 3 s poll: each one is watched as it opens.
    let opening = true;
    const openingMore = (async () => {
      while (opening) {
        await SseSubscription.open(server.baseUrl, other.secret, EventsSubscription, {});
        await sleep(500);
      }
    })();
    try {
      expect(await closedWithin(subscription, revokedAt, 10_000)).toBeLessThan(5_000);
    } finally {
      opening = false;
      await openingMore;
    }
    expectEndedWithKeyError(subscription, /revoked/);
  });

  test("revoked through the API's own revocation (key:revoke): heard at once, not at the next poll", async ({ server, org }) => {
    const key = await newKey(server, org.id);
    const { subscription } = await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {});
    await sleep(200);
    const revokedAt = Date.now();
    await revokeApiKey(server.service.domain, key.id);
    // The safety poll comes every 3 s; the change itself is heard at once (auth/key-lapses.ts).
    expect(await closedWithin(subscription, revokedAt, 10_000)).toBeLessThan(2_000);
    expectEndedWithKeyError(subscription, /revoked/);
  });

  test("a session token's subscription ends when the token is revoked, and when its minting key is, within 5 s", async ({ server, org }) => {
    const key = await newKey(server, org.id);
    const keyClient = apiClient(server, key.secret);
    const mint = async () => {
      const minted = await keyClient.post("/session_tokens", { scopes: ["balances:read", "transfers:read"] });
      expect(minted.status).toBe(201);
      return minted.body as { id: string; token: string };
    };
    const token = await mint();
    const { subscription, response } = await SseSubscription.open(server.baseUrl, token.token, EventsSubscription, {});
    expect(response.status).toBe(200);
    await sleep(200);
    expect((await keyClient.post("/test/fund", { amount: 5, currency: "USD" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await subscription.waitFor(() => subscription.events().length >= 1);
    let revokedAt = Date.now();
    expect((await keyClient.post(`/session_tokens/${token.id}/revoke`)).status).toBe(200);
    expect(await closedWithin(subscription, revokedAt, 10_000)).toBeLessThan(5_000);
    expectEndedWithKeyError(subscription, /^This session token was revoked/);

    const second = await mint();
    const { subscription: other } = await SseSubscription.open(server.baseUrl, second.token, EventsSubscription, {});
    await sleep(200);
    revokedAt = Date.now();
    await revokeApiKey(server.service.domain, key.id);
    expect(await closedWithin(other, revokedAt, 10_000)).toBeLessThan(5_000);
    expectEndedWithKeyError(other, /^This session token was revoked/);
  });

  test("expiring: an error event, then the stream closes within 5 s of expires_at", async ({ server, org }) => {
    const expiresAt = new Date(Date.now() + 2_000);
    const key = await newKey(server, org.id, "sandbox", { expiresAt });
    const { subscription, response } = await SseSubscription.open(server.baseUrl, key.secret, EventsSubscription, {});
    expect(response.status).toBe(200);
    const elapsed = await closedWithin(subscription, expiresAt.getTime(), 12_000);
    expect(elapsed).toBeLessThan(5_000);
    expect(elapsed).toBeGreaterThanOrEqual(-50); // not before it expired
    expectEndedWithKeyError(subscription, /expired/);
  });
});
