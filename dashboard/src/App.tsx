import { useEffect, useMemo, useRef, useState } from "react";
import { Provider, useQuery, type Client } from "urql";
import { apiUrl } from "./api";
import { makeClient, makeUncachedClient } from "./client";
import { SessionQuery } from "./documents";
import { RevokeSessionTokenMutation } from "./documents-session";
import { ErrorMessage } from "./errors";
import { Menu } from "./components/Menu";
import { LiveBus, LiveProvider, useLiveStatus } from "./live";
import { SessionContext, useSession, type Session } from "./ui";
import { Link, Router, basePath, usePath } from "./router";
import { useSessionRenewal } from "./renewal";
import { clearSession, offeredFromFragment, storeSession, storedSession, type OfferedCredential, type StoredSession } from "./session";
import { SignIn } from "./SignIn";
import { preloadOverview } from "./pages/Overview";
import { Page } from "./routes";

export function App() {
  const [session, setSession] = useState<StoredSession | null>(storedSession);
  const [ended, setEnded] = useState<string | null>(null);
  // What a link hands over is only offered (SignIn.tsx); the link of the token this tab holds asks nothing.
  const [offered, setOffered] = useState<OfferedCredential | null>(() => {
    const fromUrl = offeredFromFragment();
    return fromUrl?.kind === "token" && fromUrl.secret === storedSession()?.token ? null : fromUrl;
  });
  const leave = (reason: string | null) => {
    clearSession();
    setSession(null);
    setEnded(reason);
  };
  if (!session || offered) {
    return (
      <SignIn
        key={offered?.secret ?? "sign-in"}
        offered={offered}
        ended={ended}
        onDeclined={() => setOffered(null)}
        onSignedIn={(signedIn) => {
          // The session this replaces is revoked: nothing holds its token any more.
          if (session) void revoke(makeUncachedClient(session.token), session.id);
          storeSession(signedIn);
          setOffered(null);
          setEnded(null);
          setSession(signedIn);
        }}
      />
    );
  }
  return (
    <SignedIn
      key={session.id}
      session={session}
      onRenewed={(expiresAt) => {
        const renewed = { ...session, expiresAt };
        storeSession(renewed);
        setSession(renewed);
      }}
      // Only while it is this tab's session: a sign-out's own revocation ends nothing anew.
      onEnded={(reason) => {
        if (storedSession()?.id === session.id) leave(reason);
      }}
      onSignOut={(client) => {
        void revoke(client, session.id);
        leave(null);
      }}
    />
  );
}

function currentPathIsOverview(): boolean {
  return location.pathname === basePath || location.pathname === `${basePath}/`;
}

function revoke(client: Client, id: string) {
  return client.mutation(RevokeSessionTokenMutation, { id }).toPromise();
}

function SignedIn({
  session,
  onRenewed,
  onEnded,
  onSignOut,
}: {
  session: StoredSession;
  onRenewed: (expiresAt: number) => void;
  onEnded: (reason: string) => void;
  onSignOut: (client: Client) => void;
}) {
  const bus = useMemo(() => new LiveBus(), []);
  const ends = useRef(onEnded);
  ends.current = onEnded;
  const client = useMemo(
    () => makeClient(session.token, { onLiveStatus: (status) => bus.setStatus(status), onRefused: (message) => ends.current(message) }),
    [session.token, bus],
  );
  // On the Overview, its data is asked for beside the session's (see preloadOverview).
  useEffect(() => {
    if (currentPathIsOverview()) preloadOverview(client);
  }, [client]);
  const minutes = Math.round(session.lifetimeMs / 60_000);
  useSessionRenewal(session, client, onRenewed, () => onEnded(`it expired after ${minutes} minute${minutes === 1 ? "" : "s"} without activity.`));
  return (
    <Provider value={client}>
      <Router>
        <SessionShell bus={bus} onSignOut={() => onSignOut(client)} />
      </Router>
    </Provider>
  );
}

function SessionShell({ bus, onSignOut }: { bus: LiveBus; onSignOut: () => void }) {
  const [{ data, error, fetching }] = useQuery({ query: SessionQuery, requestPolicy: "network-only" });
  const session = useMemo<Session | null>(() => {
    if (!data?.viewer) return null;
    // The session's scopes: its key's, as the sign-in minted it (sign-in.ts).
    const scopes = new Set(data.viewer.scopes);
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
        {fetching ? <p className="loading" role="status">Loading…</p> : <ErrorMessage error={error} title="Could not open the session" />}
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

/** The event stream's state, named apart from the environment badge (Sandbox or Live). */
function LiveIndicator() {
  const { status } = useLiveStatus();
  // The stream says "connecting" again while it reconnects after a drop.
  const text = status === "connected" || status === "reconnected" ? "on" : status === "connecting" ? "connecting…" : "off";
  return (
    <span className={`live live-${status}`} role="status" data-live-status={status}>
      Live updates: {text}
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
          <span className="visually-hidden">Environment: </span>
          <span className={`env env-${viewer.environment}`} title={`${viewer.environment === "sandbox" ? "Sandbox" : "Live"} environment`}>
            {viewer.environment === "sandbox" ? "Sandbox" : "Live"}
          </span>
          <span className="key-prefix" title="The prefix of the key this session was opened with">
            <span className="visually-hidden">Key </span>
            {viewer.apiKey.prefix}…
          </span>
          <LiveIndicator />
        </div>
        <Menu id="main-menu">
          <nav aria-label="Main">
            <Link to="/">Overview</Link>
            {can("transfers:read") ? <Link to="/transfers">Transfers</Link> : null}
            {can("transfers:write") ? <Link to="/transfers/new">Send transfer</Link> : null}
            {can("cards:read") ? <Link to="/cards">Cards</Link> : null}
            <Link to="/developers">Developers</Link>
            <a href={apiUrl("/graphql")}>GraphiQL</a>
            <a href={apiUrl("/docs")}>REST reference</a>
          </nav>
          <button type="button" className="secondary sign-out" onClick={onSignOut}>
            Sign out
          </button>
        </Menu>
      </header>
      <main id="main" tabIndex={-1}>
        <Page path={path} />
      </main>
    </>
  );
}
