// Stopping the server (docs/operations.md#health-checks-and-stopping; src/shutdown.ts), on the real
// process (src/main.ts as a child, test/support/child-server.ts): a SIGTERM drains within
// SHUTDOWN_TIMEOUT_MS and exits 0, or exits 1 when the deadline passes first; a second signal exits
// at once with 128 + its number. What keeps the drain busy is a webhook attempt whose receiver
// never answers: a graceful stop waits for the attempts under way (each for at most
// WEBHOOK_TIMEOUT_MS).
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { httpRequest } from "../support/http.js";
import { childProcesses, waitForExit, tail, type Env, type ServerProcess } from "../support/child-server.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";

const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

// Every child is killed after the file, whatever happened in the test.
const { startServer } = childProcesses({ WEBHOOK_ALLOW_PRIVATE: "1", WORKER_POLL_MS: "50", AUTH_FAILURES_PER_MINUTE: "1000000" });

/** The server's JSON log lines so far. */
function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

/** A fresh server with one webhook attempt under way to a receiver that never answers. */
async function serverWithAttemptUnderWay(env: Env): Promise<{ server: ServerProcess; hook: WebhookReceiver }> {
  const hook = await WebhookReceiver.start(() => "hang");
  receivers.push(hook);
  const server = await startServer(env);
  expect(server.demoKey, server.output()).toMatch(/^gs_test_/);
  const post = (route: string, body: unknown) =>
    httpRequest(server.baseUrl, "POST", `/sandbox/v1${route}`, body, { key: server.demoKey, idempotencyKey: randomUUID() });
  expect((await post("/webhook_endpoints", { url: hook.url, events: ["balance.updated"] })).status).toBe(201);
  expect((await post("/test/fund", { amount: 100, currency: "USD" })).status).toBe(200);
  await hook.waitFor((requests) => requests.length === 1, 20_000);
  return { server, hook };
}

describe("SIGTERM and SIGINT", () => {
  test("a drain that finishes within SHUTDOWN_TIMEOUT_MS exits 0: it waits for the attempt under way to end (its timeout)", async () => {
    const { server, hook } = await serverWithAttemptUnderWay({ SHUTDOWN_TIMEOUT_MS: "30000", WEBHOOK_TIMEOUT_MS: "1500" });
    server.child.kill("SIGTERM");
    expect(await waitForExit(server, 25_000), tail(server.output())).toEqual({ code: 0, signal: null });
    expect(logLines(server).filter((line) => line.level !== "info" && line.level !== "debug")).toEqual([]);
    expect(logLines(server)).toContainEqual(expect.objectContaining({ level: "info", message: "shutting down", signal: "SIGTERM", timeout_ms: 30_000 }));
    expect(hook.requests).toHaveLength(1);
  }, 90_000);

  test("a drain still unfinished at SHUTDOWN_TIMEOUT_MS exits 1 then, saying so", async () => {
    const { server, hook } = await serverWithAttemptUnderWay({ SHUTDOWN_TIMEOUT_MS: "1500", WEBHOOK_TIMEOUT_MS: "120000" });
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await waitForExit(server, 25_000), tail(server.output())).toEqual({ code: 1, signal: null });
    // Not before the deadline (the attempt would have held it for 120 s).
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
    const lines = logLines(server);
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", message: "shutting down", signal: "SIGTERM", timeout_ms: 1500 }));
    expect(lines.filter((line) => line.level === "error")).toEqual([
      expect.objectContaining({ level: "error", message: "shutdown unfinished after SHUTDOWN_TIMEOUT_MS: exiting", timeout_ms: 1500 }),
    ]);
    expect(hook.requests).toHaveLength(1);
  }, 90_000);

  test("a second signal while it drains exits at once, with 128 + the signal's number", async () => {
    const { server } = await serverWithAttemptUnderWay({ SHUTDOWN_TIMEOUT_MS: "120000", WEBHOOK_TIMEOUT_MS: "120000" });
    server.child.kill("SIGTERM");
    await expect.poll(() => logLines(server).some((line) => line.message === "shutting down"), { timeout: 20_000, interval: 25 }).toBe(true);
    expect(server.child.exitCode, "the first signal waits for the attempt").toBeNull();
    server.child.kill("SIGINT");
    // Long before the 120 s deadline or the attempt's 120 s timeout.
    expect(await waitForExit(server, 20_000), tail(server.output())).toEqual({ code: 130, signal: null });
    expect(logLines(server).filter((line) => line.level === "warn")).toEqual([
      expect.objectContaining({ level: "warn", message: "second signal: exiting at once, shutdown unfinished", signal: "SIGINT", exit_code: 130 }),
    ]);
  }, 90_000);
});
