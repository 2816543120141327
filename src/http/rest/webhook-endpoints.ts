// A webhook endpoint as REST shows it (docs/api/events-and-webhooks.md#webhook-endpoints): its
// body, the object of a webhook_endpoint.test event and, with its secret sealed, the answer a
// creation's or a secret roll's Idempotency-Key keeps.
import type { PublicForm } from "../../domain/public-forms.js";
import type { CreatedWebhookEndpoint, DeletedWebhookEndpoint, WebhookEndpoint } from "../../domain/webhooks/endpoints.js";
import type { EndpointEventType } from "../../domain/webhooks/endpoint.js";
import { listBody } from "../rest-lists.js";
import { environmentOf } from "./environments.js";

export interface WebhookEndpointBody {
  id: string;
  object: "webhook_endpoint";
  url: string;
  /** ["*"]: every event type, including types added later; ["card_authorization.request"]: the real-time authorization endpoint. */
  events: EndpointEventType[] | ["*"];
  description: string | null;
  /** Sent nothing while true. */
  disabled: boolean;
  /** Until when the secret the last roll replaced still signs beside the current one; null when none does. */
  previous_secret_expires_at: string | null;
  created_at: string;
  test_data: boolean;
}

export interface CreatedWebhookEndpointBody extends WebhookEndpointBody {
  secret: string;
}

export interface DeletedWebhookEndpointBody {
  id: string;
  object: "webhook_endpoint";
  deleted: true;
}

/** GET /webhook_endpoints: every endpoint, on one page. */
export interface WebhookEndpointListBody {
  object: "list";
  data: WebhookEndpointBody[];
  has_more: false;
}

export function renderWebhookEndpoint(endpoint: WebhookEndpoint): WebhookEndpointBody {
  return {
    id: endpoint.id,
    object: "webhook_endpoint",
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    disabled: endpoint.disabled,
    previous_secret_expires_at: endpoint.previousSecretExpiresAt?.toISOString() ?? null,
    created_at: endpoint.createdAt.toISOString(),
    test_data: endpoint.environment === "sandbox",
  };
}

/** Kept answers written before endpoints could be disabled or rolled have neither field. */
type KeptEndpointBody = Omit<WebhookEndpointBody, "disabled" | "previous_secret_expires_at"> &
  Partial<Pick<WebhookEndpointBody, "disabled" | "previous_secret_expires_at">>;

export function parseWebhookEndpoint(shown: unknown): WebhookEndpoint {
  const body = shown as KeptEndpointBody;
  return {
    id: body.id,
    environment: environmentOf(body.test_data),
    url: body.url,
    events: body.events,
    description: body.description,
    disabled: body.disabled ?? false,
    previousSecretExpiresAt: body.previous_secret_expires_at ? new Date(body.previous_secret_expires_at) : null,
    createdAt: new Date(body.created_at),
  };
}

/** A creation's or a roll's answer; `secret` is shown as the entity holds it (sealed in the copy a key keeps). */
export function renderCreatedWebhookEndpoint(endpoint: CreatedWebhookEndpoint): CreatedWebhookEndpointBody {
  return { ...renderWebhookEndpoint(endpoint), secret: endpoint.secret };
}

export function parseCreatedWebhookEndpoint(shown: unknown): CreatedWebhookEndpoint {
  return { ...parseWebhookEndpoint(shown), secret: (shown as CreatedWebhookEndpointBody).secret };
}

export function renderDeletedWebhookEndpoint(deleted: DeletedWebhookEndpoint): DeletedWebhookEndpointBody {
  return { id: deleted.id, object: "webhook_endpoint", deleted: deleted.deleted };
}

export function renderWebhookEndpointList(endpoints: WebhookEndpoint[]): WebhookEndpointListBody {
  return { ...listBody({ items: endpoints, hasMore: false }, renderWebhookEndpoint), has_more: false };
}

export const webhookEndpointForm: PublicForm<WebhookEndpoint> = { render: renderWebhookEndpoint, parse: parseWebhookEndpoint };
export const createdWebhookEndpointForm: PublicForm<CreatedWebhookEndpoint> = {
  render: renderCreatedWebhookEndpoint,
  parse: parseCreatedWebhookEndpoint,
};
