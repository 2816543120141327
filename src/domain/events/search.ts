// Events as a dashboard searches them (GraphQL's events connection): the REST list's rules
// (only the types the key may read, the caller's tenant, newest first, a cursor the key can
// see) with several types at once and a created-at range, both directions, and a total count.
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import { tenantOf } from "../auth/principal.js";
import { bothFilters, connectionPage, connectionQueryFields, createdBetween, type ConnectionPage } from "../pagination.js";
import { eventTypes, mayReadSomeEvents, readableEventTypes, toEventView, type EventView } from "./events.js";

const searchEventsQuery = z.strictObject({
  ...connectionQueryFields,
  type: z.enum(eventTypes).optional(),
  /** Any of these types (of those the key may read); an empty list matches nothing. */
  types: z.array(z.enum(eventTypes)).max(eventTypes.length).optional(),
  createdAfter: z.date().optional(),
  createdBefore: z.date().optional(),
});

export const searchEvents = defineOperation<z.output<typeof searchEventsQuery>, undefined, ConnectionPage<EventView>>({
  name: "events.search",
  scope: mayReadSomeEvents,
  idempotency: "none",
  query: searchEventsQuery,
  async run({ domain, principal }, { query }) {
    const tenant = tenantOf(principal);
    const readable = readableEventTypes(principal);
    const asked = bothFilters(query.type, query.types);
    const types = asked === undefined ? readable : readable.filter((type) => asked.includes(type));
    const where: Prisma.EventWhereInput = { ...tenant, type: { in: types }, ...createdBetween(query.createdAfter, query.createdBefore) };
    return connectionPage(query, {
      noun: "an event",
      isVisible: async (id) => Boolean(await domain.prisma.event.findFirst({ where: { ...tenant, id, type: { in: readable } }, select: { id: true } })),
      fetch: (condition, order, take) => domain.prisma.event.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
      count: () => domain.prisma.event.count({ where }),
      view: (rows) => rows.map(toEventView),
    });
  },
});
