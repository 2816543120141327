// What every page shares: the signed-in session (viewer, scopes, currency exponents), the page
// heading, money and status display; and, re-exported from components/, the shared kit: copy
// buttons, notices that clear themselves, list tables that become cards on a phone, key/value
// lists. Error boxes with Retry are errors.tsx's ErrorMessage (onRetry); names.ts names cards,
// networks, products and destinations; money.ts formats (signed) amounts.
import { createContext, useContext, useEffect, useRef } from "react";
import type { DashboardSessionQuery, TransferStatus } from "./gql/graphql";
import { formatMoney, formatSignedMoney, type Direction, type Exponents } from "./money";

export { CopyButton, Copyable } from "./components/CopyButton";
export { Notice, useNotice, type NoticeKind, type NoticeState } from "./components/Notice";
export { ListTable, type Column } from "./components/ListTable";
export { KeyValueList } from "./components/KeyValueList";

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

/**
 * An amount in minor units, formatted in its currency ("USD 12.50", "XOF 5,000"); with a
 * `direction`, signed: "+USD 100.00" in, "−USD 12.50" out (money.ts).
 */
export function Money({ amount, currency, direction }: { amount: number; currency: string; direction?: Direction }) {
  const { exponents } = useSession();
  const text = direction ? formatSignedMoney(amount, currency, exponents, direction) : formatMoney(amount, currency, exponents);
  return <span className={direction ? `money money-${direction}` : "money"}>{text}</span>;
}

const transferStatusWords: Record<TransferStatus, string> = { processing: "Processing", succeeded: "Succeeded", failed: "Failed" };

export function StatusBadge({ status }: { status: TransferStatus }) {
  return (
    <span className={`badge badge-${status}`} data-status={status}>
      {transferStatusWords[status]}
    </span>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  return timeFormat.format(new Date(iso));
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
