// A tiny client-side router under /dashboard: the server answers index.html for every path below
// it (src/http/dashboard.ts), so each of these is a deep link that survives a reload.
import { createContext, useContext, useEffect, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";

export const basePath = "/dashboard";

function currentPath(): string {
  const rest = location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : "/";
  return rest === "" ? "/" : rest;
}

const RouteContext = createContext<string>("/");

/** Goes to a page of the app; `state` travels in the history entry (see TransferDetail). */
export function navigate(to: string, state: unknown = null): void {
  history.pushState(state, "", basePath + to);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function Router({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const onPop = () => setPath(currentPath());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  return <RouteContext.Provider value={path}>{children}</RouteContext.Provider>;
}

export function usePath(): string {
  return useContext(RouteContext);
}

export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const path = usePath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  const current = to === "/" ? path === "/" : path === to;
  return (
    <a href={basePath + to} onClick={onClick} aria-current={current ? "page" : undefined} {...rest}>
      {children}
    </a>
  );
}
