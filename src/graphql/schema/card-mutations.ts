// The card mutations (issue, fund, withdraw, freeze, unfreeze, terminate, a simulated purchase)
// and issueCard's answer, IssuedCard with its CardIssuance.
import { builder } from "../builder.js";
import { commandInput, runOperation, runs } from "../context.js";
import {
  freezeCard,
  fundCard,
  issueCard,
  simulateCardAuthorization,
  terminateCard,
  unfreezeCard,
  updateCardSpendingControls,
  withdrawFromCard,
  type IssuedCard as IssuedCardEntity,
} from "../../domain/cards/operations.js";
import type { CardIssuance } from "../../domain/cards/cards.js";
import { toSafeNumber } from "../../domain/ledger/balances.js";
import { idempotencyKeyDescription } from "./input.js";
import { Card } from "./card.js";
import { CardTransaction } from "./card-transaction.js";
import { CardOperation } from "./card-operation.js";
import { toSafeNumbers } from "../../domain/ledger/balances.js";
import { IssueCardInput } from "./card-inputs.js";
import { SpendingControlsInput } from "./card-controls.js";
import { MerchantCategoryIdEnum } from "./card-enums.js";

const Issuance = builder.objectRef<CardIssuance>("CardIssuance").implement({
  description: "What issuing a card cost, in USD cents: initialLoad + fee were debited from the USD wallet.",
  fields: (t) => ({
    initialLoad: t.field({ type: "SafeInt", description: "USD cents loaded onto the card at issue; 0 when none.", resolve: (i) => toSafeNumber(i.initialLoad) }),
    fee: t.field({ type: "SafeInt", description: "The issuance, kyc and topup fees together, in USD cents.", resolve: (i) => toSafeNumber(i.fee) }),
    feeBreakdown: t.field({ type: "JSONObject", description: "issuance, kyc and topup fees in USD cents.", resolve: (i) => toSafeNumbers(i.feeBreakdown) }),
  }),
});

const IssuedCard = builder.objectRef<IssuedCardEntity>("IssuedCard").implement({
  description: "The new card and what its issuance cost.",
  fields: (t) => ({
    card: t.field({ type: Card, description: "The new card, active.", resolve: (c) => c.card }),
    issuance: t.field({ type: Issuance, description: "What its issuance cost.", resolve: (c) => c.issuance }),
  }),
});

/** What every card operation that changes a card answers in Live (docs/api/cards.md#live). */
const liveCards = "In Live: activation_required unless the organization is activated, then live_operations_disabled.";

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
    resolve: (_root, { input, idempotencyKey }, ctx) => runOperation(ctx, issueCard, { input: commandInput(input), idempotencyKey }),
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
      runOperation(ctx, fundCard, { id: String(id), input: commandInput(input), idempotencyKey }),
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
      runOperation(ctx, withdrawFromCard, { id: String(id), input: commandInput(input), idempotencyKey }),
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
  updateCardSpendingControls: t.field({
    ...runs(updateCardSpendingControls),
    type: Card,
    nullable: true,
    description:
      "Replaces a card's spending controls whole (POST /cards/{id}/spending_controls); spendingLimits [] and no lists removes them. " +
      "A terminated card is card_state_conflict. " +
      `Needs cards:write; takes no idempotency key (the same controls twice leave the card as once). ${liveCards}`,
    args: {
      id: t.arg.id({ required: true, description: "The card's id (card_…)." }),
      input: t.arg({ type: SpendingControlsInput, required: true, description: "The card's new controls." }),
    },
    resolve: (_root, { id, input }, ctx) => runOperation(ctx, updateCardSpendingControls, { id: String(id), input: commandInput(input) }),
  }),
  simulateCardAuthorization: t.field({
    ...runs(simulateCardAuthorization),
    type: CardTransaction,
    nullable: true,
    description:
      "Sandbox only (Live: sandbox_only): records a simulated purchase (POST /test/cards/{id}/authorizations), always, decided in " +
      "this order: the card is active, its spending controls pass, its balance covers the amount, then your real-time authorization " +
      "endpoint approves, if you have one. Succeeded: the balance drops; declined: nothing moves, and declineReason names the first " +
      "check that failed. Answers once decided. Needs cards:write; takes no idempotency key.",
    args: {
      cardId: t.arg.id({ required: true, description: "The card's id (card_…)." }),
      amount: t.arg({ type: "SafeInt", required: true, description: "USD cents, 1 to 250000." }),
      merchantName: t.arg.string({ description: "The merchant's name, 1 to 80 characters; Test Merchant unless given." }),
      merchantCategory: t.arg({ type: MerchantCategoryIdEnum, description: "The merchant's category; other unless given." }),
    },
    resolve: (_root, { cardId, ...input }, ctx) =>
      runOperation(ctx, simulateCardAuthorization, { id: String(cardId), input: commandInput(input) }, { id: "cardId" }),
  }),
}));
