import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Every test file talks HTTP to one real server on one real database (embedded PGlite, or
// PostgreSQL when DATABASE_URL is set). The embedded database allows one process, so the
// files run in a single worker that shares the server (see test/support/server.ts).
export default defineConfig({
  // One copy of graphql, as in production: Vite would otherwise load its ESM build for our code
  // while Yoga (from node_modules) uses the CommonJS one, and instanceof checks between them fail.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }] },
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    poolOptions: { forks: { singleFork: true } },
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
