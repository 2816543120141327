// Process-level proofs for transfer recovery and the settlement worker
// (docs/api/transfers.md#recovery): the real server runs as a child process (src/main.ts:
// test/support/entry.ts) on a real database, is killed or stopped at the moments that matter, and
// is restarted on the same data.
//
// 1. A crash between the reservation and the provider's answer (CRASH_AT) leaves no money stuck.
// 2. Settlement that fell due while the service was down happens after the restart.
// 3. With PostgreSQL (DATABASE_URL set), two instances settle every transfer exactly once.
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import pg from "pg";
import { httpRequest, type HttpResult } from "../support/http.js";
import { expectError, bankTransfer } from "../support/fixtures.js";
import { childProcesses, stopServer, waitForExit } from "../support/child-server.js";
import { openDatabase } from "../../src/db/database.js";
import { sleep } from "../support/time.js";

const STARTING_USD = 10_000_000;

// Every child is killed after the file, whatever happened in the test (test/support/child-server.ts).
const { startServer, admin, tempDataDir } = childProcesses();

// ---------------------------------------------------------------------------------------------
// The API, through real HTTP.

function sandbox(server: { baseUrl: string }, key: string) {
  return {
    get: (route: string) => httpRequest(server.baseUrl, "GET", `/sandbox/v1${route}`, undefined, { key }),
    post: (route: string, body: unknown, idempotencyKey: string) =>
      httpRequest(server.baseUrl, "POST", `/sandbox/v1${route}`, body, { key, idempotencyKey }),
  };
}
type Sandbox = ReturnType<typeof sandbox>;

async function usdBalance(api: Sandbox) {
  const result = await api.get("/balances");
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const usd = result.body.data.find((b: any) => b.currency === "USD");
  return { available: usd.available, reserved: usd.reserved, total: usd.total };
}

/** Polls GET /transfers/{id} until it leaves `processing`, or the deadline passes. */
async function waitForFinalStatus(api: Sandbox, id: string, timeoutMs = 15_000): Promise<HttpResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await api.get(`/transfers/${id}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    if (result.body.status !== "processing" || Date.now() > deadline) return result;
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------

describe("a crash between the reservation and the provider's answer", () => {
  test(
    "recovery after a restart settles or releases the transfer, replays its answer, and the ledger verifies",
    async () => {
      const dataDir = tempDataDir();
      const common = { DATA_DIR: dataDir, TRANSFER_RECOVERY_AFTER_MS: "500", SANDBOX_SETTLEMENT_MS: "300", WORKER_POLL_MS: "100" };
      const lockPath = path.join(dataDir, "embedded-db.lock");

      // --- Case A: a transfer the provider accepts. The process dies right after the reservation.
      const crashing = await startServer({ ...common, CRASH_AT: "after_transfer_reservation" });
      const key = crashing.demoKey;
      expect(key, `no demo key printed:\n${crashing.output()}`).toMatch(/^gs_test_/);
      const bodyA = bankTransfer(2500, { accountNumber: "0012345678", reference: "crash-accepted" });
      const keyA = randomUUID();
      await expect(sandbox(crashing, key!).post("/transfers", bodyA, keyA)).rejects.toThrow();
      expect(await waitForExit(crashing)).toEqual({ code: null, signal: "SIGKILL" });
      expect(crashing.output()).toContain("crash point after_transfer_reservation: exiting");
      // The killed process could not remove its lock: the restart must see it is stale.
      expect(existsSync(lockPath)).toBe(true);
      expect(Number(readFileSync(lockPath, "utf8").trim())).toBe(crashing.child.pid);

      let server = await startServer(common);
      expect(server.output()).not.toContain("Created the demo organization"); // the database survived the kill
      let api = sandbox(server, key!);

      const listed = await api.get("/transfers");
      expect(listed.status).toBe(200);
      expect(listed.body.data).toHaveLength(1);
      const transferA = listed.body.data[0];
      expect(transferA).toMatchObject({ object: "transfer", amount: 2500, currency: "USD", reference: "crash-accepted" });
      expect(transferA.destination.last4).toBe("5678");

      const settledA = await waitForFinalStatus(api, transferA.id);
      expect(settledA.body).toMatchObject({ id: transferA.id, status: "succeeded", failure_code: null, amount: 2500 });
      expect(settledA.body.completed_at).toEqual(expect.any(String));
      expect(await usdBalance(api)).toEqual({ available: STARTING_USD - 2500, reserved: 0, total: STARTING_USD - 2500 });

      // The same request again: the answer recovery stored for the key, and no second transfer.
      const replayA = await api.post("/transfers", bodyA, keyA);
      expect(replayA.status, JSON.stringify(replayA.body)).toBe(201);
      expect(replayA.headers.get("idempotent-replayed")).toBe("true");
      expect(replayA.body).toMatchObject({ id: transferA.id, object: "transfer", amount: 2500, currency: "USD" });
      expect((await api.get("/transfers")).body.data.map((t: any) => t.id)).toEqual([transferA.id]);
      expect(await usdBalance(api)).toEqual({ available: STARTING_USD - 2500, reserved: 0, total: STARTING_USD - 2500 });
      await stopServer(server);

      // --- Case B: a destination the provider answers with an error (ends in 0002).
      const crashingAgain = await startServer({ ...common, CRASH_AT: "after_transfer_reservation" });
      const bodyB = bankTransfer(4000, { accountNumber: "0099990002", reference: "crash-provider-error" });
      const keyB = randomUUID();
      await expect(sandbox(crashingAgain, key!).post("/transfers", bodyB, keyB)).rejects.toThrow();
      expect(await waitForExit(crashingAgain)).toEqual({ code: null, signal: "SIGKILL" });

      server = await startServer(common);
      api = sandbox(server, key!);
      const listedAgain = await api.get("/transfers");
      expect(listedAgain.body.data).toHaveLength(2);
      const transferB = listedAgain.body.data[0];
      expect(transferB).toMatchObject({ amount: 4000, reference: "crash-provider-error" });
      expect(transferB.destination.last4).toBe("0002");
      expect(transferB.id > transferA.id).toBe(true);

      const failedB = await waitForFinalStatus(api, transferB.id);
      expect(failedB.body).toMatchObject({ id: transferB.id, status: "failed", failure_code: "provider_error" });
      // Fully released: only transfer A's 2500 has left the wallet.
      expect(await usdBalance(api)).toEqual({ available: STARTING_USD - 2500, reserved: 0, total: STARTING_USD - 2500 });

      const replayB = await api.post("/transfers", bodyB, keyB);
      expectError(replayB, 502, "provider_error", "provider_error");
      expect(replayB.headers.get("idempotent-replayed")).toBe("true");
      expect((await api.get("/transfers")).body.data.map((t: any) => t.id)).toEqual([transferB.id, transferA.id]);
      expect(await usdBalance(api)).toEqual({ available: STARTING_USD - 2500, reserved: 0, total: STARTING_USD - 2500 });
      await stopServer(server);

      // --- The ledger, checked by the admin command line on the same data directory.
      const report = await admin({ DATA_DIR: dataDir }, "ledger:verify");
      expect(report).toMatchObject({ ok: true, problems: [] });

      // Each transfer moved money exactly once: A reserved and settled, B reserved and released.
      const database = await openDatabase({ dataDir });
      try {
        const movements = await database.prisma.ledgerTransaction.findMany({
          where: { resourceId: { in: [transferA.id, transferB.id] } },
          select: { kind: true, resourceId: true },
        });
        const count = (id: string, kind: string) => movements.filter((m) => m.resourceId === id && m.kind === kind).length;
        expect({
          a: { reserve: count(transferA.id, "transfer_reserve"), settle: count(transferA.id, "transfer_settle"), release: count(transferA.id, "transfer_release") },
          b: { reserve: count(transferB.id, "transfer_reserve"), settle: count(transferB.id, "transfer_settle"), release: count(transferB.id, "transfer_release") },
        }).toEqual({ a: { reserve: 1, settle: 1, release: 0 }, b: { reserve: 1, settle: 0, release: 1 } });
      } finally {
        await database.close();
      }
    },
    90_000,
  );
});

describe("the settlement worker across a restart", () => {
  test(
    "a transfer whose settlement fell due while the service was down succeeds after the restart",
    async () => {
      const dataDir = tempDataDir();
      const common = { DATA_DIR: dataDir, SANDBOX_SETTLEMENT_MS: "2000", WORKER_POLL_MS: "100" };
      const first = await startServer(common);
      const key = first.demoKey;
      expect(key, `no demo key printed:\n${first.output()}`).toMatch(/^gs_test_/);
      let api = sandbox(first, key!);

      const created = await api.post("/transfers", bankTransfer(1234, { accountNumber: "0087654321", reference: "downtime" }), randomUUID());
      // Accepted before it was answered: its settlement falls due 2 s after its acceptance, so by then.
      const dueBy = Date.now() + 2000;
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.status).toBe("processing");
      expect(await usdBalance(api)).toEqual({ available: STARTING_USD - 1234, reserved: 1234, total: STARTING_USD });

      await stopServer(first);
      const stoppedAt = Date.now();
      // Let its settlement fall due while nothing runs.
      await sleep(dueBy + 100 - Date.now());

      const second = await startServer(common);
      api = sandbox(second, key!);
      const settled = await waitForFinalStatus(api, created.body.id);
      expect(settled.body).toMatchObject({ id: created.body.id, status: "succeeded", failure_code: null });
      // Settled by the restarted service, not before the shutdown.
      expect(Date.parse(settled.body.completed_at)).toBeGreaterThanOrEqual(stoppedAt);
      expect(await usdBalance(api)).toEqual({ available: STARTING_USD - 1234, reserved: 0, total: STARTING_USD - 1234 });
      await stopServer(second);
    },
    90_000,
  );
});

describe("several instances on one PostgreSQL database", () => {
  test.skipIf(!process.env.DATABASE_URL)(
    "two instances settle 40 transfers, each exactly once",
    async () => {
      const databaseUrl = process.env.DATABASE_URL!;
      // Fast polling on both instances, so both workers compete for the same due rows.
      const common = { DATABASE_URL: databaseUrl, SANDBOX_SETTLEMENT_MS: "1000", WORKER_POLL_MS: "25" };
      const one = await startServer(common); // applies the migrations
      // The second instance starts while the admin command line creates the organization and its key.
      const [two, { org, created }] = await Promise.all([
        startServer(common),
        (async () => {
          const org = await admin({ DATABASE_URL: databaseUrl }, "org:create", "--name", "Multi Instance Org");
          const created = await admin({ DATABASE_URL: databaseUrl }, "key:create", "--org", org.id, "--env", "sandbox");
          return { org, created };
        })(),
      ]);
      expect(org.id).toMatch(/^org_/);
      expect(created.secret).toMatch(/^gs_test_/);
      const apis = [sandbox(one, created.secret), sandbox(two, created.secret)];

      const count = 40;
      const amounts = Array.from({ length: count }, (_, i) => 1000 + i);
      const sum = amounts.reduce((a, b) => a + b, 0);
      // Created four at a time, alternating between the instances, so that their settlements
      // fall due in clusters that both workers reach for at once.
      const answers: HttpResult[] = [];
      for (let start = 0; start < count; start += 4) {
        const batch = amounts.slice(start, start + 4).map((amount, j) => {
          const i = start + j;
          return apis[i % 2].post("/transfers", bankTransfer(amount, { accountNumber: `440007${String(i).padStart(3, "0")}1`, reference: `multi-${i}` }), randomUUID());
        });
        answers.push(...(await Promise.all(batch)));
      }
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const ids: string[] = answers.map((a) => a.body.id);
      expect(new Set(ids).size).toBe(count);

      // Every transfer reaches a final state, read through the other instance than the one that created it.
      const finals = await Promise.all(ids.map((id, i) => waitForFinalStatus(apis[(i + 1) % 2], id, 30_000)));
      expect(finals.map((f) => f.body.status)).toEqual(ids.map(() => "succeeded"));
      for (const api of apis) {
        expect(await usdBalance(api)).toEqual({ available: STARTING_USD - sum, reserved: 0, total: STARTING_USD - sum });
      }

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const movements = await client.query<{ resource_id: string; kind: string; n: number }>(
          `SELECT resource_id, kind, COUNT(*)::int AS n FROM ledger_transactions
           WHERE organization_id = $1 AND kind LIKE 'transfer_%' GROUP BY resource_id, kind`,
          [org.id],
        );
        const byTransfer = Object.fromEntries(ids.map((id) => [id, {} as Record<string, number>]));
        for (const row of movements.rows) (byTransfer[row.resource_id] ??= {})[row.kind] = row.n;
        expect(byTransfer).toEqual(Object.fromEntries(ids.map((id) => [id, { transfer_reserve: 1, transfer_settle: 1 }])));

        const events = await client.query<{ id: string; n: number }>(
          `SELECT data->'object'->>'id' AS id, COUNT(*)::int AS n FROM events
           WHERE organization_id = $1 AND type = 'transfer.succeeded' GROUP BY 1`,
          [org.id],
        );
        expect(Object.fromEntries(events.rows.map((r) => [r.id, r.n]))).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
      } finally {
        await client.end();
      }

      await Promise.all([stopServer(one), stopServer(two)]);
      const report = await admin({ DATABASE_URL: databaseUrl }, "ledger:verify");
      expect(report).toMatchObject({ ok: true, problems: [] });
    },
    90_000,
  );
});
