// The tenant-isolation matrix (docs/api/conventions.md#ids): for every REST
// endpoint and every GraphQL root field, an object of organization B, and an object of the other
// environment, is invisible to organization A. "Invisible" means: the answer for B's id is the
// answer for an id that never existed (404 not_found where the operation reaches the lookup),
// nothing of B changes, lists never show it, and naming it in starting_after is a 400.
//
// Two completeness checks fail when a REST route or a GraphQL root field appears that the matrix
// does not cover.
import { createServer, type Server } from "node:http";
import { print } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { afterAll, beforeAll, describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { restRoutes } from "../../src/http/rest.js";
import { newId, type IdPrefix } from "../../src/domain/ids.js";
import { httpRequest, graphqlRequest, type HttpResult } from "../support/http.js";
import { testServer, type TestServer } from "../support/server.js";
import { test, expect, expectError, idempotencyKey, apiClient, newKey, newOrganization, expectLedgerBalanced, changeSettings, type ApiClient } from "../support/fixtures.js";

// ---------------------------------------------------------------------------------------------
// GraphQL documents (typed; `npx graphql-codegen --config codegen.ts` after changing them).

const MatrixTransfer = graphql(`
  query MatrixTransfer($id: ID!) {
    transfer(id: $id) { id }
  }
`);
const MatrixTransfers = graphql(`
  query MatrixTransfers($after: String) {
    transfers(first: 100, after: $after) { edges { node { id } } }
  }
`);
const MatrixCard = graphql(`
  query MatrixCard($id: ID!) {
    card(id: $id) { id status balance transactions { data { id } } }
  }
`);
const MatrixCards = graphql(`
  query MatrixCards($after: String) {
    cards(first: 100, after: $after) { edges { node { id } } }
  }
`);
const MatrixCardTransactions = graphql(`
  query MatrixCardTransactions($after: String) {
    cardTransactions(first: 100, after: $after) { edges { node { id cardId } } }
  }
`);
const MatrixCardDetails = graphql(`
  query MatrixCardDetails($id: ID!) {
    cardDetails(id: $id) { cardId number cvv }
  }
`);
const MatrixEvents = graphql(`
  query MatrixEvents($after: String) {
    events(first: 100, after: $after) { edges { node { id type data { object } } } }
  }
`);
const MatrixWebhookEndpoints = graphql(`
  query MatrixWebhookEndpoints {
    webhookEndpoints { id url }
  }
`);
const MatrixNode = graphql(`
  query MatrixNode($id: ID!) {
    node(id: $id) { id }
  }
`);
const MatrixViewerAndStats = graphql(`
  query MatrixViewerAndStats($from: DateTime!, $to: DateTime!) {
    viewer { environment organization { id } }
    transferStats(from: $from, to: $to) { currency total { count amount } }
  }
`);
const MatrixTenantless = graphql(`
  query MatrixTenantless {
    ping { environment organization { id } apiKey { id } }
    currencies { code }
    cardProducts { id }
  }
`);
const MatrixBalances = graphql(`
  query MatrixBalances {
    balances { currency available reserved total }
  }
`);
const MatrixFundCard = graphql(`
  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {
    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }
  }
`);
const MatrixWithdrawFromCard = graphql(`
  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {
    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }
  }
`);
const MatrixFreezeCard = graphql(`
  mutation MatrixFreezeCard($id: ID!) {
    freezeCard(id: $id) { id status }
  }
`);
const MatrixUnfreezeCard = graphql(`
  mutation MatrixUnfreezeCard($id: ID!) {
    unfreezeCard(id: $id) { id status }
  }
`);
const MatrixTerminateCard = graphql(`
  mutation MatrixTerminateCard($id: ID!) {
    terminateCard(id: $id) { id status }
  }
`);

const MatrixUpdateCardSpendingControls = graphql(`
  mutation MatrixUpdateCardSpendingControls($id: ID!) {
    updateCardSpendingControls(id: $id, input: { spendingLimits: [{ amount: 1, interval: daily }] }) { id }
  }
`);
const MatrixSimulateCardAuthorization = graphql(`
  mutation MatrixSimulateCardAuthorization($cardId: ID!) {
    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }
  }
`);
const MatrixDeleteWebhookEndpoint = graphql(`
  mutation MatrixDeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) { id deleted }
  }
`);
const MatrixWebhookEndpoint = graphql(`
  query MatrixWebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) { id url }
  }
`);
const MatrixWebhookEndpointsConnection = graphql(`
  query MatrixWebhookEndpointsConnection($after: String) {
    webhookEndpointsConnection(first: 100, after: $after) { edges { node { id } } }
  }
`);
const MatrixUpdateWebhookEndpoint = graphql(`
  mutation MatrixUpdateWebhookEndpoint($id: ID!) {
    updateWebhookEndpoint(id: $id, input: { description: "A's", disabled: true }) { id }
  }
`);
const MatrixRollWebhookEndpointSecret = graphql(`
  mutation MatrixRollWebhookEndpointSecret($id: ID!) {
    rollWebhookEndpointSecret(id: $id, expiresInHours: 0) { id secret }
  }
`);
const MatrixSendTestWebhookEvent = graphql(`
  mutation MatrixSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {
    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { id }
  }
`);
const MatrixCreateTransfer = graphql(`
  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {
    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }
  }
`);
const MatrixIssueCard = graphql(`
  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {
    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }
  }
`);
const MatrixTestFund = graphql(`
  mutation MatrixTestFund($idempotencyKey: String!) {
    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }
  }
`);
const MatrixCreateWebhookEndpoint = graphql(`
  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { id }
  }
`);
const MatrixApiKeys = graphql(`
  query MatrixApiKeys($after: String) {
    apiKeys(first: 100, after: $after) { edges { node { id prefix } } }
  }
`);
const MatrixRollApiKey = graphql(`
  mutation MatrixRollApiKey($id: ID!, $idempotencyKey: String!) {
    rollApiKey(id: $id, idempotencyKey: $idempotencyKey) { id }
  }
`);
const MatrixRevokeApiKey = graphql(`
  mutation MatrixRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) { id revokedAt }
  }
`);
const MatrixRevokeSessionToken = graphql(`
  mutation MatrixRevokeSessionToken($id: ID!) {
    revokeSessionToken(id: $id) { id revokedAt }
  }
`);

const MatrixCreateApiKey = graphql(`
  mutation MatrixCreateApiKey($idempotencyKey: String!) {
    createApiKey(input: { scopes: ["cards:read"] }, idempotencyKey: $idempotencyKey) { id }
  }
`);
const MatrixEventsSubscription = graphql(`
  subscription MatrixEventsSubscription {
    events { id type data { object } }
  }
`);

// ---------------------------------------------------------------------------------------------
// The world: organizations A and B, each with a Sandbox and a Live key; B's Sandbox objects.

const bankDestination = { type: "bank_account", account_number: "12340005", bank_code: "GSBANK01", account_name: "Jane Doe", country: "US" };
const cardholder = { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" };

interface Tenant {
  orgId: string;
  sandbox: ApiClient;
  live: ApiClient;
  /** The ids of the Sandbox and Live keys. */
  sandboxKey: string;
  liveKey: string;
}

interface World {
  a: Tenant;
  b: Tenant;
  /** B's Sandbox objects. */
  bTransfer: string;
  bCard: string;
  bCardTransactions: string[];
  bEvents: string[];
  bEndpoint: string;
  /** B's Live webhook endpoint: an object of the other environment. */
  bLiveEndpoint: string;
  /** B's Sandbox session token (its id), and a client that uses it. */
  bSessionToken: string;
  bSession: ApiClient;
  /** A's own objects, for the positive controls. */
  aTransfer: string;
  aCard: string;
  aBalancesBefore: unknown;
}

let receiver: Server;
let receiverUrl: string;
let restoreSettings = () => {};

beforeAll(async () => {
  // Webhook deliveries of this file go to a local receiver that accepts them.
  restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true });
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
});

afterAll(async () => {
  restoreSettings();
  await new Promise((resolve) => receiver.close(resolve));
});

async function tenant(server: TestServer): Promise<Tenant> {
  const org = await newOrganization(server, { liveActivated: true });
  const sandboxKey = await newKey(server, org.id, "sandbox");
  const liveKey = await newKey(server, org.id, "live");
  return {
    orgId: org.id,
    sandbox: apiClient(server, sandboxKey.secret, "sandbox"),
    live: apiClient(server, liveKey.secret, "live"),
    sandboxKey: sandboxKey.id,
    liveKey: liveKey.id,
  };
}

async function ok(result: Promise<HttpResult>, status: number): Promise<any> {
  const answer = await result;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

let world: Promise<World> | undefined;

function buildWorld(server: TestServer): Promise<World> {
  world ??= (async () => {
    const a = await tenant(server);
    const aTransfer = (await ok(a.sandbox.post("/transfers", { amount: 1_000, currency: "USD", destination: bankDestination }, { idempotencyKey: idempotencyKey() }), 201)).id;
    const aCard = (await ok(a.sandbox.post("/cards", { product: "net-400", cardholder, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() }), 201)).id;
    const aBalancesBefore = (await ok(a.sandbox.get("/balances"), 200)).data;

    const b = await tenant(server);
    const bTransfer = (await ok(b.sandbox.post("/transfers", { amount: 2_000, currency: "USD", destination: bankDestination }, { idempotencyKey: idempotencyKey() }), 201)).id;
    const bCard = (await ok(b.sandbox.post("/cards", { product: "net-400", cardholder, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() }), 201)).id;
    await ok(b.sandbox.post(`/test/cards/${bCard}/authorizations`, { amount: 250, merchant_name: "B's shop" }), 201);
    const bCardTransactions = (await ok(b.sandbox.get(`/cards/${bCard}/transactions`), 200)).data.map((t: { id: string }) => t.id);
    expect(bCardTransactions.length).toBeGreaterThanOrEqual(3);
    const bEndpoint = (await ok(b.sandbox.post("/webhook_endpoints", { url: `${receiverUrl}/b-sandbox` }), 201)).id;
    const bLiveEndpoint = (await ok(b.live.post("/webhook_endpoints", { url: `${receiverUrl}/b-live` }), 201)).id;
    const bEvents = (await ok(b.sandbox.get("/events?limit=100"), 200)).data.map((e: { id: string }) => e.id);
    expect(bEvents.length).toBeGreaterThanOrEqual(3);
    const bMinted = await ok(b.sandbox.post("/session_tokens", { scopes: ["balances:read"], expires_in_seconds: 3600 }), 201);
    const bSession = apiClient(server, bMinted.token, "sandbox");
    expect((await ok(a.sandbox.get("/balances"), 200)).data).toEqual(aBalancesBefore);
    return { a, b, bTransfer, bCard, bCardTransactions, bEvents, bEndpoint, bLiveEndpoint, bSessionToken: bMinted.id, bSession, aTransfer, aCard, aBalancesBefore };
  })();
  return world;
}

/** Everything of B that an isolation failure could change. */
async function snapshotB(w: World) {
  const b = w.b.sandbox;
  return {
    card: await ok(b.get(`/cards/${w.bCard}`), 200),
    transactions: (await ok(b.get(`/cards/${w.bCard}/transactions`), 200)).data,
    balances: (await ok(b.get("/balances"), 200)).data,
    transfers: (await ok(b.get("/transfers?limit=100"), 200)).data,
    endpoints: (await ok(b.get("/webhook_endpoints"), 200)).data,
    liveEndpoints: (await ok(w.b.live.get("/webhook_endpoints"), 200)).data,
    // Not last_used_at: B's own reads here write it, once a minute.
    keys: (await ok(b.get("/api_keys?limit=100"), 200)).data.map(({ id, expires_at, revoked_at }: Record<string, string>) => ({ id, expires_at, revoked_at })),
    // B's session token still works: nobody else revoked it.
    session: (await w.bSession.get("/balances")).status,
  };
}

type ViewerName = "A Sandbox" | "A Live" | "B Live";
const viewers = (w: World): Array<[ViewerName, ApiClient]> => [
  ["A Sandbox", w.a.sandbox],
  ["A Live", w.a.live],
  ["B Live", w.b.live],
];

function call(server: TestServer, api: ApiClient, method: string, path: string, body?: unknown, withIdempotencyKey = false) {
  const base = api.key.startsWith("gs_live_") ? "/v1" : "/sandbox/v1";
  return httpRequest(server.baseUrl, method, base + path, body, {
    key: api.key,
    ...(withIdempotencyKey ? { idempotencyKey: idempotencyKey() } : {}),
  });
}

const shape = (r: HttpResult) => ({ status: r.status, code: r.body?.error?.code, param: r.body?.error?.param });

// ---------------------------------------------------------------------------------------------
// REST: every route, with what the matrix does with it.

type ObjectKind = "transfer" | "card" | "event" | "endpoint" | "liveEndpoint" | "apiKey" | "sessionToken";
const prefixes: Record<ObjectKind, IdPrefix> = { transfer: "tr", card: "card", event: "evt", endpoint: "we", liveEndpoint: "we", apiKey: "key", sessionToken: "st" };

interface ByIdRow {
  method: "GET" | "POST" | "DELETE";
  path: string;
  object: ObjectKind;
  body?: unknown;
  idempotencyKey?: boolean;
}

/** Routes naming one object by id: B's id must be answered exactly like an id that never existed. */
const byIdRows: ByIdRow[] = [
  { method: "GET", path: "/transfers/:id", object: "transfer" },
  { method: "GET", path: "/cards/:id", object: "card" },
  { method: "GET", path: "/cards/:id/transactions", object: "card" },
  { method: "GET", path: "/cards/:id/details", object: "card" },
  { method: "POST", path: "/cards/:id/fund", object: "card", body: { amount: 1_000 }, idempotencyKey: true },
  { method: "POST", path: "/cards/:id/withdraw", object: "card", body: { amount: 500 }, idempotencyKey: true },
  { method: "POST", path: "/cards/:id/freeze", object: "card" },
  { method: "POST", path: "/cards/:id/unfreeze", object: "card" },
  { method: "POST", path: "/cards/:id/terminate", object: "card" },
  { method: "POST", path: "/cards/:id/spending_controls", object: "card", body: { spending_limits: [{ amount: 1, interval: "daily" }] } },
  { method: "POST", path: "/test/cards/:id/authorizations", object: "card", body: { amount: 100 } },
  { method: "GET", path: "/events/:id", object: "event" },
  { method: "GET", path: "/webhook_endpoints/:id", object: "endpoint" },
  { method: "POST", path: "/webhook_endpoints/:id", object: "endpoint", body: { description: "A's", disabled: true } },
  { method: "POST", path: "/webhook_endpoints/:id/roll_secret", object: "endpoint", body: { expires_in_hours: 0 } },
  { method: "DELETE", path: "/webhook_endpoints/:id", object: "endpoint" },
  { method: "POST", path: "/api_keys/:id/roll", object: "apiKey", body: {}, idempotencyKey: true },
  { method: "POST", path: "/api_keys/:id/revoke", object: "apiKey" },
  { method: "POST", path: "/session_tokens/:id/revoke", object: "sessionToken" },
];

/** Lists: B's objects never appear, and starting_after naming one is 400 param starting_after. */
const listRows: Array<{ path: string; objects: (w: World) => string[]; ownCursor?: (w: World) => string }> = [
  { path: "/transfers", objects: (w) => [w.bTransfer], ownCursor: (w) => w.aTransfer },
  { path: "/cards", objects: (w) => [w.bCard], ownCursor: (w) => w.aCard },
  { path: "/events", objects: (w) => w.bEvents },
  { path: "/webhook_endpoints", objects: (w) => [w.bEndpoint, w.bLiveEndpoint] },
  { path: "/api_keys", objects: (w) => [w.b.sandboxKey, w.b.liveKey], ownCursor: (w) => w.a.sandboxKey },
];

/** Exports: a file of the viewer's own objects, whatever the filters (B's card among them). */
const exportRows = ["GET /transfers/export", "GET /card_transactions/export"];

/** Routes without a tenant object to name: what A sees is A's own, and B's activity leaves it alone. */
const ownDataRows = ["GET /ping", "GET /currencies", "GET /card_products", "GET /merchant_categories", "GET /balances", "POST /session_tokens/renew"];
/** Creations: they only ever make A's objects (checked by B's snapshot staying the same). */
const creationRows = ["POST /test/fund", "POST /transfers", "POST /cards", "POST /webhook_endpoints", "POST /api_keys", "POST /session_tokens"];

const restCovered = new Set([
  ...byIdRows.map((r) => `${r.method} ${r.path}`),
  ...listRows.map((r) => `GET ${r.path}`),
  ...exportRows,
  ...ownDataRows,
  ...creationRows,
]);

describe("REST", () => {
  test("every REST route is in the matrix", () => {
    const routes = restRoutes.map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((r) => !restCovered.has(r))).toEqual([]);
  });

  test.for(byIdRows)("$method $path with B's id: answered as for an id that never existed, and nothing of B changes", async (row, { server }) => {
    const w = await buildWorld(server);
    const before = await snapshotB(w);
    const objectOf = (kind: ObjectKind) =>
      ({ transfer: w.bTransfer, card: w.bCard, event: w.bEvents[0], endpoint: w.bEndpoint, liveEndpoint: w.bLiveEndpoint, apiKey: w.b.sandboxKey, sessionToken: w.bSessionToken })[kind];
    const problems: string[] = [];
    for (const [name, api] of viewers(w)) {
      const withB = await call(server, api, row.method, row.path.replace(":id", objectOf(row.object)), row.body, row.idempotencyKey);
      const withUnknown = await call(server, api, row.method, row.path.replace(":id", newId(prefixes[row.object])), row.body, row.idempotencyKey);
      if (JSON.stringify(shape(withB)) !== JSON.stringify(shape(withUnknown))) {
        problems.push(`${name}: B's id → ${JSON.stringify(shape(withB))}, unknown id → ${JSON.stringify(shape(withUnknown))}`);
      }
      if (name === "A Sandbox") expectError(withB, 404, "not_found", "invalid_request");
      expect(withB.status, `${name}: ${JSON.stringify(withB.body)}`).toBeGreaterThanOrEqual(400);
    }
    // B's Live endpoint through B's Sandbox key and A's keys: the other environment's object.
    if (row.object === "endpoint") {
      for (const [name, api] of [["B Sandbox", w.b.sandbox], ["A Sandbox", w.a.sandbox], ["A Live", w.a.live]] as const) {
        const withLive = await call(server, api, row.method, row.path.replace(":id", w.bLiveEndpoint));
        if (withLive.status !== 404 || withLive.body?.error?.code !== "not_found") problems.push(`${name} on B's Live endpoint → ${withLive.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotB(w)).toEqual(before);
    expect((await ok(w.a.sandbox.get("/balances"), 200)).data).toEqual(w.aBalancesBefore);
  });

  test.for(listRows)("GET $path never lists B's objects; starting_after with B's id is 400", async (row, { server }) => {
    const w = await buildWorld(server);
    for (const [name, api] of viewers(w)) {
      // B's Live key may see B's Live endpoint and itself: its own environment's objects.
      const theirs = row.objects(w).filter((id) => !(name === "B Live" && (id === w.bLiveEndpoint || id === w.b.liveKey)));
      const listed = await ok(call(server, api, "GET", `${row.path}${row.path === "/webhook_endpoints" ? "" : "?limit=100"}`), 200);
      const ids: string[] = listed.data.map((x: { id: string }) => x.id);
      expect(ids.filter((id) => theirs.includes(id)), `${name} lists B's objects`).toEqual([]);
      if (name === "B Live" && row.path === "/webhook_endpoints") expect(ids).toContain(w.bLiveEndpoint); // positive control
      // Nor does any listed object embed one of B's (an event's data.object, for instance).
      const text = JSON.stringify(listed.data);
      const foreign = [w.bTransfer, w.bCard, ...w.bCardTransactions, w.bEndpoint, ...(name === "B Live" ? [] : [w.bLiveEndpoint])];
      for (const id of foreign) expect(text.includes(id), `${name}: ${row.path} mentions ${id}`).toBe(false);
      if (name !== "B Live") expect(text.includes(w.b.orgId)).toBe(false);
      if (row.path !== "/webhook_endpoints") {
        for (const id of theirs.slice(0, 3)) {
          expectError(await call(server, api, "GET", `${row.path}?starting_after=${id}`), 400, "validation_error", "invalid_request", "starting_after");
        }
      }
    }
    // Filters do not widen the view.
    if (row.path === "/transfers") {
      const processing = await ok(w.a.sandbox.get("/transfers?status=processing&limit=100"), 200);
      expect(processing.data.map((t: { id: string }) => t.id)).not.toContain(w.bTransfer);
    }
    if (row.path === "/cards") {
      const active = await ok(w.a.sandbox.get("/cards?status=active&limit=100"), 200);
      expect(active.data.map((c: { id: string }) => c.id)).not.toContain(w.bCard);
    }
    const theirs = row.objects(w);
    if (row.path === "/events") {
      for (const type of ["card.created", "transfer.created", "card_transaction.created", "balance.updated"]) {
        const filtered = await ok(w.a.sandbox.get(`/events?type=${type}&limit=100`), 200);
        expect(filtered.data.map((e: { id: string }) => e.id).filter((id: string) => theirs.includes(id))).toEqual([]);
      }
    }
    // Positive control: A's own cursor is accepted where A has one.
    if (row.ownCursor) expect((await w.a.sandbox.get(`${row.path}?starting_after=${row.ownCursor(w)}`)).status).toBe(200);
  });

  test("A's own card's transactions hold none of B's", async ({ server }) => {
    const w = await buildWorld(server);
    const listed = await ok(w.a.sandbox.get(`/cards/${w.aCard}/transactions`), 200);
    expect(listed.data.length).toBeGreaterThan(0);
    expect(listed.data.map((t: { id: string }) => t.id).filter((id: string) => w.bCardTransactions.includes(id))).toEqual([]);
    expect(listed.data.every((t: { card_id: string }) => t.card_id === w.aCard)).toBe(true);
  });

  test("the exports hold none of B's objects, whatever the filters", async ({ server }) => {
    const w = await buildWorld(server);
    const foreign = [w.bTransfer, w.bCard, ...w.bCardTransactions];
    const paths = ["/transfers/export", "/transfers/export?amount_gte=2000&amount_lte=2000", "/card_transactions/export", `/card_transactions/export?card=${w.bCard}`];
    for (const [name, api] of viewers(w)) {
      for (const path of paths) {
        const file = await call(server, api, "GET", path);
        expect(file.status, `${name} ${path}`).toBe(200);
        for (const id of foreign) expect(String(file.body).includes(id), `${name}: ${path} mentions ${id}`).toBe(false);
      }
    }
    // Positive control: A's own objects are there.
    expect(String((await call(server, w.a.sandbox, "GET", "/transfers/export")).body)).toContain(w.aTransfer);
    expect(String((await call(server, w.a.sandbox, "GET", `/card_transactions/export?card=${w.aCard}`)).body)).toContain(w.aCard);
  });

  test("ping, currencies, card products and balances show A only A's own, over REST", async ({ server }) => {
    const w = await buildWorld(server);
    const ping = await ok(w.a.sandbox.get("/ping"), 200);
    expect(ping.organization.id).toBe(w.a.orgId);
    expect((await ok(w.a.live.get("/ping"), 200)).organization.id).toBe(w.a.orgId);
    for (const path of ["/currencies", "/card_products", "/merchant_categories"]) {
      expect(await ok(w.a.sandbox.get(path), 200)).toEqual(await ok(w.b.sandbox.get(path), 200));
    }
    expect((await ok(w.a.sandbox.get("/balances"), 200)).data).toEqual(w.aBalancesBefore);
    expectError(await w.a.live.get("/balances"), 503, "live_operations_disabled", "service_unavailable");
  });

  test("A's creations (fund, transfer, card, webhook endpoint, API key) touch only A; B's Idempotency-Key is a new key for A", async ({ server }) => {
    const w = await buildWorld(server);
    const before = await snapshotB(w);
    // B uses a key; A sends the very same request with the same key: A's own first request.
    const sharedKey = idempotencyKey();
    const bFund = await w.b.sandbox.post("/test/fund", { amount: 300, currency: "EUR" }, { idempotencyKey: sharedKey });
    expect(bFund.status).toBe(200);
    const bAfterFund = await snapshotB(w);
    const aFund = await w.a.sandbox.post("/test/fund", { amount: 300, currency: "EUR" }, { idempotencyKey: sharedKey });
    expect(aFund.status).toBe(200);
    expect(aFund.headers.get("idempotent-replayed")).toBeNull();
    const aEur = (w.aBalancesBefore as Array<{ currency: string; available: number }>).find((x) => x.currency === "EUR")!;
    expect(aFund.body.available).toBe(aEur.available + 300);

    const transfer = await ok(w.a.sandbox.post("/transfers", { amount: 1_500, currency: "USD", destination: bankDestination }, { idempotencyKey: idempotencyKey() }), 201);
    const card = await ok(w.a.sandbox.post("/cards", { product: "net-536", cardholder }, { idempotencyKey: idempotencyKey() }), 201);
    const endpoint = await ok(w.a.sandbox.post("/webhook_endpoints", { url: `${receiverUrl}/a` }), 201);
    await ok(w.a.sandbox.post("/api_keys", { scopes: ["cards:read"] }, { idempotencyKey: idempotencyKey() }), 201);
    expect(await snapshotB(w)).toEqual(bAfterFund);
    for (const [path, id] of [["/transfers", transfer.id], ["/cards", card.id], ["/webhook_endpoints", endpoint.id]] as const) {
      const seenByB = path === "/webhook_endpoints" ? await w.b.sandbox.get(path) : await w.b.sandbox.get(`${path}/${id}`);
      if (path === "/webhook_endpoints") expect(seenByB.body.data.map((e: { id: string }) => e.id)).not.toContain(id);
      else expectError(seenByB, 404, "not_found", "invalid_request");
    }
    expect(bAfterFund.balances).not.toEqual(before.balances); // B's own fund did move B's money: the snapshot can see a change
    await expectLedgerBalanced(server);
  });
});

// ---------------------------------------------------------------------------------------------
// GraphQL: every root field.

function gql<TData, TVariables>(server: TestServer, api: ApiClient, document: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
  return graphqlRequest(server.baseUrl, document, variables, api.key);
}

function codeOf(result: { errors?: Array<{ path?: string[]; extensions?: Record<string, any> }> }, field: string) {
  const error = result.errors?.find((e) => e.path?.[0] === field);
  return { code: error?.extensions?.code, status: error?.extensions?.status, param: error?.extensions?.param };
}

interface GraphQLByIdRow {
  field: string;
  object: "transfer" | "card" | "endpoint" | "apiKey" | "sessionToken";
  run(server: TestServer, api: ApiClient, id: string): Promise<{ data: any; errors?: any[]; status: number }>;
}

const graphqlByIdRows: GraphQLByIdRow[] = [
  { field: "transfer", object: "transfer", run: (s, api, id) => gql(s, api, MatrixTransfer, { id }) },
  { field: "card", object: "card", run: (s, api, id) => gql(s, api, MatrixCard, { id }) },
  { field: "cardDetails", object: "card", run: (s, api, id) => gql(s, api, MatrixCardDetails, { id }) },
  { field: "fundCard", object: "card", run: (s, api, id) => gql(s, api, MatrixFundCard, { id, idempotencyKey: idempotencyKey() }) },
  { field: "withdrawFromCard", object: "card", run: (s, api, id) => gql(s, api, MatrixWithdrawFromCard, { id, idempotencyKey: idempotencyKey() }) },
  { field: "freezeCard", object: "card", run: (s, api, id) => gql(s, api, MatrixFreezeCard, { id }) },
  { field: "unfreezeCard", object: "card", run: (s, api, id) => gql(s, api, MatrixUnfreezeCard, { id }) },
  { field: "terminateCard", object: "card", run: (s, api, id) => gql(s, api, MatrixTerminateCard, { id }) },
  { field: "updateCardSpendingControls", object: "card", run: (s, api, id) => gql(s, api, MatrixUpdateCardSpendingControls, { id }) },
  { field: "simulateCardAuthorization", object: "card", run: (s, api, id) => gql(s, api, MatrixSimulateCardAuthorization, { cardId: id }) },
  { field: "deleteWebhookEndpoint", object: "endpoint", run: (s, api, id) => gql(s, api, MatrixDeleteWebhookEndpoint, { id }) },
  { field: "sendTestWebhookEvent", object: "endpoint", run: (s, api, id) => gql(s, api, MatrixSendTestWebhookEvent, { endpointId: id, idempotencyKey: idempotencyKey() }) },
  { field: "webhookEndpoint", object: "endpoint", run: (s, api, id) => gql(s, api, MatrixWebhookEndpoint, { id }) },
  { field: "updateWebhookEndpoint", object: "endpoint", run: (s, api, id) => gql(s, api, MatrixUpdateWebhookEndpoint, { id }) },
  { field: "rollWebhookEndpointSecret", object: "endpoint", run: (s, api, id) => gql(s, api, MatrixRollWebhookEndpointSecret, { id }) },
  { field: "rollApiKey", object: "apiKey", run: (s, api, id) => gql(s, api, MatrixRollApiKey, { id, idempotencyKey: idempotencyKey() }) },
  { field: "revokeApiKey", object: "apiKey", run: (s, api, id) => gql(s, api, MatrixRevokeApiKey, { id }) },
  { field: "revokeSessionToken", object: "sessionToken", run: (s, api, id) => gql(s, api, MatrixRevokeSessionToken, { id }) },
  // node(id) reads any type: each of them with B's id. (nodes: test/graph/graph.test.ts.)
  ...(["transfer", "card", "endpoint", "apiKey"] as const).map((object): GraphQLByIdRow => ({ field: "node", object, run: (s, api, id) => gql(s, api, MatrixNode, { id }) })),
];

const graphqlListRows = [
  { field: "transfers", objects: (w: World) => [w.bTransfer], run: (s: TestServer, api: ApiClient, after?: string) => gql(s, api, MatrixTransfers, { after }) },
  { field: "cards", objects: (w: World) => [w.bCard], run: (s: TestServer, api: ApiClient, after?: string) => gql(s, api, MatrixCards, { after }) },
  {
    field: "cardTransactions",
    objects: (w: World) => w.bCardTransactions,
    run: (s: TestServer, api: ApiClient, after?: string) => gql(s, api, MatrixCardTransactions, { after }),
  },
  { field: "events", objects: (w: World) => w.bEvents, run: (s: TestServer, api: ApiClient, after?: string) => gql(s, api, MatrixEvents, { after }) },
  {
    // B's Sandbox endpoint: B's Live key sees only its own Live one.
    field: "webhookEndpointsConnection",
    objects: (w: World) => [w.bEndpoint],
    run: (s: TestServer, api: ApiClient, after?: string) => gql(s, api, MatrixWebhookEndpointsConnection, { after }),
  },
  // B's Sandbox key: A's keys and B's Live key never see it (B's Live key sees itself).
  { field: "apiKeys", objects: (w: World) => [w.b.sandboxKey], run: (s: TestServer, api: ApiClient, after?: string) => gql(s, api, MatrixApiKeys, { after }) },
];

const graphqlCovered = new Set([
  ...graphqlByIdRows.map((r) => `Mutation.${r.field}`).filter((f) => !["Mutation.transfer", "Mutation.card", "Mutation.cardDetails", "Mutation.node", "Mutation.webhookEndpoint"].includes(f)),
  "Query.transfer",
  "Query.webhookEndpoint",
  "Query.card",
  "Query.cardDetails",
  "Query.node",
  // Several ids at once, B's among them: test/graph/graph.test.ts.
  "Query.nodes",
  "Query.viewer",
  "Query.transferStats",
  ...graphqlListRows.map((r) => `Query.${r.field}`),
  "Query.webhookEndpoints",
  "Query.ping",
  "Query.currencies",
  "Query.cardProducts",
  // The one catalog, the same for every organization (checked over REST above).
  "Query.merchantCategories",
  "Query.balances",
  "Mutation.createTransfer",
  "Mutation.issueCard",
  "Mutation.testFund",
  "Mutation.createWebhookEndpoint",
  "Mutation.createApiKey",
  // A token is minted by the caller's own key, and renews only itself.
  "Mutation.createSessionToken",
  "Mutation.renewSessionToken",
  // Another organization's or environment's delivery: test/webhooks/webhook-delivery-actions.test.ts.
  "Mutation.redeliverWebhookDelivery",
  "Subscription.events",
]);

describe("GraphQL", () => {
  test("every GraphQL root field is in the matrix", async ({ server }) => {
    const introspection = await httpRequest(server.baseUrl, "POST", "/graphql", {
      query: "{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }",
    });
    const schema = introspection.body.data.__schema;
    const fields = [
      ...schema.queryType.fields.map((f: { name: string }) => `Query.${f.name}`),
      ...(schema.mutationType?.fields ?? []).map((f: { name: string }) => `Mutation.${f.name}`),
      ...(schema.subscriptionType?.fields ?? []).map((f: { name: string }) => `Subscription.${f.name}`),
    ];
    expect(fields.filter((f) => !graphqlCovered.has(f))).toEqual([]);
  });

  test.for(graphqlByIdRows)("$field with B's id: not_found like an id that never existed, and nothing of B changes", async (row, { server }) => {
    const w = await buildWorld(server);
    const before = await snapshotB(w);
    const theirs = { transfer: w.bTransfer, card: w.bCard, endpoint: w.bEndpoint, apiKey: w.b.sandboxKey, sessionToken: w.bSessionToken }[row.object];
    const unknownPrefix: IdPrefix = { transfer: "tr", card: "card", endpoint: "we", apiKey: "key", sessionToken: "st" }[row.object] as IdPrefix;
    const problems: string[] = [];
    for (const [name, api] of viewers(w)) {
      const withB = await row.run(server, api, theirs);
      const withUnknown = await row.run(server, api, newId(unknownPrefix));
      expect(withB.status).toBe(200);
      expect(withB.data?.[row.field] ?? null, `${name}: ${row.field} returned B's object`).toBeNull();
      if (JSON.stringify(codeOf(withB, row.field)) !== JSON.stringify(codeOf(withUnknown, row.field))) {
        problems.push(`${name}: B's id → ${JSON.stringify(codeOf(withB, row.field))}, unknown → ${JSON.stringify(codeOf(withUnknown, row.field))}`);
      }
      if (name === "A Sandbox") expect(codeOf(withB, row.field)).toMatchObject({ code: "not_found", status: 404 });
    }
    if (row.object === "endpoint") {
      for (const [name, api] of [["B Sandbox", w.b.sandbox], ["A Sandbox", w.a.sandbox]] as const) {
        const withLive = await row.run(server, api, w.bLiveEndpoint);
        if (codeOf(withLive, row.field).code !== "not_found") problems.push(`${name} on B's Live endpoint → ${JSON.stringify(codeOf(withLive, row.field))}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotB(w)).toEqual(before);
  });

  test.for(graphqlListRows)("$field never lists B's objects; after: B's id is validation_error", async (row, { server }) => {
    const w = await buildWorld(server);
    const theirs = row.objects(w);
    for (const [name, api] of viewers(w)) {
      const listed = await row.run(server, api);
      expect(listed.errors, `${name}: ${JSON.stringify(listed.errors)}`).toBeUndefined();
      const nodes = ((listed.data as any)?.[row.field]?.edges ?? []).map((e: { node: unknown }) => e.node);
      expect(nodes.map((n: { id: string }) => n.id).filter((id: string) => theirs.includes(id))).toEqual([]);
      expect(JSON.stringify(nodes).includes(w.bCard) || JSON.stringify(nodes).includes(w.bTransfer)).toBe(false);
      const after = await row.run(server, api, theirs[0]);
      expect((after.data as Record<string, unknown> | null | undefined)?.[row.field] ?? null).toBeNull();
      const error = codeOf(after, row.field);
      expect(error.code, `${name}: after B's id`).toBe("validation_error");
      expect(["starting_after", "after"]).toContain(error.param);
    }
  });

  test("cardTransactions shows each key exactly its own environment's transactions of its own organization", async ({ server }) => {
    const w = await buildWorld(server);
    // What REST lists for every card of the key, merged newest first.
    const ownTransactions = async (api: ApiClient) => {
      const cards = (await ok(api.get("/cards?limit=100"), 200)).data as Array<{ id: string }>;
      const ids: string[] = [];
      for (const card of cards) ids.push(...(await ok(api.get(`/cards/${card.id}/transactions`), 200)).data.map((t: { id: string }) => t.id));
      return ids.sort().reverse();
    };
    for (const [name, api] of [...viewers(w), ["B Sandbox", w.b.sandbox] as const]) {
      const expected = await ownTransactions(api);
      const listed = await gql(server, api, MatrixCardTransactions, {});
      expect(listed.errors, name).toBeUndefined();
      expect(listed.data?.cardTransactions?.edges.map((e) => e.node.id), name).toEqual(expected);
    }
    expect(await ownTransactions(w.b.sandbox)).toEqual([...w.bCardTransactions].sort().reverse());
    expect((await ownTransactions(w.a.sandbox)).length).toBeGreaterThanOrEqual(4);
    expect(await ownTransactions(w.a.live)).toEqual([]);
  });

  test("card(id) of A's own card: its transactions hold none of B's", async ({ server }) => {
    const w = await buildWorld(server);
    const mine = await gql(server, w.a.sandbox, MatrixCard, { id: w.aCard });
    expect(mine.errors).toBeUndefined();
    const ids = mine.data?.card?.transactions.data.map((t) => t.id) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => w.bCardTransactions.includes(id))).toEqual([]);
  });

  test("webhookEndpoints, ping, currencies, cardProducts and balances show A only A's own", async ({ server }) => {
    const w = await buildWorld(server);
    for (const [name, api] of viewers(w)) {
      const endpoints = await gql(server, api, MatrixWebhookEndpoints, {});
      expect(endpoints.errors, name).toBeUndefined();
      const ids = (endpoints.data?.webhookEndpoints ?? []).map((e) => e.id);
      if (name !== "B Live") expect(ids).not.toContain(w.bLiveEndpoint);
      expect(ids).not.toContain(w.bEndpoint);
    }
    const tenantless = await gql(server, w.a.sandbox, MatrixTenantless, {});
    expect(tenantless.errors).toBeUndefined();
    expect(tenantless.data?.ping?.organization.id).toBe(w.a.orgId);
    const theirs = await gql(server, w.b.sandbox, MatrixTenantless, {});
    expect(tenantless.data?.currencies).toEqual(theirs.data?.currencies);
    expect(tenantless.data?.cardProducts).toEqual(theirs.data?.cardProducts);
    const balances = await gql(server, w.a.sandbox, MatrixBalances, {});
    const rest = (await ok(w.a.sandbox.get("/balances"), 200)).data as Array<{ currency: string; available: number; reserved: number; total: number }>;
    expect(balances.data?.balances).toEqual(rest.map(({ currency, available, reserved, total }) => ({ currency, available, reserved, total })));
  });

  test("viewer and transferStats show A only A's own", async ({ server }) => {
    const w = await buildWorld(server);
    const range = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    for (const [name, api, orgId, environment] of [
      ["A Sandbox", w.a.sandbox, w.a.orgId, "sandbox"],
      ["A Live", w.a.live, w.a.orgId, "live"],
      ["B Live", w.b.live, w.b.orgId, "live"],
    ] as const) {
      const result = await gql(server, api, MatrixViewerAndStats, range);
      expect(result.errors, name).toBeUndefined();
      expect(result.data?.viewer, name).toEqual({ environment, organization: { id: orgId } });
      // Every transfer counted is one the viewer's own list holds.
      const counted = (result.data?.transferStats ?? []).reduce((sum, stats) => sum + stats.total.count, 0);
      const listed = (await ok(api.get("/transfers?limit=100"), 200)).data.length;
      expect(counted, name).toBe(listed);
    }
  });

  test("A's createTransfer, issueCard, testFund, createWebhookEndpoint and createApiKey touch only A", async ({ server }) => {
    const w = await buildWorld(server);
    const before = await snapshotB(w);
    const transfer = await gql(server, w.a.sandbox, MatrixCreateTransfer, {
      input: { amount: 100, currency: "USD", destination: { type: "bank_account", accountNumber: "12340005", bankCode: "GSBANK01", accountName: "Jane Doe", country: "US" } },
      idempotencyKey: idempotencyKey(),
    });
    const card = await gql(server, w.a.sandbox, MatrixIssueCard, {
      input: { product: "net-536", cardholder: { firstName: "Ada", lastName: "Byron", email: "ada@example.com" } },
      idempotencyKey: idempotencyKey(),
    });
    const funded = await gql(server, w.a.sandbox, MatrixTestFund, { idempotencyKey: idempotencyKey() });
    const endpoint = await gql(server, w.a.sandbox, MatrixCreateWebhookEndpoint, { input: { url: `${receiverUrl}/a-graphql` } });
    const key = await gql(server, w.a.sandbox, MatrixCreateApiKey, { idempotencyKey: idempotencyKey() });
    for (const result of [transfer, card, funded, endpoint, key]) expect(result.errors).toBeUndefined();
    expect(await snapshotB(w)).toEqual(before);
    expectError(await w.b.sandbox.get(`/transfers/${transfer.data!.createTransfer!.id}`), 404, "not_found", "invalid_request");
    expectError(await w.b.sandbox.get(`/cards/${card.data!.issueCard!.card.id}`), 404, "not_found", "invalid_request");
  });

  test("Subscription.events: A's subscriber receives A's events and never B's", async ({ server }) => {
    const w = await buildWorld(server);
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${w.a.sandbox.key}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: print(MatrixEventsSubscription) }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    let received = "";
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) received += decoder.decode(chunk, { stream: true });
    })().catch(() => undefined);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // B acts in its Sandbox, and in its Live environment; then A acts.
      const bFund = await w.b.sandbox.post("/test/fund", { amount: 11, currency: "GBP" }, { idempotencyKey: idempotencyKey() });
      expect(bFund.status).toBe(200);
      await w.b.sandbox.post(`/cards/${w.bCard}/freeze`);
      await w.b.sandbox.post(`/cards/${w.bCard}/unfreeze`);
      const aFund = await w.a.sandbox.post("/test/fund", { amount: 13, currency: "GBP" }, { idempotencyKey: idempotencyKey() });
      expect(aFund.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!received.includes('"balance.updated"') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toContain('"balance.updated"'); // A's own event arrived
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received).not.toContain(w.bCard);
      expect(received).not.toContain(w.b.orgId);
      expect(received).not.toContain('"available":10000011'); // B's GBP balance after its fund
      const bEventIds = (await ok(w.b.sandbox.get("/events?limit=100"), 200)).data.map((e: { id: string }) => e.id);
      for (const id of bEventIds) expect(received).not.toContain(id);
    } finally {
      controller.abort();
      await reading;
    }
  });
});
