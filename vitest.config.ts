import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import { ChildProcessesFirst } from "./test/support/sequencer.js";

// Every test file talks HTTP to a real server on a real database: embedded PGlite, or
// PostgreSQL when DATABASE_URL is set. TEST_WORKERS test workers (2 unless set) run the files
// side by side; each worker starts one server (test/support/server.ts), shared by the files it
// runs, on a database of its own: a fresh PGlite directory (the embedded database allows one
// process), or on PostgreSQL a database made beside DATABASE_URL's (test/support/worker-databases.ts
// says why). With TEST_WORKERS=1 one worker runs every file, on DATABASE_URL's database itself.
// On PostgreSQL the service refuses to start without its deployment secrets
// (docs/operations.md#deployment-secrets): the test run supplies fixed ones, inherited by the
// instances tests start as child processes.
// The embedded run leaves them unset, so generation stays covered.
const deploymentSecrets = process.env.DATABASE_URL
  ? {
      CARD_DETAILS_SECRET: process.env.CARD_DETAILS_SECRET || "test-card-details-secret-0123456789abcdef",
      WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY || "5e".repeat(32),
      IDEMPOTENCY_FINGERPRINT_SECRET: process.env.IDEMPOTENCY_FINGERPRINT_SECRET || "test-fingerprint-secret-0123456789abcdef",
    }
  : {};
const workers = Math.max(1, Math.floor(Number(process.env.TEST_WORKERS || 2)) || 1);

export default defineConfig({
  // One copy of graphql, as in production: Vite would otherwise load its ESM build for our code
  // while Yoga (from node_modules) uses the CommonJS one, and instanceof checks between them fail.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }] },
  test: {
    env: deploymentSecrets,
    include: ["test/**/*.test.ts"],
    // Compiles the entry points that tests start as child processes, once per run
    // (test/support/entry.ts), and makes the workers' databases.
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/worker-setup.ts"],
    pool: "forks",
    poolOptions: { forks: workers > 1 ? { singleFork: false, minForks: workers, maxForks: workers } : { singleFork: true } },
    isolate: false,
    sequence: { sequencer: ChildProcessesFirst },
    fileParallelism: workers > 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
