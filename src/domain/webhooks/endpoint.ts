// A webhook endpoint as the domain knows it: a URL the organization's events of one environment
// are sent to.
import type { WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import type { Environment } from "../auth/principal.js";
import type { EventType } from "../events/events.js";

/** A URL the organization's events of one environment are sent to, as the domain knows it. */
export interface WebhookEndpoint {
  id: string;
  environment: Environment;
  url: string;
  /** ["*"]: every event type, including types added later (docs/api/events-and-webhooks.md#webhook-endpoints). */
  events: EventType[] | ["*"];
  description: string | null;
  createdAt: Date;
}

/**
 * The endpoint createWebhookEndpoint answers, with its signing secret: in plain text in the answer;
 * sealed (encryptWebhookSecret) in the copy its Idempotency-Key keeps, which openStoredAnswer opens.
 */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/** What deleteWebhookEndpoint answers. */
export interface DeletedWebhookEndpoint {
  id: string;
  deleted: true;
}

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    environment: row.environment,
    url: row.url,
    // Stored as no types at all, so that types added later are included too.
    events: row.events.length === 0 ? ["*"] : (row.events as EventType[]),
    description: row.description,
    createdAt: row.createdAt,
  };
}
