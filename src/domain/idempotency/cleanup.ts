// The expiry of idempotency records: the background job's cleanup.
import type { Domain } from "../domain.js";

/** Deletes records past their retention (docs/api/idempotency.md#retention); safe to run on every instance. */
export function deleteExpiredIdempotencyRecords(domain: Domain): Promise<number> {
  return domain.stores.idempotency.deleteExpired(domain.now());
}
