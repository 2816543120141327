// Scenario 7: a dashboard's overview — the caller, the balances, 20 transfers with
// their events, 20 cards with their 5 latest transactions — as one GraphQL query, against the
// same data through the REST calls a client would make for it, in parallel where they can be
// (two waves: the lists, then each card's transactions). Both are driven by the same client
// code (fetch, keep-alive), `users` dashboards at a time, each loading overviews one after the
// other; what is measured is overviews per second.
// Scenario 8: the same overview as one trusted document sent by its hash with a session token
// (docs/api/authentication.md#trusted-documents), against the query sent whole with a key.
import { createHash } from "node:crypto";
import type { Seed } from "./seed.js";

export const overviewQuery = `query Overview {
  viewer { environment organization { id name } apiKey { prefix scopes } }
  balances { currency available reserved total }
  transfers(first: 20) {
    totalCount
    nodes { id amount currency status createdAt destination { last4 } events { id type createdAt } }
  }
  cards(first: 20) {
    totalCount
    nodes { id last4 status balance transactionsConnection(first: 5) { nodes { id type amount createdAt } } }
  }
}`;

/** The overview's hash, as a trusted document is sent (`documentId`). */
export const overviewDocumentId = `sha256:${createHash("sha256").update(overviewQuery).digest("hex")}`;

/** The manifest the bench's service registers (TRUSTED_DOCUMENTS): the overview alone. */
export const overviewManifest = { [overviewDocumentId]: overviewQuery };

export type OverviewMode = "graphql" | "rest" | "trusted";

export interface OverviewRun {
  overviews: number;
  requests: number;
  errors: number;
  samples: string[];
  /** Each overview's duration, in ms. */
  latencies: number[];
  seconds: number;
}

async function json(response: Response, errors: string[]): Promise<any> {
  const text = await response.text();
  if (response.status !== 200) errors.push(`${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** One overview the GraphQL way: one request. */
async function graphqlOverview(base: string, secret: string, errors: string[]): Promise<number> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ query: overviewQuery }),
  });
  const body = await json(response, errors);
  if (body.errors || !body.data?.cards) errors.push(`GraphQL errors ${JSON.stringify(body.errors).slice(0, 200)}`);
  return 1;
}

/** One overview as a trusted document: its hash, with a session token minted for trusted documents only. */
async function trustedOverview(base: string, token: string, errors: string[]): Promise<number> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ documentId: overviewDocumentId }),
  });
  const body = await json(response, errors);
  if (body.errors || !body.data?.cards) errors.push(`GraphQL errors ${JSON.stringify(body.errors).slice(0, 200)}`);
  return 1;
}

/** A trusted-documents session token per seeded organization, minted with its key; by organization id. */
export async function mintOverviewTokens(port: number, seed: Seed): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const org of seed.organizations) {
    const response = await fetch(`http://127.0.0.1:${port}/sandbox/v1/session_tokens`, {
      method: "POST",
      headers: { authorization: `Bearer ${org.secret}`, "content-type": "application/json" },
      body: JSON.stringify({ scopes: ["balances:read", "transfers:read", "cards:read"], expires_in_seconds: 3600, trusted_documents_only: true }),
    });
    const body = await response.json();
    if (response.status !== 201) throw new Error(`could not mint a session token: ${response.status} ${JSON.stringify(body)}`);
    tokens.set(org.id, body.token);
  }
  return tokens;
}

/** The same overview the REST way: the lists in parallel, then each card's transactions in parallel. */
async function restOverview(base: string, secret: string, errors: string[]): Promise<number> {
  const get = (path: string) => fetch(`${base}/sandbox/v1${path}`, { headers: { authorization: `Bearer ${secret}` } }).then((r) => json(r, errors));
  // A transfer's events come from the event list: REST has no per-transfer events route.
  const [, , , , cards] = await Promise.all([get("/ping"), get("/balances"), get("/transfers?limit=20"), get("/events?limit=100"), get("/cards?limit=20")]);
  const ids: string[] = (cards.data ?? []).map((card: { id: string }) => card.id);
  await Promise.all(ids.map((id) => get(`/cards/${id}/transactions`)));
  return 5 + ids.length;
}

/** Drives overviews for `seconds` with `users` concurrent dashboards, rotating over the seeded organizations. */
export async function driveOverviews(port: number, mode: OverviewMode, seed: Seed, users: number, seconds: number, tokens?: ReadonlyMap<string, string>): Promise<OverviewRun> {
  const base = `http://127.0.0.1:${port}`;
  const run: OverviewRun = { overviews: 0, requests: 0, errors: 0, samples: [], latencies: [], seconds };
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const user = async () => {
    while (performance.now() < until) {
      const org = seed.organizations[next++ % seed.organizations.length];
      const errors: string[] = [];
      const started = performance.now();
      try {
        run.requests +=
          mode === "trusted" ? await trustedOverview(base, tokens!.get(org.id)!, errors) : await (mode === "graphql" ? graphqlOverview : restOverview)(base, org.secret, errors);
      } catch (error) {
        errors.push(String(error));
      }
      run.latencies.push(performance.now() - started);
      run.overviews++;
      if (errors.length > 0) {
        run.errors++;
        if (run.samples.length < 5) run.samples.push(errors[0]);
      }
    }
  };
  await Promise.all(Array.from({ length: users }, user));
  return run;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}
