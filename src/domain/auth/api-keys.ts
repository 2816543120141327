// API keys: issued with a secret shown once, stored only as a SHA-256 hash (the secrets are
// 256-bit random, so a fast hash is enough and lets a request find its key by index).
// Authentication follows the check order (docs/api/errors.md#check-order): credentials → known,
// live key → environment.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Domain } from "../domain.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { keyChangePayload } from "./key-cache.js";
import { recordUse } from "./last-used.js";
import { revokeKeyOf } from "./key-revocation.js";
import { type CredentialRow, type Environment, type Principal, type Scope, type TokenRow, scopes as allScopes } from "./principal.js";

const secretPrefix: Record<Environment, string> = { sandbox: "gs_test_", live: "gs_live_" };
/** A session token's (docs/api/authentication.md#session-tokens): never a key's, so a secret says which it is. */
const tokenPrefix: Record<Environment, string> = { sandbox: "gst_test_", live: "gst_live_" };

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

/** A new key's secret, and what is stored of it: its prefix and its hash. */
export function newKeySecret(environment: Environment): { secret: string; prefix: string; secretHash: string } {
  const secret = secretPrefix[environment] + randomBytes(32).toString("base64url");
  return { secret, prefix: secret.slice(0, keyPrefixLength(environment)), secretHash: hashSecret(secret) };
}

/** A new session token, and what is stored of it: its prefix (its environment's and four more characters) and its hash. */
export function newSessionTokenSecret(environment: Environment): { token: string; prefix: string; tokenHash: string } {
  const token = tokenPrefix[environment] + randomBytes(32).toString("base64url");
  return { token, prefix: token.slice(0, tokenPrefix[environment].length + 4), tokenHash: hashSecret(token) };
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
  const org = await domain.stores.auth.findOrganization(input.organizationId);
  if (!org) throw new ApiError("not_found", `No organization ${input.organizationId}.`);
  const { secret, prefix, secretHash } = newKeySecret(input.environment);
  const scopes = input.scopes ?? [...allScopes];
  const id = newId("key");
  await domain.stores.auth.insertKey({
    id,
    organizationId: org.id,
    environment: input.environment,
    prefix,
    secretHash,
    scopes,
    expiresAt: input.expiresAt ?? null,
  });
  return { id, secret, prefix, environment: input.environment, scopes, expires_at: input.expiresAt?.toISOString() ?? null };
}

/** Tells this instance's cache at once; the store's statement told every other on commit. */
function forgetCached(domain: Domain, payload: string): void {
  domain.apiKeys.changed(payload);
}

export async function activateOrganizationKeys(domain: Domain, organizationId: string): Promise<boolean> {
  // Its keys' cached principals say live_activated false: every instance forgets them on commit.
  const payload = keyChangePayload({ organizationId });
  const updated = await domain.stores.auth.activateOrganization(organizationId, payload);
  forgetCached(domain, payload);
  return updated;
}

/** The admin command line's revocation (key:revoke), the same as the API's: the key and every copy of its secret. */
export async function revokeApiKey(domain: Domain, keyId: string): Promise<{ id: string; revoked: true }> {
  const key = await domain.stores.auth.findKey(keyId);
  if (!key) throw new ApiError("not_found", `No API key ${keyId}.`);
  await revokeKeyOf(domain, { organizationId: key.organizationId, environment: key.environment }, keyId);
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
  if (secret.startsWith(secretPrefix.sandbox) || secret.startsWith(tokenPrefix.sandbox)) return "sandbox";
  if (secret.startsWith(secretPrefix.live) || secret.startsWith(tokenPrefix.live)) return "live";
  return undefined;
}

function isSessionToken(secret: string): boolean {
  return secret.startsWith(tokenPrefix.sandbox) || secret.startsWith(tokenPrefix.live);
}

function isTokenRow(row: CredentialRow): row is TokenRow {
  return "token_id" in row;
}

/** Whether the row's credential works at `now`: a token, only while its minting key works too. */
function works(row: CredentialRow, now: Date): boolean {
  if (row.revoked_at || (row.expires_at && row.expires_at <= now)) return false;
  return !isTokenRow(row) || (!row.token_revoked_at && row.token_expires_at > now);
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
  const token = isSessionToken(secret);
  const invalid = () =>
    new ApiError("invalid_api_key", token ? "The session token is unknown, revoked or expired, or so is the API key that minted it." : "The API key is unknown, revoked or expired.");
  const keyEnvironment = environmentOfSecret(secret);
  if (!keyEnvironment || secret.length > 200) throw invalid();

  const hash = hashSecret(secret);
  // A token's row names its minting key: revoking or rolling the key forgets the token's too.
  const row = await domain.apiKeys.get(
    hash,
    domain.now().getTime(),
    () => (token ? domain.stores.auth.tokenByHash(hash) : domain.stores.auth.keyByHash(hash)),
    (found) => ({ keyId: found.id, organizationId: found.organization_id }),
  );
  const storedHash = row && (isTokenRow(row) ? row.token_hash : row.secret_hash);
  if (!row || !storedHash || !timingSafeEqual(Buffer.from(storedHash), Buffer.from(hash))) throw invalid();
  if (!works(row, domain.now())) throw invalid();
  if (environment !== undefined && row.environment !== environment) {
    throw new ApiError(
      "environment_mismatch",
      `This is a ${row.environment} ${token ? "session token" : "key"}; use it with the ${row.environment === "sandbox" ? "Sandbox" : "Live"} base URL.`,
    );
  }
  await recordUse(domain, row);
  const apiKey = { id: row.id, prefix: row.prefix, scopes: row.scopes as Scope[], createdAt: row.created_at, expiresAt: row.expires_at };
  const organization = { id: row.organization_id, name: row.organization_name, liveActivated: row.live_activated };
  if (!isTokenRow(row)) return { environment: row.environment, organization, scopes: apiKey.scopes, apiKey };
  const scopes = row.token_scopes as Scope[];
  const session = {
    id: row.token_id,
    prefix: row.token_prefix,
    scopes,
    createdAt: row.token_created_at,
    expiresAt: row.token_expires_at,
    trustedDocumentsOnly: row.token_trusted_documents_only,
  };
  return { environment: row.environment, organization, scopes, apiKey, session };
}
