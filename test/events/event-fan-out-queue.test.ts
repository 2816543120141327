// The fan-out's queue (event_fan_out_queue): written with every event, emptied by the fan-out.
// The migration that introduced it must carry over the events an older version left waiting,
// or they would never reach a webhook or a subscriber.
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "vitest";
import { readMigrationList } from "../../src/db/migrations.js";

const queueMigration = "20261126093851_event_fan_out_queue";

// A database of its own in this process, built migration by migration: it took 20 to 30 s on two
// busy cores (a CI run beside browser tests), past the default 30 s budget.
test("the queue's migration queues exactly the events not yet fanned out, at their own time, and drops the old mark", { timeout: 120_000 }, async () => {
  // The committed migrations as the schema engine reads them, in order.
  const scripts = new Map(
    (await readMigrationList()).migrationDirectories.map((dir) => [dir.path, dir.migrationFile.content.tag === "ok" ? dir.migrationFile.content.value : ""]),
  );
  expect([...scripts.keys()]).toContain(queueMigration);
  const db = await PGlite.create();
  try {
    for (const [name, script] of scripts) if (name < queueMigration) await db.exec(script);
    await db.exec(`
      INSERT INTO events (id, organization_id, environment, type, data, created_at, fanned_out_at) VALUES
        ('evt_waiting', 'org_a', 'sandbox', 'transfer.created', '{"object":{}}', '2026-11-20T10:00:00.123Z', NULL),
        ('evt_done', 'org_a', 'sandbox', 'transfer.created', '{"object":{}}', '2026-11-20T09:00:00Z', '2026-11-20T09:00:01Z'),
        ('evt_live', 'org_b', 'live', 'balance.updated', '{"object":{}}', '2026-11-20T11:00:00Z', NULL)`);

    await db.exec(scripts.get(queueMigration)!);

    const queued = await db.query<{ event_id: string; organization_id: string; environment: string; created_at: Date }>(
      `SELECT event_id, organization_id, environment::text AS environment, created_at FROM event_fan_out_queue ORDER BY created_at`,
    );
    expect(queued.rows).toEqual([
      { event_id: "evt_waiting", organization_id: "org_a", environment: "sandbox", created_at: new Date("2026-11-20T10:00:00.123Z") },
      { event_id: "evt_live", organization_id: "org_b", environment: "live", created_at: new Date("2026-11-20T11:00:00Z") },
    ]);
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'events' AND column_name = 'fanned_out_at'`,
    );
    expect(columns.rows).toEqual([]);
    const events = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`);
    expect(events.rows).toEqual([{ n: 3 }]);
  } finally {
    await db.close();
  }
});
