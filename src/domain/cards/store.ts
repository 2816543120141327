// The cards context's store: all of its SQL, on the connection it is bound to (../store.ts):
// finding, reading and locking a card with its balance, writing cards and their transactions,
// a fund's or a withdrawal's one statement, and the lists of cards and card transactions. It
// extends the purchases' part (store-authorizations.ts: interval totals, real-time decisions).
import { Prisma, type CardStatus } from "../../generated/prisma/client.js";
import type { Db, Tx } from "../store.js";
import { ApiError } from "../errors.js";
import { checkId } from "../validation.js";
import { createdBetween, type Listing } from "../pagination.js";
import type { EventType } from "../events/events.js";
import type { PublicForms } from "../public-forms.js";
import { postingSql, type Posting } from "../ledger/ledger.js";
import { LedgerStore } from "../ledger/store.js";
import { CardAuthorizationStore } from "./store-authorizations.js";
import type { SpendingControls } from "./spending-controls.js";
import {
  toCard,
  toCardTransaction,
  type Card,
  type CardRow,
  type CardTransaction,
  type CardTransactionRow,
  type CardTransactionStatus,
  type CardTransactionType,
} from "./card.js";
import {
  cardMoveSql,
  cardTransactionsSql,
  cardWithBalanceSql,
  fromRow,
  latestTransactionsSql,
  type CardTransactionSqlRow,
  type KeyInStatement,
  type NewCardTransaction,
  type Tenant,
} from "./store-sql.js";

export type { KeyInStatement, NewCardTransaction } from "./store-sql.js";

export interface CardFilters {
  /** Any of these; an empty list matches nothing. */
  statuses?: CardStatus[];
  createdAfter?: Date;
  createdBefore?: Date;
  reference?: string;
  /** The card number's last four digits. */
  last4?: string;
}

export interface CardTransactionFilters {
  cardId?: string;
  type?: CardTransactionType;
  status?: CardTransactionStatus;
}

/** What a fund or a withdrawal writes, decided on the card and its balance (money.ts). */
export interface CardMoveWrites {
  posting: Posting;
  transactions: NewCardTransaction[];
  /** The operation's own event, its object shown already. */
  followedBy: { type: EventType; object: object };
}

/** The spending_controls column's value: the controls as the domain spells them (plain JSON). */
function controlsColumn(controls: SpendingControls): Prisma.InputJsonObject {
  return controls as unknown as Prisma.InputJsonObject;
}

export class CardStore<C extends Db = Db> extends CardAuthorizationStore<C> {
  /** The ledger's store on this connection: a card's balance is its card_balance account. */
  private readonly ledger = new LedgerStore<C>(this.connection);

  /** The card_balance ledger account of each card. */
  cardBalances(tenant: Tenant, cardIds: string[]): Promise<Map<string, bigint>> {
    return this.ledger.balancesByOwner(tenant, { kind: "card_balance", currency: "USD" }, cardIds);
  }

  /** The card of a row, with its balance read. */
  async cardWithBalance(tenant: Tenant, row: CardRow): Promise<Card> {
    const balances = await this.cardBalances(tenant, [row.id]);
    return toCard(row, balances.get(row.id) ?? 0n);
  }

  /** Finds a card of the tenant, or 404. */
  async findCard(tenant: Tenant, id: string | undefined): Promise<CardRow> {
    const cardId = checkId(id);
    const card = await this.db.card.findFirst({ where: { ...tenant, id: cardId } });
    if (!card) throw new ApiError("not_found", `No card ${cardId}.`);
    return card;
  }

  /**
   * A card of the tenant with its balance, or 404, in one statement and without a lock: what
   * lockCard reads once it holds the lock, and what the card money operations decide on before
   * taking it (they check under the lock that nothing changed: see moveMoney).
   */
  async readCard(tenant: Tenant, id: string | undefined): Promise<{ card: CardRow; balance: bigint }> {
    const cardId = checkId(id);
    const [found] = await this.connection.statements.rows<CardRow & { cardBalance: bigint | null }>(cardWithBalanceSql(tenant, cardId));
    if (!found) throw new ApiError("not_found", `No card ${cardId}.`);
    const { cardBalance, ...card } = found;
    return { card, balance: cardBalance ?? 0n };
  }

  /**
   * Locks a card for the rest of the transaction (every change to a card's state or balance
   * takes this lock first, so operations on one card run one at a time and see each other),
   * then reads it with its balance. Two statements on purpose: the read must start after the
   * lock is granted, or it could see the balance from before the previous holder's commit.
   */
  async lockCard(this: CardStore<Tx>, tenant: Tenant, id: string | undefined): Promise<{ card: CardRow; balance: bigint }> {
    const cardId = checkId(id);
    const locked = await this.db.$queryRaw<Array<{ id: string }>>(Prisma.sql`
    SELECT id FROM cards WHERE organization_id = ${tenant.organizationId}
      AND environment = ${tenant.environment}::"Environment" AND id = ${cardId} FOR UPDATE`);
    if (locked.length === 0) throw new ApiError("not_found", `No card ${cardId}.`);
    return this.readCard(tenant, cardId);
  }

  /** Inserts a new card, in the transaction of its issuance. */
  insertCard(
    this: CardStore<Tx>,
    card: Omit<CardRow, "metadata" | "spendingControls"> & { metadata: Record<string, string>; spendingControls: SpendingControls },
  ): Promise<CardRow> {
    return this.db.card.create({ data: { ...card, spendingControls: controlsColumn(card.spendingControls) } });
  }

  /** Replaces a card's spending controls; the caller holds the card's lock (lockCard). */
  setSpendingControls(this: CardStore<Tx>, tenant: Tenant, id: string, controls: SpendingControls): Promise<CardRow> {
    return this.db.card.update({
      where: { organizationId_id: { organizationId: tenant.organizationId, id } },
      data: { spendingControls: controlsColumn(controls) },
    });
  }

  /** Sets a card's status; the caller holds the card's lock (lockCard). */
  setCardStatus(this: CardStore<Tx>, tenant: Tenant, id: string, status: CardStatus): Promise<CardRow> {
    return this.db.card.update({
      where: { organizationId_id: { organizationId: tenant.organizationId, id } },
      data: { status },
    });
  }

  /** Records card transactions and their events on their own (no posting goes with them). */
  async recordTransactions(
    this: CardStore<Tx>,
    forms: PublicForms,
    tenant: Tenant,
    cardId: string,
    items: NewCardTransaction[],
    now: Date,
  ): Promise<CardTransaction[]> {
    const { ctes, transactions } = cardTransactionsSql(forms, tenant, cardId, items, undefined, Prisma.sql`(VALUES (1)) AS one (row)`, now);
    if (ctes.length > 0) await this.db.$queryRaw`WITH ${Prisma.join(ctes)} SELECT 1 AS done`;
    return transactions;
  }

  /**
   * A fund's or a withdrawal's whole effect as one statement, given the card and balance it was
   * decided on (`seen`): lock the card (first, as every card change does), lock and check the
   * posting's accounts, and go on only if the card's status and balance are unchanged; then
   * claim the key with the answer, post, and write the card transactions and events.
   */
  async moveMoney(
    forms: PublicForms,
    tenant: Tenant,
    seen: { card: CardRow; balance: bigint },
    writes: CardMoveWrites,
    key: KeyInStatement,
    now: Date,
  ): Promise<{ unchanged: boolean; funded: boolean; claimed: boolean }> {
    const posting = postingSql(writes.posting, { forms, lockAfter: Prisma.sql`EXISTS (SELECT 1 FROM card_locked)` });
    const { ctes } = cardTransactionsSql(forms, tenant, seen.card.id, writes.transactions, writes.followedBy, posting.written, now, posting.balanceEvents);
    // Outside a transaction, the statement commits with concurrent ones (db/group-commit.ts); in
    // a transaction's store (the card locked already), groupCommitted is a plain statement on
    // the transaction's connection (statementsIn), and the locks are not needed.
    const [result] = await this.connection.statements.groupCommitted<{ unchanged: boolean; funded: boolean; claimed: boolean }>(
      cardMoveSql(tenant, seen, posting, ctes, key),
      { advisoryLock: key.lockName, card: { ...tenant, id: seen.card.id }, accounts: posting.accountLocks },
    );
    return result;
  }

  /**
   * What a list of cards reads, whichever page asks: GET /cards (listCards) and GraphQL's cards
   * connection (searchCards). Always within the tenant, newest first, with balances.
   */
  cardListing(tenant: Tenant, filters: CardFilters): Listing<CardRow, Card> {
    const db = this.db;
    const where: Prisma.CardWhereInput = {
      ...tenant,
      ...(filters.statuses ? { status: { in: filters.statuses } } : {}),
      ...createdBetween(filters.createdAfter, filters.createdBefore),
      ...(filters.reference !== undefined ? { reference: filters.reference } : {}),
      ...(filters.last4 !== undefined ? { last4: filters.last4 } : {}),
    };
    return {
      noun: "a card",
      isVisible: async (id) => Boolean(await db.card.findFirst({ where: { ...tenant, id }, select: { id: true } })),
      fetch: (condition, order, take) => db.card.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
      count: () => db.card.count({ where }),
      items: async (rows) => {
        const balances = await this.cardBalances(tenant, rows.map((c) => c.id));
        return rows.map((c) => toCard(c, balances.get(c.id) ?? 0n));
      },
    };
  }

  /** One card transaction of the tenant by its id, if there is one. */
  findTransaction(tenant: Tenant, id: string): Promise<CardTransactionRow | null> {
    return this.db.cardTransaction.findFirst({ where: { ...tenant, id } });
  }

  /** A page of a card's transactions by offset (GET /cards/{id}/transactions), newest first. */
  transactionsOfCard(tenant: Tenant, cardId: string, page: { skip: number; take: number }): Promise<CardTransactionRow[]> {
    return this.db.cardTransaction.findMany({
      where: { ...tenant, cardId },
      orderBy: { id: "desc" },
      skip: page.skip,
      take: page.take,
    });
  }

  /**
   * What a list of card transactions reads: one card's, or every card's of the tenant, of a type
   * and a status when given; always within the tenant (organization and environment), newest first.
   */
  transactionListing(tenant: Tenant, filters: CardTransactionFilters = {}): Listing<CardTransactionRow, CardTransaction> {
    const db = this.db;
    const ofCard = filters.cardId === undefined ? {} : { cardId: filters.cardId };
    const where: Prisma.CardTransactionWhereInput = {
      ...tenant,
      ...ofCard,
      ...(filters.type === undefined ? {} : { type: filters.type }),
      ...(filters.status === undefined ? {} : { status: filters.status }),
    };
    return {
      noun: filters.cardId === undefined ? "a card transaction" : "a transaction of this card",
      // Any of the card's transactions is a cursor, whatever its type and status, as a transfer of
      // any status is one for a list of failed transfers.
      isVisible: async (id) => Boolean(await db.cardTransaction.findFirst({ where: { ...tenant, ...ofCard, id }, select: { id: true } })),
      fetch: (condition, order, take) => db.cardTransaction.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
      count: () => db.cardTransaction.count({ where }),
      items: (rows) => rows.map(toCardTransaction),
    };
  }

  /** The newest `take` transactions of each card, in one statement (latestTransactionsSql). */
  async latestTransactionsOfCards(tenant: Tenant, cardIds: readonly string[], take: number): Promise<Map<string, CardTransaction[]>> {
    const byCard = new Map<string, CardTransaction[]>(cardIds.map((id) => [id, []]));
    if (cardIds.length === 0) return byCard;
    const rows = await this.db.$queryRaw<CardTransactionSqlRow[]>(latestTransactionsSql(tenant, cardIds, take));
    for (const row of rows) byCard.get(row.card_id)?.push(toCardTransaction(fromRow(row)));
    return byCard;
  }

  /** How many transactions each card has, in one statement. */
  async countTransactionsOfCards(tenant: Tenant, cardIds: readonly string[]): Promise<Map<string, number>> {
    const counts = await this.db.cardTransaction.groupBy({
      by: ["cardId"],
      where: { ...tenant, cardId: { in: [...cardIds] } },
      _count: { _all: true },
    });
    const byCard = new Map<string, number>(cardIds.map((id) => [id, 0]));
    for (const row of counts) byCard.set(row.cardId, row._count._all);
    return byCard;
  }
}
