// Webhook deliveries' ids (docs/api/conventions.md#ids: prefixed, sorting by creation time). They
// were numbers from one sequence every organization shared; the migration that changed them must
// keep every delivery and attempt linked, and the answers Idempotency-Keys kept must name the
// deliveries by their new ids.
import { PGlite } from "@electric-sql/pglite";
import { encodeTime } from "ulid";
import { expect, test } from "vitest";
import { readMigrationList } from "../../src/db/migrations.js";
import { isDeliveryId } from "../../src/domain/webhooks/deliveries.js";

const idsMigration = "20261127005407_webhook_delivery_ids";

async function migrationScripts(): Promise<Map<string, string>> {
  const scripts = new Map(
    (await readMigrationList()).migrationDirectories.map((dir) => [dir.path, dir.migrationFile.content.tag === "ok" ? dir.migrationFile.content.value : ""]),
  );
  expect([...scripts.keys()]).toContain(idsMigration);
  return scripts;
}

// A database of its own in this process, built migration by migration: 20 s and more on two busy cores.
test("the ids' migration keeps each delivery's number as digits, its attempts linked and kept answers replayable", { timeout: 120_000 }, async () => {
  const scripts = await migrationScripts();
  const db = await PGlite.create();
  try {
    for (const [name, script] of scripts) if (name < idsMigration) await db.exec(script);
    const answer = (id: string) => JSON.stringify({ id, object: "webhook_delivery", endpoint_id: "we_1", event_id: "evt_1", state: "pending" });
    await db.exec(`
      INSERT INTO webhook_deliveries (organization_id, environment, event_id, endpoint_id) VALUES
        ('org_a', 'sandbox', 'evt_1', 'we_1'), ('org_b', 'sandbox', 'evt_2', 'we_2'), ('org_a', 'sandbox', 'evt_3', 'we_1');
      INSERT INTO webhook_attempts (organization_id, environment, delivery_id, attempt, latency_ms) VALUES ('org_a', 'sandbox', 3, 1, 12);
      INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, response_status, response_body, expires_at) VALUES
        ('org_a', 'sandbox', 'k1', 'webhookDeliveries.redeliver', 'f', 'completed', 200, '${answer("3")}', now()),
        ('org_a', 'sandbox', 'k2', 'webhookEndpoints.sendTestEvent', 'f', 'completed', 201, '${answer("1")}', now()),
        ('org_a', 'sandbox', 'k3', 'transfers.create', 'f', 'completed', 201, '{"id":"7"}', now())`);

    await db.exec(scripts.get(idsMigration)!);

    const number = (n: string) => `whd_${n.padStart(26, "0")}`;
    const deliveries = await db.query<{ id: string; event_id: string }>(`SELECT id, event_id FROM webhook_deliveries ORDER BY id`);
    expect(deliveries.rows).toEqual([
      { id: number("1"), event_id: "evt_1" },
      { id: number("2"), event_id: "evt_2" },
      { id: number("3"), event_id: "evt_3" },
    ]);
    for (const { id } of deliveries.rows) expect(isDeliveryId(id)).toBe(true);
    const attempts = await db.query(`SELECT d.event_id FROM webhook_attempts a JOIN webhook_deliveries d ON d.organization_id = a.organization_id AND d.id = a.delivery_id`);
    expect(attempts.rows).toEqual([{ event_id: "evt_3" }]);
    const answers = await db.query<{ key: string; response_body: string }>(`SELECT key, response_body FROM idempotency_records ORDER BY key`);
    expect(answers.rows).toEqual([
      { key: "k1", response_body: answer(number("3")) },
      { key: "k2", response_body: answer(number("1")) },
      { key: "k3", response_body: '{"id":"7"}' },
    ]);

    // Made afterwards: newer than every kept number, in time order, and in a statement's own order.
    const made = await db.query<{ id: string }>(`
      SELECT webhook_delivery_id(at, n) AS id
      FROM (VALUES ('2026-11-27T10:00:00.000Z'::timestamptz, 1), ('2026-11-27T10:00:00.000Z', 2), ('2026-11-27T10:00:00.001Z', 1)) AS v (at, n)`);
    const ids = made.rows.map((row) => row.id);
    for (const id of ids) expect(isDeliveryId(id)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0] > number("9".repeat(18))).toBe(true);
    // The time is a ULID's: the same ten digits as newId's for that millisecond.
    expect(ids[0].slice(4, 14)).toBe(encodeTime(Date.parse("2026-11-27T10:00:00.000Z"), 10));
  } finally {
    await db.close();
  }
});
