// An API key as REST shows it (docs/api/authentication.md#managing-keys-over-the-api): never its
// secret, but in the answer of its creation or roll, and sealed in the copy that answer's
// Idempotency-Key keeps.
import type { ApiKey, IssuedApiKey } from "../../domain/auth/api-key.js";
import type { Scope } from "../../domain/auth/principal.js";
import type { Page } from "../../domain/pagination.js";
import type { PublicForm } from "../../domain/public-forms.js";
import { listBody } from "../rest-lists.js";

export interface ApiKeyBody {
  id: string;
  object: "api_key";
  prefix: string;
  scopes: Scope[];
  description: string | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface IssuedApiKeyBody extends ApiKeyBody {
  secret: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

export function renderApiKey(key: ApiKey): ApiKeyBody {
  return {
    id: key.id,
    object: "api_key",
    prefix: key.prefix,
    scopes: key.scopes,
    description: key.description,
    created_at: key.createdAt.toISOString(),
    expires_at: iso(key.expiresAt),
    last_used_at: iso(key.lastUsedAt),
    revoked_at: iso(key.revokedAt),
  };
}

export function renderApiKeyList(page: Page<ApiKey>) {
  return listBody(page, renderApiKey);
}

/** The creation's or roll's answer; `secret` as the entity holds it (sealed in the copy a key keeps). */
export function renderIssuedApiKey(key: IssuedApiKey): IssuedApiKeyBody {
  return { ...renderApiKey(key), secret: key.secret };
}

export function parseIssuedApiKey(shown: unknown): IssuedApiKey {
  const body = shown as IssuedApiKeyBody;
  return {
    id: body.id,
    prefix: body.prefix,
    scopes: body.scopes,
    description: body.description,
    createdAt: new Date(body.created_at),
    expiresAt: dateOf(body.expires_at),
    lastUsedAt: dateOf(body.last_used_at),
    revokedAt: dateOf(body.revoked_at),
    secret: body.secret,
  };
}

export const issuedApiKeyForm: PublicForm<IssuedApiKey> = { render: renderIssuedApiKey, parse: parseIssuedApiKey };
