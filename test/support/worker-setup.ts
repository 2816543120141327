// The setup file (vitest.config.ts): runs in each test worker before each test file.
import { afterAll, beforeAll } from "vitest";
import { useWorkerDatabase } from "./worker-databases.js";
import { testServerStarted, testServerStartTimeoutMs } from "./server.js";
import { describeUnfiltered, takeUnfilteredStatements } from "./request-statements.js";

// On PostgreSQL with several workers, the worker's own database (test/support/worker-databases.ts).
useWorkerDatabase();

// The worker's test server starts before the first test file's tests, within its start-up budget
// (TEST_SERVER_START_TIMEOUT_MS, 120 s unless set), rather than inside whichever test first asks
// for it, whose own 30 s it would spend (a fresh database, migrations, compiling the WebAssembly:
// seconds, many more on a busy machine). The worker's later files find it running.
beforeAll(async () => {
  await testServerStarted();
}, testServerStartTimeoutMs + 5_000);

// The tenant-filter check (request-statements.ts): a statement this file's requests sent without
// filtering a tenant table by their organization fails the file.
afterAll(() => {
  const unfiltered = takeUnfilteredStatements();
  if (unfiltered.length > 0) throw new Error(describeUnfiltered(unfiltered));
});
