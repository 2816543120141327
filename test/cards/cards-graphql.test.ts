// Virtual cards over GraphQL (docs/api/graphql.md): card, cards, Card.transactions, cardDetails,
// cardProducts and the card mutations run the same operations as REST, with the REST error
// codes (code, type, status, param) in extensions and one idempotency key space.
import { randomInt } from "node:crypto";
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import {
  test,
  expect,
  expectError,
  expectGraphQLError,
  expectLedgerBalanced,
  idempotencyKey,
  apiClient,
  newKey,
  newOrganization,
  type ApiClient,
} from "../support/fixtures.js";
import { usdAvailable } from "../support/money.js";

const USD_START = 10_000_000;

const CardQuery = graphql(`
  query CardsGqlCard($id: ID!, $page: Int) {
    card(id: $id) {
      id environment product network currency status
      cardholder { firstName lastName email }
      last4 expiryMonth expiryYear balance reference metadata createdAt testData
      transactions(page: $page) {
        data { id cardId type status amount currency merchant { name mcc country } createdAt testData }
        hasMore
      }
    }
  }
`);

const CardsQuery = graphql(`
  query CardsGqlCards($first: Int, $after: String, $status: CardStatus) {
    cards(first: $first, after: $after, status: $status) {
      edges { cursor node { id status balance } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const DetailsQuery = graphql(`
  query CardsGqlDetails($id: ID!) {
    cardDetails(id: $id) { cardId number cvv expiryMonth expiryYear testData }
  }
`);

const ProductsQuery = graphql(`
  query CardsGqlProducts {
    cardProducts { id network available issuanceFee kycFee topupRatePercent acceptsInitialLoad }
  }
`);

const IssueMutation = graphql(`
  mutation CardsGqlIssue($input: IssueCardInput!, $idempotencyKey: String!) {
    issueCard(input: $input, idempotencyKey: $idempotencyKey) {
      card {
        id environment product network currency status
        cardholder { firstName lastName email }
        last4 expiryMonth expiryYear balance reference metadata createdAt testData
      }
      issuance { initialLoad fee feeBreakdown }
    }
  }
`);

const FundMutation = graphql(`
  mutation CardsGqlFund($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {
    fundCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {
      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }
    }
  }
`);

const WithdrawMutation = graphql(`
  mutation CardsGqlWithdraw($id: ID!, $amount: SafeInt!, $idempotencyKey: String!) {
    withdrawFromCard(id: $id, amount: $amount, idempotencyKey: $idempotencyKey) {
      id type cardId amount fee feeBreakdown status createdAt testData card { id status balance }
    }
  }
`);

const FreezeMutation = graphql(`
  mutation CardsGqlFreeze($id: ID!) { freezeCard(id: $id) { id status balance } }
`);

const UnfreezeMutation = graphql(`
  mutation CardsGqlUnfreeze($id: ID!) { unfreezeCard(id: $id) { id status balance } }
`);

const TerminateMutation = graphql(`
  mutation CardsGqlTerminate($id: ID!) { terminateCard(id: $id) { id status balance } }
`);

const AuthorizeMutation = graphql(`
  mutation CardsGqlAuthorize($cardId: ID!, $amount: SafeInt!, $merchantName: String) {
    simulateCardAuthorization(cardId: $cardId, amount: $amount, merchantName: $merchantName) {
      id cardId type status amount currency merchant { name mcc country } createdAt testData
    }
  }
`);

const holder = { firstName: "Ana", lastName: "Lima", email: "ana@example.com" };

async function issue(api: ApiClient, input: { product: string; initialLoad?: number }) {
  const result = await api.graphql(IssueMutation, { input: { cardholder: holder, ...input }, idempotencyKey: idempotencyKey() });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.issueCard!;
}

describe("issueCard", () => {
  test("returns {card, issuance} with the fees of docs/api/cards.md#products-and-fees and debits the wallet exactly", async ({ api, server }) => {
    let wallet = await usdAvailable(api);
    expect(wallet).toBe(USD_START);
    for (const [product, initialLoad, fees] of [
      ["net-400", 1001, { issuance: 300, kyc: 100, topup: 11 }],
      ["net-404", undefined, { issuance: 500, kyc: 100, topup: 0 }],
      ["net-493-premium", 1001, { issuance: 1000, kyc: 200, topup: 16 }],
      ["net-536", 1234, { issuance: 200, kyc: 100, topup: 25 }],
    ] as const) {
      const result = await api.graphql(IssueMutation, {
        input: { product, cardholder: holder, ...(initialLoad ? { initialLoad } : {}), reference: `gql-${product}`, metadata: { via: "graphql" } },
        idempotencyKey: idempotencyKey(),
      });
      expect(result.errors).toBeUndefined();
      const { card, issuance } = result.data!.issueCard!;
      const fee = fees.issuance + fees.kyc + fees.topup;
      expect(issuance).toEqual({ initialLoad: initialLoad ?? 0, fee, feeBreakdown: fees });
      const created = new Date(card.createdAt);
      expect(card).toEqual({
        id: expect.stringMatching(/^card_/),
        environment: "sandbox",
        product,
        network: product === "net-400" || product === "net-404" ? "visa" : "mastercard",
        currency: "USD",
        status: "active",
        cardholder: holder,
        last4: expect.stringMatching(/^\d{4}$/),
        expiryMonth: String(created.getUTCMonth() + 1).padStart(2, "0"),
        expiryYear: String(created.getUTCFullYear() + 3),
        balance: initialLoad ?? 0,
        reference: `gql-${product}`,
        metadata: { via: "graphql" },
        createdAt: expect.any(String),
        testData: true,
      });
      const now = await usdAvailable(api);
      expect(now, product).toBe(wallet - (initialLoad ?? 0) - fee);
      wallet = now;
      // The same card through REST.
      const rest = await api.get(`/cards/${card.id}`);
      expect(rest.body).toMatchObject({ id: card.id, last4: card.last4, balance: card.balance, cardholder: { first_name: "Ana", last_name: "Lima", email: "ana@example.com" } });
    }
    await expectLedgerBalanced(server);
  });

  test("errors carry the REST code, type and status, and param as GraphQL spells it (docs/api/graphql.md#errors); nothing is debited", async ({ api, server, org, liveApi }) => {
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ["unknown product", { product: "net-999" }, "product"],
      ["first name with digits", { product: "net-400", cardholder: { ...holder, firstName: "R2D2" } }, "cardholder.firstName"],
      ["empty first name", { product: "net-400", cardholder: { ...holder, firstName: "" } }, "cardholder.firstName"],
      ["last name of 51", { product: "net-400", cardholder: { ...holder, lastName: "a".repeat(51) } }, "cardholder.lastName"],
      ["last name with @", { product: "net-400", cardholder: { ...holder, lastName: "a@b" } }, "cardholder.lastName"],
      ["bad email", { product: "net-400", cardholder: { ...holder, email: "nope" } }, "cardholder.email"],
      ["initial load 999", { product: "net-400", initialLoad: 999 }, "initialLoad"],
      ["initial load 250001", { product: "net-400", initialLoad: 250_001 }, "initialLoad"],
      ["net-404 with initial load", { product: "net-404", initialLoad: 1000 }, "initialLoad"],
      ["reference of 65", { product: "net-400", reference: "r".repeat(65) }, "reference"],
      ["metadata of 21 pairs", { product: "net-400", metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }, "metadata"],
    ];
    const before = await usdAvailable(api);
    for (const [name, input, param] of invalid) {
      const result = await api.graphql(IssueMutation, { input: { cardholder: holder, ...input } as never, idempotencyKey: idempotencyKey() });
      expect(result.errors?.[0]?.extensions?.param, name).toBe(param);
      expectGraphQLError(result, "issueCard", 400, "validation_error", "invalid_request", param);
    }
    expectGraphQLError(
      await api.graphql(IssueMutation, { input: { product: "net-493-atm", cardholder: holder }, idempotencyKey: idempotencyKey() }),
      "issueCard",
      400,
      "product_unavailable",
      "invalid_request",
      "product",
    );
    expectGraphQLError(
      await api.graphql(IssueMutation, { input: { product: "net-400", cardholder: holder }, idempotencyKey: "" }),
      "issueCard",
      400,
      "idempotency_key_required",
      "invalid_request",
    );
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expectGraphQLError(
      await readOnly.graphql(IssueMutation, { input: { product: "net-400", cardholder: holder }, idempotencyKey: idempotencyKey() }),
      "issueCard",
      403,
      "insufficient_scope",
      "permission_error",
    );
    expectGraphQLError(
      await liveApi.graphql(IssueMutation, { input: { product: "net-400", cardholder: holder }, idempotencyKey: idempotencyKey() }),
      "issueCard",
      403,
      "activation_required",
      "permission_error",
    );
    // Validation before activation.
    expectGraphQLError(
      await liveApi.graphql(IssueMutation, { input: { product: "net-400", cardholder: holder, initialLoad: 999 }, idempotencyKey: idempotencyKey() }),
      "issueCard",
      400,
      "validation_error",
      "invalid_request",
      "initialLoad",
    );
    const activated = apiClient(server, (await newKey(server, (await newOrganization(server, { liveActivated: true })).id, "live")).secret, "live");
    expectGraphQLError(
      await activated.graphql(IssueMutation, { input: { product: "net-400", cardholder: holder }, idempotencyKey: idempotencyKey() }),
      "issueCard",
      503,
      "live_operations_disabled",
      "service_unavailable",
    );
    expect(await usdAvailable(api)).toBe(before);
    expect((await api.get("/cards")).body.data).toEqual([]);
    await expectLedgerBalanced(server);
  });

  test("a replayed key issues nothing more; another input → idempotency_key_reuse; REST shares the key", async ({ api, server }) => {
    const key = idempotencyKey();
    const input = { product: "net-536", cardholder: holder, initialLoad: 1000 };
    const first = await api.graphql(IssueMutation, { input, idempotencyKey: key });
    expect(first.errors).toBeUndefined();
    const wallet = await usdAvailable(api);
    expect(wallet).toBe(USD_START - 1000 - 320);
    const again = await api.graphql(IssueMutation, { input, idempotencyKey: key });
    expect(again.data).toEqual(first.data);
    expectGraphQLError(await api.graphql(IssueMutation, { input: { ...input, initialLoad: 2000 }, idempotencyKey: key }), "issueCard", 422, "idempotency_key_reuse", "invalid_request");
    // The same request through REST is a replay of the GraphQL one.
    const rest = await api.post("/cards", { product: "net-536", cardholder: { first_name: "Ana", last_name: "Lima", email: "ana@example.com" }, initial_load: 1000 }, { idempotencyKey: key });
    expect(rest.status).toBe(201);
    expect(rest.headers.get("idempotent-replayed")).toBe("true");
    expect(rest.body.id).toBe(first.data!.issueCard!.card.id);
    expect(await usdAvailable(api)).toBe(wallet);
    expect((await api.get("/cards")).body.data).toHaveLength(1);
    await expectLedgerBalanced(server);
  });
});

describe("card mutations", () => {
  test("fund, withdraw, freeze, unfreeze, terminate, simulateCardAuthorization: success and REST error codes", async ({ api, server, liveApi }) => {
    const { card } = await issue(api, { product: "net-400", initialLoad: 5000 });
    let wallet = await usdAvailable(api);

    const funded = await api.graphql(FundMutation, { id: card.id, amount: 1001, idempotencyKey: idempotencyKey() });
    expect(funded.errors).toBeUndefined();
    expect(funded.data?.fundCard).toEqual({
      id: expect.stringMatching(/^cop_/),
      type: "fund",
      cardId: card.id,
      amount: 1001,
      fee: 11,
      feeBreakdown: { topup: 11 },
      status: "succeeded",
      createdAt: expect.any(String),
      testData: true,
      card: { id: card.id, status: "active", balance: 6001 },
    });
    expect(await usdAvailable(api)).toBe(wallet - 1012);
    wallet -= 1012;
    for (const amount of [499, 250_001]) {
      expectGraphQLError(await api.graphql(FundMutation, { id: card.id, amount, idempotencyKey: idempotencyKey() }), "fundCard", 400, "validation_error", "invalid_request", "amount");
    }
    expectGraphQLError(await api.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: "" }), "fundCard", 400, "idempotency_key_required", "invalid_request");

    const withdrawn = await api.graphql(WithdrawMutation, { id: card.id, amount: 1001, idempotencyKey: idempotencyKey() });
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data?.withdrawFromCard).toMatchObject({ type: "withdraw", cardId: card.id, amount: 1001, fee: 0, feeBreakdown: {}, status: "succeeded", card: { balance: 5000 } });
    expect(await usdAvailable(api)).toBe(wallet + 1001);
    wallet += 1001;
    for (const amount of [4501, 5000, 5001]) {
      expectGraphQLError(
        await api.graphql(WithdrawMutation, { id: card.id, amount, idempotencyKey: idempotencyKey() }),
        "withdrawFromCard",
        409,
        "insufficient_card_balance",
        "state_error",
      );
    }
    expectGraphQLError(await api.graphql(WithdrawMutation, { id: card.id, amount: 499, idempotencyKey: idempotencyKey() }), "withdrawFromCard", 400, "validation_error", "invalid_request", "amount");

    const bought = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 1200, merchantName: "Kiosk" });
    expect(bought.errors).toBeUndefined();
    expect(bought.data?.simulateCardAuthorization).toEqual({
      id: expect.stringMatching(/^ctx_/),
      cardId: card.id,
      type: "authorization",
      status: "succeeded",
      amount: 1200,
      currency: "USD",
      merchant: { name: "Kiosk", mcc: null, country: null },
      createdAt: expect.any(String),
      testData: true,
    });
    const declined = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 3801 });
    expect(declined.data?.simulateCardAuthorization).toMatchObject({ status: "declined", amount: 3801, merchant: { name: "Test Merchant" } });
    expectGraphQLError(await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 0 }), "simulateCardAuthorization", 400, "validation_error", "invalid_request", "amount");
    expectGraphQLError(await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 250_001 }), "simulateCardAuthorization", 400, "validation_error", "invalid_request", "amount");
    expectGraphQLError(await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 1, merchantName: "" }), "simulateCardAuthorization", 400, "validation_error", "invalid_request", "merchantName");
    expectGraphQLError(await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 1, merchantName: "m".repeat(81) }), "simulateCardAuthorization", 400, "validation_error", "invalid_request", "merchantName");
    expectGraphQLError(await liveApi.graphql(AuthorizeMutation, { cardId: card.id, amount: 1 }), "simulateCardAuthorization", 403, "sandbox_only", "permission_error");
    expect((await api.get(`/cards/${card.id}`)).body.balance).toBe(3800);

    // States.
    expectGraphQLError(await api.graphql(UnfreezeMutation, { id: card.id }), "unfreezeCard", 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(TerminateMutation, { id: card.id }), "terminateCard", 409, "card_state_conflict", "state_error");
    expect((await api.graphql(FreezeMutation, { id: card.id })).data?.freezeCard).toEqual({ id: card.id, status: "frozen", balance: 3800 });
    expectGraphQLError(await api.graphql(FreezeMutation, { id: card.id }), "freezeCard", 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "fundCard", 409, "card_state_conflict", "state_error");
    expect((await api.graphql(AuthorizeMutation, { cardId: card.id, amount: 1 })).data?.simulateCardAuthorization?.status).toBe("declined");
    const frozenWithdraw = await api.graphql(WithdrawMutation, { id: card.id, amount: 3300, idempotencyKey: idempotencyKey() });
    expect(frozenWithdraw.data?.withdrawFromCard?.card).toEqual({ id: card.id, status: "frozen", balance: 500 });
    wallet += 3300;
    expect((await api.graphql(UnfreezeMutation, { id: card.id })).data?.unfreezeCard).toEqual({ id: card.id, status: "active", balance: 500 });
    expect((await api.graphql(FreezeMutation, { id: card.id })).errors).toBeUndefined();
    const terminated = await api.graphql(TerminateMutation, { id: card.id });
    expect(terminated.data?.terminateCard).toEqual({ id: card.id, status: "terminated", balance: 0 });
    expect(await usdAvailable(api)).toBe(wallet + 500);
    expectGraphQLError(await api.graphql(TerminateMutation, { id: card.id }), "terminateCard", 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(FreezeMutation, { id: card.id }), "freezeCard", 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(UnfreezeMutation, { id: card.id }), "unfreezeCard", 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(WithdrawMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "withdrawFromCard", 409, "card_state_conflict", "state_error");
    expectGraphQLError(await api.graphql(DetailsQuery, { id: card.id }), "cardDetails", 409, "card_state_conflict", "state_error");
    await expectLedgerBalanced(server);
  });

  test("another organization's card is not_found; scopes; Live; a wallet that cannot pay", async ({ api, server, org, liveApi }) => {
    const { card } = await issue(api, { product: "net-536", initialLoad: 2000 });
    const stranger = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    const notFound = (result: Parameters<typeof expectGraphQLError>[0], field: string) => expectGraphQLError(result, field, 404, "not_found", "invalid_request");
    notFound(await stranger.graphql(CardQuery, { id: card.id }), "card");
    notFound(await stranger.graphql(DetailsQuery, { id: card.id }), "cardDetails");
    notFound(await stranger.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "fundCard");
    notFound(await stranger.graphql(WithdrawMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "withdrawFromCard");
    notFound(await stranger.graphql(FreezeMutation, { id: card.id }), "freezeCard");
    notFound(await stranger.graphql(UnfreezeMutation, { id: card.id }), "unfreezeCard");
    notFound(await stranger.graphql(TerminateMutation, { id: card.id }), "terminateCard");
    notFound(await stranger.graphql(AuthorizeMutation, { cardId: card.id, amount: 1 }), "simulateCardAuthorization");
    notFound(await liveApi.graphql(CardQuery, { id: card.id }), "card");
    expect((await stranger.graphql(CardsQuery, {})).data?.cards?.edges).toEqual([]);

    const writeOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:write"] })).secret);
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    const scope = (result: Parameters<typeof expectGraphQLError>[0], field: string) => expectGraphQLError(result, field, 403, "insufficient_scope", "permission_error");
    scope(await writeOnly.graphql(CardQuery, { id: card.id }), "card");
    scope(await writeOnly.graphql(CardsQuery, {}), "cards");
    scope(await writeOnly.graphql(ProductsQuery, {}), "cardProducts");
    scope(await writeOnly.graphql(DetailsQuery, { id: card.id }), "cardDetails");
    scope(await readOnly.graphql(DetailsQuery, { id: card.id }), "cardDetails");
    scope(await readOnly.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "fundCard");
    scope(await readOnly.graphql(WithdrawMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "withdrawFromCard");
    scope(await readOnly.graphql(FreezeMutation, { id: card.id }), "freezeCard");
    scope(await readOnly.graphql(UnfreezeMutation, { id: card.id }), "unfreezeCard");
    scope(await readOnly.graphql(TerminateMutation, { id: card.id }), "terminateCard");
    scope(await readOnly.graphql(AuthorizeMutation, { cardId: card.id, amount: 1 }), "simulateCardAuthorization");

    const activation = (result: Parameters<typeof expectGraphQLError>[0], field: string) => expectGraphQLError(result, field, 403, "activation_required", "permission_error");
    activation(await liveApi.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "fundCard");
    activation(await liveApi.graphql(FreezeMutation, { id: card.id }), "freezeCard");
    activation(await liveApi.graphql(DetailsQuery, { id: card.id }), "cardDetails");
    const activated = apiClient(server, (await newKey(server, (await newOrganization(server, { liveActivated: true })).id, "live")).secret, "live");
    const disabled = (result: Parameters<typeof expectGraphQLError>[0], field: string) => expectGraphQLError(result, field, 503, "live_operations_disabled", "service_unavailable");
    disabled(await activated.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "fundCard");
    disabled(await activated.graphql(WithdrawMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "withdrawFromCard");
    disabled(await activated.graphql(FreezeMutation, { id: card.id }), "freezeCard");
    disabled(await activated.graphql(UnfreezeMutation, { id: card.id }), "unfreezeCard");
    disabled(await activated.graphql(TerminateMutation, { id: card.id }), "terminateCard");

    // Keep 500 cents available: funding 500 on net-536 costs 510.
    const available = await usdAvailable(api);
    const transfer = await api.post(
      "/transfers",
      {
        amount: available - 500,
        currency: "USD",
        destination: { type: "bank_account", account_number: `${randomInt(10_000_000, 99_999_999)}0005`, bank_code: "GTBINGLA", account_name: "Ana Lima", country: "NG" },
      },
      { idempotencyKey: idempotencyKey() },
    );
    expect(transfer.status).toBe(201);
    expectGraphQLError(await api.graphql(FundMutation, { id: card.id, amount: 500, idempotencyKey: idempotencyKey() }), "fundCard", 402, "insufficient_funds", "balance_error");
    expectGraphQLError(
      await api.graphql(IssueMutation, { input: { product: "net-404", cardholder: holder }, idempotencyKey: idempotencyKey() }),
      "issueCard",
      402,
      "insufficient_funds",
      "balance_error",
    );
    expect(await usdAvailable(api)).toBe(500);
    expect((await api.get(`/cards/${card.id}`)).body).toMatchObject({ status: "active", balance: 2000 });
    await expectLedgerBalanced(server);
  });
});

describe("queries", () => {
  test("card with transactions(page) → {data, hasMore}; page out of range → param page", async ({ api }) => {
    const { card } = await issue(api, { product: "net-400", initialLoad: 10_000 }); // topup + 3 fees
    for (let i = 1; i <= 17; i++) {
      const result = await api.graphql(AuthorizeMutation, { cardId: card.id, amount: i });
      expect(result.data?.simulateCardAuthorization?.status).toBe("succeeded");
    }
    const page1 = await api.graphql(CardQuery, { id: card.id });
    expect(page1.errors).toBeUndefined();
    const got = page1.data!.card!;
    expect({ ...got, transactions: undefined }).toEqual({ ...card, balance: 10_000 - (17 * 18) / 2, transactions: undefined });
    expect(got.transactions.hasMore).toBe(true);
    expect(got.transactions.data).toHaveLength(20);
    expect(got.transactions.data.slice(0, 17).map((t) => `${t.type}:${t.amount}`)).toEqual(Array.from({ length: 17 }, (_, i) => `authorization:${17 - i}`));
    expect(got.transactions.data[0]).toEqual({
      id: expect.stringMatching(/^ctx_/),
      cardId: card.id,
      type: "authorization",
      status: "succeeded",
      amount: 17,
      currency: "USD",
      merchant: { name: "Test Merchant", mcc: null, country: null },
      createdAt: expect.any(String),
      testData: true,
    });
    const page2 = await api.graphql(CardQuery, { id: card.id, page: 2 });
    expect(page2.data!.card!.transactions.hasMore).toBe(false);
    expect(page2.data!.card!.transactions.data.map((t) => t.type)).toEqual(["topup"]);
    expect(page2.data!.card!.transactions.data[0].amount).toBe(10_000);
    const rest = await api.get(`/cards/${card.id}/transactions?page=2`);
    expect(rest.body.data.map((t: any) => t.id)).toEqual(page2.data!.card!.transactions.data.map((t) => t.id));
    expect((await api.graphql(CardQuery, { id: card.id, page: 3 })).data!.card!.transactions).toEqual({ data: [], hasMore: false });
    for (const page of [0, 1001, -1]) {
      expectGraphQLError(await api.graphql(CardQuery, { id: card.id, page }), "card", 400, "validation_error", "invalid_request", "page");
    }
    expectGraphQLError(await api.graphql(CardQuery, { id: "card_00000000000000000000000000" }), "card", 404, "not_found", "invalid_request");
  });

  test("cards connection: first, after, status, hasNextPage; invalid arguments carry the REST param", async ({ api, server }) => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await issue(api, { product: "net-536" })).card.id);
    expect((await api.graphql(FreezeMutation, { id: ids[1] })).errors).toBeUndefined();
    const newest = [...ids].reverse();

    const all = await api.graphql(CardsQuery, {});
    expect(all.data?.cards?.edges.map((e) => e.node.id)).toEqual(newest);
    expect(all.data?.cards?.edges.map((e) => e.cursor)).toEqual(newest);
    expect(all.data?.cards?.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: newest[0], endCursor: newest[3] });

    const first = await api.graphql(CardsQuery, { first: 3 });
    expect(first.data?.cards?.edges.map((e) => e.node.id)).toEqual(newest.slice(0, 3));
    expect(first.data?.cards?.pageInfo.hasNextPage).toBe(true);
    const next = await api.graphql(CardsQuery, { first: 3, after: first.data!.cards!.pageInfo.endCursor });
    expect(next.data?.cards?.edges.map((e) => e.node.id)).toEqual(newest.slice(3));
    expect(next.data?.cards?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    expect((await api.graphql(CardsQuery, { status: "frozen" })).data?.cards?.edges.map((e) => e.node)).toEqual([{ id: ids[1], status: "frozen", balance: 0 }]);
    expect((await api.graphql(CardsQuery, { status: "active", first: 2 })).data?.cards?.edges.map((e) => e.node.id)).toEqual([ids[3], ids[2]]);
    expect((await api.graphql(CardsQuery, { status: "terminated" })).data?.cards?.edges).toEqual([]);

    const otherCard = (await issue(apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret), { product: "net-536" })).card;
    for (const [variables, param] of [
      [{ first: 0 }, "first"],
      [{ first: 101 }, "first"],
      [{ after: "card_00000000000000000000000000" }, "after"],
      [{ after: otherCard.id }, "after"],
    ] as const) {
      expectGraphQLError(await api.graphql(CardsQuery, variables), "cards", 400, "validation_error", "invalid_request", param);
    }
  });

  test("cardDetails agrees with REST; cardProducts lists the catalog", async ({ api }) => {
    const { card } = await issue(api, { product: "net-493-premium" });
    const details = await api.graphql(DetailsQuery, { id: card.id });
    expect(details.errors).toBeUndefined();
    const rest = await api.get(`/cards/${card.id}/details`);
    expect(details.data?.cardDetails).toEqual({
      cardId: card.id,
      number: rest.body.number,
      cvv: rest.body.cvv,
      expiryMonth: rest.body.expiry_month,
      expiryYear: rest.body.expiry_year,
      testData: true,
    });
    expect(rest.body.number).toMatch(/^5[1-5]\d{14}$/);
    expect(rest.body.number.slice(-4)).toBe(card.last4);

    const products = await api.graphql(ProductsQuery, {});
    expect(products.errors).toBeUndefined();
    const byId = Object.fromEntries(products.data!.cardProducts!.map((p) => [p.id, p]));
    expect(Object.keys(byId).sort()).toEqual(["net-400", "net-404", "net-493-atm", "net-493-premium", "net-536"]);
    expect(byId["net-400"]).toEqual({ id: "net-400", network: "visa", available: true, issuanceFee: 300, kycFee: 100, topupRatePercent: 1, acceptsInitialLoad: true });
    expect(byId["net-404"]).toEqual({ id: "net-404", network: "visa", available: true, issuanceFee: 500, kycFee: 100, topupRatePercent: 1, acceptsInitialLoad: false });
    expect(byId["net-493-premium"]).toEqual({ id: "net-493-premium", network: "mastercard", available: true, issuanceFee: 1000, kycFee: 200, topupRatePercent: 1.5, acceptsInitialLoad: true });
    expect(byId["net-536"]).toEqual({ id: "net-536", network: "mastercard", available: true, issuanceFee: 200, kycFee: 100, topupRatePercent: 2, acceptsInitialLoad: true });
    expect(byId["net-493-atm"]).toMatchObject({ id: "net-493-atm", network: "mastercard", available: false });
  });
});

describe("one idempotency key space with REST", () => {
  test("a REST key replayed through fundCard with the same input has no second effect", async ({ api, server }) => {
    const { card } = await issue(api, { product: "net-493-premium", initialLoad: 2000 });
    const key = idempotencyKey();
    const rest = await api.post(`/cards/${card.id}/fund`, { amount: 1001 }, { idempotencyKey: key });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ amount: 1001, fee: 16, card: { balance: 3001 } });
    const wallet = await usdAvailable(api);

    const replay = await api.graphql(FundMutation, { id: card.id, amount: 1001, idempotencyKey: key });
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.fundCard).toEqual({
      id: rest.body.id,
      type: "fund",
      cardId: card.id,
      amount: 1001,
      fee: 16,
      feeBreakdown: { topup: 16 },
      status: "succeeded",
      createdAt: rest.body.created_at,
      testData: true,
      card: { id: card.id, status: "active", balance: 3001 },
    });
    expect(await usdAvailable(api)).toBe(wallet);
    expect((await api.get(`/cards/${card.id}`)).body.balance).toBe(3001);
    expect((await api.get(`/cards/${card.id}/transactions`)).body.data.filter((t: any) => t.type === "topup")).toHaveLength(2);

    expectGraphQLError(await api.graphql(FundMutation, { id: card.id, amount: 1002, idempotencyKey: key }), "fundCard", 422, "idempotency_key_reuse", "invalid_request");
    expectGraphQLError(await api.graphql(WithdrawMutation, { id: card.id, amount: 1001, idempotencyKey: key }), "withdrawFromCard", 422, "idempotency_key_reuse", "invalid_request");

    // And the other way: a GraphQL withdrawal replayed through REST.
    const withdrawKey = idempotencyKey();
    const viaGraphQL = await api.graphql(WithdrawMutation, { id: card.id, amount: 600, idempotencyKey: withdrawKey });
    expect(viaGraphQL.data?.withdrawFromCard?.card.balance).toBe(2401);
    const viaRest = await api.post(`/cards/${card.id}/withdraw`, { amount: 600 }, { idempotencyKey: withdrawKey });
    expect(viaRest.status).toBe(200);
    expect(viaRest.headers.get("idempotent-replayed")).toBe("true");
    expect(viaRest.body).toMatchObject({ id: viaGraphQL.data!.withdrawFromCard!.id, amount: 600, card: { balance: 2401 } });
    expect((await api.get(`/cards/${card.id}`)).body.balance).toBe(2401);
    expect(await usdAvailable(api)).toBe(wallet + 600);
    expectError(await api.post(`/cards/${card.id}/withdraw`, { amount: 700 }, { idempotencyKey: withdrawKey }), 422, "idempotency_key_reuse", "invalid_request");
    await expectLedgerBalanced(server);
  });
});
