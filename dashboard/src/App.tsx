import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Provider, useQuery } from "urql";
import { makeClient } from "./client";
import { SessionQuery } from "./documents";
import { ErrorMessage, apiErrors } from "./errors";
import { LiveBus, LiveProvider, useLiveStatus } from "./live";
import { PageTitle, SessionContext, useSession, type Session } from "./ui";
import { Link, Router, usePath } from "./router";
import { clearKey, keyFromFragment, storeKey, storedKey } from "./session";
import { Overview } from "./pages/Overview";
import { Transfers } from "./pages/Transfers";
import { TransferDetail } from "./pages/TransferDetail";
import { SendTransfer } from "./pages/SendTransfer";
import { Cards } from "./pages/Cards";
import { CardsIssue } from "./pages/CardsIssue";
import { CardsDetail } from "./pages/CardsDetail";
import { Developers } from "./pages/Developers";
import { DevelopersEndpoint } from "./pages/DevelopersEndpoint";

export function App() {
  const [key, setKey] = useState<string | null>(storedKey);
  // A key a link hands over is only offered: signing in with it takes the user's click, so that
  // a link someone else made cannot sign this tab in to their organization (login CSRF).
  const [offeredKey, setOfferedKey] = useState<string | null>(() => {
    const fromUrl = keyFromFragment();
    return fromUrl === storedKey() ? null : fromUrl;
  });
  const signOut = () => {
    clearKey();
    setKey(null);
  };
  if (!key || offeredKey) {
    return (
      <SignIn
        key={offeredKey ?? "sign-in"}
        offeredKey={offeredKey}
        onDeclined={() => setOfferedKey(null)}
        onSignedIn={(k) => {
          storeKey(k);
          setOfferedKey(null);
          setKey(k);
        }}
      />
    );
  }
  return <SignedIn key={key} apiKey={key} onSignOut={signOut} />;
}

function SignIn({
  offeredKey,
  onDeclined,
  onSignedIn,
}: {
  offeredKey: string | null;
  onDeclined: () => void;
  onSignedIn: (key: string) => void;
}) {
  const [key, setKey] = useState(offeredKey ?? "");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) {
      setError("Paste an API key (gs_test_… or gs_live_…).");
      return;
    }
    setChecking(true);
    setError(null);
    // The key is checked against the API before it is kept: an invalid one shows the API's error.
    const result = await makeClient(trimmed).query(SessionQuery, {}, { requestPolicy: "network-only" }).toPromise();
    setChecking(false);
    if (result.data?.viewer) onSignedIn(trimmed);
    else setError(apiErrors(result.error).map((e) => `${e.message}${e.code ? ` (${e.code})` : ""}`).join(" ") || "The API did not accept this key.");
  };

  return (
    <main className="sign-in">
      <h1>Payments dashboard</h1>
      <form onSubmit={submit} noValidate>
        {offeredKey ? (
          <p className="warning" role="note" id="offered-key">
            The link you opened offers a Sandbox key ({offeredKey.slice(0, 12)}…{offeredKey.slice(-4)}). Sign in with it only if you made
            the link yourself (<code>npm start</code> prints one): a key from someone else&apos;s link shows their organization, and
            anything you enter goes to them.
          </p>
        ) : null}
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-describedby={offeredKey ? "offered-key key-storage" : "key-storage"}
          aria-invalid={error ? true : undefined}
        />
        <p id="key-storage" className="hint">
          Your key is kept in this browser tab only (sessionStorage): never in localStorage or a cookie. Closing the tab or signing out
          forgets it.
        </p>
        {error ? (
          <div className="error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </div>
        ) : null}
        <button type="submit" disabled={checking} aria-describedby={offeredKey ? "offered-key" : undefined}>
          {checking ? "Checking…" : offeredKey ? "Sign in with this key" : "Sign in"}
        </button>
        {offeredKey ? (
          // Not while the key is being checked: its answer would sign the tab in after all.
          <button type="button" className="secondary" onClick={onDeclined} disabled={checking}>
            Don&apos;t use this key
          </button>
        ) : null}
      </form>
    </main>
  );
}

function SignedIn({ apiKey, onSignOut }: { apiKey: string; onSignOut: () => void }) {
  const bus = useMemo(() => new LiveBus(), []);
  const client = useMemo(() => makeClient(apiKey, (status) => bus.setStatus(status)), [apiKey, bus]);
  return (
    <Provider value={client}>
      <Router>
        <SessionShell bus={bus} onSignOut={onSignOut} />
      </Router>
    </Provider>
  );
}

function SessionShell({ bus, onSignOut }: { bus: LiveBus; onSignOut: () => void }) {
  const [{ data, error, fetching }] = useQuery({ query: SessionQuery, requestPolicy: "network-only" });
  const session = useMemo<Session | null>(() => {
    if (!data?.viewer) return null;
    const scopes = new Set(data.viewer.apiKey.scopes);
    return {
      viewer: data.viewer,
      currencies: data.currencies ?? [],
      exponents: new Map((data.currencies ?? []).map((c) => [c.code, c.exponent])),
      can: (scope) => scopes.has(scope),
    };
  }, [data]);

  if (!session) {
    return (
      <main className="sign-in">
        <h1>Payments dashboard</h1>
        {fetching ? <p role="status">Loading…</p> : <ErrorMessage error={error} title="This key no longer works" />}
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </main>
    );
  }
  const readsEvents = session.can("transfers:read") || session.can("balances:read") || session.can("cards:read");
  return (
    <SessionContext.Provider value={session}>
      <LiveProvider bus={bus} enabled={readsEvents}>
        <Layout onSignOut={onSignOut} />
      </LiveProvider>
    </SessionContext.Provider>
  );
}

function LiveIndicator() {
  const { status } = useLiveStatus();
  const text = status === "connected" || status === "reconnected" ? "Live" : status === "connecting" ? "Connecting…" : "Offline";
  return (
    <span className={`live live-${status}`} role="status" data-live-status={status}>
      {text}
    </span>
  );
}

function Layout({ onSignOut }: { onSignOut: () => void }) {
  const { viewer, can } = useSession();
  const path = usePath();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="identity">
          <span className="org-name" data-testid="org-name">
            {viewer.organization.name}
          </span>
          <span className={`env env-${viewer.environment}`}>{viewer.environment === "sandbox" ? "Sandbox" : "Live"}</span>
          <span className="key-prefix" title="The key's prefix">
            <span className="visually-hidden">Key </span>
            {viewer.apiKey.prefix}…
          </span>
          <LiveIndicator />
        </div>
        <nav aria-label="Main">
          <Link to="/">Overview</Link>
          {can("transfers:read") ? <Link to="/transfers">Transfers</Link> : null}
          {can("transfers:write") ? <Link to="/transfers/new">Send transfer</Link> : null}
          {can("cards:read") ? <Link to="/cards">Cards</Link> : null}
          <Link to="/developers">Developers</Link>
          <a href="/graphql">GraphiQL</a>
          <a href="/docs">REST reference</a>
        </nav>
        <button type="button" className="secondary" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Page path={path} />
      </main>
    </>
  );
}

function Page({ path }: { path: string }) {
  if (path === "/" || path === "") return <Overview />;
  if (path === "/transfers") return <Transfers />;
  if (path === "/transfers/new") return <SendTransfer />;
  if (path === "/cards") return <Cards />;
  if (path === "/cards/new") return <CardsIssue />;
  const card = /^\/cards\/(card_[A-Za-z0-9]+)$/.exec(path);
  if (card) return <CardsDetail id={card[1]} />;
  const transfer = /^\/transfers\/(tr_[A-Za-z0-9]+)$/.exec(path);
  if (transfer) return <TransferDetail id={transfer[1]} />;
  if (path === "/developers") return <Developers />;
  const endpoint = /^\/developers\/endpoints\/(we_[A-Za-z0-9]+)$/.exec(path);
  if (endpoint) return <DevelopersEndpoint id={endpoint[1]} />;
  return (
    <section>
      <PageTitle>Not found</PageTitle>
      <p>
        There is no page at this address. <Link to="/">Go to the overview</Link>.
      </p>
    </section>
  );
}
