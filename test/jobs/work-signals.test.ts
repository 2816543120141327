// Workers that sleep (src/domain/work-signals.ts, src/jobs.ts, src/db/peer-notifications.ts):
// an idle instance asks the database about once per WORKER_POLL_MS per worker, and work wakes
// the worker that does it, on this instance or, through PostgreSQL NOTIFY, on another.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import pg from "pg";
import { WorkSignals } from "../../src/domain/work-signals.js";
import { childProcesses } from "../support/child-server.js";
import { httpRequest } from "../support/http.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";
import { sleep } from "../support/time.js";

describe("WorkSignals", () => {
  test("a wait ends when its kind is signalled, not another's; a signal while nobody waits ends the next wait at once", async () => {
    const signals = new WorkSignals(() => new Date());
    let ended = false;
    const waiting = signals.wait("events", 60_000).then(() => (ended = true));
    signals.wake("deliveries");
    await sleep(20);
    expect(ended).toBe(false);
    signals.wake("events");
    await waiting;
    expect(ended).toBe(true);

    signals.wake("transfers"); // nobody waits: kept
    await signals.wait("transfers", 60_000); // returns at once (the test would time out otherwise)
    signals.close();
  });

  test("a due time wakes its worker when it comes, not before; a later one wakes it again", async () => {
    const signals = new WorkSignals(() => new Date());
    const now = Date.now();
    signals.wakeAt("transfers", new Date(now + 600));
    signals.wakeAt("transfers", new Date(now + 100));
    await signals.wait("transfers", 60_000);
    expect(Date.now() - now).toBeGreaterThanOrEqual(100);
    // One wake covers everything due by then: on a machine so busy that the first came after the
    // second was due, the second has nothing left to wake, and the safety poll (5 s) ends the wait.
    await signals.wait("transfers", 5_000);
    expect(Date.now() - now).toBeGreaterThanOrEqual(600);
    signals.close();
  });

  test("peers are told of signals, not of wakes", () => {
    const signals = new WorkSignals(() => new Date());
    const told: string[] = [];
    signals.peers = { notify: (kind) => told.push(kind) };
    signals.signal("events");
    signals.wake("deliveries");
    expect(told).toEqual(["events"]);
    signals.close();
  });
});

const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

const { startServer, admin } = childProcesses({ WEBHOOK_ALLOW_PRIVATE: "1", AUTH_FAILURES_PER_MINUTE: "1000000" });

/** The sum of payments_worker_rounds_total over the workers that sleep. */
async function workerRounds(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return [...text.matchAll(/^payments_worker_rounds_total\{worker="[^"]+"\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe("an instance's workers", () => {
  test("idle, they ask about once per WORKER_POLL_MS each; a transfer wakes them, and settles on time", { timeout: 120_000 }, async () => {
    const server = await startServer({ WORKER_POLL_MS: "2000", SANDBOX_SETTLEMENT_MS: "500" });
    const before = await workerRounds(server.baseUrl);
    await sleep(4_000);
    const idle = (await workerRounds(server.baseUrl)) - before;
    // Three workers, each woken at most once per 2 s (plus one round under way): at most 9 in 4 s,
    // where the 250 ms polling of before made 48.
    expect(idle).toBeLessThanOrEqual(9);

    const key = server.demoKey!;
    const created = await httpRequest(server.baseUrl, "POST", "/sandbox/v1/transfers", {
      amount: 1_000,
      currency: "USD",
      destination: { type: "bank_account", account_number: "12345678", bank_code: "XX01", account_name: "Ada Lovelace", country: "NG" },
    }, { key, idempotencyKey: randomUUID() });
    expect(created.status).toBe(201);
    // Settled by the timer its acceptance armed, not the 2 s poll's luck: waited for, not timed.
    for (;;) {
      const transfer = await httpRequest(server.baseUrl, "GET", `/sandbox/v1/transfers/${created.body.id}`, undefined, { key });
      if (transfer.body.status === "succeeded") break;
      await sleep(50);
    }
  });

  test.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL, another instance's NOTIFY wakes a fan-out that would otherwise sleep for ten minutes",
    { timeout: 120_000 },
    async () => {
      // A database of its own, so that no other test's server fans out its events.
      const adminUrl = new URL(process.env.DATABASE_URL!);
      const name = `payments_wake_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
      const root = new pg.Client({ connectionString: adminUrl.toString() });
      await root.connect();
      await root.query(`CREATE DATABASE ${name}`);
      const databaseUrl = new URL(adminUrl);
      databaseUrl.pathname = `/${name}`;
      const database = new pg.Client({ connectionString: databaseUrl.toString() });
      try {
        const server = await startServer({ DATABASE_URL: databaseUrl.toString(), REDIS_URL: undefined, WORKER_POLL_MS: "600000" });
        await database.connect();
        const org = await admin({ DATABASE_URL: databaseUrl.toString() }, "org:create", "--name", "Wake Org");
        const key = (await admin({ DATABASE_URL: databaseUrl.toString() }, "key:create", "--org", org.id, "--env", "sandbox")).secret as string;
        const hook = await WebhookReceiver.start(() => 200);
        receivers.push(hook);
        const endpoint = await httpRequest(server.baseUrl, "POST", "/sandbox/v1/webhook_endpoints", { url: hook.url }, { key, idempotencyKey: randomUUID() });
        expect(endpoint.status).toBe(201);
        await sleep(200); // the endpoint's creation woke the fan-out: let that round end empty

        // As another instance would: an event written and queued for the fan-out, then a notification.
        const eventId = `evt_wake${randomUUID().replaceAll("-", "").slice(0, 20)}`;
        await database.query(
          `WITH written AS (
             INSERT INTO events (id, organization_id, environment, type, data, created_at)
             VALUES ($1, $2, 'sandbox', 'transfer.created', $3, now()) RETURNING created_at, organization_id, environment, id)
           INSERT INTO event_fan_out_queue (created_at, organization_id, environment, event_id) SELECT * FROM written`,
          [eventId, org.id, JSON.stringify({ object: { id: "tr_wake", object: "transfer" } })],
        );
        await database.query(`SELECT pg_notify('payments_work', 'another-instance:events')`);
        await hook.waitFor((requests) => requests.some((r) => JSON.parse(r.rawBody.toString("utf8")).id === eventId), 60_000);
      } finally {
        await database.end().catch(() => {});
        await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await root.end();
      }
    },
  );
});
