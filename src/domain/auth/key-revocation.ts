// Revoking a key, whoever asks (POST /api_keys/{id}/revoke, the admin command line's key:revoke):
// every instance refuses it from the revocation's commit on (the statement notifies them:
// key-cache.ts), and every copy of its secret goes in the same transaction: the sealed answers its
// creation's or roll's Idempotency-Key kept become a refusal, so a replay no longer shows it
// (docs/api/authentication.md#managing-keys-over-the-api).
import type { ApiKey as ApiKeyRow } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import { ApiError } from "../errors.js";
import { storedAnswer } from "../idempotency/idempotency.js";
import { keyChangePayload } from "./key-cache.js";
import type { Environment } from "./principal.js";

/** The operations whose answer shows a key's secret: their stored answers name the key they made. */
export const keyIssuingOperations = { create: "apiKeys.create", roll: "apiKeys.roll" } as const;

/** What a replay of a revoked key's creation or roll answers: its secret is gone. */
export function secretErased(id: string): ApiError {
  return new ApiError("not_found", `The API key ${id} is revoked: its secret is no longer shown.`);
}

/** Revokes the tenant's key `id` and erases its secret's sealed copies; the key, if this call revoked it. */
export async function revokeKeyOf(
  domain: Domain,
  tenant: { organizationId: string; environment: Environment },
  id: string,
): Promise<ApiKeyRow | undefined> {
  const payload = keyChangePayload({ keyId: id });
  const revoked = await domain.stores.transaction(async (stores) => {
    const row = await stores.auth.revokeTenantKey(tenant, id, domain.now(), payload);
    if (row) {
      for (const operation of Object.values(keyIssuingOperations)) {
        await stores.idempotency.replaceStoredAnswers(
          { ...tenant, operation, resourceId: id },
          storedAnswer.refusal(domain.answerStatus, operation, secretErased(id)),
        );
      }
    }
    return row;
  });
  // This instance forgets it at once; the statement told every other on commit.
  domain.apiKeys.changed(payload);
  return revoked;
}
