// The header's menu: on a wide screen its items sit in a row; in a narrow window (under 64rem,
// styles.css: tablets, phones) they fold behind a Menu button (aria-expanded), which closes again on navigation,
// on Escape (focus back on the button) and on a click outside.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { usePath } from "../router";

export function Menu({ id, children }: { id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const path = usePath();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);
  return (
    <>
      <button ref={button} type="button" className="secondary menu-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true" className="menu-icon" />
        Menu
      </button>
      <div ref={panel} id={id} className={`menu${open ? " menu-open" : ""}`}>
        {children}
      </div>
    </>
  );
}
