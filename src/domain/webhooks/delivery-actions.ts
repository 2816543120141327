// What a webhook operator does to deliveries (GraphQL only, with a key holding at least one
// `:write` scope): redeliver one that is over, and send an endpoint a test event
// (docs/api/events-and-webhooks.md). Both are idempotent with a required key
// (docs/api/idempotency.md) and one transaction each, the key's record included. Their answer is
// the delivery (WebhookDelivery), kept in its public form (publicForms.webhookDelivery) for replays.
//
// The test event, `webhook_endpoint.test`, is not one of the account's event types (`eventTypes`,
// docs/api/events-and-webhooks.md#test-events): it describes no change to the account, so it is
// never listed by GET /events, found by id, published to subscriptions, nor offered as a type to
// filter or subscribe to. It is written to the outbox already fanned out (the fan-out never claims
// it, so no other endpoint receives it) with the one delivery to the endpoint it tests, which the
// worker sends and signs like any other, whatever types the endpoint asked for.
import { defineOperation } from "../operation.js";
import { atomically } from "../idempotency/idempotency.js";
import { ApiError } from "../errors.js";
import { tenantOf, type Environment } from "../auth/principal.js";
import type { TransactionStores } from "../stores.js";
import { checkId } from "../validation.js";
import { isDeliveryId, toWebhookDelivery, type WebhookDelivery } from "./deliveries.js";
import { endpointNotFound, holdsWriteScope, toWebhookEndpoint } from "./endpoints.js";
import { cardAuthorizationRequestType } from "./endpoint.js";

/** The type of the event sendTestWebhookEvent sends; outside `eventTypes` on purpose (above). */
export const testEventType = "webhook_endpoint.test";

function deliveryNotFound(id: string): ApiError {
  return new ApiError("not_found", `No webhook delivery ${id}.`);
}

/** A delivery's id; anything else names no delivery (not_found, as an id that never existed). */
function deliveryIdOf(unchecked: string | undefined): string {
  const id = checkId(unchecked);
  if (!isDeliveryId(id)) throw deliveryNotFound(id);
  return id;
}

/** Why the caller's delivery `id` could not be redelivered. */
async function redeliveryRefusal(stores: TransactionStores, tenant: { organizationId: string; environment: Environment }, id: string): Promise<ApiError> {
  const row = await stores.webhooks.redeliveryState(tenant, id);
  if (!row) return deliveryNotFound(id);
  if (row.state === "abandoned" || row.endpoint.deletedAt) return new ApiError("not_found", `No webhook delivery ${id}: its webhook endpoint was deleted.`);
  return new ApiError(
    "delivery_pending",
    `Webhook delivery ${id} is pending: it is attempted again at its next attempt time. Only a delivered or failed delivery can be redelivered.`,
  );
}

/**
 * redeliverWebhookDelivery: a delivered or failed delivery is attempted again now, with a retry
 * window (3 days at the default base) starting now; its attempts so far stay and the next one
 * continues their numbering. A pending one is a conflict; an abandoned one, or one whose endpoint
 * is deleted, is not found.
 */
export const redeliverWebhookDelivery = defineOperation<undefined, undefined, WebhookDelivery>({
  name: "webhookDeliveries.redeliver",
  scope: holdsWriteScope,
  idempotency: "required",
  answer: (forms) => forms.webhookDelivery,
  wakes: ["deliveries"],
  run: atomically(async ({ domain, principal }, args, stores) => {
    const id = deliveryIdOf(args.id);
    const tenant = tenantOf(principal);
    const now = domain.now();
    const endpointId = await stores.webhooks.endpointIdOfDelivery(tenant, id);
    if (endpointId === undefined) throw deliveryNotFound(id);
    // A purchase is decided once: its question is never asked again, by a retry or by hand.
    if ((await stores.webhooks.eventTypeOfDelivery(tenant, id)) === cardAuthorizationRequestType) {
      throw new ApiError("validation_error", `Webhook delivery ${id} asked for a real-time authorization decision, which is made once: it is never sent again.`, "id");
    }
    if (!(await stores.webhooks.holdLiveEndpoint(tenant, endpointId))) throw await redeliveryRefusal(stores, tenant, id);
    const row = await stores.webhooks.redeliver(tenant, id, now);
    if (!row) throw await redeliveryRefusal(stores, tenant, id);
    return toWebhookDelivery(row);
  }),
});

/**
 * sendTestWebhookEvent: a `webhook_endpoint.test` event whose object is the endpoint (as the API
 * shows it, no secret), queued for that endpoint alone.
 */
export const sendTestWebhookEvent = defineOperation<undefined, undefined, WebhookDelivery>({
  name: "webhookEndpoints.sendTestEvent",
  scope: holdsWriteScope,
  idempotency: "required",
  answer: (forms) => forms.webhookDelivery,
  wakes: ["deliveries"], // its event skips the fan-out's queue: the delivery is queued with it
  run: atomically(async ({ domain, principal }, { id }, stores) => {
    const endpointId = checkId(id);
    const tenant = tenantOf(principal);
    const endpoint = (await stores.webhooks.holdLiveEndpoint(tenant, endpointId)) && (await stores.webhooks.findEndpoint(tenant, endpointId));
    if (!endpoint) throw endpointNotFound(endpointId);
    const now = domain.now();
    const object = domain.publicForms.webhookEndpoint.render(toWebhookEndpoint(endpoint));
    const row = await stores.webhooks.queueEventFor(tenant, endpoint, { type: testEventType, object, resourceId: endpoint.id }, now);
    return toWebhookDelivery(row);
  }),
});
