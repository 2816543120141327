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
import { Prisma, type WebhookDelivery as WebhookDeliveryRow } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import { atomically } from "../idempotency/idempotency.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { tenantOf, type Environment } from "../auth/principal.js";
import type { Tx } from "../tx.js";
import { checkId } from "../validation.js";
import { isDeliveryId, toWebhookDelivery, type WebhookDelivery } from "./deliveries.js";
import { endpointNotFound, holdLiveEndpoint, holdsWriteScope, toWebhookEndpoint } from "./endpoints.js";

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
async function redeliveryRefusal(tx: Tx, tenant: { organizationId: string; environment: Environment }, id: string): Promise<ApiError> {
  const row = await tx.webhookDelivery.findFirst({ where: { ...tenant, id }, select: { state: true, endpoint: { select: { deletedAt: true } } } });
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
  run: atomically(async ({ domain, principal }, args, tx) => {
    const id = deliveryIdOf(args.id);
    const tenant = tenantOf(principal);
    const now = domain.now();
    const delivery = await tx.webhookDelivery.findFirst({ where: { ...tenant, id }, select: { endpointId: true } });
    if (!delivery) throw deliveryNotFound(id);
    if (!(await holdLiveEndpoint(tx, tenant, delivery.endpointId))) throw await redeliveryRefusal(tx, tenant, id);
    // Conditional on its state, so two redeliveries at once make one: the second finds it pending.
    // One statement whose condition holds on the row it writes: Prisma's updateManyAndReturn reads
    // the ids first and updates by id alone, so each of ten redeliveries at once made an attempt.
    const [row] = await tx.$queryRaw<WebhookDeliveryRow[]>(Prisma.sql`
      UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ${now}, completed_at = NULL, redelivered_at = ${now}
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND state IN ('failed', 'delivered')
      RETURNING id, organization_id AS "organizationId", environment, event_id AS "eventId", endpoint_id AS "endpointId", state, attempts,
        next_attempt_at AS "nextAttemptAt", created_at AS "createdAt", completed_at AS "completedAt", redelivered_at AS "redeliveredAt"`);
    if (!row) throw await redeliveryRefusal(tx, tenant, id);
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
  run: atomically(async ({ domain, principal }, { id }, tx) => {
    const endpointId = checkId(id);
    const tenant = tenantOf(principal);
    const endpoint = (await holdLiveEndpoint(tx, tenant, endpointId)) && (await tx.webhookEndpoint.findFirst({ where: { ...tenant, id: endpointId } }));
    if (!endpoint) throw endpointNotFound(endpointId);
    const now = domain.now();
    const object = domain.publicForms.webhookEndpoint.render(toWebhookEndpoint(endpoint));
    const event = await tx.event.create({
      data: { id: newId("evt"), ...tenant, type: testEventType, data: { object: { ...object } }, resourceId: endpoint.id, createdAt: now },
    });
    const row = await tx.webhookDelivery.create({ data: { id: newId("whd"), ...tenant, eventId: event.id, endpointId, nextAttemptAt: now, createdAt: now } });
    return toWebhookDelivery(row);
  }),
});
