// The GraphQL operations of the operator's pages: API keys (pages/ApiKeys*.tsx), webhook endpoint
// changes and a delivery's request and response (pages/Developers*.tsx), the events' pages with
// their payloads, card transactions' search (pages/CardTransactions.tsx), and whether this session
// may download CSV exports. Typed by GraphQL Code Generator like documents.ts (`npm run codegen`).
import { graphql } from "./persisted";

/** Where a page of a connection stands, as the Pager (ui.tsx) reads it. */
export const PageFields = graphql(`
  fragment PageFields on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);

export const ApiKeyFields = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    prefix
    scopes
    description
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);

export const ApiKeysQuery = graphql(`
  query DashboardApiKeys($first: Int, $after: String, $last: Int, $before: String) {
    apiKeys(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...PageFields
      }
      nodes {
        ...ApiKeyFields
      }
    }
  }
`);

/** The answers that carry a key's secret: read from the mutation's result, never cached (ApiKeys.tsx). */
export const CreateApiKeyMutation = graphql(`
  mutation DashboardCreateApiKey($input: CreateApiKeyInput!, $idempotencyKey: String!) {
    createApiKey(input: $input, idempotencyKey: $idempotencyKey) {
      ...ApiKeyFields
      secret
    }
  }
`);

export const RollApiKeyMutation = graphql(`
  mutation DashboardRollApiKey($id: ID!, $expiresInHours: Int, $idempotencyKey: String!) {
    rollApiKey(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) {
      ...ApiKeyFields
      secret
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation DashboardRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation DashboardUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const RollWebhookEndpointSecretMutation = graphql(`
  mutation DashboardRollWebhookEndpointSecret($id: ID!, $expiresInHours: Int, $idempotencyKey: String) {
    rollWebhookEndpointSecret(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) {
      ...WebhookEndpointFields
      secret
    }
  }
`);

/**
 * One delivery's request body and its attempts' answers, read when the operator opens it: the
 * deliveries' list (read every two seconds) leaves them out. A delivery has no id lookup, so it
 * is read as a page of one next to a neighbour's cursor (DeliveryDetail.tsx).
 */
export const WebhookDeliveryDetailQuery = graphql(`
  query DashboardWebhookDeliveryDetail($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {
    webhookEndpoint(id: $id) {
      id
      deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {
        edges {
          node {
            id
            requestBody
            attempts {
              attempt
              responseStatus
              responseBody
            }
          }
        }
      }
    }
  }
`);

export const EventsPageQuery = graphql(`
  query DashboardEventsPage($first: Int, $after: String, $last: Int, $before: String, $types: [EventType!]) {
    events(first: $first, after: $after, last: $last, before: $before, types: $types) {
      pageInfo {
        ...PageFields
      }
      nodes {
        id
        kind
        type
        createdAt
        data {
          object
        }
        object {
          __typename
          ... on Transfer {
            id
            amount
            currency
            status
          }
          ... on Card {
            id
            last4
            network
            cardStatus: status
          }
          ... on CardOperation {
            id
            type
            amount
            cardId
          }
          ... on CardTransaction {
            id
            type
            amount
            transactionCurrency: currency
          }
          ... on Balance {
            currency
            available
          }
        }
      }
    }
  }
`);

export const CardTransactionsSearchQuery = graphql(`
  query DashboardCardTransactionsSearch(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $card: ID
    $type: CardTransactionType
    $status: CardTransactionStatus
  ) {
    cardTransactions(first: $first, after: $after, last: $last, before: $before, card: $card, type: $type, status: $status) {
      totalCount
      pageInfo {
        ...PageFields
      }
      nodes {
        ...CardTransactionFields
      }
    }
  }
`);

/** Whether this session's token may call REST (the CSV exports): one limited to trusted documents may not. */
export const ExportAccessQuery = graphql(`
  query DashboardExportAccess {
    viewer {
      credential
      sessionToken {
        id
        trustedDocumentsOnly
      }
    }
  }
`);

/** Transfers as the Transfers page searches them (pages/TransfersSearch.tsx): every filter the connection takes. */
export const TransferSearchQuery = graphql(`
  query DashboardTransferSearch(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $status: TransferStatus
    $currency: Currency
    $createdAfter: DateTime
    $createdBefore: DateTime
    $referencePrefix: String
    $amountGte: SafeInt
    $amountLte: SafeInt
  ) {
    transfers(
      first: $first
      after: $after
      last: $last
      before: $before
      status: $status
      currency: $currency
      createdAfter: $createdAfter
      createdBefore: $createdBefore
      referencePrefix: $referencePrefix
      amountGte: $amountGte
      amountLte: $amountLte
    ) {
      totalCount
      pageInfo {
        ...PageFields
      }
      nodes {
        ...TransferFields
      }
    }
  }
`);
