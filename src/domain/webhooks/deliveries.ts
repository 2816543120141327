// An endpoint's deliveries and their attempts, as a dashboard reads them (GraphQL's
// WebhookEndpoint.deliveries): read as the endpoint is (getWebhookEndpoint's scope), always within
// the caller's tenant, through the webhooks store (findDeliveries, countDeliveries, latestAttemptsOf
// in store-deliveries.ts). The graph hands over which columns and relations to load (`query`).
import type { WebhookDeliveryState } from "../../generated/prisma/client.js";
import type { Environment } from "../auth/principal.js";
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

