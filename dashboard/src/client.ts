// The GraphQL client: urql for queries and mutations (POST /graphql), graphql-sse for the live
// event stream (POST /graphql with Accept: text/event-stream, "distinct connections" mode). Both
// send the session token in the Authorization header, never a cookie (credentials "omit": the API
// may be another origin, api.ts), and Yoga's CSRF header, which it requires of every request a
// plain HTML form or <img> could not make (docs/api/graphql.md#csrf-header). Every document goes
// by its hash, never as text (persisted.ts).
import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange, type Exchange } from "urql";
import { createClient as createSseClient, type RequestParams } from "graphql-sse";
import { graphqlUrl } from "./api";

export type LiveStatus = "connecting" | "connected" | "reconnected" | "closed";

export interface ClientEvents {
  onLiveStatus?: (status: LiveStatus) => void;
  /** The API no longer takes the credential (invalid_api_key: expired or revoked), in its words. */
  onRefused?: (message: string) => void;
}

function headersFor(credential: string) {
  return {
    Authorization: `Bearer ${credential}`,
    "X-GraphQL-Yoga-CSRF": "payments-dashboard",
  };
}

const fetchOptionsFor = (credential: string) => (): RequestInit => ({
  headers: { ...headersFor(credential), Accept: "application/graphql-response+json, application/json" },
  credentials: "omit",
});

/** Tells `onRefused` of any answer, the live stream's included, refusing the credential. */
function refusals(onRefused: (message: string) => void): Exchange {
  return mapExchange({
    onResult(result) {
      const refused = result.error?.graphQLErrors.find((error) => error.extensions?.code === "invalid_api_key");
      if (refused) onRefused(refused.message);
    },
  });
}

export function makeClient(credential: string, { onLiveStatus = () => {}, onRefused = () => {} }: ClientEvents = {}): Client {
  const sse = createSseClient({
    url: graphqlUrl,
    headers: headersFor(credential),
    credentials: "omit",
    // Reconnect after a dropped stream (a restart of the service, a flaky network); the pages
    // read again what they show once it is back (events in between were missed).
    retryAttempts: 1_000,
    on: {
      connecting: () => onLiveStatus("connecting"),
      connected: (reconnected) => onLiveStatus(reconnected ? "reconnected" : "connected"),
    },
  });
  return new Client({
    url: graphqlUrl,
    // POST for every query: GET would put the variables in URLs and logs.
    preferGetMethod: false,
    fetchOptions: fetchOptionsFor(credential),
    requestPolicy: "cache-and-network",
    exchanges: [
      refusals(onRefused),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          return {
            subscribe(sink) {
              // The body urql made: the subscription's documentId and variables, no query text.
              const unsubscribe = sse.subscribe(request as RequestParams, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}

/**
 * A client without a cache: for what must not be kept once shown (a card's number and CVV: urql's
 * document cache would hold a query's result even when it was read network-only), and for the
 * requests of signing in (sign-in.ts), after which nothing holds it or its credential.
 */
export function makeUncachedClient(credential: string): Client {
  return new Client({
    url: graphqlUrl,
    preferGetMethod: false,
    fetchOptions: fetchOptionsFor(credential),
    requestPolicy: "network-only",
    exchanges: [fetchExchange],
  });
}
