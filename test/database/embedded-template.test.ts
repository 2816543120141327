// A fresh embedded database starts from a template with every committed migration applied
// (src/db/embedded.ts), made by npm install's build. What it holds must be exactly what the
// schema engine would have applied: the committed migrations, finished, with Prisma's checksums.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "../../src/db/database.js";
import { makeTemplate } from "../../src/db/embedded.js";
import { readMigrationList } from "../../src/db/migrations.js";

const dataDir = mkdtempSync(path.join(tmpdir(), "payments-template-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("a fresh embedded database holds every committed migration, applied, and migrate then has nothing to do", { timeout: 120_000 }, async () => {
  await makeTemplate(); // a no-op when npm install's build made it
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.prisma.$queryRaw<Array<{ migration_name: string; checksum: string; finished: boolean }>>`
      SELECT migration_name, checksum, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished
      FROM _prisma_migrations ORDER BY migration_name`;
    const committed = (await readMigrationList()).migrationDirectories.map((dir) => ({
      migration_name: dir.path,
      checksum: createHash("sha256").update(dir.migrationFile.content.tag === "ok" ? dir.migrationFile.content.value : "").digest("hex"),
      finished: true,
    }));
    expect(committed.length).toBeGreaterThan(0);
    expect(rows).toEqual(committed);
    expect(await database.migrate()).toEqual([]);
    // The schema is there: the ledger's functions (migration ledger_functions) exist.
    const [{ functions }] = await database.prisma.$queryRaw<Array<{ functions: bigint }>>`
      SELECT COUNT(*) AS functions FROM pg_proc WHERE proname IN ('ledger_lock', 'ledger_apply')`;
    expect(functions).toBe(2n);
  } finally {
    await database.close();
  }
});
