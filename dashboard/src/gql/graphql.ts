/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A card's currency: cards are USD only. */
export type CardCurrency =
  /** United States Dollar: card amounts are USD cents. */
  | 'USD';

/** Why a purchase was declined: the first check it failed, in the order they are made. */
export type CardDeclineReason =
  /** Your real-time authorization endpoint answered {"approved": false}. */
  | 'authorization_declined'
  /** Your real-time authorization endpoint gave no valid answer in time. */
  | 'authorization_timeout'
  /** The card was not active (frozen or terminated). */
  | 'card_inactive'
  /** The card's balance was lower than its amount. */
  | 'insufficient_funds'
  /** Its merchant category was not allowed or was blocked, or it would have passed a spending limit. */
  | 'spending_controls';

/** The card network a product belongs to. */
export type CardNetwork =
  /** Mastercard: card numbers start with 51 to 55. */
  | 'mastercard'
  /** Visa: card numbers start with 4. */
  | 'visa';

/** Where a card stands: active, frozen (until unfrozen) or terminated (for good). */
export type CardStatus =
  /** In use: purchases are approved up to its balance; it can be funded, withdrawn from, frozen or terminated. */
  | 'active'
  /** Blocked for now: purchases are declined; it can be unfrozen, withdrawn from or terminated. */
  | 'frozen'
  /** Closed for good: nothing more can be done with it. */
  | 'terminated';

/** Whether money moved. */
export type CardTransactionStatus =
  /** A purchase the card could not take: nothing moved (see declineReason). */
  | 'declined'
  /** A purchase waiting for your real-time authorization decision: its amount is held off the card's balance. */
  | 'pending'
  /** It happened: the card's balance changed by its amount. */
  | 'succeeded';

/** What a card transaction is. */
export type CardTransactionType =
  /** A purchase: approved (succeeded) or declined. */
  | 'authorization'
  /** A fee taken for the card: the issuing fee, or a top-up's fee. */
  | 'fee'
  /** Money a merchant gave back to the card. */
  | 'refund'
  /** Money moved onto the card from the USD wallet (fundCard). */
  | 'topup'
  /** Money moved off the card back to the USD wallet (withdrawFromCard). */
  | 'withdrawal';

/** The person a card is issued to. */
export type CardholderInput = {
  /** An email address of at most 254 characters. */
  email: string;
  /** Given name, 1 to 50 characters: letters of any script, spaces, apostrophes, hyphens and periods. */
  firstName: string;
  /** Family name, 1 to 50 characters: letters of any script, spaces, apostrophes, hyphens and periods. */
  lastName: string;
};

/** An API key to create: the body of POST /api_keys. */
export type CreateApiKeyInput = {
  /** At most 255 characters. */
  description?: string | null | undefined;
  /** From when the key is refused, in the future; omit it for a key that does not expire. */
  expiresAt?: string | null | undefined;
  /** What the key may do: one or more of balances:read, transfers:read, transfers:write, cards:read, cards:write, cards:sensitive, each once. */
  scopes: Array<string>;
};

/** A session token to mint: the body of POST /session_tokens. */
export type CreateSessionTokenInput = {
  /** Its lifetime: 60 to 3600 seconds, 900 unless given; never past the key's expiry. */
  expiresInSeconds?: number | null | undefined;
  /** What the token may do: one or more of the key's own scopes (balances:read, transfers:read, transfers:write, cards:read, cards:write, cards:sensitive), each once. */
  scopes: Array<string>;
  /** Whether it may run only registered trusted GraphQL documents (false unless given). */
  trustedDocumentsOnly?: boolean | null | undefined;
};

/** A transfer to send: the body of POST /transfers. */
export type CreateTransferInput = {
  /** Minor units of currency, 1 to 100000000000. Amount plus fee must be available (else insufficient_funds). */
  amount: number;
  /** The wallet to send from. */
  currency: Currency;
  /** At most 255 characters. */
  description?: string | null | undefined;
  /** Where to send it. */
  destination: DestinationInput;
  /** Your own key/value strings: at most 20 pairs, keys 1 to 40 characters, values at most 500. Returned as sent. */
  metadata?: Record<string, unknown> | null | undefined;
  /** Your own reference, at most 64 characters: returned on the transfer and in its events and webhooks. */
  reference?: string | null | undefined;
};

/** A webhook endpoint to create: the body of POST /webhook_endpoints. */
export type CreateWebhookEndpointInput = {
  /** At most 255 characters. */
  description?: string | null | undefined;
  /** Event types to deliver (1 to 100, each as REST spells it, such as transfer.created); omit them, or send ["*"], for every type, present and future. ["card_authorization.request"] alone, at most one endpoint per environment: it is asked to decide each card purchase in real time. */
  events?: Array<string> | null | undefined;
  /** An absolute http or https URL of at most 2048 characters, without credentials, reaching only public (global unicast) addresses. */
  url: string;
};

/** What a request authenticated with. */
export type CredentialType =
  /** An API key (gs_test_…, gs_live_…). */
  | 'api_key'
  /** A session token (gst_test_…, gst_live_…) minted with an API key. */
  | 'session_token';

/** A supported currency (ISO 4217). Amounts are integers in its minor unit: see CurrencyDetails.exponent. */
export type Currency =
  /** Euro: 2 decimal places, amounts in 1/100 of a unit. */
  | 'EUR'
  /** Pound Sterling: 2 decimal places, amounts in 1/100 of a unit. */
  | 'GBP'
  /** Ghanaian Cedi: 2 decimal places, amounts in 1/100 of a unit. */
  | 'GHS'
  /** Kenyan Shilling: 2 decimal places, amounts in 1/100 of a unit. */
  | 'KES'
  /** Nigerian Naira: 2 decimal places, amounts in 1/100 of a unit. */
  | 'NGN'
  /** United States Dollar: 2 decimal places, amounts in 1/100 of a unit. */
  | 'USD'
  /** Central African CFA Franc: no decimal places, amounts in whole units. */
  | 'XAF'
  /** West African CFA Franc: no decimal places, amounts in whole units. */
  | 'XOF';

/** bank_account takes accountNumber and bankCode; mobile_money takes phoneNumber and network; both take accountName and country. Only the last four characters of the number are kept. In the Sandbox they pick the outcome: 0002 provider_error, 0003 provider_timeout, 0004 fails later (destination_rejected), 0005 stays processing, anything else succeeds later. */
export type DestinationInput = {
  /** Required: the account holder's name, 2 to 140 characters. */
  accountName?: string | null | undefined;
  /** bank_account: 6 to 34 letters or digits. */
  accountNumber?: string | null | undefined;
  /** bank_account: 2 to 16 letters or digits. */
  bankCode?: string | null | undefined;
  /** Required: two capital letters (ISO 3166-1 alpha-2, such as NG). */
  country?: string | null | undefined;
  /** mobile_money: 2 to 32 letters, digits, _ or -. */
  network?: string | null | undefined;
  /** mobile_money: + then 8 to 15 digits, the first not 0 (such as +2348012340001). */
  phoneNumber?: string | null | undefined;
  /** Which kind of destination: says which other fields it takes. */
  type: DestinationType;
};

/** The kind of destination a transfer goes to. */
export type DestinationType =
  /** A bank account: accountNumber and bankCode. */
  | 'bank_account'
  /** A mobile money account: phoneNumber and network. */
  | 'mobile_money';

/** Sandbox or Live: each has its own keys, and objects made in one are never visible in the other. */
export type Environment =
  /** Real money: keys gs_live_…, REST under /v1. Money movement answers live_operations_disabled until a provider is authorized for the deployment. */
  | 'live'
  /** Simulated: keys gs_test_…, REST under /sandbox/v1, no monetary value (every object's testData is true). */
  | 'sandbox';

/** An event's type; each value stands for the REST type with a dot (transfer_created is transfer.created). */
export type EventType =
  /** balance.updated: A wallet's available or reserved balance changed. */
  | 'balance_updated'
  /** card.created: A card was issued. */
  | 'card_created'
  /** card.frozen: A card was frozen. */
  | 'card_frozen'
  /** card.funded: Money moved from the wallet onto a card. */
  | 'card_funded'
  /** card.terminated: A card was terminated; what was left on it went back to the wallet. */
  | 'card_terminated'
  /** card_transaction.created: A purchase, refund, top-up, withdrawal or fee was recorded on a card. */
  | 'card_transaction_created'
  /** card.unfrozen: A card was unfrozen. */
  | 'card_unfrozen'
  /** card.withdrawn: Money moved from a card back to the wallet. */
  | 'card_withdrawn'
  /** transfer.created: A transfer was accepted and its amount reserved. */
  | 'transfer_created'
  /** transfer.failed: A transfer failed and its amount went back to the wallet. */
  | 'transfer_failed'
  /** transfer.succeeded: A transfer reached its destination. */
  | 'transfer_succeeded';

/** A card to issue: the body of POST /cards. */
export type IssueCardInput = {
  /** Who the card is for. */
  cardholder: CardholderInput;
  /** USD cents to load at issue, 1000 to 250000, plus the product's top-up fee; only for products that accept it (CardProduct.acceptsInitialLoad). */
  initialLoad?: number | null | undefined;
  /** Your own key/value strings: at most 20 pairs, keys 1 to 40 characters, values at most 500. Returned as sent. */
  metadata?: Record<string, unknown> | null | undefined;
  /** A card product id, such as net-400 (see cardProducts). */
  product: string;
  /** Your own reference, at most 64 characters. */
  reference?: string | null | undefined;
  /** What the card may be used for; none unless given. */
  spendingControls?: SpendingControlsInput | null | undefined;
};

/** A merchant category of the catalog (merchantCategories): what spending controls name and a purchase carries. */
export type MerchantCategoryId =
  /** Airlines. */
  | 'airlines'
  /** Cash withdrawals (ATMs and bank counters). */
  | 'atm'
  /** Digital goods: media, games and applications. */
  | 'digital_goods'
  /** Fuel and service stations. */
  | 'fuel'
  /** Gambling, lotteries and betting. */
  | 'gambling'
  /** Grocery stores and supermarkets. */
  | 'grocery_stores'
  /** Every other merchant. */
  | 'other'
  /** Restaurants, bars and fast food. */
  | 'restaurants';

/** A card's spending controls, set whole. allowedCategories and blockedCategories together are validation_error. */
export type SpendingControlsInput = {
  /** Only purchases at these categories are approved (each once). */
  allowedCategories?: Array<MerchantCategoryId> | null | undefined;
  /** Purchases at these categories are declined (each once). */
  blockedCategories?: Array<MerchantCategoryId> | null | undefined;
  /** 0 to 10 limits. */
  spendingLimits: Array<SpendingLimitInput>;
};

/** A spending limit to set. */
export type SpendingLimitInput = {
  /** USD cents, 1 to 100000000. */
  amount: number;
  /** Only purchases at these categories count towards it (each once); every purchase unless given. */
  categories?: Array<MerchantCategoryId> | null | undefined;
  /** What it caps. */
  interval: SpendingLimitInterval;
};

/** What a spending limit caps: one purchase, or the purchases of a calendar period in UTC. */
export type SpendingLimitInterval =
  /** Every purchase the card ever made. */
  | 'all_time'
  /** The purchases of the UTC day. */
  | 'daily'
  /** The purchases of the calendar month (UTC). */
  | 'monthly'
  /** Each purchase on its own. */
  | 'per_authorization'
  /** The purchases of the week, from Monday 00:00 UTC. */
  | 'weekly'
  /** The purchases of the calendar year (UTC). */
  | 'yearly';

/** Why a transfer failed. */
export type TransferFailureCode =
  /** The provider accepted it, then the destination refused it. */
  | 'destination_rejected'
  /** The payout provider refused the transfer or answered with an error. */
  | 'provider_error'
  /** The payout provider did not answer in time, and said afterwards it made no payout. */
  | 'provider_timeout';

/** Where a transfer stands: processing, then succeeded or failed. In the Sandbox the destination's last four characters decide. */
export type TransferStatus =
  /** Did not go through (failureCode says why): the reservation went back to available. */
  | 'failed'
  /** Accepted: amount plus fee are reserved (Balance.reserved) while the provider works on it. */
  | 'processing'
  /** Reached its destination: the reserved funds left the wallet and completedAt is set. */
  | 'succeeded';

/** What to change on a webhook endpoint: the body of POST /webhook_endpoints/{id}. A field left out stays as it is. */
export type UpdateWebhookEndpointInput = {
  /** At most 255 characters; null removes it. */
  description?: string | null | undefined;
  /** true: the endpoint is sent nothing, no new events are queued for it and its pending deliveries wait, their 3-day retry window running on. false: they are attempted at once; those whose window ended meanwhile fail. */
  disabled?: boolean | null | undefined;
  /** Event types to deliver from now on (1 to 100, each as REST spells it, such as transfer.created), replacing the list; ["*"] for every type, present and future. Strings, as in CreateWebhookEndpointInput and WebhookEndpoint.events, so that what one reads can be sent back. */
  events?: Array<string> | null | undefined;
  /** As on creation: an absolute http or https URL of at most 2048 characters, without credentials, reaching only public addresses. */
  url?: string | null | undefined;
};

/** Where a delivery stands. */
export type WebhookDeliveryState =
  /** The endpoint was deleted before the event was delivered. */
  | 'abandoned'
  /** The endpoint answered 2xx (a card_authorization.request: with a decision). */
  | 'delivered'
  /** Every attempt failed for the whole retry window (3 days); a card_authorization.request, made once: its one attempt brought no decision. */
  | 'failed'
  /** Waiting for its next attempt (nextAttemptAt), or being attempted. */
  | 'pending';

export type CardFieldsFragment = { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } };

export type CardTransactionFieldsFragment = { __typename: 'CardTransaction', id: string, cardId: string, type: string, amount: number, createdAt: string, declineReason: CardDeclineReason | null, transactionStatus: string, transactionCurrency: CardCurrency, merchant: { __typename: 'Merchant', name: string | null, category: MerchantCategoryId | null } };

export type CardSpendingControlsFieldsFragment = { __typename: 'Card', spendingControls: { __typename: 'SpendingControls', allowedCategories: Array<MerchantCategoryId> | null, blockedCategories: Array<MerchantCategoryId> | null, spendingLimits: Array<{ __typename: 'SpendingLimit', amount: number, interval: SpendingLimitInterval, categories: Array<MerchantCategoryId> | null }> } };

export type DashboardMerchantCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMerchantCategoriesQuery = { __typename: 'Query', merchantCategories: Array<{ __typename: 'MerchantCategory', id: MerchantCategoryId, name: string }> | null };

export type DashboardCardNamesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DashboardCardNamesQuery = { __typename: 'Query', nodes: Array<
    | { __typename: 'ApiKey' }
    | { __typename: 'Card', id: string, network: CardNetwork, last4: string }
    | { __typename: 'CardTransaction' }
    | { __typename: 'Event' }
    | { __typename: 'Transfer' }
    | { __typename: 'WebhookEndpoint' }
   | null> | null };

export type DashboardLatestCardTransactionsQueryVariables = Exact<{
  first: number;
}>;


export type DashboardLatestCardTransactionsQuery = { __typename: 'Query', cardTransactions: { __typename: 'CardTransactionConnection', nodes: Array<{ __typename: 'CardTransaction', id: string, cardId: string, type: string, amount: number, createdAt: string, declineReason: CardDeclineReason | null, transactionStatus: string, transactionCurrency: CardCurrency, merchant: { __typename: 'Merchant', name: string | null, category: MerchantCategoryId | null } }> } | null };

export type DashboardCardsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: CardStatus | null | undefined;
}>;


export type DashboardCardsQuery = { __typename: 'Query', cards: { __typename: 'CardConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } }> } | null };

export type DashboardCardProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardCardProductsQuery = { __typename: 'Query', cardProducts: Array<{ __typename: 'CardProduct', id: string, name: string, network: CardNetwork, available: boolean, acceptsInitialLoad: boolean, issuanceFee: number, kycFee: number, topupRatePercent: number }> | null };

export type DashboardCardQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type DashboardCardQuery = { __typename: 'Query', card: { __typename: 'Card', metadata: Record<string, unknown>, id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, transactionsConnection: { __typename: 'CardTransactionConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ __typename: 'CardTransaction', id: string, cardId: string, type: string, amount: number, createdAt: string, declineReason: CardDeclineReason | null, transactionStatus: string, transactionCurrency: CardCurrency, merchant: { __typename: 'Merchant', name: string | null, category: MerchantCategoryId | null } }> }, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string }, spendingControls: { __typename: 'SpendingControls', allowedCategories: Array<MerchantCategoryId> | null, blockedCategories: Array<MerchantCategoryId> | null, spendingLimits: Array<{ __typename: 'SpendingLimit', amount: number, interval: SpendingLimitInterval, categories: Array<MerchantCategoryId> | null }> } } | null };

export type DashboardCardDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardCardDetailsQuery = { __typename: 'Query', cardDetails: { __typename: 'CardDetails', cardId: string, number: string, cvv: string, expiryMonth: string, expiryYear: string } | null };

export type DashboardIssueCardMutationVariables = Exact<{
  input: IssueCardInput;
  idempotencyKey: string;
}>;


export type DashboardIssueCardMutation = { __typename: 'Mutation', issueCard: { __typename: 'IssuedCard', card: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } }, issuance: { __typename: 'CardIssuance', fee: number, feeBreakdown: Record<string, unknown>, initialLoad: number } } | null };

export type DashboardFundCardMutationVariables = Exact<{
  id: string | number;
  amount: number;
  idempotencyKey: string;
}>;


export type DashboardFundCardMutation = { __typename: 'Mutation', fundCard: { __typename: 'CardOperation', id: string, amount: number, fee: number, card: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } } } | null };

export type DashboardWithdrawFromCardMutationVariables = Exact<{
  id: string | number;
  amount: number;
  idempotencyKey: string;
}>;


export type DashboardWithdrawFromCardMutation = { __typename: 'Mutation', withdrawFromCard: { __typename: 'CardOperation', id: string, amount: number, fee: number, card: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } } } | null };

export type DashboardFreezeCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardFreezeCardMutation = { __typename: 'Mutation', freezeCard: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } } | null };

export type DashboardUnfreezeCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardUnfreezeCardMutation = { __typename: 'Mutation', unfreezeCard: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } } | null };

export type DashboardUpdateCardSpendingControlsMutationVariables = Exact<{
  id: string | number;
  input: SpendingControlsInput;
}>;


export type DashboardUpdateCardSpendingControlsMutation = { __typename: 'Mutation', updateCardSpendingControls: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string }, spendingControls: { __typename: 'SpendingControls', allowedCategories: Array<MerchantCategoryId> | null, blockedCategories: Array<MerchantCategoryId> | null, spendingLimits: Array<{ __typename: 'SpendingLimit', amount: number, interval: SpendingLimitInterval, categories: Array<MerchantCategoryId> | null }> } } | null };

export type DashboardTerminateCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardTerminateCardMutation = { __typename: 'Mutation', terminateCard: { __typename: 'Card', id: string, status: CardStatus, balance: number, currency: CardCurrency, product: string, network: CardNetwork, last4: string, expiryMonth: string, expiryYear: string, reference: string | null, createdAt: string, cardholder: { __typename: 'Cardholder', firstName: string, lastName: string, email: string } } | null };

export type DashboardSimulateCardAuthorizationMutationVariables = Exact<{
  cardId: string | number;
  amount: number;
  merchantName?: string | null | undefined;
  merchantCategory?: MerchantCategoryId | null | undefined;
}>;


export type DashboardSimulateCardAuthorizationMutation = { __typename: 'Mutation', simulateCardAuthorization: { __typename: 'CardTransaction', id: string, cardId: string, type: string, amount: number, createdAt: string, declineReason: CardDeclineReason | null, transactionStatus: string, transactionCurrency: CardCurrency, merchant: { __typename: 'Merchant', name: string | null, category: MerchantCategoryId | null } } | null };

export type WebhookEndpointFieldsFragment = { __typename: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string | null, disabled: boolean, previousSecretExpiresAt: string | null, createdAt: string };

export type DashboardWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardWebhookEndpointsQuery = { __typename: 'Query', webhookEndpoints: Array<{ __typename: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string | null, disabled: boolean, previousSecretExpiresAt: string | null, createdAt: string }> | null };

export type DashboardCreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
  idempotencyKey?: string | null | undefined;
}>;


export type DashboardCreateWebhookEndpointMutation = { __typename: 'Mutation', createWebhookEndpoint: { __typename: 'WebhookEndpoint', secret: string | null, id: string, url: string, events: Array<string>, description: string | null, disabled: boolean, previousSecretExpiresAt: string | null, createdAt: string } | null };

export type DashboardDeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardDeleteWebhookEndpointMutation = { __typename: 'Mutation', deleteWebhookEndpoint: { __typename: 'DeletedWebhookEndpoint', id: string, deleted: boolean } | null };

export type WebhookDeliveryFieldsFragment = { __typename: 'WebhookDelivery', id: string, eventId: string, eventType: string, state: WebhookDeliveryState, attemptCount: number, createdAt: string, completedAt: string | null, nextAttemptAt: string | null, redeliveredAt: string | null, attempts: Array<{ __typename: 'WebhookAttempt', attempt: number, responseStatus: number | null, durationMs: number, error: string | null, createdAt: string }> };

export type DashboardWebhookEndpointQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  states?: Array<WebhookDeliveryState> | WebhookDeliveryState | null | undefined;
}>;


export type DashboardWebhookEndpointQuery = { __typename: 'Query', node:
    | { __typename: 'ApiKey' }
    | { __typename: 'Card' }
    | { __typename: 'CardTransaction' }
    | { __typename: 'Event' }
    | { __typename: 'Transfer' }
    | { __typename: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string | null, disabled: boolean, previousSecretExpiresAt: string | null, createdAt: string, deliveries: { __typename: 'WebhookDeliveryConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ __typename: 'WebhookDeliveryEdge', cursor: string, node: { __typename: 'WebhookDelivery', id: string, eventId: string, eventType: string, state: WebhookDeliveryState, attemptCount: number, createdAt: string, completedAt: string | null, nextAttemptAt: string | null, redeliveredAt: string | null, attempts: Array<{ __typename: 'WebhookAttempt', attempt: number, responseStatus: number | null, durationMs: number, error: string | null, createdAt: string }> } }> } }
   | null };

export type DashboardRedeliverWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
}>;


export type DashboardRedeliverWebhookDeliveryMutation = { __typename: 'Mutation', redeliverWebhookDelivery: { __typename: 'WebhookDelivery', id: string, eventId: string, eventType: string, state: WebhookDeliveryState, attemptCount: number, createdAt: string, completedAt: string | null, nextAttemptAt: string | null, redeliveredAt: string | null, attempts: Array<{ __typename: 'WebhookAttempt', attempt: number, responseStatus: number | null, durationMs: number, error: string | null, createdAt: string }> } | null };

export type DashboardSendTestWebhookEventMutationVariables = Exact<{
  endpointId: string | number;
  idempotencyKey: string;
}>;


export type DashboardSendTestWebhookEventMutation = { __typename: 'Mutation', sendTestWebhookEvent: { __typename: 'WebhookDelivery', id: string, eventId: string, eventType: string, state: WebhookDeliveryState, attemptCount: number, createdAt: string, completedAt: string | null, nextAttemptAt: string | null, redeliveredAt: string | null, attempts: Array<{ __typename: 'WebhookAttempt', attempt: number, responseStatus: number | null, durationMs: number, error: string | null, createdAt: string }> } | null };

export type PageFieldsFragment = { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null };

export type ApiKeyFieldsFragment = { __typename: 'ApiKey', id: string, prefix: string, scopes: Array<string>, description: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null };

export type DashboardApiKeysQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type DashboardApiKeysQuery = { __typename: 'Query', apiKeys: { __typename: 'ApiKeyConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ __typename: 'ApiKey', id: string, prefix: string, scopes: Array<string>, description: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null }> } | null };

export type DashboardCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
  idempotencyKey: string;
}>;


export type DashboardCreateApiKeyMutation = { __typename: 'Mutation', createApiKey: { __typename: 'ApiKey', secret: string | null, id: string, prefix: string, scopes: Array<string>, description: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null } | null };

export type DashboardRollApiKeyMutationVariables = Exact<{
  id: string | number;
  expiresInHours?: number | null | undefined;
  idempotencyKey: string;
}>;


export type DashboardRollApiKeyMutation = { __typename: 'Mutation', rollApiKey: { __typename: 'ApiKey', secret: string | null, id: string, prefix: string, scopes: Array<string>, description: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null } | null };

export type DashboardRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRevokeApiKeyMutation = { __typename: 'Mutation', revokeApiKey: { __typename: 'ApiKey', id: string, prefix: string, scopes: Array<string>, description: string | null, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null } | null };

export type DashboardUpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type DashboardUpdateWebhookEndpointMutation = { __typename: 'Mutation', updateWebhookEndpoint: { __typename: 'WebhookEndpoint', id: string, url: string, events: Array<string>, description: string | null, disabled: boolean, previousSecretExpiresAt: string | null, createdAt: string } | null };

export type DashboardRollWebhookEndpointSecretMutationVariables = Exact<{
  id: string | number;
  expiresInHours?: number | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type DashboardRollWebhookEndpointSecretMutation = { __typename: 'Mutation', rollWebhookEndpointSecret: { __typename: 'WebhookEndpoint', secret: string | null, id: string, url: string, events: Array<string>, description: string | null, disabled: boolean, previousSecretExpiresAt: string | null, createdAt: string } | null };

export type DashboardWebhookDeliveryDetailQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  states?: Array<WebhookDeliveryState> | WebhookDeliveryState | null | undefined;
}>;


export type DashboardWebhookDeliveryDetailQuery = { __typename: 'Query', webhookEndpoint: { __typename: 'WebhookEndpoint', id: string, deliveries: { __typename: 'WebhookDeliveryConnection', edges: Array<{ __typename: 'WebhookDeliveryEdge', node: { __typename: 'WebhookDelivery', id: string, requestBody: string, attempts: Array<{ __typename: 'WebhookAttempt', attempt: number, responseStatus: number | null, responseBody: string | null }> } }> } } | null };

export type DashboardEventsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type DashboardEventsPageQuery = { __typename: 'Query', events: { __typename: 'EventConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ __typename: 'Event', id: string, kind: EventType, type: string, createdAt: string, data: { __typename: 'EventData', object: Record<string, unknown> }, object:
        | { __typename: 'Balance', currency: Currency, available: number }
        | { __typename: 'Card', id: string, last4: string, network: CardNetwork, cardStatus: CardStatus }
        | { __typename: 'CardOperation', id: string, type: string, amount: number, cardId: string }
        | { __typename: 'CardTransaction', id: string, type: string, amount: number, transactionCurrency: CardCurrency }
        | { __typename: 'Transfer', id: string, amount: number, currency: Currency, status: TransferStatus }
       }> } | null };

export type DashboardCardTransactionsSearchQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  card?: string | number | null | undefined;
  type?: CardTransactionType | null | undefined;
  status?: CardTransactionStatus | null | undefined;
}>;


export type DashboardCardTransactionsSearchQuery = { __typename: 'Query', cardTransactions: { __typename: 'CardTransactionConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ __typename: 'CardTransaction', id: string, cardId: string, type: string, amount: number, createdAt: string, declineReason: CardDeclineReason | null, transactionStatus: string, transactionCurrency: CardCurrency, merchant: { __typename: 'Merchant', name: string | null, category: MerchantCategoryId | null } }> } | null };

export type DashboardExportAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardExportAccessQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', credential: CredentialType, sessionToken: { __typename: 'ViewerSessionToken', id: string, trustedDocumentsOnly: boolean } | null } | null };

export type DashboardTransferSearchQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: TransferStatus | null | undefined;
  currency?: Currency | null | undefined;
  createdAfter?: string | null | undefined;
  createdBefore?: string | null | undefined;
  referencePrefix?: string | null | undefined;
  amountGte?: number | null | undefined;
  amountLte?: number | null | undefined;
}>;


export type DashboardTransferSearchQuery = { __typename: 'Query', transfers: { __typename: 'TransferConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ __typename: 'Transfer', id: string, status: TransferStatus, amount: number, fee: number, currency: Currency, reference: string | null, description: string | null, createdAt: string, completedAt: string | null, failureCode: TransferFailureCode | null, failureMessage: string | null, destination: { __typename: 'MaskedDestination', type: DestinationType, last4: string, accountName: string, country: string, bankCode: string | null, network: string | null } }> } | null };

export type DashboardCredentialQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardCredentialQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', credential: CredentialType, scopes: Array<string>, sessionToken: { __typename: 'ViewerSessionToken', id: string, createdAt: string, expiresAt: string } | null } | null };

export type DashboardCreateSessionTokenMutationVariables = Exact<{
  input: CreateSessionTokenInput;
}>;


export type DashboardCreateSessionTokenMutation = { __typename: 'Mutation', createSessionToken: { __typename: 'SessionToken', id: string, token: string | null, createdAt: string, expiresAt: string } | null };

export type DashboardRenewSessionTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type DashboardRenewSessionTokenMutation = { __typename: 'Mutation', renewSessionToken: { __typename: 'SessionToken', id: string, expiresAt: string } | null };

export type DashboardRevokeSessionTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRevokeSessionTokenMutation = { __typename: 'Mutation', revokeSessionToken: { __typename: 'SessionToken', id: string, revokedAt: string | null } | null };

export type TransferFieldsFragment = { __typename: 'Transfer', id: string, status: TransferStatus, amount: number, fee: number, currency: Currency, reference: string | null, description: string | null, createdAt: string, completedAt: string | null, failureCode: TransferFailureCode | null, failureMessage: string | null, destination: { __typename: 'MaskedDestination', type: DestinationType, last4: string, accountName: string, country: string, bankCode: string | null, network: string | null } };

export type DashboardSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSessionQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', environment: Environment, credential: CredentialType, scopes: Array<string>, organization: { __typename: 'ViewerOrganization', id: string, name: string }, apiKey: { __typename: 'ViewerApiKey', id: string, prefix: string, scopes: Array<string>, expiresAt: string | null } } | null, currencies: Array<{ __typename: 'CurrencyDetails', code: Currency, exponent: number, name: string }> | null };

export type DashboardBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardBalancesQuery = { __typename: 'Query', balances: Array<{ __typename: 'Balance', currency: Currency, available: number, reserved: number, total: number }> | null };

export type DashboardTransferStatsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type DashboardTransferStatsQuery = { __typename: 'Query', transferStats: Array<{ __typename: 'TransferStats', currency: Currency, total: { __typename: 'TransferVolume', count: number, amount: number }, days: Array<{ __typename: 'TransferDay', day: string, succeeded: { __typename: 'TransferVolume', count: number, amount: number }, processing: { __typename: 'TransferVolume', count: number, amount: number }, failed: { __typename: 'TransferVolume', count: number, amount: number }, total: { __typename: 'TransferVolume', count: number, amount: number } }> }> | null };

export type DashboardTestFundMutationVariables = Exact<{
  amount: number;
  currency: Currency;
  idempotencyKey: string;
}>;


export type DashboardTestFundMutation = { __typename: 'Mutation', testFund: { __typename: 'Balance', currency: Currency, available: number, reserved: number, total: number } | null };

export type DashboardLatestTransfersQueryVariables = Exact<{
  first: number;
}>;


export type DashboardLatestTransfersQuery = { __typename: 'Query', transfers: { __typename: 'TransferConnection', nodes: Array<{ __typename: 'Transfer', id: string, status: TransferStatus, amount: number, fee: number, currency: Currency, reference: string | null, description: string | null, createdAt: string, completedAt: string | null, failureCode: TransferFailureCode | null, failureMessage: string | null, destination: { __typename: 'MaskedDestination', type: DestinationType, last4: string, accountName: string, country: string, bankCode: string | null, network: string | null } }> } | null };

export type DashboardTransferQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardTransferQuery = { __typename: 'Query', transfer: { __typename: 'Transfer', metadata: Record<string, unknown>, id: string, status: TransferStatus, amount: number, fee: number, currency: Currency, reference: string | null, description: string | null, createdAt: string, completedAt: string | null, failureCode: TransferFailureCode | null, failureMessage: string | null, events: Array<{ __typename: 'Event', id: string, type: string, createdAt: string }>, destination: { __typename: 'MaskedDestination', type: DestinationType, last4: string, accountName: string, country: string, bankCode: string | null, network: string | null } } | null };

export type DashboardCreateTransferMutationVariables = Exact<{
  input: CreateTransferInput;
  idempotencyKey: string;
}>;


export type DashboardCreateTransferMutation = { __typename: 'Mutation', createTransfer: { __typename: 'Transfer', id: string, status: TransferStatus, amount: number, fee: number, currency: Currency, reference: string | null, description: string | null, createdAt: string, completedAt: string | null, failureCode: TransferFailureCode | null, failureMessage: string | null, destination: { __typename: 'MaskedDestination', type: DestinationType, last4: string, accountName: string, country: string, bankCode: string | null, network: string | null } } | null };

export type DashboardLiveEventsSubscriptionVariables = Exact<{
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type DashboardLiveEventsSubscription = { events: { __typename: 'Event', id: string, type: string, createdAt: string, object:
      | { __typename: 'Balance', currency: Currency, available: number, reserved: number, total: number }
      | { __typename: 'Card', id: string }
      | { __typename: 'CardOperation', id: string, cardId: string }
      | { __typename: 'CardTransaction', id: string, cardId: string, type: string, amount: number, createdAt: string, declineReason: CardDeclineReason | null, transactionStatus: string, transactionCurrency: CardCurrency, merchant: { __typename: 'Merchant', name: string | null, category: MerchantCategoryId | null } }
      | { __typename: 'Transfer', id: string, status: TransferStatus, amount: number, fee: number, currency: Currency, reference: string | null, description: string | null, createdAt: string, completedAt: string | null, failureCode: TransferFailureCode | null, failureMessage: string | null, destination: { __typename: 'MaskedDestination', type: DestinationType, last4: string, accountName: string, country: string, bankCode: string | null, network: string | null } }
     } };

export const CardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expiryMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expiryYear"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cardholder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CardFieldsFragment, unknown>;
export const CardTransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","alias":{"kind":"Name","value":"transactionStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","alias":{"kind":"Name","value":"transactionCurrency"},"name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"merchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<CardTransactionFieldsFragment, unknown>;
export const CardSpendingControlsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardSpendingControlsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"spendingControls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"spendingLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedCategories"}},{"kind":"Field","name":{"kind":"Name","value":"blockedCategories"}}]}}]}}]} as unknown as DocumentNode<CardSpendingControlsFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"redeliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const PageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<PageFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const TransferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureCode"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"network"}}]}}]}}]} as unknown as DocumentNode<TransferFieldsFragment, unknown>;
export const DashboardMerchantCategoriesDocument = {"__meta__":{"documentId":"sha256:98ebb98f63d05f104897bba1c73e900fa06ce0637aa81e2639988cf301a3fc99"}} as unknown as DocumentNode<DashboardMerchantCategoriesQuery, DashboardMerchantCategoriesQueryVariables>;
export const DashboardCardNamesDocument = {"__meta__":{"documentId":"sha256:4b7f5dfc5834f85c25c00035975a89debd0dcff63f04f47a09e156a9c3e5b37a"}} as unknown as DocumentNode<DashboardCardNamesQuery, DashboardCardNamesQueryVariables>;
export const DashboardLatestCardTransactionsDocument = {"__meta__":{"documentId":"sha256:f46c96a79947d6b38450b9ff6438c92bbeeb66e04423812b06aaf1cedc1668cf"}} as unknown as DocumentNode<DashboardLatestCardTransactionsQuery, DashboardLatestCardTransactionsQueryVariables>;
export const DashboardCardsDocument = {"__meta__":{"documentId":"sha256:47050e46a7c9c0ce0ce6a0fb2228a3b393f1fc7eba496ff4fe35b1bebf29df43"}} as unknown as DocumentNode<DashboardCardsQuery, DashboardCardsQueryVariables>;
export const DashboardCardProductsDocument = {"__meta__":{"documentId":"sha256:97f6f154b5e74dc27553ff7bd2acd211fd7a78263f3d79560f50a8232deea171"}} as unknown as DocumentNode<DashboardCardProductsQuery, DashboardCardProductsQueryVariables>;
export const DashboardCardDocument = {"__meta__":{"documentId":"sha256:b449b7e232dbb8b72215bad689e5050b81ac96f1523848a1ca085bc1e664782c"}} as unknown as DocumentNode<DashboardCardQuery, DashboardCardQueryVariables>;
export const DashboardCardDetailsDocument = {"__meta__":{"documentId":"sha256:6b134bc9917e61beb876fca9026f60c929a31f1bab30690e039ae35a89b1d1d9"}} as unknown as DocumentNode<DashboardCardDetailsQuery, DashboardCardDetailsQueryVariables>;
export const DashboardIssueCardDocument = {"__meta__":{"documentId":"sha256:25f885e778954b0cc97ee25b3ffb44afb62fb9713d393b63884ccfbaefd30e8a"}} as unknown as DocumentNode<DashboardIssueCardMutation, DashboardIssueCardMutationVariables>;
export const DashboardFundCardDocument = {"__meta__":{"documentId":"sha256:9795c5e31a46ed677c9e4e11aa4a453b970d40aee0702a7208caf11781bc18db"}} as unknown as DocumentNode<DashboardFundCardMutation, DashboardFundCardMutationVariables>;
export const DashboardWithdrawFromCardDocument = {"__meta__":{"documentId":"sha256:97e6ad138f4cb91130ede974f819866fc59b86e394c51640e7e26431dc21a215"}} as unknown as DocumentNode<DashboardWithdrawFromCardMutation, DashboardWithdrawFromCardMutationVariables>;
export const DashboardFreezeCardDocument = {"__meta__":{"documentId":"sha256:80eacdf7006564bf4cc364be52ff0215d68f50d2bb48b3dedb837c1ff0b11198"}} as unknown as DocumentNode<DashboardFreezeCardMutation, DashboardFreezeCardMutationVariables>;
export const DashboardUnfreezeCardDocument = {"__meta__":{"documentId":"sha256:98fd24d6e4f7534ff00a464e18f711ffb1a19b9467ecc2a30d445997fa57ca51"}} as unknown as DocumentNode<DashboardUnfreezeCardMutation, DashboardUnfreezeCardMutationVariables>;
export const DashboardUpdateCardSpendingControlsDocument = {"__meta__":{"documentId":"sha256:6d876f80b54fdc12455a8e264515fe7450be6b92376cd7f6859d43c378392ef9"}} as unknown as DocumentNode<DashboardUpdateCardSpendingControlsMutation, DashboardUpdateCardSpendingControlsMutationVariables>;
export const DashboardTerminateCardDocument = {"__meta__":{"documentId":"sha256:55ee1c8927557629af51832aa5089e6926e510621b5b927b909d244da62b58f4"}} as unknown as DocumentNode<DashboardTerminateCardMutation, DashboardTerminateCardMutationVariables>;
export const DashboardSimulateCardAuthorizationDocument = {"__meta__":{"documentId":"sha256:ccf0aa51b0935e28da1c021c9c2e712cc69d9f23824ff40d3d96517a9fc1ca02"}} as unknown as DocumentNode<DashboardSimulateCardAuthorizationMutation, DashboardSimulateCardAuthorizationMutationVariables>;
export const DashboardWebhookEndpointsDocument = {"__meta__":{"documentId":"sha256:502ef68a5c839d3050002d3f087b3ebc9a8d53ce4e189688d854ed53b02b9f83"}} as unknown as DocumentNode<DashboardWebhookEndpointsQuery, DashboardWebhookEndpointsQueryVariables>;
export const DashboardCreateWebhookEndpointDocument = {"__meta__":{"documentId":"sha256:939c8ea49cb8652fa5acd74e60379cda8d68e0754150eff71e03973191043da9"}} as unknown as DocumentNode<DashboardCreateWebhookEndpointMutation, DashboardCreateWebhookEndpointMutationVariables>;
export const DashboardDeleteWebhookEndpointDocument = {"__meta__":{"documentId":"sha256:18f3d97e38c3700541718b04e736d0679e48bbac4ef1a46add10d8296b64724a"}} as unknown as DocumentNode<DashboardDeleteWebhookEndpointMutation, DashboardDeleteWebhookEndpointMutationVariables>;
export const DashboardWebhookEndpointDocument = {"__meta__":{"documentId":"sha256:921638267e79e53c0d0cc2ef9ab6e687a00cdf6216d440b3fbcec4086908ad3c"}} as unknown as DocumentNode<DashboardWebhookEndpointQuery, DashboardWebhookEndpointQueryVariables>;
export const DashboardRedeliverWebhookDeliveryDocument = {"__meta__":{"documentId":"sha256:4a1dd4e18732567532127cde4e4f08dbf621b0a4bb827ce7c1c831f7e51752ba"}} as unknown as DocumentNode<DashboardRedeliverWebhookDeliveryMutation, DashboardRedeliverWebhookDeliveryMutationVariables>;
export const DashboardSendTestWebhookEventDocument = {"__meta__":{"documentId":"sha256:3ef875a15e95ed433c86a418e2a6211417179f4293b5bcf1b1ab38afc2d70bfd"}} as unknown as DocumentNode<DashboardSendTestWebhookEventMutation, DashboardSendTestWebhookEventMutationVariables>;
export const DashboardApiKeysDocument = {"__meta__":{"documentId":"sha256:7805ad75530ae848e9158a3e2613d0d1ee66987afa0da9d85f453dede7cd042c"}} as unknown as DocumentNode<DashboardApiKeysQuery, DashboardApiKeysQueryVariables>;
export const DashboardCreateApiKeyDocument = {"__meta__":{"documentId":"sha256:cf850021b57336b1aefeff93b6db908cc6ed23c4d44198bfb178d3cfdc1ac32a"}} as unknown as DocumentNode<DashboardCreateApiKeyMutation, DashboardCreateApiKeyMutationVariables>;
export const DashboardRollApiKeyDocument = {"__meta__":{"documentId":"sha256:95735cd216c9fc7d02dae83ef13f8560da02a7882433b4a7a0de138831e210af"}} as unknown as DocumentNode<DashboardRollApiKeyMutation, DashboardRollApiKeyMutationVariables>;
export const DashboardRevokeApiKeyDocument = {"__meta__":{"documentId":"sha256:42e222a5494f5dc5f47f55616b88264c07ba36d3672b5a3f98379a095dacb66e"}} as unknown as DocumentNode<DashboardRevokeApiKeyMutation, DashboardRevokeApiKeyMutationVariables>;
export const DashboardUpdateWebhookEndpointDocument = {"__meta__":{"documentId":"sha256:0c259e31d017ad9c83a4e4262cfb974ab9226b0e6fffcaf35edf652d230df587"}} as unknown as DocumentNode<DashboardUpdateWebhookEndpointMutation, DashboardUpdateWebhookEndpointMutationVariables>;
export const DashboardRollWebhookEndpointSecretDocument = {"__meta__":{"documentId":"sha256:33385f82e5d68f035601529d0fc4f880f14793885de13bf35bdce4b00037c5da"}} as unknown as DocumentNode<DashboardRollWebhookEndpointSecretMutation, DashboardRollWebhookEndpointSecretMutationVariables>;
export const DashboardWebhookDeliveryDetailDocument = {"__meta__":{"documentId":"sha256:a9ab192a431e776098c8e10c80285f9722459e8c61427596003ca39ac6ffbffa"}} as unknown as DocumentNode<DashboardWebhookDeliveryDetailQuery, DashboardWebhookDeliveryDetailQueryVariables>;
export const DashboardEventsPageDocument = {"__meta__":{"documentId":"sha256:18a6645ca2fb5160d0f32b80a4508908b10707048b0c2950c69c1f2fb5d6f21b"}} as unknown as DocumentNode<DashboardEventsPageQuery, DashboardEventsPageQueryVariables>;
export const DashboardCardTransactionsSearchDocument = {"__meta__":{"documentId":"sha256:d0f56185f540f5def7034df0d9657e8607da6341d977130c55d82ad65a578cd3"}} as unknown as DocumentNode<DashboardCardTransactionsSearchQuery, DashboardCardTransactionsSearchQueryVariables>;
export const DashboardExportAccessDocument = {"__meta__":{"documentId":"sha256:97aca73e1266d5b4d8c98c0bd855391b95e066a1e9e11883ddd5c25429ba2fe9"}} as unknown as DocumentNode<DashboardExportAccessQuery, DashboardExportAccessQueryVariables>;
export const DashboardTransferSearchDocument = {"__meta__":{"documentId":"sha256:f360706f2b360d62e5c1e66729ad7fc9fb7861102528bb75422c52d629fb8262"}} as unknown as DocumentNode<DashboardTransferSearchQuery, DashboardTransferSearchQueryVariables>;
export const DashboardCredentialDocument = {"__meta__":{"documentId":"sha256:dfb6fe5801a209d0b105cbd3d70cce07533811d9c6a7f1490363fb6eed610f0d"}} as unknown as DocumentNode<DashboardCredentialQuery, DashboardCredentialQueryVariables>;
export const DashboardCreateSessionTokenDocument = {"__meta__":{"documentId":"sha256:9ac2ff24c082c31fd8b7648b7f771702d25b38cda2882e4199fcafa43da1ce8f"}} as unknown as DocumentNode<DashboardCreateSessionTokenMutation, DashboardCreateSessionTokenMutationVariables>;
export const DashboardRenewSessionTokenDocument = {"__meta__":{"documentId":"sha256:c127cef8f03187ea502932b5f7e6516a947ab7227867aceb1826a9ac74eadcc6"}} as unknown as DocumentNode<DashboardRenewSessionTokenMutation, DashboardRenewSessionTokenMutationVariables>;
export const DashboardRevokeSessionTokenDocument = {"__meta__":{"documentId":"sha256:7ce3730b99e608c7fe726fd2140a3a4449256f0ab19d85deb0108e47e937e101"}} as unknown as DocumentNode<DashboardRevokeSessionTokenMutation, DashboardRevokeSessionTokenMutationVariables>;
export const DashboardSessionDocument = {"__meta__":{"documentId":"sha256:2a17e3ce34cb61ecb4b192c540a10bfb04dc1cf208b2cd278deef81bfd8d71e1"}} as unknown as DocumentNode<DashboardSessionQuery, DashboardSessionQueryVariables>;
export const DashboardBalancesDocument = {"__meta__":{"documentId":"sha256:1553845820eb75eba7f41196178919b43e90a7cb6492a241107d7ee485344a12"}} as unknown as DocumentNode<DashboardBalancesQuery, DashboardBalancesQueryVariables>;
export const DashboardTransferStatsDocument = {"__meta__":{"documentId":"sha256:9bb9d19bece7bb0fc8f229bc4d7060690cb26c9c4134b63f256d9c6a673b54d6"}} as unknown as DocumentNode<DashboardTransferStatsQuery, DashboardTransferStatsQueryVariables>;
export const DashboardTestFundDocument = {"__meta__":{"documentId":"sha256:0bdaf21c499bc633262c455d07676bf28f37c508d7a75b69f30924b25b6eae45"}} as unknown as DocumentNode<DashboardTestFundMutation, DashboardTestFundMutationVariables>;
export const DashboardLatestTransfersDocument = {"__meta__":{"documentId":"sha256:06fbfb11f95dd3cd7e59a0c66dbb9399ba0a4179a70e15e74e2e3e71c3bfc361"}} as unknown as DocumentNode<DashboardLatestTransfersQuery, DashboardLatestTransfersQueryVariables>;
export const DashboardTransferDocument = {"__meta__":{"documentId":"sha256:d2f86534162e9bd862c0ec35926b31aef1d83c3b6c9e06b87ba869a60312046e"}} as unknown as DocumentNode<DashboardTransferQuery, DashboardTransferQueryVariables>;
export const DashboardCreateTransferDocument = {"__meta__":{"documentId":"sha256:d21a9f178418f6922578085566e523591f6c4af7c929c62e8263fd8f26cd2b45"}} as unknown as DocumentNode<DashboardCreateTransferMutation, DashboardCreateTransferMutationVariables>;
export const DashboardLiveEventsDocument = {"__meta__":{"documentId":"sha256:396f81da66bac61e0e70061dfdf47ef9b827bf4f13a1cceb71cb647e3ac4ecca"}} as unknown as DocumentNode<DashboardLiveEventsSubscription, DashboardLiveEventsSubscriptionVariables>;