// What an earlier version generated into service_settings leaves the database when the service
// starts on PostgreSQL (docs/operations.md#deployment-secrets: a dump alone must reveal no secret).
// Webhook secrets sealed under the generated key are sealed again under WEBHOOK_SECRET_KEY first,
// in the same transaction, so no endpoint loses its secret.
import type { Logger } from "pino";
import type { StoreAccess } from "./stores.js";
import { resealUnderConfiguredKey } from "./webhooks/secrets.js";

export async function forgetGeneratedSecrets(stores: StoreAccess, logger: Logger): Promise<void> {
  const { resealed, removed } = await stores.transaction(async (stores) => {
    const stored = await stores.settings.generatedSecrets();
    if (stored.length === 0) return { resealed: 0, removed: [] };
    const resealed = await resealUnderConfiguredKey(stores);
    await stores.settings.removeGeneratedSecrets();
    return { resealed, removed: stored };
  });
  if (removed.length > 0) {
    // Card numbers derived from a generated card_details_secret change now, unless its value was
    // copied into CARD_DETAILS_SECRET first (docs/operations.md#deployment-secrets).
    logger.warn({ removed, resealed }, "generated secrets removed from service_settings; the configured ones are used from now on");
  }
}
