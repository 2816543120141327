// Backup and restore of a running system (docs/operations.md#backups-and-restore), on
// PostgreSQL only (skipped on the embedded database): `pg_dump -Fc` of the worker's test server's
// database while that server runs and while another organization keeps sending transfers, then
// `pg_restore` into a new database, a second server (a src/main.ts child process) on it, and there
// `ledger:verify` ok, the balances as they were at the dump, the pre-dump transfer's idempotent
// replay, and a new transfer that settles. The restored database is dropped at the end.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe } from "vitest";
import pg from "pg";
import { apiClient, bankTransfer, idempotencyKey, newKey, newOrganization, test, expect, type ApiClient } from "../support/fixtures.js";
import { childProcesses, stopServer } from "../support/child-server.js";
import { tempDir } from "../support/run.js";
import { sleep } from "../support/time.js";
import { usd } from "../support/money.js";
import { quoted } from "../support/sql.js";

const run = promisify(execFile);
const postgresUrl = process.env.DATABASE_URL;
const { startServer, admin } = childProcesses();
const STARTING_USD = 10_000_000;

/** Polls GET /transfers/{id} until its status is `status`; fails with the last answer past the deadline. */
async function waitForStatus(api: ApiClient, id: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await api.get(`/transfers/${id}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    if (result.body.status === status) return result;
    if (Date.now() > deadline) throw new Error(`transfer ${id} still ${result.body.status}, not ${status}, after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Every transfer the key's organization has, through the API's pages. */
async function allTransfers(api: ApiClient): Promise<Array<{ id: string; amount: number; status: string }>> {
  const transfers: Array<{ id: string; amount: number; status: string }> = [];
  let after: string | undefined;
  for (;;) {
    const page = await api.get(`/transfers?limit=100${after ? `&starting_after=${after}` : ""}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    transfers.push(...page.body.data);
    if (!page.body.has_more) return transfers;
    after = page.body.data.at(-1).id;
  }
}

describe("backup and restore (PostgreSQL)", () => {
  test.skipIf(!postgresUrl)(
    "pg_dump -Fc of the running database, pg_restore into a new one: ledger:verify ok, the balances as at the dump, and a new transfer settles there",
    async ({ server }) => {
      const sourceUrl = server.service.config.databaseUrl!;
      expect(sourceUrl).toMatch(/^postgres/);

      // --- Traffic before the dump: an organization, a funded wallet, a settled transfer and one
      // that stays processing (funds reserved) on the running server.
      const org = await newOrganization(server);
      const api = apiClient(server, (await newKey(server, org.id, "sandbox")).secret);
      expect(await usd(api)).toEqual({ available: STARTING_USD, reserved: 0, total: STARTING_USD });
      const funded = await api.post("/test/fund", { amount: 50_000, currency: "USD" }, { idempotencyKey: idempotencyKey() });
      expect(funded.status, JSON.stringify(funded.body)).toBe(200);
      expect(funded.body).toMatchObject({ currency: "USD", available: STARTING_USD + 50_000, reserved: 0, total: STARTING_USD + 50_000 });
      const settledKey = idempotencyKey();
      const settled = await api.post("/transfers", bankTransfer(12_345, { accountNumber: "0012345678", reference: "before-dump" }), { idempotencyKey: settledKey });
      expect(settled.status, JSON.stringify(settled.body)).toBe(201);
      expect(settled.body.status).toBe("processing");
      await waitForStatus(api, settled.body.id, "succeeded");
      // Ends in 0005: stays processing, its funds reserved
      // (docs/api/transfers.md#sandbox-outcomes).
      const pending = await api.post("/transfers", bankTransfer(2_000, { accountNumber: "0012340005", reference: "pending-at-dump" }), { idempotencyKey: idempotencyKey() });
      expect(pending.status, JSON.stringify(pending.body)).toBe(201);
      const atDump = { available: STARTING_USD + 50_000 - 12_345 - 2_000, reserved: 2_000, total: STARTING_USD + 50_000 - 12_345 };
      expect(await usd(api)).toEqual(atDump);

      // --- The dump, of the running server's database, while another organization's transfers
      // keep arriving: pg_dump's snapshot must still be one consistent state.
      const busyOrg = await newOrganization(server);
      const busy = apiClient(server, (await newKey(server, busyOrg.id, "sandbox")).secret);
      let dumping = true;
      let sentDuringDump = 0;
      const traffic = (async () => {
        for (let i = 0; dumping || i < 2; i++) {
          const answer = await busy.post("/transfers", bankTransfer(100 + i, { accountNumber: "0012345678", reference: `during-dump-${i}` }), { idempotencyKey: idempotencyKey() });
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          sentDuringDump++;
        }
      })();
      const dir = tempDir("payments-backup-");
      const dumpFile = path.join(dir, "payments.dump");
      const restoredName = `payments_restore_${process.pid}_${Date.now()}`;
      const restoredUrl = new URL(sourceUrl);
      restoredUrl.pathname = `/${restoredName}`;
      const maintenance = new pg.Client({ connectionString: sourceUrl });
      await maintenance.connect();
      try {
        try {
          await run("pg_dump", ["-Fc", "--file", dumpFile, "--dbname", sourceUrl]);
        } finally {
          dumping = false;
          await traffic;
        }
        expect(sentDuringDump).toBeGreaterThanOrEqual(2);
        // The source is still serving, unchanged for the quiet organization.
        expect(await usd(api)).toEqual(atDump);

        // --- The restore, into a database of its own.
        await maintenance.query(`CREATE DATABASE ${quoted(restoredName)}`);
        const restore = await run("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", restoredUrl.toString(), dumpFile]);
        expect(restore.stderr).toBe("");

        const verified = await admin({ DATABASE_URL: restoredUrl.toString() }, "ledger:verify");
        expect(verified).toMatchObject({ ok: true, problems: [] });
        expect(verified.transactions).toBeGreaterThan(0);

        // --- A second server on the restored database, with the same deployment secrets (the
        // test run's, inherited) and a pool size of its own, which /metrics reports.
        const restored = await startServer({ DATABASE_URL: restoredUrl.toString(), DATABASE_POOL_SIZE: "4", SANDBOX_SETTLEMENT_MS: "300", WORKER_POLL_MS: "50" });
        const metrics = await fetch(`${restored.baseUrl}/metrics`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toMatch(/^payments_db_pool_max_connections 4$/m);
        const there = apiClient(restored, api.key);
        expect(await usd(there)).toEqual(atDump);
        expect((await there.get(`/transfers/${settled.body.id}`)).body).toEqual((await api.get(`/transfers/${settled.body.id}`)).body);
        expect((await there.get(`/transfers/${pending.body.id}`)).body.status).toBe("processing");
        // The idempotency records came along: the pre-dump transfer's key replays its answer.
        const replay = await there.post("/transfers", bankTransfer(12_345, { accountNumber: "0012345678", reference: "before-dump" }), { idempotencyKey: settledKey });
        expect(replay.status).toBe(201);
        expect(replay.headers.get("idempotent-replayed")).toBe("true");
        expect(replay.body).toEqual(settled.body);

        // The busy organization's snapshot is whole: whatever transfers it holds, its wallet has
        // exactly their amounts taken (reserved or settled), and its ledger verified above.
        const busyThere = apiClient(restored, busy.key);
        const restoredTransfers = await allTransfers(busyThere);
        expect(restoredTransfers.length).toBeLessThanOrEqual(sentDuringDump);
        const taken = restoredTransfers.reduce((sum, t) => sum + t.amount, 0);
        expect((await usd(busyThere)).available).toBe(STARTING_USD - taken);

        // --- A new transfer on the restored system settles there, and only there.
        const fresh = await there.post("/transfers", bankTransfer(777, { accountNumber: "0012345678", reference: "after-restore" }), { idempotencyKey: randomUUID() });
        expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
        expect(fresh.body.status).toBe("processing");
        await waitForStatus(there, fresh.body.id, "succeeded");
        expect(await usd(there)).toEqual({ available: atDump.available - 777, reserved: 2_000, total: atDump.total - 777 });
        expect(await usd(api)).toEqual(atDump);
        expect((await api.get(`/transfers/${fresh.body.id}`)).status).toBe(404);

        await stopServer(restored);
        expect(await admin({ DATABASE_URL: restoredUrl.toString() }, "ledger:verify")).toMatchObject({ ok: true, problems: [] });
      } finally {
        await maintenance.query(`DROP DATABASE IF EXISTS ${quoted(restoredName)} WITH (FORCE)`);
        await maintenance.end();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
