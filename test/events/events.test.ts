// GET /events and GET /events/{id} (docs/api/events-and-webhooks.md#reading-events): the outbox as
// an API, with the scope rules that decide which event types a key may read, and no card number or
// CVV in any payload.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, expectGraphQLError, idempotencyKey, bankTransfer, apiClient, newKey, newOrganization, type ApiClient } from "../support/fixtures.js";

const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

async function allEvents(api: ApiClient, query = ""): Promise<any[]> {
  const events: any[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await api.get(`/events?limit=100${query}${after ? `&starting_after=${after}` : ""}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    events.push(...page.body.data);
    if (!page.body.has_more) return events;
    after = page.body.data.at(-1).id;
  }
}

describe("GET /events", () => {
  test("every change has its event, newest first, shaped as the resource was returned", async ({ api }) => {
    const fund = await api.post("/test/fund", { amount: 5000, currency: "GBP" }, { idempotencyKey: idempotencyKey() });
    const usdBefore = (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
    // Ending 0005: it stays processing, so no settlement adds its events however slow the machine.
    const transfer = await api.post("/transfers", bankTransfer(1200, { accountNumber: "0012340005" }), { idempotencyKey: idempotencyKey() });
    expect(transfer.status).toBe(201);
    // A refused change writes no event.
    const refused = await api.post("/transfers", bankTransfer(999_999_999_99), { idempotencyKey: idempotencyKey() });
    expect(refused.status).toBe(402);

    // The transfer's reservation changed the USD wallet: its balance.updated
    // (docs/api/events-and-webhooks.md#event-types).
    const events = await allEvents(api);
    expect(events.map((e) => e.type)).toEqual(["transfer.created", "balance.updated", "balance.updated"]);
    const [created, reserved, balance] = events;
    expect(reserved.data.object).toEqual({ ...usdBefore, available: usdBefore.available - 1200, reserved: usdBefore.reserved + 1200 });
    expect(created).toEqual({
      id: expect.stringMatching(/^evt_/),
      object: "event",
      type: "transfer.created",
      environment: "sandbox",
      created_at: expect.any(String),
      data: { object: transfer.body },
      test_data: true,
    });
    expect(balance.data.object).toEqual(fund.body);
    expect((await api.get(`/events/${created.id}`)).body).toEqual(created);
  });

  test("a settled transfer adds transfer.succeeded; type filters and cursors", async ({ api }) => {
    const ids: string[] = [];
    for (const amount of [101, 102, 103]) {
      const transfer = await api.post("/transfers", bankTransfer(amount), { idempotencyKey: idempotencyKey() });
      ids.push(transfer.body.id);
    }
    await expect.poll(async () => (await allEvents(api, "&type=transfer.succeeded")).length, { timeout: 10_000 }).toBe(3);
    const succeeded = await allEvents(api, "&type=transfer.succeeded");
    expect(succeeded.every((e) => e.type === "transfer.succeeded" && e.data.object.status === "succeeded")).toBe(true);
    expect(succeeded.map((e) => e.data.object.id).sort()).toEqual([...ids].sort());

    const first = await api.get("/events?limit=2");
    expect(first.body).toMatchObject({ object: "list", has_more: true });
    expect(first.body.data).toHaveLength(2);
    const second = await api.get(`/events?limit=2&starting_after=${first.body.data[1].id}`);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.data[0].id < first.body.data[1].id).toBe(true);
    // Each transfer: transfer.created and transfer.succeeded, each with its posting's
    // balance.updated (docs/api/events-and-webhooks.md#event-types).
    const everything = await allEvents(api);
    expect(everything).toHaveLength(12);
    expect(everything.filter((e) => e.type === "balance.updated")).toHaveLength(6);
    expect([...first.body.data, ...second.body.data]).toEqual(everything.slice(0, 4));
  });

  test("validation: unknown type, limit, starting_after", async ({ api }) => {
    expectError(await api.get("/events?type=transfer.exploded"), 400, "validation_error", "invalid_request", "type");
    expectError(await api.get("/events?limit=0"), 400, "validation_error", "invalid_request", "limit");
    expectError(await api.get("/events?limit=101"), 400, "validation_error", "invalid_request", "limit");
    expectError(await api.get("/events?starting_after=evt_nope"), 400, "validation_error", "invalid_request", "starting_after");
    expectError(await api.get("/events?colour=red"), 400, "validation_error", "invalid_request", "colour");
    expectError(await api.get("/events/evt_nope"), 404, "not_found", "invalid_request");
  });

  test("a key sees only the event types its scopes may read; others are filtered out and not found", async ({ api, server, org }) => {
    await api.post("/transfers", bankTransfer(300), { idempotencyKey: idempotencyKey() });
    const card = await api.post("/cards", { product: "net-400", cardholder, initial_load: 2000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const everything = await allEvents(api);
    const transferEvent = everything.find((e) => e.type === "transfer.created");
    const cardEvent = everything.find((e) => e.type === "card.created");
    expect(transferEvent && cardEvent).toBeTruthy();

    const keyWith = async (scopes: any[]) => apiClient(server, (await newKey(server, org.id, "sandbox", { scopes })).secret);
    const cardsOnly = await keyWith(["cards:read"]);
    const cardTypes = new Set((await allEvents(cardsOnly)).map((e) => e.type));
    expect([...cardTypes].every((type) => type.startsWith("card"))).toBe(true);
    expect(cardTypes.has("card.created")).toBe(true);
    expectError(await cardsOnly.get(`/events/${transferEvent.id}`), 404, "not_found", "invalid_request");
    expect((await cardsOnly.get(`/events/${cardEvent.id}`)).status).toBe(200);
    expect((await cardsOnly.get("/events?type=balance.updated")).body.data).toEqual([]);

    for (const scope of ["balances:read", "transfers:read"] as const) {
      const money = await keyWith([scope]);
      const types = new Set((await allEvents(money)).map((e) => e.type));
      expect([...types].some((type) => type.startsWith("card")), scope).toBe(false);
      expect(types.has("transfer.created")).toBe(true);
      expectError(await money.get(`/events/${cardEvent.id}`), 404, "not_found", "invalid_request");
    }

    const writeOnly = await keyWith(["transfers:write", "cards:write"]);
    expectError(await writeOnly.get("/events"), 403, "insufficient_scope", "permission_error");
    expectError(await writeOnly.get(`/events/${transferEvent.id}`), 403, "insufficient_scope", "permission_error");

    // Another organization's and the other environment's events do not exist for this key.
    const stranger = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expectError(await stranger.get(`/events/${transferEvent.id}`), 404, "not_found", "invalid_request");
  });

  test("reading events works in Live", async ({ liveApi, api }) => {
    await api.post("/test/fund", { amount: 10, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    const live = await liveApi.get("/events");
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ object: "list", data: [], has_more: false });
    const sandboxEvent = (await api.get("/events")).body.data[0];
    expectError(await liveApi.get(`/events/${sandboxEvent.id}`), 404, "not_found", "invalid_request");
  });

  test("no event payload contains a card number or CVV", async ({ api, server }) => {
    const card = await api.post("/cards", { product: "net-536", cardholder, initial_load: 5000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    const id = card.body.id;
    const details = await api.get(`/cards/${id}/details`);
    expect(details.status).toBe(200);
    const { number, cvv } = details.body;
    expect(number).toMatch(/^\d{16}$/);
    expect((await api.post(`/cards/${id}/fund`, { amount: 1000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/test/cards/${id}/authorizations`, { amount: 250, merchant_name: "Coffee" })).status).toBe(201);
    // 5000 + 1000 - 250 leaves 5750; a card is terminated with at most 500 on it.
    expect((await api.post(`/cards/${id}/withdraw`, { amount: 5250 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/cards/${id}/freeze`)).status).toBe(200);
    expect((await api.post(`/cards/${id}/unfreeze`)).status).toBe(200);
    expect((await api.post(`/cards/${id}/terminate`)).status).toBe(200);

    const events = await allEvents(api);
    const types = new Set(events.map((e) => e.type));
    for (const type of ["card.created", "card.funded", "card.withdrawn", "card_transaction.created", "card.frozen", "card.unfrozen", "card.terminated"]) {
      expect(types.has(type), type).toBe(true);
    }
    const stored = await server.service.database.prisma.event.findMany({ where: { data: { path: ["object", "id"], equals: id } } });
    for (const payload of [JSON.stringify(events), JSON.stringify(stored.map((e) => e.data))]) {
      expect(payload).not.toContain(number);
      expect(payload).not.toMatch(/"(number|cvv|cvc|pan)"\s*:/);
    }
    // No value anywhere in an event is the CVV (it is short, so compare whole values, not
    // substrings). The CVV is a string of digits, and so would be any copy of it: amounts are
    // numbers, and one may equal the CVV's digits by chance (250 is spent above).
    const values: unknown[] = [];
    const walk = (value: unknown): void => {
      if (value && typeof value === "object") Object.values(value).forEach(walk);
      else values.push(value);
    };
    walk(events);
    expect(typeof cvv).toBe("string");
    expect(values).not.toContain(cvv);
  });
});

const EventsQuery = graphql(`
  query Events($first: Int, $after: String, $type: String) {
    events(first: $first, after: $after, type: $type) {
      edges { cursor node { id type environment createdAt testData data { object } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

describe("GraphQL events", () => {
  test("events(first, after, type) is GET /events as a Relay connection", async ({ api }) => {
    await api.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: idempotencyKey() });
    // Ending 0005: it stays processing, so no settlement adds its events however slow the machine.
    const transfer = await api.post("/transfers", bankTransfer(400, { accountNumber: "0012340005" }), { idempotencyKey: idempotencyKey() });
    const result = await api.graphql(EventsQuery, { first: 1 });
    expect(result.errors).toBeUndefined();
    const page = result.data!.events!;
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges[0].node).toMatchObject({ type: "transfer.created", environment: "sandbox", testData: true });
    expect(page.edges[0].node.data.object).toEqual(transfer.body);
    const next = await api.graphql(EventsQuery, { first: 5, after: page.pageInfo.endCursor });
    // The transfer's reservation, then the test fund (a balance.updated each:
    // docs/api/events-and-webhooks.md#event-types).
    expect(next.data!.events!.edges.map((e) => e.node.type)).toEqual(["balance.updated", "balance.updated"]);
    const filtered = await api.graphql(EventsQuery, { type: "balance.updated" });
    expect(filtered.data!.events!.edges.map((e) => e.node.type)).toEqual(["balance.updated", "balance.updated"]);
    expectGraphQLError(await api.graphql(EventsQuery, { type: "nope" }), "events", 400, "validation_error", "invalid_request", "type");
  });
});
