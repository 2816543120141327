import type { ReactNode } from "react";
import type { CombinedError } from "urql";

export interface ApiErrorView {
  message: string;
  code?: string;
  /** The argument at fault, as the GraphQL schema spells it (destination.accountNumber). */
  param?: string;
}

/** Each error of an answer, with the code and param the API put in its extensions. */
export function apiErrors(error: CombinedError | undefined): ApiErrorView[] {
  if (!error) return [];
  if (error.graphQLErrors.length > 0) {
    return error.graphQLErrors.map((e) => ({
      message: e.message,
      code: typeof e.extensions?.code === "string" ? e.extensions.code : undefined,
      param: typeof e.extensions?.param === "string" ? e.extensions.param : undefined,
    }));
  }
  return [{ message: error.networkError ? `The API could not be reached (${error.networkError.message}).` : error.message, code: "network_error" }];
}

/**
 * A failed read's error box; with `onRetry` (a query's reexecute with network-only, say), a Retry
 * button that asks again.
 */
export function ErrorMessage({ error, title = "Could not load this", onRetry }: { error: CombinedError | undefined; title?: string; onRetry?: () => void }) {
  const errors = apiErrors(error);
  if (errors.length === 0) return null;
  return (
    <div className="error error-box" role="alert">
      <span>
        <strong>{title}:</strong> <ErrorItems errors={errors} />
      </span>
      {onRetry ? (
        <button type="button" className="secondary retry" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** Each error's message and code, one span each, as every error box shows them. */
function ErrorItems({ errors }: { errors: ApiErrorView[] }) {
  return (
    <>
      {errors.map((e, i) => (
        <span key={i}>
          {e.message}
          {e.code ? <code> ({e.code})</code> : null}{" "}
        </span>
      ))}
    </>
  );
}

/**
 * The errors the API named a known field for (by `param`), and the others; the first error of a
 * field is shown next to it, the rest above the form. `fieldOfParam` maps a GraphQL `param`
 * (destination.accountNumber) to the form's field, by table or by function.
 */
export function errorsByField<F extends string>(errors: ApiErrorView[], fieldOfParam: Record<string, F> | ((param: string) => F | undefined)) {
  const byField: Partial<Record<F, string>> = {};
  const rest: ApiErrorView[] = [];
  for (const error of errors) {
    const field = error.param ? (typeof fieldOfParam === "function" ? fieldOfParam(error.param) : fieldOfParam[error.param]) : undefined;
    if (field && !byField[field]) byField[field] = error.message;
    else rest.push(error);
  }
  return { byField, rest };
}

export interface FieldProps {
  id: string;
  name: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A labelled form field (id `${form}-${name}`) with its hint and its error, the control described
 * by both and marked aria-invalid while it has an error (so focus can find the first one).
 */
export function Field({
  form,
  name,
  label,
  error,
  hint,
  control,
}: {
  form: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  control: (props: FieldProps) => ReactNode;
}) {
  const id = `${form}-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " invalid" : ""}`} data-field={name}>
      <label htmlFor={id}>{label}</label>
      {control({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-error-for={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The errors no field took, above a form, after the notice of a submission left unanswered. */
export function FormErrors({ title, errors, notice }: { title: string; errors: ApiErrorView[]; notice?: string | null }) {
  return (
    <>
      {notice ? (
        <div className="warning" role="alert">
          {notice}
        </div>
      ) : null}
      {errors.length > 0 ? (
        <div className="error" role="alert">
          {title}: <ErrorItems errors={errors} />
        </div>
      ) : null}
    </>
  );
}
