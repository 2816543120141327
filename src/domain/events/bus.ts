// Live events for GraphQL subscriptions (docs/api/graphql.md#subscriptions). The fan-out job
// publishes each event once, after its transaction committed; every instance's subscribers of that
// organization and environment receive it. With REDIS_URL the event target is Redis pub/sub
// (@graphql-yoga/redis-event-target over two ioredis connections), so an event fanned out on one
// instance reaches subscribers on all of them; without it, an in-process EventTarget.
//
// Each subscription is a Repeater with its own sliding buffer: a subscriber that stops reading
// loses its oldest unread events (GET /events has them all) instead of growing memory or
// throwing inside the publisher. (createPubSub's repeaterBuffer option would share one buffer
// among all subscriptions, and without one a slow reader overflows after 1024 events.)
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { Repeater, SlidingBuffer } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import type { EventType } from "./events.js";
import type { Environment, Tenant } from "../auth/principal.js";

export interface PublishedEvent {
  organizationId: string;
  environment: Environment;
  /** The event as the API shows it (public-forms.ts): what crosses between instances. */
  event: { type: EventType };
}


interface Target {
  addEventListener(topic: string, listener: (event: Event) => void): void;
  removeEventListener(topic: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

const subscriberBuffer = 256;

function topicOf(tenant: Tenant): string {
  return `events:${tenant.organizationId}:${tenant.environment}`;
}

export class EventBus {
  private readonly stops = new Set<() => void>();
  /** Once closed (shutdown), the jobs still finishing their round publish to no one. */
  private closed = false;

  constructor(
    private readonly target: Target,
    private readonly closeTransport: () => Promise<void> = async () => {},
  ) {}

  /** Subscriptions open on this instance. */
  get subscriberCount(): number {
    return this.stops.size;
  }

  publish(message: PublishedEvent): void {
    if (this.closed) return;
    this.target.dispatchEvent(new CustomEvent(topicOf(message), { detail: message }));
  }

  /** The tenant's events from now on, until the subscriber leaves or the bus closes. */
  subscribe(tenant: Tenant): Repeater<PublishedEvent> {
    const topic = topicOf(tenant);
    const stops = this.stops;
    return new Repeater<PublishedEvent>(async (push, stop) => {
      const listener = (event: Event) => void push((event as CustomEvent<PublishedEvent>).detail);
      const end = () => stop();
      stops.add(end);
      this.target.addEventListener(topic, listener);
      await stop;
      stops.delete(end);
      this.target.removeEventListener(topic, listener);
    }, new SlidingBuffer(subscriberBuffer));
  }

  /** Ends every subscription (their HTTP streams complete, so the server can close), then the transport. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const stop of [...this.stops]) stop();
    await this.closeTransport();
  }
}

/** Wraps a client so that commands the event target fires and forgets log their failure instead of crashing. */
function catching(client: Redis, commands: string[], onError: (error: Error) => void): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (typeof property === "string" && commands.includes(property)) {
        return (...args: unknown[]) => (value.apply(target, args) as Promise<unknown>).catch(onError);
      }
      return value.bind(target);
    },
  });
}

async function closeClient(client: Redis): Promise<void> {
  // QUIT lets pending replies (an UNSUBSCRIBE) arrive; a Redis that is away must not hold up shutdown.
  await Promise.race([client.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  client.disconnect();
}

export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBus {
  if (!redisUrl) return new EventBus(new EventTarget());
  let healthy = true;
  const onError = (err: Error) => {
    if (healthy) logger.warn({ err: { message: err.message } }, "Redis unreachable: live events reach no subscriber until it is back");
    healthy = false;
  };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  // A subscriber connection waits for Redis rather than failing, and resubscribes on reconnect.
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const client of [publishClient, subscribeClient]) {
    client.on("error", onError);
    client.on("ready", () => {
      if (!healthy) logger.info("Redis reachable again: live events are shared again");
      healthy = true;
    });
  }
  const target = createRedisEventTarget<CustomEvent>({
    publishClient: catching(publishClient, ["publish"], onError),
    subscribeClient: catching(subscribeClient, ["subscribe", "unsubscribe"], onError),
  });
  return new EventBus(target as unknown as Target, async () => {
    await Promise.all([closeClient(publishClient), closeClient(subscribeClient)]);
  });
}
