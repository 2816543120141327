// The SQL that stores an answer in a key's record, in the transaction (or the statement) of the
// effect it answers for (the store runs it on its own: store.ts).
import { Prisma } from "../../generated/prisma/client.js";
import type { StoredAnswer } from "./answers.js";

export interface IdempotencyScope {
  organizationId: string;
  environment: "sandbox" | "live";
  key: string;
}

/**
 * The UPDATE that stores an answer, conditional on `onlyIf`: IdempotencyStore.complete runs it on
 * its own; a one-statement phase puts it in its WITH (see transfers/lifecycle.ts).
 */
export function completeRecordSql(scope: IdempotencyScope, answer: StoredAnswer, onlyIf: Prisma.Sql = Prisma.sql`true`): Prisma.Sql {
  return Prisma.sql`
    UPDATE idempotency_records SET state = 'completed', response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}
    WHERE organization_id = ${scope.organizationId} AND environment = ${scope.environment}::"Environment" AND key = ${scope.key}
      AND ${onlyIf}`;
}

/**
 * A completion's condition for work that finishes after its request (a transfer the provider
 * answers later): the record is still the in-progress claim made for `resourceId`. Its key may
 * have expired and been claimed again for another request meanwhile, whose answer must stay.
 */
export function stillClaimedFor(resourceId: string): Prisma.Sql {
  return Prisma.sql`state = 'in_progress' AND resource_id = ${resourceId}`;
}
