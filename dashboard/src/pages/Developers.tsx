// Developers: links to GraphiQL and the REST reference; webhook endpoints (list, create — the
// secret shown once —, delete) for a full-access session (docs/api/events-and-webhooks.md);
// the events, paged and with their payloads, for keys that may read events.
//
// The secret (whsec_…) comes only in createWebhookEndpoint's answer. The mutation is sent with
// client.mutation, not useMutation, so no hook state keeps its answer, and urql's document cache
// keeps no mutation result: the one copy is this page's `created` state, dropped when the panel
// is dismissed (or the page left).
import { useRef, useState, type FormEvent } from "react";
import { useClient, useQuery } from "urql";
import { apiUrl } from "../api";
import { CreateWebhookEndpointMutation, DeleteWebhookEndpointMutation, WebhookEndpointsQuery } from "../documents-developers";
import { ErrorMessage, FormErrors, apiErrors } from "../errors";
import type { WebhookEndpointFieldsFragment } from "../gql/graphql";
import { ListTable } from "../components/ListTable";
import { Link } from "../router";
import { useFormOutcome } from "../form-outcome";
import { unansweredNotice, useIdempotencyKeys } from "../submission";
import { Loading, PageTitle, formatTime, useSession } from "../ui";
import { DevelopersNav, useCanManageWebhooks } from "./DevelopersAccess";
import { EventsFeed } from "./DevelopersEvents";
import { EndpointFields, chosenTypes, endpointFieldOf, type EndpointDraft, type EndpointField } from "./EndpointFields";
import { Confirmation } from "./Confirmation";
import { SecretShownOnce } from "./SecretShownOnce";

export function Developers() {
  const { can } = useSession();
  const canManage = useCanManageWebhooks();
  const readsEvents = can("transfers:read") || can("balances:read") || can("cards:read");
  return (
    <>
      <PageTitle>Developers</PageTitle>
      <DevelopersNav />
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
      {created?.secret ? (
        <SecretShownOnce heading={`Endpoint ${created.id} created: its signing secret`} secret={created.secret} label="signing secret" testId="webhook-secret" onDismiss={dismiss}>
          Keep it where your receiver can read it; it verifies the Service-Signature header of every delivery.
        </SecretShownOnce>
      ) : null}
      {fetching && !data ? <Loading what="webhook endpoints" /> : null}
      <ErrorMessage error={error} title="Could not load the webhook endpoints" onRetry={refresh} />
      {data && endpoints.length === 0 ? <p>No webhook endpoints yet.</p> : null}
      {endpoints.length > 0 ? (
        <ListTable
          caption="Webhook endpoints, newest first"
          className="endpoints"
          rows={endpoints}
          rowKey={(e) => e.id}
          rowAttributes={(e) => ({ "data-endpoint-id": e.id })}
          columns={[
            {
              header: "Endpoint",
              phone: "title",
              cell: (e) => (
                <Link to={`/developers/endpoints/${e.id}`}>
                  <code>{e.id}</code>
                </Link>
              ),
            },
            { header: "URL", cell: (e) => <code className="wrap-anywhere">{e.url}</code> },
            { header: "Event types", cell: (e) => (e.events.includes("*") ? "Every type" : e.events.join(", ")) },
            { header: "Sending", cell: (e) => (e.disabled ? "Off" : "On") },
            { header: "Description", cell: (e) => e.description ?? "—" },
            { header: "Created", cell: (e) => formatTime(e.createdAt), phone: "hide" },
            {
              header: "Actions",
              cell: (e) =>
                deleting === e.id ? (
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
                ),
            },
          ]}
        />
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

function DeleteConfirmation({ endpoint, onCancel, onDeleted }: { endpoint: WebhookEndpointFieldsFragment; onCancel: () => void; onDeleted: () => void }) {
  const client = useClient();
  const run = async () => {
    const result = await client.mutation(DeleteWebhookEndpointMutation, { id: endpoint.id }, { requestPolicy: "network-only" }).toPromise();
    if (!result.data?.deleteWebhookEndpoint?.deleted) return apiErrors(result.error);
    onDeleted();
    return [];
  };
  return (
    <Confirmation labelId={`confirm-${endpoint.id}`} yes="Yes, delete it" busy="Deleting…" failed="The endpoint was not deleted" run={run} onCancel={onCancel}>
      <p id={`confirm-${endpoint.id}`}>Delete this endpoint? Its pending deliveries stop and its secret is erased.</p>
    </Confirmation>
  );
}

const initial: EndpointDraft = { url: "", every: true, types: new Set(), description: "" };

function CreateEndpointForm({ onCreated }: { onCreated: (endpoint: Created) => void }) {
  const client = useClient();
  const [draft, setDraft] = useState<EndpointDraft>(initial);
  const [busy, setBusy] = useState(false);
  const outcome = useFormOutcome<EndpointField>();
  // One key per submission, kept for a resubmission of the same details after a network error.
  const keys = useIdempotencyKeys();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    outcome.clear();
    if (!draft.url.trim()) return outcome.invalid({ url: "Enter the http or https URL to POST events to." });
    if (!draft.every && draft.types.size === 0) return outcome.invalid({ events: "Choose at least one event type, or every type." });
    const input = {
      url: draft.url.trim(),
      events: draft.every ? undefined : chosenTypes(draft.types),
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
    if (noAnswer) outcome.unanswered(unansweredNotice("the endpoint's creation", key));
    else outcome.refused(result.error, endpointFieldOf);
  };

  return (
    <form ref={outcome.formRef} className="create-endpoint" onSubmit={submit} noValidate aria-labelledby="create-endpoint-heading">
      <h3 id="create-endpoint-heading">Add an endpoint</h3>
      <div ref={outcome.summaryRef} tabIndex={-1}>
        <FormErrors title="The endpoint was not created" errors={outcome.formErrors} notice={outcome.notice} />
      </div>
      <EndpointFields form="endpoint" draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} errors={outcome.fieldErrors} />
      <button type="submit" disabled={busy}>
        {busy ? "Creating…" : "Create endpoint"}
      </button>
    </form>
  );
}
