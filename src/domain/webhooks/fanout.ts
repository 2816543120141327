// After commit, from the outbox: the fan-out job takes events from their queue
// (event_fan_out_queue, written with each event; FOR UPDATE SKIP LOCKED, so instances share the
// work and each event is taken once), queues one delivery per matching webhook endpoint and
// deletes the events' queue rows, in one statement; then publishes them to GraphQL subscribers
// (on every instance, through Redis when set). A crash before the commit leaves the events
// queued for the next round; a crash between the commit and the publication loses only the live
// notification (GET /events has the event). It holds the endpoints it queues for FOR SHARE, as
// every writer of a pending delivery does (endpoints.ts, holdLiveEndpoint).
import { Prisma, type Event } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import { toEvent } from "../events/events.js";

/**
 * Fans out up to `limit` events; returns how many. One statement, so it is atomic without a
 * transaction: take the events off the queue, read them and queue their deliveries. Every event
 * is fanned out once, so this runs once per money movement; through Prisma's query builder its
 * lists of keys (a different query shape for every batch size) made it cost almost a fifth of a
 * transfer's CPU (docs/bench-history.md).
 */
export async function fanOutEvents(domain: Domain, limit = 100): Promise<number> {
  const now = domain.now();
  const events = await domain.prisma.$queryRaw<Event[]>(Prisma.sql`
    WITH taken AS (
      DELETE FROM event_fan_out_queue q
      USING (SELECT created_at, organization_id, event_id FROM event_fan_out_queue
             ORDER BY created_at, organization_id, event_id LIMIT ${limit}
             FOR UPDATE SKIP LOCKED) c
      WHERE q.created_at = c.created_at AND q.organization_id = c.organization_id AND q.event_id = c.event_id
      RETURNING q.organization_id, q.event_id),
    taken_events AS (
      SELECT e.* FROM events e JOIN taken t ON e.organization_id = t.organization_id AND e.id = t.event_id),
    queued AS (
      INSERT INTO webhook_deliveries (id, organization_id, environment, event_id, endpoint_id, next_attempt_at, created_at)
      -- Numbered within each tenant: a batch holds several organizations' events, and a count
      -- across them would tell one tenant how many deliveries the others were sent.
      SELECT webhook_delivery_id(${now}, row_number() OVER (PARTITION BY d.organization_id, d.environment ORDER BY d.event_created_at, d.event_id, d.endpoint_id)),
             d.organization_id, d.environment, d.event_id, d.endpoint_id, ${now}, ${now}
      FROM (SELECT m.organization_id, m.environment, m.id AS event_id, m.created_at AS event_created_at, w.id AS endpoint_id
            FROM taken_events m JOIN webhook_endpoints w
              ON w.organization_id = m.organization_id AND w.environment = m.environment AND w.deleted_at IS NULL
              AND (cardinality(w.events) = 0 OR m.type = ANY (w.events))
            FOR SHARE OF w) d -- a row lock cannot sit beside the window function that numbers the ids
      ORDER BY d.event_created_at, d.event_id, d.endpoint_id
      ON CONFLICT DO NOTHING)
    SELECT id, organization_id AS "organizationId", environment::text AS environment, type, data,
           created_at AS "createdAt", resource_id AS "resourceId"
    FROM taken_events ORDER BY created_at, id`);
  for (const event of events) {
    domain.eventBus.publish({ organizationId: event.organizationId, environment: event.environment, event: domain.publicForms.event.render(toEvent(event)) });
  }
  return events.length;
}

/** Fans out everything pending, a batch at a time. */
export async function fanOutPendingEvents(domain: Domain, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await fanOutEvents(domain, batch);
    total += count;
    if (count < batch) return total;
  }
}
