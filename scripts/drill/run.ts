// npm run drill: the failure drills (docs/operations.md#failure-drills). Starts a PostgreSQL
// primary and standby under pg_auto_failover, HAProxy, Redis, the scripted payout provider and
// three service instances, all on 127.0.0.1, runs each drill under load, checks that nothing was
// lost or done twice, prints a table, and stops and deletes everything it started, also on
// Ctrl-C or an error. Exits 1 if an invariant fails.
//   DRILLS=1,4 npm run drill      only those drills      DRILL_BASE_PORT=55400 (default)
//   DRILL_KEEP_LOGS=1             keep the processes' logs (kept anyway when an invariant fails)
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as cluster from "./cluster.js";
import { Api, classOf, Load, listTransfers, retryKeys, workDoneOnce, type TransferRow } from "./load.js";
import { stopAll, waitFor } from "./procs.js";
import { drills, type DrillContext } from "./drills.js";

const root = path.resolve(import.meta.dirname, "../..");
const t0 = Date.now();
const say = (line: string) => console.log(`[drill +${((Date.now() - t0) / 1000).toFixed(1)}s] ${line}`);

const ports = cluster.portsFrom(Number(process.env.DRILL_BASE_PORT ?? 55400));
const tmp = mkdtempSync("/tmp/payments-drill-");
// The postgres OS user must reach its directories under it.
chmodSync(tmp, 0o755);
const logDir = path.join(tmp, "logs");
let keepLogs = process.env.DRILL_KEEP_LOGS === "1";

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  say("stopping every process this run started");
  await stopAll(5_000);
  if (keepLogs) {
    const kept = `/tmp/payments-drill-logs-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    cpSync(logDir, kept, { recursive: true });
    say(`logs kept in ${kept}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    say(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

interface Row {
  drill: string;
  requests: number;
  answered: number;
  errors: string;
  maxWaitMs: number;
  keysChecked: number;
  retryProblems: number;
  ledgerOk: boolean;
  stuck: number;
  doublePaid: number;
  releasedButPaid: number;
  note: string;
}

async function main(): Promise<number> {
  cluster.installMissing(say);
  for (const port of [ports.monitor, ...ports.nodes, ports.pgFrontend, ports.redis, ports.provider, ...ports.instances, ports.api]) await cluster.assertFree(port);
  mkdirSync(logDir, { recursive: true });
  say(`temporary directory ${tmp}; ports from ${ports.monitor}`);

  say("building the service (npm run build)");
  // Once more on failure: node_modules (and its build cache) may be shared with another checkout building at the same moment.
  const build = () => spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" }).status === 0;
  if (!build() && !build()) throw new Error("npm run build failed");

  const postgres = new cluster.Postgres(tmp, ports, logDir);
  say("pg_auto_failover: monitor");
  await postgres.startMonitor();
  say("pg_auto_failover: node1 (primary)");
  await postgres.createNode(0);
  say("pg_auto_failover: node2 (standby)");
  await postgres.createNode(1);
  const socket = cluster.startHaproxy(tmp, ports, logDir);
  cluster.startRedis(tmp, ports, logDir);
  cluster.startProvider(ports, logDir);
  await waitFor("HAProxy's PostgreSQL frontend to reach the primary", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: ports.pgFrontend, user: "postgres", database: "payments", connectionTimeoutMillis: 1000 });
    await client.connect();
    try {
      return (await client.query("SELECT NOT pg_is_in_recovery() AS writable")).rows[0].writable === true;
    } finally {
      await client.end();
    }
  }, 30_000, 500);

  const secrets = { CARD_DETAILS_SECRET: randomBytes(32).toString("hex"), WEBHOOK_SECRET_KEY: randomBytes(32).toString("hex"), IDEMPOTENCY_FINGERPRINT_SECRET: randomBytes(32).toString("hex") };
  const env = cluster.serviceEnv(ports, secrets);
  const admin = (...args: string[]) => JSON.parse(execFileSync(process.execPath, ["dist/admin/cli.js", ...args], { cwd: root, env }).toString()) as Record<string, unknown>;
  admin("migrate");
  const org = admin("org:create", "--name", "Drill org");
  const key = admin("key:create", "--org", String(org.id), "--env", "sandbox");
  say(`organization ${String(org.id)} and a Sandbox key`);

  for (let i = 0; i < 3; i++) cluster.startInstance(i, ports, env, logDir);
  for (let i = 0; i < 3; i++) await cluster.waitReady(ports.instances[i], 60_000);
  await cluster.waitReady(ports.api, 10_000);
  say("three instances ready behind HAProxy");

  const api = new Api(`http://127.0.0.1:${ports.api}/sandbox/v1`, String(key.secret));
  for (let i = 0; i < 3; i++) {
    const funded = await api.call("POST", "/test/fund", { amount: 1_000_000_000, currency: "USD" }, `setup-fund-${i}`);
    if (funded.status !== 200) throw new Error(`test fund answered ${funded.status}: ${JSON.stringify(funded.body)}`);
  }
  const cards: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cardholder = { first_name: "Drill", last_name: `Card`, email: "drill@example.com" };
    const issued = await api.call("POST", "/cards", { product: "net-400", cardholder }, `setup-card-${i}`);
    if (issued.status !== 201) throw new Error(`card issue answered ${issued.status}: ${JSON.stringify(issued.body)}`);
    const id = (issued.body as { card?: { id: string }; id?: string }).card?.id ?? (issued.body as { id: string }).id;
    cards.push(id);
    await api.call("POST", `/cards/${id}/fund`, { amount: 5_000 }, `setup-card-fund-${i}`);
  }
  say(`wallet funded, ${cards.length} cards issued`);

  const context: DrillContext = { ports, postgres, haproxySocket: socket, tmp, env, logDir, say };
  const provider = async (method: string, url: string, body?: unknown) =>
    (await fetch(`http://127.0.0.1:${ports.provider}${url}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json();

  const rows: Row[] = [];
  const wanted = (process.env.DRILLS ?? "1,4,5,3,2").split(",").map((id) => id.trim());
  for (const id of wanted) {
    const drill = drills.find((candidate) => candidate.id === id);
    if (!drill) throw new Error(`no drill ${id}`);
    say(`=== drill ${drill.id}: ${drill.name} (${drill.loadSeconds} s of load)`);
    const load = new Load(api, `d${drill.id}`, cards, 30);
    const loadDone = load.run(drill.loadSeconds);
    let note = "";
    try {
      await drill.fault(context);
    } catch (error) {
      note = `fault: ${(error as Error).message}`;
      say(note);
    }
    await loadDone;
    await drill.after?.(context).catch((error: Error) => (note += ` after: ${error.message}`));
    say(`load done: ${load.sent.length} requests; every instance ready again, then the keys are retried`);
    for (let i = 0; i < 3; i++) await cluster.waitReady(ports.instances[i], 60_000).catch((error: Error) => (note += ` ${error.message}`));

    const retry = await retryKeys(api, load.sent, 60_000);
    let stuck = -1;
    await waitFor("no transfer processing", async () => (stuck = (await listTransfers(api, "processing")).length) === 0, 90_000, 1_000).catch(() => undefined);
    const ledger = spawnSync(process.execPath, ["dist/admin/cli.js", "ledger:verify"], { cwd: root, env });
    const ledgerOk = ledger.status === 0 && (JSON.parse(ledger.stdout.toString() || "{}") as { ok?: boolean }).ok === true;
    const stats = (await provider("GET", "/control/stats")) as { referencesPaidTwice: number; paidTransferIds: string[] };
    const transfers = await listTransfers(api);
    const byId = new Map<string, TransferRow>(transfers.map((row) => [row.id, row]));
    const releasedButPaid = stats.paidTransferIds.filter((paid) => byId.get(paid)?.status === "failed");
    const once = workDoneOnce(load.sent, transfers);

    const errorCounts = new Map<string, number>();
    for (const item of load.sent) if (classOf(item.first) !== "2xx") errorCounts.set(classOf(item.first), (errorCounts.get(classOf(item.first)) ?? 0) + 1);
    const problems = retry.differing.length + retry.unresolved.length + once.duplicated.length + once.wrongId.length;
    for (const differ of retry.differing) say(`ANSWER DIFFERS for ${differ.key}: ${JSON.stringify(differ.first)} then ${JSON.stringify(differ.again)}`);
    if (retry.unresolved.length) say(`NO FINAL ANSWER within 60 s for ${retry.unresolved.join(", ")}`);
    for (const duplicate of once.duplicated) say(`WORK DONE TWICE for ${duplicate.reference}: ${duplicate.ids.join(", ")}`);
    if (once.wrongId.length) say(`final answer names another transfer than the key's: ${once.wrongId.join(", ")}`);
    if (stuck > 0) say(`STUCK processing: ${(await listTransfers(api, "processing")).map((row) => `${row.id} (${row.reference})`).join(", ")}`);
    if (releasedButPaid.length) say(`RELEASED BUT PAID: ${releasedButPaid.join(", ")}`);
    if (!ledgerOk) say(`LEDGER: ${ledger.stdout.toString()} ${ledger.stderr.toString()}`);
    rows.push({
      drill: `${drill.id}. ${drill.name}`,
      requests: load.sent.length,
      answered: load.sent.filter((item) => classOf(item.first) === "2xx").length,
      errors: [...errorCounts.entries()].sort((a, b) => b[1] - a[1]).map(([name, count]) => `${name}×${count}`).join(", ") || "none",
      maxWaitMs: Math.max(0, ...load.sent.map((item) => item.first.ms)),
      keysChecked: retry.keysChecked,
      retryProblems: problems,
      ledgerOk,
      stuck,
      doublePaid: stats.referencesPaidTwice,
      releasedButPaid: releasedButPaid.length,
      note: note.trim(),
    });
    say(`drill ${drill.id} checked: ${JSON.stringify(rows[rows.length - 1])}`);
  }

  printTable(rows);
  const failed = rows.some((row) => !row.ledgerOk || row.stuck !== 0 || row.doublePaid !== 0 || row.releasedButPaid !== 0 || row.retryProblems !== 0);
  if (failed) keepLogs = true;
  return failed ? 1 : 0;
}

function printTable(rows: Row[]) {
  const header = ["drill", "requests", "2xx", "errors by class (first answers)", "max wait", "keys checked", "retry problems", "ledger ok", "stuck", "double payments", "released-but-paid"];
  const lines = rows.map((row) => [
    row.drill, String(row.requests), String(row.answered), row.errors, `${(row.maxWaitMs / 1000).toFixed(2)} s`, String(row.keysChecked), String(row.retryProblems),
    row.ledgerOk ? "yes" : "NO", String(row.stuck), String(row.doublePaid), String(row.releasedButPaid),
  ]);
  console.log("\n| " + header.join(" | ") + " |\n|" + header.map(() => "---").join("|") + "|");
  for (const line of lines) console.log("| " + line.join(" | ") + " |");
  for (const row of rows) if (row.note) console.log(`drill ${row.drill}: ${row.note}`);
}

let code = 1;
try {
  code = await main();
} catch (error) {
  say(`failed: ${(error as Error).stack ?? String(error)}`);
  keepLogs = true;
} finally {
  await cleanUp();
}
process.exit(code);
