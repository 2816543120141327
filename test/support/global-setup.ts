// Once per test run, before any test file, in the main vitest process:
// - compiles the child-process entry points (see test/support/entry.ts);
// - builds the dashboard when its sources changed since its last build (dashboard/build.mjs), for
//   test/dashboard/dashboard-browser.test.ts and the service's /dashboard route;
// - on PostgreSQL with several test workers, makes each worker a database of its own (see
//   test/support/worker-databases.ts);
// - makes the run's temporary directory, where the test servers' databases and the tests' other
//   temporary directories go (test/support/run.ts).
// What it makes is handed to the test workers through the environment and removed at the end.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { build, type Plugin } from "esbuild";
import type { TestProject } from "vitest/node";
import { buildDirVariable, childEntries } from "./entry.js";
import { makeWorkerDatabases } from "./worker-databases.js";
import { makeRunTempDir } from "./run.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Gives every module of src/ its own import.meta.url, .dirname and .filename, as when it runs
 * from its own file: a bundle would otherwise answer with the bundle's location.
 */
const ownImportMeta: Plugin = {
  name: "own-import-meta",
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (!args.path.startsWith(path.join(projectRoot, "src") + path.sep)) return undefined;
      const meta: Record<string, string> = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      };
      const source = readFileSync(args.path, "utf8");
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(meta[key]));
      return { contents, loader: "ts" };
    });
  },
};

async function buildChildEntries(): Promise<() => void> {
  // Inside the project's node_modules, so the packages left external resolve as they do from src/.
  const parent = path.join(projectRoot, "node_modules", ".cache", "payments-test-children");
  mkdirSync(parent, { recursive: true });
  // Builds of runs that were stopped before their teardown.
  for (const old of readdirSync(parent)) {
    const dir = path.join(parent, old);
    const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 24 * 3_600_000) rmSync(dir, { recursive: true, force: true });
  }
  const outdir = mkdtempSync(path.join(parent, "run-"));
  try {
    await build({
      absWorkingDir: projectRoot,
      entryPoints: Object.fromEntries(childEntries.map((entry) => [path.basename(entry, ".ts"), entry])),
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      logLevel: "warning",
      plugins: [ownImportMeta],
    });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  process.env[buildDirVariable] = outdir;
  return () => rmSync(outdir, { recursive: true, force: true });
}

/** dashboard/build.mjs in a process of its own (it loads Vite 8; vitest runs on its own Vite). */
async function buildDashboardWhenStale(): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(projectRoot, "dashboard", "build.mjs")], {
    cwd: projectRoot,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`could not build the dashboard: ${error.stderr || error.stdout || error.message}`);
  });
  const summary = stdout.split("\n").find((line) => line.startsWith("dashboard built"));
  if (summary) console.log(summary);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const teardowns: Array<() => void | Promise<void>> = [];
  const teardown = async () => {
    for (const step of teardowns.reverse()) await step();
  };
  try {
    teardowns.push(makeRunTempDir());
    if (process.env.TEST_CHILD_BUILD !== "off") teardowns.push(await buildChildEntries());
    if (process.env.TEST_DASHBOARD_BUILD !== "off") await buildDashboardWhenStale();
    const forks = project.config.poolOptions?.forks;
    const workers = forks?.singleFork ? 1 : (forks?.maxForks ?? 1);
    if (process.env.DATABASE_URL && typeof workers === "number" && workers > 1) {
      teardowns.push(await makeWorkerDatabases(process.env.DATABASE_URL, workers));
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
