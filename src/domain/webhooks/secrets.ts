// Webhook signing secrets (docs/api/events-and-webhooks.md#secrets). A secret must be recoverable
// to sign each attempt, so it cannot be hashed like an API key: it is encrypted with AES-256-GCM
// under WEBHOOK_SECRET_KEY (64 hex characters), or, on the embedded database only and when that is
// unset, under a key generated once and kept in service_settings (service-secrets.ts). The
// ciphertext names which of the two keys sealed it, so setting WEBHOOK_SECRET_KEY later leaves
// older endpoints readable, and it is bound to its endpoint (the additional authenticated data), so
// it cannot be moved to another row.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { configuredSecret, deploymentSecrets } from "../service-secrets.js";
import type { TransactionStores } from "../stores.js";
import type { SettingsStore } from "../settings-store.js";
import type { WebhookStore } from "./store.js";

const settingName = deploymentSecrets.WEBHOOK_SECRET_KEY.setting;
type KeySource = "env" | "db";

/**
 * The stores the keys are read through: the caller's transaction's when it has one, as the
 * embedded database has one connection.
 */
export interface SealingKeyStores {
  settings: Pick<SettingsStore, "secret">;
  webhooks: Pick<WebhookStore, "generatedSealingKey">;
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

function hexKey(value: string, name: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new Error(`${name} must be 64 hex characters (32 bytes)`);
  return Buffer.from(value, "hex");
}

async function keyFor(stores: SealingKeyStores, source: KeySource): Promise<Buffer> {
  const configured = configuredSecret("WEBHOOK_SECRET_KEY");
  if (source === "env") {
    if (!configured) throw new Error("this webhook secret was sealed with WEBHOOK_SECRET_KEY, which is not set");
    return hexKey(configured, "WEBHOOK_SECRET_KEY");
  }
  if (!configured) return hexKey(await stores.settings.secret("WEBHOOK_SECRET_KEY"), settingName);
  // Sealed before WEBHOOK_SECRET_KEY was set: the generated key is still in service_settings.
  const generated = await stores.webhooks.generatedSealingKey();
  if (generated === null) throw new Error("the generated webhook secret key is missing from service_settings");
  return hexKey(generated, settingName);
}

function boundTo(endpoint: { organizationId: string; id: string }): Buffer {
  return Buffer.from(`${endpoint.organizationId}/${endpoint.id}`);
}

export async function encryptWebhookSecret(stores: SealingKeyStores, endpoint: { organizationId: string; id: string }, secret: string): Promise<string> {
  const source: KeySource = configuredSecret("WEBHOOK_SECRET_KEY") ? "env" : "db";
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await keyFor(stores, source), iv);
  cipher.setAAD(boundTo(endpoint));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [`v1.${source}`, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(":");
}

export async function decryptWebhookSecret(stores: SealingKeyStores, endpoint: { organizationId: string; id: string }, stored: string): Promise<string> {
  const [label, iv, tag, sealed] = stored.split(":");
  const source = label === "v1.env" ? "env" : label === "v1.db" ? "db" : undefined;
  if (!source || !iv || !tag || !sealed) throw new Error("unreadable webhook secret");
  const decipher = createDecipheriv("aes-256-gcm", await keyFor(stores, source), Buffer.from(iv, "base64url"));
  decipher.setAAD(boundTo(endpoint));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * On PostgreSQL at start-up, with WEBHOOK_SECRET_KEY configured: secrets an earlier version sealed
 * under a generated key (v1.db) are sealed again under WEBHOOK_SECRET_KEY, the endpoints' (current
 * and previous) and the copies idempotent replays keep, so that the generated key can leave the
 * database.
 */
export async function resealUnderConfiguredKey(stores: Pick<TransactionStores, "settings" | "webhooks">): Promise<number> {
  const endpoints = await stores.webhooks.endpointsSealedUnderGeneratedKey();
  let resealed = 0;
  for (const endpoint of endpoints) {
    const reseal = async (sealed: string | null) =>
      sealed?.startsWith("v1.db:") ? encryptWebhookSecret(stores, endpoint, await decryptWebhookSecret(stores, endpoint, sealed)) : sealed;
    // Conditional on what was read (resealEndpoint): an endpoint deleted since must not get its secret back.
    resealed += await stores.webhooks.resealEndpoint(endpoint, {
      secretCiphertext: await reseal(endpoint.secretCiphertext),
      previousSecretCiphertext: await reseal(endpoint.previousSecretCiphertext),
    });
  }
  const records = await stores.webhooks.answersSealedUnderGeneratedKey();
  for (const record of records) {
    const body = JSON.parse(record.responseBody!) as { id: string; secret: string };
    const endpoint = { organizationId: record.organizationId, id: body.id };
    body.secret = await encryptWebhookSecret(stores, endpoint, await decryptWebhookSecret(stores, endpoint, body.secret));
    resealed += await stores.webhooks.resealAnswer(record, JSON.stringify(body));
  }
  return resealed;
}
