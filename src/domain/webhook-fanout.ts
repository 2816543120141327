// After commit, from the outbox: the fan-out job claims events nobody has fanned out yet
// (FOR UPDATE SKIP LOCKED, so instances share the work and each event is claimed once),
// queues one delivery per matching webhook endpoint and marks the events, in one transaction;
// then publishes them to GraphQL subscribers (on every instance, through Redis when set).
// A crash before the commit leaves the events unclaimed for the next round; a crash between
// the commit and the publication loses only the live notification (GET /events has the event).
import { Prisma, type Event, type WebhookEndpoint } from "../generated/prisma/client.js";
import type { Domain } from "./domain.js";
import { toEventView } from "./events.js";

function endpointWants(endpoint: WebhookEndpoint, event: Event): boolean {
  return (
    endpoint.organizationId === event.organizationId &&
    endpoint.environment === event.environment &&
    (endpoint.events.length === 0 || endpoint.events.includes(event.type))
  );
}

/** Fans out up to `limit` events; returns how many. */
export async function fanOutEvents(domain: Domain, limit = 100): Promise<number> {
  const events = await domain.prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<Array<{ organization_id: string; id: string }>>(Prisma.sql`
      SELECT organization_id, id FROM events
      WHERE fanned_out_at IS NULL
      ORDER BY created_at, id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`);
    if (claimed.length === 0) return [];
    const keys = claimed.map((row) => ({ organizationId: row.organization_id, id: row.id }));
    const rows = await tx.event.findMany({ where: { OR: keys }, orderBy: { id: "asc" } });
    const tenants = new Map(rows.map((e) => [`${e.organizationId}/${e.environment}`, { organizationId: e.organizationId, environment: e.environment }]));
    const endpoints = await tx.webhookEndpoint.findMany({ where: { deletedAt: null, OR: [...tenants.values()] } });
    const now = domain.now();
    const deliveries = rows.flatMap((event) =>
      endpoints
        .filter((endpoint) => endpointWants(endpoint, event))
        .map((endpoint) => ({
          organizationId: event.organizationId,
          environment: event.environment,
          eventId: event.id,
          endpointId: endpoint.id,
          nextAttemptAt: now,
          createdAt: now,
        })),
    );
    if (deliveries.length > 0) await tx.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true });
    await tx.event.updateMany({ where: { OR: keys }, data: { fannedOutAt: now } });
    return rows;
  });
  for (const event of events) {
    domain.eventBus.publish({ organizationId: event.organizationId, environment: event.environment, event: toEventView(event) });
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
