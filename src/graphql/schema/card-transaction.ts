// CardTransaction: a card's purchases, refunds, top-ups, withdrawals and fees, their pages and
// connections, and Query.cardTransactions (every card's, or one card's, of a type and a status).
import { builder } from "../builder.js";
import { CardCurrencyEnum, CardDeclineReasonEnum, CardTransactionStatusEnum, CardTransactionTypeEnum, MerchantCategoryIdEnum } from "./card-enums.js";
import { Node } from "./node.js";
import { runOperation, runs, type GraphQLContext } from "../context.js";
import { tenantFor } from "../reads.js";
import { loaderFor } from "../loaders.js";
import { searchAllCardTransactions, searchCardTransactions } from "../../domain/cards/transactions.js";
import { plainFirstPage, plainFirstPageSize } from "../../domain/pagination.js";
import type { CardTransaction as CardTransactionEntity, Merchant as MerchantEntity } from "../../domain/cards/cards.js";
import { toSafeNumber } from "../../domain/ledger/balances.js";
import type { Page } from "../../domain/pagination.js";
import { connectionArgs, connectionExtras, connectionFrom, withoutNulls } from "./input.js";

const Merchant = builder.objectRef<MerchantEntity>("Merchant").implement({
  description: "Where a purchase was made. Each field is null when not known; all are null on top-ups, fees and withdrawals.",
  fields: (t) => ({
    name: t.exposeString("name", {
      nullable: true,
      description: "The merchant's name: on a simulated purchase, the merchantName sent (Test Merchant unless given).",
    }),
    mcc: t.exposeString("mcc", { nullable: true, description: "The merchant category code (the Sandbox records none)." }),
    country: t.exposeString("country", { nullable: true, description: "The merchant's country (the Sandbox records none)." }),
    category: t.field({
      type: MerchantCategoryIdEnum,
      nullable: true,
      description: "A purchase's merchant category (other unless given to simulateCardAuthorization); null on other transactions.",
      resolve: (m) => m.category,
    }),
  }),
});

/** Cards hold USD only; anything else in a row is a fault, not a value to show. */
function cardCurrencyOf(currency: string): "USD" {
  if (currency !== "USD") throw new Error(`a card transaction in ${currency}`);
  return currency;
}

export const CardTransaction = builder.objectRef<CardTransactionEntity>("CardTransaction").implement({
  description: "A purchase, refund, top-up, withdrawal or fee on a card.",
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The transaction's id (ctx_…)." }),
    cardId: t.exposeString("cardId", { description: "The card's id (card_…)." }),
    type: t.exposeString("type", { description: "authorization, refund, topup, withdrawal or fee" }),
    status: t.exposeString("status", {
      description: "succeeded; declined: a purchase the card could not take, where nothing moved; pending: a purchase waiting for your real-time decision",
    }),
    declineReason: t.field({
      type: CardDeclineReasonEnum,
      nullable: true,
      description: "Why a declined purchase was declined; null otherwise.",
      resolve: (c) => c.declineReason,
    }),
    amount: t.field({ type: "SafeInt", description: "USD cents.", resolve: (c) => toSafeNumber(c.amount) }),
    currency: t.field({ type: CardCurrencyEnum, description: "Always USD.", resolve: (c) => cardCurrencyOf(c.currency) }),
    merchant: t.field({ type: Merchant, description: "Where a purchase was made.", resolve: (c) => c.merchant }),
    createdAt: t.field({ type: "DateTime", description: "When it was recorded.", resolve: (c) => c.createdAt }),
    testData: t.boolean({ description: "True for every Sandbox object: simulated, with no monetary value.", resolve: (c) => c.environment === "sandbox" }),
  }),
});

export const CardTransactionPage = builder
  .objectRef<Page<CardTransactionEntity>>("CardTransactionPage")
  .implement({
    description: "A page of a card's transactions (GET /cards/{id}/transactions): 20 per page, newest first.",
    fields: (t) => ({
      data: t.field({ type: [CardTransaction], description: "At most 20 transactions, newest first.", resolve: (p) => p.items }),
      hasMore: t.exposeBoolean("hasMore", { description: "Whether the next page has any." }),
    }),
  });

export const CardTransactionConnection = builder.connectionObject(
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
export async function cardTransactionsPage(ctx: GraphQLContext, cardId: string, args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }) {
  const size = plainFirstPageSize(args);
  if (size === undefined) return connectionFrom(await runOperation(ctx, searchCardTransactions, { id: cardId, options: withoutNulls(args) }));
  const tenant = tenantFor(ctx, searchCardTransactions);
  const cards = ctx.domain.stores.cards;
  const newest = await loaderFor(ctx, `cardTransactions.first:${size}`, (ids) => cards.latestTransactionsOfCards(tenant, ids, size + 1)).load(cardId);
  const count = () => loaderFor(ctx, "cardTransactions.count", (ids) => cards.countTransactionsOfCards(tenant, ids)).load(cardId);
  return connectionFrom(plainFirstPage(newest, size, count));
}

builder.queryFields((t) => ({
  cardTransactions: t.field({
    ...runs(searchAllCardTransactions),
    type: CardTransactionConnection,
    nullable: true,
    description:
      "The transactions of every card of the key's organization and environment, newest first: purchases, refunds, top-ups, " +
      "withdrawals and fees. Needs cards:read. `after` is the cursor (transaction id) of the last transaction of the previous page; " +
      "`last` with `before` pages back. Filters narrow together; the same ones export the transactions as CSV over REST " +
      "(GET /card_transactions/export).",
    args: {
      ...connectionArgs(t.arg),
      card: t.arg.id({ description: "Only this card's transactions (card_…); a card the key cannot see has none." }),
      type: t.arg({ type: CardTransactionTypeEnum, description: "Only transactions of this type." }),
      status: t.arg({ type: CardTransactionStatusEnum, description: "Only transactions in this status." }),
    },
    resolve: async (_root, { card, ...args }, ctx) => {
      const options = { ...withoutNulls(args), ...(card == null ? {} : { card: String(card) }) };
      return connectionFrom(await runOperation(ctx, searchAllCardTransactions, { options }));
    },
  }),
}));
