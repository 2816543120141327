// The webhook endpoints' operations in the OpenAPI document: their entries, spread into
// openapi-operations.ts (which checks them against OperationDoc), apart so that each file stays
// small enough to read whole.
import { maxWebhookEndpoints } from "../domain/webhooks/endpoints.js";
import * as examples from "./openapi-examples.js";
import type { OperationDoc } from "./openapi-operation-doc.js";

export const webhookEndpointOperationDocs: Record<string, OperationDoc> = {
  "POST /webhook_endpoints": {
    operationId: "createWebhookEndpoint",
    tag: "Webhook endpoints",
    summary: "Create a webhook endpoint",
    description:
      "Events of the key's environment are POSTed to `url`, signed with the endpoint's secret, delivered at least once " +
      "and retried with exponential backoff for up to 3 days. Without `events`, or with `[\"*\"]`, the endpoint receives every type, " +
      "present and future. The secret is shown in this answer only. Replaying a creation after the endpoint was deleted answers 404 " +
      "`not_found`: deletion erases every copy of the secret. " +
      `An organization keeps at most ${maxWebhookEndpoints} endpoints per environment: the ${maxWebhookEndpoints + 1}th answers 400 \`validation_error\` until one is deleted.`,
    requestBody: {
      component: "CreateWebhookEndpointRequest",
      examples: { payouts: { summary: "Transfer outcomes only", value: examples.createWebhookEndpointExample } },
    },
    success: {
      status: 201,
      description: "The endpoint, with its signing secret.",
      schema: "CreatedWebhookEndpoint",
      example: examples.createdWebhookEndpointExample,
    },
    errors: ["not_found"],
  },
  "GET /webhook_endpoints": {
    operationId: "listWebhookEndpoints",
    tag: "Webhook endpoints",
    summary: "List webhook endpoints",
    success: { status: 200, description: "Every endpoint of the environment.", schema: "WebhookEndpointList", example: examples.webhookEndpointListExample },
  },
  "GET /webhook_endpoints/{id}": {
    operationId: "getWebhookEndpoint",
    tag: "Webhook endpoints",
    summary: "Retrieve a webhook endpoint",
    description: "Without its secret. A deleted endpoint is not found.",
    pathId: "The endpoint's id (`we_…`).",
    success: { status: 200, description: "The endpoint.", schema: "WebhookEndpoint", example: examples.webhookEndpointExample },
  },
  "POST /webhook_endpoints/{id}": {
    operationId: "updateWebhookEndpoint",
    tag: "Webhook endpoints",
    summary: "Update a webhook endpoint",
    description:
      "Changes the fields sent and keeps the others; `url` is checked as on creation, and `description: null` removes it. " +
      "`disabled: true` sends the endpoint nothing: no new events are queued for it, and its pending deliveries wait, " +
      "their 3-day retry window running on; `disabled: false` makes them due at once (those whose window ended meanwhile fail). " +
      "Changes apply to the attempts made after the update.",
    pathId: "The endpoint's id (`we_…`).",
    requestBody: {
      component: "UpdateWebhookEndpointRequest",
      examples: {
        events: { summary: "Another set of event types", value: examples.updateWebhookEndpointExample },
        disable: { summary: "Disable it", value: examples.disableWebhookEndpointExample },
      },
    },
    success: { status: 200, description: "The endpoint as updated.", schema: "WebhookEndpoint", example: examples.updatedWebhookEndpointExample },
  },
  "POST /webhook_endpoints/{id}/roll_secret": {
    operationId: "rollWebhookEndpointSecret",
    tag: "Webhook endpoints",
    summary: "Roll a webhook endpoint's secret",
    description:
      "Replaces the signing secret and shows the new one in this answer only (and in a replay with the same Idempotency-Key). " +
      "Until `previous_secret_expires_at` (`expires_in_hours` from now, 0 to 168, 24 unless sent) every attempt is signed with both: " +
      "two `v1=` in `Service-Signature` and two entries in `webhook-signature`, the new secret's first. " +
      "With 0 the old secret stops signing at once; a secret an earlier roll left signing is always dropped.",
    pathId: "The endpoint's id (`we_…`).",
    requestBody: {
      component: "RollWebhookEndpointSecretRequest",
      examples: { day: { summary: "Both secrets sign for a day", value: examples.rollWebhookEndpointSecretExample } },
    },
    success: { status: 200, description: "The endpoint, with its new signing secret.", schema: "CreatedWebhookEndpoint", example: examples.rolledWebhookEndpointExample },
    errors: ["not_found"],
  },
  "DELETE /webhook_endpoints/{id}": {
    operationId: "deleteWebhookEndpoint",
    tag: "Webhook endpoints",
    summary: "Delete a webhook endpoint",
    description: "Pending deliveries to the endpoint are abandoned.",
    pathId: "The endpoint's id (`we_…`).",
    success: { status: 200, description: "The endpoint is deleted.", schema: "DeletedWebhookEndpoint", example: examples.deletedWebhookEndpointExample },
  },
};
