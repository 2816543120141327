// GET /metrics (docs/operations.md#metrics-and-traces): Prometheus series that move with the
// traffic that causes them, with their exact label sets (route patterns, never ids; no tenant's
// data), and the optional METRICS_TOKEN. Against the shared test server over HTTP; its requests in
// this file are the only ones it serves meanwhile (a worker runs one file at a time), so request
// counts are exact.
import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { RateLimits } from "../../src/domain/auth/rate-limits.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";
import { apiClient, bankTransfer, changeSettings, expect, newKey, test, withRateLimits } from "../support/fixtures.js";

type Samples = Map<string, number>;

/** `name{a="1",b="2"}` with the labels sorted, as the key of a sample. */
function seriesKey(name: string, labels: Record<string, string> = {}): string {
  const pairs = Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => `${label}="${value}"`);
  return pairs.length ? `${name}{${pairs.join(",")}}` : name;
}

/** The exposition format's samples (prom-client writes no timestamps). */
function parseSamples(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`unreadable sample: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    samples.set(seriesKey(match[1], labels), Number(match[3]));
  }
  return samples;
}

async function scrapeText(server: TestServer, authorization?: string): Promise<Response> {
  return fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
}

async function scrape(server: TestServer): Promise<{ samples: Samples; text: string }> {
  const response = await scrapeText(server);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return { samples: parseSamples(text), text };
}

/** A sample's value, 0 for a series not there yet (a label set never observed). */
/** The label an operation name gets now: its own while the server has labelled fewer than 100 names (or this one already), else __other__. */
function labelFor(name: string, samples: Samples): string {
  const reserved = new Set(["anonymous", "__other__", "__keyless__", "__rejected__"]);
  const named = new Set<string>();
  for (const key of samples.keys()) {
    const match = /^payments_graphql_operation_duration_seconds_count\{operation_name="([^"]*)"/.exec(key);
    if (match && !reserved.has(match[1])) named.add(match[1]);
  }
  return named.has(name) || named.size < 100 ? name : "__other__";
}

const valueOf = (samples: Samples, name: string, labels?: Record<string, string>) => samples.get(seriesKey(name, labels)) ?? 0;

/** Scrapes until `condition` holds (the workers run on their own schedule), or fails after 15 s. */
async function scrapeUntil(server: TestServer, condition: (samples: Samples) => boolean, what: string): Promise<Samples> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { samples } = await scrape(server);
    if (condition(samples)) return samples;
    if (Date.now() > deadline) throw new Error(`metrics: ${what} not seen within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const graphqlPost = (server: TestServer, key: string, query: string) => httpRequest(server.baseUrl, "POST", "/graphql", { query }, { key });

describe("GET /metrics", () => {
  test("request latencies by route pattern and GraphQL operation, and rate-limit refusals, move by exactly the traffic made", async ({
    server,
    org,
    api,
  }) => {
    const before = await scrape(server);
    const http = (method: string, route: string, status: number) =>
      seriesKey("payments_http_request_duration_seconds_count", { method, route, status_code: String(status) });
    const graphqlCount = (name: string, type: string) => seriesKey("payments_graphql_operation_duration_seconds_count", { operation_name: name, operation_type: type });

    // REST: a transfer, then read it by id.
    const created = await api.post("/transfers", bankTransfer(1_234), { idempotencyKey: randomUUID() });
    expect(created.status).toBe(201);
    expect((await api.get(`/transfers/${created.body.id}`)).status).toBe(200);
    expect((await api.get("/transfers/tr_does_not_exist")).status).toBe(404);
    // GraphQL: a named query twice, an anonymous one once, one that never executes (invalid).
    for (let i = 0; i < 2; i++) expect((await graphqlPost(server, api.key, "query MetricsPing { ping { environment } }")).body.data.ping).toBeTruthy();
    expect((await graphqlPost(server, api.key, "{ ping { environment } }")).body.data.ping).toBeTruthy();
    expect((await graphqlPost(server, api.key, "query MetricsBroken { noSuchField }")).body.errors[0].extensions.code).toBe("validation_error");
    // Without a valid key: refused before it executes, so its name is no label.
    const stranger = await graphqlPost(server, `gs_test_${"y".repeat(43)}`, "query MetricsStranger { ping { environment } }");
    expect(stranger.body.errors[0].extensions.code).toBe("invalid_api_key");
    const keyless = await httpRequest(server.baseUrl, "POST", "/graphql", { query: "query MetricsKeyless { __typename }" }, { key: null });
    expect(keyless.body.data).toEqual({ __typename: "Query" });

    // Refusals: a key's bucket of 1 (burst 1), and failed authentications past 1 a minute. Each
    // limiter is fresh, so the number of 429 answers is exactly what the counters must gain.
    let keyRefusals = 0;
    let addressRefusals = 0;
    const limitedKey = apiClient(server, (await newKey(server, org.id)).secret);
    await withRateLimits(server, new RateLimits({ requestsPerSecond: 1, burst: 1, authFailuresPerMinute: 1 }, undefined), async () => {
      for (let i = 0; i < 4; i++) if ((await limitedKey.get("/ping")).status === 429) keyRefusals++;
      for (let i = 0; i < 3; i++) {
        const result = await httpRequest(server.baseUrl, "GET", "/sandbox/v1/ping", undefined, { key: `gs_test_${"x".repeat(43)}` });
        if (result.status === 429) addressRefusals++;
      }
      // /metrics takes no key and no token from any bucket: still answered while both are spent.
      expect((await scrapeText(server)).status).toBe(200);
    });
    expect(keyRefusals).toBeGreaterThanOrEqual(1);
    expect(addressRefusals).toBe(2);

    const after = await scrape(server);
    const moved = (key: string) => (after.samples.get(key) ?? 0) - (before.samples.get(key) ?? 0);
    expect(moved(http("POST", "/sandbox/v1/transfers", 201))).toBe(1);
    expect(moved(http("GET", "/sandbox/v1/transfers/:id", 200))).toBe(1);
    expect(moved(http("GET", "/sandbox/v1/transfers/:id", 404))).toBe(1);
    // Every GraphQL request is also one of the /graphql route's (the invalid one too: 200 with errors).
    expect(moved(http("POST", "/graphql", 200))).toBe(6);
    expect(after.samples.has(graphqlCount("MetricsStranger", "query"))).toBe(false);
    expect(after.samples.has(graphqlCount("MetricsKeyless", "query"))).toBe(false);
    expect(moved(graphqlCount("__keyless__", "query"))).toBe(1);
    // The worker's server keeps the first 100 operation names it serves as labels, then answers
    // __other__: the files it ran before this one may have used them up.
    expect(moved(graphqlCount(labelFor("MetricsPing", before.samples), "query"))).toBe(2);
    expect(moved(graphqlCount("anonymous", "query"))).toBe(1);
    expect(moved(graphqlCount("__rejected__", "none"))).toBe(2);
    expect(moved(http("GET", "/sandbox/v1/ping", 429))).toBe(keyRefusals + addressRefusals);
    expect(moved(seriesKey("payments_rate_limit_refusals_total", { limit: "api_key" }))).toBe(keyRefusals);
    expect(moved(seriesKey("payments_rate_limit_refusals_total", { limit: "auth_failures" }))).toBe(addressRefusals);
    // A histogram's buckets: the +Inf one is its count.
    expect(valueOf(after.samples, "payments_http_request_duration_seconds_bucket", { le: "+Inf", method: "POST", route: "/sandbox/v1/transfers", status_code: "201" })).toBe(
      valueOf(after.samples, "payments_http_request_duration_seconds_count", { method: "POST", route: "/sandbox/v1/transfers", status_code: "201" }),
    );

    // No tenant's data and no raw URL: neither the organization nor the transfer appears.
    expect(after.text).not.toContain(org.id);
    expect(after.text).not.toContain(created.body.id);
    expect(after.text).not.toContain("tr_does_not_exist");
    for (const key of after.samples.keys()) expect(key).not.toMatch(/organization|org_/);

    // Node's own metrics and every queue gauge are there; the pool's only on PostgreSQL.
    for (const name of [
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "payments_outbox_lag_seconds",
      "payments_outbox_pending_events",
      "payments_settlement_pending_transfers",
      "payments_settlement_due_transfers",
      "payments_webhook_pending_deliveries",
      "payments_webhook_due_deliveries",
    ]) {
      expect(after.samples.has(name), name).toBe(true);
      expect(after.samples.get(name)! >= 0, `${name} = ${after.samples.get(name)}`).toBe(true);
    }
    const pool = ["payments_db_pool_connections", "payments_db_pool_idle_connections", "payments_db_pool_waiting_requests", "payments_db_pool_max_connections"];
    for (const name of pool) expect(after.samples.has(name), name).toBe(server.service.database.kind === "postgresql");
    if (server.service.database.kind === "postgresql") expect(valueOf(after.samples, "payments_db_pool_max_connections")).toBe(10);
  });

  test("queues: a transfer the provider keeps processing is pending settlement; a webhook answered 500 is a failed attempt, pending its retry", async ({
    server,
    api,
  }) => {
    const restore = changeSettings(server, { webhookAllowPrivate: true, webhookRetryBaseMs: 600_000 });
    const receiver = await WebhookReceiver.start(() => 500);
    try {
      const before = await scrape(server);
      const endpoint = await api.post("/webhook_endpoints", { url: receiver.url, events: ["transfer.created"] }, { idempotencyKey: randomUUID() });
      expect(endpoint.status).toBe(201);
      // Account numbers ending in 0005 stay processing (docs/api/transfers.md#sandbox-outcomes):
      // the transfer stays in the settlement queue.
      const created = await api.post("/transfers", bankTransfer(500, { accountNumber: "0012340005" }), { idempotencyKey: randomUUID() });
      expect(created.status).toBe(201);
      await receiver.waitFor((requests) => requests.length >= 1);
      const failures = seriesKey("payments_webhook_attempt_failures_total", { reason: "status" });
      const after = await scrapeUntil(server, (samples) => (samples.get(failures) ?? 0) >= (before.samples.get(failures) ?? 0) + 1, "the failed attempt");
      expect(valueOf(after, "payments_settlement_pending_transfers")).toBeGreaterThanOrEqual(1);
      // Its retry is ten minutes or so away (WEBHOOK_RETRY_BASE_MS): pending, and not due.
      expect(valueOf(after, "payments_webhook_pending_deliveries")).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, "payments_outbox_lag_seconds")).toBeGreaterThanOrEqual(0);
      const removed = await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${endpoint.body.id}`, undefined, { key: api.key });
      expect(removed.status).toBe(200);
    } finally {
      restore();
      await receiver.close();
    }
  });

  test("outbox: a transfer's two events are fanned out from their queue, which ends empty, and each reaches the endpoint once", async ({ server, api }) => {
    const restore = changeSettings(server, { webhookAllowPrivate: true });
    const receiver = await WebhookReceiver.start(() => 200);
    try {
      const endpoint = await api.post("/webhook_endpoints", { url: receiver.url, events: ["transfer.created", "balance.updated"] }, { idempotencyKey: randomUUID() });
      expect(endpoint.status).toBe(201);
      const created = await api.post("/transfers", bankTransfer(700), { idempotencyKey: randomUUID() });
      expect(created.status).toBe(201);
      const received = () => receiver.events() as Array<{ id: string; type: string }>;
      await receiver.waitFor(() => received().length >= 2);
      const after = await scrapeUntil(server, (samples) => valueOf(samples, "payments_outbox_pending_events") === 0, "an empty fan-out queue");
      expect(valueOf(after, "payments_outbox_pending_events")).toBe(0);
      const events = received();
      expect(events.map((event) => event.type).sort()).toEqual(["balance.updated", "transfer.created"]);
      expect(new Set(events.map((event) => event.id)).size).toBe(2);
      const removed = await httpRequest(server.baseUrl, "DELETE", `/sandbox/v1/webhook_endpoints/${endpoint.body.id}`, undefined, { key: api.key });
      expect(removed.status).toBe(200);
    } finally {
      restore();
      await receiver.close();
    }
  });

  test("METRICS_TOKEN: set, a scrape without it or with another is 401; with it, 200", async ({ server }) => {
    const token = `metrics-${randomUUID()}`;
    const restore = changeSettings(server, { metricsToken: token });
    try {
      const missing = await scrapeText(server);
      expect(missing.status).toBe(401);
      expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect((await missing.json()).error.code).toBe("authentication_required");
      expect((await scrapeText(server, `Bearer ${token}x`)).status).toBe(401);
      expect((await scrapeText(server, `Bearer ${token.slice(0, -1)}`)).status).toBe(401);
      expect((await scrapeText(server, token)).status).toBe(401);
      // An API key is no metrics token.
      expect((await scrapeText(server, `Bearer gs_test_${"x".repeat(43)}`)).status).toBe(401);
      const right = await scrapeText(server, `Bearer ${token}`);
      expect(right.status).toBe(200);
      expect(await right.text()).toContain("payments_http_request_duration_seconds");
    } finally {
      restore();
    }
    // Unset again: open.
    expect((await scrapeText(server)).status).toBe(200);
  });
});
