// What a list of events reads, whichever page asks: GET /events (pageAfter) and GraphQL's events
// connection (connectionPage). Within the caller's tenant, only the types the key may read
// (docs/api/events-and-webhooks.md#reading-events), newest first.
import type { Event as EventRow, Prisma } from "../../generated/prisma/client.js";
import type { Db } from "../domain.js";
import { tenantOf, type Principal } from "../auth/principal.js";
import { createdBetween, type Listing } from "../pagination.js";
import { readableEventTypes, toEvent, type Event, type EventType } from "./events.js";

export interface EventFilters {
  /** Any of these (of those the key may read); an empty list matches nothing. */
  types?: EventType[];
  createdAfter?: Date;
  createdBefore?: Date;
}

export function eventListing(db: Db, principal: Principal, filters: EventFilters): Listing<EventRow, Event> {
  const tenant = tenantOf(principal);
  const readable = readableEventTypes(principal);
  const types = filters.types === undefined ? readable : readable.filter((type) => filters.types!.includes(type));
  const where: Prisma.EventWhereInput = { ...tenant, type: { in: types }, ...createdBetween(filters.createdAfter, filters.createdBefore) };
  return {
    noun: "an event",
    isVisible: async (id) => Boolean(await db.event.findFirst({ where: { ...tenant, id, type: { in: readable } }, select: { id: true } })),
    fetch: (condition, order, take) => db.event.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
    count: () => db.event.count({ where }),
    items: (rows) => rows.map(toEvent),
  };
}
