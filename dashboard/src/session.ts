// The API key lives in this tab's sessionStorage only: never localStorage, never a cookie. It is
// gone when the tab closes or on sign-out, and no other tab sees it.
const storageKey = "payments-dashboard:api-key";

export function storedKey(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeKey(key: string): void {
  sessionStorage.setItem(storageKey, key);
}

export function clearKey(): void {
  sessionStorage.removeItem(storageKey);
}

/**
 * A Sandbox key handed over in the URL's fragment (/dashboard#key=gs_test_…, which a browser
 * never sends to a server), as `npm start` prints it: taken, and removed from the address bar.
 */
export function keyFromFragment(): string | null {
  if (!location.hash.startsWith("#key=")) return null;
  // Whatever it holds (a Live key, something else), it leaves the address bar.
  const match = /^#key=(gs_test_[A-Za-z0-9_-]+)$/.exec(location.hash);
  history.replaceState(history.state, "", location.pathname + location.search);
  return match ? match[1] : null;
}
