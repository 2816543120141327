// Where the API is. The dashboard talks to its own origin's /graphql unless its index.html names
// another: <meta name="payments-api" content="https://api.example.com">, set where the built
// dashboard is deployed (a static host of its own: that origin must then be in the API's
// CORS_ORIGINS, and the host's content security policy must let the page connect to the API).
// A page's address cannot choose the API: a link must never send this tab's session token elsewhere.
const configured = document.querySelector<HTMLMetaElement>('meta[name="payments-api"]')?.content.trim();
const apiOrigin = configured ? new URL(configured).origin : location.origin;

/** A URL of the API: as a path when the API is this page's own origin, else absolute. */
export function apiUrl(path: string): string {
  return apiOrigin === location.origin ? path : `${apiOrigin}${path}`;
}

export const graphqlUrl = apiUrl("/graphql");
