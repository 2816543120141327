// npx tsx scripts/measure-export-memory.ts [postgres://postgres@127.0.0.1:5432/payments_export_memory] [rows]
// The service's memory while GET /transfers/export streams 200,000 transfers (or `rows`): on a
// PostgreSQL database it makes afresh (dropped first: give it one of its own), it seeds the
// transfers of one organization, starts the service (npm start's build, as measure-startup.mjs
// does) and samples its RSS before, during and after two downloads: one read as fast as the
// client can, and one read slowly (a 20 ms pause after every chunk), whose backpressure must hold the export
// back rather than let rows pile up in memory. Beside the RSS, which V8 grows into headroom and
// seldom gives back, the JavaScript heap in use (GET /metrics' nodejs_heap_size_used_bytes).
// docs/api/transfers.md#export.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { recreateDatabase, seedTransfersSql } from "./transfer-seed.js";

const root = path.resolve(import.meta.dirname, "..");
const url = new URL(process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/payments_export_memory");
const rows = Number(process.argv[3] ?? 200_000);
const port = 5000 + Math.floor(Math.random() * 1000);
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  PORT: String(port),
  LOG_LEVEL: "warn",
  TEST_DASHBOARD_BUILD: "off",
  CARD_DETAILS_SECRET: process.env.CARD_DETAILS_SECRET || "measure-card-details-secret-0123456789abcdef",
  WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY || "5e".repeat(32),
  IDEMPOTENCY_FINGERPRINT_SECRET: process.env.IDEMPOTENCY_FINGERPRINT_SECRET || "measure-fingerprint-secret-0123456789abcdef",
};

/** A process's resident set, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return Number(line?.split(/\s+/)[1] ?? NaN) / 1024;
}

function admin(...args: string[]): Record<string, string> {
  return JSON.parse(execFileSync("npx", ["tsx", "src/admin/cli.ts", ...args], { cwd: root, env, encoding: "utf8" }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The service's JavaScript heap in use, in MB, from its Prometheus metrics. */
async function heapUsedMb(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith("nodejs_heap_size_used_bytes "));
  return Number(line?.split(" ")[1] ?? NaN) / 1e6;
}

await recreateDatabase(url);
const org = admin("org:create", "--name", "Export memory");
const key = admin("key:create", "--org", org.id, "--env", "sandbox", "--scopes", "transfers:read");
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(seedTransfersSql(org.id, rows));
await client.query("VACUUM ANALYZE transfers");
await client.end();

const service = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
const base = `http://127.0.0.1:${port}`;
try {
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (service.exitCode !== null) throw new Error(`the service exited with ${service.exitCode}`);
    await sleep(100);
  }
  const headers = { authorization: `Bearer ${key.secret}` };
  // Warm up: the export's code compiled, a connection or two in the pool.
  for (let i = 0; i < 3; i++) await (await fetch(`${base}/sandbox/v1/transfers/export?amount_lte=20000`, { headers })).text();
  await sleep(2_000);
  const idle = rssMb(service.pid!);
  const idleHeap = await heapUsedMb(base);
  console.log(`${rows.toLocaleString("en")} transfers; the service idle after warm-up: RSS ${idle.toFixed(0)} MB, heap used ${idleHeap.toFixed(0)} MB`);

  for (const [label, pauseMs] of [["fast client", 0], ["slow client", 20]] as const) {
    const before = rssMb(service.pid!);
    const samples: number[] = [];
    const heaps: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(service.pid!)), 50);
    const heapSampler = setInterval(() => void heapUsedMb(base).then((mb) => heaps.push(mb)), 250);
    const started = performance.now();
    const response = await fetch(`${base}/sandbox/v1/transfers/export`, { headers });
    if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
      if (pauseMs > 0) await sleep(pauseMs);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(heapSampler);
    await sleep(2_000);
    const after = rssMb(service.pid!);
    const afterHeap = await heapUsedMb(base);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    console.log(
      `${label}: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB of CSV in ${seconds.toFixed(1)} s\n` +
        `  RSS: before ${before.toFixed(0)} MB, during mean ${mean(samples).toFixed(0)} MB and peak ${Math.max(...samples).toFixed(0)} MB (${samples.length} samples), after ${after.toFixed(0)} MB\n` +
        `  heap used: during mean ${mean(heaps).toFixed(0)} MB and peak ${Math.max(...heaps).toFixed(0)} MB (${heaps.length} samples), after ${afterHeap.toFixed(0)} MB`,
    );
  }
} finally {
  service.kill("SIGTERM");
  await new Promise((resolve) => service.once("exit", resolve));
}
