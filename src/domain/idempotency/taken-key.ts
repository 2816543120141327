// Claiming a key in a transaction, and the answer when someone else holds it: a replay, 422 for
// another request, or 409 while the first is still running.
import { ApiError } from "../errors.js";
import type { Domain } from "../domain.js";
import type { Tx } from "../store.js";
import type { IdempotencyStore } from "./store.js";
import { replay, type Outcome } from "./answers.js";
import { expiresAtFrom, type Claim } from "./claim.js";
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
export async function explainTakenKey(domain: Domain, store: IdempotencyStore, claim: Claim): Promise<Outcome<never> | null> {
  const now = domain.now();
  const record = await store.findRecord(claim);
  if (!record) return null; // removed by the cleanup between our two statements
  if (record.expiresAt <= now) {
    await store.deleteIfExpired(claim, now);
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
export async function claimKey(domain: Domain, store: IdempotencyStore<Tx>, claim: Claim, resourceId?: string): Promise<Outcome<never> | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await store.claim(claim, expiresAtFrom(domain), resourceId)) return null;
    const earlier = await explainTakenKey(domain, store, claim);
    if (earlier) return earlier;
  }
  throw new Error("idempotency key could not be claimed");
}
