// The GraphQL client: urql for queries and mutations (POST /graphql), graphql-sse for the live
// event stream (POST /graphql with Accept: text/event-stream, "distinct connections" mode). Both
// send the key in the Authorization header and Yoga's CSRF header, which it requires of every
// request a plain HTML form or <img> could not make (docs/api/graphql.md#csrf-header).
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from "urql";
import { createClient as createSseClient } from "graphql-sse";

export type LiveStatus = "connecting" | "connected" | "reconnected" | "closed";

function headersFor(key: string) {
  return {
    Authorization: `Bearer ${key}`,
    "X-GraphQL-Yoga-CSRF": "payments-dashboard",
  };
}

export function makeClient(key: string, onLiveStatus: (status: LiveStatus) => void = () => {}): Client {
  const headers = headersFor(key);
  const sse = createSseClient({
    url: "/graphql",
    headers,
    // Reconnect after a dropped stream (a restart of the service, a flaky network); the pages
    // read again what they show once it is back (events in between were missed).
    retryAttempts: 1_000,
    on: {
      connecting: () => onLiveStatus("connecting"),
      connected: (reconnected) => onLiveStatus(reconnected ? "reconnected" : "connected"),
    },
  });
  return new Client({
    url: "/graphql",
    // POST for every query: GET would put the documents in URLs and logs.
    preferGetMethod: false,
    fetchOptions: () => ({ headers: { ...headers, Accept: "application/graphql-response+json, application/json" } }),
    requestPolicy: "cache-and-network",
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          return {
            subscribe(sink) {
              const unsubscribe = sse.subscribe({ query: request.query ?? "", variables: request.variables, operationName: request.operationName }, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}

/**
 * A client without a cache, for what must not be kept once shown (a card's number and CVV: urql's
 * document cache would hold a query's result even when it was read network-only).
 */
export function makeUncachedClient(key: string): Client {
  return new Client({
    url: "/graphql",
    preferGetMethod: false,
    fetchOptions: () => ({ headers: { ...headersFor(key), Accept: "application/graphql-response+json, application/json" } }),
    requestPolicy: "network-only",
    exchanges: [fetchExchange],
  });
}
