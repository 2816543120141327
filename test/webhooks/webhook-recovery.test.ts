// Process-level proofs for webhook delivery (docs/api/events-and-webhooks.md#deliveries): the real
// server runs as a child process (src/main.ts: test/support/entry.ts) on a real database.
//
// 1. Killed while deliveries are pending — one attempt still waiting for its receiver — the
//    service delivers every event after a restart.
// 2. With PostgreSQL and Redis (DATABASE_URL and REDIS_URL set), two instances deliver each event
//    once per attempt, and a subscriber on instance A sees the events caused through instance B.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import pg from "pg";
import { httpRequest } from "../support/http.js";
import { childProcesses, stopServer } from "../support/child-server.js";
import { changeSettings } from "../support/fixtures.js";
import { testServer } from "../support/server.js";
import { verifyWebhookSignature } from "../../src/webhooks.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";
import { sleep } from "../support/time.js";

const receivers: WebhookReceiver[] = [];
let restoreSettings = () => {};

beforeAll(async () => {
  // On PostgreSQL the test process's own server shares the database and its delivery worker
  // competes for these deliveries too: it must reach the loopback receivers, on the same schedule.
  restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: 100 });
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  restoreSettings();
});

// Every child is killed after the file, whatever happened in the test (test/support/child-server.ts).
// Failed authentications are counted per address, in Redis shared with every other test file's
// servers on 127.0.0.1: their deliberate 401s must not put these instances at 429 (the in-process
// test servers take the same limit).
const { startServer, admin, tempDataDir } = childProcesses({
  WEBHOOK_TIMEOUT_MS: undefined,
  WEBHOOK_RETRY_BASE_MS: undefined,
  WEBHOOK_ALLOW_PRIVATE: "1",
  AUTH_FAILURES_PER_MINUTE: "1000000",
});

function sandbox(server: { baseUrl: string }, key: string) {
  return {
    get: (route: string) => httpRequest(server.baseUrl, "GET", `/sandbox/v1${route}`, undefined, { key }),
    post: (route: string, body: unknown) => httpRequest(server.baseUrl, "POST", `/sandbox/v1${route}`, body, { key, idempotencyKey: randomUUID() }),
  };
}

async function receiver(answer: Parameters<typeof WebhookReceiver.start>[0]) {
  const started = await WebhookReceiver.start(answer);
  receivers.push(started);
  return started;
}

async function eventIds(api: ReturnType<typeof sandbox>): Promise<string[]> {
  const ids: string[] = [];
  let after = "";
  for (;;) {
    const page = await api.get(`/events?limit=100${after}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    ids.push(...page.body.data.map((e: any) => e.id));
    if (!page.body.has_more) return ids.sort();
    after = `&starting_after=${page.body.data.at(-1).id}`;
  }
}

const eventIdOf = (request: { rawBody: Buffer }) => JSON.parse(request.rawBody.toString("utf8")).id as string;

describe("a restart with deliveries pending", () => {
  test(
    "every event is delivered after the service was killed, including one whose attempt was under way",
    async () => {
      const dataDir = tempDataDir();
      const common = { DATA_DIR: dataDir, WORKER_POLL_MS: "100", WEBHOOK_RETRY_BASE_MS: "100", WEBHOOK_TIMEOUT_MS: "1000" };
      // Down at first: the very first request hangs (its attempt is under way when the service
      // dies), later ones are refused with 503, until the receiver is switched on.
      let up = false;
      const hook = await receiver((index) => (index === 0 ? "hang" : up ? 200 : 503));

      const first = await startServer(common);
      expect(first.demoKey, first.output()).toMatch(/^gs_test_/);
      const api = sandbox(first, first.demoKey!);
      const endpoint = await api.post("/webhook_endpoints", { url: hook.url });
      expect(endpoint.status).toBe(201);
      for (let i = 0; i < 5; i++) expect((await api.post("/test/fund", { amount: 100 + i, currency: "USD" })).status).toBe(200);
      await hook.waitFor((r) => r.length >= 3);
      const expected = await eventIds(api);
      expect(expected).toHaveLength(5);
      expect(hook.deliveredEventIds().size).toBe(0); // nothing delivered yet: all of it is pending
      first.child.kill("SIGKILL");
      expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

      up = true;
      const second = await startServer(common);
      // The hung attempt's lease (2 × timeout + 5 s) runs out, then it is attempted again.
      await hook.waitFor(() => expected.every((id) => hook.deliveredEventIds().has(id)), 30_000);
      expect([...hook.deliveredEventIds()].sort()).toEqual(expected);
      for (const request of hook.requests) {
        expect(verifyWebhookSignature(request.rawBody, request.headers["service-signature"] as string, endpoint.body.secret)).toBe(true);
      }
      // An open subscription does not hold up a graceful stop: its stream is completed.
      const stream = await fetch(`${second.baseUrl}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${first.demoKey}`, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ query: "subscription { events { id } }" }),
      });
      expect(stream.status).toBe(200);
      const streamText = stream.text();
      await sleep(200);
      await stopServer(second);
      expect(await streamText).toContain("event: complete");
    },
    90_000,
  );
});

describe("several instances on one PostgreSQL database and one Redis", () => {
  test.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
    "each event is delivered once per attempt, and a subscriber on A sees events caused through B",
    async () => {
      const databaseUrl = process.env.DATABASE_URL!;
      const common = { DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL, WORKER_POLL_MS: "25", WEBHOOK_RETRY_BASE_MS: "100" };
      const one = await startServer(common);
      const [two, key] = await Promise.all([
        startServer(common),
        (async () => {
          const org = await admin({ DATABASE_URL: databaseUrl }, "org:create", "--name", "Webhook Multi Instance Org");
          return (await admin({ DATABASE_URL: databaseUrl }, "key:create", "--org", org.id, "--env", "sandbox")).secret as string;
        })(),
      ]);
      const apis = [sandbox(one, key), sandbox(two, key)];

      // Every event's first attempt fails and its second succeeds: exactly two requests each.
      const seen = new Set<string>();
      const hook = await receiver((_, request) => {
        const id = eventIdOf(request);
        if (seen.has(id)) return 200;
        seen.add(id);
        return 500;
      });
      const endpoint = await apis[0].post("/webhook_endpoints", { url: hook.url, events: ["balance.updated", "transfer.created"] });
      expect(endpoint.status).toBe(201);

      // A subscriber on instance one.
      const controller = new AbortController();
      const stream = await fetch(`${one.baseUrl}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ query: "subscription { events(types: [balance_updated, transfer_created]) { id type } }" }),
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      let streamed = "";
      const reading = (async () => {
        const decoder = new TextDecoder();
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) streamed += decoder.decode(chunk, { stream: true });
      })().catch(() => undefined);
      await sleep(300);

      // 30 changes, alternating between the instances, some at once.
      for (let start = 0; start < 30; start += 5) {
        const batch = Array.from({ length: 5 }, (_, j) => apis[(start + j) % 2].post("/test/fund", { amount: 1000 + start + j, currency: "USD" }));
        for (const answer of await Promise.all(batch)) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const expected = await eventIds(apis[1]);
      expect(expected).toHaveLength(30);
      await hook.waitFor(() => expected.every((id) => hook.deliveredEventIds().has(id)), 60_000);
      await sleep(1000); // any duplicate attempt would arrive meanwhile

      const perEvent = new Map<string, number>();
      for (const request of hook.requests) perEvent.set(eventIdOf(request), (perEvent.get(eventIdOf(request)) ?? 0) + 1);
      expect(Object.fromEntries(perEvent)).toEqual(Object.fromEntries(expected.map((id) => [id, 2])));
      for (const request of hook.requests) {
        expect(verifyWebhookSignature(request.rawBody, request.headers["service-signature"] as string, endpoint.body.secret)).toBe(true);
      }

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const rows = await client.query<{ state: string; attempts: number; recorded: number }>(
          `SELECT d.state, d.attempts, (SELECT COUNT(*)::int FROM webhook_attempts a WHERE a.organization_id = d.organization_id AND a.delivery_id = d.id) AS recorded
           FROM webhook_deliveries d WHERE d.endpoint_id = $1`,
          [endpoint.body.id],
        );
        expect(rows.rows).toHaveLength(30);
        expect(rows.rows.every((r) => r.state === "delivered" && r.attempts === 2 && r.recorded === 2)).toBe(true);
      } finally {
        await client.end();
      }

      // Half the changes went through instance two; the subscriber on one saw all of them.
      const streamedIds = new Set([...streamed.matchAll(/"id":"(evt_[0-9A-Z]+)"/g)].map((m) => m[1]));
      expect([...streamedIds].filter((id) => expected.includes(id)).sort()).toEqual(expected);
      controller.abort();
      await reading;
      await Promise.all([stopServer(one), stopServer(two)]);
    },
    120_000,
  );
});
