// Deployment-wide secrets (for deriving Sandbox card details, sealing webhook secrets, keying
// request fingerprints): taken from an environment variable when set, otherwise generated once
// per database and kept in service_settings, so every instance and every restart agrees.
import { randomBytes } from "node:crypto";
import type { Tx } from "./domain.js";

const cache = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * `db` is the caller's transaction when it has one: the embedded database has one connection,
 * so a query outside the transaction would wait for it forever.
 */
export function serviceSecret(db: Tx, name: string, envVar: string): Promise<string> {
  const fromEnv = process.env[envVar];
  if (fromEnv) return Promise.resolve(fromEnv);
  let perDatabase = cache.get(db);
  if (!perDatabase) cache.set(db, (perDatabase = new Map()));
  let secret = perDatabase.get(name);
  if (!secret) {
    secret = (async () => {
      await db.serviceSetting.createMany({ data: [{ key: name, value: randomBytes(32).toString("hex") }], skipDuplicates: true });
      return (await db.serviceSetting.findUniqueOrThrow({ where: { key: name } })).value;
    })();
    secret.catch(() => perDatabase!.delete(name));
    perDatabase.set(name, secret);
  }
  return secret;
}
