// The SQL that claims a key: its advisory lock and the INSERT of its record, as CTEs that a
// transaction's claim (taken-key.ts) and one-statement operations (IdempotencySession) both use.
import { Prisma } from "../../generated/prisma/client.js";
import type { StoredAnswer } from "./answers.js";

export interface Claim {
  organizationId: string;
  environment: "sandbox" | "live";
  key: string;
  operation: string;
  fingerprint: string;
  /**
   * Whether a record's fingerprint is this request's as records made before commands were
   * camelCase hold it (fingerprint.ts: earlierSpelling). Computed only when a record's differs.
   */
  isEarlierFingerprint?(recorded: string): boolean;
}

/** When a record claimed now expires (the domain's clock and retention: structural, so that the store's SQL needs no domain). */
export function expiresAtFrom(domain: { now(): Date; config: { idempotencyTtlHours: number } }): Date {
  return new Date(domain.now().getTime() + domain.config.idempotencyTtlHours * 3_600_000);
}

/** The name of a key's advisory lock (group commits take their statements' key locks first: db/group-commit.ts). */
export function keyLockName(claim: Claim): string {
  return `${claim.organizationId}/${claim.environment}/${claim.key}`;
}

/**
 * Every claim of a key first takes a transaction-level advisory lock on it (CTE
 * `idempotency_key_lock`), before any other lock: one-statement operations lock ledger accounts
 * before they insert the key, transactional ones insert the key before they post, and without a
 * common first lock one key sent to both at once could deadlock (test: "one key sent at once to
 * POST /test/fund and POST /transfers").
 */

export function keyLockCte(claim: Claim | undefined): Prisma.Sql {
  if (!claim) return Prisma.sql`idempotency_key_lock AS MATERIALIZED (SELECT 1 AS locked)`;
  return Prisma.sql`
    idempotency_key_lock AS MATERIALIZED (
      SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended(${keyLockName(claim)}::text, 0))) AS lock)`;
}

/** The condition a statement's other locks wait on: taken after the key's (keyLockCte). */
export const afterKeyLock = Prisma.sql`EXISTS (SELECT 1 FROM idempotency_key_lock)`;

/** Boolean, in a statement with IdempotencySession.claimInStatement: this request took the key. */
export const keyClaimed = Prisma.sql`EXISTS (SELECT 1 FROM idempotency_claim)`;

/**
 * The claim as a CTE, `idempotency_claim`: inserts the key as in_progress if `onlyIf` holds and
 * nobody holds the key, and yields a row when it did. Without a key (an optional one not sent)
 * it yields a row whenever `onlyIf` holds. The one INSERT both claimKey and one-statement
 * operations (IdempotencySession.claimInStatement) use.
 */
export function claimCte(
  claim: Claim | undefined,
  expiresAt: Date,
  resourceId: string | undefined,
  onlyIf: Prisma.Sql,
  answer?: StoredAnswer,
): Prisma.Sql {
  if (!claim) return Prisma.sql`idempotency_claim AS (SELECT 1 AS claimed WHERE ${onlyIf})`;
  return Prisma.sql`
    idempotency_claim AS (
      INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, resource_id, expires_at,
                                       response_status, response_body)
      SELECT ${claim.organizationId}, ${claim.environment}::"Environment", ${claim.key}, ${claim.operation}, ${claim.fingerprint},
             ${answer ? "completed" : "in_progress"}::text, ${resourceId ?? null}::text, ${expiresAt}::timestamptz,
             ${answer?.status ?? null}::int, ${answer ? JSON.stringify(answer.body) : null}::text
      WHERE ${onlyIf}
      ON CONFLICT DO NOTHING
      RETURNING 1 AS claimed)`;
}
