// The session this tab holds: a session token (gst_test_…), never an API key, in this tab's
// sessionStorage only: never localStorage, never a cookie. It is gone when the tab closes or on
// sign-out, and no other tab sees it. A pasted key is exchanged for a token at once (sign-in.ts)
// and is not kept anywhere.
const storageKey = "payments-dashboard:session";
/** Where a dashboard before session tokens kept the API key itself: dropped wherever it is found. */
const keyStorageKey = "payments-dashboard:api-key";

export interface StoredSession {
  token: string;
  /** The token's id (st_…), which sign-out revokes. */
  id: string;
  /** When the token stops working unless renewed, in ms since the epoch. */
  expiresAt: number;
  /** How long a renewal makes it live from then on: renewal is due when less than half of it is left. */
  lifetimeMs: number;
}

function isStoredSession(value: unknown): value is StoredSession {
  const s = value as StoredSession | null;
  return (
    typeof s === "object" && s !== null && isSessionToken(s.token) && typeof s.id === "string" && Number.isFinite(s.expiresAt) && Number.isFinite(s.lifetimeMs)
  );
}

export function isSessionToken(secret: string): boolean {
  return /^gst_(test|live)_[A-Za-z0-9_-]+$/.test(secret);
}

export function storedSession(): StoredSession | null {
  try {
    sessionStorage.removeItem(keyStorageKey);
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "null");
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeSession(session: StoredSession): void {
  sessionStorage.setItem(storageKey, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(storageKey);
}

/** A credential a link hands over in its fragment, which a browser never sends to a server. */
export interface OfferedCredential {
  kind: "key" | "token";
  secret: string;
}

/**
 * A Sandbox key (`/dashboard#key=gs_test_…`, as `npm start` prints it) or a session token
 * (`#token=gst_test_…`, as `npm run admin -- session:create` prints it) handed over in the URL's
 * fragment: taken, and removed from the address bar. A Live key is never taken from a link; a
 * Live token is, since it is short-lived.
 */
export function offeredFromFragment(): OfferedCredential | null {
  const match = /^#(key|token)=(.*)$/s.exec(location.hash);
  if (!match) return null;
  // Whatever it holds (a Live key, something else), it leaves the address bar.
  history.replaceState(history.state, "", location.pathname + location.search);
  const [, kind, secret] = match;
  if (kind === "key") return /^gs_test_[A-Za-z0-9_-]+$/.test(secret) ? { kind: "key", secret } : null;
  return isSessionToken(secret) ? { kind: "token", secret } : null;
}
