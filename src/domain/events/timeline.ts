// A resource's timeline (GraphQL's Transfer.events): the events about it, oldest first, of the
// types the key may read, for many resources in one statement (events_resource_idx).
import type { Db } from "../domain.js";
import { tenantOf, type Principal } from "../auth/principal.js";
import { readableEventTypes, toEvent, type Event } from "./events.js";

export async function eventsOfResources(db: Db, principal: Principal, resourceIds: readonly string[]): Promise<Map<string, Event[]>> {
  const byResource = new Map<string, Event[]>(resourceIds.map((id) => [id, []]));
  const rows = await db.event.findMany({
    where: { ...tenantOf(principal), resourceId: { in: [...resourceIds] }, type: { in: readableEventTypes(principal) } },
    orderBy: { id: "asc" },
  });
  for (const row of rows) byResource.get(row.resourceId!)?.push(toEvent(row));
  return byResource;
}
