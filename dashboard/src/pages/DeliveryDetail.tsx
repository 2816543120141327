// A delivery's request and response, read when the operator opens them: the body every attempt
// POSTed (the event as GET /events/{id} shows it, pretty-printed when it is JSON) and each
// attempt's answer, its HTTP status and the first 4 KiB the endpoint sent back.
//
// A delivery has no lookup by id, so it is read as a page of one beside a neighbour in the page
// shown: after the delivery above it, or before the one below it (cursors stay put however the
// list moves on). The list itself, read every two seconds, leaves the bodies out.
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "urql";
import { ListTable } from "../components/ListTable";
import { WebhookDeliveryDetailQuery } from "../documents-operator";
import { ErrorMessage } from "../errors";
import type { WebhookDeliveryFieldsFragment, WebhookDeliveryState } from "../gql/graphql";
import { Loading, formatTime, type Page } from "../ui";

export interface DeliveryPlace {
  endpointId: string;
  states?: WebhookDeliveryState[];
  /** The page shown: where it starts, and its deliveries' cursors in order. */
  page: Page;
  cursors: string[];
  index: number;
}

/** The arguments that read the delivery at `index` of the page alone. */
export function singleDeliveryVariables({ endpointId, states, page, cursors, index }: DeliveryPlace) {
  const base = { id: endpointId, states };
  if (index > 0) return { ...base, first: 1, after: cursors[index - 1] };
  if (index + 1 < cursors.length) return { ...base, last: 1, before: cursors[index + 1] };
  // Alone on its page: the page's own start.
  if (page.before) return { ...base, last: 1, before: page.before };
  return { ...base, first: 1, after: page.after };
}

/** A delivery's state in words. */
export const deliveryStateWords: Record<WebhookDeliveryState, string> = { pending: "Pending", delivered: "Delivered", failed: "Failed", abandoned: "Abandoned" };

/** `text` pretty-printed when it is JSON, else as it is. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function DeliveryDetail({ deliveryId, place, attemptCount }: { deliveryId: string; place: DeliveryPlace; attemptCount: number }) {
  const key = JSON.stringify(singleDeliveryVariables(place));
  const variables = useMemo(() => JSON.parse(key) as ReturnType<typeof singleDeliveryVariables>, [key]);
  const [{ data, error, fetching }, reexecute] = useQuery({ query: WebhookDeliveryDetailQuery, variables, requestPolicy: "network-only" });
  // A new attempt since it was read: read its answer too.
  useEffect(() => {
    if (attemptCount > 0) reexecute({ requestPolicy: "network-only" });
  }, [attemptCount, reexecute]);
  const delivery = data?.webhookEndpoint?.deliveries.edges.map((e) => e.node).find((d) => d.id === deliveryId);

  if (fetching && !data) return <Loading what="the request and response" />;
  if (error) return <ErrorMessage error={error} title="Could not load the request and response" onRetry={() => reexecute({ requestPolicy: "network-only" })} />;
  if (!delivery) return <p className="muted">This delivery is no longer on this page: read the page again to see it.</p>;
  return (
    <div className="delivery-detail" data-testid={`delivery-detail-${deliveryId}`}>
      <h4>Request body</h4>
      <pre className="payload" tabIndex={0} aria-label={`Request body of delivery ${deliveryId}`} data-testid="request-body">
        {prettyJson(delivery.requestBody)}
      </pre>
      {delivery.attempts.length === 0 ? <p>No attempt yet: there is no response to show.</p> : null}
      {delivery.attempts.map((a) => (
        <div key={a.attempt} className="attempt-response" data-attempt={a.attempt}>
          <h4>
            Attempt {a.attempt}: {a.responseStatus === null || a.responseStatus === undefined ? "no response" : `the endpoint answered HTTP ${a.responseStatus}`}
          </h4>
          {a.responseBody ? (
            <pre className="payload" tabIndex={0} aria-label={`Response body of attempt ${a.attempt}`} data-testid="response-body">
              {prettyJson(a.responseBody)}
            </pre>
          ) : (
            <p className="muted">{a.responseStatus == null ? "The endpoint never answered." : "The response had no body."}</p>
          )}
        </div>
      ))}
      <p className="hint">Up to the first 4 KiB of each response is kept.</p>
    </div>
  );
}

/** One delivery in an endpoint's list: its attempts, Redeliver, and its request and response on demand. */
export function Delivery({
  delivery: d,
  place,
  busy,
  onRedeliver,
}: {
  delivery: WebhookDeliveryFieldsFragment;
  place: DeliveryPlace;
  busy: string | null;
  onRedeliver: () => void;
}) {
  const canRedeliver = d.state === "delivered" || d.state === "failed";
  const [open, setOpen] = useState(false);
  return (
    <li className="delivery panel" data-delivery-id={d.id} data-event-id={d.eventId} data-event-type={d.eventType} data-state={d.state}>
      <h3 id={`delivery-${d.id}`}>
        <code>{d.eventType}</code> <span className={`badge badge-${d.state}`}>{deliveryStateWords[d.state]}</span>{" "}
        <span className="muted">
          delivery {d.id}, event {d.eventId}
        </span>
      </h3>
      <p className="muted">
        Queued {formatTime(d.createdAt)}
        {d.completedAt ? ` · over ${formatTime(d.completedAt)}` : ""}
        {d.redeliveredAt ? ` · redelivered ${formatTime(d.redeliveredAt)}` : ""}
        {d.nextAttemptAt ? ` · next attempt ${formatTime(d.nextAttemptAt)}` : ""}
      </p>
      {d.attempts.length === 0 ? (
        <p>No attempt yet.</p>
      ) : (
        <ListTable
          caption={`Attempts of delivery ${d.id}`}
          className="attempts"
          rows={d.attempts}
          rowKey={(a) => String(a.attempt)}
          rowAttributes={(a) => ({ "data-attempt": String(a.attempt), "data-response-status": String(a.responseStatus ?? "none") })}
          columns={[
            {
              header: "Attempt",
              phone: "title",
              cell: (a) => (
                <>
                  <span className="phone-only">Attempt </span>
                  {a.attempt}
                </>
              ),
            },
            { header: "Response", cell: (a) => (a.responseStatus == null ? "No response" : `HTTP ${a.responseStatus}`) },
            { header: "Duration", cell: (a) => `${a.durationMs} ms`, numeric: true },
            { header: "Error", cell: (a) => a.error ?? "—" },
            { header: "Time", cell: (a) => formatTime(a.createdAt) },
          ]}
        />
      )}
      <details className="delivery-exchange" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Request and response</summary>
        {open ? <DeliveryDetail deliveryId={d.id} place={place} attemptCount={d.attemptCount} /> : null}
      </details>
      {canRedeliver ? (
        <button type="button" className="secondary" onClick={onRedeliver} disabled={busy !== null} aria-describedby={`delivery-${d.id}`}>
          {busy === `redeliver:${d.id}` ? "Redelivering…" : "Redeliver"}
        </button>
      ) : null}
    </li>
  );
}
