import { defineConfig } from "vitest/config";

// Every test file talks HTTP to one real server on one real database (embedded PGlite, or
// PostgreSQL when DATABASE_URL is set). The embedded database allows one process, so the
// files run in a single worker that shares the server (see test/support/server.ts).
export default defineConfig({
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
