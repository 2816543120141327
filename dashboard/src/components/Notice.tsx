// Notices after an action ("Card frozen", "Could not …"): never stale. A notice clears itself
// after a few seconds (longer for an error), when the page or its query string changes, when the
// next one replaces it, and on its Dismiss button. The live region is always in the page, so a
// notice put into it is announced (polite for success, assertive for errors).
import { useCallback, useEffect, useState } from "react";
import { usePath, useSearchParams } from "../router";

export type NoticeKind = "success" | "error";

export interface NoticeState {
  kind: NoticeKind;
  text: string;
  /** Tells two notices with the same text apart, so each one's timer starts afresh. */
  id: number;
}

const lifetimeMs: Record<NoticeKind, number> = { success: 5_000, error: 10_000 };
let lastId = 0;

/** A page's notice: `show("success", "Card frozen")`, cleared by itself (see above). */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const path = usePath();
  const search = useSearchParams();
  useEffect(() => setNotice(null), [path, search]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice((current) => (current?.id === notice.id ? null : current)), lifetimeMs[notice.kind]);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((kind: NoticeKind, text: string) => setNotice({ kind, text, id: ++lastId }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

/** Where a page's notice shows: render it always (empty, it takes no room). */
export function Notice({ notice, onDismiss }: { notice: NoticeState | null; onDismiss: () => void }) {
  return (
    <div className="notice-area" role={notice?.kind === "error" ? "alert" : "status"} aria-live={notice?.kind === "error" ? "assertive" : "polite"}>
      {notice ? (
        <div className={`notice notice-${notice.kind} ${notice.kind}`} data-notice={notice.kind}>
          <span>{notice.text}</span>
          <button type="button" className="link-button notice-dismiss" onClick={onDismiss}>
            Dismiss<span className="visually-hidden"> this notice</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
