// After commit, from the outbox: the fan-out job takes events from their queue
// (event_fan_out_queue, written with each event; FOR UPDATE SKIP LOCKED, so instances share the
// work and each event is taken once), queues one delivery per matching webhook endpoint and
// deletes the events' queue rows, in one statement; then publishes them to GraphQL subscribers
// (on every instance, through Redis when set). A crash before the commit leaves the events
// queued for the next round; a crash between the commit and the publication loses only the live
// notification (GET /events has the event). It holds the endpoints it queues for FOR SHARE, as
// every writer of a pending delivery does (store.ts, holdLiveEndpoint).
import type { Domain } from "../domain.js";
import { toEvent } from "../events/events.js";

/** Fans out up to `limit` events, in one statement (WebhookStore.fanOut); returns how many. */
export async function fanOutEvents(domain: Domain, limit = 100): Promise<number> {
  const events = await domain.stores.webhooks.fanOut(domain.now(), limit);
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
