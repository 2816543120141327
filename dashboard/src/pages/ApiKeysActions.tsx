// What the API keys page does to keys: create a restricted one, roll one (RollForm.tsx), revoke
// one. Creating and rolling carry an idempotency key (docs/api/idempotency.md): a submission left
// unanswered by the network is sent again with the same key, so the key is made at most once. The
// API checks every field; its refusals are shown next to the field they name, in its words.
import { useState, type FormEvent } from "react";
import { useClient } from "urql";
import { CreateApiKeyMutation, RevokeApiKeyMutation, RollApiKeyMutation } from "../documents-operator";
import { Field, FormErrors, apiErrors } from "../errors";
import { useFormOutcome } from "../form-outcome";
import type { ApiKeyFieldsFragment } from "../gql/graphql";
import { unansweredNotice, useIdempotencyKeys } from "../submission";
import { scopeWords } from "./DevelopersAccess";
import { Confirmation } from "./Confirmation";
import { RollForm } from "./RollForm";

export interface IssuedKey {
  key: ApiKeyFieldsFragment;
  secret: string;
  /** The prefix of the key it replaces, when it was rolled. */
  rolledFrom?: string;
  /** How many hours the replaced key works on. */
  overlapHours?: number;
}

type CreateField = "scopes" | "description" | "expiresAt";
const createFieldOf = (param: string): CreateField | undefined =>
  param.startsWith("scopes") ? "scopes" : param === "description" || param === "expiresAt" ? param : undefined;

export function CreateApiKeyForm({ onCreated }: { onCreated: (issued: IssuedKey) => void }) {
  const client = useClient();
  const [scopes, setScopes] = useState<Set<string>>(new Set());
  const [description, setDescription] = useState("");
  const [expires, setExpires] = useState("");
  const [busy, setBusy] = useState(false);
  const outcome = useFormOutcome<CreateField>();
  const { fieldErrors } = outcome;
  const keys = useIdempotencyKeys();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    outcome.clear();
    const input = {
      scopes: scopeWords.map(([scope]) => scope).filter((scope) => scopes.has(scope)),
      description: description.trim() || undefined,
      // A local date and time, as the browser's picker gives it, sent as the instant it names.
      expiresAt: expires ? new Date(expires).toISOString() : undefined,
    };
    const idempotencyKey = keys.keyFor(input);
    setBusy(true);
    const result = await client.mutation(CreateApiKeyMutation, { input, idempotencyKey }, { requestPolicy: "network-only" }).toPromise();
    setBusy(false);
    const noAnswer = keys.settle(result);
    const created = result.data?.createApiKey;
    if (created?.secret) {
      setScopes(new Set());
      setDescription("");
      setExpires("");
      onCreated({ key: created, secret: created.secret });
      return;
    }
    if (noAnswer) outcome.unanswered(unansweredNotice("the key's creation", idempotencyKey));
    else outcome.refused(result.error, createFieldOf);
  };

  const toggle = (scope: string, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  return (
    <form ref={outcome.formRef} className="panel create-key" onSubmit={submit} noValidate aria-labelledby="create-key-heading">
      <h2 id="create-key-heading">Create a restricted key</h2>
      <p className="hint">A key that may do only what your system needs. Its secret is shown once, when it is created.</p>
      <div ref={outcome.summaryRef} tabIndex={-1}>
        <FormErrors title="The key was not created" errors={outcome.formErrors} notice={outcome.notice} />
      </div>
      <fieldset className={fieldErrors.scopes ? "invalid" : undefined} aria-describedby={fieldErrors.scopes ? "key-scopes-error" : undefined}>
        <legend>What the key may do</legend>
        <ul className="choices">
          {scopeWords.map(([scope, words], i) => (
            <li key={scope}>
              <input
                type="checkbox"
                id={`key-scope-${scope.replace(":", "-")}`}
                checked={scopes.has(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
                aria-invalid={i === 0 && fieldErrors.scopes ? true : undefined}
              />{" "}
              <label htmlFor={`key-scope-${scope.replace(":", "-")}`} className="inline">
                {words}
              </label>{" "}
              <code className="muted">{scope}</code>
            </li>
          ))}
        </ul>
        {fieldErrors.scopes ? (
          <p id="key-scopes-error" className="field-error">
            {fieldErrors.scopes}
          </p>
        ) : null}
      </fieldset>
      <Field
        form="key"
        name="description"
        label="Description (optional)"
        hint="What uses the key, so that you know which one to roll or revoke later."
        error={fieldErrors.description}
        control={(props) => <input {...props} type="text" autoComplete="off" maxLength={255} value={description} onChange={(e) => setDescription(e.target.value)} />}
      />
      <Field
        form="key"
        name="expiresAt"
        label="Expires (optional)"
        hint="Your local date and time; leave it empty for a key that does not expire."
        error={fieldErrors.expiresAt}
        control={(props) => <input {...props} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />}
      />
      <button type="submit" disabled={busy}>
        {busy ? "Creating…" : "Create key"}
      </button>
    </form>
  );
}

export function RollKey({ apiKey, onCancel, onRolled }: { apiKey: ApiKeyFieldsFragment; onCancel: () => void; onRolled: (issued: IssuedKey) => void }) {
  const client = useClient();
  return (
    <RollForm
      id="roll-key"
      heading={`Roll key ${apiKey.prefix}…`}
      old="the old key"
      submitLabel="Roll the key"
      roll={async (expiresInHours, idempotencyKey) => {
        const result = await client.mutation(RollApiKeyMutation, { id: apiKey.id, expiresInHours, idempotencyKey }, { requestPolicy: "network-only" }).toPromise();
        const rolled = result.data?.rollApiKey ?? undefined;
        return { rolled, secret: rolled?.secret, data: result.data, error: result.error };
      }}
      onRolled={(key, secret, overlapHours) => onRolled({ key, secret, rolledFrom: apiKey.prefix, overlapHours })}
      onCancel={onCancel}
    >
      A new key replaces it, with the same access and description; its secret is shown once. The old key keeps working for the hours you
      choose, so that your systems can move to the new one.
    </RollForm>
  );
}

export function RevokeKey({
  apiKey,
  isSessionKey,
  onCancel,
  onRevoked,
}: {
  apiKey: ApiKeyFieldsFragment;
  isSessionKey: boolean;
  onCancel: () => void;
  onRevoked: () => void;
}) {
  const client = useClient();
  const run = async () => {
    const result = await client.mutation(RevokeApiKeyMutation, { id: apiKey.id }, { requestPolicy: "network-only" }).toPromise();
    if (!result.data?.revokeApiKey?.revokedAt) return apiErrors(result.error);
    onRevoked();
    return [];
  };
  return (
    <Confirmation
      labelId="revoke-heading"
      className="action-panel confirm"
      testId="revoke-key"
      yes="Yes, revoke it"
      busy="Revoking…"
      failed="The key was not revoked"
      run={run}
      onCancel={onCancel}
    >
      <h3 id="revoke-heading">Revoke key {apiKey.prefix}…?</h3>
      <p>Every request made with it is refused from now on. This cannot be undone: a revoked key never works again.</p>
      {isSessionKey ? <p className="warning">This session was opened with this key: revoking it signs you out of the dashboard.</p> : null}
    </Confirmation>
  );
}
