// The events of the Developers page: Query.events, paged and narrowed by type, each with its
// payload; the newest page read again whenever the tab's one event stream (live.tsx) brings one,
// of whatever type (its object is not used: the page shows what Query.events answers); and the
// event types, which the webhook endpoint forms offer too.
import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "urql";
import { ListTable } from "../components/ListTable";
import { EventsPageQuery } from "../documents-operator";
import { ErrorMessage } from "../errors";
import type { DashboardEventsPageQuery, EventType } from "../gql/graphql";
import { useLiveEvents, useLiveStatus } from "../live";
import { cardName } from "../names";
import { Link } from "../router";
import { Loading, Money, Pager, StatusBadge, formatTime, pageVariables, type Page } from "../ui";
import { CardStatusBadge } from "./CardsShared";
import { transactionTypeWords } from "./CardsWords";

/** Every EventType, with what it means (a Record: a new enum value fails the typecheck here). */
const eventTypeMeaning: Record<EventType, string> = {
  transfer_created: "A transfer was accepted and its amount reserved.",
  transfer_succeeded: "A transfer reached its destination.",
  transfer_failed: "A transfer failed and its amount went back to the wallet.",
  balance_updated: "A wallet's available or reserved balance changed.",
  card_created: "A card was issued.",
  card_funded: "Money moved from the wallet onto a card.",
  card_withdrawn: "Money moved from a card back to the wallet.",
  card_frozen: "A card was frozen.",
  card_unfrozen: "A card was unfrozen.",
  card_terminated: "A card was terminated.",
  card_transaction_created: "A purchase, refund, top-up, withdrawal or fee was recorded on a card.",
};

export const eventTypes = Object.keys(eventTypeMeaning) as EventType[];

/** The REST spelling of an EventType: its last underscore is the dot (card_transaction.created). */
export function restType(kind: EventType): string {
  const i = kind.lastIndexOf("_");
  return `${kind.slice(0, i)}.${kind.slice(i + 1)}`;
}

/** A group of checkboxes, one per event type. */
export function EventTypeChoices({
  idPrefix,
  chosen,
  onChange,
  disabled = false,
}: {
  idPrefix: string;
  chosen: ReadonlySet<EventType>;
  onChange: (chosen: Set<EventType>) => void;
  disabled?: boolean;
}) {
  const toggle = (kind: EventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(kind);
    else next.delete(kind);
    onChange(next);
  };
  return (
    <ul className="choices">
      {eventTypes.map((kind) => (
        <li key={kind}>
          <input
            type="checkbox"
            id={`${idPrefix}-${kind}`}
            value={kind}
            checked={chosen.has(kind)}
            disabled={disabled}
            onChange={(e) => toggle(kind, e.target.checked)}
            aria-describedby={`${idPrefix}-${kind}-meaning`}
          />{" "}
          <label htmlFor={`${idPrefix}-${kind}`} className="inline">
            <code>{restType(kind)}</code>
          </label>{" "}
          <span id={`${idPrefix}-${kind}-meaning`} className="muted">
            {eventTypeMeaning[kind]}
          </span>
        </li>
      ))}
    </ul>
  );
}

type FeedEvent = NonNullable<DashboardEventsPageQuery["events"]>["nodes"][number];

/** A line about the event's object, by its type. */
function Summary({ object }: { object: FeedEvent["object"] }) {
  switch (object.__typename) {
    case "Transfer":
      return (
        <>
          <Link to={`/transfers/${object.id}`}>
            <code>{object.id}</code>
          </Link>{" "}
          <Money amount={object.amount} currency={object.currency} /> <StatusBadge status={object.status} />
        </>
      );
    case "Card":
      return (
        <>
          <Link to={`/cards/${object.id}`}>{cardName(object)}</Link> <CardStatusBadge status={object.cardStatus} />
        </>
      );
    case "CardOperation":
      return (
        <>
          {object.type === "withdraw" ? "Withdrawn from" : "Loaded onto"} <Link to={`/cards/${object.cardId}`}>the card</Link>:{" "}
          <Money amount={object.amount} currency="USD" direction={object.type === "withdraw" ? "out" : "in"} />
        </>
      );
    case "CardTransaction":
      return (
        <>
          Card {transactionTypeWords(object.type).toLowerCase()}: <Money amount={object.amount} currency={object.transactionCurrency} />
        </>
      );
    case "Balance":
      return (
        <>
          {object.currency} wallet: <Money amount={object.available} currency={object.currency} /> available
        </>
      );
    default:
      return null;
  }
}

const pageSize = 20;

/**
 * The events, newest first, 20 a page (Newer / Older), narrowed by type, each with its payload
 * (data.object as webhooks deliver it) folded under it. The newest page is read again whenever
 * this tab's event stream brings an event; an older page stays as it is.
 */
export function EventsFeed() {
  const { generation } = useLiveStatus();
  const [types, setTypes] = useState<Set<EventType>>(new Set());
  const [page, setPage] = useState<Page>({});
  const variables = useMemo(
    () => ({ ...pageVariables(page, pageSize), types: types.size > 0 ? eventTypes.filter((t) => types.has(t)) : undefined }),
    [page, types],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({ query: EventsPageQuery, variables, requestPolicy: "cache-and-network" });
  const newest = !page.after && !page.before;
  // Events come in bursts (a transfer.created with its balance.updated): one read per burst.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(() => {
    if (!newest || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      reexecute({ requestPolicy: "network-only" });
    }, 250);
  });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  const connection = data?.events;
  const events = connection?.nodes ?? [];

  return (
    <section className="panel" aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      <p className="hint">
        Newest first, {pageSize} a page{newest ? ", the newest page kept up to date as events happen" : ""}.{" "}
        <button type="button" className="link-button" onClick={refresh}>
          Refresh
        </button>
      </p>
      <details className="filters-inline">
        <summary>Filter by type{types.size > 0 ? ` (${types.size} chosen)` : ""}</summary>
        <fieldset>
          <legend>Show only these event types (none chosen: every type)</legend>
          <EventTypeChoices
            idPrefix="feed-type"
            chosen={types}
            onChange={(chosen) => {
              setTypes(chosen);
              setPage({});
            }}
          />
        </fieldset>
      </details>
      {fetching && !data ? <Loading what="events" /> : null}
      <ErrorMessage error={error} title="Could not load the events" onRetry={refresh} />
      {connection && events.length === 0 ? <p>No events{types.size > 0 ? " of these types" : " yet"}.</p> : null}
      {events.length > 0 ? (
        <ListTable
          caption="Events, newest first"
          className="events"
          rows={events}
          rowKey={(e) => e.id}
          rowAttributes={(e) => ({ "data-event-kind": e.kind, "data-event-type": e.type, "data-event-id": e.id })}
          columns={[
            { header: "Time", cell: (e) => <time dateTime={e.createdAt}>{formatTime(e.createdAt)}</time> },
            { header: "Type", cell: (e) => <code>{e.type}</code>, phone: "title" },
            { header: "About", cell: (e) => <Summary object={e.object} /> },
            {
              header: "Payload",
              cell: (e) => (
                <details className="payload-toggle">
                  <summary>
                    Show payload<span className="visually-hidden"> of event {e.id}</span>
                  </summary>
                  <p className="muted">
                    Event <code>{e.id}</code>: its <code>data.object</code>, as webhooks deliver it.
                  </p>
                  <pre className="payload" tabIndex={0} aria-label={`Payload of event ${e.id}`} data-testid="event-payload">
                    {JSON.stringify(e.data.object, null, 2)}
                  </pre>
                </details>
              ),
            },
          ]}
        />
      ) : null}
      {connection ? <Pager label="Pages of events" pageInfo={connection.pageInfo} onPage={setPage} /> : null}
    </section>
  );
}
