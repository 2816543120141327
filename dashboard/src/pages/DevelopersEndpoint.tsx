// One webhook endpoint (/developers/endpoints/we_…): its deliveries, newest first, each with its
// attempts and next retry, filtered by state and paged by cursor (Newer / Older); "Redeliver" on
// a delivered or failed one and "Send test event" on the endpoint. Nothing on the event stream
// says that a delivery was attempted, so the page reads the page shown again every two seconds
// while it is open.
//
// Both actions carry an idempotency key (docs/api/idempotency.md), as the send form does: one per
// click; when a click ends in a network error (no answer: done or not, unknown), clicking the same
// action again reuses its key, so it happens at most once; any answer ends it.
import { useEffect, useMemo, useRef, useState } from "react";
import { useClient, useQuery, type CombinedError } from "urql";
import { RedeliverWebhookDeliveryMutation, SendTestWebhookEventMutation, WebhookEndpointQuery } from "../documents-developers";
import { ErrorMessage } from "../errors";
import type { DashboardWebhookEndpointQuery, WebhookDeliveryFieldsFragment, WebhookDeliveryState } from "../gql/graphql";
import { Link } from "../router";
import { unanswered, useRetryKeys } from "../submission";
import { Loading, PageTitle, Pager, formatTime, pageVariables, useSession, type Page } from "../ui";

const everyScope = ["balances:read", "transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"];

/**
 * Whether the caller may manage webhook endpoints (docs/api/events-and-webhooks.md): a key holding
 * a :write scope, or a full-access session (all six scopes), as the dashboard's session is when
 * it was opened with a full-access key.
 */
export function useCanManageWebhooks(): boolean {
  const { viewer } = useSession();
  if (viewer.credential === "session_token") return everyScope.every((scope) => viewer.scopes.includes(scope));
  return viewer.scopes.some((scope) => scope.endsWith(":write"));
}

const states: WebhookDeliveryState[] = ["pending", "delivered", "failed", "abandoned"];
const pageSize = 20;
const pollMs = 2_000;

type Endpoint = Extract<NonNullable<DashboardWebhookEndpointQuery["node"]>, { __typename: "WebhookEndpoint" }>;

interface Outcome {
  action: string;
  message?: string;
  error?: CombinedError;
}

export function DevelopersEndpoint({ id }: { id: string }) {
  const canManage = useCanManageWebhooks();
  const [state, setState] = useState<WebhookDeliveryState | "">("");
  const [page, setPage] = useState<Page>({});
  const variables = useMemo(
    () => ({ id, states: state ? [state] : undefined, ...pageVariables(page, pageSize) }),
    [id, state, page],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: WebhookEndpointQuery,
    variables,
    requestPolicy: "network-only",
    pause: !canManage,
  });
  useEffect(() => {
    if (!canManage) return;
    const timer = setInterval(() => reexecute({ requestPolicy: "network-only" }), pollMs);
    return () => clearInterval(timer);
  }, [canManage, reexecute]);

  const client = useClient();
  const { keyFor, settle } = useRetryKeys();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (!canManage) {
    return (
      <>
        <PageTitle>Webhook endpoint</PageTitle>
        <p className="note">This session cannot manage webhook endpoints: they need a session opened with a full-access key (all six scopes).</p>
        <p>
          <Link to="/developers">← Developers</Link>
        </p>
      </>
    );
  }

  const run = async (action: string, label: string, send: (idempotencyKey: string) => Promise<{ error?: CombinedError; done: boolean }>) => {
    setBusy(action);
    setOutcome(null);
    const key = keyFor(action);
    const result = await send(key);
    setBusy(null);
    if (result.done) {
      settle(action);
      setOutcome({ action, message: `${label}: done.` });
      reexecute({ requestPolicy: "network-only" });
    } else if (unanswered(result.error)) {
      setOutcome({
        action,
        message: `${label}: the API did not answer, so it may or may not have been done. Try again: the same idempotency key (${key}) goes with it, so it happens at most once.`,
      });
    } else {
      settle(action);
      setOutcome({ action, error: result.error });
    }
  };
  const sendTest = () =>
    run("test", "Test event sent", async (idempotencyKey) => {
      const result = await client.mutation(SendTestWebhookEventMutation, { endpointId: id, idempotencyKey }, { requestPolicy: "network-only" }).toPromise();
      return { error: result.error, done: !!result.data?.sendTestWebhookEvent };
    });
  const redeliver = (delivery: WebhookDeliveryFieldsFragment) =>
    run(`redeliver:${delivery.id}`, `Delivery ${delivery.id} redelivered`, async (idempotencyKey) => {
      const result = await client.mutation(RedeliverWebhookDeliveryMutation, { id: delivery.id, idempotencyKey }, { requestPolicy: "network-only" }).toPromise();
      return { error: result.error, done: !!result.data?.redeliverWebhookDelivery };
    });

  const endpoint: Endpoint | undefined = data?.node?.__typename === "WebhookEndpoint" ? data.node : undefined;
  const deliveries = endpoint?.deliveries.edges.map((e) => e.node) ?? [];
  const pageInfo = endpoint?.deliveries.pageInfo;

  return (
    <>
      <PageTitle>Webhook endpoint</PageTitle>
      <p>
        <Link to="/developers">← Developers</Link>
      </p>
      {fetching && !data ? <Loading what="the endpoint" /> : null}
      {!endpoint ? <ErrorMessage error={error} title="Could not load the endpoint" /> : null}
      {data && !endpoint && !error ? <p>There is no such endpoint.</p> : null}
      {endpoint ? (
        <>
          <section className="panel" aria-labelledby="endpoint-heading">
            <h2 id="endpoint-heading">
              <code>{endpoint.id}</code>
            </h2>
            <dl className="facts">
              <dt>URL</dt>
              <dd>
                <code data-testid="endpoint-url">{endpoint.url}</code>
              </dd>
              <dt>Event types</dt>
              <dd>{endpoint.events.includes("*") ? "Every type, present and future" : endpoint.events.join(", ")}</dd>
              <dt>Description</dt>
              <dd>{endpoint.description ?? "—"}</dd>
              <dt>Created</dt>
              <dd>{formatTime(endpoint.createdAt)}</dd>
            </dl>
            <p>
              <button type="button" onClick={sendTest} disabled={busy !== null}>
                {busy === "test" ? "Sending…" : "Send test event"}
              </button>
            </p>
            <p className="hint">A webhook_endpoint.test event goes to this endpoint alone, signed like any other; it is not an event of the account.</p>
          </section>
          <div ref={outcomeRef} tabIndex={-1} className="outcome">
            {outcome?.message ? (
              <p className={outcome.message.includes("did not answer") ? "warning" : "success"} role="status">
                {outcome.message}
              </p>
            ) : null}
            {outcome?.error ? <ErrorMessage error={outcome.error} title="Not done" /> : null}
          </div>
          <section className="panel" aria-labelledby="deliveries-heading">
            <h2 id="deliveries-heading" data-testid="deliveries-heading">
              {endpoint.deliveries.totalCount} {endpoint.deliveries.totalCount === 1 ? "delivery" : "deliveries"}
              {state ? ` ${state}` : ""}
            </h2>
            <div className="field">
              <label htmlFor="delivery-state">State</label>
              <select
                id="delivery-state"
                value={state}
                onChange={(e) => {
                  setState(e.target.value as WebhookDeliveryState | "");
                  setPage({});
                }}
              >
                <option value="">Any</option>
                {states.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <p className="hint">Newest first, {pageSize} a page; the page shown is read again every two seconds while this page is open.</p>
            {error ? <ErrorMessage error={error} title="Could not read the deliveries again" /> : null}
            {deliveries.length === 0 ? <p>No deliveries{state ? ` ${state}` : " yet"}.</p> : null}
            <ol className="deliveries">
              {deliveries.map((d) => (
                <Delivery key={d.id} delivery={d} busy={busy} onRedeliver={() => redeliver(d)} />
              ))}
            </ol>
            {pageInfo ? <Pager label="Pages of deliveries" pageInfo={pageInfo} onPage={setPage} /> : null}
          </section>
        </>
      ) : null}
    </>
  );
}

function Delivery({ delivery: d, busy, onRedeliver }: { delivery: WebhookDeliveryFieldsFragment; busy: string | null; onRedeliver: () => void }) {
  const canRedeliver = d.state === "delivered" || d.state === "failed";
  return (
    <li className="delivery panel" data-delivery-id={d.id} data-event-id={d.eventId} data-event-type={d.eventType} data-state={d.state}>
      <h3 id={`delivery-${d.id}`}>
        <code>{d.eventType}</code> <span className={`badge badge-${d.state}`}>{d.state}</span>{" "}
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
        <table className="attempts">
          <caption className="visually-hidden">Attempts of delivery {d.id}</caption>
          <thead>
            <tr>
              <th scope="col">Attempt</th>
              <th scope="col">Response</th>
              <th scope="col" className="num">
                Duration
              </th>
              <th scope="col">Error</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {d.attempts.map((a) => (
              <tr key={a.attempt} data-attempt={a.attempt} data-response-status={a.responseStatus ?? "none"}>
                <td>{a.attempt}</td>
                <td>{a.responseStatus ?? "no answer"}</td>
                <td className="num">{a.durationMs} ms</td>
                <td>{a.error ?? "—"}</td>
                <td>{formatTime(a.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canRedeliver ? (
        <button type="button" className="secondary" onClick={onRedeliver} disabled={busy !== null} aria-describedby={`delivery-${d.id}`}>
          {busy === `redeliver:${d.id}` ? "Redelivering…" : "Redeliver"}
        </button>
      ) : null}
    </li>
  );
}
