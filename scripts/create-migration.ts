// npm run db:migration -- NAME: writes prisma/migrations/<timestamp>_NAME/migration.sql with the
// SQL that takes the committed migrations to the current prisma/schema.prisma. It diffs on a
// throwaway in-memory PGlite, so it needs no database server.
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { diffMigrationsToSchema, migrationsDir } from "../src/db/migrations.js";

// --check: fail when prisma/schema.prisma has changes no migration holds yet (CI).
const checkOnly = process.argv[2] === "--check";
const name = process.argv[2];
if (!checkOnly && (!name || !/^[a-z0-9_]+$/.test(name))) {
  console.error("usage: npm run db:migration -- NAME   (lowercase letters, digits and _)");
  process.exit(2);
}
const pglite = await PGlite.create();
const sql = await diffMigrationsToSchema(new PrismaPGlite(pglite));
await pglite.close();
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.log("The schema matches the migrations: nothing to create.");
  process.exit(0);
}
if (checkOnly) {
  console.error("prisma/schema.prisma has changes no migration holds: run `npm run db:migration -- NAME`.\n" + sql);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
const lock = path.join(migrationsDir, "migration_lock.toml");
if (!existsSync(lock)) writeFileSync(lock, 'provider = "postgresql"\n');
console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
