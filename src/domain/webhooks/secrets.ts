// Webhook signing secrets (docs/api/events-and-webhooks.md#secrets). A secret must be recoverable
// to sign each attempt, so it cannot be hashed like an API key: it is encrypted with AES-256-GCM
// under WEBHOOK_SECRET_KEY (64 hex characters), or, on the embedded database only and when that is
// unset, under a key generated once and kept in service_settings (service-secrets.ts). The
// ciphertext names which of the two keys sealed it, so setting WEBHOOK_SECRET_KEY later leaves
// older endpoints readable, and it is bound to its endpoint (the additional authenticated data), so
// it cannot be moved to another row.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Prisma } from "../../generated/prisma/client.js";
import type { Db, Tx } from "../domain.js";
import { configuredSecret, deploymentSecrets, serviceSecret } from "../service-secrets.js";

const settingName = deploymentSecrets.WEBHOOK_SECRET_KEY.setting;
type KeySource = "env" | "db";

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

function hexKey(value: string, name: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new Error(`${name} must be 64 hex characters (32 bytes)`);
  return Buffer.from(value, "hex");
}

/** `db` is the caller's transaction when it has one: the embedded database has one connection. */
async function keyFor(db: Db, source: KeySource): Promise<Buffer> {
  const configured = configuredSecret("WEBHOOK_SECRET_KEY");
  if (source === "env") {
    if (!configured) throw new Error("this webhook secret was sealed with WEBHOOK_SECRET_KEY, which is not set");
    return hexKey(configured, "WEBHOOK_SECRET_KEY");
  }
  if (!configured) return hexKey(await serviceSecret(db, "WEBHOOK_SECRET_KEY"), settingName);
  // Sealed before WEBHOOK_SECRET_KEY was set: the generated key is still in service_settings.
  const row = await db.serviceSetting.findUnique({ where: { key: settingName } });
  if (!row) throw new Error("the generated webhook secret key is missing from service_settings");
  return hexKey(row.value, settingName);
}

function boundTo(endpoint: { organizationId: string; id: string }): Buffer {
  return Buffer.from(`${endpoint.organizationId}/${endpoint.id}`);
}

export async function encryptWebhookSecret(db: Db, endpoint: { organizationId: string; id: string }, secret: string): Promise<string> {
  const source: KeySource = configuredSecret("WEBHOOK_SECRET_KEY") ? "env" : "db";
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await keyFor(db, source), iv);
  cipher.setAAD(boundTo(endpoint));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [`v1.${source}`, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(":");
}

export async function decryptWebhookSecret(db: Db, endpoint: { organizationId: string; id: string }, stored: string): Promise<string> {
  const [label, iv, tag, sealed] = stored.split(":");
  const source = label === "v1.env" ? "env" : label === "v1.db" ? "db" : undefined;
  if (!source || !iv || !tag || !sealed) throw new Error("unreadable webhook secret");
  const decipher = createDecipheriv("aes-256-gcm", await keyFor(db, source), Buffer.from(iv, "base64url"));
  decipher.setAAD(boundTo(endpoint));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * On PostgreSQL at start-up, with WEBHOOK_SECRET_KEY configured: secrets an earlier version sealed
 * under a generated key (v1.db) are sealed again under WEBHOOK_SECRET_KEY, the endpoints' and the
 * copies idempotent replays keep, so that the generated key can leave the database.
 */
export async function resealUnderConfiguredKey(tx: Tx): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { secretCiphertext: { startsWith: "v1.db:" } },
    select: { organizationId: true, id: true, secretCiphertext: true },
  });
  let resealed = 0;
  for (const endpoint of endpoints) {
    const secret = await decryptWebhookSecret(tx, endpoint, endpoint.secretCiphertext!);
    // Conditional on what was read, as other instances still serve meanwhile: an endpoint deleted
    // since (its secret erased: docs/api/events-and-webhooks.md#secrets) must not get it back.
    // (One statement: Prisma's updateMany would check the condition in a read before its write.)
    resealed += await tx.$executeRaw(Prisma.sql`
      UPDATE webhook_endpoints SET secret_ciphertext = ${await encryptWebhookSecret(tx, endpoint, secret)}
      WHERE organization_id = ${endpoint.organizationId} AND id = ${endpoint.id} AND secret_ciphertext = ${endpoint.secretCiphertext}`);
  }
  const records = await tx.idempotencyRecord.findMany({ where: { responseBody: { contains: '"secret":"v1.db:' } } });
  for (const record of records) {
    const body = JSON.parse(record.responseBody!) as { id: string; secret: string };
    const endpoint = { organizationId: record.organizationId, id: body.id };
    body.secret = await encryptWebhookSecret(tx, endpoint, await decryptWebhookSecret(tx, endpoint, body.secret));
    resealed += await tx.$executeRaw(Prisma.sql`
      UPDATE idempotency_records SET response_body = ${JSON.stringify(body)}
      WHERE organization_id = ${record.organizationId} AND environment = ${record.environment}::"Environment" AND key = ${record.key}
        AND response_body = ${record.responseBody}`);
  }
  return resealed;
}
