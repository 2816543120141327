// Events: GET /events, GET /events/{id} (docs/api/events-and-webhooks.md#reading-events). A key
// sees only the event types its scopes may read; another type is filtered out of lists and not
// found by id. Live too.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { ApiError } from "../errors.js";
import { eventTypes, mayReadSomeEvents, readableEventTypes, type Event } from "./events.js";
import { credentialExpiry, credentialId, tenantOf, type Principal } from "../auth/principal.js";
import { checkId } from "../validation.js";
import type { Domain } from "../domain.js";
import { cursorOptionFields, pageAfter, type Page } from "../pagination.js";
import { filter, map, pipe, Repeater } from "graphql-yoga";
import type { PublishedEvent } from "./bus.js";
import { maxOpenSubscriptionsPerKey } from "./open-subscriptions.js";

export const getEvent = defineOperation<undefined, undefined, Event>({
  name: "events.get",
  scope: mayReadSomeEvents,
  idempotency: "none",
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const event = await domain.stores.events.find(principal, id);
    if (!event) throw new ApiError("not_found", `No event ${id}.`);
    return event;
  },
});

const listEventsOptions = z.strictObject({
  ...cursorOptionFields,
  type: z.enum(eventTypes).optional(),
});

export const listEvents = defineOperation<z.output<typeof listEventsOptions>, undefined, Page<Event>>({
  name: "events.list",
  scope: mayReadSomeEvents,
  idempotency: "none",
  options: listEventsOptions,
  async run({ domain, principal }, { options }) {
    return pageAfter(options, domain.stores.events.listing(principal, { types: options.type === undefined ? undefined : [options.type] }));
  },
});

const subscribeEventsOptions = z.strictObject({
  types: z.array(z.enum(eventTypes)).min(1).max(100).optional(),
});

/** What a subscriber receives: its tenant's events of the types it asked for and may read. */
export interface EventSubscription {
  organizationId: string;
  environment: Principal["environment"];
  types: string[];
  /** The key it was opened with, or that minted its session token: its open subscriptions are counted together. */
  keyId: string;
  /** The key or session token it was opened with: the stream ends when that lapses. */
  credentialId: string;
  credentialExpiresAt: Date | null;
}

/** GraphQL Subscription.events: the same scope rule as GET /events, checked once when it starts. */
export const subscribeToEvents = defineOperation<z.output<typeof subscribeEventsOptions>, undefined, EventSubscription>({
  name: "events.subscribe",
  scope: mayReadSomeEvents,
  idempotency: "none",
  options: subscribeEventsOptions,
  async run({ principal }, { options }) {
    const readable = readableEventTypes(principal);
    const types = options.types === undefined ? readable : readable.filter((type) => options.types!.includes(type));
    return { ...tenantOf(principal), types, keyId: principal.apiKey.id, credentialId: credentialId(principal), credentialExpiresAt: credentialExpiry(principal) };
  },
});

/**
 * The live stream for a subscription, filtered to its types, until the subscriber leaves or its
 * key is revoked or expires (docs/api/graphql.md#subscriptions): then the stream ends with
 * `endWith(error)`, which the transport turns into its own error form. Repeaters rather than an
 * async generator: a generator waiting for the next event cannot be ended until one arrives, so a
 * subscriber that leaves would keep its listener; a Repeater's return() ends it at once.
 */
export function eventStream(domain: Domain, subscription: EventSubscription, endWith: (error: ApiError) => unknown): AsyncIterable<Event> {
  const wanted = (message: PublishedEvent) =>
    message.organizationId === subscription.organizationId &&
    message.environment === subscription.environment &&
    subscription.types.includes(message.event.type);
  const events = pipe(
    domain.eventBus.subscribe(subscription),
    filter(wanted),
    map((message: PublishedEvent) => domain.publicForms.event.parse(message.event)),
  );
  return new Repeater<Event>(async (push, stop) => {
    // A slot per started stream, given back when it ends: one whose client left before it
    // started never took one.
    if (!domain.openSubscriptions.open(subscription.keyId)) {
      const limit = `This API key holds ${maxOpenSubscriptionsPerKey} open subscriptions on this server already: close one before opening another.`;
      stop(endWith(new ApiError("rate_limited", limit)));
      return;
    }
    try {
      const credential = { id: subscription.credentialId, organizationId: subscription.organizationId, expiresAt: subscription.credentialExpiresAt };
      const unwatch = domain.keyLapses.watch(credential, (error) => stop(endWith(error)));
      const iterator = events[Symbol.asyncIterator]();
      void stop.then(() => {
        unwatch();
        void iterator.return?.();
      });
      for (let next = await Promise.race([iterator.next(), stop]); next && !next.done; next = await Promise.race([iterator.next(), stop])) {
        await push(next.value);
      }
      stop();
    } finally {
      domain.openSubscriptions.close(subscription.keyId);
    }
  });
}
