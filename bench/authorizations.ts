// Scenarios 9 and 10 (bench/README.md): simulated purchases on cards with spending controls, and on
// cards whose organization decides them in real time through a receiver on 127.0.0.1, each
// against the same purchases on cards without controls. Here: the receiver, the cards they use
// (seeded through the domain's operations, as seed.ts seeds the rest) and their requests.
import { createServer } from "node:http";
import type { Request } from "autocannon";
import type { Domain } from "../src/domain/domain.js";
import { createOrganization } from "../src/domain/auth/organizations.js";
import { createApiKey } from "../src/domain/auth/api-keys.js";
import { executeOperation } from "../src/domain/operation.js";
import { issueCard } from "../src/domain/cards/operations.js";
import { createWebhookEndpoint } from "../src/domain/webhooks/endpoints.js";
import { testFund } from "../src/domain/ledger/balances.js";
import { contextFor } from "./seed.js";

export interface SeededCard {
  id: string;
  secret: string;
}

/** The cards scenarios 9 and 10 and their baseline buy with. */
export interface AuthorizationCards {
  /** No controls, no real-time endpoint: the baseline. */
  plain: SeededCard[];
  /** With spending controls, in the same organizations as `plain`. */
  controlled: SeededCard[];
  /** With the same controls, in organizations with a real-time authorization endpoint. */
  realTime: SeededCard[];
}

/**
 * Controls every purchase of the load passes, as a business would set them: a cap per purchase,
 * a daily and a monthly total for the load's category (both summed at every purchase), and a
 * blocked category.
 */
const controls = {
  spendingLimits: [
    { amount: 100_000, interval: "per_authorization" as const },
    { amount: 100_000_000, interval: "daily" as const, categories: ["restaurants" as const] },
    { amount: 100_000_000, interval: "monthly" as const },
  ],
  blockedCategories: ["gambling" as const],
};

/** A receiver that approves every purchase at once: what the real-time decision costs beyond its round trip is the service's. */
export async function startApprovingReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end('{"approved":true}'));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the receiver has no address");
  return {
    url: `http://127.0.0.1:${address.port}/authorizations`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function issueLoadedCards(domain: Domain, secret: string, count: number, label: string, withControls: boolean): Promise<SeededCard[]> {
  const ctx = await contextFor(domain, secret);
  const cards: SeededCard[] = [];
  for (let c = 0; c < count; c++) {
    const issued = await executeOperation(ctx, issueCard, {
      input: {
        product: "net-400",
        cardholder: { firstName: "Bench", lastName: "Buyer", email: `buyer${c + 1}@example.com` },
        initialLoad: 250_000,
        ...(withControls ? { spendingControls: controls } : {}),
      },
      idempotencyKey: `bench-seed-${label}-${c}`,
    });
    cards.push({ id: issued.result.card.id, secret });
  }
  return cards;
}

/**
 * Cards for scenarios 9 and 10: in each of `organizations` (their keys), `perOrganization` cards
 * without controls and as many with; and `realTimeOrganizations` more organizations whose
 * real-time endpoint is `receiverUrl`, each with `perOrganization` cards with controls. Every card
 * starts with 250000 cents, which purchases of one cent do not exhaust.
 */
export async function seedAuthorizationCards(
  domain: Domain,
  organizations: Array<{ secret: string }>,
  options: { perOrganization: number; realTimeOrganizations: number; receiverUrl: string; label: string },
): Promise<AuthorizationCards> {
  const cards: AuthorizationCards = { plain: [], controlled: [], realTime: [] };
  for (const org of organizations) {
    cards.plain.push(...(await issueLoadedCards(domain, org.secret, options.perOrganization, "plain", false)));
    cards.controlled.push(...(await issueLoadedCards(domain, org.secret, options.perOrganization, "controlled", true)));
  }
  for (let i = 0; i < options.realTimeOrganizations; i++) {
    const org = await createOrganization(domain, { name: `Bench ${options.label} real-time ${i + 1}` });
    const key = await createApiKey(domain, { organizationId: org.id, environment: "sandbox" });
    const ctx = await contextFor(domain, key.secret);
    await executeOperation(ctx, testFund, { input: { amount: 1_000_000_000, currency: "USD" }, idempotencyKey: "bench-seed-fund-USD" });
    await executeOperation(ctx, createWebhookEndpoint, { input: { url: options.receiverUrl, events: ["card_authorization.request"] } });
    cards.realTime.push(...(await issueLoadedCards(domain, key.secret, options.perOrganization, "real-time", true)));
  }
  return cards;
}

/** One cent at a restaurant on each card in turn; every answer must be a 201 purchase that succeeded. */
export function authorizationRequest(cards: SeededCard[], next: () => number, bad: (detail: string) => void): Request {
  return {
    method: "POST",
    setupRequest(req) {
      const card = cards[next() % cards.length];
      return {
        ...req,
        path: `/sandbox/v1/test/cards/${card.id}/authorizations`,
        headers: { ...req.headers, authorization: `Bearer ${card.secret}`, "content-type": "application/json" },
        body: '{"amount":1,"merchant_name":"Bench Bistro","merchant_category":"restaurants"}',
      };
    },
    onResponse(status, body) {
      if (status !== 201 || !body.includes('"status":"succeeded"')) bad(`${status} ${body}`);
    },
  };
}
