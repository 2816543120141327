// Who is calling: the authenticated API key or session token, its organization and its environment.
export const scopes = [
  "balances:read",
  "transfers:read",
  "transfers:write",
  "cards:read",
  "cards:write",
  "cards:sensitive",
] as const;
export type Scope = (typeof scopes)[number];

export const environments = ["sandbox", "live"] as const;
export type Environment = (typeof environments)[number];

export interface Principal {
  environment: Environment;
  organization: { id: string; name: string; liveActivated: boolean };
  /** What the request may do: its key's scopes, or its session token's (never more than its key's). */
  scopes: Scope[];
  /**
   * The key as authentication read it (its expiry and creation too, for viewer): the request's
   * own, or the one that minted its session token. Its rate-limit bucket is the request's.
   */
  apiKey: { id: string; prefix: string; scopes: Scope[]; createdAt: Date; expiresAt: Date | null };
  /** The session token the request came with, if it came with one (docs/api/authentication.md#session-tokens). */
  session?: SessionIdentity;
}

export interface SessionIdentity {
  id: string;
  prefix: string;
  scopes: Scope[];
  createdAt: Date;
  expiresAt: Date;
  trustedDocumentsOnly: boolean;
}

/**
 * The scope rule of managing keys and session tokens: a key holding all six scopes (a full-access
 * key), or a session token holding them all (which only a full-access key can mint).
 */
export function holdsEveryScope(principal: Principal): boolean {
  return scopes.every((scope) => principal.scopes.includes(scope));
}

/** What a refusal of holdsEveryScope says. */
export const everyScopeRule = "It needs all six scopes: a full-access key, or a session token minted with all six.";

/** The credential a request came with: its session token's id, else its key's. */
export function credentialId(principal: Principal): string {
  return principal.session?.id ?? principal.apiKey.id;
}

/** The earlier of two instants, null being never. */
export function earliest(a: Date, b: Date | null): Date {
  return b && b < a ? b : a;
}

/** When the request's credential stops working, unless revoked first: a token dies with its key too. */
export function credentialExpiry(principal: Principal): Date | null {
  const tokenExpiry = principal.session?.expiresAt;
  return tokenExpiry ? earliest(tokenExpiry, principal.apiKey.expiresAt) : principal.apiKey.expiresAt;
}

/** What the credential is called in a message: "API key" or "session token". */
export function credentialNoun(principal: Principal): string {
  return principal.session ? "session token" : "API key";
}

/** An organization in one environment: what every tenant table's row belongs to, and every query filters by. */
export interface Tenant {
  organizationId: string;
  environment: Environment;
}

/** The tenant every query of a request filters by. */
export function tenantOf(principal: Principal): Tenant {
  return { organizationId: principal.organization.id, environment: principal.environment };
}

/** An API key as authentication reads it, with its organization (api-keys.ts; remembered by key-cache.ts). */
export interface KeyRow {
  id: string;
  organization_id: string;
  environment: Environment;
  prefix: string;
  secret_hash: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  /** As read: authentication writes a newer one at most once a minute (last-used.ts). */
  last_used_at: Date | null;
  organization_name: string;
  live_activated: boolean;
}

/** A session token as authentication reads it, with its minting key (the KeyRow) and organization. */
export interface TokenRow extends KeyRow {
  token_id: string;
  token_prefix: string;
  token_hash: string;
  token_scopes: string[];
  token_trusted_documents_only: boolean;
  token_expires_at: Date;
  token_revoked_at: Date | null;
  token_created_at: Date;
}

/** What the credentials cache holds (key-cache.ts): a key's row or a session token's. */
export type CredentialRow = KeyRow | TokenRow;
