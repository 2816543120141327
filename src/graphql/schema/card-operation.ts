// CardOperation: money moved onto or off a card (fundCard, withdrawFromCard; card.funded and
// card.withdrawn events).
import { builder } from "../builder.js";
import type { CardOperation as CardOperationEntity } from "../../domain/cards/operations.js";
import { toSafeNumber, toSafeNumbers } from "../../domain/ledger/balances.js";
import { Card } from "./card.js";

/** Amounts by name (fee breakdowns), as JSON numbers. */
export const CardOperation = builder.objectRef<CardOperationEntity>("CardOperation").implement({
  description: "Money moved onto or off a card, as fundCard and withdrawFromCard answer it.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The operation's id (cop_…)." }),
    type: t.exposeString("type", { description: "fund or withdraw." }),
    cardId: t.exposeString("cardId", { description: "The card's id (card_…)." }),
    amount: t.field({ type: "SafeInt", description: "USD cents moved onto or off the card.", resolve: (o) => toSafeNumber(o.amount) }),
    fee: t.field({
      type: "SafeInt",
      description: "Its fee in USD cents, taken from the USD wallet: the product's top-up fee on a fund, 0 on a withdrawal.",
      resolve: (o) => toSafeNumber(o.fee),
    }),
    feeBreakdown: t.field({
      type: "JSONObject",
      description: "Its fees by name in USD cents: topup on a fund; empty on a withdrawal.",
      resolve: (o) => toSafeNumbers(o.feeBreakdown),
    }),
    status: t.exposeString("status", { description: "succeeded: an operation that cannot be done is an error instead." }),
    card: t.field({ type: Card, description: "The card after the operation.", resolve: (o) => o.card }),
    createdAt: t.field({ type: "DateTime", description: "When it happened.", resolve: (o) => o.createdAt }),
    testData: t.boolean({ description: "True for every Sandbox object: simulated, with no monetary value.", resolve: (o) => o.environment === "sandbox" }),
  }),
});
