// Card spending controls (docs/api/cards.md#spending-controls) and the order a purchase is decided
// in (#how-a-purchase-is-decided), over REST and GraphQL: limits per authorization and per UTC
// calendar interval, by merchant category, allowed and blocked categories, each decline reason,
// exact card and wallet balances, interval totals that concurrent purchases cannot pass together,
// and the merchant-category catalog. Every test gets a fresh organization (a 10,000,000-cent wallet).
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import { test, expect, expectError, expectGraphQLError, expectLedgerBalanced, idempotencyKey, apiClient, newKey, type ApiClient } from "../support/fixtures.js";
import { usd } from "../support/money.js";
import { authorize, cardBalance, eventsOfType, issuedCard, purchase } from "../support/cards.js";
import { intervalStart } from "../../src/domain/cards/spending-controls.js";

const none = { spending_limits: [], allowed_categories: null, blocked_categories: null };

const IssueMutation = graphql(`
  mutation ControlsIssue($input: IssueCardInput!, $idempotencyKey: String!) {
    issueCard(input: $input, idempotencyKey: $idempotencyKey) {
      card { id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }
    }
  }
`);

const UpdateMutation = graphql(`
  mutation ControlsUpdate($id: ID!, $input: SpendingControlsInput!) {
    updateCardSpendingControls(id: $id, input: $input) {
      id balance spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories }
    }
  }
`);

const AuthorizeMutation = graphql(`
  mutation ControlsAuthorize($cardId: ID!, $amount: SafeInt!, $merchantCategory: MerchantCategoryId) {
    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantCategory: $merchantCategory) {
      id status declineReason amount merchant { name category }
    }
  }
`);

const CardQuery = graphql(`
  query ControlsCard($id: ID!) {
    card(id: $id) { id balance status spendingControls { spendingLimits { amount interval categories } allowedCategories blockedCategories } }
  }
`);

const CategoriesQuery = graphql(`
  query ControlsCategories { merchantCategories { id name mccRanges { from to } } }
`);

const FreezeMutation = graphql(`
  mutation ControlsFreeze($id: ID!) { freezeCard(id: $id) { id status } }
`);

const holder = { firstName: "Ana", lastName: "Lima", email: "ana@example.com" };

const setControls = (api: ApiClient, cardId: string, body: unknown) => api.post(`/cards/${cardId}/spending_controls`, body);

/** Each purchase in turn, expecting its status and decline reason and the card's balance after it. */
async function expectDecisions(api: ApiClient, cardId: string, steps: Array<[category: string, amount: number, outcome: string, balance: number]>) {
  for (const [category, amount, outcome, balance] of steps) {
    const bought = await purchase(api, cardId, { amount, merchant_category: category, merchant_name: `${category} shop` });
    const expected = outcome === "succeeded" ? { status: "succeeded", decline_reason: null } : { status: "declined", decline_reason: outcome };
    expect({ category, amount, ...expected }).toEqual({ category, amount, status: bought.status, decline_reason: bought.decline_reason });
    expect(bought.merchant).toEqual({ name: `${category} shop`, mcc: null, country: null, category });
    expect(await cardBalance(api, cardId)).toBe(balance);
  }
}

describe("setting and replacing spending controls", () => {
  test("at issue, then replaced whole with POST /cards/{id}/spending_controls; shown on the card everywhere", async ({ api, server }) => {
    const plain = await issuedCard(api, {});
    expect(plain.spending_controls).toEqual(none);

    const card = await issuedCard(api, {
      initial_load: 5000,
      spending_controls: { spending_limits: [{ amount: 5000, interval: "daily" }], blocked_categories: ["gambling"] },
    });
    const first = { spending_limits: [{ amount: 5000, interval: "daily", categories: null }], allowed_categories: null, blocked_categories: ["gambling"] };
    expect(card.spending_controls).toEqual(first);
    expect((await api.get(`/cards/${card.id}`)).body.spending_controls).toEqual(first);
    expect((await api.get("/cards")).body.data.find((c: any) => c.id === card.id).spending_controls).toEqual(first);
    const created = (await eventsOfType(api, "card.created")).find((e) => e.data.object.id === card.id);
    expect(created.data.object.spending_controls).toEqual(first);

    const wallet = await usd(api);
    const replaced = await setControls(api, card.id, {
      spending_limits: [{ amount: 100, interval: "per_authorization", categories: ["restaurants", "fuel"] }],
      allowed_categories: ["restaurants", "fuel", "grocery_stores"],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const second = {
      spending_limits: [{ amount: 100, interval: "per_authorization", categories: ["restaurants", "fuel"] }],
      allowed_categories: ["restaurants", "fuel", "grocery_stores"],
      blocked_categories: null,
    };
    expect(replaced.body).toEqual({ ...(({ issuance: _, ...rest }) => rest)(card), spending_controls: second });
    expect((await api.get(`/cards/${card.id}`)).body).toEqual(replaced.body);
    // The same controls again leave the card as it is: no Idempotency-Key is needed.
    expect((await setControls(api, card.id, replaced.body.spending_controls)).body).toEqual(replaced.body);

    const removed = await setControls(api, card.id, { spending_limits: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.spending_controls).toEqual(none);
    // Replacing controls moves no money.
    expect(await usd(api)).toEqual(wallet);
    expect(await cardBalance(api, card.id)).toBe(5000);
    await expectLedgerBalanced(server);
  });

  test("unknown, terminated, other scopes and Live", async ({ api, server, org, liveApi }) => {
    const controls = { spending_limits: [] };
    expectError(await setControls(api, "card_00000000000000000000000000", controls), 404, "not_found", "invalid_request");
    const card = await issuedCard(api, {});
    expect((await api.post(`/cards/${card.id}/terminate`)).status).toBe(200);
    expectError(await setControls(api, card.id, controls), 409, "card_state_conflict", "state_error");
    const reader = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expectError(await setControls(reader, card.id, controls), 403, "insufficient_scope", "permission_error");
    expectError(await liveApi.post(`/cards/${card.id}/spending_controls`, controls), 403, "activation_required", "permission_error");
    const categories = await reader.get("/merchant_categories");
    expect(categories.status).toBe(200);
  });
});

describe("validation", () => {
  test("every invalid field in one 400 validation_error; allowed and blocked together are refused", async ({ api }) => {
    const card = await issuedCard(api, { initial_load: 2000 });
    const bad = await setControls(api, card.id, {
      spending_limits: [
        { amount: 0, interval: "hourly" },
        { amount: 100_000_001, interval: "daily", categories: ["casinos"] },
        { amount: 5, interval: "daily", categories: ["fuel", "fuel"] },
      ],
      allowed_categories: [],
      colour: "red",
    });
    expectError(bad, 400, "validation_error", "invalid_request", "spending_limits.0.amount");
    expect(bad.body.error.errors.map((e: any) => e.param)).toEqual([
      "spending_limits.0.amount",
      "spending_limits.0.interval",
      "spending_limits.1.amount",
      "spending_limits.1.categories.0",
      "spending_limits.2.categories",
      "allowed_categories",
      "colour",
    ]);
    expect(bad.body.error.errors[0].message).toBe("spending_limits.0.amount must be between 1 and 100000000 cents (USD 0.01 to 1,000,000.00).");
    expect(bad.body.error.errors[4].message).toBe("spending_limits.2.categories must name each merchant category once.");
    expect(bad.body.error.errors[5].message).toBe(
      "allowed_categories must be a list of 1 to 8 merchant category ids (grocery_stores, restaurants, airlines, fuel, gambling, digital_goods, atm, other).",
    );

    const both = await setControls(api, card.id, { spending_limits: [], allowed_categories: ["fuel"], blocked_categories: ["atm"] });
    expectError(both, 400, "validation_error", "invalid_request", "blocked_categories");
    expect(both.body.error.message).toBe(
      "blocked_categories must not be sent with allowed categories: a card either allows only some merchant categories or blocks some.",
    );
    expectError(await setControls(api, card.id, {}), 400, "validation_error", "invalid_request", "spending_limits");
    const eleven = Array.from({ length: 11 }, () => ({ amount: 1, interval: "daily" }));
    expectError(await setControls(api, card.id, { spending_limits: eleven }), 400, "validation_error", "invalid_request", "spending_limits");

    // On issue, beside another invalid field; nothing is issued or debited.
    const wallet = await usd(api);
    const issue = await api.post(
      "/cards",
      { product: "net-400", cardholder: { first_name: "", last_name: "L", email: "a@example.com" }, spending_controls: { spending_limits: [], allowed_categories: ["fuel"], blocked_categories: ["atm"] } },
      { idempotencyKey: idempotencyKey() },
    );
    expectError(issue, 400, "validation_error", "invalid_request", "cardholder.first_name");
    expect(issue.body.error.errors.map((e: any) => e.param)).toEqual(["cardholder.first_name", "spending_controls.blocked_categories"]);
    expect(await usd(api)).toEqual(wallet);
    expect((await api.get(`/cards/${card.id}`)).body.spending_controls).toEqual(none);

    // GraphQL names the fields its way; an unknown category or interval is refused with the document.
    expectGraphQLError(
      await api.graphql(UpdateMutation, { id: card.id, input: { spendingLimits: [], allowedCategories: ["fuel"], blockedCategories: ["atm"] } }),
      "updateCardSpendingControls",
      400,
      "validation_error",
      "invalid_request",
      "blockedCategories",
    );
    expectGraphQLError(
      await api.graphql(IssueMutation, {
        input: { product: "net-400", cardholder: holder, spendingControls: { spendingLimits: [{ amount: 0, interval: "daily" }] } },
        idempotencyKey: idempotencyKey(),
      }),
      "issueCard",
      400,
      "validation_error",
      "invalid_request",
      "spendingControls.spendingLimits.0.amount",
    );
    const unknown = await api.graphql(UpdateMutation, { id: card.id, input: { spendingLimits: [{ amount: 1, interval: "hourly" as never }] } });
    expect(unknown.data ?? null).toBeNull();
    expect(unknown.errors?.length).toBeGreaterThan(0);
    expectError(await authorize(api, card.id, { amount: 1, merchant_category: "casinos" }), 400, "validation_error", "invalid_request", "merchant_category");
    expect(await cardBalance(api, card.id)).toBe(2000);
  });
});

describe("how a purchase is decided, over REST", () => {
  test("each control and each decline reason, in order, with the card's and the wallet's balances exact", async ({ api, server }) => {
    const card = await issuedCard(api, {
      initial_load: 10_000,
      spending_controls: {
        spending_limits: [
          { amount: 3000, interval: "per_authorization" },
          { amount: 6000, interval: "daily" },
          { amount: 1000, interval: "daily", categories: ["restaurants"] },
        ],
        blocked_categories: ["gambling"],
      },
    });
    const wallet = await usd(api);
    await expectDecisions(api, card.id, [
      ["gambling", 100, "spending_controls", 10_000],
      ["other", 3001, "spending_controls", 10_000], // above the per-authorization limit
      ["other", 3000, "succeeded", 7000], // at it
      ["restaurants", 600, "succeeded", 6400],
      ["restaurants", 401, "spending_controls", 6400], // restaurants today: 600 + 401 > 1000
      ["restaurants", 400, "succeeded", 6000],
      ["fuel", 2001, "spending_controls", 6000], // every category today: 4000 + 2001 > 6000
      ["fuel", 2000, "succeeded", 4000],
      ["airlines", 1, "spending_controls", 4000], // the daily limit is reached; declined purchases never counted
    ]);

    // Replaced: only fuel is allowed, and no limit.
    expect((await setControls(api, card.id, { spending_limits: [], allowed_categories: ["fuel"] })).status).toBe(200);
    await expectDecisions(api, card.id, [
      ["fuel", 500, "succeeded", 3500],
      ["other", 1, "spending_controls", 3500],
      ["fuel", 3501, "insufficient_funds", 3500],
      ["other", 5000, "spending_controls", 3500], // the controls come before the balance
      ["fuel", 3500, "succeeded", 0],
    ]);
    expect((await api.post(`/cards/${card.id}/fund`, { amount: 1000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    expect((await api.post(`/cards/${card.id}/freeze`)).status).toBe(200);
    await expectDecisions(api, card.id, [
      ["fuel", 1, "card_inactive", 1000],
      ["gambling", 5000, "card_inactive", 1000], // the card's status comes first
    ]);
    // Purchases never touch the wallet (the fund above cost 1000 + its 10 fee).
    expect(await usd(api)).toEqual({ available: wallet.available - 1010, reserved: 0, total: wallet.total - 1010 });

    // The decline reason travels with the card_transaction.created event.
    const events = (await eventsOfType(api, "card_transaction.created")).map((e) => e.data.object).filter((t) => t.card_id === card.id && t.type === "authorization");
    expect(events.map((t) => t.decline_reason ?? "succeeded").reverse()).toEqual([
      "spending_controls", "spending_controls", "succeeded", "succeeded", "spending_controls", "succeeded", "spending_controls", "succeeded",
      "spending_controls", "succeeded", "spending_controls", "insufficient_funds", "spending_controls", "succeeded", "card_inactive", "card_inactive",
    ]);
    await expectLedgerBalanced(server);
  });

  test("weekly, monthly, yearly and all-time limits count today's purchases too", async ({ api }) => {
    const card = await issuedCard(api, { initial_load: 20_000 });
    let balance = 20_000;
    let digitalGoods = 0;
    for (const interval of ["weekly", "monthly", "yearly", "all_time"]) {
      // Every approved digital_goods purchase so far counts: the limit leaves room for exactly 100 more.
      expect((await setControls(api, card.id, { spending_limits: [{ amount: digitalGoods + 100, interval, categories: ["digital_goods"] }] })).status).toBe(200);
      await expectDecisions(api, card.id, [
        ["digital_goods", 101, "spending_controls", balance],
        ["atm", 300, "succeeded", balance - 300], // not one of the limit's categories
        ["digital_goods", 100, "succeeded", balance - 400],
        ["digital_goods", 1, "spending_controls", balance - 400],
      ]);
      balance -= 400;
      digitalGoods += 100;
      // The atm purchases count towards a limit for every category.
      expect((await setControls(api, card.id, { spending_limits: [{ amount: 20_000 - balance, interval }] })).status).toBe(200);
      await expectDecisions(api, card.id, [["other", 1, "spending_controls", balance]]);
    }
  });

  test("calendar intervals are UTC, weeks begin on Monday", () => {
    const at = (iso: string) => new Date(iso);
    expect(intervalStart("daily", at("2026-11-29T23:59:59.999Z"))).toEqual(at("2026-11-29T00:00:00.000Z"));
    expect(intervalStart("weekly", at("2026-11-29T23:59:59.999Z"))).toEqual(at("2026-11-23T00:00:00.000Z")); // a Sunday
    expect(intervalStart("weekly", at("2026-11-30T00:00:00.000Z"))).toEqual(at("2026-11-30T00:00:00.000Z")); // a Monday
    expect(intervalStart("weekly", at("2027-01-01T12:00:00.000Z"))).toEqual(at("2026-12-28T00:00:00.000Z")); // across a year
    expect(intervalStart("monthly", at("2026-03-01T00:00:00.000Z"))).toEqual(at("2026-03-01T00:00:00.000Z"));
    expect(intervalStart("monthly", at("2026-02-28T23:00:00.000Z"))).toEqual(at("2026-02-01T00:00:00.000Z"));
    expect(intervalStart("yearly", at("2026-12-31T23:59:59.999Z"))).toEqual(at("2026-01-01T00:00:00.000Z"));
    expect(intervalStart("all_time", at("2026-12-31T23:59:59.999Z"))).toBeNull();
  });
});

describe("how a purchase is decided, over GraphQL", () => {
  test("each control and decline reason, with the balances exact", async ({ api, server }) => {
    const issued = await api.graphql(IssueMutation, {
      input: {
        product: "net-400",
        cardholder: holder,
        initialLoad: 5000,
        spendingControls: { spendingLimits: [{ amount: 1500, interval: "daily", categories: ["airlines"] }], blockedCategories: ["atm"] },
      },
      idempotencyKey: idempotencyKey(),
    });
    expect(issued.errors, JSON.stringify(issued.errors)).toBeUndefined();
    const card = issued.data!.issueCard!.card;
    expect(card.spendingControls).toEqual({ spendingLimits: [{ amount: 1500, interval: "daily", categories: ["airlines"] }], allowedCategories: null, blockedCategories: ["atm"] });
    const wallet = await usd(api);

    const steps: Array<[string, number, string | null, number]> = [
      ["atm", 100, "spending_controls", 5000],
      ["airlines", 1000, null, 4000],
      ["airlines", 501, "spending_controls", 4000],
      ["airlines", 500, null, 3500],
      ["other", 3501, "insufficient_funds", 3500],
      ["other", 3500, null, 0],
    ];
    for (const [merchantCategory, amount, declineReason, balance] of steps) {
      const result = await api.graphql(AuthorizeMutation, { cardId: card.id, amount, merchantCategory: merchantCategory as never });
      expect(result.errors).toBeUndefined();
      expect(result.data!.simulateCardAuthorization).toEqual({
        id: expect.stringMatching(/^ctx_/),
        status: declineReason ? "declined" : "succeeded",
        declineReason,
        amount,
        merchant: { name: "Test Merchant", category: merchantCategory },
      });
      expect((await api.graphql(CardQuery, { id: card.id })).data!.card!.balance).toBe(balance);
    }

    const updated = await api.graphql(UpdateMutation, { id: card.id, input: { spendingLimits: [{ amount: 10, interval: "per_authorization" }], allowedCategories: ["fuel"] } });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCardSpendingControls!.spendingControls).toEqual({
      spendingLimits: [{ amount: 10, interval: "per_authorization", categories: null }],
      allowedCategories: ["fuel"],
      blockedCategories: null,
    });
    expect((await api.post(`/cards/${card.id}/fund`, { amount: 500 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    const other = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 5 });
    expect(other.data!.simulateCardAuthorization).toMatchObject({ status: "declined", declineReason: "spending_controls", merchant: { category: "other" } });
    const tooMuch = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 11, merchantCategory: "fuel" });
    expect(tooMuch.data!.simulateCardAuthorization).toMatchObject({ status: "declined", declineReason: "spending_controls" });
    const fuel = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 10, merchantCategory: "fuel" });
    expect(fuel.data!.simulateCardAuthorization).toMatchObject({ status: "succeeded", declineReason: null });
    expect((await api.graphql(FreezeMutation, { id: card.id })).data!.freezeCard!.status).toBe("frozen");
    const frozen = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 1, merchantCategory: "atm" });
    expect(frozen.data!.simulateCardAuthorization).toMatchObject({ status: "declined", declineReason: "card_inactive" });
    expect((await api.graphql(CardQuery, { id: card.id })).data!.card).toMatchObject({ balance: 490, status: "frozen" });
    expect(await usd(api)).toEqual({ available: wallet.available - 505, reserved: 0, total: wallet.total - 505 });
    await expectLedgerBalanced(server);
  });
});

describe("concurrent purchases against a daily limit", () => {
  test("50 at once against a limit that fits exactly 17: exactly 17 succeed", async ({ api, server }) => {
    const card = await issuedCard(api, {
      initial_load: 100_000,
      spending_controls: { spending_limits: [{ amount: 1700, interval: "daily" }] },
    });
    const results = await Promise.all(Array.from({ length: 50 }, () => authorize(api, card.id, { amount: 100, merchant_category: "restaurants" })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const succeeded = results.filter((r) => r.body.status === "succeeded");
    const declined = results.filter((r) => r.body.status === "declined");
    expect(succeeded).toHaveLength(17);
    expect(declined).toHaveLength(33);
    expect(new Set(declined.map((r) => r.body.decline_reason))).toEqual(new Set(["spending_controls"]));
    expect(await cardBalance(api, card.id)).toBe(100_000 - 1700);
    await expectLedgerBalanced(server);
  });
});

describe("the merchant-category catalog", () => {
  test("GET /merchant_categories and merchantCategories serve one catalog; every code belongs to exactly one category", async ({ api }) => {
    const rest = await api.get("/merchant_categories");
    expect(rest.status).toBe(200);
    expect(rest.body.object).toBe("list");
    const ids = rest.body.data.map((c: any) => c.id);
    expect(ids).toEqual(["grocery_stores", "restaurants", "airlines", "fuel", "gambling", "digital_goods", "atm", "other"]);
    const restaurants = rest.body.data.find((c: any) => c.id === "restaurants");
    expect(restaurants).toEqual({ object: "merchant_category", id: "restaurants", name: "Restaurants, bars and fast food", mcc_ranges: [{ from: "5812", to: "5814" }] });
    expect(rest.body.data.find((c: any) => c.id === "airlines").mcc_ranges).toEqual([{ from: "3000", to: "3350" }, { from: "4511", to: "4511" }]);
    const owners = new Map<number, string[]>();
    for (const category of rest.body.data) {
      for (const range of category.mcc_ranges) {
        expect(range.from).toMatch(/^\d{4}$/);
        for (let code = Number(range.from); code <= Number(range.to); code++) owners.set(code, [...(owners.get(code) ?? []), category.id]);
      }
    }
    expect(owners.size).toBe(10_000);
    expect([...owners.values()].every((list) => list.length === 1)).toBe(true);
    expect(owners.get(5411)).toEqual(["grocery_stores"]);
    expect(owners.get(7995)).toEqual(["gambling"]);
    expect(owners.get(6011)).toEqual(["atm"]);
    expect(owners.get(5999)).toEqual(["other"]);

    const gql = await api.graphql(CategoriesQuery, {});
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.merchantCategories).toEqual(rest.body.data.map(({ id, name, mcc_ranges }: any) => ({ id, name, mccRanges: mcc_ranges })));
  });
});
