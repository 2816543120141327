// A session token as REST shows it (docs/api/authentication.md#session-tokens): `token` only in
// the answer that mints it.
import type { IssuedSessionToken, SessionToken } from "../../domain/auth/session-token.js";
import type { Scope } from "../../domain/auth/principal.js";

export interface SessionTokenBody {
  id: string;
  object: "session_token";
  scopes: Scope[];
  trusted_documents_only: boolean;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export function renderSessionToken(token: SessionToken): SessionTokenBody {
  return {
    id: token.id,
    object: "session_token",
    scopes: token.scopes,
    trusted_documents_only: token.trustedDocumentsOnly,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    revoked_at: token.revokedAt?.toISOString() ?? null,
  };
}

export function renderIssuedSessionToken(token: IssuedSessionToken): SessionTokenBody & { token: string } {
  const { id, object, ...rest } = renderSessionToken(token);
  // The token right after its id, as the API's other secrets are shown.
  return { id, object, token: token.token, ...rest };
}
