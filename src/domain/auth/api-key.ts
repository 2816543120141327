// An API key as the API shows it to a full-access key of its organization (GET /api_keys): never
// its secret, which only the answer that makes the key carries (IssuedApiKey).
import type { ApiKey as ApiKeyRow } from "../../generated/prisma/client.js";
import type { Scope } from "./principal.js";

export interface ApiKey {
  id: string;
  /** The secret's first characters, which name the key wherever it is shown. */
  prefix: string;
  scopes: Scope[];
  description: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  /** Kept to the minute: authentication writes it at most once a minute per key (last-used.ts). */
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * A key as its creation or roll answers it, with its secret: in plain text in the answer; sealed
 * in the copy its Idempotency-Key keeps, which the operation's openStoredAnswer opens.
 */
export interface IssuedApiKey extends ApiKey {
  secret: string;
}

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    prefix: row.prefix,
    scopes: row.scopes as Scope[],
    description: row.description,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}
