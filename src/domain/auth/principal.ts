// Who is calling: the authenticated API key, its organization and its environment.
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
  /** The key as authentication read it (its expiry and creation too, for viewer). */
  apiKey: { id: string; prefix: string; scopes: Scope[]; createdAt: Date; expiresAt: Date | null };
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
