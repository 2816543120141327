// Mutation.redeliverWebhookDelivery and Mutation.sendTestWebhookEvent (src/domain/webhooks/
// delivery-actions.ts). Each answers the delivery as the
// operation answered it, a replay the stored answer: the row the Prisma-backed WebhookDelivery
// resolves from is made from that entity, and its attempts and event are loaded by the row's
// (organization, id), the caller's tenant, as they are now.
import { builder } from "../builder.js";
import { runOperation, runs, type ArgumentNames, type GraphQLContext } from "../context.js";
import { tenantOf } from "../../domain/auth/principal.js";
import { redeliverWebhookDelivery, sendTestWebhookEvent, testEventType } from "../../domain/webhooks/delivery-actions.js";
import type { WebhookDelivery as WebhookDeliveryEntity } from "../../domain/webhooks/deliveries.js";
import type { WebhookDelivery as WebhookDeliveryRow } from "../../generated/prisma/client.js";
import type { Operation } from "../../domain/operation.js";
import { WebhookDelivery } from "./webhook-delivery.js";
import { idempotencyKeyDescription } from "./input.js";

/**
 * The row a delivery (fresh or replayed) was read from, within the caller's tenant: what the
 * graph's Prisma-backed WebhookDelivery resolves from, its relations loaded by (organization, id).
 */
function rowOf(delivery: WebhookDeliveryEntity, tenant: ReturnType<typeof tenantOf>): WebhookDeliveryRow {
  return {
    ...tenant,
    id: delivery.id,
    eventId: delivery.eventId,
    endpointId: delivery.endpointId,
    state: delivery.state,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt,
    createdAt: delivery.createdAt,
    completedAt: delivery.completedAt,
    redeliveredAt: delivery.redeliveredAt,
  };
}

/**
 * Runs `operation` (answering a delivery) on the object `id` names, and answers the row the
 * graph resolves that delivery from, in the tenant the operation ran for.
 */
async function deliveryRow(
  ctx: GraphQLContext,
  operation: Operation<undefined, undefined, WebhookDeliveryEntity>,
  request: { id: string; idempotencyKey: string },
  names?: ArgumentNames,
) {
  const delivery = await runOperation(ctx, operation, request, names);
  return rowOf(delivery, tenantOf(ctx.principal!));
}

builder.mutationFields((t) => ({
  redeliverWebhookDelivery: t.field({
    ...runs(redeliverWebhookDelivery),
    type: WebhookDelivery,
    nullable: true,
    description:
      "Attempts a delivered or failed delivery again now, with a new retry window; its attempts so far are kept and numbered on. " +
      "A pending delivery is delivery_pending (409); an abandoned one, or one whose endpoint was deleted, is not_found. " +
      "Needs a key holding at least one :write scope.",
    args: {
      id: t.arg.id({ required: true, description: "The delivery (WebhookDelivery.id)." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, args, ctx) => deliveryRow(ctx, redeliverWebhookDelivery, { id: String(args.id), idempotencyKey: args.idempotencyKey }),
  }),
  sendTestWebhookEvent: t.field({
    ...runs(sendTestWebhookEvent),
    type: WebhookDelivery,
    nullable: true,
    description:
      `Sends the endpoint alone a ${testEventType} event, whose data.object is the endpoint, signed like any other: to check a receiver. ` +
      "It is delivered whatever event types the endpoint takes, and is not an event of the account: GET /events, node(id) and " +
      "Subscription.events never show it. Answers its delivery, pending. Needs a key holding at least one :write scope.",
    args: {
      endpointId: t.arg.id({ required: true, description: "The webhook endpoint (we_…)." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, args, ctx) =>
      deliveryRow(ctx, sendTestWebhookEvent, { id: String(args.endpointId), idempotencyKey: args.idempotencyKey }, { id: "endpointId" }),
  }),
}));
