// A webhook delivery as the domain knows it: one event sent to one endpoint.
import type { WebhookDelivery as WebhookDeliveryRow, WebhookDeliveryState } from "../../generated/prisma/client.js";
import type { Environment } from "../auth/principal.js";

export const webhookDeliveryStates = ["pending", "delivered", "failed", "abandoned"] as const satisfies readonly WebhookDeliveryState[];

/** One event sent to one webhook endpoint, as the domain knows it (without its attempts). */
export interface WebhookDelivery {
  /** whd_… */
  id: string;
  environment: Environment;
  endpointId: string;
  eventId: string;
  state: WebhookDeliveryState;
  /** Attempts made so far. */
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  /** When it was delivered, failed for good or abandoned; null while pending. */
  completedAt: Date | null;
  /** When it was last redelivered; null if never. */
  redeliveredAt: Date | null;
}

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    environment: row.environment,
    endpointId: row.endpointId,
    eventId: row.eventId,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    redeliveredAt: row.redeliveredAt,
  };
}
