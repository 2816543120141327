// Deployment-wide secrets (docs/operations.md#deployment-secrets): the key Sandbox card details are
// derived with, the key webhook secrets are sealed with, and the key request fingerprints are made
// with. Each comes from its environment variable, or from the file `<NAME>_FILE` names (a secrets
// mount).
//
// On PostgreSQL the service refuses to start without all three, and deletes any value an earlier
// version generated into service_settings, so a database dump alone reveals none of them. Only
// the embedded database (a demo on one machine) may generate them and keep them in
// service_settings, so that its restarts agree.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Db } from "./tx.js";

export const deploymentSecrets = {
  CARD_DETAILS_SECRET: { setting: "card_details_secret", rule: "at least 32 characters", valid: (value: string) => value.length >= 32 },
  WEBHOOK_SECRET_KEY: { setting: "webhook_secret_key", rule: "64 hex characters (32 bytes)", valid: (value: string) => /^[0-9a-fA-F]{64}$/.test(value) },
  IDEMPOTENCY_FINGERPRINT_SECRET: { setting: "idempotency_fingerprint_secret", rule: "at least 32 characters", valid: (value: string) => value.length >= 32 },
} as const;

export type DeploymentSecret = keyof typeof deploymentSecrets;

const fileContents = new Map<string, string>();

/** The secret as configured, from NAME or from the file NAME_FILE names; undefined when neither is set. */
export function configuredSecret(name: DeploymentSecret): string | undefined {
  const direct = process.env[name] || undefined;
  const file = process.env[`${name}_FILE`] || undefined;
  if (direct !== undefined && file !== undefined) throw new Error(`${name} and ${name}_FILE are both set: set one of them`);
  if (file === undefined) return direct;
  let contents = fileContents.get(file);
  if (contents === undefined) {
    try {
      // A secrets file usually ends with a newline that is not part of the secret.
      contents = readFileSync(file, "utf8").replace(/\r?\n$/, "");
    } catch (error) {
      throw new Error(`${name}_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`, { cause: error });
    }
    fileContents.set(file, contents);
  }
  return contents;
}

let generationAllowed = true;

/**
 * Checks every deployment secret before the service starts: a configured one must follow its
 * rule, and on PostgreSQL each must be configured. Throws one message naming every setting at fault.
 */
export function checkDeploymentSecrets(onPostgres: boolean): void {
  const faults: string[] = [];
  for (const [name, { rule, valid }] of Object.entries(deploymentSecrets)) {
    let value: string | undefined;
    try {
      value = configuredSecret(name as DeploymentSecret);
    } catch (error) {
      faults.push((error as Error).message);
      continue;
    }
    if (value === undefined) {
      if (onPostgres) faults.push(`${name} (or ${name}_FILE) is not set; on PostgreSQL it must come from the environment: ${rule}`);
    } else if (!valid(value)) {
      faults.push(`${name} must be ${rule}`);
    }
  }
  if (faults.length > 0) throw new Error(faults.join("; "));
  generationAllowed = !onPostgres;
}

/**
 * The secret: configured, or (embedded database only) generated once and kept in
 * service_settings. `db` is the caller's transaction when it has one: the embedded database has
 * one connection, so a query outside the transaction would wait for it forever.
 */
const generated = new WeakMap<object, Map<string, Promise<string>>>();

export function serviceSecret(db: Db, name: DeploymentSecret): Promise<string> {
  const configured = configuredSecret(name);
  if (configured !== undefined) return Promise.resolve(configured);
  if (!generationAllowed) return Promise.reject(new Error(`${name} is not set, and on PostgreSQL it is never generated`));
  const { setting } = deploymentSecrets[name];
  let perDatabase = generated.get(db);
  if (!perDatabase) generated.set(db, (perDatabase = new Map()));
  let secret = perDatabase.get(setting);
  if (!secret) {
    secret = (async () => {
      await db.serviceSetting.createMany({ data: [{ key: setting, value: randomBytes(32).toString("hex") }], skipDuplicates: true });
      return (await db.serviceSetting.findUniqueOrThrow({ where: { key: setting } })).value;
    })();
    secret.catch(() => perDatabase!.delete(setting));
    perDatabase.set(setting, secret);
  }
  return secret;
}
