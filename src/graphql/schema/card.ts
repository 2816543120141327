import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import {
  getCard,
  listCardProducts,
  listCardTransactions,
  listCards,
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
import { connectionFromPage, listArgumentNames, listQuery, withoutNulls } from "./input.js";

const CardStatusEnum = builder.enumType("CardStatus", { values: ["active", "frozen", "terminated"] as const });
const CardNetworkEnum = builder.enumType("CardNetwork", { values: ["visa", "mastercard"] as const });
const CardCurrencyEnum = builder.enumType("CardCurrency", { values: ["USD"] as const });

const Cardholder = builder.objectRef<CardView["cardholder"]>("Cardholder").implement({
  fields: (t) => ({
    firstName: t.exposeString("first_name"),
    lastName: t.exposeString("last_name"),
    email: t.exposeString("email"),
  }),
});

const Merchant = builder.objectRef<CardTransactionView["merchant"]>("Merchant").implement({
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    mcc: t.exposeString("mcc", { nullable: true }),
    country: t.exposeString("country", { nullable: true }),
  }),
});

const CardTransaction = builder.objectRef<CardTransactionView>("CardTransaction").implement({
  description: "A purchase, refund, top-up, withdrawal or fee on a card.",
  fields: (t) => ({
    id: t.exposeID("id"),
    cardId: t.exposeString("card_id"),
    type: t.exposeString("type", { description: "authorization, refund, topup, withdrawal or fee" }),
    status: t.exposeString("status", { description: "succeeded or declined" }),
    amount: t.field({ type: "SafeInt", resolve: (c) => c.amount }),
    currency: t.exposeString("currency"),
    merchant: t.field({ type: Merchant, resolve: (c) => c.merchant }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.created_at }),
    testData: t.exposeBoolean("test_data"),
  }),
});

const CardTransactionPage = builder
  .objectRef<{ data: CardTransactionView[]; has_more: boolean }>("CardTransactionPage")
  .implement({
    fields: (t) => ({
      data: t.field({ type: [CardTransaction], resolve: (p) => p.data }),
      hasMore: t.exposeBoolean("has_more"),
    }),
  });

export const Card = builder.objectRef<CardView>("Card").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    environment: t.field({ type: EnvironmentEnum, resolve: (c) => c.environment }),
    product: t.exposeString("product"),
    network: t.field({ type: CardNetworkEnum, resolve: (c) => c.network }),
    currency: t.field({ type: CardCurrencyEnum, resolve: (c) => c.currency }),
    status: t.field({ type: CardStatusEnum, resolve: (c) => c.status }),
    cardholder: t.field({ type: Cardholder, resolve: (c) => c.cardholder }),
    last4: t.exposeString("last4"),
    expiryMonth: t.exposeString("expiry_month"),
    expiryYear: t.exposeString("expiry_year"),
    balance: t.field({ type: "SafeInt", description: "USD cents.", resolve: (c) => c.balance }),
    reference: t.exposeString("reference", { nullable: true }),
    metadata: t.field({ type: "JSONObject", resolve: (c) => c.metadata }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.created_at }),
    testData: t.exposeBoolean("test_data"),
    transactions: t.field({
      ...runs(listCardTransactions),
      type: CardTransactionPage,
      description: "Newest first, 20 per page.",
      args: { page: t.arg.int() },
      resolve: (card, args, ctx) =>
        runOperation(ctx, listCardTransactions, { pathId: card.id, query: withoutNulls({ page: args.page }) }),
    }),
  }),
});

const Issuance = builder.objectRef<CreateCardResponseView["issuance"]>("CardIssuance").implement({
  fields: (t) => ({
    initialLoad: t.field({ type: "SafeInt", resolve: (i) => i.initial_load }),
    fee: t.field({ type: "SafeInt", resolve: (i) => i.fee }),
    feeBreakdown: t.field({ type: "JSONObject", description: "issuance, kyc and topup fees in USD cents.", resolve: (i) => i.fee_breakdown }),
  }),
});

const IssuedCard = builder.objectRef<CreateCardResponseView>("IssuedCard").implement({
  description: "The new card and what its issuance cost.",
  fields: (t) => ({
    card: t.field({ type: Card, resolve: (c) => c }),
    issuance: t.field({ type: Issuance, resolve: (c) => c.issuance }),
  }),
});

const CardOperation = builder.objectRef<CardOperationView>("CardOperation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    cardId: t.exposeString("card_id"),
    amount: t.field({ type: "SafeInt", resolve: (o) => o.amount }),
    fee: t.field({ type: "SafeInt", resolve: (o) => o.fee }),
    feeBreakdown: t.field({ type: "JSONObject", resolve: (o) => o.fee_breakdown }),
    status: t.exposeString("status"),
    card: t.field({ type: Card, resolve: (o) => o.card }),
    createdAt: t.field({ type: "DateTime", resolve: (o) => o.created_at }),
    testData: t.exposeBoolean("test_data"),
  }),
});

const CardDetails = builder.objectRef<CardDetailsView>("CardDetails").implement({
  description: "Sensitive: the full number and CVV. Never log or store them.",
  fields: (t) => ({
    cardId: t.exposeString("card_id"),
    number: t.exposeString("number"),
    cvv: t.exposeString("cvv"),
    expiryMonth: t.exposeString("expiry_month"),
    expiryYear: t.exposeString("expiry_year"),
    testData: t.exposeBoolean("test_data"),
  }),
});

const CardProduct = builder.objectRef<CardProductView>("CardProduct").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    network: t.field({ type: CardNetworkEnum, resolve: (p) => p.network }),
    available: t.exposeBoolean("available"),
    issuanceFee: t.field({ type: "SafeInt", resolve: (p) => p.fees.issuance }),
    kycFee: t.field({ type: "SafeInt", resolve: (p) => p.fees.kyc }),
    topupRatePercent: t.float({ resolve: (p) => p.fees.topup_rate_percent }),
    acceptsInitialLoad: t.boolean({ resolve: (p) => p.initial_load.accepted }),
  }),
});

const CardConnection = builder.connectionObject({ type: Card, name: "CardConnection" });

const CardholderInput = builder.inputType("CardholderInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
  }),
});

const IssueCardInput = builder.inputType("IssueCardInput", {
  fields: (t) => ({
    product: t.string({ required: true, description: "A card product id, such as net-400." }),
    cardholder: t.field({ type: CardholderInput, required: true }),
    initialLoad: t.field({ type: "SafeInt" }),
    reference: t.string(),
    metadata: t.field({ type: "JSONObject" }),
  }),
});

builder.queryFields((t) => ({
  card: t.field({
    ...runs(getCard),
    type: Card,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, getCard, { pathId: String(args.id) }),
  }),
  cards: t.field({
    ...runs(listCards),
    type: CardConnection,
    nullable: true,
    args: { first: t.arg.int(), after: t.arg.string(), status: t.arg({ type: CardStatusEnum }) },
    resolve: async (_root, args, ctx) => {
      const page = await runOperation(ctx, listCards, { query: listQuery(args, { status: args.status }) }, listArgumentNames);
      return connectionFromPage(page, args.after);
    },
  }),
  cardDetails: t.field({
    ...runs(revealCardDetails),
    type: CardDetails,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, revealCardDetails, { pathId: String(args.id) }),
  }),
  cardProducts: t.field({
    ...runs(listCardProducts),
    type: [CardProduct],
    nullable: true,
    resolve: async (_root, _args, ctx) => (await runOperation(ctx, listCardProducts)).data,
  }),
}));

builder.mutationFields((t) => ({
  issueCard: t.field({
    ...runs(issueCard),
    type: IssuedCard,
    nullable: true,
    args: { input: t.arg({ type: IssueCardInput, required: true }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: (_root, { input, idempotencyKey }, ctx) =>
      runOperation(ctx, issueCard, {
        body: withoutNulls({
          product: input.product,
          cardholder: { first_name: input.cardholder.firstName, last_name: input.cardholder.lastName, email: input.cardholder.email },
          initial_load: input.initialLoad,
          reference: input.reference,
          metadata: input.metadata,
        }),
        idempotencyKey,
      }),
  }),
  fundCard: t.field({
    ...runs(fundCard),
    type: CardOperation,
    nullable: true,
    args: { id: t.arg.id({ required: true }), amount: t.arg({ type: "SafeInt", required: true }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      runOperation(ctx, fundCard, { pathId: String(args.id), body: { amount: args.amount }, idempotencyKey: args.idempotencyKey }),
  }),
  withdrawFromCard: t.field({
    ...runs(withdrawFromCard),
    type: CardOperation,
    nullable: true,
    args: { id: t.arg.id({ required: true }), amount: t.arg({ type: "SafeInt", required: true }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      runOperation(ctx, withdrawFromCard, { pathId: String(args.id), body: { amount: args.amount }, idempotencyKey: args.idempotencyKey }),
  }),
  freezeCard: t.field({
    ...runs(freezeCard),
    type: Card,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, freezeCard, { pathId: String(args.id) }),
  }),
  unfreezeCard: t.field({
    ...runs(unfreezeCard),
    type: Card,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, unfreezeCard, { pathId: String(args.id) }),
  }),
  terminateCard: t.field({
    ...runs(terminateCard),
    type: Card,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, terminateCard, { pathId: String(args.id) }),
  }),
  simulateCardAuthorization: t.field({
    ...runs(simulateCardAuthorization),
    type: CardTransaction,
    nullable: true,
    description: "Sandbox only: records a simulated purchase (POST /test/cards/{id}/authorizations).",
    args: { cardId: t.arg.id({ required: true }), amount: t.arg({ type: "SafeInt", required: true }), merchantName: t.arg.string() },
    resolve: (_root, args, ctx) =>
      runOperation(ctx, simulateCardAuthorization, {
        pathId: String(args.cardId),
        body: withoutNulls({ amount: args.amount, merchant_name: args.merchantName }),
      }, { id: "cardId" }),
  }),
}));
