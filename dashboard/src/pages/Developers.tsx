// Developers: links to GraphiQL and the REST reference; webhook endpoints (list, create — the
// secret shown once —, delete) for a full-access session (docs/api/events-and-webhooks.md);
// the events feed for keys that may read events.
//
// The secret (whsec_…) comes only in createWebhookEndpoint's answer. The mutation is sent with
// client.mutation, not useMutation, so no hook state keeps its answer, and urql's document cache
// keeps no mutation result: the one copy is this page's `created` state, dropped when the panel
// is dismissed (or the page left).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useClient, useQuery } from "urql";
import { apiUrl } from "../api";
import { CreateWebhookEndpointMutation, DeleteWebhookEndpointMutation, WebhookEndpointsQuery } from "../documents-developers";
import { ErrorMessage, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import type { EventType, WebhookEndpointFieldsFragment } from "../gql/graphql";
import { Link } from "../router";
import { useFocusAfterAttempt, useIdempotencyKeys } from "../submission";
import { Loading, PageTitle, formatTime, useSession } from "../ui";
import { useCanManageWebhooks } from "./DevelopersEndpoint";
import { EventTypeChoices, EventsFeed, eventTypes, restType } from "./DevelopersEvents";

export function Developers() {
  const { can } = useSession();
  const canManage = useCanManageWebhooks();
  const readsEvents = can("transfers:read") || can("balances:read") || can("cards:read");
  return (
    <>
      <PageTitle>Developers</PageTitle>
      <section className="panel" aria-labelledby="tools-heading">
        <h2 id="tools-heading">API tools</h2>
        <ul>
          <li>
            <a href={apiUrl("/graphql")}>GraphiQL</a>: explore and run the GraphQL API (this dashboard uses nothing else).
          </li>
          <li>
            <a href={apiUrl("/docs")}>REST reference</a>: every REST endpoint, from the OpenAPI document.
          </li>
        </ul>
      </section>
      {canManage ? (
        <WebhookEndpoints />
      ) : (
        <p className="note" data-testid="no-webhooks">
          Webhook endpoints need a session opened with a full-access key (all six scopes); this session&apos;s key is not one.
        </p>
      )}
      {readsEvents ? <EventsFeed /> : <p className="note">This key cannot read events (it needs transfers:read, balances:read or cards:read).</p>}
    </>
  );
}

type Created = WebhookEndpointFieldsFragment & { secret?: string | null };

function WebhookEndpoints() {
  const [{ data, error, fetching }, reexecute] = useQuery({ query: WebhookEndpointsQuery, requestPolicy: "cache-and-network" });
  const [created, setCreated] = useState<Created | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];
  const refresh = () => reexecute({ requestPolicy: "network-only" });
  // Where focus goes when the panel or the confirmation it was in goes away.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dismiss = () => {
    setCreated(null);
    headingRef.current?.focus();
  };

  return (
    <section className="panel webhooks" aria-labelledby="webhooks-heading" data-testid="webhooks">
      <h2 id="webhooks-heading" tabIndex={-1} ref={headingRef}>
        Webhook endpoints
      </h2>
      {created ? <SecretPanel endpoint={created} onDismiss={dismiss} /> : null}
      {fetching && !data ? <Loading what="webhook endpoints" /> : null}
      <ErrorMessage error={error} title="Could not load the webhook endpoints" />
      {data && endpoints.length === 0 ? <p>No webhook endpoints yet.</p> : null}
      {endpoints.length > 0 ? (
        <div className="table-wrap">
          <table className="endpoints">
            <caption className="visually-hidden">Webhook endpoints, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">URL</th>
                <th scope="col">Event types</th>
                <th scope="col">Description</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <tr key={e.id} data-endpoint-id={e.id}>
                  <td>
                    <Link to={`/developers/endpoints/${e.id}`}>
                      <code>{e.id}</code>
                    </Link>
                  </td>
                  <td>
                    <code>{e.url}</code>
                  </td>
                  <td>{e.events.includes("*") ? "all" : e.events.join(", ")}</td>
                  <td>{e.description ?? "—"}</td>
                  <td>{formatTime(e.createdAt)}</td>
                  <td>
                    {deleting === e.id ? (
                      <DeleteConfirmation
                        endpoint={e}
                        onCancel={() => {
                          setDeleting(null);
                          headingRef.current?.focus();
                        }}
                        onDeleted={() => {
                          setDeleting(null);
                          if (created?.id === e.id) setCreated(null);
                          headingRef.current?.focus();
                          refresh();
                        }}
                      />
                    ) : (
                      <button type="button" className="secondary" onClick={() => setDeleting(e.id)} aria-label={`Delete ${e.id}`}>
                        Delete
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <CreateEndpointForm
        onCreated={(endpoint) => {
          setCreated(endpoint);
          refresh();
        }}
      />
    </section>
  );
}

function SecretPanel({ endpoint, onDismiss }: { endpoint: Created; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => ref.current?.focus(), []);
  const clipboard = typeof navigator !== "undefined" && navigator.clipboard && typeof navigator.clipboard.writeText === "function" ? navigator.clipboard : null;
  const copy = async () => {
    if (!clipboard || !endpoint.secret) return;
    try {
      await clipboard.writeText(endpoint.secret);
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("The browser refused to copy: select the secret and copy it yourself.");
    }
  };
  return (
    <div className="secret-panel" role="region" aria-labelledby="secret-heading" tabIndex={-1} ref={ref} data-testid="secret-panel">
      <h3 id="secret-heading">Endpoint {endpoint.id} created: its signing secret</h3>
      <p>
        <strong>It is shown this once and will not be shown again.</strong> Keep it where your receiver can read it; it verifies the
        Service-Signature header of every delivery.
      </p>
      <p>
        <code className="secret" data-testid="webhook-secret">
          {endpoint.secret}
        </code>
      </p>
      <p className="actions">
        {clipboard ? (
          <button type="button" className="secondary" onClick={copy}>
            Copy secret
          </button>
        ) : (
          <span className="hint">This browser offers no clipboard here: select the secret and copy it.</span>
        )}{" "}
        <button type="button" onClick={onDismiss}>
          I have saved it: hide the secret
        </button>
      </p>
      <p role="status" className="hint">
        {copied}
      </p>
    </div>
  );
}

function DeleteConfirmation({ endpoint, onCancel, onDeleted }: { endpoint: WebhookEndpointFieldsFragment; onCancel: () => void; onDeleted: () => void }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const confirm = async () => {
    setBusy(true);
    setErrors([]);
    const result = await client.mutation(DeleteWebhookEndpointMutation, { id: endpoint.id }, { requestPolicy: "network-only" }).toPromise();
    setBusy(false);
    if (result.data?.deleteWebhookEndpoint?.deleted) onDeleted();
    else setErrors(apiErrors(result.error));
  };
  return (
    <div className="confirm" role="group" aria-labelledby={`confirm-${endpoint.id}`} tabIndex={-1} ref={ref}>
      <p id={`confirm-${endpoint.id}`}>Delete this endpoint? Its pending deliveries stop and its secret is erased.</p>
      {errors.length > 0 ? (
        <p className="error" role="alert">
          {errors.map((e) => `${e.message}${e.code ? ` (${e.code})` : ""}`).join(" ")}
        </p>
      ) : null}
      <button type="button" onClick={confirm} disabled={busy}>
        {busy ? "Deleting…" : "Yes, delete it"}
      </button>{" "}
      <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}

interface Draft {
  url: string;
  all: boolean;
  types: Set<EventType>;
  description: string;
}

const initial: Draft = { url: "", all: true, types: new Set(), description: "" };

function CreateEndpointForm({ onCreated }: { onCreated: (endpoint: Created) => void }) {
  const client = useClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<"url" | "events" | "description", string>>>({});
  const [formErrors, setFormErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // One key per submission, kept for a resubmission of the same details after a network error.
  const keys = useIdempotencyKeys();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // After an attempt with errors, the first field at fault, else the summary, takes focus.
  useFocusAfterAttempt(attempt, true, formRef, summaryRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setFormErrors([]);
    setNotice(null);
    if (!draft.url.trim()) {
      setFieldErrors({ url: "Enter the http or https URL to POST events to." });
      setAttempt((n) => n + 1);
      return;
    }
    if (!draft.all && draft.types.size === 0) {
      setFieldErrors({ events: "Choose at least one event type, or every type." });
      setAttempt((n) => n + 1);
      return;
    }
    const input = {
      url: draft.url.trim(),
      events: draft.all ? undefined : eventTypes.filter((t) => draft.types.has(t)).map(restType),
      description: draft.description.trim() || undefined,
    };
    const key = keys.keyFor(input);
    setBusy(true);
    const result = await client.mutation(CreateWebhookEndpointMutation, { input, idempotencyKey: key }, { requestPolicy: "network-only" }).toPromise();
    setBusy(false);
    // No answer (a network error) keeps the key; any answer ends the submission.
    const noAnswer = keys.settle(result);
    const endpoint = result.data?.createWebhookEndpoint;
    if (endpoint) {
      setDraft(initial);
      onCreated(endpoint);
      return;
    }
    if (noAnswer) {
      setNotice(
        `The API did not answer, so the endpoint may or may not have been created. Create it again with the same details: the same idempotency key (${key}) goes with it, so it is created at most once.`,
      );
    } else {
      // Any error about an event type (events, events.2) belongs to the event types' fieldset.
      const { byField, rest } = errorsByField(apiErrors(result.error), (param): "url" | "events" | "description" | undefined =>
        param.startsWith("events") ? "events" : param === "url" || param === "description" ? param : undefined,
      );
      setFieldErrors(byField);
      setFormErrors(rest);
    }
    setAttempt((n) => n + 1);
  };

  const describedBy = (name: string, hint: boolean) => [hint ? `endpoint-${name}-hint` : "", fieldErrors[name as keyof typeof fieldErrors] ? `endpoint-${name}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form ref={formRef} className="create-endpoint" onSubmit={submit} noValidate aria-labelledby="create-endpoint-heading">
      <h3 id="create-endpoint-heading">Add an endpoint</h3>
      <div ref={summaryRef} tabIndex={-1}>
        <FormErrors title="The endpoint was not created" errors={formErrors} notice={notice} />
      </div>
      <div className={`field${fieldErrors.url ? " invalid" : ""}`}>
        <label htmlFor="endpoint-url">URL</label>
        <input
          id="endpoint-url"
          type="url"
          autoComplete="off"
          spellCheck={false}
          value={draft.url}
          onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))}
          aria-invalid={fieldErrors.url ? true : undefined}
          aria-describedby={describedBy("url", true)}
        />
        <p id="endpoint-url-hint" className="hint">
          An http or https URL reaching a public address; events are POSTed to it, signed.
        </p>
        {fieldErrors.url ? (
          <p id="endpoint-url-error" className="field-error">
            {fieldErrors.url}
          </p>
        ) : null}
      </div>
      <fieldset className={fieldErrors.events ? "invalid" : undefined} aria-describedby={fieldErrors.events ? "endpoint-events-error" : undefined}>
        <legend>Event types</legend>
        <div>
          <input
            type="radio"
            id="endpoint-events-all"
            name="endpoint-events"
            checked={draft.all}
            onChange={() => setDraft((d) => ({ ...d, all: true }))}
          />{" "}
          <label htmlFor="endpoint-events-all" className="inline">
            Every type, present and future
          </label>
        </div>
        <div>
          <input
            type="radio"
            id="endpoint-events-some"
            name="endpoint-events"
            checked={!draft.all}
            onChange={() => setDraft((d) => ({ ...d, all: false }))}
            aria-invalid={fieldErrors.events ? true : undefined}
          />{" "}
          <label htmlFor="endpoint-events-some" className="inline">
            Only these:
          </label>
        </div>
        <EventTypeChoices idPrefix="endpoint-type" chosen={draft.types} disabled={draft.all} onChange={(types) => setDraft((d) => ({ ...d, types }))} />
        {fieldErrors.events ? (
          <p id="endpoint-events-error" className="field-error">
            {fieldErrors.events}
          </p>
        ) : null}
      </fieldset>
      <div className={`field${fieldErrors.description ? " invalid" : ""}`}>
        <label htmlFor="endpoint-description">Description (optional)</label>
        <input
          id="endpoint-description"
          type="text"
          autoComplete="off"
          maxLength={255}
          value={draft.description}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          aria-invalid={fieldErrors.description ? true : undefined}
          aria-describedby={describedBy("description", false)}
        />
        {fieldErrors.description ? (
          <p id="endpoint-description-error" className="field-error">
            {fieldErrors.description}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={busy}>
        {busy ? "Creating…" : "Create endpoint"}
      </button>
    </form>
  );
}
