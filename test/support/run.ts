// What every test file of a run shares: the directory its temporary directories go in, and how
// long a test waits for a server to start.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Set by the global setup (test/support/global-setup.ts): the run's own temporary directory. */
const runTempDirVariable = "PAYMENTS_TEST_TMP_DIR";

/**
 * For the global setup: makes the run's temporary directory, hands it to the test workers (and
 * through them to the processes they start) and resolves with what removes it, whatever the
 * test files left in it: a file stopped before its afterAll leaves nothing behind either.
 */
export function makeRunTempDir(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), "payments-test-run-"));
  process.env[runTempDirVariable] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A fresh temporary directory, inside the run's directory when there is one (else in the
 * system's, removed when this process exits). Test files still remove theirs when done with it.
 */
export function tempDir(prefix: string): string {
  const parent = process.env[runTempDirVariable];
  if (parent && existsSync(parent)) return mkdtempSync(path.join(parent, prefix));
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * TEST_SERVER_START_TIMEOUT_MS: how long a test waits for a server to start (a fresh database,
 * its migrations, the WebAssembly compiled: seconds, many more on a busy machine). Unset, each
 * kind keeps its own budget, `fallbackMs`: 120 s for the worker's test server
 * (test/support/server.ts), 60 s for an instance started as a child process
 * (test/support/child-server.ts).
 */
export function serverStartTimeoutMs(fallbackMs: number): number {
  const raw = process.env.TEST_SERVER_START_TIMEOUT_MS;
  if (raw === undefined || raw.trim() === "") return fallbackMs;
  if (!/^\s*[1-9][0-9]*\s*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new Error(`TEST_SERVER_START_TIMEOUT_MS must be a whole number of milliseconds of at least 1, not "${raw}"`);
  }
  return Number(raw);
}
