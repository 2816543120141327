// The embedded database (PGlite), opened for a developer's machine: small in memory and quick to
// create. docs/operations.md#start-up-and-memory has the figures behind both choices.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, mkdirSync, renameSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyPendingMigrations, projectRoot, readMigrationList } from "./migrations.js";

const templateDir = path.join(projectRoot, "node_modules/.cache/payments-api");

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, all of it
 * touched at start: the process's RSS grew by ~290 MB where it grows by ~165 MB with 16 MB. A
 * development database reads its few pages from the operating system's cache just as fast.
 */
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * A data directory with every committed migration applied, made once per PGlite version and set
 * of migrations (by `npm install`'s build, or the first `npm start` after a migration is added): a
 * fresh database starts as a copy of it. Without it, PGlite runs initdb (4–6 s, in a second
 * WebAssembly instance whose memory the process keeps: ~650 MB RSS) and then the schema engine
 * applies the migrations (1–3 s). It is a directory copied by the file system, not an archive
 * PGlite unpacks (its `loadDataDir`): unpacking grows PGlite's WebAssembly memory, which never
 * shrinks, by ~130 MB, and takes longer than the copy (docs/operations.md#start-up-and-memory).
 */
export async function templatePath(): Promise<string> {
  const hash = createHash("sha256");
  for (const dir of (await readMigrationList()).migrationDirectories) {
    hash.update(dir.path).update("\0").update(dir.migrationFile.content.tag === "ok" ? dir.migrationFile.content.value : "").update("\0");
  }
  return path.join(templateDir, `pglite-${pgliteVersion()}-${hash.digest("hex").slice(0, 16)}`);
}

export async function makeTemplate(): Promise<{ path: string; made: boolean }> {
  const template = await templatePath();
  if (existsSync(path.join(template, "PG_VERSION"))) return { path: template, made: false };
  // Made beside and renamed, so a stopped build never leaves half a template; the templates of
  // other versions or migrations go.
  const building = `${template}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(templateDir, { recursive: true });
  const pglite = await PGlite.create(building, { startParams });
  try {
    await migratePglite(pglite);
  } finally {
    await pglite.close();
  }
  rmSync(template, { recursive: true, force: true });
  renameSync(building, template);
  for (const name of readdirSync(templateDir)) {
    if (name.startsWith("pglite-") && path.join(templateDir, name) !== template) rmSync(path.join(templateDir, name), { recursive: true, force: true });
  }
  return { path: template, made: true };
}

/** Opens (or creates) the embedded database in `dir`. */
export async function openPglite(dir: string): Promise<PGlite> {
  // Only a fresh database needs the template (whose name hashes every migration file).
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    const template = await templatePath();
    if (existsSync(path.join(template, "PG_VERSION"))) {
      // Copied beside and renamed: a copy cut short is never taken for a database.
      const copying = `${dir}.copying-${process.pid}`;
      rmSync(copying, { recursive: true, force: true });
      cpSync(template, copying, { recursive: true });
      rmSync(dir, { recursive: true, force: true });
      renameSync(copying, dir);
    }
  }
  return PGlite.create(dir, { startParams });
}

/** Applies pending migrations to an embedded database (through `factory`, the client's adapter). */
export function migratePglite(pglite: PGlite, factory = new PrismaPGlite(pglite)): Promise<string[]> {
  return applyPendingMigrations(
    factory,
    (script) => pglite.exec(script),
    async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows,
  );
}
