// The GraphQL operations of the Cards pages (pages/Cards*.tsx), typed by GraphQL Code Generator
// like documents.ts (`npm run codegen`). The card number and CVV are read by CardDetailsQuery
// alone, through a client without a cache (client.ts: makeUncachedClient).
import { graphql } from "./persisted";

export const CardFields = graphql(`
  fragment CardFields on Card {
    id
    status
    balance
    currency
    product
    network
    last4
    expiryMonth
    expiryYear
    reference
    createdAt
    cardholder {
      firstName
      lastName
      email
    }
  }
`);

// status and currency are aliased: the tab's event stream (documents.ts) selects this fragment
// beside Transfer's, whose status and currency are enums, and a selection on a union may not
// give one name two different types.
export const CardTransactionFields = graphql(`
  fragment CardTransactionFields on CardTransaction {
    id
    cardId
    type
    transactionStatus: status
    amount
    transactionCurrency: currency
    createdAt
    declineReason
    merchant {
      name
      category
    }
  }
`);

export const CardSpendingControlsFields = graphql(`
  fragment CardSpendingControlsFields on Card {
    spendingControls {
      spendingLimits {
        amount
        interval
        categories
      }
      allowedCategories
      blockedCategories
    }
  }
`);

export const MerchantCategoriesQuery = graphql(`
  query DashboardMerchantCategories {
    merchantCategories {
      id
      name
    }
  }
`);

// A transaction names its card by id only: the cards' names ("Visa ••7907") are read by id, in one
// request for a page of transactions.
export const CardNamesQuery = graphql(`
  query DashboardCardNames($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Card {
        id
        network
        last4
      }
    }
  }
`);

export const LatestCardTransactionsQuery = graphql(`
  query DashboardLatestCardTransactions($first: Int!) {
    cardTransactions(first: $first) {
      nodes {
        ...CardTransactionFields
      }
    }
  }
`);

export const CardsQuery = graphql(`
  query DashboardCards($first: Int, $after: String, $last: Int, $before: String, $status: CardStatus) {
    cards(first: $first, after: $after, last: $last, before: $before, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      nodes {
        ...CardFields
      }
    }
  }
`);

export const CardProductsQuery = graphql(`
  query DashboardCardProducts {
    cardProducts {
      id
      name
      network
      available
      acceptsInitialLoad
      issuanceFee
      kycFee
      topupRatePercent
    }
  }
`);

export const CardQuery = graphql(`
  query DashboardCard($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    card(id: $id) {
      ...CardFields
      ...CardSpendingControlsFields
      metadata
      transactionsConnection(first: $first, after: $after, last: $last, before: $before) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        nodes {
          ...CardTransactionFields
        }
      }
    }
  }
`);

export const CardDetailsQuery = graphql(`
  query DashboardCardDetails($id: ID!) {
    cardDetails(id: $id) {
      cardId
      number
      cvv
      expiryMonth
      expiryYear
    }
  }
`);

export const IssueCardMutation = graphql(`
  mutation DashboardIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {
    issueCard(input: $input, idempotencyKey: $idempotencyKey) {
      card {
        ...CardFields
      }
      issuance {
        fee
        feeBreakdown
        initialLoad
      }
    }
  }
`);

export const FundCardMutation = graphql(`
  mutation DashboardFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {
    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {
      id
      amount
      fee
      card {
        ...CardFields
      }
    }
  }
`);

export const WithdrawFromCardMutation = graphql(`
  mutation DashboardWithdrawFromCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {
    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {
      id
      amount
      fee
      card {
        ...CardFields
      }
    }
  }
`);

export const FreezeCardMutation = graphql(`
  mutation DashboardFreezeCard($id: ID!) {
    freezeCard(id: $id) {
      ...CardFields
    }
  }
`);

export const UnfreezeCardMutation = graphql(`
  mutation DashboardUnfreezeCard($id: ID!) {
    unfreezeCard(id: $id) {
      ...CardFields
    }
  }
`);

export const UpdateCardSpendingControlsMutation = graphql(`
  mutation DashboardUpdateCardSpendingControls($id: ID!, $input: SpendingControlsInput!) {
    updateCardSpendingControls(id: $id, input: $input) {
      ...CardFields
      ...CardSpendingControlsFields
    }
  }
`);

export const TerminateCardMutation = graphql(`
  mutation DashboardTerminateCard($id: ID!) {
    terminateCard(id: $id) {
      ...CardFields
    }
  }
`);

export const SimulateCardAuthorizationMutation = graphql(`
  mutation DashboardSimulateCardAuthorization($cardId: ID!, $amount: SafeInt!, $merchantName: String, $merchantCategory: MerchantCategoryId) {
    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName, merchantCategory: $merchantCategory) {
      ...CardTransactionFields
    }
  }
`);
