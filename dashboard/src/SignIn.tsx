// The sign-in form: a pasted API key (exchanged at once for a session token: sign-in.ts) or a
// credential a link offers (#key=, #token=), which signs in only on the user's click, so that a
// link someone else made cannot sign this tab in to their organization (login CSRF).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { adoptToken, exchangeKey, sessionLifetimeSeconds } from "./sign-in";
import { isSessionToken, type OfferedCredential, type StoredSession } from "./session";

function shortForm(secret: string): string {
  return `${secret.slice(0, secret.startsWith("gst_") ? 13 : 12)}…${secret.slice(-4)}`;
}

export function SignIn({
  offered,
  ended,
  onDeclined,
  onSignedIn,
}: {
  offered: OfferedCredential | null;
  /** Why the last session ended, said above the form. */
  ended: string | null;
  onDeclined: () => void;
  onSignedIn: (session: StoredSession) => void;
}) {
  const [secret, setSecret] = useState(offered?.secret ?? "");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = secret.trim();
    if (!trimmed) {
      setError("Paste an API key (gs_test_… or gs_live_…).");
      return;
    }
    setChecking(true);
    setError(null);
    // Checked against the API before anything is kept: an invalid key shows the API's error.
    const result = isSessionToken(trimmed) ? await adoptToken(trimmed) : await exchangeKey(trimmed);
    setChecking(false);
    if ("session" in result) onSignedIn(result.session);
    else setError(result.errors.map((e) => `${e.message}${e.code ? ` (${e.code})` : ""}`).join(" ") || "The API did not accept this key.");
  };

  const noun = offered?.kind === "token" ? "token" : "key";
  const environment = offered?.secret.includes("_live_") ? "Live" : "Sandbox";
  return (
    <main className="sign-in">
      <h1>Payments dashboard</h1>
      {ended && !offered ? (
        <p className="warning" role="alert" data-testid="session-ended">
          Your session ended: {ended} Sign in again.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        {offered ? (
          <p className="warning" role="note" id="offered-key">
            The link you opened offers a {environment} {offered.kind === "token" ? "session token" : "key"} ({shortForm(offered.secret)}). Sign
            in with it only if you made the link yourself (<code>{offered.kind === "token" ? "npm run admin -- session:create" : "npm start"}</code>{" "}
            prints one): a {noun} from someone else&apos;s link shows their organization, and anything you enter goes to them.
          </p>
        ) : null}
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          aria-describedby={offered ? "offered-key key-storage" : "key-storage"}
          aria-invalid={error ? true : undefined}
        />
        <p id="key-storage" className="hint">
          Your key is exchanged at once for a session token, which ends after {sessionLifetimeSeconds / 60} minutes without activity. Only the
          token is kept, in this browser tab (sessionStorage): never the key, never in localStorage or a cookie. Closing the tab or signing
          out forgets it.
        </p>
        {error ? (
          <div className="error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </div>
        ) : null}
        <button type="submit" disabled={checking} aria-describedby={offered ? "offered-key" : undefined}>
          {checking ? "Checking…" : offered ? `Sign in with this ${noun}` : "Sign in"}
        </button>
        {offered ? (
          // Not while it is being checked: its answer would sign the tab in after all.
          <button type="button" className="secondary" onClick={onDeclined} disabled={checking}>
            Don&apos;t use this {noun}
          </button>
        ) : null}
      </form>
    </main>
  );
}
