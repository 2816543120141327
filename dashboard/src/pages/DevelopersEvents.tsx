// The events feed of the Developers page: the latest events (Query.events, narrowed by type),
// read again whenever the tab's one event stream (live.tsx) brings one, of whatever type (its
// object is not used: the feed shows what Query.events answers); and the event types, which
// the webhook endpoint form offers too.
import { useEffect, useRef, useState } from "react";
import { useQuery } from "urql";
import { EventsFeedQuery } from "../documents-developers";
import { ErrorMessage } from "../errors";
import type { DashboardEventsFeedQuery, EventType } from "../gql/graphql";
import { useLiveEvents, useLiveStatus } from "../live";
import { Link } from "../router";
import { Loading, Money, StatusBadge, formatTime } from "../ui";

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

type FeedEvent = NonNullable<DashboardEventsFeedQuery["events"]>["nodes"][number];

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
          Card ••{object.last4} <span className="badge">{object.cardStatus}</span>
        </>
      );
    case "CardOperation":
      return (
        <>
          Card {object.type} of <Money amount={object.amount} currency="USD" /> (<code>{object.cardId}</code>)
        </>
      );
    case "CardTransaction":
      return (
        <>
          Card transaction: {object.type} of <Money amount={object.amount} currency={object.transactionCurrency} />
        </>
      );
    case "Balance":
      return (
        <>
          {object.currency} balance: <Money amount={object.available} currency={object.currency} /> available
        </>
      );
    default:
      return null;
  }
}

const feedSize = 20;

export function EventsFeed() {
  const { generation } = useLiveStatus();
  const [types, setTypes] = useState<Set<EventType>>(new Set());
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: EventsFeedQuery,
    variables: { first: feedSize, types: types.size > 0 ? eventTypes.filter((t) => types.has(t)) : undefined },
    requestPolicy: "cache-and-network",
  });
  // Events come in bursts (a transfer.created with its balance.updated): one read per burst.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      reexecute({ requestPolicy: "network-only" });
    }, 250);
  });
  useEffect(() => {
    if (generation > 0) reexecute({ requestPolicy: "network-only" });
  }, [generation, reexecute]);
  const events = data?.events?.nodes ?? [];

  return (
    <section className="panel" aria-labelledby="events-heading">
      <h2 id="events-heading">Latest events</h2>
      <p className="hint">
        Newest first, as <code>Query.events</code> answers them, read again whenever this tab's event stream brings one (of the types it
        follows) and when you{" "}
        <button type="button" className="link-button" onClick={() => reexecute({ requestPolicy: "network-only" })}>
          refresh
        </button>
        .
      </p>
      <details className="filters-inline">
        <summary>Filter by type{types.size > 0 ? ` (${types.size} chosen)` : ""}</summary>
        <fieldset>
          <legend>Show only these event types (none chosen: every type)</legend>
          <EventTypeChoices idPrefix="feed-type" chosen={types} onChange={setTypes} />
        </fieldset>
      </details>
      {fetching && !data ? <Loading what="events" /> : null}
      <ErrorMessage error={error} title="Could not load the events" />
      {data && events.length === 0 ? <p>No events{types.size > 0 ? " of these types" : " yet"}.</p> : null}
      {events.length > 0 ? (
        <div className="table-wrap">
          <table className="events">
            <caption className="visually-hidden">The latest events, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Type</th>
                <th scope="col">About</th>
                <th scope="col">Event</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id} data-event-kind={e.kind} data-event-type={e.type}>
                  <td>
                    <time dateTime={e.createdAt}>{formatTime(e.createdAt)}</time>
                  </td>
                  <td>
                    <code>{e.type}</code>
                  </td>
                  <td>
                    <Summary object={e.object} />
                  </td>
                  <td>
                    <code className="muted">{e.id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
