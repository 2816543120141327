// A secret the API shows once (a new API key's, a webhook endpoint's signing secret): in a panel
// that takes focus, with a copy button and the warning that it will not be shown again. The one
// copy is the caller's state, dropped on "I have saved it" (or when the page is left): the
// mutation that answered it was sent with client.mutation, so no hook and no cache keeps it.
import { useEffect, useRef, type ReactNode } from "react";
import { CopyButton } from "../components/CopyButton";

export function SecretShownOnce({
  heading,
  secret,
  label,
  testId,
  children,
  onDismiss,
  level = 3,
}: {
  heading: string;
  /** The heading's level where the panel stands: 2 directly under the page's title. */
  level?: 2 | 3;
  secret: string;
  /** What the copy button copies, for assistive technology ("signing secret"). */
  label: string;
  /** data-testid of the secret itself. */
  testId: string;
  /** What the secret is for, after the warning. */
  children: ReactNode;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="secret-panel" role="region" aria-labelledby="secret-heading" tabIndex={-1} ref={ref} data-testid="secret-panel">
      <Heading id="secret-heading">{heading}</Heading>
      <p>
        <strong>It is shown this once and will not be shown again.</strong> {children}
      </p>
      <p className="secret-line">
        <code className="secret" data-testid={testId}>
          {secret}
        </code>{" "}
        <CopyButton value={secret} label={label} />
      </p>
      <p className="actions">
        <button type="button" onClick={onDismiss}>
          I have saved it: hide the secret
        </button>
      </p>
    </div>
  );
}
