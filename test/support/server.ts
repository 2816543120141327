// One service per test process: a real HTTP server on a real database. The embedded database
// lives in a fresh temporary directory (inside the run's, removed at its end: test/support/run.ts);
// DATABASE_URL points the run at PostgreSQL instead.
import { Writable } from "node:stream";
import { loadConfig, type Config } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { createService, type Service } from "../../src/service.js";
import { serverStartTimeoutMs, tempDir } from "./run.js";
import { checkRequestStatements } from "./request-statements.js";

export interface TestServer {
  service: Service;
  baseUrl: string;
  /** Every line the service logged, for tests that prove no secret reaches the logs. */
  logLines: string[];
}

let started: Promise<TestServer> | undefined;

async function start(): Promise<TestServer> {
  const config: Config = {
    ...loadConfig(),
    host: "127.0.0.1",
    port: 0,
    dataDir: tempDir("payments-test-"),
    sandboxSettlementMs: Number(process.env.SANDBOX_SETTLEMENT_MS ?? 300),
    // Many tests fail authentication on purpose from 127.0.0.1, and some send a few hundred
    // requests a second with one key (isolation-matrix reuses its keys file-wide): the limits
    // have tests of their own (rate-limits, graphql-authorization), which swap in small ones.
    authFailuresPerMinute: 1_000_000,
    rateLimitRps: 1_000_000,
    rateLimitBurst: 1_000_000,
  };
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const service = await createService(config, createLogger("debug", sink));
  // Every request's statements are held to its organization, suite-wide (request-statements.ts).
  await checkRequestStatements(service.database.prisma);
  await service.app.listen({ host: config.host, port: 0 });
  const address = service.app.server.address();
  if (!address || typeof address !== "object") throw new Error("server has no address");
  return { service, baseUrl: `http://127.0.0.1:${address.port}`, logLines };
}

export function testServer(): Promise<TestServer> {
  started ??= start();
  return started;
}

/** How long the worker's test server may take to start: TEST_SERVER_START_TIMEOUT_MS, else 120 s. */
export const testServerStartTimeoutMs = serverStartTimeoutMs(120_000);

/** testServer(), failing with a message that names the setting when it takes longer than its budget. */
export async function testServerStarted(): Promise<TestServer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the test server did not start within ${testServerStartTimeoutMs} ms (TEST_SERVER_START_TIMEOUT_MS raises it)`)),
      testServerStartTimeoutMs,
    );
  });
  try {
    return await Promise.race([testServer(), late]);
  } finally {
    clearTimeout(timer);
  }
}
