// The graph a dashboard lives on: viewer, Relay's node(id) / nodes(ids) over every
// resource with an id, and WebhookEndpoint.deliveries with their attempts (read through Prisma).
// Another organization's object, or one of the other environment, is null with not_found
// exactly like an id that never existed, through node, nodes and the relations alike.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import {
  test,
  expect,
  expectGraphQLError,
  expectCredentialsRefused,
  idempotencyKey,
  apiClient,
  newKey,
  newOrganization,
  bankTransfer,
  changeSettings,
  withReplaced,
  type ApiClient,
} from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { receiversForFile } from "../support/webhook-receiver.js";
import { listCurrencies } from "../../src/domain/core.js";
import { newId } from "../../src/domain/ids.js";
import { fanOutPendingEvents } from "../../src/domain/webhooks/fanout.js";
import { inTransaction } from "../../src/domain/tx.js";

const ViewerQuery = graphql(`
  query GraphViewer {
    viewer {
      environment
      organization { id name liveActivated }
      apiKey { id prefix scopes createdAt expiresAt }
    }
  }
`);

const NodeQuery = graphql(`
  query GraphNode($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Transfer { amount transferStatus: status destination { last4 } }
      ... on Card { last4 cardStatus: status balance }
      ... on CardTransaction { cardId type amount }
      ... on Event { type }
      ... on WebhookEndpoint { url }
    }
  }
`);

const CurrenciesQuery = graphql(`
  query GraphCurrencies {
    currencies { code exponent }
  }
`);

const NodesQuery = graphql(`
  query GraphNodes($ids: [ID!]!) {
    nodes(ids: $ids) { __typename id }
  }
`);

const DeliveriesQuery = graphql(`
  query GraphDeliveries($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {
    node(id: $id) {
      ... on WebhookEndpoint {
        id
        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges {
            cursor
            node {
              id eventId eventType state attemptCount nextAttemptAt createdAt completedAt
              attempts { attempt responseStatus durationMs error createdAt }
            }
          }
        }
      }
    }
  }
`);

/** A page's count alone: cheap enough at any page size for the cost check to let it through. */
const DeliveriesCountQuery = graphql(`
  query GraphDeliveriesCount($id: ID!, $first: Int, $last: Int) {
    node(id: $id) {
      ... on WebhookEndpoint {
        deliveries(first: $first, last: $last) { totalCount }
      }
    }
  }
`);

const receiver = receiversForFile();

async function created(result: Promise<{ status: number; body: any }>) {
  const answer = await result;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** One of each Node type in `api`'s organization. */
async function oneOfEach(api: ApiClient, hookUrl: string) {
  const transfer = await created(api.post("/transfers", bankTransfer(1_500), { idempotencyKey: idempotencyKey() }));
  const card = await created(api.post("/cards", { product: "net-400", cardholder: { first_name: "Ada", last_name: "Byron", email: "ada@example.com" }, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() }));
  const purchase = await created(api.post(`/test/cards/${card.id}/authorizations`, { amount: 250, merchant_name: "Shop" }));
  const endpoint = await created(api.post("/webhook_endpoints", { url: hookUrl }));
  const events = await api.get("/events?limit=1");
  expect(events.status).toBe(200);
  return { transfer: transfer.id as string, card: card.id as string, cardTransaction: purchase.id as string, event: events.body.data[0].id as string, endpoint: endpoint.id as string };
}

async function otherOrganization(server: TestServer) {
  const org = await newOrganization(server);
  return apiClient(server, (await newKey(server, org.id, "sandbox")).secret);
}

describe("viewer", () => {
  test("names the organization, the environment and the key with its scopes and expiry, never its secret", async ({ server, org }) => {
    const expiresAt = new Date(Date.now() + 86_400_000);
    const key = await newKey(server, org.id, "sandbox", { scopes: ["cards:read", "transfers:read"], expiresAt });
    const result = await apiClient(server, key.secret).graphql(ViewerQuery, {});
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({
      environment: "sandbox",
      organization: { id: org.id, name: org.name, liveActivated: false },
      apiKey: { id: key.id, prefix: key.prefix, scopes: ["cards:read", "transfers:read"], createdAt: expect.any(String), expiresAt: expiresAt.toISOString() },
    });
    expect(JSON.stringify(result.data)).not.toContain(key.secret);
  });

  test("a key that never expires answers expiresAt null; Live answers live", async ({ server, org }) => {
    const live = await newKey(server, org.id, "live");
    const result = await apiClient(server, live.secret, "live").graphql(ViewerQuery, {});
    expect(result.data?.viewer?.environment).toBe("live");
    expect(result.data?.viewer?.apiKey.expiresAt).toBeNull();
  });

  test("without a key: authentication_required", async ({ server }) => {
    const result = await apiClient(server, "").graphql(ViewerQuery, {});
    expectCredentialsRefused(result, "authentication_required");
  });
});

describe("node and nodes", () => {
  test("every Node type comes back by its id, as its own type", async ({ api }) => {
    const hook = await receiver();
    const ids = await oneOfEach(api, hook.url);
    const expected: Record<string, string> = {
      transfer: "Transfer",
      card: "Card",
      cardTransaction: "CardTransaction",
      event: "Event",
      endpoint: "WebhookEndpoint",
    };
    for (const [kind, id] of Object.entries(ids)) {
      const result = await api.graphql(NodeQuery, { id });
      expect(result.errors, kind).toBeUndefined();
      expect(result.data?.node, kind).toMatchObject({ __typename: expected[kind], id });
    }
    const transfer = await api.graphql(NodeQuery, { id: ids.transfer });
    expect(transfer.data?.node).toMatchObject({ amount: 1_500, destination: { last4: "5678" } });
    const card = await api.graphql(NodeQuery, { id: ids.card });
    expect(card.data?.node).toMatchObject({ cardStatus: "active", last4: expect.stringMatching(/^\d{4}$/) });
    const purchase = await api.graphql(NodeQuery, { id: ids.cardTransaction });
    expect(purchase.data?.node).toMatchObject({ cardId: ids.card, amount: 250 });
  });

  test("another organization's objects, and ids of no type, are not_found like ids that never existed", async ({ api, server }) => {
    const hook = await receiver();
    const theirs = await oneOfEach(await otherOrganization(server), hook.url);
    for (const id of [...Object.values(theirs), "tr_01JNEVEREXISTED000000000000", "zz_01JNOTYPE", "nounderscore"]) {
      expectGraphQLError(await api.graphql(NodeQuery, { id }), "node", 404, "not_found", "invalid_request");
    }
  });

  test("the other environment's objects are not found either", async ({ api, server, org }) => {
    const hook = await receiver();
    const mine = await oneOfEach(api, hook.url);
    const live = apiClient(server, (await newKey(server, org.id, "live")).secret, "live");
    for (const id of Object.values(mine)) {
      expectGraphQLError(await live.graphql(NodeQuery, { id }), "node", 404, "not_found", "invalid_request");
    }
  });

  test("each type's own scope decides: a key without cards:read gets insufficient_scope for a card, and the transfer", async ({ api, server, org }) => {
    const hook = await receiver();
    const ids = await oneOfEach(api, hook.url);
    const transfersOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read"] })).secret);
    expectGraphQLError(await transfersOnly.graphql(NodeQuery, { id: ids.card }), "node", 403, "insufficient_scope", "permission_error");
    expectGraphQLError(await transfersOnly.graphql(NodeQuery, { id: ids.cardTransaction }), "node", 403, "insufficient_scope", "permission_error");
    expectGraphQLError(await transfersOnly.graphql(NodeQuery, { id: ids.endpoint }), "node", 403, "insufficient_scope", "permission_error");
    const transfer = await transfersOnly.graphql(NodeQuery, { id: ids.transfer });
    expect(transfer.errors).toBeUndefined();
    expect(transfer.data?.node?.id).toBe(ids.transfer);
  });

  test("nodes answers in the order asked, null (with its error) where the caller may not read", async ({ api, server }) => {
    const hook = await receiver();
    const mine = await oneOfEach(api, hook.url);
    const theirs = await oneOfEach(await otherOrganization(server), hook.url);
    const result = await api.graphql(NodesQuery, { ids: [mine.card, theirs.transfer, mine.transfer, "xx_nothing"] });
    expect(result.status).toBe(200);
    expect(result.data?.nodes).toEqual([{ __typename: "Card", id: mine.card }, null, { __typename: "Transfer", id: mine.transfer }, null]);
    // Errors come in the order the reads finished: compare them by position.
    const errors = (result.errors ?? []).map((e) => ({ path: e.path, code: e.extensions?.code })).sort((a, b) => Number(a.path?.[1]) - Number(b.path?.[1]));
    expect(errors).toEqual([
      { path: ["nodes", 1], code: "not_found" },
      { path: ["nodes", 3], code: "not_found" },
    ]);
  });

  test("nodes takes at most 100 ids", async ({ api }) => {
    const result = await api.graphql(NodesQuery, { ids: Array.from({ length: 101 }, (_, i) => `tr_${i}`) });
    expectGraphQLError(result, "nodes", 400, "validation_error", "invalid_request", "ids");
  });
});

describe("WebhookEndpoint.deliveries", () => {
  test("shows each event sent to the endpoint with its attempts, newest first, counted and filtered", async ({ api }) => {
    // The first answer fails, every later one succeeds: the first delivery takes two attempts.
    const hook = await receiver((index) => (index === 0 ? 500 : 200));
    const endpoint = await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    const first = await created(api.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.filter((x) => x.answer === 200).length >= 1);
    const second = await created(api.post("/transfers", bankTransfer(2_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.filter((x) => x.answer === 200).length >= 2);

    // The attempt is recorded just after the answer: wait for both deliveries to be over.
    let page: any;
    for (let tries = 0; tries < 200; tries++) {
      const result = await api.graphql(DeliveriesQuery, { id: endpoint.id });
      expect(result.errors).toBeUndefined();
      page = (result.data?.node as any)?.deliveries;
      if (page?.edges.every((e: any) => e.node.state === "delivered") && page.edges.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(page.totalCount).toBe(2);
    expect(page.pageInfo.hasNextPage).toBe(false);
    const [newest, oldest] = page.edges.map((e: any) => e.node);
    const eventOf = async (transferId: string) => {
      const events = await api.get("/events?type=transfer.created&limit=100");
      return events.body.data.find((e: any) => e.data.object.id === transferId).id;
    };
    expect(newest).toMatchObject({ eventId: await eventOf(second.id), eventType: "transfer.created", state: "delivered", attemptCount: 1, nextAttemptAt: null });
    expect(newest.attempts).toEqual([{ attempt: 1, responseStatus: 200, durationMs: expect.any(Number), error: null, createdAt: expect.any(String) }]);
    expect(oldest).toMatchObject({ eventId: await eventOf(first.id), state: "delivered", attemptCount: 2, completedAt: expect.any(String) });
    expect(oldest.attempts.map((a: any) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 200],
    ]);

    // Paging by the cursor, and the state filter with its own count.
    const firstPage = await api.graphql(DeliveriesQuery, { id: endpoint.id, first: 1 });
    const one = (firstPage.data?.node as any).deliveries;
    expect(one.edges.map((e: any) => e.node.id)).toEqual([newest.id]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const secondPage = await api.graphql(DeliveriesQuery, { id: endpoint.id, first: 1, after: one.pageInfo.endCursor });
    expect((secondPage.data?.node as any).deliveries.edges.map((e: any) => e.node.id)).toEqual([oldest.id]);
    const failed = await api.graphql(DeliveriesQuery, { id: endpoint.id, states: ["failed", "pending"] });
    expect((failed.data?.node as any).deliveries).toMatchObject({ totalCount: 0, edges: [] });
  });

  test("another organization's endpoint and its deliveries stay out of reach", async ({ api, server }) => {
    const hook = await receiver();
    const other = await otherOrganization(server);
    const theirs = await created(other.post("/webhook_endpoints", { url: hook.url }));
    await created(other.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 1);
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: theirs.id }), "node", 404, "not_found", "invalid_request");
    // Their own key sees them.
    const own = await other.graphql(DeliveriesQuery, { id: theirs.id });
    expect((own.data?.node as any).deliveries.totalCount).toBeGreaterThanOrEqual(1);
  });

  test("delivery ids are whd_ ids sorting by creation: they count nothing another organization was sent", async ({ api, server }) => {
    const hook = await receiver();
    const ours = await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    const other = await otherOrganization(server);
    await created(other.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    await created(api.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 1);
    for (let i = 0; i < 3; i++) await created(other.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 4);
    await created(api.post("/transfers", bankTransfer(2_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 5);

    const page = ((await api.graphql(DeliveriesQuery, { id: ours.id })).data?.node as any).deliveries;
    const [newer, older] = page.edges.map((e: any) => e.node.id as string);
    expect(page.totalCount).toBe(2);
    // A number from one sequence shared by every organization would have grown by 4 between them.
    for (const id of [newer, older]) expect(id).toMatch(/^whd_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(newer > older).toBe(true);
  });

  test("one fan-out of several organizations' events numbers each organization's deliveries apart", async ({ api, server, org }) => {
    const hook = await receiver();
    await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    const other = await newOrganization(server);
    const otherApi = apiClient(server, (await newKey(server, other.id, "sandbox")).secret);
    for (let i = 0; i < 2; i++) await created(otherApi.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    // Three events committed at once, so that one fan-out takes them all: the other
    // organization's two first (four deliveries), then ours.
    const at = Date.now();
    const events = [
      { id: newId("evt"), organizationId: other.id, createdAt: new Date(at - 3) },
      { id: newId("evt"), organizationId: other.id, createdAt: new Date(at - 2) },
      { id: newId("evt"), organizationId: org.id, createdAt: new Date(at - 1) },
    ];
    const prisma = server.service.database.prisma;
    await inTransaction(prisma, async (tx) => {
      await tx.event.createMany({
        data: events.map((e) => ({ ...e, environment: "sandbox" as const, type: "transfer.created", data: { object: { id: "tr_fan_out", object: "transfer" } } })),
      });
      await tx.eventFanOut.createMany({ data: events.map((e) => ({ createdAt: e.createdAt, organizationId: e.organizationId, environment: "sandbox" as const, eventId: e.id })) });
    });
    await fanOutPendingEvents(server.service.domain); // or the worker did, in one statement all the same
    const ofEvents = { eventId: { in: events.map((e) => e.id) } };
    await expect.poll(() => prisma.webhookDelivery.count({ where: ofEvents })).toBe(5);
    // After the time (10 characters), the place among the organization's own deliveries of the
    // statement: ours is its first, whatever the others were sent beside it.
    const places = async (organizationId: string) =>
      (await prisma.webhookDelivery.findMany({ where: { ...ofEvents, organizationId }, orderBy: { id: "asc" } })).map((d) => d.id.slice(14, 18));
    expect(await places(other.id)).toEqual(["0001", "0002", "0003", "0004"]);
    expect(await places(org.id)).toEqual(["0001"]);
  });

  test("a delivery with more than 100 attempts shows its latest 100, first to last, and counts them all", async ({ api, server, org }) => {
    const hook = await receiver();
    const endpoint = await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    await created(api.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 1);
    const prisma = server.service.database.prisma;
    let delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { organizationId: org.id, endpointId: endpoint.id } });
    await expect.poll(async () => prisma.webhookAttempt.count({ where: { organizationId: org.id, deliveryId: delivery.id } })).toBe(1);
    // 149 more, as 149 redeliveries to a receiver answering 200 would have left them.
    await prisma.webhookAttempt.createMany({
      data: Array.from({ length: 149 }, (_, i) => ({ organizationId: org.id, environment: "sandbox" as const, deliveryId: delivery.id, attempt: i + 2, statusCode: 200, latencyMs: 3 })),
    });
    delivery = await prisma.webhookDelivery.update({ where: { organizationId_id: { organizationId: org.id, id: delivery.id } }, data: { attempts: 150 } });

    const node = ((await api.graphql(DeliveriesQuery, { id: endpoint.id })).data?.node as any).deliveries.edges[0].node;
    expect(node.attemptCount).toBe(150);
    expect(node.attempts.map((a: any) => a.attempt)).toEqual(Array.from({ length: 100 }, (_, i) => i + 51));
  });

  test("paging on from a cursor the states filter leaves out: the filtered deliveries past it", async ({ api }) => {
    // The first delivery is delivered; the second is answered 500 and stays pending, retrying.
    const hook = await receiver((index) => (index === 0 ? 200 : 500));
    const endpoint = await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    await created(api.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 1);
    await created(api.post("/transfers", bankTransfer(2_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 2);
    let all: any;
    await expect
      .poll(async () => {
        all = ((await api.graphql(DeliveriesQuery, { id: endpoint.id })).data?.node as any).deliveries;
        return all.edges.map((e: any) => e.node.state);
      })
      .toEqual(["pending", "delivered"]);
    const [pending, delivered] = all.edges;
    const after = await api.graphql(DeliveriesQuery, { id: endpoint.id, after: pending.cursor, states: ["delivered"] });
    expect((after.data?.node as any).deliveries).toMatchObject({ totalCount: 1, edges: [{ node: { id: delivered.node.id } }], pageInfo: { hasNextPage: false } });
    const before = await api.graphql(DeliveriesQuery, { id: endpoint.id, last: 1, before: delivered.cursor, states: ["pending"] });
    expect((before.data?.node as any).deliveries).toMatchObject({ totalCount: 1, edges: [{ node: { id: pending.node.id } }] });
    const beforeNone = await api.graphql(DeliveriesQuery, { id: endpoint.id, last: 1, before: pending.cursor, states: ["pending"] });
    expect((beforeNone.data?.node as any).deliveries.edges).toEqual([]);
  });

  test("a cursor must name one of this endpoint's deliveries: another organization's is refused as one that names none", async ({ api, server }) => {
    // Ours first, so that our delivery is older than theirs: read in their organization, their
    // cursor would page on to ours.
    const hook = await receiver();
    const ours = await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    await created(api.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 1);
    const other = await otherOrganization(server);
    const theirs = await created(other.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    await created(other.post("/transfers", bankTransfer(1_000), { idempotencyKey: idempotencyKey() }));
    await hook.waitFor((r) => r.length >= 2);
    const theirCursor = ((await other.graphql(DeliveriesQuery, { id: theirs.id, first: 1 })).data?.node as any).deliveries.edges[0].cursor;
    const ourPage = ((await api.graphql(DeliveriesQuery, { id: ours.id })).data?.node as any).deliveries;
    expect(ourPage.totalCount).toBe(1);

    // A cursor is Pothos's tuple of the delivery's organization and id.
    const tuple = (cursor: string): string[] => JSON.parse(Buffer.from(cursor, "base64").toString().slice("GPC:T:".length));
    const cursorOf = (parts: string[]) => Buffer.from(`GPC:T:${JSON.stringify(parts)}`).toString("base64");
    const [ourOrganization, ourId] = tuple(ourPage.edges[0].cursor);
    const [theirOrganization, theirId] = tuple(theirCursor);
    expect(theirOrganization).not.toBe(ourOrganization);
    for (const after of [theirCursor, cursorOf([ourOrganization, theirId]), cursorOf([ourOrganization, "I:999999999"]), cursorOf([ourOrganization, "S:wd_x"])]) {
      expectGraphQLError(await api.graphql(DeliveriesQuery, { id: ours.id, after }), "node", 400, "validation_error", "invalid_request", "after");
    }
    // Their own cursor still pages their deliveries, and ours ours.
    const theirNext = await other.graphql(DeliveriesQuery, { id: theirs.id, after: theirCursor });
    expect((theirNext.data?.node as any).deliveries.edges).toEqual([]);
    const ourNext = await api.graphql(DeliveriesQuery, { id: ours.id, after: cursorOf([ourOrganization, ourId]) });
    expect((ourNext.data?.node as any).deliveries).toMatchObject({ edges: [], pageInfo: { hasNextPage: false } });
  });

  test("a cursor that is no cursor at all, a page size outside 1 to 100 and arguments of both directions are refused with the argument's name", async ({ api }) => {
    const endpoint = await created(api.post("/webhook_endpoints", { url: (await receiver()).url, events: ["transfer.created"] }));
    const chunk = (text: string) => Buffer.from(text).toString("base64");
    for (const after of ["garbage", chunk("GPC:T:["), chunk("GPC:J:[1,2"), chunk("GPC:T:{}"), chunk("GPC:T:[1]"), chunk("nothing")]) {
      expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, after }), "node", 400, "validation_error", "invalid_request", "after");
    }
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, last: 1, before: "garbage" }), "node", 400, "validation_error", "invalid_request", "before");
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, first: -1 }), "node", 400, "validation_error", "invalid_request", "first");
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, last: -1 }), "node", 400, "validation_error", "invalid_request", "last");
    // As every other connection: 0 and 101 are refused, not taken as 0 and cut to 100.
    for (const size of [0, 101]) {
      expectGraphQLError(await api.graphql(DeliveriesCountQuery, { id: endpoint.id, first: size }), "node", 400, "validation_error", "invalid_request", "first");
      expectGraphQLError(await api.graphql(DeliveriesCountQuery, { id: endpoint.id, last: size }), "node", 400, "validation_error", "invalid_request", "last");
    }
    for (const size of [1, 100]) expect((await api.graphql(DeliveriesCountQuery, { id: endpoint.id, first: size })).errors).toBeUndefined();
    // Both directions at once, which plugin-prisma refuses too, with the argument that does not go.
    const cursor = Buffer.from(`GPC:T:${JSON.stringify(["S:org_x", "I:1"])}`).toString("base64");
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, after: cursor, before: cursor }), "node", 400, "validation_error", "invalid_request", "before");
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, first: 1, before: cursor }), "node", 400, "validation_error", "invalid_request", "first");
    expectGraphQLError(await api.graphql(DeliveriesQuery, { id: endpoint.id, last: 1, after: cursor }), "node", 400, "validation_error", "invalid_request", "last");
  });
});

const TransfersSearch = graphql(`
  query GraphTransfersSearch(
    $first: Int, $after: String, $last: Int, $before: String, $status: TransferStatus, $statuses: [TransferStatus!],
    $currency: Currency, $createdAfter: DateTime, $createdBefore: DateTime, $reference: String, $last4: String
  ) {
    transfers(
      first: $first, after: $after, last: $last, before: $before, status: $status, statuses: $statuses,
      currency: $currency, createdAfter: $createdAfter, createdBefore: $createdBefore, reference: $reference, last4: $last4
    ) {
      totalCount
      nodes { id currency reference }
      edges { cursor }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const CardsSearch = graphql(`
  query GraphCardsSearch($statuses: [CardStatus!], $last4: String, $reference: String) {
    cards(statuses: $statuses, last4: $last4, reference: $reference) { totalCount nodes { id status last4 } }
  }
`);

const CardTransactionsSearch = graphql(`
  query GraphCardTransactionsSearch($first: Int, $after: String, $last: Int, $before: String) {
    cardTransactions(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      nodes { id cardId type status amount currency merchant { name } testData }
      edges { cursor }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const EventsSearch = graphql(`
  query GraphEventsSearch($types: [EventType!], $type: String, $first: Int) {
    events(types: $types, type: $type, first: $first) {
      totalCount
      nodes {
        id type kind
        object {
          __typename
          ... on Transfer { id amount }
          ... on Card { id last4 }
          ... on CardTransaction { id cardId }
          ... on Balance { currency available reserved }
          ... on CardOperation { id type amount card { id } }
        }
      }
    }
  }
`);

describe("connections a dashboard can live on", () => {
  test("transfers: totalCount, nodes, paging both ways, and filters that narrow together", async ({ api }) => {
    const start = new Date();
    const ids: string[] = [];
    for (const [i, currency] of ["USD", "EUR", "USD", "EUR", "USD"].entries()) {
      const body = { ...bankTransfer(100 + i, { reference: `ref-${i % 2}` }), currency };
      ids.push((await created(api.post("/transfers", body, { idempotencyKey: idempotencyKey() }))).id);
    }
    const newestFirst = [...ids].reverse();
    const all = await api.graphql(TransfersSearch, {});
    expect(all.errors).toBeUndefined();
    expect(all.data?.transfers?.totalCount).toBe(5);
    expect(all.data?.transfers?.nodes.map((n) => n.id)).toEqual(newestFirst);

    // Forward two at a time, then back from the end.
    const page1 = await api.graphql(TransfersSearch, { first: 2 });
    expect(page1.data?.transfers?.nodes.map((n) => n.id)).toEqual(newestFirst.slice(0, 2));
    expect(page1.data?.transfers?.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: newestFirst[0], endCursor: newestFirst[1] });
    const page2 = await api.graphql(TransfersSearch, { first: 2, after: page1.data?.transfers?.pageInfo.endCursor });
    expect(page2.data?.transfers?.nodes.map((n) => n.id)).toEqual(newestFirst.slice(2, 4));
    expect(page2.data?.transfers?.totalCount).toBe(5);
    const oldest = await api.graphql(TransfersSearch, { last: 2 });
    expect(oldest.data?.transfers?.nodes.map((n) => n.id)).toEqual(newestFirst.slice(3));
    expect(oldest.data?.transfers?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await api.graphql(TransfersSearch, { last: 2, before: newestFirst[3] });
    expect(back.data?.transfers?.nodes.map((n) => n.id)).toEqual(newestFirst.slice(1, 3));
    expect(back.data?.transfers?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });

    // Filters.
    const eur = await api.graphql(TransfersSearch, { currency: "EUR" });
    expect(eur.data?.transfers?.nodes.map((n) => n.id)).toEqual([ids[3], ids[1]]);
    expect(eur.data?.transfers?.totalCount).toBe(2);
    const ref = await api.graphql(TransfersSearch, { reference: "ref-0", currency: "USD" });
    expect(ref.data?.transfers?.nodes.map((n) => n.id)).toEqual([ids[4], ids[2], ids[0]]);
    const last4 = await api.graphql(TransfersSearch, { last4: "5678" });
    expect(last4.data?.transfers?.totalCount).toBe(5);
    const none = await api.graphql(TransfersSearch, { last4: "0000" });
    expect(none.data?.transfers).toMatchObject({ totalCount: 0, nodes: [] });
    const since = await api.graphql(TransfersSearch, { createdAfter: start.toISOString() });
    expect(since.data?.transfers?.totalCount).toBe(5);
    const before = await api.graphql(TransfersSearch, { createdBefore: start.toISOString() });
    expect(before.data?.transfers?.totalCount).toBe(0);
    // status and statuses narrow together: processing ∩ [succeeded] is nothing.
    const both = await api.graphql(TransfersSearch, { status: "processing", statuses: ["succeeded"] });
    expect(both.data?.transfers?.totalCount).toBe(0);
    const processing = await api.graphql(TransfersSearch, { statuses: ["processing", "failed"], currency: "USD" });
    expect(processing.data?.transfers?.nodes.every((n) => ids.includes(n.id))).toBe(true);
  });

  test("paging arguments that do not go together are validation errors naming the argument", async ({ api }) => {
    expectGraphQLError(await api.graphql(TransfersSearch, { first: 2, last: 2 }), "transfers", 400, "validation_error", "invalid_request", "last");
    expectGraphQLError(await api.graphql(TransfersSearch, { after: "tr_x", before: "tr_y" }), "transfers", 400, "validation_error", "invalid_request", "before");
    expectGraphQLError(await api.graphql(TransfersSearch, { first: 2, before: "tr_y" }), "transfers", 400, "validation_error", "invalid_request", "first");
    // `after` with `last` was read as `last` alone, the cursor dropped without a word.
    expectGraphQLError(await api.graphql(TransfersSearch, { last: 2, after: "tr_x" }), "transfers", 400, "validation_error", "invalid_request", "last");
    expectGraphQLError(await api.graphql(TransfersSearch, { last: 101 }), "transfers", 400, "validation_error", "invalid_request", "last");
    expectGraphQLError(await api.graphql(TransfersSearch, { before: "tr_01JNOTMINE0000000000000000" }), "transfers", 400, "validation_error", "invalid_request", "before");
    expectGraphQLError(await api.graphql(TransfersSearch, { last4: "12345" }), "transfers", 400, "validation_error", "invalid_request", "last4");
  });

  test("cards: statuses, last4 and reference, counted", async ({ api }) => {
    const issue = (reference: string) =>
      created(api.post("/cards", { product: "net-400", cardholder: { first_name: "Ada", last_name: "Byron", email: "ada@example.com" }, reference }, { idempotencyKey: idempotencyKey() }));
    const a = await issue("team-a");
    const b = await issue("team-b");
    expect((await api.post(`/cards/${b.id}/freeze`)).status).toBe(200);
    const frozen = await api.graphql(CardsSearch, { statuses: ["frozen"] });
    expect(frozen.data?.cards).toEqual({ totalCount: 1, nodes: [{ id: b.id, status: "frozen", last4: b.last4 }] });
    const byRef = await api.graphql(CardsSearch, { reference: "team-a" });
    expect(byRef.data?.cards?.nodes.map((n) => n.id)).toEqual([a.id]);
    const byLast4 = await api.graphql(CardsSearch, { last4: a.last4 });
    expect(byLast4.data?.cards?.nodes.map((n) => n.id)).toContain(a.id);
  });

  test("cardTransactions: every card's transactions, newest first, counted and paged both ways; cards:read; cursors must be the key's", async ({ api, server, org }) => {
    const issue = (initialLoad?: number) =>
      created(
        api.post(
          "/cards",
          { product: "net-400", cardholder: { first_name: "Ada", last_name: "Byron", email: "ada@example.com" }, ...(initialLoad ? { initial_load: initialLoad } : {}) },
          { idempotencyKey: idempotencyKey() },
        ),
      );
    // a: a 50.00 load and its three fees (3.00 issuance, 1.00 KYC, 0.50 top-up); b: its two fees.
    const a = await issue(5_000);
    const b = await issue();
    const bought = await created(api.post(`/test/cards/${a.id}/authorizations`, { amount: 250, merchant_name: "Shop" }));
    const declined = await created(api.post(`/test/cards/${b.id}/authorizations`, { amount: 999 }));
    const all = await api.graphql(CardTransactionsSearch, {});
    expect(all.errors).toBeUndefined();
    const transaction = (id: string, cardId: string, type: string, status: string, amount: number, merchant: string | null = null) => ({
      id,
      cardId,
      type,
      status,
      amount,
      currency: "USD",
      merchant: { name: merchant },
      testData: true,
    });
    // The ids of each card's transactions as REST lists them, newest first.
    const restIds = async (cardId: string) => ((await api.get(`/cards/${cardId}/transactions`)).body.data as Array<{ id: string }>).map((t) => t.id);
    const [aFee50, aFee100, aFee300, aTopup] = (await restIds(a.id)).slice(1);
    const [bFee100, bFee300] = (await restIds(b.id)).slice(1);
    const expected = [
      transaction(declined.id, b.id, "authorization", "declined", 999, "Test Merchant"),
      transaction(bought.id, a.id, "authorization", "succeeded", 250, "Shop"),
      transaction(bFee100, b.id, "fee", "succeeded", 100),
      transaction(bFee300, b.id, "fee", "succeeded", 300),
      transaction(aFee50, a.id, "fee", "succeeded", 50),
      transaction(aFee100, a.id, "fee", "succeeded", 100),
      transaction(aFee300, a.id, "fee", "succeeded", 300),
      transaction(aTopup, a.id, "topup", "succeeded", 5_000),
    ];
    const ids = expected.map((t) => t.id);
    expect(all.data?.cardTransactions).toEqual({
      totalCount: 8,
      nodes: expected,
      edges: ids.map((cursor) => ({ cursor })),
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: ids[0], endCursor: ids[7] },
    });

    // Forward three at a time, then back from the end.
    const page1 = await api.graphql(CardTransactionsSearch, { first: 3 });
    expect(page1.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(0, 3));
    expect(page1.data?.cardTransactions?.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: ids[0], endCursor: ids[2] });
    const page2 = await api.graphql(CardTransactionsSearch, { first: 3, after: ids[2] });
    expect(page2.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(3, 6));
    expect(page2.data?.cardTransactions?.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true, startCursor: ids[3], endCursor: ids[5] });
    expect(page2.data?.cardTransactions?.totalCount).toBe(8);
    const page3 = await api.graphql(CardTransactionsSearch, { first: 3, after: ids[5] });
    expect(page3.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(6));
    expect(page3.data?.cardTransactions?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const oldest = await api.graphql(CardTransactionsSearch, { last: 2 });
    expect(oldest.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(6));
    expect(oldest.data?.cardTransactions?.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: ids[6], endCursor: ids[7] });
    const back = await api.graphql(CardTransactionsSearch, { last: 2, before: ids[6] });
    expect(back.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(4, 6));
    expect(back.data?.cardTransactions?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const newest = await api.graphql(CardTransactionsSearch, { last: 5, before: ids[1] });
    expect(newest.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(0, 1));
    expect(newest.data?.cardTransactions?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    // Another organization's transactions are neither listed nor a cursor; nor a card's id, nor nonsense.
    const other = await otherOrganization(server);
    const theirCard = await created(other.post("/cards", { product: "net-400", cardholder: { first_name: "Bo", last_name: "Li", email: "bo@example.com" } }, { idempotencyKey: idempotencyKey() }));
    const theirs = (await other.get(`/cards/${theirCard.id}/transactions`)).body.data.map((t: { id: string }) => t.id);
    expect(theirs).toHaveLength(2);
    const again = await api.graphql(CardTransactionsSearch, { first: 100 });
    expect(again.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids);
    expect(again.data?.cardTransactions?.totalCount).toBe(8);
    expectGraphQLError(await api.graphql(CardTransactionsSearch, { after: theirs[0] }), "cardTransactions", 400, "validation_error", "invalid_request", "after");
    expectGraphQLError(await api.graphql(CardTransactionsSearch, { last: 1, before: theirs[0] }), "cardTransactions", 400, "validation_error", "invalid_request", "before");
    expectGraphQLError(await api.graphql(CardTransactionsSearch, { after: a.id }), "cardTransactions", 400, "validation_error", "invalid_request", "after");
    expectGraphQLError(await api.graphql(CardTransactionsSearch, { first: 2, last: 2 }), "cardTransactions", 400, "validation_error", "invalid_request", "last");
    expectGraphQLError(await api.graphql(CardTransactionsSearch, { first: 101 }), "cardTransactions", 400, "validation_error", "invalid_request", "first");
    expectGraphQLError(await api.graphql(CardTransactionsSearch, { first: 0 }), "cardTransactions", 400, "validation_error", "invalid_request", "first");
    const theirOwn = await other.graphql(CardTransactionsSearch, {});
    expect(theirOwn.data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(theirs);

    // cards:read decides; the other environment has none.
    const transfersOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read"] })).secret);
    expectGraphQLError(await transfersOnly.graphql(CardTransactionsSearch, {}), "cardTransactions", 403, "insufficient_scope", "permission_error");
    const cardsRead = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expect((await cardsRead.graphql(CardTransactionsSearch, { first: 1 })).data?.cardTransactions?.nodes.map((n) => n.id)).toEqual(ids.slice(0, 1));
    const live = apiClient(server, (await newKey(server, org.id, "live")).secret, "live");
    const liveResult = await live.graphql(CardTransactionsSearch, {});
    expect(liveResult.errors).toBeUndefined();
    expect(liveResult.data?.cardTransactions).toEqual({ totalCount: 0, nodes: [], edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } });
    expectGraphQLError(await live.graphql(CardTransactionsSearch, { after: ids[0] }), "cardTransactions", 400, "validation_error", "invalid_request", "after");
  });

  test("events: an EventType enum to filter by, and the resource typed through the EventObject union", async ({ api }) => {
    const card = await created(api.post("/cards", { product: "net-400", cardholder: { first_name: "Ada", last_name: "Byron", email: "ada@example.com" }, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() }));
    const purchase = await created(api.post(`/test/cards/${card.id}/authorizations`, { amount: 250, merchant_name: "Shop" }));
    const transfer = await created(api.post("/transfers", bankTransfer(700), { idempotencyKey: idempotencyKey() }));
    const funded = await api.post(`/cards/${card.id}/fund`, { amount: 1_000 }, { idempotencyKey: idempotencyKey() });
    expect(funded.status).toBe(200);
    const frozen = await api.post(`/cards/${card.id}/freeze`);
    expect(frozen.status).toBe(200);
    // Every type this key may read resolves to a member of the union.
    const everything = await api.graphql(EventsSearch, { first: 100 });
    expect(everything.errors).toBeUndefined();
    expect(everything.data?.events?.nodes.find((n) => n.type === "card.funded")).toMatchObject({
      kind: "card_funded",
      object: { __typename: "CardOperation", id: funded.body.id, type: "fund", amount: 1_000, card: { id: card.id } },
    });
    expect(everything.data?.events?.nodes.find((n) => n.type === "card.frozen")).toMatchObject({ object: { __typename: "Card", id: card.id } });
    const result = await api.graphql(EventsSearch, { types: ["transfer_created", "card_created", "card_transaction_created", "balance_updated"], first: 100 });
    expect(result.errors).toBeUndefined();
    const nodes = result.data?.events?.nodes ?? [];
    const byType = (type: string) => nodes.filter((n) => n.type === type);
    expect(byType("transfer.created")[0]).toMatchObject({ kind: "transfer_created", object: { __typename: "Transfer", id: transfer.id, amount: 700 } });
    expect(byType("card.created")[0]).toMatchObject({ kind: "card_created", object: { __typename: "Card", id: card.id, last4: card.last4 } });
    expect(byType("card_transaction.created").map((n) => n.object)).toContainEqual({ __typename: "CardTransaction", id: purchase.id, cardId: card.id });
    expect(byType("balance.updated")[0]).toMatchObject({ kind: "balance_updated", object: { __typename: "Balance", currency: expect.any(String) } });
    expect(new Set(nodes.map((n) => n.type))).toEqual(new Set(["transfer.created", "card.created", "card_transaction.created", "balance.updated"]));
    expect(result.data?.events?.totalCount).toBe(nodes.length);
    // The REST-spelled type and the enum narrow together.
    const narrowed = await api.graphql(EventsSearch, { types: ["transfer_created", "card_created"], type: "card.created" });
    expect(narrowed.data?.events?.nodes.map((n) => n.type)).toEqual(["card.created"]);
    expectGraphQLError(await api.graphql(EventsSearch, { type: "nope" }), "events", 400, "validation_error", "invalid_request", "type");
  });
});

const Overview = graphql(`
  query GraphDashboardOverview($transfers: Int!, $cards: Int!) {
    viewer { environment organization { id name } apiKey { prefix scopes } }
    balances { currency available reserved }
    transfers(first: $transfers) {
      totalCount
      nodes { id amount status createdAt events { id type createdAt } }
    }
    cards(first: $cards) {
      totalCount
      nodes {
        id last4 status balance
        transactionsConnection(first: 5) { totalCount nodes { id type amount } pageInfo { hasNextPage } }
      }
    }
  }
`);

describe("a dashboard's overview in one query", () => {
  test("runs as many SQL statements for 20 transfers and 20 cards as for 2 (no N+1)", async ({ api, server }) => {
    for (let i = 0; i < 20; i++) {
      await created(api.post("/transfers", bankTransfer(100 + i), { idempotencyKey: idempotencyKey() }));
      const card = await created(
        api.post("/cards", { product: "net-400", cardholder: { first_name: "Ada", last_name: "Byron", email: "ada@example.com" }, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() }),
      );
      for (let j = 0; j < (i % 4) + 3; j++) await created(api.post(`/test/cards/${card.id}/authorizations`, { amount: 10 + j, merchant_name: "Shop" }));
    }
    const restore = changeSettings(server, { graphqlStatementCounts: true });
    try {
      const small = await api.graphql(Overview, { transfers: 2, cards: 2 });
      const large = await api.graphql(Overview, { transfers: 20, cards: 20 });
      for (const result of [small, large]) expect(result.errors).toBeUndefined();
      expect(large.data?.transfers?.nodes).toHaveLength(20);
      expect(large.data?.cards?.nodes).toHaveLength(20);
      for (const transfer of large.data?.transfers?.nodes ?? []) expect(transfer.events.map((e) => e.type)).toContain("transfer.created");
      for (const card of large.data?.cards?.nodes ?? []) {
        expect(card.transactionsConnection.nodes).toHaveLength(5);
        expect(card.transactionsConnection.totalCount).toBeGreaterThan(5);
        expect(card.transactionsConnection.pageInfo.hasNextPage).toBe(true);
      }
      const statements = (result: { extensions?: Record<string, unknown> }) => result.extensions?.sqlStatements as number;
      expect(statements(small)).toBeGreaterThan(0);
      expect(statements(large)).toBe(statements(small));
      // viewer, balances, transfers and their count, the transfers' events, cards, their count and
      // balances, the cards' transactions and their counts: each one statement, whatever the sizes.
      expect(statements(large)).toBeLessThanOrEqual(12);
    } finally {
      restore();
    }
  });
});

describe("an unexpected error", () => {
  test("is answered internal_error with the request id, and logged once with its cause under the same id", async ({ api, server }) => {
    const hook = await receiver();
    const endpoint = await created(api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"] }));
    const cause = `database gone ${idempotencyKey()}`;
    const deliveries = server.service.database.prisma.webhookDelivery;
    const result = await withReplaced(deliveries, "findMany", (() => Promise.reject(new Error(cause))) as never, () =>
      api.graphql(DeliveriesQuery, { id: endpoint.id }),
    );
    expect(result.status).toBe(200);
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors!;
    expect(error.message).toBe("An internal error occurred. The request may be retried.");
    expect(error.path).toEqual(["node", "deliveries"]);
    expect(error.extensions).toEqual({ code: "internal_error", type: "api_error", status: 500, request_id: expect.stringMatching(/^req_/) });
    const logged = server.logLines.filter((line) => line.includes(cause));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ level: "error", request_id: error.extensions!.request_id, message: "unexpected GraphQL error" });
  });

  test("graphql-js's own failure at a field (a value its Int cannot represent) is the service's: internal_error, logged", async ({ api, server }) => {
    const firstLogLine = server.logLines.length;
    // The catalog with a currency whose exponent is not an integer: graphql-js's Int refuses it
    // with a GraphQL error of its own, which Yoga would not mask.
    const catalog = await listCurrencies.run(undefined as never, undefined as never, undefined as never);
    const withBadExponent = [...catalog, { ...catalog[0], exponent: 2.5 }];
    const result = await withReplaced(listCurrencies, "run", (async () => withBadExponent) as never, () => api.graphql(CurrenciesQuery, {}));
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0].path).toEqual(["currencies", catalog.length, "exponent"]);
    expect(result.errors![0].extensions).toEqual({ code: "internal_error", type: "api_error", status: 500, request_id: expect.stringMatching(/^req_/) });
    const requestId = String(result.errors![0].extensions!.request_id);
    const logged = server.logLines.slice(firstLogLine).map((line) => JSON.parse(line)).filter((line) => line.request_id === requestId && line.level === "error");
    expect(logged).toHaveLength(1);
    expect(logged[0].message).toBe("unexpected GraphQL error");
  });
});
