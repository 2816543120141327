// What every page shares: the signed-in session (viewer, scopes, currency exponents), the page
// heading, money and status display.
import { createContext, useContext, useEffect, useRef } from "react";
import type { DashboardSessionQuery, TransferStatus } from "./gql/graphql";
import { formatMoney, type Exponents } from "./money";

export type Viewer = NonNullable<DashboardSessionQuery["viewer"]>;

export interface Session {
  viewer: Viewer;
  exponents: Exponents;
  currencies: NonNullable<DashboardSessionQuery["currencies"]>;
  /** Whether the key holds this scope (transfers:write, …): what it may not do is not offered. */
  can(scope: string): boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside a signed-in page");
  return session;
}

/** The page's heading, focused when the page changes so that screen readers announce it. */
export function PageTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · Payments dashboard`;
    if (document.activeElement && document.activeElement !== document.body) ref.current?.focus();
  }, [children]);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { exponents } = useSession();
  return <span className="money">{formatMoney(amount, currency, exponents)}</span>;
}

export function StatusBadge({ status }: { status: TransferStatus }) {
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {status}
    </span>
  );
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status">
      Loading {what}…
    </p>
  );
}

/** Where a connection's page starts: after a cursor (older), before one (newer), or at the newest. */
export type Page = { after?: string; before?: string };

/** A connection's paging arguments for `page`: `first` after a cursor, or `last` before one. */
export function pageVariables(page: Page, size: number): { first: number; after?: string } | { last: number; before: string } {
  return page.before ? { last: size, before: page.before } : { first: size, after: page.after };
}

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/** Newer and Older buttons for a connection's page, each enabled when there is a page that way. */
export function Pager({ label, pageInfo, onPage }: { label: string; pageInfo: PageInfo; onPage: (page: Page) => void }) {
  const { hasPreviousPage, hasNextPage, startCursor, endCursor } = pageInfo;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="secondary" disabled={!hasPreviousPage || !startCursor} onClick={() => startCursor && onPage({ before: startCursor })}>
        Newer
      </button>
      <button type="button" className="secondary" disabled={!hasNextPage || !endCursor} onClick={() => endCursor && onPage({ after: endCursor })}>
        Older
      </button>
    </nav>
  );
}
