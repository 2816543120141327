// Prometheus metrics at GET /metrics (prom-client): request latency by route and by GraphQL
// operation, the background queues (outbox lag, settlement and webhook deliveries due and
// pending), webhook failures, rate-limit refusals, the PostgreSQL pool, and Node's own process
// metrics. An adapter concern: the domain reports what it counts through its observer
// (src/domain/observer.ts) and never imports this file.
//
// No label ever carries tenant data: routes are Fastify's patterns (`/sandbox/v1/transfers/:id`,
// never a URL with its ids), GraphQL operations are the operation's name, bounded in number, and
// the queue gauges count every tenant's rows together.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getOperationAST, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database, PoolUsage } from "../db/database.js";
import type { Config } from "../config.js";
import type { DomainObserver } from "../domain/observer.js";
import { ApiError } from "../domain/errors.js";
import { sendError } from "./errors.js";

/** Distinct GraphQL operation names kept as labels per process; later ones count as `__other__`. */
const maxOperationNames = 100;
/** Longer operation names count as `__other__` too. */
const maxOperationNameLength = 64;

export interface Metrics {
  registry: Registry;
  /** Handed to the domain (createDomain's `observer`). */
  observer: DomainObserver;
  /** A Yoga plugin timing each GraphQL request by its operation, until Yoga's response. */
  graphqlPlugin(): Plugin;
  /** The end of a GraphQL request answered without a Yoga response (graphql-plain-post.ts). */
  graphqlAnswered(request: Request): void;
  /** GET /metrics and the request latency hook. */
  register(app: FastifyInstance, config: Pick<Config, "metricsToken">): void;
}

/** What the queue gauges read, once per scrape, in one statement. */
interface QueueSnapshot {
  oldestPendingEvent: Date | null;
  pendingEvents: number;
  settlementPending: number;
  settlementDue: number;
  deliveriesPending: number;
  deliveriesDue: number;
}

/**
 * One statement for every queue gauge, each part on an index the workers already use: the
 * fan-out's queue (event_fan_out_queue, its primary key), transfers'
 * (provider_state, next_check_at) and webhook_deliveries' (state, next_attempt_at).
 */
async function readQueues(database: Database, now: Date): Promise<QueueSnapshot> {
  const [row] = await database.prisma.$queryRaw<
    Array<{ oldest: Date | null; events: bigint; settlement_pending: bigint; settlement_due: bigint; deliveries_pending: bigint; deliveries_due: bigint }>
  >`
    SELECT
      (SELECT min(created_at) FROM event_fan_out_queue) AS oldest,
      (SELECT count(*) FROM event_fan_out_queue) AS events,
      (SELECT count(*) FROM transfers WHERE provider_state IN ('submitting', 'accepted')) AS settlement_pending,
      (SELECT count(*) FROM transfers WHERE provider_state IN ('submitting', 'accepted') AND next_check_at <= ${now}) AS settlement_due,
      (SELECT count(*) FROM webhook_deliveries WHERE state = 'pending'::"WebhookDeliveryState") AS deliveries_pending,
      (SELECT count(*) FROM webhook_deliveries WHERE state = 'pending'::"WebhookDeliveryState" AND next_attempt_at <= ${now}) AS deliveries_due`;
  return {
    oldestPendingEvent: row.oldest,
    pendingEvents: Number(row.events),
    settlementPending: Number(row.settlement_pending),
    settlementDue: Number(row.settlement_due),
    deliveriesPending: Number(row.deliveries_pending),
    deliveriesDue: Number(row.deliveries_due),
  };
}

const unreadable: QueueSnapshot = {
  oldestPendingEvent: null,
  pendingEvents: Number.NaN,
  settlementPending: Number.NaN,
  settlementDue: Number.NaN,
  deliveriesPending: Number.NaN,
  deliveriesDue: Number.NaN,
};

/** Whether `header` is `Bearer <token>`, compared in constant time (as digests: equal lengths). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  const digest = (value: string) => createHash("sha256").update(value).digest();
  // A missing or malformed header is still compared, so its answer takes as long.
  const equal = timingSafeEqual(digest(match?.[1] ?? ""), digest(token));
  return match !== null && equal;
}

export function createMetrics(options: { database: Database; logger: { warn(object: object, message: string): void }; now?: () => Date }): Metrics {
  const { database, logger, now = () => new Date() } = options;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: "payments_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern (unmatched: no route) and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers,
  });
  const inFlight = new Gauge({
    name: "payments_http_requests_in_flight",
    help: "HTTP requests whose headers were read and that are not answered yet (a scrape of /metrics leaves itself out).",
    registers,
  });
  const graphqlDuration = new Histogram({
    name: "payments_graphql_operation_duration_seconds",
    help: "GraphQL requests by operation name (anonymous: unnamed; __other__: past the first 100 names or too long; __rejected__: never executed, e.g. unparsable, invalid, or refused for its key; __keyless__: introspection without a key) and type.",
    labelNames: ["operation_name", "operation_type"] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: "payments_rate_limit_refusals_total",
    help: "Requests answered 429 rate_limited, by limit: api_key (the key's bucket), auth_failures (the address's failed authentications) or address (the address's bucket for GraphQL that needs no key: introspection).",
    labelNames: ["limit"] as const,
    registers,
  });
  const attemptFailures = new Counter({
    name: "payments_webhook_attempt_failures_total",
    help: "Webhook attempts without a 2xx answer, by reason: status (the receiver answered otherwise) or no_answer (timeout, refused connection or address).",
    labelNames: ["reason"] as const,
    registers,
  });
  const deliveriesFailed = new Counter({
    name: "payments_webhook_deliveries_failed_total",
    help: "Webhook deliveries given up (failed) after their last attempt.",
    registers,
  });
  const workerRounds = new Counter({
    name: "payments_worker_rounds_total",
    help: "Background workers' rounds (each one or two queries), by worker: woken by work, or by the WORKER_POLL_MS safety poll when idle.",
    labelNames: ["worker"] as const,
    registers,
  });
  // Label values exist from the start, so a rate() over them has a zero to start from.
  for (const limit of ["api_key", "auth_failures", "address"]) rateLimited.inc({ limit }, 0);
  for (const reason of ["status", "no_answer"]) attemptFailures.inc({ reason }, 0);

  let scrape: Promise<QueueSnapshot> | undefined;
  /** The queues, read once per scrape whichever gauge asks first (prom-client collects them all at once). */
  const queues = () =>
    (scrape ??= readQueues(database, now())
      .catch((error: Error) => {
        logger.warn({ err: { message: error.message } }, "metrics: the queues could not be read");
        return unreadable;
      })
      .finally(() => {
        scrape = undefined;
      }));
  const queueGauge = (name: string, help: string, value: (snapshot: QueueSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(value(await queues()));
      },
    });
  queueGauge("payments_outbox_lag_seconds", "Age of the oldest event not yet fanned out to webhooks and subscribers (0: none waiting).", (s) =>
    s.oldestPendingEvent ? Math.max(0, (now().getTime() - s.oldestPendingEvent.getTime()) / 1000) : Number.isNaN(s.pendingEvents) ? Number.NaN : 0,
  );
  queueGauge("payments_outbox_pending_events", "Events not yet fanned out.", (s) => s.pendingEvents);
  queueGauge("payments_settlement_pending_transfers", "Transfers waiting on their provider (being submitted, or accepted and not yet settled).", (s) => s.settlementPending);
  queueGauge("payments_settlement_due_transfers", "Of those, transfers whose next check is due now (work the settlement worker has not picked up yet).", (s) => s.settlementDue);
  queueGauge("payments_webhook_pending_deliveries", "Webhook deliveries not yet delivered, failed or abandoned.", (s) => s.deliveriesPending);
  queueGauge("payments_webhook_due_deliveries", "Of those, deliveries whose next attempt is due now.", (s) => s.deliveriesDue);

  const poolUsage = database.poolUsage;
  if (poolUsage) {
    const poolGauge = (name: string, help: string, value: (usage: PoolUsage) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(value(poolUsage()));
        },
      });
    poolGauge("payments_db_pool_connections", "Open PostgreSQL pool connections, busy or idle.", (u) => u.total);
    poolGauge("payments_db_pool_idle_connections", "Idle PostgreSQL pool connections.", (u) => u.idle);
    poolGauge("payments_db_pool_waiting_requests", "Queries waiting for a PostgreSQL pool connection.", (u) => u.waiting);
    poolGauge("payments_db_pool_max_connections", "The PostgreSQL pool's size limit.", (u) => u.max);
  }

  const observer: DomainObserver = {
    rateLimited: (limit) => rateLimited.inc({ limit }),
    workerRound: (worker) => workerRounds.inc({ worker }),
    webhookAttemptFailed(reason, final) {
      attemptFailures.inc({ reason });
      if (final) deliveriesFailed.inc();
    },
  };

  const operationNames = new Set<string>();
  const operationLabel = (name: string | undefined): string => {
    if (name === undefined) return "anonymous";
    if (operationNames.has(name)) return name;
    if (name.length > maxOperationNameLength || operationNames.size >= maxOperationNames) return "__other__";
    operationNames.add(name);
    return name;
  };

  const timings = new WeakMap<Request, { started: number; name: string; type: string }>();
  const graphqlAnswered = (request: Request) => {
    const timing = timings.get(request);
    if (!timing) return;
    timings.delete(request);
    graphqlDuration.observe({ operation_name: timing.name, operation_type: timing.type }, (performance.now() - timing.started) / 1000);
  };

  return {
    registry,
    observer,
    graphqlPlugin(): Plugin {
      // The GraphQL context's request, and the key that document authorization found (none for
      // an operation that needs no key: introspection).
      type Context = { request?: Request; principal?: unknown };
      const named = ({ request, principal }: Context, document: DocumentNode, operationName: string | null | undefined) => {
        const timing = request && timings.get(request);
        if (!timing) return;
        const operation = getOperationAST(document, operationName);
        // Only a key's operations are named: anyone may send introspection, under any name.
        timing.name = operation ? (principal === undefined ? "__keyless__" : operationLabel(operation.name?.value)) : "__rejected__";
        timing.type = operation?.operation ?? "none";
      };
      return {
        // Only requests that carry GraphQL parameters (not a CORS preflight or a 415).
        onParams({ request }) {
          timings.set(request, { started: performance.now(), name: "__rejected__", type: "none" });
        },
        onExecute({ args }) {
          named(args.contextValue as Context, args.document, args.operationName);
        },
        onSubscribe({ args }) {
          named(args.contextValue as Context, args.document, args.operationName);
        },
        onResponse({ request }) {
          graphqlAnswered(request);
        },
      };
    },
    graphqlAnswered,
    register(app, config) {
      // From the moment a request's headers are read until its connection is done with it
      // (answered, or closed first); a scrape leaves itself out.
      app.addHook("onRequest", async (request, reply) => {
        if (request.routeOptions.url === "/metrics") return;
        inFlight.inc();
        reply.raw.once("close", () => inFlight.dec());
      });
      app.addHook("onResponse", async (request, reply) => {
        httpDuration.observe(
          { method: request.method, route: request.routeOptions.url ?? "unmatched", status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
      // Outside the API: no key, no rate limit. METRICS_TOKEN, when set, is required (read per request).
      app.get("/metrics", async (request: FastifyRequest, reply: FastifyReply) => {
        const token = config.metricsToken;
        if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
          reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
          return sendError(new ApiError("authentication_required", "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>."), request, reply);
        }
        const body = await registry.metrics();
        return reply.type(registry.contentType).header("Cache-Control", "no-store").send(body);
      });
    },
  };
}
