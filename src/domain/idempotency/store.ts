// The idempotency records' store: claiming a key in a transaction, reading and expiring its
// record, storing answers. The SQL that one-statement operations put in their own statements
// (the claim and completion CTEs) is claim.ts's and completion.ts's.
import { Prisma, type IdempotencyRecord } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import type { StoredAnswer } from "./answers.js";
import { afterKeyLock, claimCte, keyLockCte, type Claim } from "./claim.js";
import { completeRecordSql, type IdempotencyScope } from "./completion.js";

export class IdempotencyStore<C extends Db = Db> extends Store<C> {
  /** Inserts the key as in_progress, after its lock; whether this request took it. */
  async claim(this: IdempotencyStore<Tx>, claim: Claim, expiresAt: Date, resourceId?: string): Promise<boolean> {
    const [{ claimed }] = await this.db.$queryRaw<Array<{ claimed: boolean }>>`
      WITH ${keyLockCte(claim)}, ${claimCte(claim, expiresAt, resourceId, afterKeyLock)}
      SELECT EXISTS (SELECT 1 FROM idempotency_claim) AS claimed`;
    return claimed;
  }

  /** Takes the key's lock in this store's transaction, before the transaction's other locks. */
  async lockKey(this: IdempotencyStore<Tx>, claim: Claim | undefined): Promise<void> {
    await this.db.$queryRaw`WITH ${keyLockCte(claim)} SELECT locked FROM idempotency_key_lock`;
  }

  findRecord(scope: IdempotencyScope): Promise<IdempotencyRecord | null> {
    const { organizationId, environment, key } = scope;
    // findFirst, not findUnique: the client joins the findUniques of one tick into one statement,
    // which under load would read several organizations' keys at once (a multi-shard query on Citus).
    return this.db.idempotencyRecord.findFirst({ where: { organizationId, environment, key } });
  }

  /** Deletes the key's record if it has expired by `now`. */
  async deleteIfExpired(scope: IdempotencyScope, now: Date): Promise<void> {
    // Conditional in the statement: the key may have been claimed anew since it was read, and
    // that claim must stay (Prisma's deleteMany would delete by key alone after its own read).
    await this.db.$executeRaw(Prisma.sql`
      DELETE FROM idempotency_records
      WHERE organization_id = ${scope.organizationId} AND environment = ${scope.environment}::"Environment" AND key = ${scope.key}
        AND expires_at <= ${now}`);
  }

  /** Stores the answer in this store's transaction: the same one as the effect it answers for. */
  async complete(this: IdempotencyStore<Tx>, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
    await this.db.$executeRaw(completeRecordSql(scope, answer));
  }

  /**
   * Rewrites the answers stored for an operation on a resource: what a replay answers once the
   * resource can no longer be shown as it was (a deleted webhook endpoint's secret, docs/operations.md#secrets-in-logs).
   */
  async replaceStoredAnswers(
    this: IdempotencyStore<Tx>,
    made: { organizationId: string; environment: "sandbox" | "live"; operation: string; resourceId: string },
    answer: StoredAnswer,
  ): Promise<void> {
    await this.db.$executeRaw(Prisma.sql`
      UPDATE idempotency_records SET response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}
      WHERE organization_id = ${made.organizationId} AND environment = ${made.environment}::"Environment"
        AND operation = ${made.operation} AND resource_id = ${made.resourceId}`);
  }

  /** Deletes records expired by `now` (docs/api/idempotency.md#retention); safe to run on every instance. */
  deleteExpired(now: Date): Promise<number> {
    // One statement, so a key claimed anew after it expired is not deleted with the expired record.
    return this.db.$executeRaw(Prisma.sql`DELETE FROM idempotency_records WHERE expires_at <= ${now}`);
  }
}
