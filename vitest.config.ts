import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Every test file talks HTTP to one real server on one real database (embedded PGlite, or
// PostgreSQL when DATABASE_URL is set). The embedded database allows one process, so the
// files run in a single worker that shares the server (see test/support/server.ts).
// On PostgreSQL the service refuses to start without its deployment secrets (decisions §13):
// the test run supplies fixed ones, inherited by the instances tests start as child processes.
// The embedded run leaves them unset, so generation stays covered.
const deploymentSecrets = process.env.DATABASE_URL
  ? {
      CARD_DETAILS_SECRET: process.env.CARD_DETAILS_SECRET || "test-card-details-secret-0123456789abcdef",
      WEBHOOK_SECRET_KEY: process.env.WEBHOOK_SECRET_KEY || "5e".repeat(32),
      IDEMPOTENCY_FINGERPRINT_SECRET: process.env.IDEMPOTENCY_FINGERPRINT_SECRET || "test-fingerprint-secret-0123456789abcdef",
    }
  : {};

export default defineConfig({
  // One copy of graphql, as in production: Vite would otherwise load its ESM build for our code
  // while Yoga (from node_modules) uses the CommonJS one, and instanceof checks between them fail.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }] },
  test: {
    env: deploymentSecrets,
    include: ["test/**/*.test.ts"],
    pool: "forks",
    poolOptions: { forks: { singleFork: true } },
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
