// Every GraphQL operation the dashboard sends, typed by GraphQL Code Generator (codegen.ts
// writes dashboard/src/gql/ from schema/schema.graphql: `npm run codegen`).
import { graphql } from "./persisted";

export const TransferFields = graphql(`
  fragment TransferFields on Transfer {
    id
    status
    amount
    fee
    currency
    reference
    description
    createdAt
    completedAt
    failureCode
    failureMessage
    destination {
      type
      last4
      accountName
      country
      bankCode
      network
    }
  }
`);

export const SessionQuery = graphql(`
  query DashboardSession {
    viewer {
      environment
      organization {
        id
        name
      }
      credential
      scopes
      apiKey {
        id
        prefix
        scopes
        expiresAt
      }
    }
    currencies {
      code
      exponent
      name
    }
  }
`);

export const BalancesQuery = graphql(`
  query DashboardBalances {
    balances {
      currency
      available
      reserved
      total
    }
  }
`);

export const TransferStatsQuery = graphql(`
  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {
    transferStats(from: $from, to: $to) {
      currency
      total {
        count
        amount
      }
      days {
        day
        succeeded {
          count
          amount
        }
        processing {
          count
          amount
        }
        failed {
          count
          amount
        }
        total {
          count
          amount
        }
      }
    }
  }
`);

export const TestFundMutation = graphql(`
  mutation DashboardTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {
    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {
      currency
      available
      reserved
      total
    }
  }
`);

export const LatestTransfersQuery = graphql(`
  query DashboardLatestTransfers($first: Int!) {
    transfers(first: $first) {
      nodes {
        ...TransferFields
      }
    }
  }
`);

export const TransferQuery = graphql(`
  query DashboardTransfer($id: ID!) {
    transfer(id: $id) {
      ...TransferFields
      metadata
      events {
        id
        type
        createdAt
      }
    }
  }
`);

export const CreateTransferMutation = graphql(`
  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {
    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {
      ...TransferFields
    }
  }
`);

export const LiveEventsSubscription = graphql(`
  subscription DashboardLiveEvents($types: [EventType!]) {
    events(types: $types) {
      id
      type
      createdAt
      object {
        __typename
        ... on Balance {
          currency
          available
          reserved
          total
        }
        ... on Transfer {
          ...TransferFields
        }
        ... on Card {
          id
        }
        ... on CardOperation {
          id
          cardId
        }
        ... on CardTransaction {
          ...CardTransactionFields
        }
      }
    }
  }
`);
