// The statements every card operation shares: finding, reading and locking a card with its
// balance, and writing card transactions with their events.
import { Prisma } from "../../generated/prisma/client.js";
import type { Db, Tx } from "../domain.js";
import { statementsIn, type Statements } from "../../db/statements.js";
import { ApiError } from "../errors.js";
import { balanceOfSql, balancesByOwner } from "../ledger/ledger.js";
import { newId } from "../ids.js";
import { eventsWrittenSql, type ComputedEvents, type EventType } from "../events/events.js";
import { checkId } from "../validation.js";
import type { PublicForms } from "../public-forms.js";
import type { Tenant } from "./context.js";
import { toCard, toCardTransaction, type Card, type CardRow, type CardTransaction, type CardTransactionRow } from "./card.js";

/** The card_balance ledger account of each card. */
export function cardBalances(tx: Db, tenant: Tenant, cardIds: string[]): Promise<Map<string, bigint>> {
  return balancesByOwner(tx, tenant, { kind: "card_balance", currency: "USD" }, cardIds);
}

/** The card of a row, with its balance read. */
export async function cardWithBalance(tx: Db, tenant: Tenant, row: CardRow): Promise<Card> {
  const balances = await cardBalances(tx, tenant, [row.id]);
  return toCard(row, balances.get(row.id) ?? 0n);
}

/** Finds a card of the tenant, or 404. */
export async function findCard(tx: Db, tenant: Tenant, id: string | undefined): Promise<CardRow> {
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
 * taking it (they check under the lock that nothing changed: see money.ts).
 */
export async function readCard(db: Statements, tenant: Tenant, id: string | undefined): Promise<{ card: CardRow; balance: bigint }> {
  const cardId = checkId(id);
  const [found] = await db.rows<CardRow & { cardBalance: bigint | null }>(Prisma.sql`
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
export async function lockCard(tx: Tx, tenant: Tenant, id: string | undefined): Promise<{ card: CardRow; balance: bigint }> {
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
 * operation writes them in the statement of its ledger posting (see money.ts), and with
 * them, in the same INSERT, `alsoEvents` (its posting's balance.updated). The events carry
 * each transaction as `forms` shows it; `followedBy`'s object is shown already.
 */
export function cardTransactionsSql(
  forms: PublicForms,
  tenant: Tenant,
  cardId: string,
  items: NewCardTransaction[],
  followedBy: { type: EventType; object: object } | undefined,
  after: Prisma.Sql,
  now: Date,
  alsoEvents: ComputedEvents[] = [],
): { ctes: Prisma.Sql[]; transactions: CardTransaction[] } {
  const rows: CardTransactionRow[] = items.map((item) => ({
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
  const transactions = rows.map(toCardTransaction);
  const events = [
    ...transactions.map((transaction) => ({ type: "card_transaction.created" as const, object: forms.cardTransaction.render(transaction) })),
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
  return { ctes, transactions };
}

/** Records card transactions and their events on their own (no posting goes with them). */
export async function recordCardTransactions(
  tx: Tx,
  forms: PublicForms,
  tenant: Tenant,
  cardId: string,
  items: NewCardTransaction[],
  now: Date,
): Promise<CardTransaction[]> {
  const { ctes, transactions } = cardTransactionsSql(forms, tenant, cardId, items, undefined, Prisma.sql`(VALUES (1)) AS one (row)`, now);
  if (ctes.length > 0) await tx.$queryRaw`WITH ${Prisma.join(ctes)} SELECT 1 AS done`;
  return transactions;
}
