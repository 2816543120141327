// GET /cards/{id}/details as REST answers it (docs/api/cards.md#card-details).
import type { CardDetails } from "../../domain/cards/card.js";

export function renderCardDetails(details: CardDetails) {
  return {
    object: "card_details" as const,
    card_id: details.cardId,
    number: details.number,
    cvv: details.cvv,
    expiry_month: details.expiryMonth,
    expiry_year: details.expiryYear,
    test_data: details.environment === "sandbox",
  };
}
export type CardDetailsBody = ReturnType<typeof renderCardDetails>;
