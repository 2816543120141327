// The card enums: a card's status, network and currency; its transactions' types and statuses.
import { builder } from "../builder.js";
import type { CardTransactionStatus, CardTransactionType } from "../../domain/cards/card.js";

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
    declined: { description: "A purchase the card could not take: nothing moved." },
  } satisfies Record<CardTransactionStatus, { description: string }>,
});
