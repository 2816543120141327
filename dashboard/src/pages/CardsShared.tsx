// What the Cards pages share: a card's status badge, the fee arithmetic of decisions §5, a labelled
// field with its error, and idempotent submissions as in SendTransfer.tsx (one Idempotency-Key
// per submission; after a network error, the same details again reuse it).
import { useRef, type ReactNode } from "react";
import type { CombinedError } from "urql";
import type { ApiErrorView } from "../errors";
import type { CardStatus } from "../gql/graphql";

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return (
    <span className={`badge badge-card-${status}`} data-status={status}>
      {status}
    </span>
  );
}

/** The top-up fee on `amount` cents at `ratePercent` (1.5 is 1.5 %): ceil(amount × rate), on integers. */
export function topupFee(amount: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((amount * basisPoints + 9_999) / 10_000);
}

/** A v4 UUID; crypto.randomUUID needs a secure context, which a plain-HTTP deployment is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function" && isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for a submission of `input`: the one a network error left unanswered when the same
 * details are sent again, else a new one. `settle` after the answer: any answer ends the
 * submission; no answer (a network error) keeps its key.
 */
export function useIdempotencyKeys() {
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(input: unknown): string {
      const fingerprint = JSON.stringify(input);
      const key = pending.current?.fingerprint === fingerprint ? pending.current.key : newIdempotencyKey();
      pending.current = { fingerprint, key };
      return key;
    },
    settle(error: CombinedError | undefined): boolean {
      const unanswered = !!error && error.graphQLErrors.length === 0;
      if (!unanswered) pending.current = null;
      return unanswered;
    },
  };
}

/** The errors the API named a known field for (by `param`), and the others. */
export function errorsByField<F extends string>(errors: ApiErrorView[], fieldOfParam: Record<string, F>) {
  const byField: Partial<Record<F, string>> = {};
  const rest: ApiErrorView[] = [];
  for (const error of errors) {
    const field = error.param ? fieldOfParam[error.param] : undefined;
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

/** The errors no field took, above a form. */
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
          {title}:{" "}
          {errors.map((e, i) => (
            <span key={i}>
              {e.message}
              {e.code ? <code> ({e.code})</code> : null}{" "}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** What a network error leaves unknown, and what resubmitting does about it. */
export function unansweredNotice(what: string, key: string): string {
  return `The API did not answer, so ${what} may or may not have been done. Submit again with the same details: the same Idempotency-Key (${key}) goes with it, so it is done at most once.`;
}
