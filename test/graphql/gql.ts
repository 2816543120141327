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
    "\n  query ApiKeysApiList($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) { totalCount nodes { id prefix scopes description secret createdAt expiresAt lastUsedAt revokedAt } pageInfo { hasNextPage } }\n  }\n": typeof types.ApiKeysApiListDocument,
    "\n  mutation ApiKeysApiCreate($input: CreateApiKeyInput!, $idempotencyKey: String!) {\n    createApiKey(input: $input, idempotencyKey: $idempotencyKey) { id prefix scopes description secret expiresAt revokedAt }\n  }\n": typeof types.ApiKeysApiCreateDocument,
    "\n  mutation ApiKeysApiRoll($id: ID!, $expiresInHours: Int, $idempotencyKey: String!) {\n    rollApiKey(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id scopes description secret }\n  }\n": typeof types.ApiKeysApiRollDocument,
    "\n  mutation ApiKeysApiRevoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }\n": typeof types.ApiKeysApiRevokeDocument,
    "\n  query ApiKeysApiNode($id: ID!) { node(id: $id) { id ... on ApiKey { scopes } } }\n": typeof types.ApiKeysApiNodeDocument,
    "\n  query RecoveredDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint { deliveries(first: 5) { edges { node { eventType state attemptCount attempts { responseStatus error } } } } }\n    }\n  }\n": typeof types.RecoveredDeliveriesDocument,
    "\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n": typeof types.DetailsGqlCardDetailsDocument,
    "\n  query CardTransactionSearch($card: ID, $type: CardTransactionType, $status: CardTransactionStatus, $first: Int, $after: String) {\n    cardTransactions(card: $card, type: $type, status: $status, first: $first, after: $after) {\n      nodes { id cardId type status amount }\n      totalCount\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.CardTransactionSearchDocument,
    "\n  mutation CoreIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id status balance last4 network product transactions(page: 1) { data { type amount } hasMore } }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n": typeof types.CoreIssueCardDocument,
    "\n  mutation CoreFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) { type amount fee card { balance } }\n  }\n": typeof types.CoreFundCardDocument,
    "\n  mutation CoreFreezeCard($id: ID!) { freezeCard(id: $id) { status } }\n": typeof types.CoreFreezeCardDocument,
    "\n  query CoreCardDetails($id: ID!) { cardDetails(id: $id) { number cvv expiryMonth expiryYear } }\n": typeof types.CoreCardDetailsDocument,
    "\n  query CardsGqlCard($id: ID!, $page: Int) {\n    card(id: $id) {\n      id environment product network currency status\n      cardholder { firstName lastName email }\n      last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      transactions(page: $page) {\n        data { id cardId type status amount currency merchant { name mcc country } createdAt testData }\n        hasMore\n      }\n    }\n  }\n": typeof types.CardsGqlCardDocument,
    "\n  query CardsGqlCards($first: Int, $after: String, $status: CardStatus) {\n    cards(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status balance } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.CardsGqlCardsDocument,
    "\n  query CardsGqlDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n": typeof types.CardsGqlDetailsDocument,
    "\n  query CardsGqlProducts {\n    cardProducts { id network available issuanceFee kycFee topupRatePercent acceptsInitialLoad }\n  }\n": typeof types.CardsGqlProductsDocument,
    "\n  mutation CardsGqlIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        id environment product network currency status\n        cardholder { firstName lastName email }\n        last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n": typeof types.CardsGqlIssueDocument,
    "\n  mutation CardsGqlFund($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n": typeof types.CardsGqlFundDocument,
    "\n  mutation CardsGqlWithdraw($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n": typeof types.CardsGqlWithdrawDocument,
    "\n  mutation CardsGqlFreeze($id: ID!) { freezeCard(id: $id) { id status balance } }\n": typeof types.CardsGqlFreezeDocument,
    "\n  mutation CardsGqlUnfreeze($id: ID!) { unfreezeCard(id: $id) { id status balance } }\n": typeof types.CardsGqlUnfreezeDocument,
    "\n  mutation CardsGqlTerminate($id: ID!) { terminateCard(id: $id) { id status balance } }\n": typeof types.CardsGqlTerminateDocument,
    "\n  mutation CardsGqlAuthorize($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      id cardId type status amount currency merchant { name mcc country } createdAt testData\n    }\n  }\n": typeof types.CardsGqlAuthorizeDocument,
    "\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n": typeof types.PingDocument,
    "\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.TestFundDocument,
    "\n  query ManagementDeliveries($id: ID!) {\n    webhookEndpoint(id: $id) {\n      deliveries(first: 100) {\n        edges {\n          node {\n            eventId\n          }\n        }\n      }\n    }\n  }\n": typeof types.ManagementDeliveriesDocument,
    "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n": typeof types.ErrorsPingDocument,
    "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n": typeof types.ErrorsCurrenciesDocument,
    "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n": typeof types.ErrorsBalancesDocument,
    "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n": typeof types.ErrorsPingAndBalancesDocument,
    "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.ErrorsTestFundDocument,
    "\n  query Events($first: Int, $after: String, $type: String) {\n    events(first: $first, after: $after, type: $type) {\n      edges { cursor node { id type environment createdAt testData data { object } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.EventsDocument,
    "\n  query GraphViewer {\n    viewer {\n      environment\n      organization { id name liveActivated }\n      apiKey { id prefix scopes createdAt expiresAt }\n    }\n  }\n": typeof types.GraphViewerDocument,
    "\n  query GraphNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Transfer { amount transferStatus: status destination { last4 } }\n      ... on Card { last4 cardStatus: status balance }\n      ... on CardTransaction { cardId type amount }\n      ... on Event { type }\n      ... on WebhookEndpoint { url }\n    }\n  }\n": typeof types.GraphNodeDocument,
    "\n  query GraphCurrencies {\n    currencies { code exponent }\n  }\n": typeof types.GraphCurrenciesDocument,
    "\n  query GraphNodes($ids: [ID!]!) {\n    nodes(ids: $ids) { __typename id }\n  }\n": typeof types.GraphNodesDocument,
    "\n  query GraphDeliveries($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        id\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          edges {\n            cursor\n            node {\n              id eventId eventType state attemptCount nextAttemptAt createdAt completedAt\n              attempts { attempt responseStatus durationMs error createdAt }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GraphDeliveriesDocument,
    "\n  query GraphDeliveriesCount($id: ID!, $first: Int, $last: Int) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: $first, last: $last) { totalCount }\n      }\n    }\n  }\n": typeof types.GraphDeliveriesCountDocument,
    "\n  query GraphTransfersSearch(\n    $first: Int, $after: String, $last: Int, $before: String, $status: TransferStatus, $statuses: [TransferStatus!],\n    $currency: Currency, $createdAfter: DateTime, $createdBefore: DateTime, $reference: String, $last4: String\n  ) {\n    transfers(\n      first: $first, after: $after, last: $last, before: $before, status: $status, statuses: $statuses,\n      currency: $currency, createdAfter: $createdAfter, createdBefore: $createdBefore, reference: $reference, last4: $last4\n    ) {\n      totalCount\n      nodes { id currency reference }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.GraphTransfersSearchDocument,
    "\n  query GraphCardsSearch($statuses: [CardStatus!], $last4: String, $reference: String) {\n    cards(statuses: $statuses, last4: $last4, reference: $reference) { totalCount nodes { id status last4 } }\n  }\n": typeof types.GraphCardsSearchDocument,
    "\n  query GraphCardTransactionsSearch($first: Int, $after: String, $last: Int, $before: String) {\n    cardTransactions(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      nodes { id cardId type status amount currency merchant { name } testData }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.GraphCardTransactionsSearchDocument,
    "\n  query GraphEventsSearch($types: [EventType!], $type: String, $first: Int) {\n    events(types: $types, type: $type, first: $first) {\n      totalCount\n      nodes {\n        id type kind\n        object {\n          __typename\n          ... on Transfer { id amount }\n          ... on Card { id last4 }\n          ... on CardTransaction { id cardId }\n          ... on Balance { currency available reserved }\n          ... on CardOperation { id type amount card { id } }\n        }\n      }\n    }\n  }\n": typeof types.GraphEventsSearchDocument,
    "\n  query GraphDashboardOverview($transfers: Int!, $cards: Int!) {\n    viewer { environment organization { id name } apiKey { prefix scopes } }\n    balances { currency available reserved }\n    transfers(first: $transfers) {\n      totalCount\n      nodes { id amount status createdAt events { id type createdAt } }\n    }\n    cards(first: $cards) {\n      totalCount\n      nodes {\n        id last4 status balance\n        transactionsConnection(first: 5) { totalCount nodes { id type amount } pageInfo { hasNextPage } }\n      }\n    }\n  }\n": typeof types.GraphDashboardOverviewDocument,
    "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.IdemTestFundDocument,
    "\n  query MatrixTransfer($id: ID!) {\n    transfer(id: $id) { id }\n  }\n": typeof types.MatrixTransferDocument,
    "\n  query MatrixTransfers($after: String) {\n    transfers(first: 100, after: $after) { edges { node { id } } }\n  }\n": typeof types.MatrixTransfersDocument,
    "\n  query MatrixCard($id: ID!) {\n    card(id: $id) { id status balance transactions { data { id } } }\n  }\n": typeof types.MatrixCardDocument,
    "\n  query MatrixCards($after: String) {\n    cards(first: 100, after: $after) { edges { node { id } } }\n  }\n": typeof types.MatrixCardsDocument,
    "\n  query MatrixCardTransactions($after: String) {\n    cardTransactions(first: 100, after: $after) { edges { node { id cardId } } }\n  }\n": typeof types.MatrixCardTransactionsDocument,
    "\n  query MatrixCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv }\n  }\n": typeof types.MatrixCardDetailsDocument,
    "\n  query MatrixEvents($after: String) {\n    events(first: 100, after: $after) { edges { node { id type data { object } } } }\n  }\n": typeof types.MatrixEventsDocument,
    "\n  query MatrixWebhookEndpoints {\n    webhookEndpoints { id url }\n  }\n": typeof types.MatrixWebhookEndpointsDocument,
    "\n  query MatrixNode($id: ID!) {\n    node(id: $id) { id }\n  }\n": typeof types.MatrixNodeDocument,
    "\n  query MatrixViewerAndStats($from: DateTime!, $to: DateTime!) {\n    viewer { environment organization { id } }\n    transferStats(from: $from, to: $to) { currency total { count amount } }\n  }\n": typeof types.MatrixViewerAndStatsDocument,
    "\n  query MatrixTenantless {\n    ping { environment organization { id } apiKey { id } }\n    currencies { code }\n    cardProducts { id }\n  }\n": typeof types.MatrixTenantlessDocument,
    "\n  query MatrixBalances {\n    balances { currency available reserved total }\n  }\n": typeof types.MatrixBalancesDocument,
    "\n  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixFundCardDocument,
    "\n  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixWithdrawFromCardDocument,
    "\n  mutation MatrixFreezeCard($id: ID!) {\n    freezeCard(id: $id) { id status }\n  }\n": typeof types.MatrixFreezeCardDocument,
    "\n  mutation MatrixUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) { id status }\n  }\n": typeof types.MatrixUnfreezeCardDocument,
    "\n  mutation MatrixTerminateCard($id: ID!) {\n    terminateCard(id: $id) { id status }\n  }\n": typeof types.MatrixTerminateCardDocument,
    "\n  mutation MatrixUpdateCardSpendingControls($id: ID!) {\n    updateCardSpendingControls(id: $id, input: { spendingLimits: [{ amount: 1, interval: daily }] }) { id }\n  }\n": typeof types.MatrixUpdateCardSpendingControlsDocument,
    "\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n": typeof types.MatrixSimulateCardAuthorizationDocument,
    "\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": typeof types.MatrixDeleteWebhookEndpointDocument,
    "\n  query MatrixWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url }\n  }\n": typeof types.MatrixWebhookEndpointDocument,
    "\n  query MatrixWebhookEndpointsConnection($after: String) {\n    webhookEndpointsConnection(first: 100, after: $after) { edges { node { id } } }\n  }\n": typeof types.MatrixWebhookEndpointsConnectionDocument,
    "\n  mutation MatrixUpdateWebhookEndpoint($id: ID!) {\n    updateWebhookEndpoint(id: $id, input: { description: \"A's\", disabled: true }) { id }\n  }\n": typeof types.MatrixUpdateWebhookEndpointDocument,
    "\n  mutation MatrixRollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: 0) { id secret }\n  }\n": typeof types.MatrixRollWebhookEndpointSecretDocument,
    "\n  mutation MatrixSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixSendTestWebhookEventDocument,
    "\n  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixCreateTransferDocument,
    "\n  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }\n  }\n": typeof types.MatrixIssueCardDocument,
    "\n  mutation MatrixTestFund($idempotencyKey: String!) {\n    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }\n  }\n": typeof types.MatrixTestFundDocument,
    "\n  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id }\n  }\n": typeof types.MatrixCreateWebhookEndpointDocument,
    "\n  query MatrixApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) { edges { node { id prefix } } }\n  }\n": typeof types.MatrixApiKeysDocument,
    "\n  mutation MatrixRollApiKey($id: ID!, $idempotencyKey: String!) {\n    rollApiKey(id: $id, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixRollApiKeyDocument,
    "\n  mutation MatrixRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n": typeof types.MatrixRevokeApiKeyDocument,
    "\n  mutation MatrixRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n": typeof types.MatrixRevokeSessionTokenDocument,
    "\n  mutation MatrixCreateApiKey($idempotencyKey: String!) {\n    createApiKey(input: { scopes: [\"cards:read\"] }, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixCreateApiKeyDocument,
    "\n  subscription MatrixEventsSubscription {\n    events { id type data { object } }\n  }\n": typeof types.MatrixEventsSubscriptionDocument,
    "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n": typeof types.IsolationPingDocument,
    "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n": typeof types.IsolationBalancesDocument,
    "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n": typeof types.IsolationTestFundDocument,
    "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n": typeof types.IsolationTransferDocument,
    "\n  mutation RaceRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state attemptCount }\n  }\n": typeof types.RaceRedeliverDocument,
    "\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n": typeof types.RlPingDocument,
    "\n  query RealTimeDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { eventId eventType state attemptCount requestBody attempts { attempt responseStatus responseBody error } } }\n        }\n      }\n    }\n  }\n": typeof types.RealTimeDeliveriesDocument,
    "\n  mutation RealTimeRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state }\n  }\n": typeof types.RealTimeRedeliverDocument,
    "\n  query RealTimeDeliveryIds($endpoint: ID!) {\n    node(id: $endpoint) { ... on WebhookEndpoint { deliveries(first: 5) { edges { node { id } } } } }\n  }\n": typeof types.RealTimeDeliveryIdsDocument,
    "\n  mutation RealTimeAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) { id status declineReason amount }\n  }\n": typeof types.RealTimeAuthorizeDocument,
    "\n  subscription RealTimeEvents($types: [EventType!]) {\n    events(types: $types) { type data { object } }\n  }\n": typeof types.RealTimeEventsDocument,
    "\n  query SearchExportTransfers($referencePrefix: String, $amountGte: SafeInt, $amountLte: SafeInt, $status: TransferStatus, $first: Int) {\n    transfers(referencePrefix: $referencePrefix, amountGte: $amountGte, amountLte: $amountLte, status: $status, first: $first) {\n      nodes { id reference amount }\n      totalCount\n      pageInfo { hasNextPage }\n    }\n  }\n": typeof types.SearchExportTransfersDocument,
    "\n  query SecretsCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }\n  }\n": typeof types.SecretsCardDetailsDocument,
    "\n  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }\n  }\n": typeof types.SecretsIssueCardDocument,
    "\n  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }\n  }\n": typeof types.SecretsCreateWebhookEndpointDocument,
    "\n  query SecretsPing {\n    ping { environment }\n  }\n": typeof types.SecretsPingDocument,
    "\n  mutation CreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) { id token scopes expiresAt trustedDocumentsOnly createdAt revokedAt }\n  }\n": typeof types.CreateSessionTokenDocument,
    "\n  mutation RenewSessionToken {\n    renewSessionToken { id expiresAt }\n  }\n": typeof types.RenewSessionTokenDocument,
    "\n  mutation RevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n": typeof types.RevokeSessionTokenDocument,
    "\n  query SessionViewer {\n    viewer {\n      credential\n      scopes\n      expiresAt\n      apiKey { id }\n      sessionToken { id prefix scopes trustedDocumentsOnly createdAt expiresAt }\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  query SessionBalances {\n    balances { currency available }\n  }\n": typeof types.SessionBalancesDocument,
    "\n  mutation ControlsIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n    }\n  }\n": typeof types.ControlsIssueDocument,
    "\n  mutation ControlsUpdate($id: ID!, $input: SpendingControlsInput!) {\n    updateCardSpendingControls(id: $id, input: $input) {\n      id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories }\n    }\n  }\n": typeof types.ControlsUpdateDocument,
    "\n  mutation ControlsAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) {\n      id status declineReason amount merchant { name category }\n    }\n  }\n": typeof types.ControlsAuthorizeDocument,
    "\n  query ControlsCard($id: ID!) {\n    card(id: $id) { id balance status spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n  }\n": typeof types.ControlsCardDocument,
    "\n  query ControlsCategories { merchantCategories { id name mccRanges { from to } } }\n": typeof types.ControlsCategoriesDocument,
    "\n  mutation ControlsFreeze($id: ID!) { freezeCard(id: $id) { id status } }\n": typeof types.ControlsFreezeDocument,
    "\n  subscription LiveEvents($types: [EventType!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n": typeof types.LiveEventsDocument,
    "\n  subscription LiveTimelines($types: [EventType!]) {\n    events(types: $types) { type object { ... on Transfer { id status events { type } } } }\n  }\n": typeof types.LiveTimelinesDocument,
    "\n  query TransferStatsQuery($from: DateTime!, $to: DateTime!, $currency: Currency) {\n    transferStats(from: $from, to: $to, currency: $currency) {\n      currency\n      processing { count amount fee }\n      succeeded { count amount fee }\n      failed { count amount fee }\n      total { count amount fee }\n    }\n  }\n": typeof types.TransferStatsQueryDocument,
    "\n  query TransferStatsDays($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      total { count amount fee }\n      days { day succeeded { count amount fee } failed { count amount fee } total { count amount fee } }\n    }\n  }\n": typeof types.TransferStatsDaysDocument,
    "\n  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": typeof types.TransfersGqlCreateDocument,
    "\n  query TransfersGqlTransfer($id: ID!) {\n    transfer(id: $id) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": typeof types.TransfersGqlTransferDocument,
    "\n  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {\n    transfers(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status amount failureCode } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.TransfersGqlListDocument,
    "\n  query TransfersGqlBalances {\n    balances { currency available reserved total }\n  }\n": typeof types.TransfersGqlBalancesDocument,
    "\n  fragment OperatorDelivery on WebhookDelivery {\n    id eventId eventType state attemptCount nextAttemptAt createdAt completedAt redeliveredAt\n    attempts { attempt responseStatus }\n  }\n": typeof types.OperatorDeliveryFragmentDoc,
    "\n  mutation OperatorRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n": typeof types.OperatorRedeliverDocument,
    "\n  mutation OperatorSendTest($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n": typeof types.OperatorSendTestDocument,
    "\n  query OperatorEventNode($id: ID!) {\n    node(id: $id) { id }\n  }\n": typeof types.OperatorEventNodeDocument,
    "\n  subscription OperatorLiveEvents {\n    events { id type }\n  }\n": typeof types.OperatorLiveEventsDocument,
    "\n  query ManagedEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url events description disabled previousSecretExpiresAt secret createdAt testData }\n  }\n": typeof types.ManagedEndpointDocument,
    "\n  query ManagedEndpointsConnection($first: Int, $after: String) {\n    webhookEndpointsConnection(first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id url } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n    webhookEndpoints { id }\n  }\n": typeof types.ManagedEndpointsConnectionDocument,
    "\n  mutation ManagedUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description disabled secret }\n  }\n": typeof types.ManagedUpdateEndpointDocument,
    "\n  mutation ManagedRollSecret($id: ID!, $expiresInHours: Int, $idempotencyKey: String) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id secret previousSecretExpiresAt disabled }\n  }\n": typeof types.ManagedRollSecretDocument,
    "\n  query ManagedDeliveries($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { id eventId eventType state attemptCount nextAttemptAt requestBody attempts { attempt responseStatus responseBody } } }\n        }\n      }\n    }\n  }\n": typeof types.ManagedDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id url events description secret createdAt testData }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints { id url events secret }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
};
const documents: Documents = {
    "\n  query ApiKeysApiList($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) { totalCount nodes { id prefix scopes description secret createdAt expiresAt lastUsedAt revokedAt } pageInfo { hasNextPage } }\n  }\n": types.ApiKeysApiListDocument,
    "\n  mutation ApiKeysApiCreate($input: CreateApiKeyInput!, $idempotencyKey: String!) {\n    createApiKey(input: $input, idempotencyKey: $idempotencyKey) { id prefix scopes description secret expiresAt revokedAt }\n  }\n": types.ApiKeysApiCreateDocument,
    "\n  mutation ApiKeysApiRoll($id: ID!, $expiresInHours: Int, $idempotencyKey: String!) {\n    rollApiKey(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id scopes description secret }\n  }\n": types.ApiKeysApiRollDocument,
    "\n  mutation ApiKeysApiRevoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }\n": types.ApiKeysApiRevokeDocument,
    "\n  query ApiKeysApiNode($id: ID!) { node(id: $id) { id ... on ApiKey { scopes } } }\n": types.ApiKeysApiNodeDocument,
    "\n  query RecoveredDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint { deliveries(first: 5) { edges { node { eventType state attemptCount attempts { responseStatus error } } } } }\n    }\n  }\n": types.RecoveredDeliveriesDocument,
    "\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n": types.DetailsGqlCardDetailsDocument,
    "\n  query CardTransactionSearch($card: ID, $type: CardTransactionType, $status: CardTransactionStatus, $first: Int, $after: String) {\n    cardTransactions(card: $card, type: $type, status: $status, first: $first, after: $after) {\n      nodes { id cardId type status amount }\n      totalCount\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.CardTransactionSearchDocument,
    "\n  mutation CoreIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id status balance last4 network product transactions(page: 1) { data { type amount } hasMore } }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n": types.CoreIssueCardDocument,
    "\n  mutation CoreFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) { type amount fee card { balance } }\n  }\n": types.CoreFundCardDocument,
    "\n  mutation CoreFreezeCard($id: ID!) { freezeCard(id: $id) { status } }\n": types.CoreFreezeCardDocument,
    "\n  query CoreCardDetails($id: ID!) { cardDetails(id: $id) { number cvv expiryMonth expiryYear } }\n": types.CoreCardDetailsDocument,
    "\n  query CardsGqlCard($id: ID!, $page: Int) {\n    card(id: $id) {\n      id environment product network currency status\n      cardholder { firstName lastName email }\n      last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      transactions(page: $page) {\n        data { id cardId type status amount currency merchant { name mcc country } createdAt testData }\n        hasMore\n      }\n    }\n  }\n": types.CardsGqlCardDocument,
    "\n  query CardsGqlCards($first: Int, $after: String, $status: CardStatus) {\n    cards(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status balance } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.CardsGqlCardsDocument,
    "\n  query CardsGqlDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n": types.CardsGqlDetailsDocument,
    "\n  query CardsGqlProducts {\n    cardProducts { id network available issuanceFee kycFee topupRatePercent acceptsInitialLoad }\n  }\n": types.CardsGqlProductsDocument,
    "\n  mutation CardsGqlIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        id environment product network currency status\n        cardholder { firstName lastName email }\n        last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n": types.CardsGqlIssueDocument,
    "\n  mutation CardsGqlFund($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n": types.CardsGqlFundDocument,
    "\n  mutation CardsGqlWithdraw($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n": types.CardsGqlWithdrawDocument,
    "\n  mutation CardsGqlFreeze($id: ID!) { freezeCard(id: $id) { id status balance } }\n": types.CardsGqlFreezeDocument,
    "\n  mutation CardsGqlUnfreeze($id: ID!) { unfreezeCard(id: $id) { id status balance } }\n": types.CardsGqlUnfreezeDocument,
    "\n  mutation CardsGqlTerminate($id: ID!) { terminateCard(id: $id) { id status balance } }\n": types.CardsGqlTerminateDocument,
    "\n  mutation CardsGqlAuthorize($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      id cardId type status amount currency merchant { name mcc country } createdAt testData\n    }\n  }\n": types.CardsGqlAuthorizeDocument,
    "\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n": types.PingDocument,
    "\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.TestFundDocument,
    "\n  query ManagementDeliveries($id: ID!) {\n    webhookEndpoint(id: $id) {\n      deliveries(first: 100) {\n        edges {\n          node {\n            eventId\n          }\n        }\n      }\n    }\n  }\n": types.ManagementDeliveriesDocument,
    "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n": types.ErrorsPingDocument,
    "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n": types.ErrorsCurrenciesDocument,
    "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n": types.ErrorsBalancesDocument,
    "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n": types.ErrorsPingAndBalancesDocument,
    "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.ErrorsTestFundDocument,
    "\n  query Events($first: Int, $after: String, $type: String) {\n    events(first: $first, after: $after, type: $type) {\n      edges { cursor node { id type environment createdAt testData data { object } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.EventsDocument,
    "\n  query GraphViewer {\n    viewer {\n      environment\n      organization { id name liveActivated }\n      apiKey { id prefix scopes createdAt expiresAt }\n    }\n  }\n": types.GraphViewerDocument,
    "\n  query GraphNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Transfer { amount transferStatus: status destination { last4 } }\n      ... on Card { last4 cardStatus: status balance }\n      ... on CardTransaction { cardId type amount }\n      ... on Event { type }\n      ... on WebhookEndpoint { url }\n    }\n  }\n": types.GraphNodeDocument,
    "\n  query GraphCurrencies {\n    currencies { code exponent }\n  }\n": types.GraphCurrenciesDocument,
    "\n  query GraphNodes($ids: [ID!]!) {\n    nodes(ids: $ids) { __typename id }\n  }\n": types.GraphNodesDocument,
    "\n  query GraphDeliveries($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        id\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          edges {\n            cursor\n            node {\n              id eventId eventType state attemptCount nextAttemptAt createdAt completedAt\n              attempts { attempt responseStatus durationMs error createdAt }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GraphDeliveriesDocument,
    "\n  query GraphDeliveriesCount($id: ID!, $first: Int, $last: Int) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: $first, last: $last) { totalCount }\n      }\n    }\n  }\n": types.GraphDeliveriesCountDocument,
    "\n  query GraphTransfersSearch(\n    $first: Int, $after: String, $last: Int, $before: String, $status: TransferStatus, $statuses: [TransferStatus!],\n    $currency: Currency, $createdAfter: DateTime, $createdBefore: DateTime, $reference: String, $last4: String\n  ) {\n    transfers(\n      first: $first, after: $after, last: $last, before: $before, status: $status, statuses: $statuses,\n      currency: $currency, createdAfter: $createdAfter, createdBefore: $createdBefore, reference: $reference, last4: $last4\n    ) {\n      totalCount\n      nodes { id currency reference }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.GraphTransfersSearchDocument,
    "\n  query GraphCardsSearch($statuses: [CardStatus!], $last4: String, $reference: String) {\n    cards(statuses: $statuses, last4: $last4, reference: $reference) { totalCount nodes { id status last4 } }\n  }\n": types.GraphCardsSearchDocument,
    "\n  query GraphCardTransactionsSearch($first: Int, $after: String, $last: Int, $before: String) {\n    cardTransactions(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      nodes { id cardId type status amount currency merchant { name } testData }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.GraphCardTransactionsSearchDocument,
    "\n  query GraphEventsSearch($types: [EventType!], $type: String, $first: Int) {\n    events(types: $types, type: $type, first: $first) {\n      totalCount\n      nodes {\n        id type kind\n        object {\n          __typename\n          ... on Transfer { id amount }\n          ... on Card { id last4 }\n          ... on CardTransaction { id cardId }\n          ... on Balance { currency available reserved }\n          ... on CardOperation { id type amount card { id } }\n        }\n      }\n    }\n  }\n": types.GraphEventsSearchDocument,
    "\n  query GraphDashboardOverview($transfers: Int!, $cards: Int!) {\n    viewer { environment organization { id name } apiKey { prefix scopes } }\n    balances { currency available reserved }\n    transfers(first: $transfers) {\n      totalCount\n      nodes { id amount status createdAt events { id type createdAt } }\n    }\n    cards(first: $cards) {\n      totalCount\n      nodes {\n        id last4 status balance\n        transactionsConnection(first: 5) { totalCount nodes { id type amount } pageInfo { hasNextPage } }\n      }\n    }\n  }\n": types.GraphDashboardOverviewDocument,
    "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.IdemTestFundDocument,
    "\n  query MatrixTransfer($id: ID!) {\n    transfer(id: $id) { id }\n  }\n": types.MatrixTransferDocument,
    "\n  query MatrixTransfers($after: String) {\n    transfers(first: 100, after: $after) { edges { node { id } } }\n  }\n": types.MatrixTransfersDocument,
    "\n  query MatrixCard($id: ID!) {\n    card(id: $id) { id status balance transactions { data { id } } }\n  }\n": types.MatrixCardDocument,
    "\n  query MatrixCards($after: String) {\n    cards(first: 100, after: $after) { edges { node { id } } }\n  }\n": types.MatrixCardsDocument,
    "\n  query MatrixCardTransactions($after: String) {\n    cardTransactions(first: 100, after: $after) { edges { node { id cardId } } }\n  }\n": types.MatrixCardTransactionsDocument,
    "\n  query MatrixCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv }\n  }\n": types.MatrixCardDetailsDocument,
    "\n  query MatrixEvents($after: String) {\n    events(first: 100, after: $after) { edges { node { id type data { object } } } }\n  }\n": types.MatrixEventsDocument,
    "\n  query MatrixWebhookEndpoints {\n    webhookEndpoints { id url }\n  }\n": types.MatrixWebhookEndpointsDocument,
    "\n  query MatrixNode($id: ID!) {\n    node(id: $id) { id }\n  }\n": types.MatrixNodeDocument,
    "\n  query MatrixViewerAndStats($from: DateTime!, $to: DateTime!) {\n    viewer { environment organization { id } }\n    transferStats(from: $from, to: $to) { currency total { count amount } }\n  }\n": types.MatrixViewerAndStatsDocument,
    "\n  query MatrixTenantless {\n    ping { environment organization { id } apiKey { id } }\n    currencies { code }\n    cardProducts { id }\n  }\n": types.MatrixTenantlessDocument,
    "\n  query MatrixBalances {\n    balances { currency available reserved total }\n  }\n": types.MatrixBalancesDocument,
    "\n  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixFundCardDocument,
    "\n  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixWithdrawFromCardDocument,
    "\n  mutation MatrixFreezeCard($id: ID!) {\n    freezeCard(id: $id) { id status }\n  }\n": types.MatrixFreezeCardDocument,
    "\n  mutation MatrixUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) { id status }\n  }\n": types.MatrixUnfreezeCardDocument,
    "\n  mutation MatrixTerminateCard($id: ID!) {\n    terminateCard(id: $id) { id status }\n  }\n": types.MatrixTerminateCardDocument,
    "\n  mutation MatrixUpdateCardSpendingControls($id: ID!) {\n    updateCardSpendingControls(id: $id, input: { spendingLimits: [{ amount: 1, interval: daily }] }) { id }\n  }\n": types.MatrixUpdateCardSpendingControlsDocument,
    "\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n": types.MatrixSimulateCardAuthorizationDocument,
    "\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": types.MatrixDeleteWebhookEndpointDocument,
    "\n  query MatrixWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url }\n  }\n": types.MatrixWebhookEndpointDocument,
    "\n  query MatrixWebhookEndpointsConnection($after: String) {\n    webhookEndpointsConnection(first: 100, after: $after) { edges { node { id } } }\n  }\n": types.MatrixWebhookEndpointsConnectionDocument,
    "\n  mutation MatrixUpdateWebhookEndpoint($id: ID!) {\n    updateWebhookEndpoint(id: $id, input: { description: \"A's\", disabled: true }) { id }\n  }\n": types.MatrixUpdateWebhookEndpointDocument,
    "\n  mutation MatrixRollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: 0) { id secret }\n  }\n": types.MatrixRollWebhookEndpointSecretDocument,
    "\n  mutation MatrixSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixSendTestWebhookEventDocument,
    "\n  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixCreateTransferDocument,
    "\n  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }\n  }\n": types.MatrixIssueCardDocument,
    "\n  mutation MatrixTestFund($idempotencyKey: String!) {\n    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }\n  }\n": types.MatrixTestFundDocument,
    "\n  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id }\n  }\n": types.MatrixCreateWebhookEndpointDocument,
    "\n  query MatrixApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) { edges { node { id prefix } } }\n  }\n": types.MatrixApiKeysDocument,
    "\n  mutation MatrixRollApiKey($id: ID!, $idempotencyKey: String!) {\n    rollApiKey(id: $id, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixRollApiKeyDocument,
    "\n  mutation MatrixRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n": types.MatrixRevokeApiKeyDocument,
    "\n  mutation MatrixRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n": types.MatrixRevokeSessionTokenDocument,
    "\n  mutation MatrixCreateApiKey($idempotencyKey: String!) {\n    createApiKey(input: { scopes: [\"cards:read\"] }, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixCreateApiKeyDocument,
    "\n  subscription MatrixEventsSubscription {\n    events { id type data { object } }\n  }\n": types.MatrixEventsSubscriptionDocument,
    "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n": types.IsolationPingDocument,
    "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n": types.IsolationBalancesDocument,
    "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n": types.IsolationTestFundDocument,
    "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n": types.IsolationTransferDocument,
    "\n  mutation RaceRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state attemptCount }\n  }\n": types.RaceRedeliverDocument,
    "\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n": types.RlPingDocument,
    "\n  query RealTimeDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { eventId eventType state attemptCount requestBody attempts { attempt responseStatus responseBody error } } }\n        }\n      }\n    }\n  }\n": types.RealTimeDeliveriesDocument,
    "\n  mutation RealTimeRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state }\n  }\n": types.RealTimeRedeliverDocument,
    "\n  query RealTimeDeliveryIds($endpoint: ID!) {\n    node(id: $endpoint) { ... on WebhookEndpoint { deliveries(first: 5) { edges { node { id } } } } }\n  }\n": types.RealTimeDeliveryIdsDocument,
    "\n  mutation RealTimeAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) { id status declineReason amount }\n  }\n": types.RealTimeAuthorizeDocument,
    "\n  subscription RealTimeEvents($types: [EventType!]) {\n    events(types: $types) { type data { object } }\n  }\n": types.RealTimeEventsDocument,
    "\n  query SearchExportTransfers($referencePrefix: String, $amountGte: SafeInt, $amountLte: SafeInt, $status: TransferStatus, $first: Int) {\n    transfers(referencePrefix: $referencePrefix, amountGte: $amountGte, amountLte: $amountLte, status: $status, first: $first) {\n      nodes { id reference amount }\n      totalCount\n      pageInfo { hasNextPage }\n    }\n  }\n": types.SearchExportTransfersDocument,
    "\n  query SecretsCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }\n  }\n": types.SecretsCardDetailsDocument,
    "\n  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }\n  }\n": types.SecretsIssueCardDocument,
    "\n  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }\n  }\n": types.SecretsCreateWebhookEndpointDocument,
    "\n  query SecretsPing {\n    ping { environment }\n  }\n": types.SecretsPingDocument,
    "\n  mutation CreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) { id token scopes expiresAt trustedDocumentsOnly createdAt revokedAt }\n  }\n": types.CreateSessionTokenDocument,
    "\n  mutation RenewSessionToken {\n    renewSessionToken { id expiresAt }\n  }\n": types.RenewSessionTokenDocument,
    "\n  mutation RevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n": types.RevokeSessionTokenDocument,
    "\n  query SessionViewer {\n    viewer {\n      credential\n      scopes\n      expiresAt\n      apiKey { id }\n      sessionToken { id prefix scopes trustedDocumentsOnly createdAt expiresAt }\n    }\n  }\n": types.SessionViewerDocument,
    "\n  query SessionBalances {\n    balances { currency available }\n  }\n": types.SessionBalancesDocument,
    "\n  mutation ControlsIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n    }\n  }\n": types.ControlsIssueDocument,
    "\n  mutation ControlsUpdate($id: ID!, $input: SpendingControlsInput!) {\n    updateCardSpendingControls(id: $id, input: $input) {\n      id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories }\n    }\n  }\n": types.ControlsUpdateDocument,
    "\n  mutation ControlsAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) {\n      id status declineReason amount merchant { name category }\n    }\n  }\n": types.ControlsAuthorizeDocument,
    "\n  query ControlsCard($id: ID!) {\n    card(id: $id) { id balance status spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n  }\n": types.ControlsCardDocument,
    "\n  query ControlsCategories { merchantCategories { id name mccRanges { from to } } }\n": types.ControlsCategoriesDocument,
    "\n  mutation ControlsFreeze($id: ID!) { freezeCard(id: $id) { id status } }\n": types.ControlsFreezeDocument,
    "\n  subscription LiveEvents($types: [EventType!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n": types.LiveEventsDocument,
    "\n  subscription LiveTimelines($types: [EventType!]) {\n    events(types: $types) { type object { ... on Transfer { id status events { type } } } }\n  }\n": types.LiveTimelinesDocument,
    "\n  query TransferStatsQuery($from: DateTime!, $to: DateTime!, $currency: Currency) {\n    transferStats(from: $from, to: $to, currency: $currency) {\n      currency\n      processing { count amount fee }\n      succeeded { count amount fee }\n      failed { count amount fee }\n      total { count amount fee }\n    }\n  }\n": types.TransferStatsQueryDocument,
    "\n  query TransferStatsDays($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      total { count amount fee }\n      days { day succeeded { count amount fee } failed { count amount fee } total { count amount fee } }\n    }\n  }\n": types.TransferStatsDaysDocument,
    "\n  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": types.TransfersGqlCreateDocument,
    "\n  query TransfersGqlTransfer($id: ID!) {\n    transfer(id: $id) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": types.TransfersGqlTransferDocument,
    "\n  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {\n    transfers(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status amount failureCode } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.TransfersGqlListDocument,
    "\n  query TransfersGqlBalances {\n    balances { currency available reserved total }\n  }\n": types.TransfersGqlBalancesDocument,
    "\n  fragment OperatorDelivery on WebhookDelivery {\n    id eventId eventType state attemptCount nextAttemptAt createdAt completedAt redeliveredAt\n    attempts { attempt responseStatus }\n  }\n": types.OperatorDeliveryFragmentDoc,
    "\n  mutation OperatorRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n": types.OperatorRedeliverDocument,
    "\n  mutation OperatorSendTest($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n": types.OperatorSendTestDocument,
    "\n  query OperatorEventNode($id: ID!) {\n    node(id: $id) { id }\n  }\n": types.OperatorEventNodeDocument,
    "\n  subscription OperatorLiveEvents {\n    events { id type }\n  }\n": types.OperatorLiveEventsDocument,
    "\n  query ManagedEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url events description disabled previousSecretExpiresAt secret createdAt testData }\n  }\n": types.ManagedEndpointDocument,
    "\n  query ManagedEndpointsConnection($first: Int, $after: String) {\n    webhookEndpointsConnection(first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id url } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n    webhookEndpoints { id }\n  }\n": types.ManagedEndpointsConnectionDocument,
    "\n  mutation ManagedUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description disabled secret }\n  }\n": types.ManagedUpdateEndpointDocument,
    "\n  mutation ManagedRollSecret($id: ID!, $expiresInHours: Int, $idempotencyKey: String) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id secret previousSecretExpiresAt disabled }\n  }\n": types.ManagedRollSecretDocument,
    "\n  query ManagedDeliveries($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { id eventId eventType state attemptCount nextAttemptAt requestBody attempts { attempt responseStatus responseBody } } }\n        }\n      }\n    }\n  }\n": types.ManagedDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id url events description secret createdAt testData }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints { id url events secret }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": types.DeleteWebhookEndpointDocument,
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
export function graphql(source: "\n  query ApiKeysApiList($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) { totalCount nodes { id prefix scopes description secret createdAt expiresAt lastUsedAt revokedAt } pageInfo { hasNextPage } }\n  }\n"): (typeof documents)["\n  query ApiKeysApiList($first: Int, $after: String) {\n    apiKeys(first: $first, after: $after) { totalCount nodes { id prefix scopes description secret createdAt expiresAt lastUsedAt revokedAt } pageInfo { hasNextPage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeysApiCreate($input: CreateApiKeyInput!, $idempotencyKey: String!) {\n    createApiKey(input: $input, idempotencyKey: $idempotencyKey) { id prefix scopes description secret expiresAt revokedAt }\n  }\n"): (typeof documents)["\n  mutation ApiKeysApiCreate($input: CreateApiKeyInput!, $idempotencyKey: String!) {\n    createApiKey(input: $input, idempotencyKey: $idempotencyKey) { id prefix scopes description secret expiresAt revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeysApiRoll($id: ID!, $expiresInHours: Int, $idempotencyKey: String!) {\n    rollApiKey(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id scopes description secret }\n  }\n"): (typeof documents)["\n  mutation ApiKeysApiRoll($id: ID!, $expiresInHours: Int, $idempotencyKey: String!) {\n    rollApiKey(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id scopes description secret }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeysApiRevoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }\n"): (typeof documents)["\n  mutation ApiKeysApiRevoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysApiNode($id: ID!) { node(id: $id) { id ... on ApiKey { scopes } } }\n"): (typeof documents)["\n  query ApiKeysApiNode($id: ID!) { node(id: $id) { id ... on ApiKey { scopes } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecoveredDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint { deliveries(first: 5) { edges { node { eventType state attemptCount attempts { responseStatus error } } } } }\n    }\n  }\n"): (typeof documents)["\n  query RecoveredDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint { deliveries(first: 5) { edges { node { eventType state attemptCount attempts { responseStatus error } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n"): (typeof documents)["\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardTransactionSearch($card: ID, $type: CardTransactionType, $status: CardTransactionStatus, $first: Int, $after: String) {\n    cardTransactions(card: $card, type: $type, status: $status, first: $first, after: $after) {\n      nodes { id cardId type status amount }\n      totalCount\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CardTransactionSearch($card: ID, $type: CardTransactionType, $status: CardTransactionStatus, $first: Int, $after: String) {\n    cardTransactions(card: $card, type: $type, status: $status, first: $first, after: $after) {\n      nodes { id cardId type status amount }\n      totalCount\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CoreIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id status balance last4 network product transactions(page: 1) { data { type amount } hasMore } }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n"): (typeof documents)["\n  mutation CoreIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id status balance last4 network product transactions(page: 1) { data { type amount } hasMore } }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CoreFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) { type amount fee card { balance } }\n  }\n"): (typeof documents)["\n  mutation CoreFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) { type amount fee card { balance } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CoreFreezeCard($id: ID!) { freezeCard(id: $id) { status } }\n"): (typeof documents)["\n  mutation CoreFreezeCard($id: ID!) { freezeCard(id: $id) { status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoreCardDetails($id: ID!) { cardDetails(id: $id) { number cvv expiryMonth expiryYear } }\n"): (typeof documents)["\n  query CoreCardDetails($id: ID!) { cardDetails(id: $id) { number cvv expiryMonth expiryYear } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsGqlCard($id: ID!, $page: Int) {\n    card(id: $id) {\n      id environment product network currency status\n      cardholder { firstName lastName email }\n      last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      transactions(page: $page) {\n        data { id cardId type status amount currency merchant { name mcc country } createdAt testData }\n        hasMore\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardsGqlCard($id: ID!, $page: Int) {\n    card(id: $id) {\n      id environment product network currency status\n      cardholder { firstName lastName email }\n      last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      transactions(page: $page) {\n        data { id cardId type status amount currency merchant { name mcc country } createdAt testData }\n        hasMore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsGqlCards($first: Int, $after: String, $status: CardStatus) {\n    cards(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status balance } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query CardsGqlCards($first: Int, $after: String, $status: CardStatus) {\n    cards(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status balance } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsGqlDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n"): (typeof documents)["\n  query CardsGqlDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsGqlProducts {\n    cardProducts { id network available issuanceFee kycFee topupRatePercent acceptsInitialLoad }\n  }\n"): (typeof documents)["\n  query CardsGqlProducts {\n    cardProducts { id network available issuanceFee kycFee topupRatePercent acceptsInitialLoad }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        id environment product network currency status\n        cardholder { firstName lastName email }\n        last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n"): (typeof documents)["\n  mutation CardsGqlIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card {\n        id environment product network currency status\n        cardholder { firstName lastName email }\n        last4 expiryMonth expiryYear balance reference metadata createdAt testData\n      }\n      issuance { initialLoad fee feeBreakdown }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlFund($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n"): (typeof documents)["\n  mutation CardsGqlFund($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlWithdraw($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n"): (typeof documents)["\n  mutation CardsGqlWithdraw($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {\n      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlFreeze($id: ID!) { freezeCard(id: $id) { id status balance } }\n"): (typeof documents)["\n  mutation CardsGqlFreeze($id: ID!) { freezeCard(id: $id) { id status balance } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlUnfreeze($id: ID!) { unfreezeCard(id: $id) { id status balance } }\n"): (typeof documents)["\n  mutation CardsGqlUnfreeze($id: ID!) { unfreezeCard(id: $id) { id status balance } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlTerminate($id: ID!) { terminateCard(id: $id) { id status balance } }\n"): (typeof documents)["\n  mutation CardsGqlTerminate($id: ID!) { terminateCard(id: $id) { id status balance } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CardsGqlAuthorize($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      id cardId type status amount currency merchant { name mcc country } createdAt testData\n    }\n  }\n"): (typeof documents)["\n  mutation CardsGqlAuthorize($cardId: ID!, $amount: SafeInt!, $merchantName: String) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {\n      id cardId type status amount currency merchant { name mcc country } createdAt testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n"): (typeof documents)["\n  query Ping {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n      serverTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"): (typeof documents)["\n  mutation TestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagementDeliveries($id: ID!) {\n    webhookEndpoint(id: $id) {\n      deliveries(first: 100) {\n        edges {\n          node {\n            eventId\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagementDeliveries($id: ID!) {\n    webhookEndpoint(id: $id) {\n      deliveries(first: 100) {\n        edges {\n          node {\n            eventId\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n"): (typeof documents)["\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n"): (typeof documents)["\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n"): (typeof documents)["\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n"): (typeof documents)["\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"): (typeof documents)["\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Events($first: Int, $after: String, $type: String) {\n    events(first: $first, after: $after, type: $type) {\n      edges { cursor node { id type environment createdAt testData data { object } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Events($first: Int, $after: String, $type: String) {\n    events(first: $first, after: $after, type: $type) {\n      edges { cursor node { id type environment createdAt testData data { object } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphViewer {\n    viewer {\n      environment\n      organization { id name liveActivated }\n      apiKey { id prefix scopes createdAt expiresAt }\n    }\n  }\n"): (typeof documents)["\n  query GraphViewer {\n    viewer {\n      environment\n      organization { id name liveActivated }\n      apiKey { id prefix scopes createdAt expiresAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Transfer { amount transferStatus: status destination { last4 } }\n      ... on Card { last4 cardStatus: status balance }\n      ... on CardTransaction { cardId type amount }\n      ... on Event { type }\n      ... on WebhookEndpoint { url }\n    }\n  }\n"): (typeof documents)["\n  query GraphNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Transfer { amount transferStatus: status destination { last4 } }\n      ... on Card { last4 cardStatus: status balance }\n      ... on CardTransaction { cardId type amount }\n      ... on Event { type }\n      ... on WebhookEndpoint { url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphCurrencies {\n    currencies { code exponent }\n  }\n"): (typeof documents)["\n  query GraphCurrencies {\n    currencies { code exponent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphNodes($ids: [ID!]!) {\n    nodes(ids: $ids) { __typename id }\n  }\n"): (typeof documents)["\n  query GraphNodes($ids: [ID!]!) {\n    nodes(ids: $ids) { __typename id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphDeliveries($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        id\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          edges {\n            cursor\n            node {\n              id eventId eventType state attemptCount nextAttemptAt createdAt completedAt\n              attempts { attempt responseStatus durationMs error createdAt }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GraphDeliveries($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $states: [WebhookDeliveryState!]) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        id\n        deliveries(first: $first, after: $after, last: $last, before: $before, states: $states) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          edges {\n            cursor\n            node {\n              id eventId eventType state attemptCount nextAttemptAt createdAt completedAt\n              attempts { attempt responseStatus durationMs error createdAt }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphDeliveriesCount($id: ID!, $first: Int, $last: Int) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: $first, last: $last) { totalCount }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GraphDeliveriesCount($id: ID!, $first: Int, $last: Int) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: $first, last: $last) { totalCount }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphTransfersSearch(\n    $first: Int, $after: String, $last: Int, $before: String, $status: TransferStatus, $statuses: [TransferStatus!],\n    $currency: Currency, $createdAfter: DateTime, $createdBefore: DateTime, $reference: String, $last4: String\n  ) {\n    transfers(\n      first: $first, after: $after, last: $last, before: $before, status: $status, statuses: $statuses,\n      currency: $currency, createdAfter: $createdAfter, createdBefore: $createdBefore, reference: $reference, last4: $last4\n    ) {\n      totalCount\n      nodes { id currency reference }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query GraphTransfersSearch(\n    $first: Int, $after: String, $last: Int, $before: String, $status: TransferStatus, $statuses: [TransferStatus!],\n    $currency: Currency, $createdAfter: DateTime, $createdBefore: DateTime, $reference: String, $last4: String\n  ) {\n    transfers(\n      first: $first, after: $after, last: $last, before: $before, status: $status, statuses: $statuses,\n      currency: $currency, createdAfter: $createdAfter, createdBefore: $createdBefore, reference: $reference, last4: $last4\n    ) {\n      totalCount\n      nodes { id currency reference }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphCardsSearch($statuses: [CardStatus!], $last4: String, $reference: String) {\n    cards(statuses: $statuses, last4: $last4, reference: $reference) { totalCount nodes { id status last4 } }\n  }\n"): (typeof documents)["\n  query GraphCardsSearch($statuses: [CardStatus!], $last4: String, $reference: String) {\n    cards(statuses: $statuses, last4: $last4, reference: $reference) { totalCount nodes { id status last4 } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphCardTransactionsSearch($first: Int, $after: String, $last: Int, $before: String) {\n    cardTransactions(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      nodes { id cardId type status amount currency merchant { name } testData }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query GraphCardTransactionsSearch($first: Int, $after: String, $last: Int, $before: String) {\n    cardTransactions(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      nodes { id cardId type status amount currency merchant { name } testData }\n      edges { cursor }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphEventsSearch($types: [EventType!], $type: String, $first: Int) {\n    events(types: $types, type: $type, first: $first) {\n      totalCount\n      nodes {\n        id type kind\n        object {\n          __typename\n          ... on Transfer { id amount }\n          ... on Card { id last4 }\n          ... on CardTransaction { id cardId }\n          ... on Balance { currency available reserved }\n          ... on CardOperation { id type amount card { id } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GraphEventsSearch($types: [EventType!], $type: String, $first: Int) {\n    events(types: $types, type: $type, first: $first) {\n      totalCount\n      nodes {\n        id type kind\n        object {\n          __typename\n          ... on Transfer { id amount }\n          ... on Card { id last4 }\n          ... on CardTransaction { id cardId }\n          ... on Balance { currency available reserved }\n          ... on CardOperation { id type amount card { id } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GraphDashboardOverview($transfers: Int!, $cards: Int!) {\n    viewer { environment organization { id name } apiKey { prefix scopes } }\n    balances { currency available reserved }\n    transfers(first: $transfers) {\n      totalCount\n      nodes { id amount status createdAt events { id type createdAt } }\n    }\n    cards(first: $cards) {\n      totalCount\n      nodes {\n        id last4 status balance\n        transactionsConnection(first: 5) { totalCount nodes { id type amount } pageInfo { hasNextPage } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GraphDashboardOverview($transfers: Int!, $cards: Int!) {\n    viewer { environment organization { id name } apiKey { prefix scopes } }\n    balances { currency available reserved }\n    transfers(first: $transfers) {\n      totalCount\n      nodes { id amount status createdAt events { id type createdAt } }\n    }\n    cards(first: $cards) {\n      totalCount\n      nodes {\n        id last4 status balance\n        transactionsConnection(first: 5) { totalCount nodes { id type amount } pageInfo { hasNextPage } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"): (typeof documents)["\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixTransfer($id: ID!) {\n    transfer(id: $id) { id }\n  }\n"): (typeof documents)["\n  query MatrixTransfer($id: ID!) {\n    transfer(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixTransfers($after: String) {\n    transfers(first: 100, after: $after) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query MatrixTransfers($after: String) {\n    transfers(first: 100, after: $after) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixCard($id: ID!) {\n    card(id: $id) { id status balance transactions { data { id } } }\n  }\n"): (typeof documents)["\n  query MatrixCard($id: ID!) {\n    card(id: $id) { id status balance transactions { data { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixCards($after: String) {\n    cards(first: 100, after: $after) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query MatrixCards($after: String) {\n    cards(first: 100, after: $after) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixCardTransactions($after: String) {\n    cardTransactions(first: 100, after: $after) { edges { node { id cardId } } }\n  }\n"): (typeof documents)["\n  query MatrixCardTransactions($after: String) {\n    cardTransactions(first: 100, after: $after) { edges { node { id cardId } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv }\n  }\n"): (typeof documents)["\n  query MatrixCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixEvents($after: String) {\n    events(first: 100, after: $after) { edges { node { id type data { object } } } }\n  }\n"): (typeof documents)["\n  query MatrixEvents($after: String) {\n    events(first: 100, after: $after) { edges { node { id type data { object } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixWebhookEndpoints {\n    webhookEndpoints { id url }\n  }\n"): (typeof documents)["\n  query MatrixWebhookEndpoints {\n    webhookEndpoints { id url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixNode($id: ID!) {\n    node(id: $id) { id }\n  }\n"): (typeof documents)["\n  query MatrixNode($id: ID!) {\n    node(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixViewerAndStats($from: DateTime!, $to: DateTime!) {\n    viewer { environment organization { id } }\n    transferStats(from: $from, to: $to) { currency total { count amount } }\n  }\n"): (typeof documents)["\n  query MatrixViewerAndStats($from: DateTime!, $to: DateTime!) {\n    viewer { environment organization { id } }\n    transferStats(from: $from, to: $to) { currency total { count amount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixTenantless {\n    ping { environment organization { id } apiKey { id } }\n    currencies { code }\n    cardProducts { id }\n  }\n"): (typeof documents)["\n  query MatrixTenantless {\n    ping { environment organization { id } apiKey { id } }\n    currencies { code }\n    cardProducts { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixBalances {\n    balances { currency available reserved total }\n  }\n"): (typeof documents)["\n  query MatrixBalances {\n    balances { currency available reserved total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixFreezeCard($id: ID!) {\n    freezeCard(id: $id) { id status }\n  }\n"): (typeof documents)["\n  mutation MatrixFreezeCard($id: ID!) {\n    freezeCard(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) { id status }\n  }\n"): (typeof documents)["\n  mutation MatrixUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixTerminateCard($id: ID!) {\n    terminateCard(id: $id) { id status }\n  }\n"): (typeof documents)["\n  mutation MatrixTerminateCard($id: ID!) {\n    terminateCard(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixUpdateCardSpendingControls($id: ID!) {\n    updateCardSpendingControls(id: $id, input: { spendingLimits: [{ amount: 1, interval: daily }] }) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixUpdateCardSpendingControls($id: ID!) {\n    updateCardSpendingControls(id: $id, input: { spendingLimits: [{ amount: 1, interval: daily }] }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n"): (typeof documents)["\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n"): (typeof documents)["\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url }\n  }\n"): (typeof documents)["\n  query MatrixWebhookEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixWebhookEndpointsConnection($after: String) {\n    webhookEndpointsConnection(first: 100, after: $after) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query MatrixWebhookEndpointsConnection($after: String) {\n    webhookEndpointsConnection(first: 100, after: $after) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixUpdateWebhookEndpoint($id: ID!) {\n    updateWebhookEndpoint(id: $id, input: { description: \"A's\", disabled: true }) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixUpdateWebhookEndpoint($id: ID!) {\n    updateWebhookEndpoint(id: $id, input: { description: \"A's\", disabled: true }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixRollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: 0) { id secret }\n  }\n"): (typeof documents)["\n  mutation MatrixRollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: 0) { id secret }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixSendTestWebhookEvent($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }\n  }\n"): (typeof documents)["\n  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixTestFund($idempotencyKey: String!) {\n    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }\n  }\n"): (typeof documents)["\n  mutation MatrixTestFund($idempotencyKey: String!) {\n    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrixApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) { edges { node { id prefix } } }\n  }\n"): (typeof documents)["\n  query MatrixApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) { edges { node { id prefix } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixRollApiKey($id: ID!, $idempotencyKey: String!) {\n    rollApiKey(id: $id, idempotencyKey: $idempotencyKey) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixRollApiKey($id: ID!, $idempotencyKey: String!) {\n    rollApiKey(id: $id, idempotencyKey: $idempotencyKey) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation MatrixRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation MatrixRevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixCreateApiKey($idempotencyKey: String!) {\n    createApiKey(input: { scopes: [\"cards:read\"] }, idempotencyKey: $idempotencyKey) { id }\n  }\n"): (typeof documents)["\n  mutation MatrixCreateApiKey($idempotencyKey: String!) {\n    createApiKey(input: { scopes: [\"cards:read\"] }, idempotencyKey: $idempotencyKey) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MatrixEventsSubscription {\n    events { id type data { object } }\n  }\n"): (typeof documents)["\n  subscription MatrixEventsSubscription {\n    events { id type data { object } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n"): (typeof documents)["\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n"): (typeof documents)["\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n"): (typeof documents)["\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n"): (typeof documents)["\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RaceRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state attemptCount }\n  }\n"): (typeof documents)["\n  mutation RaceRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state attemptCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n"): (typeof documents)["\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealTimeDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { eventId eventType state attemptCount requestBody attempts { attempt responseStatus responseBody error } } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RealTimeDeliveries($endpoint: ID!) {\n    node(id: $endpoint) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { eventId eventType state attemptCount requestBody attempts { attempt responseStatus responseBody error } } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealTimeRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state }\n  }\n"): (typeof documents)["\n  mutation RealTimeRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { id state }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealTimeDeliveryIds($endpoint: ID!) {\n    node(id: $endpoint) { ... on WebhookEndpoint { deliveries(first: 5) { edges { node { id } } } } }\n  }\n"): (typeof documents)["\n  query RealTimeDeliveryIds($endpoint: ID!) {\n    node(id: $endpoint) { ... on WebhookEndpoint { deliveries(first: 5) { edges { node { id } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealTimeAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) { id status declineReason amount }\n  }\n"): (typeof documents)["\n  mutation RealTimeAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) { id status declineReason amount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RealTimeEvents($types: [EventType!]) {\n    events(types: $types) { type data { object } }\n  }\n"): (typeof documents)["\n  subscription RealTimeEvents($types: [EventType!]) {\n    events(types: $types) { type data { object } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchExportTransfers($referencePrefix: String, $amountGte: SafeInt, $amountLte: SafeInt, $status: TransferStatus, $first: Int) {\n    transfers(referencePrefix: $referencePrefix, amountGte: $amountGte, amountLte: $amountLte, status: $status, first: $first) {\n      nodes { id reference amount }\n      totalCount\n      pageInfo { hasNextPage }\n    }\n  }\n"): (typeof documents)["\n  query SearchExportTransfers($referencePrefix: String, $amountGte: SafeInt, $amountLte: SafeInt, $status: TransferStatus, $first: Int) {\n    transfers(referencePrefix: $referencePrefix, amountGte: $amountGte, amountLte: $amountLte, status: $status, first: $first) {\n      nodes { id reference amount }\n      totalCount\n      pageInfo { hasNextPage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecretsCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }\n  }\n"): (typeof documents)["\n  query SecretsCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }\n  }\n"): (typeof documents)["\n  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }\n  }\n"): (typeof documents)["\n  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecretsPing {\n    ping { environment }\n  }\n"): (typeof documents)["\n  query SecretsPing {\n    ping { environment }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) { id token scopes expiresAt trustedDocumentsOnly createdAt revokedAt }\n  }\n"): (typeof documents)["\n  mutation CreateSessionToken($input: CreateSessionTokenInput!) {\n    createSessionToken(input: $input) { id token scopes expiresAt trustedDocumentsOnly createdAt revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewSessionToken {\n    renewSessionToken { id expiresAt }\n  }\n"): (typeof documents)["\n  mutation RenewSessionToken {\n    renewSessionToken { id expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n"): (typeof documents)["\n  mutation RevokeSessionToken($id: ID!) {\n    revokeSessionToken(id: $id) { id revokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    viewer {\n      credential\n      scopes\n      expiresAt\n      apiKey { id }\n      sessionToken { id prefix scopes trustedDocumentsOnly createdAt expiresAt }\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    viewer {\n      credential\n      scopes\n      expiresAt\n      apiKey { id }\n      sessionToken { id prefix scopes trustedDocumentsOnly createdAt expiresAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBalances {\n    balances { currency available }\n  }\n"): (typeof documents)["\n  query SessionBalances {\n    balances { currency available }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n    }\n  }\n"): (typeof documents)["\n  mutation ControlsIssue($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) {\n      card { id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsUpdate($id: ID!, $input: SpendingControlsInput!) {\n    updateCardSpendingControls(id: $id, input: $input) {\n      id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories }\n    }\n  }\n"): (typeof documents)["\n  mutation ControlsUpdate($id: ID!, $input: SpendingControlsInput!) {\n    updateCardSpendingControls(id: $id, input: $input) {\n      id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) {\n      id status declineReason amount merchant { name category }\n    }\n  }\n"): (typeof documents)["\n  mutation ControlsAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {\n    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) {\n      id status declineReason amount merchant { name category }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlsCard($id: ID!) {\n    card(id: $id) { id balance status spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n  }\n"): (typeof documents)["\n  query ControlsCard($id: ID!) {\n    card(id: $id) { id balance status spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlsCategories { merchantCategories { id name mccRanges { from to } } }\n"): (typeof documents)["\n  query ControlsCategories { merchantCategories { id name mccRanges { from to } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ControlsFreeze($id: ID!) { freezeCard(id: $id) { id status } }\n"): (typeof documents)["\n  mutation ControlsFreeze($id: ID!) { freezeCard(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveEvents($types: [EventType!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n"): (typeof documents)["\n  subscription LiveEvents($types: [EventType!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveTimelines($types: [EventType!]) {\n    events(types: $types) { type object { ... on Transfer { id status events { type } } } }\n  }\n"): (typeof documents)["\n  subscription LiveTimelines($types: [EventType!]) {\n    events(types: $types) { type object { ... on Transfer { id status events { type } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferStatsQuery($from: DateTime!, $to: DateTime!, $currency: Currency) {\n    transferStats(from: $from, to: $to, currency: $currency) {\n      currency\n      processing { count amount fee }\n      succeeded { count amount fee }\n      failed { count amount fee }\n      total { count amount fee }\n    }\n  }\n"): (typeof documents)["\n  query TransferStatsQuery($from: DateTime!, $to: DateTime!, $currency: Currency) {\n    transferStats(from: $from, to: $to, currency: $currency) {\n      currency\n      processing { count amount fee }\n      succeeded { count amount fee }\n      failed { count amount fee }\n      total { count amount fee }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferStatsDays($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      total { count amount fee }\n      days { day succeeded { count amount fee } failed { count amount fee } total { count amount fee } }\n    }\n  }\n"): (typeof documents)["\n  query TransferStatsDays($from: DateTime!, $to: DateTime!) {\n    transferStats(from: $from, to: $to) {\n      currency\n      total { count amount fee }\n      days { day succeeded { count amount fee } failed { count amount fee } total { count amount fee } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n"): (typeof documents)["\n  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersGqlTransfer($id: ID!) {\n    transfer(id: $id) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n"): (typeof documents)["\n  query TransfersGqlTransfer($id: ID!) {\n    transfer(id: $id) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {\n    transfers(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status amount failureCode } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {\n    transfers(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status amount failureCode } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersGqlBalances {\n    balances { currency available reserved total }\n  }\n"): (typeof documents)["\n  query TransfersGqlBalances {\n    balances { currency available reserved total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OperatorDelivery on WebhookDelivery {\n    id eventId eventType state attemptCount nextAttemptAt createdAt completedAt redeliveredAt\n    attempts { attempt responseStatus }\n  }\n"): (typeof documents)["\n  fragment OperatorDelivery on WebhookDelivery {\n    id eventId eventType state attemptCount nextAttemptAt createdAt completedAt redeliveredAt\n    attempts { attempt responseStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n"): (typeof documents)["\n  mutation OperatorRedeliver($id: ID!, $idempotencyKey: String!) {\n    redeliverWebhookDelivery(id: $id, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSendTest($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n"): (typeof documents)["\n  mutation OperatorSendTest($endpointId: ID!, $idempotencyKey: String!) {\n    sendTestWebhookEvent(endpointId: $endpointId, idempotencyKey: $idempotencyKey) { ...OperatorDelivery }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorEventNode($id: ID!) {\n    node(id: $id) { id }\n  }\n"): (typeof documents)["\n  query OperatorEventNode($id: ID!) {\n    node(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OperatorLiveEvents {\n    events { id type }\n  }\n"): (typeof documents)["\n  subscription OperatorLiveEvents {\n    events { id type }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url events description disabled previousSecretExpiresAt secret createdAt testData }\n  }\n"): (typeof documents)["\n  query ManagedEndpoint($id: ID!) {\n    webhookEndpoint(id: $id) { id url events description disabled previousSecretExpiresAt secret createdAt testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedEndpointsConnection($first: Int, $after: String) {\n    webhookEndpointsConnection(first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id url } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n    webhookEndpoints { id }\n  }\n"): (typeof documents)["\n  query ManagedEndpointsConnection($first: Int, $after: String) {\n    webhookEndpointsConnection(first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id url } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n    webhookEndpoints { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManagedUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description disabled secret }\n  }\n"): (typeof documents)["\n  mutation ManagedUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { id url events description disabled secret }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManagedRollSecret($id: ID!, $expiresInHours: Int, $idempotencyKey: String) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id secret previousSecretExpiresAt disabled }\n  }\n"): (typeof documents)["\n  mutation ManagedRollSecret($id: ID!, $expiresInHours: Int, $idempotencyKey: String) {\n    rollWebhookEndpointSecret(id: $id, expiresInHours: $expiresInHours, idempotencyKey: $idempotencyKey) { id secret previousSecretExpiresAt disabled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedDeliveries($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { id eventId eventType state attemptCount nextAttemptAt requestBody attempts { attempt responseStatus responseBody } } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedDeliveries($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        deliveries(first: 20) {\n          edges { node { id eventId eventType state attemptCount nextAttemptAt requestBody attempts { attempt responseStatus responseBody } } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id url events description secret createdAt testData }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id url events description secret createdAt testData }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints { id url events secret }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints { id url events secret }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;