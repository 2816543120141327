// The events' store: the outbox's single writes, and every read of events (by id, the lists, a
// resource's timeline). Reads keep to the caller's tenant and to the types its key may read
// (docs/api/events-and-webhooks.md#reading-events).
import { Prisma, type Event as EventRow } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import { tenantOf, type Environment, type Principal } from "../auth/principal.js";
import { newId } from "../ids.js";
import { createdBetween, type Listing } from "../pagination.js";
import { eventsWrittenSql, readableEventTypes, toEvent, type Event, type EventType } from "./events.js";

export interface EventFilters {
  /** Any of these (of those the key may read); an empty list matches nothing. */
  types?: EventType[];
  createdAfter?: Date;
  createdBefore?: Date;
}

export class EventStore<C extends Db = Db> extends Store<C> {
  /** One outbox row, on its own statement, in this store's transaction: eventsWrittenSql for a single event. */
  async record(
    this: EventStore<Tx>,
    tenant: { organizationId: string; environment: Environment },
    type: EventType,
    object: object,
  ): Promise<string> {
    const id = newId("evt");
    await this.db.$executeRaw`WITH ${eventsWrittenSql("event_written", tenant, [{ type, object, id }], Prisma.sql`(VALUES (1)) AS one (row)`)} SELECT 1`;
    return id;
  }

  /** An event the key may read, by id. */
  async find(principal: Principal, id: string): Promise<Event | undefined> {
    const row = await this.db.event.findFirst({ where: { ...tenantOf(principal), id, type: { in: readableEventTypes(principal) } } });
    return row ? toEvent(row) : undefined;
  }

  /**
   * What a list of events reads, whichever page asks: GET /events (pageAfter) and GraphQL's events
   * connection (connectionPage). Within the caller's tenant, only the types the key may read, newest first.
   */
  listing(principal: Principal, filters: EventFilters): Listing<EventRow, Event> {
    const db = this.db;
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

  /**
   * Resources' timelines (GraphQL's Transfer.events): the events about each, oldest first, of the
   * types the key may read, for many resources in one statement (events_resource_idx).
   */
  async ofResources(principal: Principal, resourceIds: readonly string[]): Promise<Map<string, Event[]>> {
    const byResource = new Map<string, Event[]>(resourceIds.map((id) => [id, []]));
    const rows = await this.db.event.findMany({
      where: { ...tenantOf(principal), resourceId: { in: [...resourceIds] }, type: { in: readableEventTypes(principal) } },
      orderBy: { id: "asc" },
    });
    for (const row of rows) byResource.get(row.resourceId!)?.push(toEvent(row));
    return byResource;
  }
}
