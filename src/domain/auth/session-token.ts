// A session token as the API shows it (docs/api/authentication.md#session-tokens): never its
// secret, but in the answer that mints it.
import type { SessionToken as SessionTokenRow } from "../../generated/prisma/client.js";
import type { Scope } from "./principal.js";

export interface SessionToken {
  id: string;
  scopes: Scope[];
  trustedDocumentsOnly: boolean;
  createdAt: Date;
  /** At most its minting key's expiry: the token dies with its key. */
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A token as its minting answers it: the only answer that carries `token`. */
export interface IssuedSessionToken extends SessionToken {
  token: string;
}

export function toSessionToken(row: SessionTokenRow): SessionToken {
  return {
    id: row.id,
    scopes: row.scopes as Scope[],
    trustedDocumentsOnly: row.trustedDocumentsOnly,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
  };
}
