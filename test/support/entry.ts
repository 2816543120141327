// How tests start the service and the admin command line as child processes.
//
// `node --import tsx src/main.ts` compiles and resolves every module through tsx's loader hooks
// on each start, about a second of CPU per child, and the suite starts dozens. So the test run
// (test/support/global-setup.ts) compiles the two entry points once, with the compiler tsx uses
// (esbuild), into one ES module each: packages stay external and load from node_modules as
// under tsx, and each source file keeps its own import.meta (its path, URL and directory), so
// the child runs the same code from the same place. Without that build (TEST_CHILD_BUILD=off,
// or a tool that skips the global setup) children run through tsx as before.
//
// The built children also run with V8's baseline WebAssembly compiler only (--liftoff-only).
// Each child compiles PGlite's, the schema engine's and Prisma's query compiler's WebAssembly
// (about 20 MB), and optimising it costs about another second of CPU per child, more than a
// short-lived child wins back. It changes how fast the WebAssembly runs, not what it does; the
// test workers themselves (and so every in-process test server) keep V8's defaults.
import { existsSync } from "node:fs";
import path from "node:path";

/** Set by the global setup to the directory holding main.js and cli.js. */
export const buildDirVariable = "PAYMENTS_TEST_CHILD_BUILD_DIR";

const builtNames: Record<string, string> = {
  "src/main.ts": "main.js",
  "src/admin/cli.ts": "cli.js",
};

/**
 * The arguments to give `process.execPath` (with cwd at the project root) to run `entry`,
 * one of src/main.ts or src/admin/cli.ts, with `args`.
 */
export function entryArgs(entry: string, ...args: string[]): string[] {
  const name = builtNames[entry];
  if (!name) throw new Error(`no child entry point ${entry}`);
  const dir = process.env[buildDirVariable];
  const built = dir ? path.join(dir, name) : undefined;
  if (built && existsSync(built)) return ["--liftoff-only", built, ...args];
  return ["--import", "tsx", entry, ...args];
}

/** The entry points the global setup builds, relative to the project root. */
export const childEntries = Object.keys(builtNames);
