// Process-level proofs for webhook delivery (decisions §1, §12): the real server runs as a child
// process (src/main.ts: test/support/entry.ts) on a real database.
//
// 1. Killed while deliveries are pending — one attempt still waiting for its receiver — the
//    service delivers every event after a restart.
// 2. With PostgreSQL and Redis (DATABASE_URL and REDIS_URL set), two instances deliver each event
//    once per attempt, and a subscriber on instance A sees the events caused through instance B.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import pg from "pg";
import { httpRequest } from "./support/http.js";
import { entryArgs } from "./support/entry.js";
import { changeSettings } from "./support/fixtures.js";
import { testServer } from "./support/server.js";
import { verifyWebhookSignature } from "../src/webhooks.js";
import { WebhookReceiver, sleep } from "./webhook-receiver.js";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
const receivers: WebhookReceiver[] = [];
let restoreSettings = () => {};

beforeAll(async () => {
  // On PostgreSQL the test process's own server shares the database and its delivery worker
  // competes for these deliveries too: it must reach the loopback receivers, on the same schedule.
  restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: 100 });
});

afterAll(async () => {
  const waits: Promise<unknown>[] = [];
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      waits.push(new Promise((resolve) => child.once("close", resolve)));
      child.kill("SIGKILL");
    }
  }
  await Promise.all(waits);
  await Promise.all(receivers.map((r) => r.close()));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  restoreSettings();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (!address || typeof address !== "object") return reject(new Error("no port"));
      probe.close(() => resolve(address.port));
    });
  });
}

type Env = Record<string, string | undefined>;

function childEnv(overrides: Env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "DATA_DIR", "CRASH_AT", "REDIS_URL", "PORT", "HOST", "WEBHOOK_TIMEOUT_MS", "WEBHOOK_RETRY_BASE_MS"]) delete env[name];
  // Failed authentications are counted per address, in Redis shared with every other test
  // file's servers on 127.0.0.1: their deliberate 401s must not put these instances at 429
  // (the in-process test servers take the same limit).
  Object.assign(env, { HOST: "127.0.0.1", LOG_LEVEL: "info", WEBHOOK_ALLOW_PRIVATE: "1", AUTH_FAILURES_PER_MINUTE: "1000000" });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

interface Spawned {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnTracked(args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(process.execPath, entryArgs(args[0], ...args.slice(1)), { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += String(chunk)));
  child.stderr!.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("close", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => output, exited };
}

const tail = (text: string) => text.split("\n").slice(-40).join("\n");

interface ServerProcess extends Spawned {
  baseUrl: string;
  demoKey: string | undefined;
}

async function startServer(env: Env): Promise<ServerProcess> {
  const port = await freePort();
  const spawned = spawnTracked(["src/main.ts"], childEnv({ ...env, PORT: String(port) }));
  const banner = `Sandbox REST  http://127.0.0.1:${port}/sandbox/v1`;
  const deadline = Date.now() + 60_000;
  let exited = false;
  void spawned.exited.then(() => (exited = true));
  while (!spawned.output().includes(banner)) {
    if (exited) throw new Error(`server exited before listening:\n${tail(spawned.output())}`);
    if (Date.now() > deadline) throw new Error(`server did not listen in time:\n${tail(spawned.output())}`);
    await sleep(50);
  }
  const demoKey = /^\s+(gs_test_[A-Za-z0-9_-]+)\s*$/m.exec(spawned.output())?.[1];
  return { ...spawned, baseUrl: `http://127.0.0.1:${port}`, demoKey };
}

async function stopServer(server: Spawned): Promise<void> {
  server.child.kill("SIGTERM");
  const exit = await Promise.race([server.exited, sleep(20_000).then(() => "timeout" as const)]);
  expect(exit, tail(server.output())).toEqual({ code: 0, signal: null });
}

async function admin(env: Env, ...args: string[]): Promise<any> {
  const run = spawnTracked(["src/admin/cli.ts", ...args], childEnv(env));
  let stdout = "";
  run.child.stdout!.on("data", (chunk) => (stdout += String(chunk)));
  const exit = await run.exited;
  expect(exit, tail(run.output())).toEqual({ code: 0, signal: null });
  return JSON.parse(stdout.trim());
}

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
      const dataDir = mkdtempSync(path.join(tmpdir(), "payments-webhooks-"));
      tempDirs.push(dataDir);
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
        body: JSON.stringify({ query: "subscription { events(types: [\"balance.updated\", \"transfer.created\"]) { id type } }" }),
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
