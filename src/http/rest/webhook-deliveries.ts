// A webhook delivery in its public form. No REST route shows one (redeliverWebhookDelivery and
// sendTestWebhookEvent are GraphQL's), but their Idempotency-Keys keep their answer in this form:
// the JSON of records already stored, which must still parse.
import type { WebhookDeliveryState } from "../../generated/prisma/client.js";
import type { PublicForm } from "../../domain/public-forms.js";
import type { WebhookDelivery } from "../../domain/webhooks/deliveries.js";
import { environmentOf } from "./environments.js";

export interface WebhookDeliveryBody {
  /** whd_… */
  id: string;
  object: "webhook_delivery";
  endpoint_id: string;
  event_id: string;
  state: WebhookDeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  completed_at: string | null;
  redelivered_at: string | null;
  test_data: boolean;
}

export function renderWebhookDelivery(delivery: WebhookDelivery): WebhookDeliveryBody {
  return {
    id: delivery.id,
    object: "webhook_delivery",
    endpoint_id: delivery.endpointId,
    event_id: delivery.eventId,
    state: delivery.state,
    attempts: delivery.attempts,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    completed_at: delivery.completedAt?.toISOString() ?? null,
    redelivered_at: delivery.redeliveredAt?.toISOString() ?? null,
    test_data: delivery.environment === "sandbox",
  };
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export function parseWebhookDelivery(shown: unknown): WebhookDelivery {
  const body = shown as WebhookDeliveryBody;
  return {
    id: body.id,
    environment: environmentOf(body.test_data),
    endpointId: body.endpoint_id,
    eventId: body.event_id,
    state: body.state,
    attempts: body.attempts,
    nextAttemptAt: dateOrNull(body.next_attempt_at),
    createdAt: new Date(body.created_at),
    completedAt: dateOrNull(body.completed_at),
    redeliveredAt: dateOrNull(body.redelivered_at),
  };
}

export const webhookDeliveryForm: PublicForm<WebhookDelivery> = { render: renderWebhookDelivery, parse: parseWebhookDelivery };
