// The card enums: a card's status, network and currency.
import { builder } from "../builder.js";

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
