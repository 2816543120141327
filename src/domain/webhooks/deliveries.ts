// An endpoint's deliveries and their attempts, as a dashboard reads them (GraphQL's
// WebhookEndpoint.deliveries): read as the endpoint is (getWebhookEndpoint's scope), always within
// the caller's tenant. The graph hands over which columns and relations to load (`query`).
import { Prisma, type WebhookAttempt, type WebhookDeliveryState } from "../../generated/prisma/client.js";
import type { Db } from "../domain.js";
import type { Environment } from "../auth/principal.js";
import { ApiError } from "../errors.js";
import { toWebhookDelivery, webhookDeliveryStates, type WebhookDelivery } from "./webhook-delivery.js";

export { toWebhookDelivery, webhookDeliveryStates, type WebhookDelivery };

export interface DeliveriesFilter {
  states?: readonly WebhookDeliveryState[];
}

/** One of the tenant's endpoints, whose deliveries are read. */
export interface EndpointOf {
  tenant: { organizationId: string; environment: Environment };
  endpointId: string;
}

/** The endpoint's deliveries, newest first, narrowed by `filter`. */
export function deliveriesWhere({ tenant, endpointId }: EndpointOf, filter: DeliveriesFilter): Prisma.WebhookDeliveryWhereInput {
  return { ...tenant, endpointId, ...(filter.states?.length ? { state: { in: [...filter.states] } } : {}) };
}

/**
 * A page of the endpoint's deliveries. The page's cursor (the graph's `after` or `before`,
 * named by `cursorParam`) comes from the client and names a delivery by organization and id: as
 * for every other list (docs/api/pagination.md), it must be one of this endpoint's deliveries, read
 * in the caller's tenant, else 400 validation_error naming it. Never another organization's, which
 * would page on through the caller's deliveries from its id. The page is then the deliveries older
 * (after) or newer (before) than it: like every other list, from a cursor the filter would not show
 * as well, where Prisma's own cursor would have skipped the first of them.
 */
export async function findDeliveries<Q extends { take?: number; skip?: number; cursor?: Prisma.WebhookDeliveryWhereUniqueInput }>(
  db: Db,
  endpoint: EndpointOf,
  filter: DeliveriesFilter,
  query: Q,
  cursorParam: "after" | "before",
) {
  const { cursor, skip: _skipsTheCursor, ...rest } = query;
  const where = deliveriesWhere(endpoint, filter);
  if (cursor) {
    const id = cursor.organizationId_id?.id;
    const seen = isDeliveryId(id) && (await db.webhookDelivery.count({ where: { ...deliveriesWhere(endpoint, {}), id } })) > 0;
    if (!seen) throw new ApiError("validation_error", `${cursorParam} must be the cursor of one of this endpoint's deliveries.`, cursorParam);
    where.id = cursorParam === "after" ? { lt: id } : { gt: id };
  }
  return db.webhookDelivery.findMany({ ...rest, where, orderBy: { id: "desc" } });
}

/**
 * The most attempts a delivery shows: the latest. Redeliveries add attempts without end, so one
 * delivery could otherwise hold more rows than any page should load.
 */
export const maxAttemptsShown = 100;

/**
 * Whether `value` has the form of a delivery's id: whd_ and 26 Crockford base32 digits (newId's
 * ULIDs, the fan-out's webhook_delivery_id, and the numbers deliveries had before, as digits).
 */
export function isDeliveryId(value: unknown): value is string {
  return typeof value === "string" && /^whd_[0-9A-HJKMNP-TV-Z]{26}$/.test(value);
}


export function countDeliveries(db: Db, endpoint: EndpointOf, filter: DeliveriesFilter): Promise<number> {
  return db.webhookDelivery.count({ where: deliveriesWhere(endpoint, filter) });
}

/**
 * Each delivery's latest attempts (at most maxAttemptsShown), first to last, in one statement:
 * read newest first through (organization_id, delivery_id, attempt) and no further, however many
 * attempts redeliveries have added.
 */
export async function latestAttemptsOf(
  db: Db,
  tenant: { organizationId: string; environment: Environment },
  deliveryIds: readonly string[],
): Promise<Map<string, WebhookAttempt[]>> {
  const byDelivery = new Map<string, WebhookAttempt[]>(deliveryIds.map((id) => [id, []]));
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db.$queryRaw<WebhookAttempt[]>(Prisma.sql`
    SELECT a.id, a.organization_id AS "organizationId", a.environment::text AS environment, a.delivery_id AS "deliveryId", a.attempt,
      a.status_code AS "statusCode", a.latency_ms AS "latencyMs", a.error, a.created_at AS "createdAt"
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
