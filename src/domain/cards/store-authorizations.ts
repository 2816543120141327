// The purchases' part of the cards store (store.ts extends it), apart so that neither file passes
// ~300 lines: a spending limit's interval totals, and a purchase waiting for the organization's
// real-time decision (held, then decided once: docs/api/cards.md#real-time-authorization).
import { Prisma, type CardTransaction as CardTransactionRow } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import type { Environment, Tenant } from "../auth/principal.js";
import type { IntervalTotalQuery } from "./spending-controls.js";
import type { CardDeclineReason } from "./card.js";
import type { NewCardTransaction } from "./store-sql.js";

/** A purchase waiting for a real-time decision: what deciding it needs. */
export interface AuthorizationRequest {
  organizationId: string;
  environment: Environment;
  transactionId: string;
  cardId: string;
  endpointId: string;
  eventId: string;
  createdAt: Date;
}

/** Authorizations that count towards a limit: approved ones, and those still held for a decision. */
const countedStatuses = ["succeeded", "pending"];

export abstract class CardAuthorizationStore<C extends Db = Db> extends Store<C> {
  /**
   * What each interval limit has counted so far on the card: its authorizations (approved or held)
   * since the interval began, at the limit's categories, in one statement over the
   * (organization_id, card_id, type, created_at) index, reading no further back than the earliest
   * interval. Under the card's lock, so that no other purchase of the card is deciding meanwhile.
   */
  async intervalTotals(this: CardAuthorizationStore<Tx>, tenant: Tenant, cardId: string, queries: IntervalTotalQuery[]): Promise<bigint[]> {
    if (queries.length === 0) return [];
    const starts = queries.map((query) => query.since);
    const earliest = starts.includes(null) ? null : new Date(Math.min(...starts.map((start) => start!.getTime())));
    const totals = queries.map((query, i) => {
      const conditions = [
        ...(query.since === null ? [] : [Prisma.sql`created_at >= ${query.since}`]),
        ...(query.categories === null ? [] : [Prisma.sql`merchant_category = ANY (${query.categories}::text[])`]),
      ];
      const filter = conditions.length === 0 ? Prisma.empty : Prisma.sql` FILTER (WHERE ${Prisma.join(conditions, " AND ")})`;
      return Prisma.sql`COALESCE(SUM(amount)${filter}, 0)::bigint AS ${Prisma.raw(`t${i}`)}`;
    });
    const [row] = await this.db.$queryRaw<Array<Record<string, bigint>>>(Prisma.sql`
      SELECT ${Prisma.join(totals)}
      FROM card_transactions
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND card_id = ${cardId}
        AND type = 'authorization' AND status = ANY (${countedStatuses}::text[])
        ${earliest === null ? Prisma.empty : Prisma.sql`AND created_at >= ${earliest}`}`);
    return queries.map((_, i) => row[`t${i}`]);
  }

  /**
   * Writes a purchase that waits for the real-time decision: its card transaction, pending (no
   * event yet: card_transaction.created carries the decision), and the request deciding it needs,
   * to be decided by `decideBy` at the latest (else recovery declines it). In the transaction that
   * holds its amount, under the card's lock.
   */
  async holdForDecision(
    this: CardAuthorizationStore<Tx>,
    tenant: Tenant,
    cardId: string,
    purchase: NewCardTransaction & { id: string },
    sent: { endpointId: string; eventId: string; decideBy: Date },
    now: Date,
  ): Promise<CardTransactionRow> {
    const row = await this.db.cardTransaction.create({
      data: {
        id: purchase.id,
        ...tenant,
        cardId,
        type: purchase.type,
        status: "pending",
        amount: BigInt(purchase.amount),
        currency: "USD",
        merchantName: purchase.merchantName ?? null,
        merchantCategory: purchase.merchantCategory ?? null,
        createdAt: now,
      },
    });
    await this.db.cardAuthorizationRequest.create({
      data: { ...tenant, transactionId: purchase.id, cardId, endpointId: sent.endpointId, eventId: sent.eventId, decideBy: sent.decideBy, createdAt: now },
    });
    return row;
  }

  /**
   * Decides a waiting purchase, once: takes its request away and moves its transaction from
   * pending to `outcome`, in one statement. Answers the request and the decided transaction, or
   * undefined when it was decided already (by the request that asked, or by recovery): of two
   * deciders at once, the second waits for the first's row lock, then finds nothing to take.
   */
  async decide(
    this: CardAuthorizationStore<Tx>,
    tenant: Tenant,
    transactionId: string,
    outcome: { status: "succeeded" } | { status: "declined"; declineReason: CardDeclineReason },
  ): Promise<{ request: AuthorizationRequest; transaction: CardTransactionRow } | undefined> {
    const declineReason = outcome.status === "declined" ? outcome.declineReason : null;
    const [row] = await this.db.$queryRaw<Array<CardTransactionRow & { endpointId: string; eventId: string; requestedAt: Date }>>(Prisma.sql`
      WITH taken AS (
        DELETE FROM card_authorization_requests
        WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND transaction_id = ${transactionId}
        RETURNING organization_id, transaction_id, endpoint_id, event_id, created_at)
      UPDATE card_transactions t SET status = ${outcome.status}, decline_reason = ${declineReason}::text
      FROM taken
      WHERE t.organization_id = ${tenant.organizationId} AND t.environment = ${tenant.environment}::"Environment"
        AND t.id = taken.transaction_id AND t.status = 'pending'
      RETURNING t.id, t.organization_id AS "organizationId", t.environment, t.card_id AS "cardId", t.type, t.status, t.amount,
        t.currency, t.merchant_name AS "merchantName", t.merchant_mcc AS "merchantMcc", t.merchant_country AS "merchantCountry",
        t.merchant_category AS "merchantCategory", t.decline_reason AS "declineReason", t.created_at AS "createdAt",
        taken.endpoint_id AS "endpointId", taken.event_id AS "eventId", taken.created_at AS "requestedAt"`);
    if (!row) return undefined;
    const { endpointId, eventId, requestedAt, ...transaction } = row;
    return {
      request: { ...tenant, transactionId, cardId: transaction.cardId, endpointId, eventId, createdAt: requestedAt },
      transaction,
    };
  }

  /** The waiting purchases of every tenant whose decision is overdue at `now`, oldest first (recovery). */
  async overdueRequests(now: Date, limit: number): Promise<AuthorizationRequest[]> {
    return this.db.cardAuthorizationRequest.findMany({
      where: { decideBy: { lte: now } },
      orderBy: { decideBy: "asc" },
      take: limit,
      select: { organizationId: true, environment: true, transactionId: true, cardId: true, endpointId: true, eventId: true, createdAt: true },
    });
  }

  /** Whether the card has purchases waiting for a real-time decision (their amounts held). */
  async hasWaitingPurchases(this: CardAuthorizationStore<Tx>, tenant: Tenant, cardId: string): Promise<boolean> {
    const waiting = await this.db.cardAuthorizationRequest.findFirst({ where: { ...tenant, cardId }, select: { transactionId: true } });
    return waiting !== null;
  }
}
