import { useMemo, useRef, useState } from "react";
import { Provider, useQuery, type Client } from "urql";
import { apiUrl } from "./api";
import { makeClient, makeUncachedClient } from "./client";
import { SessionQuery } from "./documents";
import { RevokeSessionTokenMutation } from "./documents-session";
import { ErrorMessage } from "./errors";
import { LiveBus, LiveProvider, useLiveStatus } from "./live";
import { PageTitle, SessionContext, useSession, type Session } from "./ui";
import { Link, Router, usePath } from "./router";
import { useSessionRenewal } from "./renewal";
import { clearSession, offeredFromFragment, storeSession, storedSession, type OfferedCredential, type StoredSession } from "./session";
import { SignIn } from "./SignIn";
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
        {fetching ? <p role="status">Loading…</p> : <ErrorMessage error={error} title="Could not open the session" />}
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
          <span className="key-prefix" title="The prefix of the key this session was opened with">
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
          <a href={apiUrl("/graphql")}>GraphiQL</a>
          <a href={apiUrl("/docs")}>REST reference</a>
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
