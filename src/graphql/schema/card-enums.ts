// The card enums: a card's status, network and currency; its transactions' types, statuses and
// decline reasons; merchant categories and spending limits' intervals.
import { builder } from "../builder.js";
import type { CardDeclineReason, CardTransactionStatus, CardTransactionType } from "../../domain/cards/card.js";
import { merchantCategories, merchantCategoryIds, type MerchantCategoryId } from "../../domain/cards/merchant-categories.js";
import type { SpendingLimitInterval } from "../../domain/cards/spending-controls.js";

export const CardStatusEnum = builder.enumType("CardStatus", {
  description: "Where a card stands: active, frozen (until unfrozen) or terminated (for good).",
  values: {
    active: { description: "In use: purchases are approved up to its balance; it can be funded, withdrawn from, frozen or terminated." },
    frozen: { description: "Blocked for now: purchases are declined; it can be unfrozen, withdrawn from or terminated." },
    terminated: { description: "Closed for good: nothing more can be done with it." },
  },
});
export const CardNetworkEnum = builder.enumType("CardNetwork", {
  description: "The card network a product belongs to.",
  values: {
    visa: { description: "Visa: card numbers start with 4." },
    mastercard: { description: "Mastercard: card numbers start with 51 to 55." },
  },
});
export const CardCurrencyEnum = builder.enumType("CardCurrency", {
  description: "A card's currency: cards are USD only.",
  values: { USD: { description: "United States Dollar: card amounts are USD cents." } },
});
export const CardTransactionTypeEnum = builder.enumType("CardTransactionType", {
  description: "What a card transaction is.",
  values: {
    authorization: { description: "A purchase: approved (succeeded) or declined." },
    refund: { description: "Money a merchant gave back to the card." },
    topup: { description: "Money moved onto the card from the USD wallet (fundCard)." },
    withdrawal: { description: "Money moved off the card back to the USD wallet (withdrawFromCard)." },
    fee: { description: "A fee taken for the card: the issuing fee, or a top-up's fee." },
  } satisfies Record<CardTransactionType, { description: string }>,
});
export const CardTransactionStatusEnum = builder.enumType("CardTransactionStatus", {
  description: "Whether money moved.",
  values: {
    succeeded: { description: "It happened: the card's balance changed by its amount." },
    declined: { description: "A purchase the card could not take: nothing moved (see declineReason)." },
    pending: { description: "A purchase waiting for your real-time authorization decision: its amount is held off the card's balance." },
  } satisfies Record<CardTransactionStatus, { description: string }>,
});
export const CardDeclineReasonEnum = builder.enumType("CardDeclineReason", {
  description: "Why a purchase was declined: the first check it failed, in the order they are made.",
  values: {
    card_inactive: { description: "The card was not active (frozen or terminated)." },
    spending_controls: { description: "Its merchant category was not allowed or was blocked, or it would have passed a spending limit." },
    insufficient_funds: { description: "The card's balance was lower than its amount." },
    authorization_declined: { description: "Your real-time authorization endpoint answered {\"approved\": false}." },
    authorization_timeout: { description: "Your real-time authorization endpoint gave no valid answer in time." },
  } satisfies Record<CardDeclineReason, { description: string }>,
});
export const MerchantCategoryIdEnum = builder.enumType("MerchantCategoryId", {
  description: "A merchant category of the catalog (merchantCategories): what spending controls name and a purchase carries.",
  values: Object.fromEntries(merchantCategoryIds.map((id) => [id, { description: `${merchantCategories[id].name}.` }])) as Record<
    MerchantCategoryId,
    { description: string }
  >,
});
export const SpendingLimitIntervalEnum = builder.enumType("SpendingLimitInterval", {
  description: "What a spending limit caps: one purchase, or the purchases of a calendar period in UTC.",
  values: {
    per_authorization: { description: "Each purchase on its own." },
    daily: { description: "The purchases of the UTC day." },
    weekly: { description: "The purchases of the week, from Monday 00:00 UTC." },
    monthly: { description: "The purchases of the calendar month (UTC)." },
    yearly: { description: "The purchases of the calendar year (UTC)." },
    all_time: { description: "Every purchase the card ever made." },
  } satisfies Record<SpendingLimitInterval, { description: string }>,
});
