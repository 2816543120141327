// The longer SQL of CardStore (store.ts), apart so that the store reads as the list of what the
// cards context asks of the database.
import { Prisma } from "../../generated/prisma/client.js";
import type { Environment, Tenant } from "../auth/principal.js";
import { balanceOfSql, type PostingSql } from "../ledger/ledger.js";
import { newId } from "../ids.js";
import { eventsWrittenSql, type ComputedEvents, type EventType } from "../events/events.js";
import type { PublicForms } from "../public-forms.js";
import { usd } from "./funds.js";
import {
  toCardTransaction,
  type CardDeclineReason,
  type CardRow,
  type CardTransaction,
  type CardTransactionRow,
  type CardTransactionStatus,
} from "./card.js";
import type { MerchantCategoryId } from "./merchant-categories.js";
import { afterKeyLock, keyClaimed } from "../idempotency/claim.js";

export type { Tenant };

export interface NewCardTransaction {
  type: "authorization" | "refund" | "topup" | "withdrawal" | "fee";
  status: CardTransactionStatus;
  amount: number | bigint;
  merchantName?: string | null;
  merchantCategory?: MerchantCategoryId | null;
  declineReason?: CardDeclineReason | null;
  /** Its id, when the caller needs it before the statement (a purchase waiting for a real-time decision). */
  id?: string;
}

/**
 * What a card's money statement needs of the request's Idempotency-Key: the idempotency
 * session's fragments for this request (idempotency/session.ts).
 */
export interface KeyInStatement {
  /** The key's lock, first in the statement's WITH (keyLockInStatement). */
  lock: Prisma.Sql;
  /** That lock by name, for a group commit (keyLockName). */
  lockName: string | undefined;
  /** The claim's CTE, tried only if `onlyIf` holds (claimInStatement, with the operation's answer). */
  claim(onlyIf: Prisma.Sql): Prisma.Sql;
}

/** A card of the tenant with its balance (`cardBalance`, NULL without an account), in one SELECT. */
export function cardWithBalanceSql(tenant: Tenant, cardId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT c.id, c.organization_id AS "organizationId", c.environment::text AS environment, c.product, c.network,
      c.status::text AS status, c.cardholder_first_name AS "cardholderFirstName", c.cardholder_last_name AS "cardholderLastName",
      c.cardholder_email AS "cardholderEmail", c.last4, c.expiry_month AS "expiryMonth", c.expiry_year AS "expiryYear",
      c.reference, c.metadata, c.spending_controls AS "spendingControls", c.created_at AS "createdAt",
      ${balanceOfSql(
        { organizationId: Prisma.sql`c.organization_id`, environment: Prisma.sql`c.environment` },
        { kind: "card_balance", currency: "USD", ownerId: Prisma.sql`c.id` },
      )} AS "cardBalance"
    FROM cards c WHERE c.organization_id = ${tenant.organizationId}
      AND c.environment = ${tenant.environment}::"Environment" AND c.id = ${cardId}`;
}

/**
 * Card transactions and their card_transaction.created events, then `followedBy` (the
 * operation's own event), as CTEs written once per row of `after` (a one-row CTE): a card
 * operation writes them in the statement of its ledger posting (see cardMoveSql), and with
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
    id: item.id ?? newId("ctx"),
    ...tenant,
    cardId,
    type: item.type,
    status: item.status,
    amount: BigInt(item.amount),
    currency: "USD",
    merchantName: item.merchantName ?? null,
    merchantMcc: null,
    merchantCountry: null,
    merchantCategory: item.merchantCategory ?? null,
    declineReason: item.declineReason ?? null,
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
        INSERT INTO card_transactions (id, organization_id, environment, card_id, type, status, amount, currency, merchant_name,
          merchant_category, decline_reason, created_at)
        SELECT t.id, ${tenant.organizationId}::text, ${tenant.environment}::"Environment", ${cardId}::text, t.type,
          t.status, t.amount, t.currency, t.merchant_name, t.merchant_category, t.decline_reason, ${now}::timestamptz
        FROM ${after}, (VALUES ${Prisma.join(
          rows.map(
            (row) =>
              Prisma.sql`(${row.id}::text, ${row.type}::text, ${row.status}::text, ${row.amount}::bigint, ${row.currency}::"Currency", ${row.merchantName}::text,
                ${row.merchantCategory}::text, ${row.declineReason}::text)`,
          ),
        )}) AS t (id, type, status, amount, currency, merchant_name, merchant_category, decline_reason))`,
        ]),
    ...(events.length === 0 && alsoEvents.length === 0
      ? []
      : [eventsWrittenSql("card_events_written", tenant, events, after, alsoEvents)]),
  ];
  return { ctes, transactions };
}

/**
 * A fund's or a withdrawal's statement (CardStore.moveMoney): the key's lock, then the card's,
 * then the posting's accounts; `ctes` (the card transactions and events) are written only if the
 * posting is. Answers whether the card was unchanged, whether the posting applied, and whether
 * the key was claimed.
 */
export function cardMoveSql(tenant: Tenant, seen: { card: CardRow; balance: bigint }, posting: PostingSql, ctes: Prisma.Sql[], key: KeyInStatement): Prisma.Sql {
  return Prisma.sql`
    WITH ${key.lock},
      card_locked AS MATERIALIZED (
        SELECT status::text AS status FROM cards
        WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment"
          AND id = ${seen.card.id} AND ${afterKeyLock}
        FOR UPDATE),
      ${posting.check},
      card_unchanged AS (
        SELECT EXISTS (SELECT 1 FROM card_locked WHERE status = ${seen.card.status}::text)
           AND ${posting.lockedBalanceIs(usd("card_balance", seen.card.id), seen.balance)} AS unchanged),
      ${key.claim(Prisma.sql`(SELECT unchanged FROM card_unchanged) AND ${posting.mayApply}`)},
      ${posting.apply(keyClaimed)},
      ${Prisma.join(ctes)}
    SELECT (SELECT unchanged FROM card_unchanged) AS unchanged, ${posting.mayApply} AS funded, ${keyClaimed} AS claimed`;
}

/** A card_transactions row as a raw SELECT answers it (column names, not the client's fields). */
export interface CardTransactionSqlRow {
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
  merchant_category: string | null;
  decline_reason: string | null;
  created_at: Date;
}

export function fromRow(row: CardTransactionSqlRow): CardTransactionRow {
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
    merchantCategory: row.merchant_category,
    declineReason: row.decline_reason,
    createdAt: row.created_at,
  };
}

/**
 * The newest `take` transactions of each card, in one statement: a LATERAL read per card id walks
 * the (organization_id, card_id, id DESC) index and stops after `take` rows.
 */
export function latestTransactionsSql(tenant: Tenant, cardIds: readonly string[], take: number): Prisma.Sql {
  return Prisma.sql`
    SELECT t.id, t.organization_id, t.environment, t.card_id, t.type, t.status, t.amount, t.currency::text AS currency,
      t.merchant_name, t.merchant_mcc, t.merchant_country, t.merchant_category, t.decline_reason, t.created_at
    FROM unnest(${[...cardIds]}::text[]) AS card(id)
    CROSS JOIN LATERAL (
      SELECT * FROM card_transactions
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND card_id = card.id
      ORDER BY id DESC
      LIMIT ${take}
    ) AS t
    ORDER BY t.card_id, t.id DESC`;
}
