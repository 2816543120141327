// Seeds a benchmark database in-process, through the service's own domain operations (the same
// code paths as the API): organizations with a Sandbox key each, extra Sandbox funds, cards to
// fund (scenario 5), and completed transfers whose Idempotency-Keys scenario 6 replays.
import type { Database } from "../src/db/database.js";
import { loadConfig, type Config } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createDomain, type Domain } from "../src/domain/domain.js";
import { createOrganization } from "../src/domain/auth/organizations.js";
import { authenticate, createApiKey } from "../src/domain/auth/api-keys.js";
import { executeOperation, type OperationContext } from "../src/domain/operation.js";
import { listBalances, testFund } from "../src/domain/ledger/balances.js";
import { createTransfer, createTransferInput } from "../src/domain/transfers/operations.js";
import { issueCard } from "../src/domain/cards/operations.js";
import { fanOutPendingEvents } from "../src/domain/webhooks/fanout.js";
import { transferBody } from "./bodies.js";
import { answerStatus } from "../src/http/answer-statuses.js";
import { publicForms } from "../src/http/rest/public-forms.js";
import { commandFromBody } from "../src/http/rest-spelling.js";
import { renderBalances } from "../src/http/rest/balances.js";

export interface SeededOrganization {
  id: string;
  secret: string;
}

export interface Seed {
  organizations: SeededOrganization[];
  /** Cards to fund, each with its organization's key. */
  cards: Array<{ id: string; secret: string }>;
  /** Completed transfers: the key and the exact body that created each one. */
  replays: Array<{ secret: string; key: string; body: string }>;
  /** GET /sandbox/v1/balances of the first organization, as the service serializes it. */
  balancesBody: string;
  /** The cards scenarios 9 and 10 buy with, when they run (bench/authorizations.ts). */
  authorizationCards?: Record<"plain" | "controlled" | "realTime", Array<{ id: string; secret: string }>>;
}

export interface SeedOptions {
  label: string;
  organizations: number;
  cardsPerOrganization: number;
  replaysPerOrganization: number;
}

/** Extra Sandbox funds per organization and currency, so no run can empty a wallet. */
const extraFunds = 1_000_000_000;

/** The domain the seeding runs in, configured like the service it seeds for. */
export function benchDomain(database: Database, config: Partial<Config> = {}): Domain {
  return createDomain({ database, config: { ...loadConfig(), ...config }, logger: createLogger("warn"), answerStatus, publicForms });
}

export async function contextFor(domain: Domain, secret: string): Promise<OperationContext> {
  const principal = await authenticate(domain, `Bearer ${secret}`, "sandbox");
  return { domain, principal, requestId: "req_bench_seed" };
}

export async function seedDatabase(domain: Domain, options: SeedOptions): Promise<Seed> {
  const seed: Seed = { organizations: [], cards: [], replays: [], balancesBody: "" };
  for (let i = 0; i < options.organizations; i++) {
    const org = await createOrganization(domain, { name: `Bench ${options.label} ${i + 1}` });
    const key = await createApiKey(domain, { organizationId: org.id, environment: "sandbox" });
    seed.organizations.push({ id: org.id, secret: key.secret });
    const ctx = await contextFor(domain, key.secret);
    for (const currency of ["USD", "EUR"] as const) {
      await executeOperation(ctx, testFund, {
        input: { amount: extraFunds, currency },
        idempotencyKey: `bench-seed-fund-${currency}`,
      });
    }
    for (let c = 0; c < options.cardsPerOrganization; c++) {
      const card = await executeOperation(ctx, issueCard, {
        input: { product: "net-400", cardholder: { firstName: "Bench", lastName: `Holder ${String.fromCharCode(65 + (c % 26))}`, email: `bench${c + 1}@example.com` } },
        idempotencyKey: `bench-seed-card-${c}`,
      });
      seed.cards.push({ id: card.result.card.id, secret: key.secret });
    }
    for (let r = 0; r < options.replaysPerOrganization; r++) {
      const keyName = `bench-replay-${i}-${r}`;
      const body = transferBody("EUR");
      // The body REST replays later, as the command the domain takes.
      const outcome = await executeOperation(ctx, createTransfer, { input: commandFromBody(createTransferInput, JSON.parse(body)), idempotencyKey: keyName });
      if (outcome.result.status !== "processing") throw new Error(`a seeded transfer is ${outcome.result.status}`);
      seed.replays.push({ secret: key.secret, key: keyName, body });
    }
  }
  const first = await contextFor(domain, seed.organizations[0].secret);
  seed.balancesBody = JSON.stringify(renderBalances((await executeOperation(first, listBalances, {})).result));
  // The seeding's outbox events are fanned out now, so the server starts with no backlog.
  await fanOutPendingEvents(domain);
  return seed;
}
