// PostgreSQL breaks a deadlock by aborting one of the transactions involved. The one-statement
// money phases take their locks in one order (ledger accounts, then
// the Idempotency-Key), while the operations that run in a transaction claim the key first; the
// two only meet when one key is sent to two operations at once. The aborted statement changed
// nothing, so running it (or its whole transaction) again is safe, and it then finds the key
// taken (422 or a replay). Test: "one key sent at once to POST /test/fund and POST /transfers".
import { Prisma } from "../generated/prisma/client.js";

/** P2034 from model queries; from raw queries, P2010 with the driver's TransactionWriteConflict. */
export function isWriteConflict(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2034") return true;
  const cause = (error.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause;
  return error.code === "P2010" && cause?.kind === "TransactionWriteConflict";
}

/** Runs `work` again, up to `attempts` times in all, if PostgreSQL aborted it to break a deadlock. */
export async function retryingWriteConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= attempts) throw error;
    }
  }
}
