// A webhook endpoint's changes (updateWebhookEndpoint, rollWebhookEndpointSecret;
// docs/api/events-and-webhooks.md): its URL, event types and description edited in a form, and its
// signing secret rolled, the new one shown once while the old one signs beside it for the hours
// chosen. The API checks every field and its refusals are shown next to the field they name.
import { useState, type FormEvent } from "react";
import { useClient } from "urql";
import { RollWebhookEndpointSecretMutation, UpdateWebhookEndpointMutation } from "../documents-operator";
import { FormErrors } from "../errors";
import { useFormOutcome } from "../form-outcome";
import type { EventType, WebhookEndpointFieldsFragment } from "../gql/graphql";
import { eventTypes, restType } from "./DevelopersEvents";
import { EndpointFields, chosenTypes, endpointFieldOf, type EndpointDraft, type EndpointField } from "./EndpointFields";
import { RollForm } from "./RollForm";

const knownTypes = new Map(eventTypes.map((t) => [restType(t), t]));

/** The endpoint's settings as the form shows them. */
function draftOf(endpoint: WebhookEndpointFieldsFragment): EndpointDraft {
  const types = new Set<EventType>(endpoint.events.flatMap((e) => (knownTypes.has(e) ? [knownTypes.get(e)!] : [])));
  return { url: endpoint.url, every: endpoint.events.includes("*"), types, description: endpoint.description ?? "" };
}

export function EditEndpoint({ endpoint, onSaved, onCancel }: { endpoint: WebhookEndpointFieldsFragment; onSaved: (message: string) => void; onCancel: () => void }) {
  const client = useClient();
  // Types this form has no box for (a real-time authorization endpoint's request) are kept.
  const kept = endpoint.events.filter((e) => e !== "*" && !knownTypes.has(e));
  const [draft, setDraft] = useState(() => draftOf(endpoint));
  const [busy, setBusy] = useState(false);
  const outcome = useFormOutcome<EndpointField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    outcome.clear();
    const input = {
      url: draft.url.trim(),
      events: draft.every ? ["*"] : [...chosenTypes(draft.types), ...kept],
      // An emptied description removes it.
      description: draft.description.trim() || null,
    };
    setBusy(true);
    const result = await client.mutation(UpdateWebhookEndpointMutation, { id: endpoint.id, input }, { requestPolicy: "network-only" }).toPromise();
    setBusy(false);
    if (result.data?.updateWebhookEndpoint) {
      onSaved("Endpoint saved: the next attempts use these settings.");
      return;
    }
    outcome.refused(result.error, endpointFieldOf);
  };

  return (
    <form ref={outcome.formRef} className="action-panel edit-endpoint" onSubmit={submit} noValidate aria-labelledby="edit-endpoint-heading" data-testid="edit-endpoint">
      <h3 id="edit-endpoint-heading">Edit the endpoint</h3>
      <div ref={outcome.summaryRef} tabIndex={-1}>
        <FormErrors title="The endpoint was not saved" errors={outcome.formErrors} />
      </div>
      <EndpointFields form="edit-endpoint" draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} errors={outcome.fieldErrors} kept={kept} />
      <p className="actions">
        <button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save changes"}
        </button>{" "}
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </form>
  );
}

export function RollEndpointSecret({
  endpoint,
  onRolled,
  onCancel,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  onRolled: (secret: string, overlapHours: number) => void;
  onCancel: () => void;
}) {
  const client = useClient();
  return (
    <RollForm
      id="roll-secret"
      heading="Roll the signing secret"
      old="the old secret"
      submitLabel="Roll the secret"
      roll={async (expiresInHours, idempotencyKey) => {
        const result = await client
          .mutation(RollWebhookEndpointSecretMutation, { id: endpoint.id, expiresInHours, idempotencyKey }, { requestPolicy: "network-only" })
          .toPromise();
        const rolled = result.data?.rollWebhookEndpointSecret ?? undefined;
        return { rolled, secret: rolled?.secret, data: result.data, error: result.error };
      }}
      onRolled={(_endpoint, secret, hours) => onRolled(secret, hours)}
      onCancel={onCancel}
    >
      A new secret signs every attempt from now on; it is shown once. The old one signs beside it for the hours you choose, so that your
      receiver can move to the new one without refusing a delivery.
    </RollForm>
  );
}
