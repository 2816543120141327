import { builder } from "../builder.js";
import { Node } from "./node.js";
import { domainInput, runOperation, runs, type GraphQLContext } from "../context.js";
import { tenantFor } from "../reads.js";
import { loaderFor } from "../loaders.js";
import { countTransactionsOfCards, latestTransactionsOfCards, searchAllCardTransactions, searchCardTransactions } from "../../domain/cards/transactions.js";
import { plainFirstPage, plainFirstPageSize } from "../../domain/pagination.js";
import {
  getCard,
  listCardProducts,
  listCardTransactions,
  revealCardDetails,
  type CardDetailsView,
  type CardTransactionView,
  type CardView,
} from "../../domain/cards/cards.js";
import {
  freezeCard,
  fundCard,
  issueCard,
  simulateCardAuthorization,
  terminateCard,
  unfreezeCard,
  withdrawFromCard,
  type CardOperationView,
  type CreateCardResponseView,
} from "../../domain/cards/operations.js";
import type { CardProductView } from "../../domain/cards/products.js";
import { EnvironmentEnum } from "./enums.js";
import { connectionArgs, connectionExtras, connectionFrom, idempotencyKeyDescription, metadataDescription, withoutNulls } from "./input.js";
import { searchCards } from "../../domain/cards/search.js";

const CardStatusEnum = builder.enumType("CardStatus", {
  description: "Where a card stands: active, frozen (until unfrozen) or terminated (for good).",
  values: {
    active: { description: "In use: purchases are approved up to its balance; it can be funded, withdrawn from, frozen or terminated." },
    frozen: { description: "Blocked for now: purchases are declined; it can be unfrozen, withdrawn from or terminated." },
    terminated: { description: "Closed for good: nothing more can be done with it." },
  },
});
const CardNetworkEnum = builder.enumType("CardNetwork", {
  description: "The card network a product belongs to.",
  values: {
    visa: { description: "Visa: card numbers start with 4." },
    mastercard: { description: "Mastercard: card numbers start with 51 to 55." },
  },
});
const CardCurrencyEnum = builder.enumType("CardCurrency", {
  description: "A card's currency: cards are USD only.",
  values: { USD: { description: "United States Dollar: card amounts are USD cents." } },
});

const Cardholder = builder.objectRef<CardView["cardholder"]>("Cardholder").implement({
  description: "The person a card is issued to, as sent to issueCard.",
  fields: (t) => ({
    firstName: t.exposeString("first_name", { description: "Given name." }),
    lastName: t.exposeString("last_name", { description: "Family name." }),
    email: t.exposeString("email", { description: "Email address." }),
  }),
});

const Merchant = builder.objectRef<CardTransactionView["merchant"]>("Merchant").implement({
  description: "Where a purchase was made. Each field is null when not known; all are null on top-ups, fees and withdrawals.",
  fields: (t) => ({
    name: t.exposeString("name", {
      nullable: true,
      description: "The merchant's name: on a simulated purchase, the merchantName sent (Test Merchant unless given).",
    }),
    mcc: t.exposeString("mcc", { nullable: true, description: "The merchant category code (the Sandbox records none)." }),
    country: t.exposeString("country", { nullable: true, description: "The merchant's country (the Sandbox records none)." }),
  }),
});

export const CardTransaction = builder.objectRef<CardTransactionView>("CardTransaction").implement({
  description: "A purchase, refund, top-up, withdrawal or fee on a card.",
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The transaction's id (ctx_…)." }),
    cardId: t.exposeString("card_id", { description: "The card's id (card_…)." }),
    type: t.exposeString("type", { description: "authorization, refund, topup, withdrawal or fee" }),
    status: t.exposeString("status", { description: "succeeded, or declined: a purchase the card could not take, where nothing moved" }),
    amount: t.field({ type: "SafeInt", description: "USD cents.", resolve: (c) => c.amount }),
    currency: t.exposeString("currency", { description: "Always USD." }),
    merchant: t.field({ type: Merchant, description: "Where a purchase was made.", resolve: (c) => c.merchant }),
    createdAt: t.field({ type: "DateTime", description: "When it was recorded.", resolve: (c) => c.created_at }),
    testData: t.exposeBoolean("test_data", { description: "True for every Sandbox object: simulated, with no monetary value." }),
  }),
});

const CardTransactionPage = builder
  .objectRef<{ data: CardTransactionView[]; has_more: boolean }>("CardTransactionPage")
  .implement({
    description: "A page of a card's transactions (GET /cards/{id}/transactions): 20 per page, newest first.",
    fields: (t) => ({
      data: t.field({ type: [CardTransaction], description: "At most 20 transactions, newest first.", resolve: (p) => p.data }),
      hasMore: t.exposeBoolean("has_more", { description: "Whether the next page has any." }),
    }),
  });

const CardTransactionConnection = builder.connectionObject(
  {
    type: CardTransaction,
    name: "CardTransactionConnection",
    description: "A page of card transactions (one card's, or every card's), newest first.",
    fields: (t) => connectionExtras(t, CardTransaction, "transactions"),
  },
  { description: "A card transaction in a page, with its cursor (its id)." },
);

/**
 * A card's page of transactions: a first page (no cursor) through the request's batch of every
 * card asking for the same page size, any other through the card's own search.
 */
async function cardTransactionsPage(ctx: GraphQLContext, cardId: string, args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }) {
  const size = plainFirstPageSize(args);
  if (size === undefined) return connectionFrom(await runOperation(ctx, searchCardTransactions, { id: cardId, options: withoutNulls(args) }));
  const tenant = tenantFor(ctx, searchCardTransactions);
  const prisma = ctx.domain.prisma;
  const newest = await loaderFor(ctx, `cardTransactions.first:${size}`, (ids) => latestTransactionsOfCards(prisma, tenant, ids, size + 1)).load(cardId);
  const count = () => loaderFor(ctx, "cardTransactions.count", (ids) => countTransactionsOfCards(prisma, tenant, ids)).load(cardId);
  return connectionFrom(plainFirstPage(newest, size, count));
}

export const Card = builder.objectRef<CardView>("Card").implement({
  description: "A USD virtual card. Read with cards:read; its full number and CVV are never part of it (see cardDetails).",
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The card's id (card_…)." }),
    environment: t.field({ type: EnvironmentEnum, description: "The environment it was issued in.", resolve: (c) => c.environment }),
    product: t.exposeString("product", { description: "Its card product's id, such as net-400 (see cardProducts)." }),
    network: t.field({ type: CardNetworkEnum, description: "Its network, from its product.", resolve: (c) => c.network }),
    currency: t.field({ type: CardCurrencyEnum, description: "Always USD.", resolve: (c) => c.currency }),
    status: t.field({ type: CardStatusEnum, description: "active, frozen or terminated.", resolve: (c) => c.status }),
    cardholder: t.field({ type: Cardholder, description: "Who it is issued to.", resolve: (c) => c.cardholder }),
    last4: t.exposeString("last4", { description: "The last four digits of its number." }),
    expiryMonth: t.exposeString("expiry_month", { description: "Expiry month, two digits (MM)." }),
    expiryYear: t.exposeString("expiry_year", { description: "Expiry year, four digits (YYYY): three years after issue." }),
    balance: t.field({
      type: "SafeInt",
      description: "USD cents on the card, as of the last operation through the service.",
      resolve: (c) => c.balance,
    }),
    reference: t.exposeString("reference", { nullable: true, description: "Your own reference from issueCard; null when none was sent." }),
    metadata: t.field({ type: "JSONObject", description: "Your key/value strings from issueCard; {} when none were sent.", resolve: (c) => c.metadata }),
    createdAt: t.field({ type: "DateTime", description: "When it was issued.", resolve: (c) => c.created_at }),
    testData: t.exposeBoolean("test_data", { description: "True for every Sandbox object: simulated, with no monetary value." }),
    transactionsConnection: t.field({
      ...runs(searchCardTransactions),
      type: CardTransactionConnection,
      description:
        "The card's transactions newest first, as a connection. The first page of every card in a list is read in one statement for them all.",
      args: connectionArgs(t.arg),
      resolve: (card, args, ctx) => cardTransactionsPage(ctx, card.id, args),
    }),
    transactions: t.field({
      ...runs(listCardTransactions),
      type: CardTransactionPage,
      description: "The card's transactions a page at a time (GET /cards/{id}/transactions), newest first, 20 per page. Needs cards:read.",
      args: { page: t.arg.int({ description: "Which page: 1 to 1000, 1 unless given." }) },
      resolve: (card, args, ctx) =>
        runOperation(ctx, listCardTransactions, { id: card.id, options: withoutNulls({ page: args.page }) }),
    }),
  }),
});

const Issuance = builder.objectRef<CreateCardResponseView["issuance"]>("CardIssuance").implement({
  description: "What issuing a card cost, in USD cents: initialLoad + fee were debited from the USD wallet.",
  fields: (t) => ({
    initialLoad: t.field({ type: "SafeInt", description: "USD cents loaded onto the card at issue; 0 when none.", resolve: (i) => i.initial_load }),
    fee: t.field({ type: "SafeInt", description: "The issuance, kyc and topup fees together, in USD cents.", resolve: (i) => i.fee }),
    feeBreakdown: t.field({ type: "JSONObject", description: "issuance, kyc and topup fees in USD cents.", resolve: (i) => i.fee_breakdown }),
  }),
});

const IssuedCard = builder.objectRef<CreateCardResponseView>("IssuedCard").implement({
  description: "The new card and what its issuance cost.",
  fields: (t) => ({
    card: t.field({ type: Card, description: "The new card, active.", resolve: (c) => c }),
    issuance: t.field({ type: Issuance, description: "What its issuance cost.", resolve: (c) => c.issuance }),
  }),
});

export const CardOperation = builder.objectRef<CardOperationView>("CardOperation").implement({
  description: "Money moved onto or off a card, as fundCard and withdrawFromCard answer it.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The operation's id (cop_…)." }),
    type: t.exposeString("type", { description: "fund or withdraw." }),
    cardId: t.exposeString("card_id", { description: "The card's id (card_…)." }),
    amount: t.field({ type: "SafeInt", description: "USD cents moved onto or off the card.", resolve: (o) => o.amount }),
    fee: t.field({
      type: "SafeInt",
      description: "Its fee in USD cents, taken from the USD wallet: the product's top-up fee on a fund, 0 on a withdrawal.",
      resolve: (o) => o.fee,
    }),
    feeBreakdown: t.field({
      type: "JSONObject",
      description: "Its fees by name in USD cents: topup on a fund; empty on a withdrawal.",
      resolve: (o) => o.fee_breakdown,
    }),
    status: t.exposeString("status", { description: "succeeded: an operation that cannot be done is an error instead." }),
    card: t.field({ type: Card, description: "The card after the operation.", resolve: (o) => o.card }),
    createdAt: t.field({ type: "DateTime", description: "When it happened.", resolve: (o) => o.created_at }),
    testData: t.exposeBoolean("test_data", { description: "True for every Sandbox object: simulated, with no monetary value." }),
  }),
});

const CardDetails = builder.objectRef<CardDetailsView>("CardDetails").implement({
  description: "Sensitive: the full number and CVV. Never log or store them.",
  fields: (t) => ({
    cardId: t.exposeString("card_id", { description: "The card's id (card_…)." }),
    number: t.exposeString("number", { description: "The full card number, 16 digits: derived when asked for, never stored." }),
    cvv: t.exposeString("cvv", { description: "The 3-digit CVV: derived when asked for, never stored." }),
    expiryMonth: t.exposeString("expiry_month", { description: "Expiry month, two digits (MM)." }),
    expiryYear: t.exposeString("expiry_year", { description: "Expiry year, four digits (YYYY)." }),
    testData: t.exposeBoolean("test_data", { description: "True for every Sandbox object: simulated, with no monetary value." }),
  }),
});

const CardProduct = builder.objectRef<CardProductView>("CardProduct").implement({
  description: "A card product of the catalog: what issuing and funding its cards cost, in USD cents.",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The id issueCard takes, such as net-400." }),
    network: t.field({ type: CardNetworkEnum, description: "Its cards' network.", resolve: (p) => p.network }),
    available: t.exposeBoolean("available", { description: "Whether the API can issue it; issuing one that is not is product_unavailable." }),
    issuanceFee: t.field({ type: "SafeInt", description: "USD cents, charged at issue.", resolve: (p) => p.fees.issuance }),
    kycFee: t.field({ type: "SafeInt", description: "USD cents, charged at issue.", resolve: (p) => p.fees.kyc }),
    topupRatePercent: t.float({
      description: "The top-up fee rate in percent (1.5 is 1.5 %): ceil(amount × rate) on an initial load and on every fund.",
      resolve: (p) => p.fees.topup_rate_percent,
    }),
    acceptsInitialLoad: t.boolean({
      description: "Whether issueCard takes an initialLoad for it (else validation_error on initialLoad).",
      resolve: (p) => p.initial_load.accepted,
    }),
  }),
});

const CardConnection = builder.connectionObject(
  {
    type: Card,
    name: "CardConnection",
    description: "A page of cards, newest first.",
    fields: (t) => connectionExtras(t, Card, "cards"),
  },
  { description: "A card in a page, with its cursor (its id)." },
);

const personNameRules = "1 to 50 characters: letters of any script, spaces, apostrophes, hyphens and periods.";

const CardholderInput = builder.inputType("CardholderInput", {
  description: "The person a card is issued to.",
  fields: (t) => ({
    firstName: t.string({ required: true, description: `Given name, ${personNameRules}` }),
    lastName: t.string({ required: true, description: `Family name, ${personNameRules}` }),
    email: t.string({ required: true, description: "An email address of at most 254 characters." }),
  }),
});

const IssueCardInput = builder.inputType("IssueCardInput", {
  description: "A card to issue: the body of POST /cards.",
  fields: (t) => ({
    product: t.string({ required: true, description: "A card product id, such as net-400 (see cardProducts)." }),
    cardholder: t.field({ type: CardholderInput, required: true, description: "Who the card is for." }),
    initialLoad: t.field({
      type: "SafeInt",
      description:
        "USD cents to load at issue, 1000 to 250000, plus the product's top-up fee; only for products that accept it (CardProduct.acceptsInitialLoad).",
    }),
    reference: t.string({ description: "Your own reference, at most 64 characters." }),
    metadata: t.field({ type: "JSONObject", description: metadataDescription }),
  }),
});

/** What every card operation that changes a card answers in Live (docs/api/cards.md#live). */
const liveCards = "In Live: activation_required unless the organization is activated, then live_operations_disabled.";

builder.queryFields((t) => ({
  card: t.field({
    ...runs(getCard),
    type: Card,
    nullable: true,
    description: "One card by id (GET /cards/{id}). Needs cards:read; another organization's or environment's card is null with not_found.",
    args: { id: t.arg.id({ required: true, description: "The card's id (card_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, getCard, { id: String(args.id) }),
  }),
  cards: t.field({
    ...runs(searchCards),
    type: CardConnection,
    nullable: true,
    description: "The key's cards (GET /cards), newest first. Needs cards:read. `last` with `before` pages back. Filters narrow together.",
    args: {
      ...connectionArgs(t.arg),
      status: t.arg({ type: CardStatusEnum, description: "Only cards in this status." }),
      statuses: t.arg({ type: [CardStatusEnum], description: "Only cards in any of these statuses." }),
      createdAfter: t.arg({ type: "DateTime", description: "Only cards issued at or after this time." }),
      createdBefore: t.arg({ type: "DateTime", description: "Only cards issued before this time." }),
      reference: t.arg.string({ description: "Only cards with exactly this reference." }),
      last4: t.arg.string({ description: "Only cards whose number ends with these four digits." }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await runOperation(ctx, searchCards, { options: withoutNulls(args) });
      return connectionFrom(page);
    },
  }),
  cardTransactions: t.field({
    ...runs(searchAllCardTransactions),
    type: CardTransactionConnection,
    nullable: true,
    description:
      "The transactions of every card of the key's organization and environment, newest first: purchases, refunds, top-ups, " +
      "withdrawals and fees. Needs cards:read. `after` is the cursor (transaction id) of the last transaction of the previous page; " +
      "`last` with `before` pages back.",
    args: connectionArgs(t.arg),
    resolve: async (_root, args, ctx) => connectionFrom(await runOperation(ctx, searchAllCardTransactions, { options: withoutNulls(args) })),
  }),
  cardDetails: t.field({
    ...runs(revealCardDetails),
    type: CardDetails,
    nullable: true,
    description:
      "A card's full number and CVV (GET /cards/{id}/details). Needs cards:sensitive; the card must be active or frozen " +
      "(else card_state_conflict). Whoever reads them comes into PCI DSS scope and must never log or store them. " +
      "In Live: activation_required unless the organization is activated, else not_found (no Live card exists yet).",
    args: { id: t.arg.id({ required: true, description: "The card's id (card_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, revealCardDetails, { id: String(args.id) }),
  }),
  cardProducts: t.field({
    ...runs(listCardProducts),
    type: [CardProduct],
    nullable: true,
    description: "The card product catalog and its fees (GET /card_products). Needs cards:read.",
    resolve: async (_root, _args, ctx) => (await runOperation(ctx, listCardProducts)).data,
  }),
}));

builder.mutationFields((t) => ({
  issueCard: t.field({
    ...runs(issueCard),
    type: IssuedCard,
    nullable: true,
    description:
      "Issues an active USD virtual card (POST /cards): the issuance and kyc fees, and any initialLoad with its top-up fee, are debited " +
      "from the USD wallet (else insufficient_funds); a product the API cannot issue is product_unavailable. " +
      `Needs cards:write. ${liveCards}`,
    args: {
      input: t.arg({ type: IssueCardInput, required: true, description: "The card to issue." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { input, idempotencyKey }, ctx) => runOperation(ctx, issueCard, { input: domainInput(input), idempotencyKey }),
  }),
  fundCard: t.field({
    ...runs(fundCard),
    type: CardOperation,
    nullable: true,
    description:
      "Loads an active card from the USD wallet (POST /cards/{id}/fund), debiting amount plus the product's top-up fee " +
      `(else insufficient_funds); a card that is not active is card_state_conflict. Needs cards:write. ${liveCards}`,
    args: {
      id: t.arg.id({ required: true, description: "The card's id (card_…)." }),
      amount: t.arg({ type: "SafeInt", required: true, description: "USD cents to load, 500 to 250000." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { id, idempotencyKey, ...input }, ctx) =>
      runOperation(ctx, fundCard, { id: String(id), input: domainInput(input), idempotencyKey }),
  }),
  withdrawFromCard: t.field({
    ...runs(withdrawFromCard),
    type: CardOperation,
    nullable: true,
    description:
      "Moves funds from an active or frozen card back to the USD wallet, with no fee (POST /cards/{id}/withdraw). At least 500 cents " +
      "must stay on the card (else insufficient_card_balance); a terminated card is card_state_conflict. " +
      `Needs cards:write. ${liveCards}`,
    args: {
      id: t.arg.id({ required: true, description: "The card's id (card_…)." }),
      amount: t.arg({ type: "SafeInt", required: true, description: "USD cents to withdraw, 500 to 250000." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { id, idempotencyKey, ...input }, ctx) =>
      runOperation(ctx, withdrawFromCard, { id: String(id), input: domainInput(input), idempotencyKey }),
  }),
  freezeCard: t.field({
    ...runs(freezeCard),
    type: Card,
    nullable: true,
    description:
      "Freezes an active card (POST /cards/{id}/freeze): its purchases are declined until unfreezeCard. A card that is not active " +
      `is card_state_conflict. Needs cards:write; takes no idempotency key. ${liveCards}`,
    args: { id: t.arg.id({ required: true, description: "The card's id (card_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, freezeCard, { id: String(args.id) }),
  }),
  unfreezeCard: t.field({
    ...runs(unfreezeCard),
    type: Card,
    nullable: true,
    description:
      "Makes a frozen card active again (POST /cards/{id}/unfreeze). A card that is not frozen is card_state_conflict. " +
      `Needs cards:write; takes no idempotency key. ${liveCards}`,
    args: { id: t.arg.id({ required: true, description: "The card's id (card_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, unfreezeCard, { id: String(args.id) }),
  }),
  terminateCard: t.field({
    ...runs(terminateCard),
    type: Card,
    nullable: true,
    description:
      "Closes an active or frozen card for good (POST /cards/{id}/terminate). Its balance must be at most 500 cents (else " +
      "card_state_conflict); in the Sandbox what is left returns to the USD wallet at once. " +
      `Needs cards:write; takes no idempotency key. ${liveCards}`,
    args: { id: t.arg.id({ required: true, description: "The card's id (card_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, terminateCard, { id: String(args.id) }),
  }),
  simulateCardAuthorization: t.field({
    ...runs(simulateCardAuthorization),
    type: CardTransaction,
    nullable: true,
    description:
      "Sandbox only (Live: sandbox_only): records a simulated purchase (POST /test/cards/{id}/authorizations), always: succeeded, " +
      "and the balance drops, when the card is active and covers the amount; else declined, and nothing moves. " +
      "Needs cards:write; takes no idempotency key.",
    args: {
      cardId: t.arg.id({ required: true, description: "The card's id (card_…)." }),
      amount: t.arg({ type: "SafeInt", required: true, description: "USD cents, 1 to 250000." }),
      merchantName: t.arg.string({ description: "The merchant's name, 1 to 80 characters; Test Merchant unless given." }),
    },
    resolve: (_root, { cardId, ...input }, ctx) =>
      runOperation(ctx, simulateCardAuthorization, { id: String(cardId), input: domainInput(input) }, { id: "cardId" }),
  }),
}));
