// Creates and applies Prisma migrations with the official WebAssembly schema engine, driven by
// the same driver adapter the service uses, because the native engine cannot be downloaded here.
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const schemaPath = path.join(projectRoot, "prisma/schema.prisma");
export const migrationsDir = path.join(projectRoot, "prisma/migrations");

let wasmReady = false;

async function loadWasm(): Promise<void> {
  if (wasmReady) return;
  // The .wasm file is not in the package's exports, so it is read by path beside its JS glue.
  const require = createRequire(import.meta.url);
  const glue = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = await readFile(path.join(path.dirname(glue), "schema_engine_bg.wasm"));
  const module = await WebAssembly.compile(bytes);
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": engineBindings as never });
  engineBindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmReady = true;
}

async function openEngine(factory: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> {
  await loadWasm();
  const datamodel = await readFile(schemaPath, "utf8");
  const log = () => {};
  return (await engineBindings.SchemaEngine.new(
    { datamodels: [[schemaPath, datamodel]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  )) as SchemaEngine;
}

export async function readMigrationList(): Promise<MigrationList> {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const names = existsSync(migrationsDir)
    ? (await readdir(migrationsDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? await readFile(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok" as const, value: await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8") },
        },
      })),
    ),
  };
}

/** How a database runs a whole migration script: several statements, in one call, awaited. */
export type ScriptRunner = (script: string) => Promise<unknown>;

/**
 * The factory with each connection's executeScript replaced by `run`. The adapters' own cut a
 * script at every ";" (adapter-pg), which breaks a function's body, or do not wait for it
 * (pglite-prisma-adapter), which loses a failing migration's error. Sent whole, a script runs as
 * one implicit transaction on both. (Applying never opens a shadow database; diffing, below,
 * applies the committed migrations to PGlite's, whose unawaited script runs before the next query.)
 */
function runningWholeScripts(factory: SqlMigrationAwareDriverAdapterFactory, run: ScriptRunner): SqlMigrationAwareDriverAdapterFactory {
  const wrap = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    Object.assign(Object.create(adapter) as SqlDriverAdapter, {
      executeScript: async (script: string) => {
        await run(script);
      },
    });
  return Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
    connect: async () => wrap(await factory.connect()),
  });
}

/** A read of the database outside any transaction: its rows as plain objects. */
export type RowsQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Whether the database already holds every committed migration, applied and unchanged (Prisma's
 * checksum is the SHA-256 of the file), with none failed or under way. Then there is nothing for
 * the schema engine to do, and the start does not load it (~0.5 s and tens of MB). Anything
 * else, including a database Prisma has never migrated, goes to the engine, which decides.
 */
async function everyMigrationApplied(query: RowsQuery, list: MigrationList): Promise<boolean> {
  const [table] = await query(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`);
  if (!table?.present) return false;
  const rows = await query(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AND rolled_back_at IS NULL AS applied,
            finished_at IS NULL AND rolled_back_at IS NULL AS unfinished
     FROM _prisma_migrations`,
  );
  if (rows.some((row) => row.unfinished)) return false;
  const applied = new Map(rows.filter((row) => row.applied).map((row) => [row.migration_name as string, row.checksum as string]));
  return list.migrationDirectories.every((dir) => {
    const content = dir.migrationFile.content;
    return content.tag === "ok" && applied.get(dir.path) === createHash("sha256").update(content.value).digest("hex");
  });
}

/** Applies every pending migration and returns the names applied. */
export async function applyPendingMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  runScript: ScriptRunner,
  query: RowsQuery,
): Promise<string[]> {
  const migrationsList = await readMigrationList();
  if (await everyMigrationApplied(query, migrationsList)) return [];
  const engine = await openEngine(runningWholeScripts(factory, runScript));
  try {
    const result = await engine.applyMigrations({
      migrationsList,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** The SQL that takes a database from the committed migrations to the current schema. */
export async function diffMigrationsToSchema(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const engine = await openEngine(factory);
  try {
    const list = await readMigrationList();
    const from = list.migrationDirectories.length === 0 ? { tag: "empty" as const } : { tag: "migrations" as const, ...list };
    const datamodel = await readFile(schemaPath, "utf8");
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: datamodel }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
  }
}
