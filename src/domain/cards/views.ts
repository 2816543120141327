// Cards' API representations: a card, a card transaction and a card's details, as every
// transport shows them and idempotency stores them.
import type { Card, CardTransaction } from "../../generated/prisma/client.js";
import type { Environment } from "../auth/principal.js";
import type { CardNetwork } from "./products.js";
import { toSafeNumber } from "../ledger/balances.js";

export interface CardView {
  id: string;
  object: "card";
  environment: Environment;
  product: string;
  network: CardNetwork;
  currency: "USD";
  status: "active" | "frozen" | "terminated";
  cardholder: { first_name: string; last_name: string; email: string };
  last4: string;
  expiry_month: string;
  expiry_year: string;
  balance: number;
  reference: string | null;
  metadata: Record<string, string>;
  created_at: string;
  test_data: boolean;
}

export interface CardTransactionView {
  id: string;
  object: "card_transaction";
  card_id: string;
  type: string;
  status: string;
  amount: number;
  currency: string;
  merchant: { name: string | null; mcc: string | null; country: string | null };
  created_at: string;
  test_data: boolean;
}

export function toCardView(card: Card, balance: bigint): CardView {
  return {
    id: card.id,
    object: "card",
    environment: card.environment,
    product: card.product,
    network: card.network as CardNetwork,
    currency: "USD",
    status: card.status,
    cardholder: { first_name: card.cardholderFirstName, last_name: card.cardholderLastName, email: card.cardholderEmail },
    last4: card.last4,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    balance: toSafeNumber(balance),
    reference: card.reference,
    metadata: card.metadata as Record<string, string>,
    created_at: card.createdAt.toISOString(),
    test_data: card.environment === "sandbox",
  };
}

export function toCardTransactionView(row: CardTransaction): CardTransactionView {
  return {
    id: row.id,
    object: "card_transaction",
    card_id: row.cardId,
    type: row.type,
    status: row.status,
    amount: toSafeNumber(row.amount),
    currency: row.currency,
    merchant: { name: row.merchantName, mcc: row.merchantMcc, country: row.merchantCountry },
    created_at: row.createdAt.toISOString(),
    test_data: row.environment === "sandbox",
  };
}

/** A card's sensitive details, derived when asked for and never stored. */
export interface CardDetails {
  cardId: string;
  environment: Environment;
  number: string;
  cvv: string;
  expiryMonth: string;
  expiryYear: string;
}
