// A webhook endpoint's fields, as the form that creates one (Developers.tsx) and the one that edits
// one (EndpointSettings.tsx) both ask for them: its URL, its event types (every type, or a chosen
// few) and its description, each with the error the API gave for it.
import type { EventType } from "../gql/graphql";
import { Field } from "../errors";
import { EventTypeChoices, eventTypes, restType } from "./DevelopersEvents";

export interface EndpointDraft {
  url: string;
  /** Every type, present and future (["*"]), or only `types`. */
  every: boolean;
  types: Set<EventType>;
  description: string;
}

export type EndpointField = "url" | "events" | "description";

/** The field an API error's param belongs to: any error about an event type (events, events.2) to the types. */
export const endpointFieldOf = (param: string): EndpointField | undefined =>
  param.startsWith("events") ? "events" : param === "url" || param === "description" ? param : undefined;

/** The chosen types as the API spells them (transfer.created), in the order of the list. */
export const chosenTypes = (types: ReadonlySet<EventType>): string[] => eventTypes.filter((t) => types.has(t)).map(restType);

export function EndpointFields({
  form,
  draft,
  onChange,
  errors,
  kept = [],
}: {
  /** The ids' prefix: endpoint-url, endpoint-type-transfer_created, … */
  form: string;
  draft: EndpointDraft;
  onChange: (change: Partial<EndpointDraft>) => void;
  errors: Partial<Record<EndpointField, string>>;
  /** Event types the form has no box for, kept as they are (a real-time authorization request). */
  kept?: string[];
}) {
  return (
    <>
      <Field
        form={form}
        name="url"
        label="URL"
        hint="An http or https URL reaching a public address; events are POSTed to it, signed."
        error={errors.url}
        control={(props) => <input {...props} type="url" autoComplete="off" spellCheck={false} value={draft.url} onChange={(e) => onChange({ url: e.target.value })} />}
      />
      <fieldset className={errors.events ? "invalid" : undefined} aria-describedby={errors.events ? `${form}-events-error` : undefined}>
        <legend>Event types</legend>
        <div>
          <input type="radio" id={`${form}-events-all`} name={`${form}-events`} checked={draft.every} onChange={() => onChange({ every: true })} />{" "}
          <label htmlFor={`${form}-events-all`} className="inline">
            Every type, present and future
          </label>
        </div>
        <div>
          <input
            type="radio"
            id={`${form}-events-some`}
            name={`${form}-events`}
            checked={!draft.every}
            onChange={() => onChange({ every: false })}
            aria-invalid={errors.events ? true : undefined}
          />{" "}
          <label htmlFor={`${form}-events-some`} className="inline">
            Only these:
          </label>
        </div>
        <EventTypeChoices idPrefix={`${form}-type`} chosen={draft.types} disabled={draft.every} onChange={(types) => onChange({ types })} />
        {kept.length > 0 && !draft.every ? <p className="hint">Also kept: {kept.join(", ")}.</p> : null}
        {errors.events ? (
          <p id={`${form}-events-error`} className="field-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <Field
        form={form}
        name="description"
        label="Description (optional)"
        error={errors.description}
        control={(props) => <input {...props} type="text" autoComplete="off" maxLength={255} value={draft.description} onChange={(e) => onChange({ description: e.target.value })} />}
      />
    </>
  );
}
