// One webhook endpoint (/developers/endpoints/we_…): its settings (edit, turn sending off and on,
// roll the signing secret: EndpointSettings.tsx), and its deliveries, newest first, each with its
// attempts, next retry and, on demand, its request and response (DeliveryDetail.tsx), filtered
// by state and paged by cursor (Newer / Older); "Redeliver" on a delivered or failed one and "Send
// test event" on the endpoint. Nothing on the event stream says that a delivery was attempted, so
// the page reads the page shown again every two seconds while it is open.
//
// Both actions carry an idempotency key (docs/api/idempotency.md), as the send form does: one per
// click; when a click ends in a network error (no answer: done or not, unknown), clicking the same
// action again reuses its key, so it happens at most once; any answer ends it.
import { useEffect, useMemo, useRef, useState } from "react";
import { useClient, useQuery, type CombinedError } from "urql";
import { Notice, useNotice } from "../components/Notice";
import { RedeliverWebhookDeliveryMutation, SendTestWebhookEventMutation, WebhookEndpointQuery } from "../documents-developers";
import { UpdateWebhookEndpointMutation } from "../documents-operator";
import { ErrorMessage } from "../errors";
import type { DashboardWebhookEndpointQuery, WebhookDeliveryFieldsFragment, WebhookDeliveryState } from "../gql/graphql";
import { Link } from "../router";
import { unanswered, useRetryKeys } from "../submission";
import { Loading, PageTitle, Pager, formatTime, pageVariables, type Page } from "../ui";
import { Delivery, deliveryStateWords } from "./DeliveryDetail";
import { DevelopersNav, useCanManageWebhooks } from "./DevelopersAccess";
import { EditEndpoint, RollEndpointSecret } from "./EndpointSettings";
import { SecretShownOnce } from "./SecretShownOnce";

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
  const variables = useMemo(() => ({ id, states: state ? [state] : undefined, ...pageVariables(page, pageSize) }), [id, state, page]);
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
  const [panel, setPanel] = useState<"edit" | "roll" | null>(null);
  const [secret, setSecret] = useState<{ value: string; hours: number } | null>(null);
  const { notice, show, clear } = useNotice();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
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

  const refresh = () => reexecute({ requestPolicy: "network-only" });
  const closePanel = () => {
    setPanel(null);
    headingRef.current?.focus();
  };
  const run = async (action: string, label: string, send: (idempotencyKey: string) => Promise<{ error?: CombinedError; done: boolean }>) => {
    setBusy(action);
    setOutcome(null);
    const key = keyFor(action);
    const result = await send(key);
    setBusy(null);
    if (result.done) {
      settle(action);
      setOutcome({ action, message: `${label}: done.` });
      refresh();
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
  const setDisabled = async (disabled: boolean) => {
    setBusy("disable");
    setOutcome(null);
    const result = await client.mutation(UpdateWebhookEndpointMutation, { id, input: { disabled } }, { requestPolicy: "network-only" }).toPromise();
    setBusy(null);
    if (result.data?.updateWebhookEndpoint) {
      show("success", disabled ? "Sending turned off: nothing is sent to the endpoint, and its pending deliveries wait." : "Sending turned on: waiting deliveries are attempted now.");
      refresh();
    } else setOutcome({ action: "disable", error: result.error });
  };

  const endpoint: Endpoint | undefined = data?.node?.__typename === "WebhookEndpoint" ? data.node : undefined;
  const edges = endpoint?.deliveries.edges ?? [];
  const cursors = edges.map((e) => e.cursor);
  const pageInfo = endpoint?.deliveries.pageInfo;

  return (
    <>
      <PageTitle>Webhook endpoint</PageTitle>
      <DevelopersNav />
      <Notice notice={notice} onDismiss={clear} />
      {fetching && !data ? <Loading what="the endpoint" /> : null}
      {!endpoint ? <ErrorMessage error={error} title="Could not load the endpoint" onRetry={refresh} /> : null}
      {data && !endpoint && !error ? <p>There is no such endpoint.</p> : null}
      {endpoint ? (
        <>
          {secret ? (
            <SecretShownOnce
              heading={`Endpoint ${endpoint.id}: its new signing secret`}
              secret={secret.value}
              label="signing secret"
              testId="webhook-secret"
              level={2}
              onDismiss={() => {
                setSecret(null);
                headingRef.current?.focus();
              }}
            >
              Give it to your receiver: it verifies the Service-Signature header of every delivery.
              {secret.hours === 0 ? " The old secret no longer signs." : ` The old secret signs beside it for ${secret.hours} more hour${secret.hours === 1 ? "" : "s"}.`}
            </SecretShownOnce>
          ) : null}
          <section className="panel" aria-labelledby="endpoint-heading" data-disabled={endpoint.disabled}>
            <h2 id="endpoint-heading" tabIndex={-1} ref={headingRef}>
              <code>{endpoint.id}</code>{" "}
              <span className={`badge ${endpoint.disabled ? "badge-abandoned" : "badge-delivered"}`} data-testid="endpoint-state">
                {endpoint.disabled ? "Sending off" : "Sending on"}
              </span>
            </h2>
            <dl className="facts">
              <dt>URL</dt>
              <dd>
                <code data-testid="endpoint-url">{endpoint.url}</code>
              </dd>
              <dt>Event types</dt>
              <dd data-testid="endpoint-events">{endpoint.events.includes("*") ? "Every type, present and future" : endpoint.events.join(", ")}</dd>
              <dt>Description</dt>
              <dd data-testid="endpoint-description">{endpoint.description ?? "—"}</dd>
              <dt>Created</dt>
              <dd>{formatTime(endpoint.createdAt)}</dd>
              {endpoint.previousSecretExpiresAt ? (
                <>
                  <dt>Previous secret</dt>
                  <dd>Signs beside the current one until {formatTime(endpoint.previousSecretExpiresAt)}</dd>
                </>
              ) : null}
            </dl>
            {endpoint.disabled ? <p className="warning">Sending is off: no new events are queued for this endpoint, and its pending deliveries wait.</p> : null}
            <p className="actions endpoint-actions">
              <button type="button" className="secondary" onClick={() => setPanel(panel === "edit" ? null : "edit")} aria-expanded={panel === "edit"}>
                Edit
              </button>{" "}
              <button type="button" className="secondary" onClick={() => void setDisabled(!endpoint.disabled)} disabled={busy !== null}>
                {endpoint.disabled ? "Turn sending on" : "Turn sending off"}
              </button>{" "}
              <button type="button" className="secondary" onClick={() => setPanel(panel === "roll" ? null : "roll")} aria-expanded={panel === "roll"}>
                Roll secret
              </button>{" "}
              <button type="button" onClick={sendTest} disabled={busy !== null}>
                {busy === "test" ? "Sending…" : "Send test event"}
              </button>
            </p>
            <p className="hint">A test event goes to this endpoint alone, signed like any other; it is not an event of the account.</p>
            {panel === "edit" ? (
              <EditEndpoint
                endpoint={endpoint}
                onCancel={closePanel}
                onSaved={(message) => {
                  closePanel();
                  show("success", message);
                  refresh();
                }}
              />
            ) : null}
            {panel === "roll" ? (
              <RollEndpointSecret
                endpoint={endpoint}
                onCancel={closePanel}
                onRolled={(value, hours) => {
                  setPanel(null);
                  setSecret({ value, hours });
                  refresh();
                }}
              />
            ) : null}
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
                    {deliveryStateWords[s]}
                  </option>
                ))}
              </select>
            </div>
            <p className="hint">Newest first, {pageSize} a page; the page shown is read again every two seconds while this page is open.</p>
            {error ? <ErrorMessage error={error} title="Could not read the deliveries again" onRetry={refresh} /> : null}
            {edges.length === 0 ? <p>No deliveries{state ? ` ${state}` : " yet"}.</p> : null}
            <ol className="deliveries">
              {edges.map(({ node: d }, index) => (
                <Delivery
                  key={d.id}
                  delivery={d}
                  place={{ endpointId: id, states: variables.states, page, cursors, index }}
                  busy={busy}
                  onRedeliver={() => redeliver(d)}
                />
              ))}
            </ol>
            {pageInfo ? <Pager label="Pages of deliveries" pageInfo={pageInfo} onPage={setPage} /> : null}
          </section>
        </>
      ) : null}
    </>
  );
}
