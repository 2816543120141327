// A tiny client-side router under /dashboard: the server answers index.html for every path below
// it (src/http/dashboard.ts), so each of these is a deep link that survives a reload. A page may
// keep its state in the query string (useSearchParams / navigate("/transfers?status=failed")):
// reload, back and forward, and a shared link then show the same view.
import { createContext, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";

export const basePath = "/dashboard";

function currentPath(): string {
  const rest = location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : "/";
  return rest === "" ? "/" : rest;
}

interface Route {
  path: string;
  /** The query string, "" or "?…". */
  search: string;
}

const currentRoute = (): Route => ({ path: currentPath(), search: location.search });

const RouteContext = createContext<Route>({ path: "/", search: "" });

/**
 * Goes to a page of the app (a path, with a query string or not); `state` travels in the history
 * entry (see TransferDetail). The address already shown is replaced rather than added again, so
 * back never stays on the same view.
 */
export function navigate(to: string, state: unknown = null): void {
  const url = basePath + to;
  if (url === location.pathname + location.search) history.replaceState(state, "", url);
  else history.pushState(state, "", url);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function Router({ children }: { children: ReactNode }) {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onPop = () => setRoute(currentRoute());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  return <RouteContext.Provider value={route}>{children}</RouteContext.Provider>;
}

export function usePath(): string {
  return useContext(RouteContext).path;
}

/** The current address's query parameters; a new object only when the query string changes. */
export function useSearchParams(): URLSearchParams {
  const { search } = useContext(RouteContext);
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** `path` with the parameters that have a value (empty strings and undefined are left out). */
export function withSearch(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
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
