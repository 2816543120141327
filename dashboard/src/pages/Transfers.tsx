// Transfers: a filterable, paginated table (Relay connection: first/after forward, last/before
// back, totalCount), whose rows follow transfer.* events live. The applied filters and the page's
// cursor live in the query string (/transfers?status=failed&after=tr_…): each change is a history
// entry, so reload, back and forward and a shared link show the same page. The search form (the
// reference's start, an amount range, …) and "Download CSV" are TransfersSearch.tsx's.
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "urql";
import { TransferSearchQuery } from "../documents-operator";
import { ErrorMessage } from "../errors";
import type { TransferFieldsFragment } from "../gql/graphql";
import { newer, transferOf, useLiveEvents, useLiveStatus } from "../live";
import { Link, navigate, useSearchParams } from "../router";
import { Loading, PageTitle, Pager, useSession } from "../ui";
import { TransferTable } from "./TransferTable";
import { TransferExport, TransferSearchForm, transferAddress, transferVariables, transferViewFrom } from "./TransfersSearch";

const pageSize = 20;

export function Transfers() {
  const { can, currencies, exponents } = useSession();
  const params = useSearchParams();
  const { filters, page } = useMemo(() => transferViewFrom(params, currencies.map((c) => c.code)), [params, currencies]);
  const { generation } = useLiveStatus();

  const variables = useMemo(() => transferVariables(filters, page, exponents, pageSize), [filters, page, exponents]);
  const [{ data, error, fetching }, reexecute] = useQuery({ query: TransferSearchQuery, variables });
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
      <TransferSearchForm filters={filters} onApply={(applied) => navigate(transferAddress(applied))} />

      <section aria-labelledby="list-heading" className="panel" aria-busy={fetching}>
        <h2 id="list-heading">
          {connection ? `${connection.totalCount} ${connection.totalCount === 1 ? "transfer" : "transfers"}` : "Transfers"}
        </h2>
        <TransferExport filters={filters} />
        {fetching && !data ? <Loading what="transfers" /> : null}
        <ErrorMessage error={error} title="Could not load the transfers" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
        {connection && rows.length === 0 ? <p>No transfers match these filters.</p> : null}
        {rows.length > 0 ? <TransferTable transfers={rows} caption="Transfers, newest first" /> : null}
        {connection ? (
          <Pager label="Pages of transfers" pageInfo={connection.pageInfo} onPage={(to) => navigate(transferAddress(filters, to))} />
        ) : null}
      </section>
    </>
  );
}
