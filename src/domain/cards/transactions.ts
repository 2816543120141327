// Card transactions as Relay connections: one card's (GraphQL's Card.transactionsConnection) and
// the whole tenant's (the root cardTransactions), both cards:read and within the caller's
// organization and environment, like GET /cards/{id}/transactions, and both read through one
// listing (cardTransactionListing). A dashboard lists a page of cards with their latest
// transactions, so the first page of every card in view is read in one statement
// (latestTransactionsOfCards) and counted in one (countTransactionsOfCards), however many cards
// there are; paging on from a cursor reads the one card it is about.
import { z } from "zod";
import { Prisma } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import type { Db } from "../domain.js";
import type { Environment } from "../auth/principal.js";
import { connectionPage, connectionOptionFields, type ConnectionPage, type Listing } from "../pagination.js";
import { cardsDomain } from "./context.js";
import { findCard } from "./statements.js";
import { toCardTransaction, type CardTransaction, type CardTransactionRow } from "./card.js";

type Tenant = { organizationId: string; environment: Environment };

/**
 * What a list of card transactions reads: one card's when `cardId` is given, else every card's of
 * the tenant; always within the tenant (organization and environment), newest first.
 */
function cardTransactionListing(db: Db, tenant: Tenant, cardId?: string): Listing<CardTransactionRow, CardTransaction> {
  const where = { ...tenant, ...(cardId === undefined ? {} : { cardId }) };
  return {
    noun: cardId === undefined ? "a card transaction" : "a transaction of this card",
    isVisible: async (id) => Boolean(await db.cardTransaction.findFirst({ where: { ...where, id }, select: { id: true } })),
    fetch: (condition, order, take) => db.cardTransaction.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
    count: () => db.cardTransaction.count({ where }),
    items: (rows) => rows.map(toCardTransaction),
  };
}

const cardTransactionsOptions = z.strictObject({ ...connectionOptionFields });

/** One card's transactions, newest first, from any cursor. The card is named by the id. */
export const searchCardTransactions = defineOperation<z.output<typeof cardTransactionsOptions>, undefined, ConnectionPage<CardTransaction>>({
  name: "cardTransactions.search",
  scope: "cards:read",
  idempotency: "none",
  options: cardTransactionsOptions,
  async run(ctx, { id, options }) {
    const { domain, tenant } = cardsDomain(ctx);
    const card = await findCard(domain.prisma, tenant, id);
    return connectionPage(options, cardTransactionListing(domain.prisma, tenant, card.id));
  },
});

/** Every card's transactions in the tenant (GraphQL's root cardTransactions), newest first, from any cursor. */
export const searchAllCardTransactions = defineOperation<z.output<typeof cardTransactionsOptions>, undefined, ConnectionPage<CardTransaction>>({
  name: "cardTransactions.searchAll",
  scope: "cards:read",
  idempotency: "none",
  options: cardTransactionsOptions,
  async run(ctx, { options }) {
    const { domain, tenant } = cardsDomain(ctx);
    return connectionPage(options, cardTransactionListing(domain.prisma, tenant));
  },
});

interface CardTransactionSqlRow {
  id: string;
  organization_id: string;
  environment: Environment;
  card_id: string;
  type: string;
  status: string;
  amount: bigint;
  currency: CardTransactionRow["currency"];
  merchant_name: string | null;
  merchant_mcc: string | null;
  merchant_country: string | null;
  created_at: Date;
}

function fromRow(row: CardTransactionSqlRow): CardTransactionRow {
  return {
    id: row.id,
    organizationId: row.organization_id,
    environment: row.environment,
    cardId: row.card_id,
    type: row.type,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    merchantName: row.merchant_name,
    merchantMcc: row.merchant_mcc,
    merchantCountry: row.merchant_country,
    createdAt: row.created_at,
  };
}

/**
 * The newest `take` transactions of each card, in one statement: a LATERAL read per card id walks
 * the (organization_id, card_id, id DESC) index and stops after `take` rows.
 */
export async function latestTransactionsOfCards(db: Db, tenant: Tenant, cardIds: readonly string[], take: number): Promise<Map<string, CardTransaction[]>> {
  const byCard = new Map<string, CardTransaction[]>(cardIds.map((id) => [id, []]));
  if (cardIds.length === 0) return byCard;
  const rows = await db.$queryRaw<CardTransactionSqlRow[]>(Prisma.sql`
    SELECT t.id, t.organization_id, t.environment, t.card_id, t.type, t.status, t.amount, t.currency::text AS currency,
      t.merchant_name, t.merchant_mcc, t.merchant_country, t.created_at
    FROM unnest(${[...cardIds]}::text[]) AS card(id)
    CROSS JOIN LATERAL (
      SELECT * FROM card_transactions
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND card_id = card.id
      ORDER BY id DESC
      LIMIT ${take}
    ) AS t
    ORDER BY t.card_id, t.id DESC`);
  for (const row of rows) byCard.get(row.card_id)?.push(toCardTransaction(fromRow(row)));
  return byCard;
}

/** How many transactions each card has, in one statement. */
export async function countTransactionsOfCards(db: Db, tenant: Tenant, cardIds: readonly string[]): Promise<Map<string, number>> {
  const counts = await db.cardTransaction.groupBy({
    by: ["cardId"],
    where: { ...tenant, cardId: { in: [...cardIds] } },
    _count: { _all: true },
  });
  const byCard = new Map<string, number>(cardIds.map((id) => [id, 0]));
  for (const row of counts) byCard.set(row.cardId, row._count._all);
  return byCard;
}
