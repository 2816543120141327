// The expiry of idempotency records: the background job's cleanup.
import { Prisma } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";

/** Deletes records past their retention (docs/api/idempotency.md#retention); safe to run on every instance. */
export async function deleteExpiredIdempotencyRecords(domain: Domain): Promise<number> {
  // One statement, so a key claimed anew after it expired is not deleted with the expired record.
  return domain.prisma.$executeRaw(Prisma.sql`DELETE FROM idempotency_records WHERE expires_at <= ${domain.now()}`);
}
