// Idempotent submissions, as every form and action of the dashboard sends them
// (docs/api/idempotency.md). Each submission carries one Idempotency-Key. When it ends in a network
// error (no answer: it may or may not have been done), sending the same thing again reuses that
// key, so the API does it at most once; any answer (success or error) ends the submission, and the
// next one gets a new key.
import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { CombinedError } from "urql";

/** A v4 UUID; crypto.randomUUID needs a secure context, which a plain-HTTP deployment is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function" && isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether an error is "no answer" (network), after which a submission may be sent again with its key. */
export function unanswered(error: CombinedError | undefined): boolean {
  return !!error && error.graphQLErrors.length === 0;
}

/**
 * The key for a submission of `input`: the one a network error left unanswered when the same
 * details are sent again, else a new one. `settle` with the result: a result with data, or any
 * answer, ends the submission; no answer (a network error) keeps its key, and `settle` says so.
 */
export function useIdempotencyKeys() {
  // The submission a network error left unanswered: its input and key, reused by a resubmission.
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(input: unknown): string {
      const fingerprint = JSON.stringify(input);
      const key = pending.current?.fingerprint === fingerprint ? pending.current.key : newIdempotencyKey();
      pending.current = { fingerprint, key };
      return key;
    },
    settle(result: { data?: unknown; error?: CombinedError }): boolean {
      const noAnswer = result.data == null && unanswered(result.error);
      if (!noAnswer) pending.current = null;
      return noAnswer;
    },
  };
}

/**
 * Idempotency keys of actions left unanswered, by action ("redeliver:12"): `keyFor` gives the
 * key kept for it or a new one; `settle` forgets it once an answer came.
 */
export function useRetryKeys() {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((action: string) => {
    const key = keys.current.get(action) ?? newIdempotencyKey();
    keys.current.set(action, key);
    return key;
  }, []);
  const settle = useCallback((action: string) => keys.current.delete(action), []);
  return { keyFor, settle };
}

/** What a network error leaves unknown, and what resubmitting does about it. */
export function unansweredNotice(what: string, key: string): string {
  return `The API did not answer, so ${what} may or may not have been done. Submit again with the same details: the same Idempotency-Key (${key}) goes with it, so it is done at most once.`;
}

/**
 * After an attempt that ended in errors (`attempt` counts them), focus the first field at fault in
 * `formRef`, or else the summary above the form when `summaryShown` (it holds an error or notice),
 * so a keyboard or screen-reader user lands on what went wrong.
 */
export function useFocusAfterAttempt(attempt: number, summaryShown: boolean, formRef: RefObject<HTMLFormElement | null>, summaryRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (invalid) invalid.focus();
    else if (summaryShown) summaryRef.current?.focus();
  }, [attempt, summaryShown, formRef, summaryRef]);
}
