// Cards as REST shows them (docs/api/cards.md): a card, an issued card with its issuance, a card
// operation and a card transaction; their bodies, the payloads of their events and the answers
// their Idempotency-Keys keep.
import type {
  Card,
  CardIssuance,
  CardOperation,
  CardTransaction,
  CardTransactionStatus,
  CardTransactionType,
  IssuedCard,
} from "../../domain/cards/card.js";
import type { CardNetwork } from "../../domain/cards/products.js";
import type { MerchantCategoryId } from "../../domain/cards/merchant-categories.js";
import type { CardDeclineReason } from "../../domain/cards/card.js";
import { noSpendingControls, type SpendingControls, type SpendingLimitInterval } from "../../domain/cards/spending-controls.js";
import type { CardStatus } from "../../domain/cards/rules.js";
import type { CurrencyCode } from "../../domain/currencies.js";
import type { Environment } from "../../domain/auth/principal.js";
import type { PublicForm } from "../../domain/public-forms.js";
import { toSafeNumber, toSafeNumbers } from "../../domain/ledger/balances.js";
import { environmentOf } from "./environments.js";

export interface CardBody {
  id: string;
  object: "card";
  environment: Environment;
  product: string;
  network: CardNetwork;
  currency: "USD";
  status: CardStatus;
  cardholder: { first_name: string; last_name: string; email: string };
  last4: string;
  expiry_month: string;
  expiry_year: string;
  balance: number;
  reference: string | null;
  metadata: Record<string, string>;
  spending_controls: SpendingControlsBody;
  created_at: string;
  test_data: boolean;
}

export interface SpendingControlsBody {
  spending_limits: Array<{ amount: number; interval: SpendingLimitInterval; categories: MerchantCategoryId[] | null }>;
  allowed_categories: MerchantCategoryId[] | null;
  blocked_categories: MerchantCategoryId[] | null;
}

export interface IssuedCardBody extends CardBody {
  issuance: { initial_load: number; fee: number; fee_breakdown: Record<string, number> };
}

export interface CardOperationBody {
  id: string;
  object: "card_operation";
  type: CardOperation["type"];
  card_id: string;
  amount: number;
  fee: number;
  fee_breakdown: Record<string, number>;
  status: CardOperation["status"];
  card: CardBody;
  created_at: string;
  test_data: boolean;
}

export interface CardTransactionBody {
  id: string;
  object: "card_transaction";
  card_id: string;
  type: CardTransactionType;
  status: CardTransactionStatus;
  amount: number;
  currency: CurrencyCode;
  merchant: { name: string | null; mcc: string | null; country: string | null; category: MerchantCategoryId | null };
  decline_reason: CardDeclineReason | null;
  created_at: string;
  test_data: boolean;
}

export function renderSpendingControls(controls: SpendingControls): SpendingControlsBody {
  return {
    spending_limits: controls.spendingLimits.map((limit) => ({ amount: limit.amount, interval: limit.interval, categories: limit.categories })),
    allowed_categories: controls.allowedCategories,
    blocked_categories: controls.blockedCategories,
  };
}

/** Cards shown before they had spending controls (older events and kept answers) have none. */
function parseSpendingControls(body: SpendingControlsBody | undefined): SpendingControls {
  if (!body) return noSpendingControls;
  return {
    spendingLimits: body.spending_limits.map((limit) => ({ amount: limit.amount, interval: limit.interval, categories: limit.categories })),
    allowedCategories: body.allowed_categories,
    blockedCategories: body.blocked_categories,
  };
}


function parseAmounts(shown: Record<string, number>): Record<string, bigint> {
  return Object.fromEntries(Object.entries(shown).map(([name, amount]) => [name, BigInt(amount)]));
}

export function renderCard(card: Card): CardBody {
  return {
    id: card.id,
    object: "card",
    environment: card.environment,
    product: card.product,
    network: card.network,
    currency: card.currency,
    status: card.status,
    cardholder: { first_name: card.cardholder.firstName, last_name: card.cardholder.lastName, email: card.cardholder.email },
    last4: card.last4,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    balance: toSafeNumber(card.balance),
    reference: card.reference,
    metadata: card.metadata,
    spending_controls: renderSpendingControls(card.spendingControls),
    created_at: card.createdAt.toISOString(),
    test_data: card.environment === "sandbox",
  };
}

export function parseCard(shown: unknown): Card {
  const body = shown as Omit<CardBody, "spending_controls"> & { spending_controls?: SpendingControlsBody };
  return {
    id: body.id,
    environment: body.environment,
    product: body.product,
    network: body.network,
    currency: body.currency,
    status: body.status,
    cardholder: { firstName: body.cardholder.first_name, lastName: body.cardholder.last_name, email: body.cardholder.email },
    last4: body.last4,
    expiryMonth: body.expiry_month,
    expiryYear: body.expiry_year,
    balance: BigInt(body.balance),
    reference: body.reference,
    metadata: body.metadata,
    spendingControls: parseSpendingControls(body.spending_controls),
    createdAt: new Date(body.created_at),
  };
}

/** POST /cards: the card, then what its issuance cost. */
export function renderIssuedCard(issued: IssuedCard): IssuedCardBody {
  const { issuance } = issued;
  return {
    ...renderCard(issued.card),
    issuance: { initial_load: toSafeNumber(issuance.initialLoad), fee: toSafeNumber(issuance.fee), fee_breakdown: toSafeNumbers(issuance.feeBreakdown) },
  };
}

export function parseIssuedCard(shown: unknown): IssuedCard {
  const { issuance, ...card } = shown as IssuedCardBody;
  const parsed: CardIssuance = {
    initialLoad: BigInt(issuance.initial_load),
    fee: BigInt(issuance.fee),
    feeBreakdown: parseAmounts(issuance.fee_breakdown),
  };
  return { card: parseCard(card), issuance: parsed };
}

export function renderCardOperation(operation: CardOperation): CardOperationBody {
  return {
    id: operation.id,
    object: "card_operation",
    type: operation.type,
    card_id: operation.cardId,
    amount: toSafeNumber(operation.amount),
    fee: toSafeNumber(operation.fee),
    fee_breakdown: toSafeNumbers(operation.feeBreakdown),
    status: operation.status,
    card: renderCard(operation.card),
    created_at: operation.createdAt.toISOString(),
    test_data: operation.environment === "sandbox",
  };
}

export function parseCardOperation(shown: unknown): CardOperation {
  const body = shown as CardOperationBody;
  return {
    id: body.id,
    environment: environmentOf(body.test_data),
    type: body.type,
    cardId: body.card_id,
    amount: BigInt(body.amount),
    fee: BigInt(body.fee),
    feeBreakdown: parseAmounts(body.fee_breakdown),
    status: body.status,
    card: parseCard(body.card),
    createdAt: new Date(body.created_at),
  };
}

export function renderCardTransaction(transaction: CardTransaction): CardTransactionBody {
  return {
    id: transaction.id,
    object: "card_transaction",
    card_id: transaction.cardId,
    type: transaction.type,
    status: transaction.status,
    amount: toSafeNumber(transaction.amount),
    currency: transaction.currency,
    merchant: {
      name: transaction.merchant.name,
      mcc: transaction.merchant.mcc,
      country: transaction.merchant.country,
      category: transaction.merchant.category,
    },
    decline_reason: transaction.declineReason,
    created_at: transaction.createdAt.toISOString(),
    test_data: transaction.environment === "sandbox",
  };
}

/** Transactions shown before purchases had categories and decline reasons (older events) have neither. */
type KeptCardTransactionBody = Omit<CardTransactionBody, "merchant" | "decline_reason"> & {
  merchant: Omit<CardTransactionBody["merchant"], "category"> & { category?: MerchantCategoryId | null };
  decline_reason?: CardDeclineReason | null;
};

export function parseCardTransaction(shown: unknown): CardTransaction {
  const body = shown as KeptCardTransactionBody;
  return {
    id: body.id,
    environment: environmentOf(body.test_data),
    cardId: body.card_id,
    type: body.type,
    status: body.status,
    amount: BigInt(body.amount),
    currency: body.currency,
    merchant: { name: body.merchant.name, mcc: body.merchant.mcc, country: body.merchant.country, category: body.merchant.category ?? null },
    declineReason: body.decline_reason ?? null,
    createdAt: new Date(body.created_at),
  };
}

export const cardForm: PublicForm<Card> = { render: renderCard, parse: parseCard };
export const issuedCardForm: PublicForm<IssuedCard> = { render: renderIssuedCard, parse: parseIssuedCard };
export const cardOperationForm: PublicForm<CardOperation> = { render: renderCardOperation, parse: parseCardOperation };
export const cardTransactionForm: PublicForm<CardTransaction> = { render: renderCardTransaction, parse: parseCardTransaction };
