// Rolling a secret (an API key's, a webhook endpoint's signing secret): a new one replaces it, shown
// once, while the old one works on for the hours chosen, 0 to 168, 24 unless changed (both the
// API's rules; the API checks them and its refusal is shown next to the hours). The roll carries
// an idempotency key: sent again after a network error with the same hours, it happens at most once.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { CombinedError } from "urql";
import { Field, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import { unansweredNotice, useIdempotencyKeys } from "../submission";

/** The overlap the form starts with: the API's default. */
export const defaultOverlapHours = "24";

/** A whole number of hours from an input, or null when it is not one (the API could not be sent it). */
export function wholeHours(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

export interface RollResult<T> {
  /** What the API answered, with the new secret; undefined when it refused or did not answer. */
  rolled?: T;
  secret?: string | null;
  data?: unknown;
  error?: CombinedError;
}

export function RollForm<T>({
  id,
  heading,
  children,
  old,
  submitLabel,
  roll,
  onRolled,
  onCancel,
}: {
  /** The form's test id and its fields' prefix. */
  id: string;
  heading: string;
  /** What rolling does, in a sentence or two. */
  children: ReactNode;
  /** What keeps working meanwhile: "the old key", "the old secret". */
  old: string;
  submitLabel: string;
  roll: (expiresInHours: number, idempotencyKey: string) => Promise<RollResult<T>>;
  onRolled: (rolled: T, secret: string, overlapHours: number) => void;
  onCancel: () => void;
}) {
  const [hours, setHours] = useState(defaultOverlapHours);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFormErrors([]);
    setNotice(null);
    const expiresInHours = wholeHours(hours);
    if (expiresInHours === null) {
      setError(`Enter a whole number of hours, such as 24; 0 stops ${old} at once.`);
      return;
    }
    const idempotencyKey = keys.keyFor({ expiresInHours });
    setBusy(true);
    const result = await roll(expiresInHours, idempotencyKey);
    setBusy(false);
    const noAnswer = keys.settle(result);
    if (result.rolled && result.secret) {
      onRolled(result.rolled, result.secret, expiresInHours);
      return;
    }
    if (noAnswer) setNotice(unansweredNotice("the roll", idempotencyKey));
    else {
      const { byField, rest } = errorsByField(apiErrors(result.error), { expiresInHours: "hours" as const });
      setError(byField.hours ?? null);
      setFormErrors(rest);
    }
  };

  return (
    <form ref={ref} tabIndex={-1} className="action-panel" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid={id}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p>{children}</p>
      <FormErrors title="Nothing was rolled" errors={formErrors} notice={notice} />
      <Field
        form={id}
        name="hours"
        label={`Hours ${old} keeps working`}
        hint={`0 to 168 (a week); 0 stops ${old} at once.`}
        error={error ?? undefined}
        control={(props) => <input {...props} type="number" inputMode="numeric" min={0} max={168} step={1} value={hours} onChange={(e) => setHours(e.target.value)} />}
      />
      <p className="actions">
        <button type="submit" disabled={busy}>
          {busy ? "Rolling…" : submitLabel}
        </button>{" "}
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </form>
  );
}
