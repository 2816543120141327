// The transfers context's store: all of its SQL, on the connection it is bound to (../store.ts).
// The hot path's phases (the reservation, the acceptance) are one statement each, composed here
// from the ledger's, the events' and the idempotency records' fragments and group-committed.
import { Prisma, type ProviderState, type Transfer as TransferRow } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import type { Tenant } from "../auth/principal.js";
import type { CurrencyCode } from "../currencies.js";
import { eventsWrittenSql } from "../events/events.js";
import { completeRecordSql, stillClaimedFor } from "../idempotency/completion.js";
import { keyClaimed } from "../idempotency/claim.js";
import type { StoredAnswer } from "../idempotency/answers.js";
import type { PostingSql } from "../ledger/ledger.js";
import type { Listing } from "../pagination.js";
import { toTransfer, type Transfer, type TransferStatus } from "./transfer.js";
import { transferColumnsSql, transferFiltersSql, type TransferFilters } from "./listing-sql.js";

export type { TransferFilters } from "./listing-sql.js";

/** The tenant a transfer belongs to. */
export function tenantOfTransfer(transfer: TransferRow): Tenant {
  return { organizationId: transfer.organizationId, environment: transfer.environment };
}

/** One (currency, status) group of a tenant's transfers: how many, and the sums of their amounts and fees, in minor units. */
export interface TransferVolume {
  currency: CurrencyCode;
  status: TransferStatus;
  /** The UTC day the transfers were created on, as YYYY-MM-DD. */
  day: string;
  count: bigint;
  amount: bigint;
  fee: bigint;
}

/** The pieces of POST /transfers' first statement that are not the transfers context's. */
export interface ReservationParts {
  /** The key's lock CTE (IdempotencySession.keyLockInStatement), first in the WITH. */
  keyLock: Prisma.Sql;
  /** The key's lock by name (IdempotencySession.keyLockName), for the group commit to take first. */
  keyLockName: string | undefined;
  /** The claim CTE (IdempotencySession.claimInStatement), tried only if the reservation may apply. */
  claim: Prisma.Sql;
  /** The reservation's posting (postingSql, locking after the key). */
  reservation: PostingSql;
  /** The transfer.created event's object: the transfer as its public form shows it. */
  created: object;
}

/** The transfer row's INSERT, writing it once per row of `after` (a CTE of the same statement). */
function insertTransferSql(row: TransferRow, after: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO transfers (id, organization_id, environment, amount, fee, currency, status, destination_type,
      destination_account_name, destination_country, destination_last4, destination_bank_code, destination_network,
      reference, description, metadata, failure_code, failure_message, provider_state, next_check_at, idempotency_key,
      created_at, completed_at)
    SELECT ${row.id}::text, ${row.organizationId}::text, ${row.environment}::"Environment", ${row.amount}::bigint,
      ${row.fee}::bigint, ${row.currency}::"Currency", ${row.status}::"TransferStatus", ${row.destinationType}::text,
      ${row.destinationAccountName}::text, ${row.destinationCountry}::text, ${row.destinationLast4}::text,
      ${row.destinationBankCode}::text, ${row.destinationNetwork}::text, ${row.reference}::text, ${row.description}::text,
      ${JSON.stringify(row.metadata)}::jsonb, ${row.failureCode}::text, ${row.failureMessage}::text,
      ${row.providerState}::"ProviderState", ${row.nextCheckAt}::timestamptz, ${row.idempotencyKey}::text,
      ${row.createdAt}::timestamptz, ${row.completedAt}::timestamptz
    FROM ${after}`;
}

export class TransferStore<C extends Db = Db> extends Store<C> {
  /**
   * Phase 1 of POST /transfers, one SQL statement (and so atomic without an interactive
   * transaction): lock the wallet and check the funds, claim the key, reserve amount plus fee,
   * write the transfer, its transfer.created event and the reservation's balance.updated (one
   * INSERT for both). Each step runs only if the one before it did. This is the service's hottest
   * path; as one statement it costs one round trip where the same steps through Prisma's
   * interactive transaction cost nine (docs/bench-history.md), and it commits together with
   * concurrent requests' (group commit, db/group-commit.ts).
   */
  async reserve(row: TransferRow, parts: ReservationParts): Promise<{ funded: boolean; claimed: boolean }> {
    const { keyLock, keyLockName, claim, reservation, created } = parts;
    const [result] = await this.connection.statements.groupCommitted<{ funded: boolean; claimed: boolean }>(Prisma.sql`
      WITH ${keyLock}, ${reservation.check},
        ${claim},
        ${reservation.apply(keyClaimed)},
        transfer_written AS (${insertTransferSql(row, reservation.written)} RETURNING id),
        ${eventsWrittenSql(
          "event_written",
          tenantOfTransfer(row),
          [{ type: "transfer.created", object: created }],
          Prisma.sql`transfer_written`,
          reservation.balanceEvents,
        )}
      SELECT ${reservation.mayApply} AS funded, ${keyClaimed} AS claimed`,
      { advisoryLock: keyLockName, accounts: reservation.accountLocks },
    );
    return result;
  }

  /**
   * Moves a submitting transfer to accepted, due to be asked about at `nextCheckAt`, and stores
   * `answer` under its key; whether this call moved it. One statement, as this is every
   * transfer's path (see reserve): the key is completed only if this call moved the transfer, so
   * a concurrent recovery records the answer once. `answer` is absent when the transfer has no key.
   */
  async accept(transfer: TransferRow, nextCheckAt: Date, answer: StoredAnswer | undefined): Promise<boolean> {
    const completeKey =
      transfer.idempotencyKey === null || answer === undefined
        ? Prisma.sql``
        : Prisma.sql`, key_completed AS (${completeRecordSql(
            { ...tenantOfTransfer(transfer), key: transfer.idempotencyKey },
            answer,
            Prisma.sql`EXISTS (SELECT 1 FROM accepted) AND ${stillClaimedFor(transfer.id)}`,
          )})`;
    const [{ moved }] = await this.connection.statements.groupCommitted<{ moved: boolean }>(Prisma.sql`
      WITH accepted AS (
        UPDATE transfers SET provider_state = 'accepted', next_check_at = ${nextCheckAt}
        WHERE organization_id = ${transfer.organizationId} AND environment = ${transfer.environment}::"Environment"
          AND id = ${transfer.id} AND provider_state = 'submitting' AND status = 'processing'
        RETURNING id)${completeKey}
      SELECT EXISTS (SELECT 1 FROM accepted) AS moved`,
      // The transfer's row, which a batch that locks accounts first must lock before them, as the
      // settlement does (db/group-commit.ts).
      { transfer: { ...tenantOfTransfer(transfer), id: transfer.id } },
    );
    return moved;
  }

  /**
   * Updates a transfer only if it is still in the expected provider state; returns the new row.
   * A compare-and-set: the row is locked by a statement whose WHERE names the expected state, so a
   * concurrent transition waits for this one and then finds the state gone. Prisma's
   * updateManyAndReturn would not do: it reads the matching ids, then updates by id alone, so two
   * transactions could both pass its read (two releases of one reservation).
   */
  async transition(
    this: TransferStore<Tx>,
    transfer: TransferRow,
    expected: TransferRow["providerState"],
    data: Prisma.TransferUpdateInput,
  ): Promise<TransferRow | undefined> {
    const locked = await this.db.$queryRaw<Array<{ id: string }>>(Prisma.sql`
      SELECT id FROM transfers
      WHERE organization_id = ${transfer.organizationId} AND environment = ${transfer.environment}::"Environment" AND id = ${transfer.id}
        AND provider_state = ${expected}::"ProviderState" AND status = 'processing'
      FOR UPDATE`);
    if (locked.length === 0) return undefined;
    return this.db.transfer.update({ where: { organizationId_id: { organizationId: transfer.organizationId, id: transfer.id } }, data });
  }

  /**
   * Stores `answer` under the transfer's key, in the transaction that records its outcome: only
   * while the key is still claimed for this transfer, so an outcome recorded twice answers once.
   */
  async completeKey(this: TransferStore<Tx>, transfer: TransferRow, answer: StoredAnswer): Promise<void> {
    if (transfer.idempotencyKey === null) return;
    await this.db.$executeRaw(completeRecordSql({ ...tenantOfTransfer(transfer), key: transfer.idempotencyKey }, answer, stillClaimedFor(transfer.id)));
  }

  find(tenant: Tenant, id: string): Promise<TransferRow | null> {
    return this.db.transfer.findFirst({ where: { ...tenant, id } });
  }

  /** A transfer known to exist (Prisma's NotFoundError otherwise). */
  get(tenant: Tenant, id: string): Promise<TransferRow> {
    return this.db.transfer.findFirstOrThrow({ where: { ...tenant, id } });
  }

  /**
   * Takes up to `limit` transfers in `state` whose check is due by `now`, pushing their check to
   * `leasedUntil`. SKIP LOCKED: workers on other instances take other transfers rather than wait.
   */
  async leaseDue(state: ProviderState, now: Date, leasedUntil: Date, limit: number): Promise<TransferRow[]> {
    const leased = await this.db.$queryRaw<Array<{ organization_id: string; id: string }>>(Prisma.sql`
      UPDATE transfers SET next_check_at = ${leasedUntil}
      WHERE (organization_id, id) IN (
        SELECT organization_id, id FROM transfers
        WHERE provider_state = ${state}::"ProviderState" AND next_check_at <= ${now}
        ORDER BY next_check_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING organization_id, id`);
    if (leased.length === 0) return [];
    return this.db.transfer.findMany({
      where: { OR: leased.map((row) => ({ organizationId: row.organization_id, id: row.id })) },
    });
  }

  /**
   * What a list of transfers reads, whichever page asks: GET /transfers (pageAfter), GraphQL's
   * transfers connection (connectionPage) and GET /transfers/export (everyItem). Always within the
   * caller's tenant, newest first. In SQL for the reference prefix's sake (listing-sql.ts).
   */
  listing(tenant: Tenant, filters: TransferFilters): Listing<TransferRow, Transfer> {
    const db = this.db;
    // Below Prisma's client (db/statements.ts): an export reads every page this way.
    const statements = this.connection.statements;
    const where = transferFiltersSql(tenant, filters);
    return {
      noun: "a transfer",
      isVisible: async (id) => Boolean(await db.transfer.findFirst({ where: { ...tenant, id }, select: { id: true } })),
      fetch: (condition, order, take) => {
        const after = condition.id === undefined ? Prisma.empty : "lt" in condition.id ? Prisma.sql`AND id < ${condition.id.lt}` : Prisma.sql`AND id > ${condition.id.gt}`;
        return statements.rows<TransferRow>(Prisma.sql`
          SELECT ${transferColumnsSql} FROM transfers WHERE ${where} ${after}
          ORDER BY id ${order === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`} LIMIT ${take}`);
      },
      count: async () => {
        const [{ count }] = await statements.rows<{ count: bigint }>(Prisma.sql`SELECT count(*) AS count FROM transfers WHERE ${where}`);
        return Number(count);
      },
      items: (rows) => rows.map(toTransfer),
    };
  }

  /** The tenant's transfers created in [from, to), grouped by currency, status and UTC day: one GROUP BY, no row loaded. */
  async volumes(tenant: Tenant, range: { from: Date; to: Date; currency?: CurrencyCode }): Promise<TransferVolume[]> {
    // sum(bigint) is numeric in PostgreSQL, exact at any size: read as text, then BigInt, so no
    // amount goes through a float and none overflows a bigint on its way (stats.ts's toVolumeView
    // refuses a sum past what the API shows).
    const sums = await this.db.$queryRaw<Array<Omit<TransferVolume, "amount" | "fee"> & { amount: string; fee: string }>>(Prisma.sql`
      SELECT currency::text AS currency, status::text AS status,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS count,
        sum(amount)::text AS amount, sum(fee)::text AS fee
      FROM transfers
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment"
        AND created_at >= ${range.from} AND created_at < ${range.to}
        ${range.currency ? Prisma.sql`AND currency = ${range.currency}::"Currency"` : Prisma.empty}
      GROUP BY currency, status, day`);
    return sums.map((row) => ({ ...row, amount: BigInt(row.amount), fee: BigInt(row.fee) }));
  }
}
