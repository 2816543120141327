// An endpoint's deliveries and their attempts, as a dashboard reads them (GraphQL's
// WebhookEndpoint.deliveries): read as the endpoint is (getWebhookEndpoint's scope), always within
// the caller's tenant. The graph hands over which columns and relations to load (`query`).
import type { Prisma, WebhookDeliveryState } from "../../generated/prisma/client.js";
import type { Db } from "../domain.js";
import type { Environment } from "../auth/principal.js";

export const webhookDeliveryStates = ["pending", "delivered", "failed", "abandoned"] as const satisfies readonly WebhookDeliveryState[];

export interface DeliveriesFilter {
  states?: readonly WebhookDeliveryState[];
}

/** The deliveries of one of the tenant's endpoints, newest first, narrowed by `filter`. */
export function deliveriesWhere(
  tenant: { organizationId: string; environment: Environment },
  endpointId: string,
  filter: DeliveriesFilter,
): Prisma.WebhookDeliveryWhereInput {
  return { ...tenant, endpointId, ...(filter.states?.length ? { state: { in: [...filter.states] } } : {}) };
}

export function findDeliveries<Q extends { take?: number; skip?: number }>(db: Db, where: Prisma.WebhookDeliveryWhereInput, query: Q) {
  return db.webhookDelivery.findMany({ ...query, where, orderBy: { id: "desc" } });
}

export function countDeliveries(db: Db, where: Prisma.WebhookDeliveryWhereInput): Promise<number> {
  return db.webhookDelivery.count({ where });
}
