// The deliveries' half of the webhooks store (store.ts extends it), apart so that neither file
// passes ~300 lines: the queue's SQL (the fan-out, the worker's leases and settlements) and the
// dashboard's reads of deliveries and their attempts.
import { Prisma, type Event as EventRow, type WebhookAttempt, type WebhookDeliveryState, type WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import type { Environment } from "../auth/principal.js";
import { ApiError } from "../errors.js";
import { isDeliveryId, maxAttemptsShown, type DeliveriesFilter, type EndpointOf } from "./deliveries.js";
import type { AttemptResult } from "./sender.js";

export interface LeasedDelivery {
  organizationId: string;
  environment: Environment;
  id: string;
  eventId: string;
  endpointId: string;
  /** Including the attempt about to be made. */
  attempts: number;
  /** Where its retry window starts: when it was queued, or last redelivered (delivery-actions.ts). */
  retryWindowFrom: Date;
}

/** The endpoint's deliveries, newest first, narrowed by `filter`. */
function deliveriesWhere({ tenant, endpointId }: EndpointOf, filter: DeliveriesFilter): Prisma.WebhookDeliveryWhereInput {
  return { ...tenant, endpointId, ...(filter.states?.length ? { state: { in: [...filter.states] } } : {}) };
}

export abstract class WebhookDeliveryStore<C extends Db = Db> extends Store<C> {
  /**
   * Fans out up to `limit` events (fanout.ts) and answers them. One statement, so it is atomic
   * without a transaction: take the events off the queue, read them and queue their deliveries.
   * Every event is fanned out once, so this runs once per money movement; through Prisma's query
   * builder its lists of keys (a different query shape for every batch size) made it cost almost a
   * fifth of a transfer's CPU (docs/bench-history.md).
   */
  fanOut(now: Date, limit: number): Promise<EventRow[]> {
    return this.db.$queryRaw<EventRow[]>(Prisma.sql`
      WITH taken AS (
        DELETE FROM event_fan_out_queue q
        USING (SELECT created_at, organization_id, event_id FROM event_fan_out_queue
               ORDER BY created_at, organization_id, event_id LIMIT ${limit}
               FOR UPDATE SKIP LOCKED) c
        WHERE q.created_at = c.created_at AND q.organization_id = c.organization_id AND q.event_id = c.event_id
        RETURNING q.organization_id, q.event_id),
      taken_events AS (
        SELECT e.* FROM events e JOIN taken t ON e.organization_id = t.organization_id AND e.id = t.event_id),
      queued AS (
        INSERT INTO webhook_deliveries (id, organization_id, environment, event_id, endpoint_id, next_attempt_at, created_at)
        -- Numbered within each tenant: a batch holds several organizations' events, and a count
        -- across them would tell one tenant how many deliveries the others were sent.
        SELECT webhook_delivery_id(${now}, row_number() OVER (PARTITION BY d.organization_id, d.environment ORDER BY d.event_created_at, d.event_id, d.endpoint_id)),
               d.organization_id, d.environment, d.event_id, d.endpoint_id, ${now}, ${now}
        FROM (SELECT m.organization_id, m.environment, m.id AS event_id, m.created_at AS event_created_at, w.id AS endpoint_id
              FROM taken_events m JOIN webhook_endpoints w
                ON w.organization_id = m.organization_id AND w.environment = m.environment AND w.deleted_at IS NULL AND NOT w.disabled
                AND (cardinality(w.events) = 0 OR m.type = ANY (w.events))
              FOR SHARE OF w) d -- a row lock cannot sit beside the window function that numbers the ids
        ORDER BY d.event_created_at, d.event_id, d.endpoint_id
        ON CONFLICT DO NOTHING)
      SELECT id, organization_id AS "organizationId", environment::text AS environment, type, data,
             created_at AS "createdAt", resource_id AS "resourceId"
      FROM taken_events ORDER BY created_at, id`);
  }

  /**
   * Leases up to `limit` deliveries due at `lease.now` until `lease.until`, oldest first, but at
   * most `perOrganization` in flight here for any one organization (`inFlight` counts this
   * instance's by organization id): receivers that are slow or never answer hold only their
   * organization's share of the attempts, and an organization already at its share is skipped, so
   * that other organizations' deliveries due behind its backlog are taken in the next round rather
   * than after all of it. The candidates (four times the room, oldest first) are locked as they are
   * read, skipping those another instance is leasing, so that two instances leasing at once each
   * get the next ones. An organization below its share with a backlog older than everyone else's is
   * still served first, as oldest first says: the share only keeps slow receivers from holding
   * every attempt. A disabled endpoint's deliveries are never leased (its parked ones have no due
   * time to be found by; store-changes.ts).
   */
  async leaseDueDeliveries(
    lease: { now: Date; until: Date },
    limit: number,
    perOrganization: number,
    inFlight: ReadonlyMap<string, number>,
  ): Promise<LeasedDelivery[]> {
    const busyIds = [...inFlight.keys()];
    const busyCounts = busyIds.map((id) => inFlight.get(id)!);
    const full = busyIds.filter((id) => inFlight.get(id)! >= perOrganization);
    const rows = await this.db.$queryRaw<
      Array<{ organization_id: string; environment: Environment; id: string; event_id: string; endpoint_id: string; attempts: number; retry_window_from: Date }>
    >(Prisma.sql`
      WITH candidates AS (
        SELECT organization_id, id, next_attempt_at FROM webhook_deliveries d
        WHERE state = 'pending'::"WebhookDeliveryState" AND next_attempt_at <= ${lease.now} AND organization_id <> ALL (${full}::text[])
          AND NOT EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.organization_id = d.organization_id AND w.id = d.endpoint_id AND w.disabled)
        ORDER BY next_attempt_at LIMIT ${limit * 4}
        FOR UPDATE SKIP LOCKED),
      ranked AS (
        SELECT c.organization_id, c.id, c.next_attempt_at,
          COALESCE(busy.in_flight, 0) + row_number() OVER (PARTITION BY c.organization_id ORDER BY c.next_attempt_at) AS nth
        FROM candidates c LEFT JOIN unnest(${busyIds}::text[], ${busyCounts}::int[]) AS busy(organization_id, in_flight) USING (organization_id))
      UPDATE webhook_deliveries SET next_attempt_at = ${lease.until}, attempts = attempts + 1
      WHERE (organization_id, id) IN (SELECT organization_id, id FROM ranked WHERE nth <= ${perOrganization} ORDER BY next_attempt_at LIMIT ${limit})
      RETURNING organization_id, environment, id, event_id, endpoint_id, attempts, COALESCE(redelivered_at, created_at) AS retry_window_from`);
    return rows.map((row) => ({
      organizationId: row.organization_id,
      environment: row.environment,
      id: row.id,
      eventId: row.event_id,
      endpointId: row.endpoint_id,
      attempts: row.attempts,
      retryWindowFrom: row.retry_window_from,
    }));
  }

  /** What a leased delivery's attempt sends, and to whom: its endpoint (deleted or not) and its event, if they are found. */
  async endpointAndEventOf(delivery: LeasedDelivery): Promise<{ endpoint: WebhookEndpointRow | null; event: EventRow | null }> {
    const { organizationId } = delivery;
    const endpoint = await this.db.webhookEndpoint.findFirst({ where: { organizationId, id: delivery.endpointId } });
    const event = await this.db.event.findFirst({ where: { organizationId, id: delivery.eventId } });
    return { endpoint, event };
  }

  /** Records an attempt that was made, in the transaction that settles its delivery (settleAttempt). */
  async recordAttempt(this: WebhookDeliveryStore<Tx>, delivery: LeasedDelivery, attempt: AttemptResult, now: Date): Promise<void> {
    await this.db.webhookAttempt.create({
      data: {
        organizationId: delivery.organizationId,
        environment: delivery.environment,
        deliveryId: delivery.id,
        attempt: delivery.attempts,
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        error: attempt.error,
        responseBody: attempt.responseBody,
        createdAt: now,
      },
    });
  }

  /**
   * Gives back a lease whose attempt was not made, as its endpoint was disabled after the lease:
   * the attempt it counted is taken back, and the delivery is due again at `now`, which the
   * lease skips while its endpoint stays disabled. Only while this lease is the latest.
   */
  async releaseLease(delivery: LeasedDelivery, now: Date): Promise<void> {
    await this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries SET attempts = attempts - 1, next_attempt_at = ${now}
      WHERE organization_id = ${delivery.organizationId} AND environment = ${delivery.environment}::"Environment" AND id = ${delivery.id}
        AND state = 'pending' AND attempts = ${delivery.attempts}`);
  }

  /**
   * Moves a still-pending delivery to a final state, or reschedules it; whether this attempt's
   * outcome was the one recorded (false: the endpoint was deleted, or another worker's lease decides).
   */
  async settleAttempt(
    this: WebhookDeliveryStore<Tx>,
    delivery: LeasedDelivery,
    data: { state: WebhookDeliveryState; nextAttemptAt: Date | null },
    now: Date,
  ): Promise<boolean> {
    // Conditional: an endpoint deleted meanwhile has already abandoned it; and only while this
    // attempt's lease is the latest (every lease counts an attempt, a redelivery counts none): an
    // attempt that outlived its lease, while another worker leased the delivery again, decides
    // nothing. Its attempt is recorded all the same: it was made.
    // One statement, its condition checked on the row it writes (not Prisma's read-then-update-by-id).
    const settled = await this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries
      SET state = ${data.state}::"WebhookDeliveryState", next_attempt_at = ${data.nextAttemptAt}::timestamptz,
        completed_at = ${data.state === "pending" ? null : now}::timestamptz
      WHERE organization_id = ${delivery.organizationId} AND environment = ${delivery.environment}::"Environment" AND id = ${delivery.id}
        AND state = 'pending' AND attempts = ${delivery.attempts}`);
    return settled === 1;
  }

  /**
   * A page of the endpoint's deliveries. The page's cursor (the graph's `after` or `before`,
   * named by `cursorParam`) comes from the client and names a delivery by organization and id: as
   * for every other list (docs/api/pagination.md), it must be one of this endpoint's deliveries, read
   * in the caller's tenant, else 400 validation_error naming it. Never another organization's, which
   * would page on through the caller's deliveries from its id. The page is then the deliveries older
   * (after) or newer (before) than it: like every other list, from a cursor the filter would not show
   * as well, where Prisma's own cursor would have skipped the first of them.
   * The graph hands over which columns and relations to load (`query`).
   */
  async findDeliveries<Q extends { take?: number; skip?: number; cursor?: Prisma.WebhookDeliveryWhereUniqueInput }>(
    endpoint: EndpointOf,
    filter: DeliveriesFilter,
    query: Q,
    cursorParam: "after" | "before",
  ) {
    const { cursor, skip: _skipsTheCursor, ...rest } = query;
    const where = deliveriesWhere(endpoint, filter);
    if (cursor) {
      const id = cursor.organizationId_id?.id;
      const seen = isDeliveryId(id) && (await this.db.webhookDelivery.count({ where: { ...deliveriesWhere(endpoint, {}), id } })) > 0;
      if (!seen) throw new ApiError("validation_error", `${cursorParam} must be the cursor of one of this endpoint's deliveries.`, cursorParam);
      where.id = cursorParam === "after" ? { lt: id } : { gt: id };
    }
    return this.db.webhookDelivery.findMany({ ...rest, where, orderBy: { id: "desc" } });
  }

  countDeliveries(endpoint: EndpointOf, filter: DeliveriesFilter): Promise<number> {
    return this.db.webhookDelivery.count({ where: deliveriesWhere(endpoint, filter) });
  }

  /**
   * Each delivery's latest attempts (at most maxAttemptsShown), first to last, in one statement:
   * read newest first through (organization_id, delivery_id, attempt) and no further, however many
   * attempts redeliveries have added.
   */
  async latestAttemptsOf(tenant: { organizationId: string; environment: Environment }, deliveryIds: readonly string[]): Promise<Map<string, WebhookAttempt[]>> {
    const byDelivery = new Map<string, WebhookAttempt[]>(deliveryIds.map((id) => [id, []]));
    if (deliveryIds.length === 0) return byDelivery;
    const rows = await this.db.$queryRaw<WebhookAttempt[]>(Prisma.sql`
      SELECT a.id, a.organization_id AS "organizationId", a.environment::text AS environment, a.delivery_id AS "deliveryId", a.attempt,
        a.status_code AS "statusCode", a.latency_ms AS "latencyMs", a.error, a.response_body AS "responseBody", a.created_at AS "createdAt"
      FROM unnest(${[...deliveryIds]}::text[]) AS delivery(id)
      CROSS JOIN LATERAL (
        SELECT * FROM webhook_attempts
        WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND delivery_id = delivery.id
        ORDER BY attempt DESC
        LIMIT ${maxAttemptsShown}
      ) AS a
      ORDER BY a.delivery_id, a.attempt`);
    for (const row of rows) byDelivery.get(row.deliveryId)?.push(row);
    return byDelivery;
  }
}
