/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CardFields on Card {\n    id\n    status\n    balance\n    currency\n    product\n    network\n    last4\n    expiryMonth\n    expiryYear\n    reference\n    createdAt\n    cardholder {\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.CardFieldsFragmentDoc,
    "\n  fragment CardTransactionFields on CardTransaction {\n    id\n    cardId\n    type\n    transactionStatus: status\n    amount\n    transactionCurrency: currency\n    createdAt\n    merchant {\n      name\n    }\n  }\n": typeof types.CardTransactionFieldsFragmentDoc,
    "\n  query DashboardLatestCardTransactions($first: Int!) {\n    cardTransactions(first: $first) {\n      nodes {\n        ...CardTransactionFields\n      }\n    }\n  }\n": typeof types.DashboardLatestCardTransactionsDocument,
    "\n  query DashboardCards($first: Int, $after: String, $last: Int, $before: String, $status: CardStatus) {\n    cards(first: $first, after: $after, last: $last, before: $before, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...CardFields\n      }\n    }\n  }\n": typeof types.DashboardCardsDocument,
    "\n  query DashboardCardProducts {\n    cardProducts {\n      id\n      network\n      available\n      acceptsInitialLoad\n      issuanceFee\n      kycFee\n      topupRatePercent\n    }\n  }\n": typeof types.DashboardCardProductsDocument,
    "\n  query DashboardCard($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    card(id: $id) {\n      ...CardFields\n      metadata\n      transactionsConnection(first: $first, after: $after, last: $last, before: $before) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n": typeof types.DashboardCardDocument,
    "\n  query DashboardCardDetails($id: ID!) {\n    cardDetails(id: $id) {\n      cardId\n      number\n      cvv\n      expiryMonth\n      expiryYear\n    }\n  }\n": typeof types.DashboardCardDetailsDocument,
    "\n  mutation DashboardIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        ...CardFields\n      }\n      issuance {\n        fee\n        feeBreakdown\n        initialLoad\n      }\n    }\n  }\n": typeof types.DashboardIssueCardDocument,
    "\n  mutation DashboardFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n": typeof types.DashboardFundCardDocument,
    "\n  mutation DashboardWithdrawFromCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n": typeof types.DashboardWithdrawFromCardDocument,
    "\n  mutation DashboardFreezeCard($id: ID!) {\n    freezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n": typeof types.DashboardFreezeCardDocument,
    "\n  mutation DashboardUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n": typeof types.DashboardUnfreezeCardDocument,
    "\n  mutation DashboardTerminateCard($id: ID!) {\n    terminateCard(id: $id) {\n      ...CardFields\n    }\n  }\n": typeof types.DashboardTerminateCardDocument,
    "\n  mutation DashboardSimulateCardAuthorization($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      ...CardTransactionFields\n    }\n  }\n": typeof types.DashboardSimulateCardAuthorizationDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    createdAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  query DashboardWebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.DashboardWebhookEndpointsDocument,
    "\n  mutation DashboardCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n": typeof types.DashboardCreateWebhookEndpointDocument,
    "\n  mutation DashboardDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      deleted\n    }\n  }\n": typeof types.DashboardDeleteWebhookEndpointDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventType\n    state\n    attemptCount\n    createdAt\n    completedAt\n    nextAttemptAt\n    redeliveredAt\n    attempts {\n      attempt\n      responseStatus\n      durationMs\n      error\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query DashboardWebhookEndpoint($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      __typename\n      ... on WebhookEndpoint {\n        ...WebhookEndpointFields\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            hasPreviousPage\n            startCursor\n            endCursor\n          }\n          edges {\n            node {\n              ...WebhookDeliveryFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardWebhookEndpointDocument,
    "\n  mutation DashboardRedeliverWebhookDelivery($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.DashboardRedeliverWebhookDeliveryDocument,
    "\n  mutation DashboardSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.DashboardSendTestWebhookEventDocument,
    "\n  query DashboardEventsFeed($first: Int!, $types: [EventType!]) {\n    events(first: $first, types: $types) {\n      nodes {\n        id\n        kind\n        type\n        createdAt\n        object {\n          __typename\n          ... on Transfer {\n            id\n            amount\n            currency\n            status\n          }\n          ... on Card {\n            id\n            last4\n            cardStatus: status\n          }\n          ... on CardOperation {\n            id\n            type\n            amount\n            cardId\n          }\n          ... on CardTransaction {\n            id\n            type\n            amount\n            transactionCurrency: currency\n          }\n          ... on Balance {\n            currency\n            available\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardEventsFeedDocument,
    "\n  query DashboardCredential {\n    viewer {\n      credential\n      scopes\n      sessionToken {\n        id\n        createdAt\n        expiresAt\n      }\n    }\n  }\n": typeof types.DashboardCredentialDocument,
    "\n  mutation DashboardCreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) {\n      id\n      token\n      createdAt\n      expiresAt\n    }\n  }\n": typeof types.DashboardCreateSessionTokenDocument,
    "\n  mutation DashboardRenewSessionToken {\n    renewSessionToken {\n      id\n      expiresAt\n    }\n  }\n": typeof types.DashboardRenewSessionTokenDocument,
    "\n  mutation DashboardRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.DashboardRevokeSessionTokenDocument,
    "\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n": typeof types.TransferFieldsFragmentDoc,
    "\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      credential\n      scopes\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n": typeof types.DashboardSessionDocument,
    "\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n": typeof types.DashboardBalancesDocument,
    "\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n": typeof types.DashboardTransferStatsDocument,
    "\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": typeof types.DashboardLatestTransfersDocument,
    "\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": typeof types.DashboardTransfersDocument,
    "\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n": typeof types.DashboardTransferDocument,
    "\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n": typeof types.DashboardCreateTransferDocument,
    "\n  subscription DashboardLiveEvents($types: [EventType!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n        ... on Card {\n          id\n        }\n        ... on CardOperation {\n          id\n          cardId\n        }\n        ... on CardTransaction {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n": typeof types.DashboardLiveEventsDocument,
};
const documents: Documents = {
    "\n  fragment CardFields on Card {\n    id\n    status\n    balance\n    currency\n    product\n    network\n    last4\n    expiryMonth\n    expiryYear\n    reference\n    createdAt\n    cardholder {\n      firstName\n      lastName\n      email\n    }\n  }\n": types.CardFieldsFragmentDoc,
    "\n  fragment CardTransactionFields on CardTransaction {\n    id\n    cardId\n    type\n    transactionStatus: status\n    amount\n    transactionCurrency: currency\n    createdAt\n    merchant {\n      name\n    }\n  }\n": types.CardTransactionFieldsFragmentDoc,
    "\n  query DashboardLatestCardTransactions($first: Int!) {\n    cardTransactions(first: $first) {\n      nodes {\n        ...CardTransactionFields\n      }\n    }\n  }\n": types.DashboardLatestCardTransactionsDocument,
    "\n  query DashboardCards($first: Int, $after: String, $last: Int, $before: String, $status: CardStatus) {\n    cards(first: $first, after: $after, last: $last, before: $before, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...CardFields\n      }\n    }\n  }\n": types.DashboardCardsDocument,
    "\n  query DashboardCardProducts {\n    cardProducts {\n      id\n      network\n      available\n      acceptsInitialLoad\n      issuanceFee\n      kycFee\n      topupRatePercent\n    }\n  }\n": types.DashboardCardProductsDocument,
    "\n  query DashboardCard($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    card(id: $id) {\n      ...CardFields\n      metadata\n      transactionsConnection(first: $first, after: $after, last: $last, before: $before) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n": types.DashboardCardDocument,
    "\n  query DashboardCardDetails($id: ID!) {\n    cardDetails(id: $id) {\n      cardId\n      number\n      cvv\n      expiryMonth\n      expiryYear\n    }\n  }\n": types.DashboardCardDetailsDocument,
    "\n  mutation DashboardIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        ...CardFields\n      }\n      issuance {\n        fee\n        feeBreakdown\n        initialLoad\n      }\n    }\n  }\n": types.DashboardIssueCardDocument,
    "\n  mutation DashboardFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n": types.DashboardFundCardDocument,
    "\n  mutation DashboardWithdrawFromCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n": types.DashboardWithdrawFromCardDocument,
    "\n  mutation DashboardFreezeCard($id: ID!) {\n    freezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n": types.DashboardFreezeCardDocument,
    "\n  mutation DashboardUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n": types.DashboardUnfreezeCardDocument,
    "\n  mutation DashboardTerminateCard($id: ID!) {\n    terminateCard(id: $id) {\n      ...CardFields\n    }\n  }\n": types.DashboardTerminateCardDocument,
    "\n  mutation DashboardSimulateCardAuthorization($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      ...CardTransactionFields\n    }\n  }\n": types.DashboardSimulateCardAuthorizationDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    createdAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  query DashboardWebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.DashboardWebhookEndpointsDocument,
    "\n  mutation DashboardCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n": types.DashboardCreateWebhookEndpointDocument,
    "\n  mutation DashboardDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      deleted\n    }\n  }\n": types.DashboardDeleteWebhookEndpointDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventType\n    state\n    attemptCount\n    createdAt\n    completedAt\n    nextAttemptAt\n    redeliveredAt\n    attempts {\n      attempt\n      responseStatus\n      durationMs\n      error\n      createdAt\n    }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query DashboardWebhookEndpoint($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      __typename\n      ... on WebhookEndpoint {\n        ...WebhookEndpointFields\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            hasPreviousPage\n            startCursor\n            endCursor\n          }\n          edges {\n            node {\n              ...WebhookDeliveryFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DashboardWebhookEndpointDocument,
    "\n  mutation DashboardRedeliverWebhookDelivery($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.DashboardRedeliverWebhookDeliveryDocument,
    "\n  mutation DashboardSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.DashboardSendTestWebhookEventDocument,
    "\n  query DashboardEventsFeed($first: Int!, $types: [EventType!]) {\n    events(first: $first, types: $types) {\n      nodes {\n        id\n        kind\n        type\n        createdAt\n        object {\n          __typename\n          ... on Transfer {\n            id\n            amount\n            currency\n            status\n          }\n          ... on Card {\n            id\n            last4\n            cardStatus: status\n          }\n          ... on CardOperation {\n            id\n            type\n            amount\n            cardId\n          }\n          ... on CardTransaction {\n            id\n            type\n            amount\n            transactionCurrency: currency\n          }\n          ... on Balance {\n            currency\n            available\n          }\n        }\n      }\n    }\n  }\n": types.DashboardEventsFeedDocument,
    "\n  query DashboardCredential {\n    viewer {\n      credential\n      scopes\n      sessionToken {\n        id\n        createdAt\n        expiresAt\n      }\n    }\n  }\n": types.DashboardCredentialDocument,
    "\n  mutation DashboardCreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) {\n      id\n      token\n      createdAt\n      expiresAt\n    }\n  }\n": types.DashboardCreateSessionTokenDocument,
    "\n  mutation DashboardRenewSessionToken {\n    renewSessionToken {\n      id\n      expiresAt\n    }\n  }\n": types.DashboardRenewSessionTokenDocument,
    "\n  mutation DashboardRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.DashboardRevokeSessionTokenDocument,
    "\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n": types.TransferFieldsFragmentDoc,
    "\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      credential\n      scopes\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n": types.DashboardSessionDocument,
    "\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n": types.DashboardBalancesDocument,
    "\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n": types.DashboardTransferStatsDocument,
    "\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": types.DashboardLatestTransfersDocument,
    "\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n": types.DashboardTransfersDocument,
    "\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n": types.DashboardTransferDocument,
    "\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n": types.DashboardCreateTransferDocument,
    "\n  subscription DashboardLiveEvents($types: [EventType!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n        ... on Card {\n          id\n        }\n        ... on CardOperation {\n          id\n          cardId\n        }\n        ... on CardTransaction {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n": types.DashboardLiveEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardFields on Card {\n    id\n    status\n    balance\n    currency\n    product\n    network\n    last4\n    expiryMonth\n    expiryYear\n    reference\n    createdAt\n    cardholder {\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment CardFields on Card {\n    id\n    status\n    balance\n    currency\n    product\n    network\n    last4\n    expiryMonth\n    expiryYear\n    reference\n    createdAt\n    cardholder {\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardTransactionFields on CardTransaction {\n    id\n    cardId\n    type\n    transactionStatus: status\n    amount\n    transactionCurrency: currency\n    createdAt\n    merchant {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CardTransactionFields on CardTransaction {\n    id\n    cardId\n    type\n    transactionStatus: status\n    amount\n    transactionCurrency: currency\n    createdAt\n    merchant {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardLatestCardTransactions($first: Int!) {\n    cardTransactions(first: $first) {\n      nodes {\n        ...CardTransactionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardLatestCardTransactions($first: Int!) {\n    cardTransactions(first: $first) {\n      nodes {\n        ...CardTransactionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCards($first: Int, $after: String, $last: Int, $before: String, $status: CardStatus) {\n    cards(first: $first, after: $after, last: $last, before: $before, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...CardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCards($first: Int, $after: String, $last: Int, $before: String, $status: CardStatus) {\n    cards(first: $first, after: $after, last: $last, before: $before, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...CardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCardProducts {\n    cardProducts {\n      id\n      network\n      available\n      acceptsInitialLoad\n      issuanceFee\n      kycFee\n      topupRatePercent\n    }\n  }\n"): (typeof documents)["\n  query DashboardCardProducts {\n    cardProducts {\n      id\n      network\n      available\n      acceptsInitialLoad\n      issuanceFee\n      kycFee\n      topupRatePercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCard($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    card(id: $id) {\n      ...CardFields\n      metadata\n      transactionsConnection(first: $first, after: $after, last: $last, before: $before) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCard($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    card(id: $id) {\n      ...CardFields\n      metadata\n      transactionsConnection(first: $first, after: $after, last: $last, before: $before) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCardDetails($id: ID!) {\n    cardDetails(id: $id) {\n      cardId\n      number\n      cvv\n      expiryMonth\n      expiryYear\n    }\n  }\n"): (typeof documents)["\n  query DashboardCardDetails($id: ID!) {\n    cardDetails(id: $id) {\n      cardId\n      number\n      cvv\n      expiryMonth\n      expiryYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        ...CardFields\n      }\n      issuance {\n        fee\n        feeBreakdown\n        initialLoad\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        ...CardFields\n      }\n      issuance {\n        fee\n        feeBreakdown\n        initialLoad\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardWithdrawFromCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardWithdrawFromCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      fee\n      card {\n        ...CardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardFreezeCard($id: ID!) {\n    freezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardFreezeCard($id: ID!) {\n    freezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) {\n      ...CardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardTerminateCard($id: ID!) {\n    terminateCard(id: $id) {\n      ...CardFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardTerminateCard($id: ID!) {\n    terminateCard(id: $id) {\n      ...CardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSimulateCardAuthorization($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      ...CardTransactionFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSimulateCardAuthorization($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      ...CardTransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query DashboardWebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      id\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventType\n    state\n    attemptCount\n    createdAt\n    completedAt\n    nextAttemptAt\n    redeliveredAt\n    attempts {\n      attempt\n      responseStatus\n      durationMs\n      error\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    eventType\n    state\n    attemptCount\n    createdAt\n    completedAt\n    nextAttemptAt\n    redeliveredAt\n    attempts {\n      attempt\n      responseStatus\n      durationMs\n      error\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhookEndpoint($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      __typename\n      ... on WebhookEndpoint {\n        ...WebhookEndpointFields\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            hasPreviousPage\n            startCursor\n            endCursor\n          }\n          edges {\n            node {\n              ...WebhookDeliveryFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardWebhookEndpoint($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      __typename\n      ... on WebhookEndpoint {\n        ...WebhookEndpointFields\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            hasPreviousPage\n            startCursor\n            endCursor\n          }\n          edges {\n            node {\n              ...WebhookDeliveryFields\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRedeliverWebhookDelivery($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardRedeliverWebhookDelivery($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEventsFeed($first: Int!, $types: [EventType!]) {\n    events(first: $first, types: $types) {\n      nodes {\n        id\n        kind\n        type\n        createdAt\n        object {\n          __typename\n          ... on Transfer {\n            id\n            amount\n            currency\n            status\n          }\n          ... on Card {\n            id\n            last4\n            cardStatus: status\n          }\n          ... on CardOperation {\n            id\n            type\n            amount\n            cardId\n          }\n          ... on CardTransaction {\n            id\n            type\n            amount\n            transactionCurrency: currency\n          }\n          ... on Balance {\n            currency\n            available\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardEventsFeed($first: Int!, $types: [EventType!]) {\n    events(first: $first, types: $types) {\n      nodes {\n        id\n        kind\n        type\n        createdAt\n        object {\n          __typename\n          ... on Transfer {\n            id\n            amount\n            currency\n            status\n          }\n          ... on Card {\n            id\n            last4\n            cardStatus: status\n          }\n          ... on CardOperation {\n            id\n            type\n            amount\n            cardId\n          }\n          ... on CardTransaction {\n            id\n            type\n            amount\n            transactionCurrency: currency\n          }\n          ... on Balance {\n            currency\n            available\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCredential {\n    viewer {\n      credential\n      scopes\n      sessionToken {\n        id\n        createdAt\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCredential {\n    viewer {\n      credential\n      scopes\n      sessionToken {\n        id\n        createdAt\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) {\n      id\n      token\n      createdAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) {\n      id\n      token\n      createdAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRenewSessionToken {\n    renewSessionToken {\n      id\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardRenewSessionToken {\n    renewSessionToken {\n      id\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n"): (typeof documents)["\n  fragment TransferFields on Transfer {\n    id\n    status\n    amount\n    fee\n    currency\n    reference\n    description\n    createdAt\n    completedAt\n    failureCode\n    failureMessage\n    destination {\n      type\n      last4\n      accountName\n      country\n      bankCode\n      network\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      credential\n      scopes\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n"): (typeof documents)["\n  query DashboardSession {\n    viewer {\n      environment\n      organization {\n        id\n        name\n      }\n      credential\n      scopes\n      apiKey {\n        id\n        prefix\n        scopes\n        expiresAt\n      }\n    }\n    currencies {\n      code\n      exponent\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardBalances {\n    balances {\n      currency\n      available\n      reserved\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTransferStats($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      succeeded {\n        count\n        amount\n      }\n      processing {\n        count\n        amount\n      }\n      failed {\n        count\n        amount\n      }\n      total {\n        count\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardLatestTransfers($first: Int!) {\n    transfers(first: $first) {\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTransfers(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: TransferStatus\n    $currency: Currency\n    $createdAfter: DateTime\n    $createdBefore: DateTime\n    $reference: String\n  ) {\n    transfers(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      currency: $currency\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n      reference: $reference\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      nodes {\n        ...TransferFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTransfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferFields\n      metadata\n      events {\n        id\n        type\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      ...TransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardLiveEvents($types: [EventType!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n        ... on Card {\n          id\n        }\n        ... on CardOperation {\n          id\n          cardId\n        }\n        ... on CardTransaction {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardLiveEvents($types: [EventType!]) {\n    events(types: $types) {\n      id\n      type\n      createdAt\n      object {\n        __typename\n        ... on Balance {\n          currency\n          available\n          reserved\n          total\n        }\n        ... on Transfer {\n          ...TransferFields\n        }\n        ... on Card {\n          id\n        }\n        ... on CardOperation {\n          id\n          cardId\n        }\n        ... on CardTransaction {\n          ...CardTransactionFields\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;