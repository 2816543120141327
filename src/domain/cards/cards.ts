// Cards: their API representation, the helpers every card operation shares, and the reads
// (GET /cards, /cards/{id}, /cards/{id}/transactions, /cards/{id}/details, /card_products).
import { z } from "zod";
import { Prisma, type Card, type CardTransaction } from "../../generated/prisma/client.js";
import { defineOperation, type OperationContext } from "../operation.js";
import type { Db, Domain, Tx } from "../domain.js";
import { statementsIn, type Statements } from "../../db/statements.js";
import { ApiError } from "../errors.js";
import { InsufficientBalance, balanceOfSql, balancesByOwner, type AccountRef } from "../ledger/ledger.js";
import { newId } from "../ids.js";
import { eventsWrittenSql, type ComputedEvents, type EventType } from "../events/events.js";
import { tenantOf, type Environment } from "../auth/principal.js";
import { checkId, optionalInteger } from "../validation.js";
import { cardProductIds, cardProducts, toCardProductView, type CardProductView, type CardNetwork } from "./products.js";
import { cardDetailsSecret, deriveCardNumber, deriveCvv } from "./details.js";
import { checkDetailsShown } from "./rules.js";
import { toSafeNumber } from "../ledger/balances.js";
import type { ListView } from "../pagination.js";

type Tenant = ReturnType<typeof tenantOf>;

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

/** The card_balance ledger account of each card. */
export function cardBalances(tx: Db, tenant: Tenant, cardIds: string[]): Promise<Map<string, bigint>> {
  return balancesByOwner(tx, tenant, { kind: "card_balance", currency: "USD" }, cardIds);
}

export async function readCardView(tx: Db, tenant: Tenant, card: Card): Promise<CardView> {
  const balances = await cardBalances(tx, tenant, [card.id]);
  return toCardView(card, balances.get(card.id) ?? 0n);
}

/** Finds a card of the tenant, or 404. */
export async function findCard(tx: Db, tenant: Tenant, id: string | undefined): Promise<Card> {
  const cardId = checkId(id);
  const card = await tx.card.findFirst({ where: { ...tenant, id: cardId } });
  if (!card) throw new ApiError("not_found", `No card ${cardId}.`);
  return card;
}

/**
 * Locks a card for the rest of the transaction: every change to a card's state or balance
 * takes this lock first, so operations on one card run one at a time and see each other.
 */
/**
 * A card of the tenant with its balance, or 404, in one statement and without a lock: what
 * lockCard reads once it holds the lock, and what the card money operations decide on before
 * taking it (they check under the lock that nothing changed: see card-money.ts).
 */
export async function readCard(db: Statements, tenant: Tenant, id: string | undefined): Promise<{ card: Card; balance: bigint }> {
  const cardId = checkId(id);
  const [found] = await db.rows<Card & { cardBalance: bigint | null }>(Prisma.sql`
    SELECT c.id, c.organization_id AS "organizationId", c.environment::text AS environment, c.product, c.network,
      c.status::text AS status, c.cardholder_first_name AS "cardholderFirstName", c.cardholder_last_name AS "cardholderLastName",
      c.cardholder_email AS "cardholderEmail", c.last4, c.expiry_month AS "expiryMonth", c.expiry_year AS "expiryYear",
      c.reference, c.metadata, c.created_at AS "createdAt",
      ${balanceOfSql(
        { organizationId: Prisma.sql`c.organization_id`, environment: Prisma.sql`c.environment` },
        { kind: "card_balance", currency: "USD", ownerId: Prisma.sql`c.id` },
      )} AS "cardBalance"
    FROM cards c WHERE c.organization_id = ${tenant.organizationId}
      AND c.environment = ${tenant.environment}::"Environment" AND c.id = ${cardId}`);
  if (!found) throw new ApiError("not_found", `No card ${cardId}.`);
  const { cardBalance, ...card } = found;
  return { card, balance: cardBalance ?? 0n };
}

/**
 * Locks a card for the rest of the transaction (every change to a card's state or balance
 * takes this lock first), then reads it with its balance. Two statements on purpose: the read
 * must start after the lock is granted, or it could see the balance from before the previous
 * holder's commit.
 */
export async function lockCard(tx: Tx, tenant: Tenant, id: string | undefined): Promise<{ card: Card; balance: bigint }> {
  const cardId = checkId(id);
  const locked = await tx.$queryRaw<Array<{ id: string }>>(Prisma.sql`
    SELECT id FROM cards WHERE organization_id = ${tenant.organizationId}
      AND environment = ${tenant.environment}::"Environment" AND id = ${cardId} FOR UPDATE`);
  if (locked.length === 0) throw new ApiError("not_found", `No card ${cardId}.`);
  return readCard(statementsIn(tx), tenant, cardId);
}

export interface NewCardTransaction {
  type: "authorization" | "refund" | "topup" | "withdrawal" | "fee";
  status: "succeeded" | "declined";
  amount: number | bigint;
  merchantName?: string | null;
}

/**
 * Card transactions and their card_transaction.created events, then `followedBy` (the
 * operation's own event), as CTEs written once per row of `after` (a one-row CTE): a card
 * operation writes them in the statement of its ledger posting (see card-money.ts), and with
 * them, in the same INSERT, `alsoEvents` (its posting's balance.updated).
 */
export function cardTransactionsSql(
  tenant: Tenant,
  cardId: string,
  items: NewCardTransaction[],
  followedBy: { type: EventType; object: object } | undefined,
  after: Prisma.Sql,
  now: Date,
  alsoEvents: ComputedEvents[] = [],
): { ctes: Prisma.Sql[]; views: CardTransactionView[] } {
  const rows: CardTransaction[] = items.map((item) => ({
    id: newId("ctx"),
    ...tenant,
    cardId,
    type: item.type,
    status: item.status,
    amount: BigInt(item.amount),
    currency: "USD",
    merchantName: item.merchantName ?? null,
    merchantMcc: null,
    merchantCountry: null,
    createdAt: now,
  }));
  const views = rows.map(toCardTransactionView);
  const events = [
    ...views.map((view) => ({ type: "card_transaction.created" as const, object: view })),
    ...(followedBy ? [followedBy] : []),
  ];
  // One INSERT per table, whatever the number of rows (see eventsWrittenSql).
  const ctes = [
    ...(rows.length === 0
      ? []
      : [
          Prisma.sql`card_transactions_written AS (
        INSERT INTO card_transactions (id, organization_id, environment, card_id, type, status, amount, currency, merchant_name, created_at)
        SELECT t.id, ${tenant.organizationId}::text, ${tenant.environment}::"Environment", ${cardId}::text, t.type,
          t.status, t.amount, t.currency, t.merchant_name, ${now}::timestamptz
        FROM ${after}, (VALUES ${Prisma.join(
          rows.map(
            (row) =>
              Prisma.sql`(${row.id}::text, ${row.type}::text, ${row.status}::text, ${row.amount}::bigint, ${row.currency}::"Currency", ${row.merchantName}::text)`,
          ),
        )}) AS t (id, type, status, amount, currency, merchant_name))`,
        ]),
    ...(events.length === 0 && alsoEvents.length === 0
      ? []
      : [eventsWrittenSql("card_events_written", tenant, events, after, alsoEvents)]),
  ];
  return { ctes, views };
}

/** Records card transactions and their events on their own (no posting goes with them). */
export async function recordCardTransactions(
  tx: Tx,
  tenant: Tenant,
  cardId: string,
  items: NewCardTransaction[],
  now: Date,
): Promise<CardTransactionView[]> {
  const { ctes, views } = cardTransactionsSql(tenant, cardId, items, undefined, Prisma.sql`(VALUES (1)) AS one (row)`, now);
  if (ctes.length > 0) await tx.$queryRaw`WITH ${Prisma.join(ctes)} SELECT 1 AS done`;
  return views;
}

export const usd = (kind: AccountRef["kind"], ownerId?: string): AccountRef => ({ kind, currency: "USD", ownerId });

export function insufficientFundsError(): ApiError {
  return new ApiError("insufficient_funds", "The USD wallet's available balance is lower than the amount plus fees.");
}

/** Maps a refused posting to insufficientFundsError; rethrows anything else. */
export function insufficientFunds(error: unknown): never {
  throw error instanceof InsufficientBalance ? insufficientFundsError() : error;
}

export function cardsDomain(ctx: OperationContext): { domain: Domain; tenant: Tenant } {
  return { domain: ctx.domain, tenant: tenantOf(ctx.principal) };
}

export const getCard = defineOperation<undefined, undefined, CardView>({
  name: "cards.get",
  scope: "cards:read",
  idempotency: "none",
  async run(ctx, { id }) {
    const { domain, tenant } = cardsDomain(ctx);
    const card = await findCard(domain.prisma, tenant, id);
    return await readCardView(domain.prisma, tenant, card);
  },
});

export const cardTransactionsPageSize = 20;

const cardTransactionsOptions = z.strictObject({ page: optionalInteger(1, 1000, 1) });

export const listCardTransactions = defineOperation<z.output<typeof cardTransactionsOptions>, undefined, ListView<CardTransactionView>>({
  name: "cards.listTransactions",
  scope: "cards:read",
  idempotency: "none",
  options: cardTransactionsOptions,
  async run(ctx, { id, options }) {
    const { domain, tenant } = cardsDomain(ctx);
    const card = await findCard(domain.prisma, tenant, id);
    const rows = await domain.prisma.cardTransaction.findMany({
      where: { ...tenant, cardId: card.id },
      orderBy: { id: "desc" },
      skip: (options.page - 1) * cardTransactionsPageSize,
      take: cardTransactionsPageSize + 1,
    });
    return {
      object: "list",
      data: rows.slice(0, cardTransactionsPageSize).map(toCardTransactionView),
      has_more: rows.length > cardTransactionsPageSize,
    };
  },
});

/** One card transaction by its id (GraphQL's node): the card's own scope, cards:read. */
export const getCardTransaction = defineOperation<undefined, undefined, CardTransactionView>({
  name: "cardTransactions.get",
  scope: "cards:read",
  idempotency: "none",
  async run(ctx, args) {
    const { domain, tenant } = cardsDomain(ctx);
    const id = checkId(args.id);
    const row = await domain.prisma.cardTransaction.findFirst({ where: { ...tenant, id } });
    if (!row) throw new ApiError("not_found", `No card transaction ${id}.`);
    return toCardTransactionView(row);
  },
});

export interface CardDetailsView {
  object: "card_details";
  card_id: string;
  number: string;
  cvv: string;
  expiry_month: string;
  expiry_year: string;
  test_data: boolean;
}

export const revealCardDetails = defineOperation<undefined, undefined, CardDetailsView>({
  name: "cards.revealDetails",
  scope: "cards:sensitive",
  idempotency: "none",
  requiresLiveActivation: true,
  async run(ctx, { id }) {
    // No 503 here: details in Live are 403 or 404, never 503 (docs/api/cards.md#live), and a Live
    // card cannot exist yet.
    const { domain, tenant } = cardsDomain(ctx);
    const card = await findCard(domain.prisma, tenant, id);
    checkDetailsShown(card.status);
    const secret = await cardDetailsSecret(domain.prisma);
    return {
      object: "card_details",
      card_id: card.id,
      number: deriveCardNumber(secret, card.id, card.network as CardNetwork),
      cvv: deriveCvv(secret, card.id),
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      test_data: card.environment === "sandbox",
    };
  },
});

const productList = { object: "list" as const, data: cardProductIds.map((id) => toCardProductView(cardProducts[id])) };

export const listCardProducts = defineOperation<undefined, undefined, { object: "list"; data: CardProductView[] }>({
  name: "cardProducts.list",
  scope: "cards:read",
  idempotency: "none",
  async run() {
    return productList;
  },
});
