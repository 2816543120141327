// API keys: issued with a secret shown once, stored only as a SHA-256 hash (the secrets are
// 256-bit random, so a fast hash is enough and lets a request find its key by index).
// Authentication follows the check order (docs/api/errors.md#check-order): credentials → known,
// live key → environment.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Prisma } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { keyChangePayload, keyChangesChannel, type KeyChange } from "./key-cache.js";
import { type Environment, type KeyRow, type Principal, type Scope, scopes as allScopes } from "./principal.js";

const secretPrefix: Record<Environment, string> = { sandbox: "gs_test_", live: "gs_live_" };

/** How many of a secret's first characters name the key wherever it is shown (its stored `prefix`): its environment's prefix and four more. */
export function keyPrefixLength(environment: Environment): number {
  return secretPrefix[environment].length + 4;
}

export interface CreatedApiKey {
  id: string;
  secret: string;
  prefix: string;
  environment: Environment;
  scopes: Scope[];
  expires_at: string | null;
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function parseScopes(list: string[]): Scope[] {
  for (const scope of list) {
    if (!(allScopes as readonly string[]).includes(scope)) {
      throw new ApiError("validation_error", `Unknown scope ${scope}. Scopes: ${allScopes.join(", ")}.`, "scopes");
    }
  }
  return [...new Set(list)] as Scope[];
}

export async function createApiKey(
  domain: Domain,
  input: { organizationId: string; environment: Environment; scopes?: Scope[]; expiresAt?: Date },
): Promise<CreatedApiKey> {
  const org = await domain.prisma.organization.findUnique({ where: { id: input.organizationId } });
  if (!org) throw new ApiError("not_found", `No organization ${input.organizationId}.`);
  const secret = secretPrefix[input.environment] + randomBytes(32).toString("base64url");
  const prefix = secret.slice(0, keyPrefixLength(input.environment));
  const scopes = input.scopes ?? [...allScopes];
  const id = newId("key");
  await domain.prisma.apiKey.create({
    data: {
      id,
      organizationId: org.id,
      environment: input.environment,
      prefix,
      secretHash: hashSecret(secret),
      scopes,
      expiresAt: input.expiresAt,
    },
  });
  return { id, secret, prefix, environment: input.environment, scopes, expires_at: input.expiresAt?.toISOString() ?? null };
}

/**
 * Runs `update` (an UPDATE … RETURNING id) that changes what authenticating `change`'s keys
 * answers, and in the same statement notifies every instance, delivered on commit, so that none
 * serves those keys from its cache afterwards (key-cache.ts); this one forgets them at once.
 * Whether a row was updated.
 */
export async function changeKeys(domain: Domain, change: KeyChange, update: Prisma.Sql): Promise<boolean> {
  const payload = keyChangePayload(change);
  const [changed] = await domain.statements.rows<{ id: string }>(Prisma.sql`
    WITH changed AS (${update})
    SELECT id FROM changed, LATERAL (SELECT pg_notify(${keyChangesChannel}, ${payload})) AS notified`);
  domain.apiKeys.changed(payload);
  return changed !== undefined;
}

export async function revokeApiKey(domain: Domain, keyId: string): Promise<{ id: string; revoked: true }> {
  const revoked = await changeKeys(
    domain,
    { keyId },
    Prisma.sql`UPDATE api_keys SET revoked_at = ${domain.now()}::timestamptz WHERE id = ${keyId} AND revoked_at IS NULL RETURNING id`,
  );
  if (!revoked && !(await domain.prisma.apiKey.findUnique({ where: { id: keyId } }))) {
    throw new ApiError("not_found", `No API key ${keyId}.`);
  }
  return { id: keyId, revoked: true };
}

/** The secret from `Authorization: Bearer <secret>`, or undefined when no credentials were sent. */
export function bearerSecret(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return match ? match[1] : undefined;
}

/** The environment a secret's prefix names, if any. */
export function environmentOfSecret(secret: string): Environment | undefined {
  if (secret.startsWith(secretPrefix.sandbox)) return "sandbox";
  if (secret.startsWith(secretPrefix.live)) return "live";
  return undefined;
}


/**
 * Authenticates a request. `environment` is the environment of the base URL (REST), or
 * undefined when the key's own prefix picks it (GraphQL).
 */
export async function authenticate(
  domain: Domain,
  authorization: string | undefined,
  environment: Environment | undefined,
): Promise<Principal> {
  const secret = bearerSecret(authorization);
  if (secret === undefined) {
    throw new ApiError("authentication_required", "No API key was provided. Send it as 'Authorization: Bearer <API_KEY>'.");
  }
  const invalid = () => new ApiError("invalid_api_key", "The API key is unknown, revoked or expired.");
  const keyEnvironment = environmentOfSecret(secret);
  if (!keyEnvironment || secret.length > 200) throw invalid();

  const hash = hashSecret(secret);
  const row = await domain.apiKeys.get(
    hash,
    domain.now().getTime(),
    async () => {
      const [found] = await domain.statements.rows<KeyRow>(Prisma.sql`
        SELECT k.id, k.organization_id, k.environment::text AS environment, k.prefix, k.secret_hash, k.scopes,
               k.expires_at, k.revoked_at, k.created_at, o.name AS organization_name, o.live_activated
        FROM api_keys k JOIN organizations o ON o.id = k.organization_id
        WHERE k.secret_hash = ${hash}`);
      return found;
    },
    (found) => ({ keyId: found.id, organizationId: found.organization_id }),
  );
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hash))) throw invalid();
  if (row.revoked_at || (row.expires_at && row.expires_at <= domain.now())) throw invalid();
  if (environment !== undefined && row.environment !== environment) {
    throw new ApiError(
      "environment_mismatch",
      `This is a ${row.environment} key; use it with the ${row.environment === "sandbox" ? "Sandbox" : "Live"} base URL.`,
    );
  }
  return {
    environment: row.environment,
    organization: { id: row.organization_id, name: row.organization_name, liveActivated: row.live_activated },
    apiKey: { id: row.id, prefix: row.prefix, scopes: row.scopes as Scope[], createdAt: row.created_at, expiresAt: row.expires_at },
  };
}
