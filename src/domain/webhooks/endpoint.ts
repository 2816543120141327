// A webhook endpoint as the domain knows it: a URL the organization's events of one environment
// are sent to.
import type { WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import type { Environment } from "../auth/principal.js";
import type { EventType } from "../events/events.js";

/**
 * What an endpoint whose only event type this is receives: not events, but a request for a decision
 * on each card purchase, sent as it is made (docs/api/cards.md#real-time-authorization). It is no
 * event type of the account: "*" does not include it, and GET /events never lists it.
 */
export const cardAuthorizationRequestType = "card_authorization.request";

/** The types an endpoint's `events` may name. */
export type EndpointEventType = EventType | typeof cardAuthorizationRequestType;

/** A URL the organization's events of one environment are sent to, as the domain knows it. */
export interface WebhookEndpoint {
  id: string;
  environment: Environment;
  url: string;
  /** ["*"]: every event type, including types added later (docs/api/events-and-webhooks.md#webhook-endpoints). */
  events: EndpointEventType[] | ["*"];
  description: string | null;
  /** Sent nothing while true (docs/api/events-and-webhooks.md#disabling-an-endpoint). */
  disabled: boolean;
  /**
   * Until when the secret the last roll replaced still signs every attempt beside the current one
   * (docs/api/events-and-webhooks.md#rolling-the-secret); null when no roll left one signing.
   */
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
}

/**
 * The endpoint createWebhookEndpoint and rollWebhookEndpointSecret answer, with its signing secret:
 * in plain text in the answer; sealed (encryptWebhookSecret) in the copy its Idempotency-Key keeps,
 * which openStoredAnswer opens.
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
    events: row.events.length === 0 ? ["*"] : (row.events as EndpointEventType[]),
    description: row.description,
    disabled: row.disabled,
    previousSecretExpiresAt: row.previousSecretCiphertext === null ? null : row.previousSecretExpiresAt,
    createdAt: row.createdAt,
  };
}

/**
 * The name of rollWebhookEndpointSecret (endpoint-changes.ts), whose kept answers hold a sealed
 * secret that deleting the endpoint erases (endpoints.ts), as a creation's.
 */
export const rollSecretOperationName = "webhookEndpoints.rollSecret";
