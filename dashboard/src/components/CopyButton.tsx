// A button that copies a value (an id, a card number, a secret) to the clipboard and says so: its
// text turns to "Copied" for a moment, and a polite live region tells screen readers what was
// copied. Where the Clipboard API is refused, the older execCommand path is tried.
import { useEffect, useState, type ReactNode } from "react";

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = value;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      return document.execCommand("copy");
    } finally {
      area.remove();
    }
  }
}

/** "Copy" with `label` (what is copied: "transfer id") for assistive technology. */
export function CopyButton({ value, label, className = "copy-button" }: { value: string; label: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2_000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button type="button" className={`secondary ${className}`} data-copy={value} onClick={() => void copyText(value).then((ok) => setState(ok ? "copied" : "failed"))}>
        {state === "copied" ? "Copied" : "Copy"}
        <span className="visually-hidden"> {label}</span>
      </button>
      <span className="visually-hidden" role="status">
        {state === "copied" ? `Copied the ${label}` : state === "failed" ? `Could not copy the ${label}: select it and copy it by hand` : ""}
      </span>
    </>
  );
}

/** A value in monospace with its copy button beside it (ids, secrets, card details). */
export function Copyable({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <span className="copyable">
      <code>{children ?? value}</code> <CopyButton value={value} label={label} />
    </span>
  );
}
