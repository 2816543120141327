// The operation pipeline without HTTP: these tests run domain operations as both transports do
// (a key authenticated into a Principal by authenticateRequest, then executeOperation: the
// admitOperation + runAdmittedOperation that REST calls in two steps and GraphQL's runOperation in
// one, as the request's organization: db/request-tenant.ts), on the worker's real server's domain
// and database. They pin the domain's rules (validation, scope, idempotency, the check order of
// docs/api/errors.md#check-order, a card's state rule) independently of either transport, so that
// a change to REST or GraphQL cannot move them unnoticed, and each says what the balances were
// before and after, read through the domain's own balances.list operation.
import { describe } from "vitest";
import { expect, idempotencyKey, newKey, test } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { authenticateRequest } from "../../src/domain/auth/request-auth.js";
import type { Environment, Principal } from "../../src/domain/auth/principal.js";
import { asRequestOf } from "../../src/db/request-tenant.js";
import { executeOperation, type Operation, type OperationRequest } from "../../src/domain/operation.js";
import { ApiError } from "../../src/domain/errors.js";
import { newId } from "../../src/domain/ids.js";
import { listBalances, testFund } from "../../src/domain/ledger/balances.js";
import { freezeCard, issueCard } from "../../src/domain/cards/operations.js";
import { renderBalance } from "../../src/http/rest/balances.js";
import { renderCard, renderIssuedCard } from "../../src/http/rest/cards.js";

/** A key's secret as the transports make it a Principal: `Authorization: Bearer <secret>`, checked against the base URL's environment. */
async function principalOf(server: TestServer, secret: string, environment: Environment = "sandbox"): Promise<Principal> {
  const authorization = `Bearer ${secret}`;
  return (await authenticateRequest(server.service.domain, { authorization, environment, address: "127.0.0.1", trustedDocument: false })).principal;
}

/** Runs `operation` as a transport does: one request of the principal's organization. */
function run<Q, B, R>(server: TestServer, principal: Principal, operation: Operation<Q, B, R>, request: OperationRequest = {}) {
  const ctx = { domain: server.service.domain, principal, requestId: newId("req") };
  return asRequestOf(principal.organization.id, principal.environment, () => executeOperation(ctx, operation, request));
}

/** The domain error a request is refused with, as the transports would answer it. */
async function refusal(outcome: Promise<unknown>): Promise<{ code: string; param: string | undefined; replayed: boolean }> {
  try {
    await outcome;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, param: error.param, replayed: error.replayed };
    throw error;
  }
  throw new Error("expected the operation to be refused");
}

/** A refusal answered afresh (not the replay of a stored one). */
const refused = (code: string, param?: string) => ({ code, param, replayed: false });

/** The wallets, as balances.list answers them, shown as REST shows them. */
async function balances(server: TestServer, principal: Principal) {
  return (await run(server, principal, listBalances)).result.map(renderBalance);
}

const usdOf = (data: Awaited<ReturnType<typeof balances>>) => data.find((balance) => balance.currency === "USD")!;

describe("the operation pipeline, without a transport", () => {
  test("validation refuses invalid input before anything runs, and leaves the Idempotency-Key unused", async ({ server, sandboxKey }) => {
    const principal = await principalOf(server, sandboxKey.secret);
    const before = await balances(server, principal);
    const key = idempotencyKey();

    expect(await refusal(run(server, principal, testFund, { idempotencyKey: key, input: { amount: 0, currency: "USD" } }))).toEqual(refused("validation_error", "amount"));
    expect(await refusal(run(server, principal, testFund, { idempotencyKey: key, input: { amount: 100, currency: "XXX" } }))).toEqual(refused("validation_error", "currency"));
    expect(await balances(server, principal)).toEqual(before);

    // No record was written: the same key with a valid input runs as a first request.
    const outcome = await run(server, principal, testFund, { idempotencyKey: key, input: { amount: 100, currency: "USD" } });
    expect(outcome.replayed).toBeUndefined();
    expect(usdOf(await balances(server, principal)).available).toBe(usdOf(before).available + 100);
  });

  test("a key without the operation's scope is refused insufficient_scope, and nothing moves", async ({ server, org, sandboxKey }) => {
    const reader = await principalOf(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] })).secret);
    const before = await balances(server, await principalOf(server, sandboxKey.secret));

    expect(await refusal(run(server, reader, testFund, { idempotencyKey: idempotencyKey(), input: { amount: 100, currency: "USD" } }))).toEqual(refused("insufficient_scope"));
    expect(await balances(server, reader)).toEqual(before);
  });

  test("test fund is idempotent: a replay has no second effect, another input under the key is idempotency_key_reuse", async ({ server, sandboxKey }) => {
    const principal = await principalOf(server, sandboxKey.secret);
    const before = usdOf(await balances(server, principal));
    const key = idempotencyKey();
    const fund = (amount: number) => run(server, principal, testFund, { idempotencyKey: key, input: { amount, currency: "USD" } });

    const first = await fund(2500);
    expect(first.replayed).toBeUndefined();
    expect(renderBalance(first.result)).toEqual({ ...before, available: before.available + 2500, total: before.total + 2500 });

    const again = await fund(2500);
    expect(again).toEqual({ result: first.result, replayed: true });
    expect(usdOf(await balances(server, principal))).toEqual(renderBalance(first.result));

    expect(await refusal(fund(2600))).toEqual(refused("idempotency_key_reuse"));
    expect(usdOf(await balances(server, principal))).toEqual(renderBalance(first.result));
  });

  test("the first failing check answers (docs/api/errors.md#check-order): sandbox_only → scope → Idempotency-Key → validation", async ({ server, org, sandboxKey }) => {
    const full = await principalOf(server, sandboxKey.secret);
    const reader = await principalOf(server, (await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] })).secret);
    const liveReader = await principalOf(server, (await newKey(server, org.id, "live", { scopes: ["balances:read"] })).secret, "live");
    const before = await balances(server, full);
    // Invalid input and no Idempotency-Key: every check from 5 to 8 fails for one principal or another.
    const invalid: OperationRequest = { input: { amount: -1, currency: "USD" } };

    expect(await refusal(run(server, liveReader, testFund, invalid))).toEqual(refused("sandbox_only"));
    expect(await refusal(run(server, reader, testFund, invalid))).toEqual(refused("insufficient_scope"));
    expect(await refusal(run(server, full, testFund, invalid))).toEqual(refused("idempotency_key_required"));
    expect(await refusal(run(server, full, testFund, { ...invalid, idempotencyKey: "bad key" }))).toEqual(refused("validation_error", "Idempotency-Key"));
    expect(await refusal(run(server, full, testFund, { ...invalid, idempotencyKey: idempotencyKey() }))).toEqual(refused("validation_error", "amount"));
    expect(await balances(server, full)).toEqual(before);
  });

  test("a card's state rule: freezing a frozen card is card_state_conflict, and nothing moves", async ({ server, sandboxKey }) => {
    const principal = await principalOf(server, sandboxKey.secret);
    const cardholder = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
    const before = usdOf(await balances(server, principal));
    const card = renderIssuedCard((await run(server, principal, issueCard, { idempotencyKey: idempotencyKey(), input: { product: "net-400", cardholder } })).result);
    // net-400: a 300 issuance fee and a 100 KYC fee, from the wallet (docs/api/cards.md#products-and-fees).
    expect(card.issuance).toEqual({ initial_load: 0, fee: 400, fee_breakdown: { issuance: 300, kyc: 100, topup: 0 } });
    expect(renderCard((await run(server, principal, freezeCard, { id: card.id })).result).status).toBe("frozen");

    const frozen = await balances(server, principal);
    expect(usdOf(frozen).available).toBe(before.available - 400);
    expect(await refusal(run(server, principal, freezeCard, { id: card.id }))).toEqual(refused("card_state_conflict"));
    expect(await balances(server, principal)).toEqual(frozen);
  });
});
