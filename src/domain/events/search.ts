// Events as a dashboard searches them (GraphQL's events connection): the REST list's rules
// (only the types the key may read, the caller's tenant, newest first, a cursor the key can
// see) with several types at once and a created-at range, both directions, and a total count.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { bothFilters, connectionPage, connectionOptionFields, type ConnectionPage } from "../pagination.js";
import { eventTypes, mayReadSomeEvents, type Event } from "./events.js";

const searchEventsOptions = z.strictObject({
  ...connectionOptionFields,
  type: z.enum(eventTypes).optional(),
  /** Any of these types (of those the key may read); an empty list matches nothing. */
  types: z.array(z.enum(eventTypes)).max(eventTypes.length).optional(),
  createdAfter: z.date().optional(),
  createdBefore: z.date().optional(),
});

export const searchEvents = defineOperation<z.output<typeof searchEventsOptions>, undefined, ConnectionPage<Event>>({
  name: "events.search",
  scope: mayReadSomeEvents,
  idempotency: "none",
  options: searchEventsOptions,
  async run({ domain, principal }, { options }) {
    const { type, types, createdAfter, createdBefore } = options;
    return connectionPage(options, domain.stores.events.listing(principal, { types: bothFilters(type, types), createdAfter, createdBefore }));
  },
});
