// Claiming a key in a transaction, and the answer when someone else holds it: a replay, 422 for
// another request, or 409 while the first is still running.
import { Prisma } from "../../generated/prisma/client.js";
import { ApiError } from "../errors.js";
import type { Db, Domain, Tx } from "../domain.js";
import { replay, type Outcome } from "./answers.js";
import { afterKeyLock, claimCte, expiresAtFrom, keyLockCte, type Claim } from "./claim.js";
import { rememberCompleted, type CompletedRecord } from "./replay-cache.js";

/** 422: the key holds another request's record, whatever its state. */
function refuseReuse(claim: Claim, record: { fingerprint: string }): void {
  if (record.fingerprint !== claim.fingerprint && !claim.isEarlierFingerprint?.(record.fingerprint)) {
    throw new ApiError(
      "idempotency_key_reuse",
      "This Idempotency-Key was already used with a different request body or endpoint.",
    );
  }
}

/** The answer to a request whose key holds a completed record: a replay, or 422 for another request. */
export function answerFromCompleted(claim: Claim, record: CompletedRecord): Outcome<never> {
  refuseReuse(claim, record);
  return replay(record);
}

/**
 * Why a key could not be claimed: a replay of the stored answer (returned), 422 for another
 * request, 409 while the first is still running (thrown); null when the record has gone (it
 * expired, or the cleanup removed it), so the claim may be tried again.
 */
export async function explainTakenKey(domain: Domain, db: Db, claim: Claim): Promise<Outcome<never> | null> {
  const now = domain.now();
  const { organizationId, environment, key } = claim;
  // findFirst, not findUnique: the client joins the findUniques of one tick into one statement,
  // which under load would read several organizations' keys at once (a multi-shard query on Citus).
  const record = await db.idempotencyRecord.findFirst({ where: { organizationId, environment, key } });
  if (!record) return null; // removed by the cleanup between our two statements
  if (record.expiresAt <= now) {
    // Conditional in the statement: the key may have been claimed anew since the read above, and
    // that claim must stay (Prisma's deleteMany would delete by key alone after its own read).
    await db.$executeRaw(Prisma.sql`
      DELETE FROM idempotency_records
      WHERE organization_id = ${organizationId} AND environment = ${environment}::"Environment" AND key = ${key} AND expires_at <= ${now}`);
    return null;
  }
  if (record.state === "completed") {
    rememberCompleted(domain, claim, record);
    return answerFromCompleted(claim, record);
  }
  refuseReuse(claim, record);
  throw new ApiError("idempotency_in_progress", "A request with this Idempotency-Key is still in progress. Retry later.");
}

/**
 * Inserts the key as in_progress, or explains why it cannot be (explainTakenKey).
 * Returns null when this request now owns the key.
 */
export async function claimKey(domain: Domain, tx: Tx, claim: Claim, resourceId?: string): Promise<Outcome<never> | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [{ claimed }] = await tx.$queryRaw<Array<{ claimed: boolean }>>`
      WITH ${keyLockCte(claim)}, ${claimCte(claim, expiresAtFrom(domain), resourceId, afterKeyLock)}
      SELECT EXISTS (SELECT 1 FROM idempotency_claim) AS claimed`;
    if (claimed) return null;
    const earlier = await explainTakenKey(domain, tx, claim);
    if (earlier) return earlier;
  }
  throw new Error("idempotency key could not be claimed");
}
