// node scripts/measure-startup.mjs [command...]: the time from starting the service (by default
// `npm start`) to its first /readyz 200, on a fresh embedded database and then on the same one
// again, and its RSS once ready and after 10 s idle. DATABASE_URL set: on that PostgreSQL instead
// (the second start finds the migrations applied). docs/operations.md#start-up-and-memory.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const command = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["npm", "start"];
const port = 4000 + Math.floor(Math.random() * 1000) + 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), "payments-startup-"));

/** The RSS of a process and all its descendants, in MB (npm start runs node under npm's shell). */
function rssOfTree(pid) {
  const table = execFileSync("ps", ["-eo", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of table) if (tree.has(pp) && !tree.has(p)) { tree.add(p); grew = true; }
  }
  // npm's own process is a launcher, not the service: report the service's (the largest).
  const sizes = table.filter(([p]) => tree.has(p)).map(([, , rss]) => rss / 1024);
  return Math.max(...sizes);
}

async function startOnce(label) {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", TEST_DASHBOARD_BUILD: "off" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`${label}: exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  const rssReady = rssOfTree(child.pid);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rssIdle = rssOfTree(child.pid);
  process.kill(-child.pid, "SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  console.log(`${label}: first /readyz 200 after ${(readyMs / 1000).toFixed(2)} s; RSS ${rssReady.toFixed(0)} MB when ready, ${rssIdle.toFixed(0)} MB after 10 s idle`);
}

try {
  console.log(`$ ${command.join(" ")}  (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"}; load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(2)).join(" ")})`);
  await startOnce(process.env.DATABASE_URL ? "first start" : "fresh database");
  await startOnce(process.env.DATABASE_URL ? "second start" : "existing database");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
