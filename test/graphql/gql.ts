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
    "\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n": typeof types.DetailsGqlCardDetailsDocument,
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
    "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n": typeof types.ErrorsPingDocument,
    "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n": typeof types.ErrorsCurrenciesDocument,
    "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n": typeof types.ErrorsBalancesDocument,
    "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n": typeof types.ErrorsPingAndBalancesDocument,
    "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.ErrorsTestFundDocument,
    "\n  query Events($first: Int, $after: String, $type: String) {\n    events(first: $first, after: $after, type: $type) {\n      edges { cursor node { id type environment createdAt testData data { object } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.EventsDocument,
    "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": typeof types.IdemTestFundDocument,
    "\n  query MatrixTransfer($id: ID!) {\n    transfer(id: $id) { id }\n  }\n": typeof types.MatrixTransferDocument,
    "\n  query MatrixTransfers($after: String) {\n    transfers(first: 100, after: $after) { edges { node { id } } }\n  }\n": typeof types.MatrixTransfersDocument,
    "\n  query MatrixCard($id: ID!) {\n    card(id: $id) { id status balance transactions { data { id } } }\n  }\n": typeof types.MatrixCardDocument,
    "\n  query MatrixCards($after: String) {\n    cards(first: 100, after: $after) { edges { node { id } } }\n  }\n": typeof types.MatrixCardsDocument,
    "\n  query MatrixCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv }\n  }\n": typeof types.MatrixCardDetailsDocument,
    "\n  query MatrixEvents($after: String) {\n    events(first: 100, after: $after) { edges { node { id type data { object } } } }\n  }\n": typeof types.MatrixEventsDocument,
    "\n  query MatrixWebhookEndpoints {\n    webhookEndpoints { id url }\n  }\n": typeof types.MatrixWebhookEndpointsDocument,
    "\n  query MatrixTenantless {\n    ping { environment organization { id } apiKey { id } }\n    currencies { code }\n    cardProducts { id }\n  }\n": typeof types.MatrixTenantlessDocument,
    "\n  query MatrixBalances {\n    balances { currency available reserved total }\n  }\n": typeof types.MatrixBalancesDocument,
    "\n  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixFundCardDocument,
    "\n  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixWithdrawFromCardDocument,
    "\n  mutation MatrixFreezeCard($id: ID!) {\n    freezeCard(id: $id) { id status }\n  }\n": typeof types.MatrixFreezeCardDocument,
    "\n  mutation MatrixUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) { id status }\n  }\n": typeof types.MatrixUnfreezeCardDocument,
    "\n  mutation MatrixTerminateCard($id: ID!) {\n    terminateCard(id: $id) { id status }\n  }\n": typeof types.MatrixTerminateCardDocument,
    "\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n": typeof types.MatrixSimulateCardAuthorizationDocument,
    "\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": typeof types.MatrixDeleteWebhookEndpointDocument,
    "\n  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.MatrixCreateTransferDocument,
    "\n  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }\n  }\n": typeof types.MatrixIssueCardDocument,
    "\n  mutation MatrixTestFund($idempotencyKey: String!) {\n    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }\n  }\n": typeof types.MatrixTestFundDocument,
    "\n  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id }\n  }\n": typeof types.MatrixCreateWebhookEndpointDocument,
    "\n  subscription MatrixEventsSubscription {\n    events { id type data { object } }\n  }\n": typeof types.MatrixEventsSubscriptionDocument,
    "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n": typeof types.IsolationPingDocument,
    "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n": typeof types.IsolationBalancesDocument,
    "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n": typeof types.IsolationTestFundDocument,
    "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n": typeof types.IsolationTransferDocument,
    "\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n": typeof types.RlPingDocument,
    "\n  query SecretsCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }\n  }\n": typeof types.SecretsCardDetailsDocument,
    "\n  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }\n  }\n": typeof types.SecretsIssueCardDocument,
    "\n  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }\n  }\n": typeof types.SecretsCreateWebhookEndpointDocument,
    "\n  query SecretsPing {\n    ping { environment }\n  }\n": typeof types.SecretsPingDocument,
    "\n  subscription LiveEvents($types: [String!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n": typeof types.LiveEventsDocument,
    "\n  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": typeof types.TransfersGqlCreateDocument,
    "\n  query TransfersGqlTransfer($id: ID!) {\n    transfer(id: $id) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": typeof types.TransfersGqlTransferDocument,
    "\n  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {\n    transfers(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status amount failureCode } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.TransfersGqlListDocument,
    "\n  query TransfersGqlBalances {\n    balances { currency available reserved total }\n  }\n": typeof types.TransfersGqlBalancesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id url events description secret createdAt testData }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints { id url events secret }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
};
const documents: Documents = {
    "\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n": types.DetailsGqlCardDetailsDocument,
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
    "\n  query ErrorsPing {\n    ping {\n      environment\n      apiKey { id scopes }\n    }\n  }\n": types.ErrorsPingDocument,
    "\n  query ErrorsCurrencies {\n    currencies { code exponent }\n  }\n": types.ErrorsCurrenciesDocument,
    "\n  query ErrorsBalances {\n    balances { currency available reserved total testData }\n  }\n": types.ErrorsBalancesDocument,
    "\n  query ErrorsPingAndBalances {\n    ping { environment }\n    balances { currency available }\n  }\n": types.ErrorsPingAndBalancesDocument,
    "\n  mutation ErrorsTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.ErrorsTestFundDocument,
    "\n  query Events($first: Int, $after: String, $type: String) {\n    events(first: $first, after: $after, type: $type) {\n      edges { cursor node { id type environment createdAt testData data { object } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.EventsDocument,
    "\n  mutation IdemTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available reserved total testData\n    }\n  }\n": types.IdemTestFundDocument,
    "\n  query MatrixTransfer($id: ID!) {\n    transfer(id: $id) { id }\n  }\n": types.MatrixTransferDocument,
    "\n  query MatrixTransfers($after: String) {\n    transfers(first: 100, after: $after) { edges { node { id } } }\n  }\n": types.MatrixTransfersDocument,
    "\n  query MatrixCard($id: ID!) {\n    card(id: $id) { id status balance transactions { data { id } } }\n  }\n": types.MatrixCardDocument,
    "\n  query MatrixCards($after: String) {\n    cards(first: 100, after: $after) { edges { node { id } } }\n  }\n": types.MatrixCardsDocument,
    "\n  query MatrixCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv }\n  }\n": types.MatrixCardDetailsDocument,
    "\n  query MatrixEvents($after: String) {\n    events(first: 100, after: $after) { edges { node { id type data { object } } } }\n  }\n": types.MatrixEventsDocument,
    "\n  query MatrixWebhookEndpoints {\n    webhookEndpoints { id url }\n  }\n": types.MatrixWebhookEndpointsDocument,
    "\n  query MatrixTenantless {\n    ping { environment organization { id } apiKey { id } }\n    currencies { code }\n    cardProducts { id }\n  }\n": types.MatrixTenantlessDocument,
    "\n  query MatrixBalances {\n    balances { currency available reserved total }\n  }\n": types.MatrixBalancesDocument,
    "\n  mutation MatrixFundCard($id: ID!, $idempotencyKey: String!) {\n    fundCard(id: $id, amount: 1000, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixFundCardDocument,
    "\n  mutation MatrixWithdrawFromCard($id: ID!, $idempotencyKey: String!) {\n    withdrawFromCard(id: $id, amount: 500, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixWithdrawFromCardDocument,
    "\n  mutation MatrixFreezeCard($id: ID!) {\n    freezeCard(id: $id) { id status }\n  }\n": types.MatrixFreezeCardDocument,
    "\n  mutation MatrixUnfreezeCard($id: ID!) {\n    unfreezeCard(id: $id) { id status }\n  }\n": types.MatrixUnfreezeCardDocument,
    "\n  mutation MatrixTerminateCard($id: ID!) {\n    terminateCard(id: $id) { id status }\n  }\n": types.MatrixTerminateCardDocument,
    "\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n": types.MatrixSimulateCardAuthorizationDocument,
    "\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n": types.MatrixDeleteWebhookEndpointDocument,
    "\n  mutation MatrixCreateTransfer($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.MatrixCreateTransferDocument,
    "\n  mutation MatrixIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id } }\n  }\n": types.MatrixIssueCardDocument,
    "\n  mutation MatrixTestFund($idempotencyKey: String!) {\n    testFund(amount: 700, currency: USD, idempotencyKey: $idempotencyKey) { available }\n  }\n": types.MatrixTestFundDocument,
    "\n  mutation MatrixCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { id }\n  }\n": types.MatrixCreateWebhookEndpointDocument,
    "\n  subscription MatrixEventsSubscription {\n    events { id type data { object } }\n  }\n": types.MatrixEventsSubscriptionDocument,
    "\n  query IsolationPing {\n    ping {\n      environment\n      organization { id name }\n      apiKey { id prefix scopes }\n    }\n  }\n": types.IsolationPingDocument,
    "\n  query IsolationBalances {\n    balances { currency available reserved total testData }\n  }\n": types.IsolationBalancesDocument,
    "\n  mutation IsolationTestFund($amount: SafeInt!, $currency: Currency!, $idempotencyKey: String!) {\n    testFund(amount: $amount, currency: $currency, idempotencyKey: $idempotencyKey) {\n      currency available total\n    }\n  }\n": types.IsolationTestFundDocument,
    "\n  query IsolationTransfer($id: ID!) {\n    transfer(id: $id) { id amount status }\n  }\n": types.IsolationTransferDocument,
    "\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n": types.RlPingDocument,
    "\n  query SecretsCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear }\n  }\n": types.SecretsCardDetailsDocument,
    "\n  mutation SecretsIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {\n    issueCard(input: $input, idempotencyKey: $idempotencyKey) { card { id last4 } }\n  }\n": types.SecretsIssueCardDocument,
    "\n  mutation SecretsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!, $idempotencyKey: String) {\n    createWebhookEndpoint(input: $input, idempotencyKey: $idempotencyKey) { id secret }\n  }\n": types.SecretsCreateWebhookEndpointDocument,
    "\n  query SecretsPing {\n    ping { environment }\n  }\n": types.SecretsPingDocument,
    "\n  subscription LiveEvents($types: [String!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n": types.LiveEventsDocument,
    "\n  mutation TransfersGqlCreate($input: CreateTransferInput!, $idempotencyKey: String!) {\n    createTransfer(input: $input, idempotencyKey: $idempotencyKey) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": types.TransfersGqlCreateDocument,
    "\n  query TransfersGqlTransfer($id: ID!) {\n    transfer(id: $id) {\n      id environment amount fee currency status\n      destination { type accountName country last4 bankCode network }\n      reference description metadata failureCode failureMessage createdAt completedAt testData\n    }\n  }\n": types.TransfersGqlTransferDocument,
    "\n  query TransfersGqlList($first: Int, $after: String, $status: TransferStatus) {\n    transfers(first: $first, after: $after, status: $status) {\n      edges { cursor node { id status amount failureCode } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.TransfersGqlListDocument,
    "\n  query TransfersGqlBalances {\n    balances { currency available reserved total }\n  }\n": types.TransfersGqlBalancesDocument,
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
export function graphql(source: "\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n"): (typeof documents)["\n  query DetailsGqlCardDetails($id: ID!) {\n    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }\n  }\n"];
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
export function graphql(source: "\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n"): (typeof documents)["\n  mutation MatrixSimulateCardAuthorization($cardId: ID!) {\n    simulateCardAuthorization(cardId: $cardId, amount: 100) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n"): (typeof documents)["\n  mutation MatrixDeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) { id deleted }\n  }\n"];
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
export function graphql(source: "\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n"): (typeof documents)["\n  query RlPing {\n    ping {\n      environment\n      apiKey { id }\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription LiveEvents($types: [String!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n"): (typeof documents)["\n  subscription LiveEvents($types: [String!]) {\n    events(types: $types) { id type environment createdAt testData data { object } }\n  }\n"];
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