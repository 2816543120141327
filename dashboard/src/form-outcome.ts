// What a form shows after a submission that did not go through (the operator's forms: an API key, a
// webhook endpoint): each error next to the field it names, the others above the form, or the
// notice that the API did not answer; then the first field at fault, else the summary, takes focus.
import { useRef, useState } from "react";
import type { CombinedError } from "urql";
import { apiErrors, errorsByField, type ApiErrorView } from "./errors";
import { useFocusAfterAttempt } from "./submission";

export function useFormOutcome<F extends string>() {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [formErrors, setFormErrors] = useState<ApiErrorView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusAfterAttempt(attempt, true, formRef, summaryRef);
  const focusAgain = () => setAttempt((n) => n + 1);
  return {
    fieldErrors,
    formErrors,
    notice,
    formRef,
    summaryRef,
    /** Before a submission: nothing left from the last one. */
    clear() {
      setFieldErrors({});
      setFormErrors([]);
      setNotice(null);
    },
    /** What the form found wrong before sending anything. */
    invalid(errors: Partial<Record<F, string>>) {
      setFieldErrors(errors);
      focusAgain();
    },
    /** The API's refusal: each error the API named a field of (`fieldOf` its param) beside that field. */
    refused(error: CombinedError | undefined, fieldOf: (param: string) => F | undefined) {
      const { byField, rest } = errorsByField(apiErrors(error), fieldOf);
      setFieldErrors(byField);
      setFormErrors(rest);
      focusAgain();
    },
    /** No answer (a network error): what is not known, and how to send it again safely. */
    unanswered(text: string) {
      setNotice(text);
      focusAgain();
    },
  };
}
