// Overview: balances per currency (live from balance.updated; OverviewBalances.tsx), the transfer
// volume of the last 30 days per day (transferStats' days; VolumeChart.tsx), the latest transfers
// (live from transfer.* events) and the latest card transactions of every card (cardTransactions,
// live from card_transaction.created).
import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery, type AnyVariables, type Client, type UseQueryResponse } from "urql";
import { BalancesQuery, LatestTransfersQuery, TransferStatsQuery } from "../documents";
import { LatestCardTransactionsQuery } from "../documents-cards";
import { ErrorMessage } from "../errors";
import type { DashboardLatestCardTransactionsQuery, DashboardLatestTransfersQuery, DashboardTransferStatsQuery } from "../gql/graphql";
import { cardTransactionOf, newer, transferOf, useLiveEvents, useLiveStatus, type LiveEvent } from "../live";
import { Link } from "../router";
import { Loading, PageTitle, useSession } from "../ui";
import { TransactionTable } from "./CardsShared";
import { Balances } from "./OverviewBalances";
import { TransferTable } from "./TransferTable";
import { VolumeChart } from "./VolumeChart";

/**
 * Asks for the Overview's data while the session itself is still being read (App.tsx), so the two
 * round trips overlap: the page's own queries then join these in flight (urql shares an operation
 * already under way) or find their answers in the cache. A part this key may not read answers an
 * error that nothing shows (the page does not ask for it).
 */
export function preloadOverview(client: Client) {
  for (const [query, variables] of [
    [BalancesQuery, {}],
    [TransferStatsQuery, last30Days()],
    [LatestTransfersQuery, latestVariables],
    [LatestCardTransactionsQuery, latestVariables],
  ] as const) {
    void client.query(query as never, variables as never).toPromise();
  }
}

/** Each part's read, made by the page so that it shows once every part has its answer. */
type Read<Data> = UseQueryResponse<Data, AnyVariables>;

/** Whether a part's read has ended (data or error), or the key may not read it at all. */
const settled = (read: Read<unknown>, readable: boolean) => !readable || read[0].data !== undefined || read[0].error !== undefined;

export function Overview() {
  const { can } = useSession();
  const { generation } = useLiveStatus();
  const readsBalances = can("balances:read");
  const readsTransfers = can("transfers:read");
  const readsCards = can("cards:read");
  const range = useFollowedRange();
  const balances = useQuery({ query: BalancesQuery, pause: !readsBalances });
  const stats = useQuery({ query: TransferStatsQuery, variables: range, pause: !readsTransfers });
  const transfers = useQuery({ query: LatestTransfersQuery, variables: latestVariables, pause: !readsTransfers });
  const cardTransactions = useQuery({ query: LatestCardTransactionsQuery, variables: latestVariables, pause: !readsCards });
  // Back after a drop of the stream: read everything again (events in between were missed).
  const reads = [balances, stats, transfers, cardTransactions];
  const latestReads = useRef(reads);
  latestReads.current = reads;
  useEffect(() => {
    if (generation > 0) for (const [, reexecute] of latestReads.current) reexecute({ requestPolicy: "network-only" });
  }, [generation]);
  // Shown at once, when every part has its answer: nothing moves under the reader's eyes.
  const ready = settled(balances, readsBalances) && settled(stats, readsTransfers) && settled(transfers, readsTransfers) && settled(cardTransactions, readsCards);

  return (
    <>
      <PageTitle>Overview</PageTitle>
      {!ready ? (
        <Loading what="the overview" />
      ) : (
        <>
          {readsBalances ? <Balances read={balances} /> : <p className="note">This key cannot read balances (it lacks balances:read).</p>}
          {readsTransfers ? (
            <>
              <TransferActivity read={stats} />
              <LatestTransfers read={transfers} />
            </>
          ) : (
            <p className="note">This key cannot read transfers (it lacks transfers:read).</p>
          )}
          {readsCards ? <LatestCardTransactions read={cardTransactions} /> : null}
        </>
      )}
    </>
  );
}

function last30Days() {
  // 30 UTC days, today's included: the chart's days start at midnight UTC. The end is the next
  // whole minute, so that the preload and the page ask the same (within a minute).
  const now = Date.now();
  const today = now - (now % 86_400_000);
  const end = Math.ceil((now + 1_000) / 60_000) * 60_000;
  return { from: new Date(today - 29 * 86_400_000).toISOString(), to: new Date(end).toISOString() };
}

/** The last 30 days, its end moved to now after transfer events (at most every two seconds) and a reconnection. */
function useFollowedRange() {
  const { generation } = useLiveStatus();
  const [range, setRange] = useState(last30Days);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (generation > 0) setRange(last30Days());
  }, [generation]);
  useLiveEvents((event) => {
    if (!event.type.startsWith("transfer.") || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setRange(last30Days());
    }, 2_000);
  });
  return range;
}

function TransferActivity({ read }: { read: Read<DashboardTransferStatsQuery> }) {
  const { exponents } = useSession();
  const [chosen, setChosen] = useState<string>("");
  const [{ data, error }, reexecute] = read;
  const stats = data?.transferStats ?? [];
  // The currency chosen, else the one with the most transfers.
  const shown = stats.find((s) => s.currency === chosen) ?? [...stats].sort((a, b) => b.total.count - a.total.count)[0];

  return (
    <section aria-labelledby="activity-heading" className="panel activity">
      <div className="panel-heading">
        <h2 id="activity-heading">Transfer volume, last 30 days</h2>
        {stats.length > 1 && shown ? (
          <div className="inline-field">
            <label htmlFor="activity-currency">Currency</label>
            <select id="activity-currency" value={shown.currency} onChange={(e) => setChosen(e.target.value)}>
              {stats.map((s) => (
                <option key={s.currency} value={s.currency}>
                  {s.currency}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <ErrorMessage error={error} title="Could not load the transfer volume" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
      {data && stats.length === 0 ? <p>No transfers in the last 30 days.</p> : null}
      {shown ? <VolumeChart key={shown.currency} stats={shown} exponents={exponents} /> : null}
    </section>
  );
}

const latestCount = 10;
const latestVariables = { first: latestCount };

const seenLast = <T,>(_seen: T, next: T): T => next;

/**
 * The newest `latestCount` of a list read once and then followed on the event stream: `fromEvent`
 * picks an event's object, `merge` keeps the later of two views of one object (by default the
 * one seen last). Ids sort by creation time, so newest first is by id.
 */
function useLatestFollowed<T extends { id: string }>(read: readonly T[] | undefined, fromEvent: (event: LiveEvent) => T | null, merge: (seen: T, next: T) => T = seenLast): T[] {
  const [live, setLive] = useState<Record<string, T>>({});
  useLiveEvents((event) => {
    const object = fromEvent(event);
    if (object) setLive((current) => ({ ...current, [object.id]: current[object.id] ? merge(current[object.id], object) : object }));
  });
  return useMemo(() => {
    const byId = new Map<string, T>();
    for (const t of [...(read ?? []), ...Object.values(live)]) byId.set(t.id, byId.has(t.id) ? merge(byId.get(t.id)!, t) : t);
    return [...byId.values()].sort((a, b) => (a.id < b.id ? 1 : -1)).slice(0, latestCount);
  }, [read, live, merge]);
}

function LatestTransfers({ read }: { read: Read<DashboardLatestTransfersQuery> }) {
  const [{ data, error }, reexecute] = read;
  const transfers = useLatestFollowed(data?.transfers?.nodes, transferOf, newer);

  return (
    <section aria-labelledby="latest-heading" className="panel">
      <div className="panel-heading">
        <h2 id="latest-heading">Latest transfers</h2>
        <Link to="/transfers">All transfers</Link>
      </div>
      <ErrorMessage error={error} title="Could not load the transfers" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
      {data && transfers.length === 0 ? <p>No transfers yet.</p> : null}
      {transfers.length > 0 ? <TransferTable transfers={transfers} caption="The latest transfers, newest first" /> : null}
    </section>
  );
}

function LatestCardTransactions({ read }: { read: Read<DashboardLatestCardTransactionsQuery> }) {
  const [{ data, error }, reexecute] = read;
  // From card_transaction.created events: a transaction never changes once recorded.
  const transactions = useLatestFollowed(data?.cardTransactions?.nodes, cardTransactionOf);

  return (
    <section aria-labelledby="latest-card-transactions-heading" className="panel">
      <h2 id="latest-card-transactions-heading">Latest card transactions</h2>
      <ErrorMessage error={error} title="Could not load the card transactions" onRetry={() => reexecute({ requestPolicy: "network-only" })} />
      {data && transactions.length === 0 ? <p>No card transactions yet.</p> : null}
      {transactions.length > 0 ? <TransactionTable transactions={transactions} caption="The latest card transactions of every card, newest first" withCard /> : null}
    </section>
  );
}
