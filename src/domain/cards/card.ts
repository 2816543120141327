// Cards as the domain knows them: a card with its balance, a card transaction, a card operation
// (money moved onto or off a card), an issued card with what its issuance cost, and a card's
// details. How REST shows them is src/http/rest/cards.ts's.
import type { Card as CardRow, CardTransaction as CardTransactionRow } from "../../generated/prisma/client.js";
import type { Environment } from "../auth/principal.js";
import type { CurrencyCode } from "../currencies.js";
import type { CardNetwork } from "./products.js";
import type { CardDeclineReason, CardStatus } from "./rules.js";
import type { MerchantCategoryId } from "./merchant-categories.js";
import { storedSpendingControls, type SpendingControls } from "./spending-controls.js";

export type { CardRow, CardTransactionRow };

export interface Cardholder {
  firstName: string;
  lastName: string;
  email: string;
}

export interface Card {
  id: string;
  environment: Environment;
  /** Its card product's id, such as net-400. */
  product: string;
  network: CardNetwork;
  currency: "USD";
  status: CardStatus;
  cardholder: Cardholder;
  last4: string;
  expiryMonth: string;
  expiryYear: string;
  /** USD cents on the card (its card_balance account). */
  balance: bigint;
  reference: string | null;
  metadata: Record<string, string>;
  /** What it may be used for (spending-controls.ts); none: as much as its balance, anywhere. */
  spendingControls: SpendingControls;
  createdAt: Date;
}

export const cardTransactionTypes = ["authorization", "refund", "topup", "withdrawal", "fee"] as const;
export type CardTransactionType = (typeof cardTransactionTypes)[number];
/** pending: a purchase waiting for the organization's real-time decision, its amount held. */
export const cardTransactionStatuses = ["succeeded", "declined", "pending"] as const;
export type CardTransactionStatus = (typeof cardTransactionStatuses)[number];

export { cardDeclineReasons, type CardDeclineReason } from "./rules.js";

export interface Merchant {
  name: string | null;
  mcc: string | null;
  country: string | null;
  /** A purchase's merchant category; null on other transactions. */
  category: MerchantCategoryId | null;
}

export interface CardTransaction {
  id: string;
  environment: Environment;
  cardId: string;
  type: CardTransactionType;
  /** declined: a purchase the card could not take, where nothing moved. */
  status: CardTransactionStatus;
  amount: bigint;
  currency: CurrencyCode;
  merchant: Merchant;
  /** Why a declined purchase was declined; null otherwise. */
  declineReason: CardDeclineReason | null;
  createdAt: Date;
}

/** Money moved onto or off a card: the answer of a fund or a withdrawal, and its event's object. */
export interface CardOperation {
  id: string;
  environment: Environment;
  type: "issue" | "fund" | "withdraw";
  cardId: string;
  amount: bigint;
  /** Its fees together. */
  fee: bigint;
  /** Its fees by name (topup on a fund). */
  feeBreakdown: Record<string, bigint>;
  status: "succeeded" | "failed";
  /** The card after the operation. */
  card: Card;
  createdAt: Date;
}

/** What issuing a card cost, from the USD wallet: initialLoad + fee. */
export interface CardIssuance {
  initialLoad: bigint;
  /** The issuance, kyc and topup fees together. */
  fee: bigint;
  /** issuance, kyc and topup, in this order. */
  feeBreakdown: Record<string, bigint>;
}

/** issueCard's answer: the new card and what its issuance cost. */
export interface IssuedCard {
  card: Card;
  issuance: CardIssuance;
}

export function toCard(row: CardRow, balance: bigint): Card {
  return {
    id: row.id,
    environment: row.environment,
    product: row.product,
    network: row.network as CardNetwork,
    currency: "USD",
    status: row.status,
    cardholder: { firstName: row.cardholderFirstName, lastName: row.cardholderLastName, email: row.cardholderEmail },
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    balance,
    reference: row.reference,
    metadata: row.metadata as Record<string, string>,
    spendingControls: storedSpendingControls(row.spendingControls),
    createdAt: row.createdAt,
  };
}

export function toCardTransaction(row: CardTransactionRow): CardTransaction {
  return {
    id: row.id,
    environment: row.environment,
    cardId: row.cardId,
    type: row.type as CardTransactionType,
    status: row.status as CardTransactionStatus,
    amount: row.amount,
    currency: row.currency,
    merchant: {
      name: row.merchantName,
      mcc: row.merchantMcc,
      country: row.merchantCountry,
      category: row.merchantCategory as MerchantCategoryId | null,
    },
    declineReason: row.declineReason as CardDeclineReason | null,
    createdAt: row.createdAt,
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
