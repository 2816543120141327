// Signing in: a pasted API key is exchanged at once for a session token with the key's scopes
// (docs/api/authentication.md#session-tokens), and only the token is kept (session.ts). The key
// is used for two requests, through a client made for them alone, and nothing holds it afterwards.
// A token (from a link: `npm run admin -- session:create`) is checked and kept as it is.
import type { CombinedError } from "urql";
import { makeUncachedClient } from "./client";
import { CreateSessionTokenMutation, CredentialQuery } from "./documents-session";
import { apiErrors, type ApiErrorView } from "./errors";
import type { StoredSession } from "./session";

/** The lifetime of the dashboard's tokens; renewed while the tab is in use (renewal.ts). */
export const sessionLifetimeSeconds = 900;

export type SignInResult = { session: StoredSession } | { errors: ApiErrorView[] };

function refused(error: CombinedError | undefined): SignInResult {
  return { errors: apiErrors(error) };
}

function sessionOf(token: string, id: string, createdAt: string, expiresAt: string): StoredSession {
  const expires = Date.parse(expiresAt);
  return { token, id, expiresAt: expires, lifetimeMs: expires - Date.parse(createdAt) };
}

export async function exchangeKey(key: string): Promise<SignInResult> {
  const once = makeUncachedClient(key);
  const read = await once.query(CredentialQuery, {}).toPromise();
  const viewer = read.data?.viewer;
  if (!viewer) return refused(read.error);
  if (viewer.credential !== "api_key") return { errors: [{ message: "This is not an API key (gs_test_… or gs_live_…)." }] };
  // Not limited to trusted documents: the CSV downloads are REST (download.ts), which refuses a
  // trusted-only token. The dashboard still sends every document by hash (persisted.ts); what
  // limits a token taken from this page is its scopes and its short, renewed lifetime.
  const input = { scopes: viewer.scopes, expiresInSeconds: sessionLifetimeSeconds, trustedDocumentsOnly: false };
  const minted = await once.mutation(CreateSessionTokenMutation, { input }).toPromise();
  const token = minted.data?.createSessionToken;
  if (!token?.token) return refused(minted.error);
  return { session: sessionOf(token.token, token.id, token.createdAt, token.expiresAt) };
}

export async function adoptToken(token: string): Promise<SignInResult> {
  const read = await makeUncachedClient(token).query(CredentialQuery, {}).toPromise();
  const current = read.data?.viewer?.sessionToken;
  if (!current) return refused(read.error);
  return { session: sessionOf(token, current.id, current.createdAt, current.expiresAt) };
}
