// The GraphQL operations of the Developers pages (webhook endpoints, their deliveries; the events'
// pages are in documents-operator.ts), typed by GraphQL Code Generator like documents.ts (`npm run codegen`).
import { graphql } from "./persisted";

export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    events
    description
    disabled
    previousSecretExpiresAt
    createdAt
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query DashboardWebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

/** The only answer that carries the secret: read from the mutation's result, never cached. */
export const CreateWebhookEndpointMutation = graphql(`
  mutation DashboardCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {
    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) {
      ...WebhookEndpointFields
      secret
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DashboardDeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      id
      deleted
    }
  }
`);

export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventId
    eventType
    state
    attemptCount
    createdAt
    completedAt
    nextAttemptAt
    redeliveredAt
    attempts {
      attempt
      responseStatus
      durationMs
      error
      createdAt
    }
  }
`);

export const WebhookEndpointQuery = graphql(`
  query DashboardWebhookEndpoint($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {
    node(id: $id) {
      __typename
      ... on WebhookEndpoint {
        ...WebhookEndpointFields
        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {
          totalCount
          pageInfo {
            hasNextPage
            hasPreviousPage
            startCursor
            endCursor
          }
          edges {
            cursor
            node {
              ...WebhookDeliveryFields
            }
          }
        }
      }
    }
  }
`);

export const RedeliverWebhookDeliveryMutation = graphql(`
  mutation DashboardRedeliverWebhookDelivery($id: ID!, $idempotencyKey: String!) {
    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) {
      ...WebhookDeliveryFields
    }
  }
`);

export const SendTestWebhookEventMutation = graphql(`
  mutation DashboardSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {
    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) {
      ...WebhookDeliveryFields
    }
  }
`);
