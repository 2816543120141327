// Card: a virtual card and its cardholder, its transactions as a field, and Query.card and
// Query.cards. The other card types have files of their own (card-*.ts).
import { builder } from "../builder.js";
import { Node } from "./node.js";
import { runOperation, runs } from "../context.js";
import { searchCardTransactions } from "../../domain/cards/transactions.js";
import { getCard, listCardTransactions, type Card as CardEntity, type Cardholder as CardholderEntity } from "../../domain/cards/cards.js";
import { toSafeNumber } from "../../domain/ledger/balances.js";
import { EnvironmentEnum } from "./enums.js";
import { connectionArgs, connectionExtras, connectionFrom, withoutNulls } from "./input.js";
import { searchCards } from "../../domain/cards/search.js";
import { CardCurrencyEnum, CardNetworkEnum, CardStatusEnum } from "./card-enums.js";
import { CardTransactionConnection, CardTransactionPage, cardTransactionsPage } from "./card-transaction.js";
import { SpendingControls } from "./card-controls.js";

export { CardTransaction } from "./card-transaction.js";

const Cardholder = builder.objectRef<CardholderEntity>("Cardholder").implement({
  description: "The person a card is issued to, as sent to issueCard.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    email: t.exposeString("email", { description: "Email address." }),
  }),
});

export const Card = builder.objectRef<CardEntity>("Card").implement({
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
    expiryMonth: t.exposeString("expiryMonth", { description: "Expiry month, two digits (MM)." }),
    expiryYear: t.exposeString("expiryYear", { description: "Expiry year, four digits (YYYY): three years after issue." }),
    balance: t.field({
      type: "SafeInt",
      description: "USD cents on the card, as of the last operation through the service.",
      resolve: (c) => toSafeNumber(c.balance),
    }),
    reference: t.exposeString("reference", { nullable: true, description: "Your own reference from issueCard; null when none was sent." }),
    metadata: t.field({ type: "JSONObject", description: "Your key/value strings from issueCard; {} when none were sent.", resolve: (c) => c.metadata }),
    spendingControls: t.field({
      type: SpendingControls,
      description: "What it may be used for: set at issue or by updateCardSpendingControls.",
      resolve: (c) => c.spendingControls,
    }),
    createdAt: t.field({ type: "DateTime", description: "When it was issued.", resolve: (c) => c.createdAt }),
    testData: t.boolean({ description: "True for every Sandbox object: simulated, with no monetary value.", resolve: (c) => c.environment === "sandbox" }),
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

const CardConnection = builder.connectionObject(
  {
    type: Card,
    name: "CardConnection",
    description: "A page of cards, newest first.",
    fields: (t) => connectionExtras(t, Card, "cards"),
  },
  { description: "A card in a page, with its cursor (its id)." },
);

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
}));
