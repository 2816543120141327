// Cards end to end: fees and balances per docs/api/cards.md#products-and-fees, state rules per
// docs/api/cards.md#rules, details, purchases, concurrency, and the same operations through
// GraphQL.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { luhnCheckDigit } from "../../src/domain/cards/details.js";
import { test, expect, expectError, expectGraphQLError, idempotencyKey, apiClient, newKey, newOrganization, expectLedgerBalanced, type ApiClient } from "../support/fixtures.js";
import { usdRow } from "../support/money.js";

const cardholder = { first_name: "Zoë", last_name: "O'Brien-Núñez", email: "zoe@example.com" };

async function issue(api: ApiClient, body: Record<string, unknown>) {
  return api.post("/cards", { cardholder, ...body }, { idempotencyKey: idempotencyKey() });
}

const IssueCard = graphql(`
  mutation CoreIssueCard($input: IssueCardInput!, $idempotencyKey: String!) {
    issueCard(input: $input, idempotencyKey: $idempotencyKey) {
      card { id status balance last4 network product transactions(page: 1) { data { type amount } hasMore } }
      issuance { initialLoad fee feeBreakdown }
    }
  }
`);

const FundCard = graphql(`
  mutation CoreFundCard($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {
    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) { type amount fee card { balance } }
  }
`);

const FreezeCard = graphql(`
  mutation CoreFreezeCard($id: ID!) { freezeCard(id: $id) { status } }
`);

const CardDetails = graphql(`
  query CoreCardDetails($id: ID!) { cardDetails(id: $id) { number cvv expiryMonth expiryYear } }
`);

describe("issuing cards", () => {
  const cases = [
    { product: "net-400", initial_load: 10_000, fees: { issuance: 300, kyc: 100, topup: 100 } },
    { product: "net-400", initial_load: undefined, fees: { issuance: 300, kyc: 100, topup: 0 } },
    { product: "net-404", initial_load: undefined, fees: { issuance: 500, kyc: 100, topup: 0 } },
    { product: "net-493-premium", initial_load: 1001, fees: { issuance: 1000, kyc: 200, topup: 16 } },
    { product: "net-536", initial_load: 1234, fees: { issuance: 200, kyc: 100, topup: 25 } },
  ];
  for (const { product, initial_load, fees } of cases) {
    test(`${product} with initial_load ${initial_load ?? "none"} debits exactly its fees`, async ({ api, server }) => {
      const before = await usdRow(api);
      const result = await issue(api, { product, ...(initial_load === undefined ? {} : { initial_load }) });
      expect(result.status).toBe(201);
      const fee = fees.issuance + fees.kyc + fees.topup;
      expect(result.body.issuance).toEqual({ initial_load: initial_load ?? 0, fee, fee_breakdown: fees });
      expect(result.body).toMatchObject({ object: "card", product, status: "active", currency: "USD", balance: initial_load ?? 0, test_data: true });
      expect(result.body.network).toBe(product.startsWith("net-4") && !product.startsWith("net-493") ? "visa" : "mastercard");
      const after = await usdRow(api);
      expect(after.available).toBe(before.available - fee - (initial_load ?? 0));
      expect(after.reserved).toBe(0);
      await expectLedgerBalanced(server);
    });
  }

  test("net-404 refuses initial_load; net-493-atm is unavailable; nothing is debited", async ({ api }) => {
    const before = await usdRow(api);
    expectError(await issue(api, { product: "net-404", initial_load: 1000 }), 400, "validation_error", "invalid_request", "initial_load");
    expectError(await issue(api, { product: "net-493-atm" }), 400, "product_unavailable", "invalid_request", "product");
    expectError(await issue(api, { product: "net-400", initial_load: 999 }), 400, "validation_error", "invalid_request", "initial_load");
    expectError(await issue(api, { product: "net-400", cardholder: { ...cardholder, first_name: "R2D2" } }), 400, "validation_error", "invalid_request", "cardholder.first_name");
    expect(await usdRow(api)).toEqual(before);
  });

  test("Live: not activated → 403 activation_required; activated → 503", async ({ server, liveApi }) => {
    expectError(await issue(liveApi, { product: "net-400" }), 403, "activation_required", "permission_error");
    const activated = await newOrganization(server, { liveActivated: true });
    const key = await newKey(server, activated.id, "live");
    expectError(await issue(apiClient(server, key.secret, "live"), { product: "net-400" }), 503, "live_operations_disabled", "service_unavailable");
  });
});

describe("card money and states", () => {
  test("fund, withdraw, purchase, freeze, unfreeze, terminate move exactly what docs/api/cards.md says", async ({ api, server }) => {
    const card = (await issue(api, { product: "net-536", initial_load: 10_000 })).body;
    const start = await usdRow(api);

    const fund = await api.post(`/cards/${card.id}/fund`, { amount: 5000 }, { idempotencyKey: idempotencyKey() });
    expect(fund.status).toBe(200);
    expect(fund.body).toMatchObject({ object: "card_operation", type: "fund", amount: 5000, fee: 100, fee_breakdown: { topup: 100 }, status: "succeeded" });
    expect(fund.body.card.balance).toBe(15_000);
    expect((await usdRow(api)).available).toBe(start.available - 5100);

    expectError(await api.post(`/cards/${card.id}/withdraw`, { amount: 14_600 }, { idempotencyKey: idempotencyKey() }), 409, "insufficient_card_balance", "state_error");
    const withdraw = await api.post(`/cards/${card.id}/withdraw`, { amount: 4000 }, { idempotencyKey: idempotencyKey() });
    expect(withdraw.body).toMatchObject({ type: "withdraw", amount: 4000, fee: 0, fee_breakdown: {} });
    expect(withdraw.body.card.balance).toBe(11_000);
    expect((await usdRow(api)).available).toBe(start.available - 1100);

    const purchase = await api.post(`/test/cards/${card.id}/authorizations`, { amount: 10_300, merchant_name: "Coffee" });
    expect(purchase.status).toBe(201);
    expect(purchase.body).toMatchObject({ object: "card_transaction", type: "authorization", status: "succeeded", amount: 10_300, merchant: { name: "Coffee" } });
    const declined = await api.post(`/test/cards/${card.id}/authorizations`, { amount: 701 });
    expect(declined.body).toMatchObject({ status: "declined", merchant: { name: "Test Merchant" } });
    expect((await api.get(`/cards/${card.id}`)).body.balance).toBe(700);

    expectError(await api.post(`/cards/${card.id}/terminate`), 409, "card_state_conflict", "state_error");
    expect((await api.post(`/cards/${card.id}/freeze`)).body.status).toBe("frozen");
    expectError(await api.post(`/cards/${card.id}/freeze`), 409, "card_state_conflict", "state_error");
    expectError(await api.post(`/cards/${card.id}/fund`, { amount: 500 }, { idempotencyKey: idempotencyKey() }), 409, "card_state_conflict", "state_error");
    expect((await api.post(`/test/cards/${card.id}/authorizations`, { amount: 1 })).body.status).toBe("declined");
    const frozenWithdraw = await api.post(`/cards/${card.id}/withdraw`, { amount: 500 }, { idempotencyKey: idempotencyKey() });
    expectError(frozenWithdraw, 409, "insufficient_card_balance", "state_error");
    expect((await api.post(`/cards/${card.id}/unfreeze`)).body.status).toBe("active");
    expectError(await api.post(`/cards/${card.id}/unfreeze`), 409, "card_state_conflict", "state_error");

    expect((await api.post(`/test/cards/${card.id}/authorizations`, { amount: 200 })).body.status).toBe("succeeded");
    const beforeTerminate = await usdRow(api);
    const terminated = await api.post(`/cards/${card.id}/terminate`);
    expect(terminated.body).toMatchObject({ status: "terminated", balance: 0 });
    expect((await usdRow(api)).available).toBe(beforeTerminate.available + 500);
    expectError(await api.get(`/cards/${card.id}/details`), 409, "card_state_conflict", "state_error");

    const transactions = await api.get(`/cards/${card.id}/transactions`);
    expect(transactions.body.has_more).toBe(false);
    expect(transactions.body.data.map((t: any) => `${t.type}:${t.status}:${t.amount}`)).toEqual([
      "withdrawal:succeeded:500",
      "authorization:succeeded:200",
      "authorization:declined:1",
      "authorization:declined:701",
      "authorization:succeeded:10300",
      "withdrawal:succeeded:4000",
      "fee:succeeded:100",
      "topup:succeeded:5000",
      "fee:succeeded:200",
      "fee:succeeded:100",
      "fee:succeeded:200",
      "topup:succeeded:10000",
    ]);
    await expectLedgerBalanced(server);
  });

  test("30 concurrent withdrawals and purchases never take a card below its limits", async ({ api, server }) => {
    const card = (await issue(api, { product: "net-400", initial_load: 20_000 })).body;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? api.post(`/cards/${card.id}/withdraw`, { amount: 1500 }, { idempotencyKey: idempotencyKey() })
          : api.post(`/test/cards/${card.id}/authorizations`, { amount: 1500 }),
      ),
    );
    const withdrawn = results.filter((r, i) => i % 2 === 0 && r.status === 200).length;
    const bought = results.filter((r, i) => i % 2 === 1 && r.body.status === "succeeded").length;
    for (const [i, r] of results.entries()) {
      if (i % 2 === 0 && r.status !== 200) expectError(r, 409, "insufficient_card_balance", "state_error");
      if (i % 2 === 1) expect(r.status).toBe(201);
    }
    const balance = (await api.get(`/cards/${card.id}`)).body.balance;
    expect(balance).toBe(20_000 - 1500 * (withdrawn + bought));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(withdrawn + bought).toBeGreaterThan(0);
    await expectLedgerBalanced(server);
  });

  test("details: 16 Luhn-valid digits with the network prefix, stable, last4 agrees, expiry three years out", async ({ api }) => {
    for (const product of ["net-400", "net-493-premium"]) {
      const card = (await issue(api, { product })).body;
      const first = await api.get(`/cards/${card.id}/details`);
      expect(first.status).toBe(200);
      const { number, cvv } = first.body;
      expect(number).toMatch(/^\d{16}$/);
      expect(luhnCheckDigit(number.slice(0, 15))).toBe(number[15]);
      expect(number.startsWith("4")).toBe(product === "net-400");
      if (product !== "net-400") expect(number).toMatch(/^5[1-5]/);
      expect(number.slice(-4)).toBe(card.last4);
      expect(cvv).toMatch(/^\d{3}$/);
      expect(first.body.expiry_year).toBe(String(new Date().getUTCFullYear() + 3));
      expect((await api.get(`/cards/${card.id}/details`)).body).toEqual(first.body);
    }
  });

  test("scopes: reading needs cards:read, changing cards:write, details cards:sensitive", async ({ api, server, org }) => {
    const card = (await issue(api, { product: "net-400" })).body;
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expect((await readOnly.get(`/cards/${card.id}`)).status).toBe(200);
    expectError(await readOnly.get(`/cards/${card.id}/details`), 403, "insufficient_scope", "permission_error");
    expectError(await readOnly.post(`/cards/${card.id}/freeze`), 403, "insufficient_scope", "permission_error");
    const other = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expectError(await other.get(`/cards/${card.id}`), 404, "not_found", "invalid_request");
  });
});

describe("cards over GraphQL", () => {
  test("issueCard, fundCard, freezeCard and cardDetails are the same operations", async ({ api, server }) => {
    const before = await usdRow(api);
    const issued = await api.graphql(IssueCard, {
      input: { product: "net-400", cardholder: { firstName: "Ana", lastName: "Lima", email: "ana@example.com" }, initialLoad: 2000 },
      idempotencyKey: idempotencyKey(),
    });
    expect(issued.errors).toBeUndefined();
    const card = issued.data!.issueCard!.card;
    expect(issued.data!.issueCard!.issuance).toEqual({ initialLoad: 2000, fee: 420, feeBreakdown: { issuance: 300, kyc: 100, topup: 20 } });
    expect(card.transactions.data.map((t) => t.type).sort()).toEqual(["fee", "fee", "fee", "topup"]);
    expect((await usdRow(api)).available).toBe(before.available - 2420);

    const key = idempotencyKey();
    const rest = await api.post(`/cards/${card.id}/fund`, { amount: 1000 }, { idempotencyKey: key });
    expect(rest.status).toBe(200);
    const replay = await api.graphql(FundCard, { id: card.id, amount: 1000, idempotencyKey: key });
    expect(replay.data?.fundCard).toMatchObject({ type: "fund", amount: 1000, fee: 10, card: { balance: 3000 } });
    expect((await api.get(`/cards/${card.id}`)).body.balance).toBe(3000);

    expect((await api.graphql(FreezeCard, { id: card.id })).data?.freezeCard?.status).toBe("frozen");
    expectGraphQLError(await api.graphql(FreezeCard, { id: card.id }), "freezeCard", 409, "card_state_conflict", "state_error");
    const details = await api.graphql(CardDetails, { id: card.id });
    expect(details.data?.cardDetails?.number.slice(-4)).toBe(card.last4);
    await expectLedgerBalanced(server);
  });
});
