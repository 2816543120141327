// node scripts/measure-webhook-latency.mjs [command...]: starts the service (by default
// `node scripts/start.mjs`) on a fresh embedded database, registers a webhook endpoint on a local
// receiver, and times 20 POST /test/fund one after another from their answer to their
// balance.updated webhook's arrival (LATENCY_SPACING_MS apart). Its figures:
// docs/operations.md#background-workers.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

const command = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["node", "scripts/start.mjs"];
// LATENCY_SPACING_MS: a pause between the events (0: one right after the other's webhook).
const spacingMs = Number(process.env.LATENCY_SPACING_MS ?? 0);
const port = 5000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(path.join(tmpdir(), "payments-latency-"));
const arrived = new Map();
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const event = JSON.parse(body);
    if (event.type === "balance.updated") arrived.set(event.data.object.available, performance.now());
    response.end("ok");
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const child = spawn(command[0], command.slice(1), {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", WEBHOOK_ALLOW_PRIVATE: "1" },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
try {
  while (!/gs_test_[A-Za-z0-9_-]+/.test(output)) await new Promise((resolve) => setTimeout(resolve, 50));
  const key = /gs_test_[A-Za-z0-9_-]+/.exec(output)[0];
  const base = `http://127.0.0.1:${port}/sandbox/v1`;
  const post = (route, body) =>
    fetch(base + route, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post("/webhook_endpoints", { url: `http://127.0.0.1:${receiver.address().port}/hook`, events: ["balance.updated"] });
  const latencies = [];
  for (let i = 0; i < 20; i++) {
    const answer = await post("/test/fund", { amount: 100 + i, currency: "USD" });
    const answered = performance.now();
    while (!arrived.has(answer.available)) await new Promise((resolve) => setTimeout(resolve, 1));
    latencies.push(arrived.get(answer.available) - answered);
    if (spacingMs > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
  console.log(`$ ${command.join(" ")}: answer to webhook, 20 events ${spacingMs} ms apart: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
} finally {
  process.kill(-child.pid, "SIGTERM");
  receiver.close();
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
