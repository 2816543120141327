// The benchmark's scenarios (bench/README.md) as autocannon request generators. Every request is
// built in setupRequest, so each carries its own Idempotency-Key and rotates over organizations,
// currencies or cards; onResponse checks each answer against what the scenario expects.
import autocannon, { type Request } from "autocannon";
import type { Seed } from "./seed.js";
import { transferBody } from "./bodies.js";
import { authorizationRequest } from "./authorizations.js";

export type ScenarioId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
/** What a measurement drives: a scenario, or the baseline of scenarios 9 and 10 (the same purchases on cards without controls). */
export type LoadId = ScenarioId | "plain-authorizations";

export const scenarioNames: Record<ScenarioId, string> = {
  1: "GET /sandbox/v1/balances",
  2: "POST /sandbox/v1/transfers, 16 organizations",
  3: "POST /sandbox/v1/transfers, one hot wallet",
  4: "GraphQL createTransfer, 16 organizations",
  5: "POST /sandbox/v1/cards/{id}/fund, many cards",
  6: "Idempotent replays of completed transfers",
  7: "A dashboard's overview as one GraphQL query",
  8: "The overview as a trusted document, with a session token",
  9: "POST /sandbox/v1/test/cards/{id}/authorizations, spending controls",
  10: "POST /sandbox/v1/test/cards/{id}/authorizations, controls and a real-time receiver",
};

/** Currencies rotated over in the spread scenarios, so that concurrent requests rarely share a wallet row. */
const currencies = ["USD", "EUR", "GBP", "XOF", "XAF", "NGN", "GHS", "KES"] as const;

const createTransferMutation = `mutation Bench($input: CreateTransferInput!, $key: String!) {
  createTransfer(input: $input, idempotencyKey: $key) { id status amount fee currency createdAt }
}`;

function graphqlTransferBody(currency: string, key: string): string {
  return JSON.stringify({
    query: createTransferMutation,
    variables: {
      key,
      input: {
        amount: 1,
        currency,
        destination: {
          type: "bank_account",
          accountNumber: "DE89370400440532013000",
          bankCode: "COBADEFF",
          accountName: "Bench Recipient",
          country: "DE",
        },
        reference: "bench",
      },
    },
  });
}

export interface ScenarioLoad {
  requests: Request[];
  /** Answers that were not what the scenario expects (status, GraphQL errors, replay header). */
  unexpected(): number;
  /** A few unexpected answers, for the report. */
  samples(): string[];
}

function header(headers: Record<string, unknown>, name: string): unknown {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

/**
 * The requests of one scenario. `target` is "service" or "floor" (the storage floor serves the
 * REST transfer and card-fund routes only). `runId` keeps Idempotency-Keys unique across runs.
 */
export function scenarioLoad(id: LoadId, seed: Seed, runId: string): ScenarioLoad {
  let counter = 0;
  let unexpected = 0;
  const samples: string[] = [];
  const bad = (detail: string) => {
    unexpected++;
    if (samples.length < 5) samples.push(detail.slice(0, 300));
  };
  const expectStatus = (status: number) => (actual: number, body: string) => {
    if (actual !== status) bad(`${actual} ${body}`);
  };
  const orgs = seed.organizations;
  const auth = (secret: string) => `Bearer ${secret}`;
  const nextKey = () => `bench-${runId}-${id}-${counter}`;

  let request: Request;
  switch (id) {
    case 1:
      request = {
        method: "GET",
        path: "/sandbox/v1/balances",
        setupRequest(req) {
          const org = orgs[counter++ % orgs.length];
          return { ...req, headers: { ...req.headers, authorization: auth(org.secret) } };
        },
        onResponse: expectStatus(200),
      };
      break;
    case 2:
    case 3:
      request = {
        method: "POST",
        path: "/sandbox/v1/transfers",
        setupRequest(req) {
          const n = counter++;
          // Spread: organization n mod 16, then the next currency, so neighbours in time differ
          // in organization and each organization's concurrent requests differ in currency.
          const org = id === 2 ? orgs[n % orgs.length] : orgs[0];
          const currency = id === 2 ? currencies[Math.floor(n / orgs.length) % currencies.length] : "USD";
          return {
            ...req,
            headers: { ...req.headers, authorization: auth(org.secret), "content-type": "application/json", "idempotency-key": nextKey() },
            body: transferBody(currency),
          };
        },
        onResponse: expectStatus(201),
      };
      break;
    case 4:
      request = {
        method: "POST",
        path: "/graphql",
        setupRequest(req) {
          const n = counter++;
          const org = orgs[n % orgs.length];
          const currency = currencies[Math.floor(n / orgs.length) % currencies.length];
          return {
            ...req,
            headers: { ...req.headers, authorization: auth(org.secret), "content-type": "application/json" },
            body: graphqlTransferBody(currency, nextKey()),
          };
        },
        onResponse(status, body) {
          if (status !== 200) return bad(`${status} ${body}`);
          try {
            const parsed = JSON.parse(body) as { data?: { createTransfer?: { status?: string } }; errors?: unknown };
            if (parsed.errors || parsed.data?.createTransfer?.status !== "processing") bad(`200 ${body}`);
          } catch {
            bad(`200 unreadable ${body}`);
          }
        },
      };
      break;
    case 5:
      request = {
        method: "POST",
        setupRequest(req) {
          const card = seed.cards[counter++ % seed.cards.length];
          return {
            ...req,
            path: `/sandbox/v1/cards/${card.id}/fund`,
            headers: { ...req.headers, authorization: auth(card.secret), "content-type": "application/json", "idempotency-key": nextKey() },
            body: JSON.stringify({ amount: 500 }),
          };
        },
        onResponse: expectStatus(200),
      };
      break;
    case 6:
      request = {
        method: "POST",
        path: "/sandbox/v1/transfers",
        setupRequest(req) {
          const replay = seed.replays[counter++ % seed.replays.length];
          return {
            ...req,
            headers: { ...req.headers, authorization: auth(replay.secret), "content-type": "application/json", "idempotency-key": replay.key },
            body: replay.body,
          };
        },
        onResponse(status, body, _context, headers) {
          if (status !== 201) return bad(`${status} ${body}`);
          if (header(headers ?? {}, "idempotent-replayed") !== "true") bad(`201 without Idempotent-Replayed ${body}`);
        },
      };
      break;
    case 7:
    case 8:
      throw new Error(`scenario ${id} loads whole overviews: bench/overview.ts drives it`);
    case 9:
    case 10:
    case "plain-authorizations": {
      const cards = seed.authorizationCards;
      if (!cards) throw new Error("scenarios 9 and 10 need the cards seeded for them (bench/authorizations.ts)");
      request = authorizationRequest(id === 9 ? cards.controlled : id === 10 ? cards.realTime : cards.plain, () => counter++, bad);
      break;
    }
  }
  return { requests: [request], unexpected: () => unexpected, samples: () => samples };
}

/**
 * Drives scenario `id` at the server on `port` for `seconds` over `connections` connections.
 * `errors`: connection errors and timeouts, plus the answers the scenario did not expect.
 */
export async function driveScenario(port: number, id: LoadId, seed: Seed, tag: string, seconds: number, connections: number) {
  const work = scenarioLoad(id, seed, tag);
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: work.requests, timeout: 30 });
  return { result, errors: result.errors + work.unexpected(), samples: work.samples() };
}
