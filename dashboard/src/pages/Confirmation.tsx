// "Are you sure?" before what cannot be undone (deleting a webhook endpoint, revoking an API key):
// it takes focus when it opens, runs the action on "Yes", shows the API's refusal in its words,
// and offers Cancel until the action has answered.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormErrors, type ApiErrorView } from "../errors";

export function Confirmation({
  labelId,
  className = "confirm",
  testId,
  children,
  yes,
  busy: busyLabel,
  failed,
  run,
  onCancel,
}: {
  /** The id of the element (inside `children`) that asks the question. */
  labelId: string;
  className?: string;
  testId?: string;
  children: ReactNode;
  /** "Yes, delete it", and what it says while the action runs. */
  yes: string;
  busy: string;
  /** The title of the errors when the action was refused: "The key was not revoked". */
  failed: string;
  /** Runs the action: the errors when it did not happen, none when it did. */
  run: () => Promise<ApiErrorView[]>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const confirm = async () => {
    setBusy(true);
    setErrors([]);
    const refused = await run();
    setBusy(false);
    setErrors(refused);
  };
  return (
    <div ref={ref} tabIndex={-1} className={className} role="group" aria-labelledby={labelId} data-testid={testId}>
      {children}
      <FormErrors title={failed} errors={errors} />
      <p className="actions">
        <button type="button" className="danger" onClick={confirm} disabled={busy}>
          {busy ? busyLabel : yes}
        </button>{" "}
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </div>
  );
}
