// What an earlier version generated into service_settings leaves the database when the service
// starts on PostgreSQL (docs/operations.md#deployment-secrets: a dump alone must reveal no secret).
// Webhook secrets sealed under the generated key are sealed again under WEBHOOK_SECRET_KEY first,
// in the same transaction, so no endpoint loses its secret.
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client.js";
import { deploymentSecrets } from "./service-secrets.js";
import { resealUnderConfiguredKey } from "./webhooks/secrets.js";
import { inTransaction } from "./tx.js";

export async function forgetGeneratedSecrets(prisma: PrismaClient, logger: Logger): Promise<void> {
  const settings = Object.values(deploymentSecrets).map((secret) => secret.setting);
  const { resealed, removed } = await inTransaction(prisma, async (tx) => {
    const stored = await tx.serviceSetting.findMany({ where: { key: { in: settings } }, select: { key: true } });
    if (stored.length === 0) return { resealed: 0, removed: [] };
    const resealed = await resealUnderConfiguredKey(tx);
    // eslint-disable-next-line no-restricted-syntax -- deletes unconditionally: two instances starting at once remove the same rows, which no one writes again
    await tx.serviceSetting.deleteMany({ where: { key: { in: settings } } });
    return { resealed, removed: stored.map((row) => row.key) };
  });
  if (removed.length > 0) {
    // Card numbers derived from a generated card_details_secret change now, unless its value was
    // copied into CARD_DETAILS_SECRET first (docs/operations.md#deployment-secrets).
    logger.warn({ removed, resealed }, "generated secrets removed from service_settings; the configured ones are used from now on");
  }
}
