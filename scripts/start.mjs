// npm start: brings what is stale up to date, then runs the server (dist/main.js) in this process.
//
//   node scripts/start.mjs           build what is stale, then start
//   node scripts/start.mjs --build   build what is stale and stop (npm install's last step, and
//                                     npm run build, which adds --force)
//
// What is built, each only when its inputs changed (a content hash, like dashboard/build.mjs's):
// - the server, compiled by tsc into dist/ (tsconfig.build.json): the process runs JavaScript,
//   not TypeScript through tsx, which took ~2 s more to start and ~100 MB more memory;
// - the embedded database's template (src/db/embedded.ts): a fresh database starts from it
//   rather than running initdb;
// - the dashboard (dashboard/build.mjs).
// `npm install` runs the build, so the first `npm start` only starts. With DATABASE_URL set the
// template is not needed and not made.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import module, { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Node 22 keeps the compiled code of the modules it loads on disk and reuses it next time.
module.enableCompileCache?.(path.join(root, "node_modules/.cache/payments-api/compile"));

const buildOnly = process.argv.includes("--build");
const force = process.argv.includes("--force");
const dist = path.join(root, "dist");
const stampFile = path.join(dist, ".build-stamp");

function serverSourceHash() {
  const files = readdirSync(path.join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  files.push(path.join(root, "tsconfig.json"), path.join(root, "tsconfig.build.json"), path.join(root, "package-lock.json"));
  const hash = createHash("sha256");
  for (const file of files.sort()) hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

function buildServer() {
  const hash = serverSourceHash();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === hash) return;
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  } catch {
    throw new Error("dist/ is out of date and TypeScript is not installed (an install without dev dependencies): run npm run build where it is");
  }
  const started = Date.now();
  // tsc emits even when a type is wrong (npm run typecheck reports those), so a start is never
  // refused for a type error.
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0 && !existsSync(path.join(dist, "main.js"))) throw new Error("the server did not compile");
  writeFileSync(stampFile, hash + "\n");
  console.log(`server compiled into dist/ in ${Date.now() - started} ms`);
}

try {
  buildServer();
  if (buildOnly || !process.env.DATABASE_URL) {
    const { makeTemplate } = await import("../dist/db/embedded.js");
    const started = Date.now();
    const { made } = await makeTemplate();
    if (made) console.log(`embedded database template made in ${Date.now() - started} ms`);
  }
  const { buildDashboard } = await import("../dashboard/build.mjs");
  await buildDashboard({ force: force && buildOnly });
} catch (error) {
  console.error(`Could not build: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (!buildOnly) await import("../dist/main.js");
