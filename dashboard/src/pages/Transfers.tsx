// Transfers: a filterable, paginated table (Relay connection: first/after forward, last/before
// back, totalCount), whose rows follow transfer.* events live. The applied filters and the page's
// cursor live in the query string (/transfers?status=failed&after=tr_…): each change is a history
// entry, so reload, back and forward and a shared link show the same page.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useQuery } from "urql";
import { TransfersQuery } from "../documents";
import { ErrorMessage } from "../errors";
import type { Currency, TransferFieldsFragment, TransferStatus } from "../gql/graphql";
import { newer, transferOf, useLiveEvents, useLiveStatus } from "../live";
import { Link, navigate, useSearchParams, withSearch } from "../router";
import { Loading, PageTitle, Pager, pageVariables, useSession, type Page } from "../ui";
import { TransferTable } from "./Overview";

const pageSize = 20;

interface Filters {
  status: TransferStatus | "";
  currency: Currency | "";
  from: string; // yyyy-mm-dd, local
  to: string; // yyyy-mm-dd, local, inclusive
  reference: string;
}

const noFilters: Filters = { status: "", currency: "", from: "", to: "", reference: "" };

/** A date input's day as the instant it starts (local time); `nextDay` for an exclusive end. */
function dayStart(day: string, nextDay = false): string | undefined {
  if (!day) return undefined;
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d + (nextDay ? 1 : 0)).toISOString();
}

const transferStatusValues: readonly string[] = ["processing", "succeeded", "failed"] satisfies TransferStatus[];
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const cursorPattern = /^tr_[0-9A-Za-z]+$/;

/** The filters and page an address names; what does not fit (a hand-edited link) is left out. */
function viewFrom(params: URLSearchParams, currencyCodes: readonly string[]): { filters: Filters; page: Page } {
  const get = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? "";
    return pattern.test(value) ? value : "";
  };
  const status = params.get("status") ?? "";
  const currency = params.get("currency") ?? "";
  const before = get("before", cursorPattern);
  return {
    filters: {
      status: transferStatusValues.includes(status) ? (status as TransferStatus) : "",
      currency: currencyCodes.includes(currency) ? (currency as Currency) : "",
      from: get("from", dayPattern),
      to: get("to", dayPattern),
      reference: (params.get("reference") ?? "").slice(0, 64),
    },
    page: before ? { before } : { after: get("after", cursorPattern) || undefined },
  };
}

/** The address of the Transfers page showing `filters` at `page`. */
function addressOf(filters: Filters, page: Page = {}): string {
  return withSearch("/transfers", { ...filters, reference: filters.reference.trim(), after: page.after, before: page.before });
}

export function Transfers() {
  const { can, currencies } = useSession();
  const params = useSearchParams();
  const { filters, page } = useMemo(() => viewFrom(params, currencies.map((c) => c.code)), [params, currencies]);
  const [draft, setDraft] = useState<Filters>(filters);
  // Back, forward or a link to other filters: the form shows the ones applied.
  useEffect(() => setDraft(filters), [filters]);
  const { generation } = useLiveStatus();

  const variables = useMemo(
    () => ({
      ...pageVariables(page, pageSize),
      status: filters.status || undefined,
      currency: filters.currency || undefined,
      createdAfter: dayStart(filters.from),
      createdBefore: dayStart(filters.to, true),
      reference: filters.reference.trim() || undefined,
    }),
    [filters, page],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({ query: TransfersQuery, variables });
  const [live, setLive] = useState<Record<string, TransferFieldsFragment>>({});
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  useLiveEvents((event) => {
    const transfer = transferOf(event);
    if (!transfer) return;
    setLive((current) => ({ ...current, [transfer.id]: current[transfer.id] ? newer(current[transfer.id], transfer) : transfer }));
    // A new transfer belongs on the first page (if the filters take it): read it again.
    if (event.type === "transfer.created" && !page.after && !page.before) reexecute({ requestPolicy: "network-only" });
  });
  const connection = data?.transfers;
  const rows = (connection?.nodes ?? []).map((t) => (live[t.id] ? newer(t, live[t.id]) : t));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(addressOf(draft));
  };
  const clear = () => {
    setDraft(noFilters);
    navigate(addressOf(noFilters));
  };
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <>
      <PageTitle>Transfers</PageTitle>
      {can("transfers:write") ? (
        <p>
          <Link to="/transfers/new" className="button-link">
            Send a transfer
          </Link>
        </p>
      ) : null}
      <form className="filters" onSubmit={apply} aria-label="Filter transfers">
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" value={draft.status} onChange={(e) => set("status", e.target.value as Filters["status"])}>
            <option value="">Any</option>
            <option value="processing">processing</option>
            <option value="succeeded">succeeded</option>
            <option value="failed">failed</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-currency">Currency</label>
          <select id="filter-currency" value={draft.currency} onChange={(e) => set("currency", e.target.value as Filters["currency"])}>
            <option value="">Any</option>
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-from">Created from</label>
          <input id="filter-from" type="date" value={draft.from} onChange={(e) => set("from", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">Created until</label>
          <input id="filter-to" type="date" value={draft.to} onChange={(e) => set("to", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="filter-reference">Reference</label>
          <input id="filter-reference" type="search" value={draft.reference} onChange={(e) => set("reference", e.target.value)} />
        </div>
        <div className="actions">
          <button type="submit">Apply filters</button>
          <button type="button" className="secondary" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      <section aria-labelledby="list-heading" className="panel" aria-busy={fetching}>
        <h2 id="list-heading">
          {connection ? `${connection.totalCount} ${connection.totalCount === 1 ? "transfer" : "transfers"}` : "Transfers"}
        </h2>
        {fetching && !data ? <Loading what="transfers" /> : null}
        <ErrorMessage error={error} title="Could not load the transfers" />
        {connection && rows.length === 0 ? <p>No transfers match these filters.</p> : null}
        {rows.length > 0 ? <TransferTable transfers={rows} caption="Transfers, newest first" /> : null}
        {connection ? (
          <Pager label="Pages of transfers" pageInfo={connection.pageInfo} onPage={(to) => navigate(addressOf(filters, to))} />
        ) : null}
      </section>
    </>
  );
}
