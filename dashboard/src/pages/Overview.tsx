// Overview: balances per currency (live from balance.updated), the last 30 days of transfers by
// status (transferStats, as bars), the latest transfers (live from transfer.* events) and the
// latest card transactions of every card (cardTransactions, live from card_transaction.created).
import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "urql";
import { BalancesQuery, LatestTransfersQuery, TransferStatsQuery } from "../documents";
import { LatestCardTransactionsQuery } from "../documents-cards";
import { ErrorMessage } from "../errors";
import type { DashboardBalancesQuery, DashboardTransferStatsQuery, TransferFieldsFragment } from "../gql/graphql";
import { cardTransactionOf, newer, transferOf, useLiveEvents, useLiveStatus, type LiveEvent } from "../live";
import { formatMoney } from "../money";
import { Link } from "../router";
import { Loading, Money, PageTitle, StatusBadge, formatTime, useSession } from "../ui";
import { TransactionTable } from "./CardsShared";

export function Overview() {
  const { can } = useSession();
  return (
    <>
      <PageTitle>Overview</PageTitle>
      {can("balances:read") ? <Balances /> : <p className="note">This key cannot read balances (it lacks balances:read).</p>}
      {can("transfers:read") ? (
        <>
          <TransferActivity />
          <LatestTransfers />
        </>
      ) : (
        <p className="note">This key cannot read transfers (it lacks transfers:read).</p>
      )}
      {can("cards:read") ? <LatestCardTransactions /> : null}
    </>
  );
}

type Balance = NonNullable<DashboardBalancesQuery["balances"]>[number];

function Balances() {
  const { generation } = useLiveStatus();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: BalancesQuery });
  // balance.updated events since the last read, by currency.
  const [live, setLive] = useState<Record<string, Balance>>({});
  useEffect(() => setLive({}), [data]);
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  useLiveEvents((event) => {
    if (event.object.__typename === "Balance") {
      const balance = event.object;
      setLive((current) => ({ ...current, [balance.currency]: balance }));
    }
  });
  const balances = (data?.balances ?? []).map((b) => live[b.currency] ?? b);

  return (
    <section aria-labelledby="balances-heading" className="panel">
      <h2 id="balances-heading">Balances</h2>
      {fetching && !data ? <Loading what="balances" /> : null}
      <ErrorMessage error={error} title="Could not load the balances" />
      {data && balances.length === 0 ? <p>No wallets.</p> : null}
      {balances.length > 0 ? (
        <ul className="balances" aria-label="Balances per currency">
          {balances.map((b) => (
            <li key={b.currency} className="balance" data-currency={b.currency}>
              <span className="balance-currency">{b.currency}</span>
              <span className="balance-available" data-testid={`available-${b.currency}`}>
                <Money amount={b.available} currency={b.currency} />
              </span>
              <span className="balance-detail">
                available · <Money amount={b.reserved} currency={b.currency} /> reserved
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type Stats = NonNullable<DashboardTransferStatsQuery["transferStats"]>[number];
const statuses = ["succeeded", "processing", "failed"] as const;

function last30Days() {
  const to = new Date(Date.now() + 60_000);
  const from = new Date(to.getTime() - 30 * 24 * 3_600_000);
  return { from: from.toISOString(), to: to.toISOString() };
}

function TransferActivity() {
  const { generation } = useLiveStatus();
  const [range, setRange] = useState(last30Days);
  const [{ data, error, fetching }] = useQuery({ query: TransferStatsQuery, variables: range, requestPolicy: "cache-and-network" });
  // A transfer event moves the range's end to now, at most every two seconds: the stats follow.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setRange(last30Days());
    }, 2_000);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (generation > 0) setRange(last30Days());
  }, [generation]);
  useLiveEvents((event) => {
    if (event.type.startsWith("transfer.")) refresh();
  });
  const stats = data?.transferStats ?? [];

  return (
    <section aria-labelledby="activity-heading" className="panel">
      <h2 id="activity-heading">Transfers in the last 30 days</h2>
      {fetching && !data ? <Loading what="transfer statistics" /> : null}
      <ErrorMessage error={error} title="Could not load the statistics" />
      {data && stats.length === 0 ? <p>No transfers in the last 30 days.</p> : null}
      {stats.length > 0 ? <StatsChart stats={stats} /> : null}
    </section>
  );
}

function StatsChart({ stats }: { stats: Stats[] }) {
  const { exponents } = useSession();
  const max = Math.max(1, ...stats.flatMap((s) => statuses.map((status) => s[status].count)));
  const barHeight = 18;
  const labelWidth = 90;
  const width = 360;
  return (
    <div className="stats">
      {stats.map((s) => (
        <figure key={s.currency} className="stats-currency">
          <figcaption>
            <strong>{s.currency}</strong>: {s.total.count} {s.total.count === 1 ? "transfer" : "transfers"},{" "}
            {formatMoney(s.total.amount, s.currency, exponents)}
          </figcaption>
          <svg
            role="img"
            aria-label={`${s.currency} transfers by status: ${statuses.map((status) => `${s[status].count} ${status}`).join(", ")}`}
            viewBox={`0 0 ${width + labelWidth + 40} ${statuses.length * (barHeight + 6)}`}
            width={width + labelWidth + 40}
            height={statuses.length * (barHeight + 6)}
          >
            {statuses.map((status, i) => {
              const y = i * (barHeight + 6);
              const w = Math.max(s[status].count > 0 ? 2 : 0, (s[status].count / max) * width);
              return (
                <g key={status}>
                  <text x={0} y={y + barHeight - 5} className="bar-label">
                    {status}
                  </text>
                  <rect x={labelWidth} y={y} width={w} height={barHeight} rx={3} className={`bar bar-${status}`} />
                  <text x={labelWidth + w + 6} y={y + barHeight - 5} className="bar-value">
                    {s[status].count}
                  </text>
                </g>
              );
            })}
          </svg>
          <table className="stats-table">
            <caption className="visually-hidden">{s.currency} transfers by status</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Count</th>
                <th scope="col">Volume</th>
              </tr>
            </thead>
            <tbody>
              {statuses.map((status) => (
                <tr key={status}>
                  <th scope="row">{status}</th>
                  <td>{s[status].count}</td>
                  <td>{formatMoney(s[status].amount, s.currency, exponents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      ))}
    </div>
  );
}

const latestCount = 10;

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

function LatestTransfers() {
  const { generation } = useLiveStatus();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: LatestTransfersQuery, variables: { first: latestCount } });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  const transfers = useLatestFollowed(data?.transfers?.nodes, transferOf, newer);

  return (
    <section aria-labelledby="latest-heading" className="panel">
      <h2 id="latest-heading">Latest transfers</h2>
      {fetching && !data ? <Loading what="transfers" /> : null}
      <ErrorMessage error={error} title="Could not load the transfers" />
      {data && transfers.length === 0 ? <p>No transfers yet.</p> : null}
      {transfers.length > 0 ? <TransferTable transfers={transfers} caption="The latest transfers, newest first" /> : null}
    </section>
  );
}

function LatestCardTransactions() {
  const { generation } = useLiveStatus();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: LatestCardTransactionsQuery, variables: { first: latestCount } });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  // From card_transaction.created events: a transaction never changes once recorded.
  const transactions = useLatestFollowed(data?.cardTransactions?.nodes, cardTransactionOf);

  return (
    <section aria-labelledby="latest-card-transactions-heading" className="panel">
      <h2 id="latest-card-transactions-heading">Latest card transactions</h2>
      {fetching && !data ? <Loading what="card transactions" /> : null}
      <ErrorMessage error={error} title="Could not load the card transactions" />
      {data && transactions.length === 0 ? <p>No card transactions yet.</p> : null}
      {transactions.length > 0 ? <TransactionTable transactions={transactions} caption="The latest card transactions of every card, newest first" withCard /> : null}
    </section>
  );
}

export function TransferTable({ transfers, caption }: { transfers: TransferFieldsFragment[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="transfers">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Transfer</th>
            <th scope="col">Destination</th>
            <th scope="col">Reference</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((t) => (
            <tr key={t.id} data-transfer-id={t.id}>
              <td>{formatTime(t.createdAt)}</td>
              <td>
                <Link to={`/transfers/${t.id}`}>
                  <code>{t.id}</code>
                </Link>
              </td>
              <td>
                {t.destination.accountName} ({t.destination.type === "bank_account" ? "bank" : "mobile"} ••{t.destination.last4})
              </td>
              <td>{t.reference ?? "—"}</td>
              <td className="num">
                <Money amount={t.amount} currency={t.currency} />
              </td>
              <td>
                <StatusBadge status={t.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
