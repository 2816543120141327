// What the Developers area shows a session, by its scopes: the six scopes in words, whether the
// session has full access (all six: needed to manage API keys and, for a session token, webhook
// endpoints; docs/api/authentication.md), and the area's own links (webhooks and events, API keys).
import { Link } from "../router";
import { useSession } from "../ui";
import "./Operator.css";

/** Every scope, with what it lets a key do, in the order the API lists them. */
export const scopeWords: ReadonlyArray<[scope: string, words: string]> = [
  ["balances:read", "Read balances"],
  ["transfers:read", "Read transfers"],
  ["transfers:write", "Send transfers"],
  ["cards:read", "Read cards and their transactions"],
  ["cards:write", "Issue and manage cards"],
  ["cards:sensitive", "See full card numbers and security codes"],
];

export const everyScope = scopeWords.map(([scope]) => scope);

export function holdsEveryScope(scopes: readonly string[]): boolean {
  return everyScope.every((scope) => scopes.includes(scope));
}

/** A key's or token's scopes in words: "Full access", or each one's, comma-separated. */
export function scopesInWords(scopes: readonly string[]): string {
  if (holdsEveryScope(scopes)) return "Full access";
  return scopeWords
    .filter(([scope]) => scopes.includes(scope))
    .map(([, words]) => words)
    .join(", ");
}

/** Whether this session holds all six scopes: only such a session manages API keys. */
export function useFullAccess(): boolean {
  return holdsEveryScope(useSession().viewer.scopes);
}

/**
 * Whether the caller may manage webhook endpoints (docs/api/events-and-webhooks.md): a key holding
 * a :write scope, or a full-access session (all six scopes), as the dashboard's session is when
 * it was opened with a full-access key.
 */
export function useCanManageWebhooks(): boolean {
  const { viewer } = useSession();
  if (viewer.credential === "session_token") return holdsEveryScope(viewer.scopes);
  return viewer.scopes.some((scope) => scope.endsWith(":write"));
}

/** The Developers area's pages. */
export function DevelopersNav() {
  return (
    <nav aria-label="Developers" className="subnav">
      <Link to="/developers">Webhooks and events</Link>
      <Link to="/developers/api-keys">API keys</Link>
    </nav>
  );
}
