// Virtual cards over REST (docs/api/cards.md, with the scopes, check order, idempotency, ledger
// and errors every endpoint keeps). Every test gets a fresh organization (fixtures), so its
// Sandbox USD wallet starts at 10,000,000 cents and every wallet figure below is exact.
import { describe } from "vitest";
import {
  test,
  expect,
  expectError,
  expectLedgerBalanced,
  idempotencyKey,
  apiClient,
  newKey,
  newOrganization,
  type ApiClient,
} from "../support/fixtures.js";
import type { HttpResult } from "../support/http.js";
import type { Scope } from "../../src/domain/auth/principal.js";
import { digits, long } from "../support/strings.js";
import { usd } from "../support/money.js";

const USD_START = 10_000_000;
const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

// ---------------------------------------------------------------------------------------------
// Helpers

function issue(api: ApiClient, body: Record<string, unknown>, key = idempotencyKey()) {
  return api.post("/cards", { cardholder, ...body }, { idempotencyKey: key });
}

async function issued(api: ApiClient, body: Record<string, unknown>): Promise<any> {
  const result = await issue(api, body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const fund = (api: ApiClient, id: string, amount: unknown, key = idempotencyKey()) => api.post(`/cards/${id}/fund`, { amount }, { idempotencyKey: key });
const withdraw = (api: ApiClient, id: string, amount: unknown, key = idempotencyKey()) =>
  api.post(`/cards/${id}/withdraw`, { amount }, { idempotencyKey: key });
const authorize = (api: ApiClient, id: string, body: Record<string, unknown>) => api.post(`/test/cards/${id}/authorizations`, body);

async function cardBalance(api: ApiClient, id: string): Promise<number> {
  const result = await api.get(`/cards/${id}`);
  expect(result.status).toBe(200);
  return result.body.balance;
}

async function allTransactions(api: ApiClient, id: string): Promise<any[]> {
  const all: any[] = [];
  for (let page = 1; ; page++) {
    const result = await api.get(`/cards/${id}/transactions?page=${page}`);
    expect(result.status).toBe(200);
    all.push(...result.body.data);
    if (!result.body.has_more) return all;
  }
}

/** The error envelope reduced to what a table of cases compares; the request id is checked here. */
function errorOf(result: HttpResult): { status: number; code?: string; type?: string; param?: string } {
  if (result.status >= 400) {
    expect(result.body?.error?.request_id).toBe(result.headers.get("request-id"));
  }
  return { status: result.status, code: result.body?.error?.code, type: result.body?.error?.type, param: result.body?.error?.param };
}

const invalid = (param: string) => ({ status: 400, code: "validation_error", type: "invalid_request", param });

/** A syntactically valid address of exactly `length` characters (64-char local part, labels ≤ 63). */
function emailOfLength(length: number) {
  // 64 + "@" + 63 + "." + 63 + "." + x + ".com" = 197 + x characters.
  return `${long(64, "a")}@${long(63, "b")}.${long(63, "c")}.${long(length - 197, "d")}.com`;
}

/** Expected Card per its field list (docs/api/cards.md#the-card-object: the product's network, the expiry). */
function expectCardShape(card: any, expected: { product: string; status: string; balance: number; cardholder?: object; reference?: string | null; metadata?: object }) {
  const network = expected.product === "net-400" || expected.product === "net-404" ? "visa" : "mastercard";
  expect(card).toMatchObject({
    id: expect.stringMatching(/^card_/),
    object: "card",
    environment: "sandbox",
    product: expected.product,
    network,
    currency: "USD",
    status: expected.status,
    cardholder: expected.cardholder ?? cardholder,
    last4: expect.stringMatching(/^\d{4}$/),
    expiry_month: expect.stringMatching(/^(0[1-9]|1[0-2])$/),
    expiry_year: expect.stringMatching(/^\d{4}$/),
    balance: expected.balance,
    reference: expected.reference ?? null,
    metadata: expected.metadata ?? {},
    created_at: expect.any(String),
    test_data: true,
  });
  expect(card.id.length).toBeLessThanOrEqual(64);
  const created = new Date(card.created_at);
  expect(Number.isNaN(created.getTime())).toBe(false);
  expect(card.expiry_year).toBe(String(created.getUTCFullYear() + 3));
  expect(card.expiry_month).toBe(String(created.getUTCMonth() + 1).padStart(2, "0"));
  expect(card).not.toHaveProperty("number");
  expect(card).not.toHaveProperty("cvv");
}

/** A transfer to an account ending 0005: it stays processing, so its amount stays reserved (docs/api/transfers.md#sandbox-outcomes). */
async function reserveUsd(api: ApiClient, amount: number) {
  const result = await api.post(
    "/transfers",
    {
      amount,
      currency: "USD",
      destination: { type: "bank_account", account_number: `${digits(8)}0005`, bank_code: "GTBINGLA", account_name: "Ada Lovelace", country: "NG" },
    },
    { idempotencyKey: idempotencyKey() },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  expect(result.body.status).toBe("processing");
}

// ---------------------------------------------------------------------------------------------

describe("POST /cards: field rules", () => {
  test("every invalid body is 400 validation_error naming the first invalid field; nothing is debited", async ({ api }) => {
    const valid = { product: "net-400", cardholder };
    const withHolder = (override: Record<string, unknown>) => ({ ...valid, cardholder: { ...cardholder, ...override } });
    const cases: Array<[string, unknown, ReturnType<typeof errorOf>]> = [
      ["product missing", { cardholder }, invalid("product")],
      ["product unknown", { ...valid, product: "net-999" }, invalid("product")],
      ["product not a string", { ...valid, product: 400 }, invalid("product")],
      ["cardholder missing", { product: "net-400" }, invalid("cardholder")],
      ["cardholder a string", { ...valid, cardholder: "Ada Lovelace" }, invalid("cardholder")],
      ["cardholder null", { ...valid, cardholder: null }, invalid("cardholder")],
      ["cardholder an array", { ...valid, cardholder: [cardholder] }, invalid("cardholder")],
      ["cardholder unknown property", withHolder({ phone: "+2348012345678" }), invalid("cardholder.phone")],
      ["first_name missing", { ...valid, cardholder: { last_name: "Lovelace", email: "ada@example.com" } }, invalid("cardholder.first_name")],
      ["first_name empty", withHolder({ first_name: "" }), invalid("cardholder.first_name")],
      ["first_name 51 chars", withHolder({ first_name: long(51) }), invalid("cardholder.first_name")],
      ["first_name digits", withHolder({ first_name: "R2D2" }), invalid("cardholder.first_name")],
      ["first_name emoji", withHolder({ first_name: "Ada😀" }), invalid("cardholder.first_name")],
      ["first_name @", withHolder({ first_name: "ada@home" }), invalid("cardholder.first_name")],
      ["first_name not a string", withHolder({ first_name: 7 }), invalid("cardholder.first_name")],
      ["first_name with a tab", withHolder({ first_name: "Ada\tMae" }), invalid("cardholder.first_name")],
      ["first_name with a newline", withHolder({ first_name: "Ada\nMae" }), invalid("cardholder.first_name")],
      ["first_name of 51 characters outside the BMP", withHolder({ first_name: "𠀀".repeat(51) }), invalid("cardholder.first_name")],
      ["last_name missing", { ...valid, cardholder: { first_name: "Ada", email: "ada@example.com" } }, invalid("cardholder.last_name")],
      ["last_name empty", withHolder({ last_name: "" }), invalid("cardholder.last_name")],
      ["last_name 51 chars", withHolder({ last_name: long(51) }), invalid("cardholder.last_name")],
      ["last_name digits", withHolder({ last_name: "Lovelace3" }), invalid("cardholder.last_name")],
      ["last_name emoji", withHolder({ last_name: "🙂" }), invalid("cardholder.last_name")],
      ["last_name @", withHolder({ last_name: "@Lovelace" }), invalid("cardholder.last_name")],
      ["email missing", { ...valid, cardholder: { first_name: "Ada", last_name: "Lovelace" } }, invalid("cardholder.email")],
      ["email without @", withHolder({ email: "ada.example.com" }), invalid("cardholder.email")],
      ["email without domain", withHolder({ email: "ada@" }), invalid("cardholder.email")],
      ["email 255 chars", withHolder({ email: emailOfLength(255) }), invalid("cardholder.email")],
      ["initial_load 999", { ...valid, initial_load: 999 }, invalid("initial_load")],
      ["initial_load 250001", { ...valid, initial_load: 250_001 }, invalid("initial_load")],
      ["initial_load 1.5", { ...valid, initial_load: 1.5 }, invalid("initial_load")],
      ["initial_load 1000.5", { ...valid, initial_load: 1000.5 }, invalid("initial_load")],
      ["initial_load as a string", { ...valid, initial_load: "1000" }, invalid("initial_load")],
      ["initial_load negative", { ...valid, initial_load: -1000 }, invalid("initial_load")],
      ["initial_load null", { ...valid, initial_load: null }, invalid("initial_load")],
      ["net-404 with initial_load", { ...valid, product: "net-404", initial_load: 1000 }, invalid("initial_load")],
      ["reference of 65", { ...valid, reference: long(65) }, invalid("reference")],
      ["metadata of 21 pairs", { ...valid, metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }, invalid("metadata")],
      ["metadata value of 501", { ...valid, metadata: { note: long(501) } }, invalid("metadata.note")],
      ["metadata value not a string", { ...valid, metadata: { count: 1 } }, invalid("metadata.count")],
      ["unknown top-level property", { ...valid, color: "blue" }, invalid("color")],
      ["body an array", [valid], { status: 400, code: "validation_error", type: "invalid_request", param: undefined }],
    ];
    const before = await usd(api);
    const results = await Promise.all(cases.map(([, body]) => api.post("/cards", body, { idempotencyKey: idempotencyKey() })));
    expect(cases.map(([name], i) => ({ name, ...errorOf(results[i]) }))).toEqual(cases.map(([name, , expected]) => ({ name, ...expected })));

    // A product that is not available through the API.
    expectError(await issue(api, { product: "net-493-atm" }), 400, "product_unavailable", "invalid_request", "product");
    expectError(await issue(api, { product: "net-493-atm", initial_load: 1000 }), 400, "product_unavailable", "invalid_request", "product");

    expect(await usd(api)).toEqual(before);
    const list = await api.get("/cards");
    expect(list.body.data).toEqual([]);
  });

  test("the limits themselves and names in any script are accepted", async ({ api, server }) => {
    const accepted: Array<[string, Record<string, unknown>, (card: any) => void]> = [
      ["first_name of 50", { cardholder: { ...cardholder, first_name: long(50) } }, (c) => expect(c.cardholder.first_name).toBe(long(50))],
      // Length counts characters: 50 letters outside the BMP are 100 UTF-16 code units.
      ["first_name of 50 characters outside the BMP", { cardholder: { ...cardholder, first_name: "𠀀".repeat(50) } }, (c) => expect(c.cardholder.first_name).toBe("𠀀".repeat(50))],
      // A letter written with a combining accent (NFD) is still a letter.
      ["first_name in NFD", { cardholder: { ...cardholder, first_name: "Jose\u0301" } }, (c) => expect(c.cardholder.first_name).toBe("Jose\u0301")],
      ["last_name of 50", { cardholder: { ...cardholder, last_name: long(50, "z") } }, (c) => expect(c.cardholder.last_name).toBe(long(50, "z"))],
      ["email of 254", { cardholder: { ...cardholder, email: emailOfLength(254) } }, (c) => expect(c.cardholder.email).toHaveLength(254)],
      ["initial_load 1000", { initial_load: 1000 }, (c) => expect(c.balance).toBe(1000)],
      ["initial_load 250000", { initial_load: 250_000 }, (c) => expect(c.balance).toBe(250_000)],
      ["reference of 64", { reference: long(64, "r") }, (c) => expect(c.reference).toBe(long(64, "r"))],
      [
        "metadata of 20 pairs, values of 500",
        { metadata: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, long(500)])) },
        (c) => expect(Object.keys(c.metadata)).toHaveLength(20),
      ],
    ];
    expect(emailOfLength(254)).toHaveLength(254);
    expect(emailOfLength(255)).toHaveLength(255);
    for (const [name, body, check] of accepted) {
      const result = await issue(api, { product: "net-400", ...body });
      expect(result.status, `${name}: ${JSON.stringify(result.body)}`).toBe(201);
      check(result.body);
    }
    const names: Array<[string, string]> = [
      ["José", "Zoë"],
      ["O'Brien-Núñez", "J. R."],
      ["Владимир", "李"],
      ["محمد", "José"],
    ];
    for (const [first_name, last_name] of names) {
      const holder = { first_name, last_name, email: "holder@example.com" };
      const result = await api.post("/cards", { product: "net-536", cardholder: holder }, { idempotencyKey: idempotencyKey() });
      expect(result.status, `${first_name} ${last_name}: ${JSON.stringify(result.body)}`).toBe(201);
      expectCardShape(result.body, { product: "net-536", status: "active", balance: 0, cardholder: holder });
      expect((await api.get(`/cards/${result.body.id}`)).body.cardholder).toEqual(holder);
    }
    await expectLedgerBalanced(server);
  });
});

describe("POST /cards: fees (docs/api/cards.md#products-and-fees)", () => {
  // Each case written out from the products table: issuance, kyc, and ceil(initial_load × rate).
  const cases: Array<{ product: string; initial_load?: number; issuance: number; kyc: number; topup: number }> = [
    { product: "net-400", issuance: 300, kyc: 100, topup: 0 },
    { product: "net-400", initial_load: 1000, issuance: 300, kyc: 100, topup: 10 },
    { product: "net-400", initial_load: 1001, issuance: 300, kyc: 100, topup: 11 },
    { product: "net-400", initial_load: 1234, issuance: 300, kyc: 100, topup: 13 },
    { product: "net-400", initial_load: 250_000, issuance: 300, kyc: 100, topup: 2500 },
    { product: "net-404", issuance: 500, kyc: 100, topup: 0 },
    { product: "net-493-premium", issuance: 1000, kyc: 200, topup: 0 },
    { product: "net-493-premium", initial_load: 1000, issuance: 1000, kyc: 200, topup: 15 },
    { product: "net-493-premium", initial_load: 1001, issuance: 1000, kyc: 200, topup: 16 },
    { product: "net-493-premium", initial_load: 1234, issuance: 1000, kyc: 200, topup: 19 },
    { product: "net-493-premium", initial_load: 250_000, issuance: 1000, kyc: 200, topup: 3750 },
    { product: "net-536", issuance: 200, kyc: 100, topup: 0 },
    { product: "net-536", initial_load: 1000, issuance: 200, kyc: 100, topup: 20 },
    { product: "net-536", initial_load: 1001, issuance: 200, kyc: 100, topup: 21 },
    { product: "net-536", initial_load: 1234, issuance: 200, kyc: 100, topup: 25 },
    { product: "net-536", initial_load: 250_000, issuance: 200, kyc: 100, topup: 5000 },
  ];

  test("every available product, with and without initial_load, debits exactly its fees and load", async ({ api, server }) => {
    let wallet = await usd(api);
    expect(wallet).toEqual({ available: USD_START, reserved: 0, total: USD_START });
    for (const c of cases) {
      const label = `${c.product} initial_load ${c.initial_load ?? "none"}`;
      const load = c.initial_load ?? 0;
      const fee = c.issuance + c.kyc + c.topup;
      const result = await issue(api, { product: c.product, ...(c.initial_load === undefined ? {} : { initial_load: c.initial_load }) });
      expect(result.status, `${label}: ${JSON.stringify(result.body)}`).toBe(201);
      const { issuance, ...card } = result.body;
      // Soft: every product is reported at once.
      expect.soft(issuance, label).toEqual({ initial_load: load, fee, fee_breakdown: { issuance: c.issuance, kyc: c.kyc, topup: c.topup } });
      expectCardShape(card, { product: c.product, status: "active", balance: load });
      const after = await usd(api);
      expect.soft(after, label).toEqual({ available: wallet.available - load - fee, reserved: 0, total: wallet.total - load - fee });
      wallet = after;
      // Issue records a topup for the load and a fee per non-zero fee
      // (docs/api/cards.md#transactions).
      const transactions = (await api.get(`/cards/${card.id}/transactions`)).body.data;
      const expected = [
        ...(load > 0 ? [`topup:${load}`] : []),
        ...[c.issuance, c.kyc, c.topup].filter((f) => f > 0).map((f) => `fee:${f}`),
      ];
      expect.soft(transactions.map((t: any) => `${t.type}:${t.amount}`).sort(), label).toEqual(expected.sort());
      expect(transactions.every((t: any) => t.status === "succeeded" && t.currency === "USD" && t.card_id === card.id)).toBe(true);
      // GET /cards/{id} shows the same card as the issue response.
      expect((await api.get(`/cards/${card.id}`)).body).toEqual(card);
    }
    await expectLedgerBalanced(server);
  });

  test("a wallet that cannot pay: 402 insufficient_funds and nothing changes; exactly enough succeeds", async ({ api, server, org }) => {
    const card = await issued(api, { product: "net-536" }); // 300 in fees
    expect(await usd(api)).toEqual({ available: USD_START - 300, reserved: 0, total: USD_START - 300 });
    // Keep 400 cents available: the rest is reserved by a transfer that stays processing.
    await reserveUsd(api, USD_START - 300 - 400);
    const before = await usd(api);
    expect(before).toEqual({ available: 400, reserved: USD_START - 700, total: USD_START - 300 });
    const eventsBefore = await server.service.database.prisma.event.count({ where: { organizationId: org.id } });
    const transactionsBefore = await allTransactions(api, card.id);

    const refusedKey = idempotencyKey();
    const refused = [
      await issue(api, { product: "net-400", initial_load: 1000 }, refusedKey), // 1410
      await issue(api, { product: "net-404" }), // 600
      await issue(api, { product: "net-493-premium" }), // 1200
      await fund(api, card.id, 500), // 505 + ... net-536: 500 + 10
    ];
    for (const result of refused) expectError(result, 402, "insufficient_funds", "balance_error");
    // The refusal is stored under its key and replays as such
    // (docs/api/idempotency.md#what-is-stored).
    const replay = await issue(api, { product: "net-400", initial_load: 1000 }, refusedKey);
    expectError(replay, 402, "insufficient_funds", "balance_error");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");

    expect(await usd(api)).toEqual(before);
    expect((await api.get("/cards")).body.data.map((c: any) => c.id)).toEqual([card.id]);
    expect(await cardBalance(api, card.id)).toBe(0);
    expect(await allTransactions(api, card.id)).toEqual(transactionsBefore);
    expect(await server.service.database.prisma.event.count({ where: { organizationId: org.id } })).toBe(eventsBefore);

    // Exactly the price of net-400 without a load (300 + 100) is enough.
    const exact = await issue(api, { product: "net-400" });
    expect(exact.status).toBe(201);
    expect(exact.body.issuance.fee).toBe(400);
    expect(await usd(api)).toEqual({ available: 0, reserved: USD_START - 700, total: USD_START - 700 });
    expectError(await issue(api, { product: "net-536" }), 402, "insufficient_funds", "balance_error");
    await expectLedgerBalanced(server);
  });
});

describe("POST /cards/{id}/fund", () => {
  test("bounds 500..250000; the top-up fee is ceil(amount × rate); wallet and card move exactly", async ({ api, server }) => {
    const card = await issued(api, { product: "net-493-premium" }); // rate 1.5 %
    const rejected = await Promise.all([
      fund(api, card.id, 499),
      fund(api, card.id, 250_001),
      fund(api, card.id, 1.5),
      fund(api, card.id, "1000"),
      fund(api, card.id, 0),
      api.post(`/cards/${card.id}/fund`, {}, { idempotencyKey: idempotencyKey() }),
      api.post(`/cards/${card.id}/fund`, { amount: 1000, currency: "USD" }, { idempotencyKey: idempotencyKey() }),
    ]);
    expect(rejected.map(errorOf)).toEqual([
      invalid("amount"),
      invalid("amount"),
      invalid("amount"),
      invalid("amount"),
      invalid("amount"),
      invalid("amount"),
      invalid("currency"),
    ]);

    let wallet = await usd(api);
    let balance = 0;
    const funded: Array<[number, number]> = [
      [500, 8], // 7.5 → 8
      [1001, 16], // 15.015 → 16
      [1000, 15],
      [250_000, 3750],
    ];
    for (const [amount, fee] of funded) {
      const result = await fund(api, card.id, amount);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      balance += amount;
      expect(result.body).toEqual({
        id: expect.stringMatching(/^cop_/),
        object: "card_operation",
        type: "fund",
        card_id: card.id,
        amount,
        fee,
        fee_breakdown: { topup: fee },
        status: "succeeded",
        card: { ...(({ issuance: _, ...rest }) => rest)(card), balance },
        created_at: expect.any(String),
        test_data: true,
      });
      const after = await usd(api);
      expect(after).toEqual({ available: wallet.available - amount - fee, reserved: 0, total: wallet.total - amount - fee });
      wallet = after;
      expect(await cardBalance(api, card.id)).toBe(balance);
    }
    // Each fund records a topup and a fee (docs/api/cards.md#transactions), newest first.
    const transactions = (await api.get(`/cards/${card.id}/transactions`)).body.data;
    expect(transactions.slice(0, 8).map((t: any) => `${t.type}:${t.amount}`)).toEqual([
      "fee:3750",
      "topup:250000",
      "fee:15",
      "topup:1000",
      "fee:16",
      "topup:1001",
      "fee:8",
      "topup:500",
    ]);
    expectError(await fund(api, "card_00000000000000000000000000", 500), 404, "not_found", "invalid_request");
    await expectLedgerBalanced(server);
  });

  test("other products' rates: net-400 1 %, net-536 2 %", async ({ api, server }) => {
    for (const [product, amount, fee] of [
      ["net-400", 1234, 13],
      ["net-400", 500, 5],
      ["net-536", 1234, 25],
      ["net-536", 777, 16],
    ] as const) {
      const card = await issued(api, { product });
      const before = await usd(api);
      const result = await fund(api, card.id, amount);
      expect(result.body, product).toMatchObject({ type: "fund", amount, fee, fee_breakdown: { topup: fee }, card: { balance: amount } });
      expect((await usd(api)).available).toBe(before.available - amount - fee);
    }
    await expectLedgerBalanced(server);
  });

  test("a frozen or terminated card cannot be funded: 409 card_state_conflict, nothing moves", async ({ api, server }) => {
    const card = await issued(api, { product: "net-400", initial_load: 1000 });
    expect((await api.post(`/cards/${card.id}/freeze`)).status).toBe(200);
    const before = await usd(api);
    expectError(await fund(api, card.id, 500), 409, "card_state_conflict", "state_error");
    expect(await usd(api)).toEqual(before);
    expect(await cardBalance(api, card.id)).toBe(1000);

    const empty = await issued(api, { product: "net-400" });
    expect((await api.post(`/cards/${empty.id}/terminate`)).status).toBe(200);
    const beforeTerminated = await usd(api);
    expectError(await fund(api, empty.id, 500), 409, "card_state_conflict", "state_error");
    expect(await usd(api)).toEqual(beforeTerminated);
    expect(await cardBalance(api, empty.id)).toBe(0);
    await expectLedgerBalanced(server);
  });
});

describe("POST /cards/{id}/withdraw", () => {
  test("no fee; must leave at least 500 and take at most the balance; allowed on a frozen card", async ({ api, server }) => {
    const card = await issued(api, { product: "net-400", initial_load: 10_000 });
    const rejected = await Promise.all([
      withdraw(api, card.id, 499),
      withdraw(api, card.id, 250_001),
      withdraw(api, card.id, 600.5),
      api.post(`/cards/${card.id}/withdraw`, {}, { idempotencyKey: idempotencyKey() }),
      api.post(`/cards/${card.id}/withdraw`, { amount: 600, fee: 0 }, { idempotencyKey: idempotencyKey() }),
    ]);
    expect(rejected.map(errorOf)).toEqual([invalid("amount"), invalid("amount"), invalid("amount"), invalid("amount"), invalid("fee")]);

    let wallet = await usd(api);
    for (const amount of [9501, 10_000, 10_001, 250_000]) {
      expectError(await withdraw(api, card.id, amount), 409, "insufficient_card_balance", "state_error");
    }
    expect(await usd(api)).toEqual(wallet);
    expect(await cardBalance(api, card.id)).toBe(10_000);

    const { issuance: _, ...cardView } = card;
    const result = await withdraw(api, card.id, 9500);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^cop_/),
      object: "card_operation",
      type: "withdraw",
      card_id: card.id,
      amount: 9500,
      fee: 0,
      fee_breakdown: {},
      status: "succeeded",
      card: { ...cardView, balance: 500 },
      created_at: expect.any(String),
      test_data: true,
    });
    const after = await usd(api);
    expect(after).toEqual({ available: wallet.available + 9500, reserved: 0, total: wallet.total + 9500 });
    wallet = after;
    // At the minimum nothing more can leave.
    expectError(await withdraw(api, card.id, 500), 409, "insufficient_card_balance", "state_error");

    // Frozen: withdraw is allowed, with the same limits.
    expect((await fund(api, card.id, 2000)).status).toBe(200); // +2000, fee 20
    wallet = { available: wallet.available - 2020, reserved: 0, total: wallet.total - 2020 };
    expect((await api.post(`/cards/${card.id}/freeze`)).body.status).toBe("frozen");
    expectError(await withdraw(api, card.id, 2001), 409, "insufficient_card_balance", "state_error");
    const frozen = await withdraw(api, card.id, 2000);
    expect(frozen.status).toBe(200);
    expect(frozen.body).toMatchObject({ type: "withdraw", amount: 2000, fee: 0, card: { status: "frozen", balance: 500 } });
    expect(await usd(api)).toEqual({ available: wallet.available + 2000, reserved: 0, total: wallet.total + 2000 });

    const transactions = (await api.get(`/cards/${card.id}/transactions`)).body.data;
    expect(transactions.slice(0, 4).map((t: any) => `${t.type}:${t.status}:${t.amount}`)).toEqual([
      "withdrawal:succeeded:2000",
      "fee:succeeded:20",
      "topup:succeeded:2000",
      "withdrawal:succeeded:9500",
    ]);

    // Terminated: card_state_conflict.
    expect((await api.post(`/cards/${card.id}/terminate`)).body).toMatchObject({ status: "terminated", balance: 0 });
    expectError(await withdraw(api, card.id, 500), 409, "card_state_conflict", "state_error");
    await expectLedgerBalanced(server);
  });

  test("a card below the minimum refuses any withdrawal", async ({ api, server }) => {
    const empty = await issued(api, { product: "net-404" });
    expectError(await withdraw(api, empty.id, 500), 409, "insufficient_card_balance", "state_error");
    expectError(await withdraw(api, "card_00000000000000000000000000", 500), 404, "not_found", "invalid_request");
    await expectLedgerBalanced(server);
  });
});

describe("freeze, unfreeze, terminate (docs/api/cards.md#rules)", () => {
  test("the state table, refused transitions included", async ({ api, server }) => {
    const card = await issued(api, { product: "net-400", initial_load: 1000 });
    const { issuance: _, ...view } = card;
    expectError(await api.post(`/cards/${card.id}/unfreeze`), 409, "card_state_conflict", "state_error");

    const frozen = await api.post(`/cards/${card.id}/freeze`);
    expect(frozen.status).toBe(200);
    expect(frozen.body).toEqual({ ...view, status: "frozen" });
    expectError(await api.post(`/cards/${card.id}/freeze`), 409, "card_state_conflict", "state_error");
    expect((await api.get(`/cards/${card.id}`)).body.status).toBe("frozen");

    const active = await api.post(`/cards/${card.id}/unfreeze`);
    expect(active.status).toBe(200);
    expect(active.body).toEqual({ ...view, status: "active" });
    expectError(await api.post(`/cards/${card.id}/unfreeze`), 409, "card_state_conflict", "state_error");

    // A balance above 500 blocks terminate, from active and from frozen; nothing moves.
    const before = await usd(api);
    expectError(await api.post(`/cards/${card.id}/terminate`), 409, "card_state_conflict", "state_error");
    expect((await api.post(`/cards/${card.id}/freeze`)).status).toBe(200);
    expectError(await api.post(`/cards/${card.id}/terminate`), 409, "card_state_conflict", "state_error");
    expect(await usd(api)).toEqual(before);
    expect((await api.get(`/cards/${card.id}`)).body).toMatchObject({ status: "frozen", balance: 1000 });

    expect((await withdraw(api, card.id, 500)).status).toBe(200); // frozen: 1000 → 500
    expect((await api.post(`/cards/${card.id}/unfreeze`)).status).toBe(200);
    expect((await fund(api, card.id, 500)).status).toBe(200); // 500 → 1000
    expect((await authorize(api, card.id, { amount: 499 })).body.status).toBe("succeeded"); // → 501
    // 501 is above the minimum.
    expectError(await api.post(`/cards/${card.id}/terminate`), 409, "card_state_conflict", "state_error");
    expect((await authorize(api, card.id, { amount: 1 })).body.status).toBe("succeeded"); // → 500

    // Terminate from frozen with exactly 500: it returns to the wallet at once, the card holds 0.
    expect((await api.post(`/cards/${card.id}/freeze`)).status).toBe(200);
    const beforeTerminate = await usd(api);
    const terminated = await api.post(`/cards/${card.id}/terminate`);
    expect(terminated.status).toBe(200);
    expect(terminated.body).toEqual({ ...view, status: "terminated", balance: 0 });
    expect(await usd(api)).toEqual({ available: beforeTerminate.available + 500, reserved: 0, total: beforeTerminate.total + 500 });
    expect((await api.get(`/cards/${card.id}`)).body).toMatchObject({ status: "terminated", balance: 0 });
    const [refund] = (await api.get(`/cards/${card.id}/transactions`)).body.data;
    expect(refund).toMatchObject({ type: "withdrawal", status: "succeeded", amount: 500 });

    // Terminated is final.
    for (const action of ["terminate", "freeze", "unfreeze"]) {
      expectError(await api.post(`/cards/${card.id}/${action}`), 409, "card_state_conflict", "state_error");
    }
    expect(await usd(api)).toEqual({ available: beforeTerminate.available + 500, reserved: 0, total: beforeTerminate.total + 500 });
    await expectLedgerBalanced(server);
  });

  test("terminate from active with a balance under 500 returns it; with 0 nothing moves", async ({ api, server }) => {
    const card = await issued(api, { product: "net-536", initial_load: 1000 });
    expect((await authorize(api, card.id, { amount: 700 })).body.status).toBe("succeeded"); // → 300
    const before = await usd(api);
    const terminated = await api.post(`/cards/${card.id}/terminate`);
    expect(terminated.body).toMatchObject({ status: "terminated", balance: 0 });
    expect(await usd(api)).toEqual({ available: before.available + 300, reserved: 0, total: before.total + 300 });

    const empty = await issued(api, { product: "net-536" });
    const beforeEmpty = await usd(api);
    expect((await api.post(`/cards/${empty.id}/terminate`)).body).toMatchObject({ status: "terminated", balance: 0 });
    expect(await usd(api)).toEqual(beforeEmpty);

    // These endpoints take no body.
    const other = await issued(api, { product: "net-536" });
    expectError(await api.post(`/cards/${other.id}/freeze`, { reason: "lost" }), 400, "validation_error", "invalid_request", "reason");
    for (const action of ["freeze", "unfreeze", "terminate"]) {
      expectError(await api.post(`/cards/card_00000000000000000000000000/${action}`), 404, "not_found", "invalid_request");
    }
    await expectLedgerBalanced(server);
  });
});

describe("GET /cards and GET /cards/{id}", () => {
  test("newest first, limit and starting_after with has_more, status filter, invalid queries", async ({ api, server }) => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await issued(api, { product: "net-536", reference: `card-${i}` })).id);
    const newest = [...ids].reverse();
    expect([...ids].sort()).toEqual(ids); // ids sort by creation time
    for (const id of [ids[0], ids[2]]) expect((await api.post(`/cards/${id}/freeze`)).status).toBe(200);
    expect((await api.post(`/cards/${ids[3]}/terminate`)).status).toBe(200);

    const all = await api.get("/cards");
    expect(all.status).toBe(200);
    expect(all.body.object).toBe("list");
    expect(all.body.has_more).toBe(false);
    expect(all.body.data.map((c: any) => c.id)).toEqual(newest);
    expect(all.body.data.map((c: any) => c.reference)).toEqual(["card-4", "card-3", "card-2", "card-1", "card-0"]);
    for (const card of all.body.data) expectCardShape(card, { product: "net-536", status: card.status, balance: 0, reference: card.reference });

    const page1 = await api.get("/cards?limit=2");
    expect(page1.body.data.map((c: any) => c.id)).toEqual(newest.slice(0, 2));
    expect(page1.body.has_more).toBe(true);
    const page2 = await api.get(`/cards?limit=2&starting_after=${newest[1]}`);
    expect(page2.body.data.map((c: any) => c.id)).toEqual(newest.slice(2, 4));
    expect(page2.body.has_more).toBe(true);
    const page3 = await api.get(`/cards?limit=2&starting_after=${newest[3]}`);
    expect(page3.body.data.map((c: any) => c.id)).toEqual(newest.slice(4));
    expect(page3.body.has_more).toBe(false);
    const exact = await api.get("/cards?limit=5");
    expect(exact.body.has_more).toBe(false);
    expect((await api.get("/cards?limit=4")).body.has_more).toBe(true);

    expect((await api.get("/cards?status=frozen")).body.data.map((c: any) => c.id)).toEqual([ids[2], ids[0]]);
    expect((await api.get("/cards?status=terminated")).body.data.map((c: any) => c.id)).toEqual([ids[3]]);
    expect((await api.get("/cards?status=active")).body.data.map((c: any) => c.id)).toEqual([ids[4], ids[1]]);
    const frozenPage = await api.get(`/cards?status=frozen&limit=1`);
    expect(frozenPage.body).toMatchObject({ has_more: true, data: [{ id: ids[2] }] });
    expect((await api.get(`/cards?status=frozen&limit=1&starting_after=${ids[2]}`)).body).toMatchObject({ has_more: false, data: [{ id: ids[0] }] });

    const otherOrgCard = await issued(apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret), { product: "net-536" });
    const queries: Array<[string, string]> = [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=x", "limit"],
      ["limit=1.5", "limit"],
      ["limit=-1", "limit"],
      ["status=closed", "status"],
      ["status=ACTIVE", "status"],
      ["starting_after=card_00000000000000000000000000", "starting_after"],
      [`starting_after=${otherOrgCard.id}`, "starting_after"],
      [`starting_after=${long(65)}`, "starting_after"],
      ["colour=red", "colour"],
    ];
    const results = await Promise.all(queries.map(([query]) => api.get(`/cards?${query}`)));
    expect(queries.map(([query], i) => ({ query, ...errorOf(results[i]) }))).toEqual(queries.map(([query, param]) => ({ query, ...invalid(param) })));
    expect((await api.get("/cards?limit=100")).status).toBe(200);
    expect((await api.get("/cards?limit=1")).body.data).toHaveLength(1);
  });

  test("one card by id; another organization's card or the Live key: 404", async ({ api, server, liveApi }) => {
    const card = await issued(api, { product: "net-404", reference: "ref-1", metadata: { order: "42" } });
    const { issuance: _, ...view } = card;
    const got = await api.get(`/cards/${card.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(view);
    expectCardShape(got.body, { product: "net-404", status: "active", balance: 0, reference: "ref-1", metadata: { order: "42" } });

    const stranger = apiClient(server, (await newKey(server, (await newOrganization(server)).id)).secret);
    expectError(await stranger.get(`/cards/${card.id}`), 404, "not_found", "invalid_request");
    expectError(await stranger.get(`/cards/${card.id}/transactions`), 404, "not_found", "invalid_request");
    expectError(await stranger.post(`/cards/${card.id}/freeze`), 404, "not_found", "invalid_request");
    expectError(await fund(stranger, card.id, 500), 404, "not_found", "invalid_request");
    expect((await stranger.get("/cards")).body.data).toEqual([]);
    expectError(await liveApi.get(`/cards/${card.id}`), 404, "not_found", "invalid_request");
    expectError(await liveApi.get(`/cards/${card.id}/transactions`), 404, "not_found", "invalid_request");
    expect((await liveApi.get("/cards")).body).toEqual({ object: "list", data: [], has_more: false });
    expectError(await api.get("/cards/card_00000000000000000000000000"), 404, "not_found", "invalid_request");
    // The card is untouched by the stranger.
    expect((await api.get(`/cards/${card.id}`)).body).toEqual(view);
  });
});

describe("GET /cards/{id}/transactions", () => {
  test("types and amounts after a known sequence, newest first, 20 per page", async ({ api, server }) => {
    const card = await issued(api, { product: "net-400", initial_load: 10_000 });
    const oldestFirst = ["topup:succeeded:10000", "fee:succeeded:300", "fee:succeeded:100", "fee:succeeded:100"];
    // The order of the three issue fees among themselves is not decided: compare them as a set.
    expect((await fund(api, card.id, 1000)).status).toBe(200);
    oldestFirst.push("topup:succeeded:1000", "fee:succeeded:10");
    expect((await withdraw(api, card.id, 600)).status).toBe(200);
    oldestFirst.push("withdrawal:succeeded:600");
    expect((await authorize(api, card.id, { amount: 50, merchant_name: "Coffee" })).body.status).toBe("succeeded");
    oldestFirst.push("authorization:succeeded:50");
    expect((await authorize(api, card.id, { amount: 20_000 })).body.status).toBe("declined");
    oldestFirst.push("authorization:declined:20000");
    for (let i = 1; i <= 15; i++) {
      expect((await authorize(api, card.id, { amount: i })).body.status).toBe("succeeded");
      oldestFirst.push(`authorization:succeeded:${i}`);
    }
    const newest = [...oldestFirst].reverse();
    expect(newest).toHaveLength(24);

    const page1 = await api.get(`/cards/${card.id}/transactions`);
    expect(page1.status).toBe(200);
    expect(page1.body.object).toBe("list");
    expect(page1.body.has_more).toBe(true);
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.data.map((t: any) => `${t.type}:${t.status}:${t.amount}`)).toEqual(newest.slice(0, 20));
    expect((await api.get(`/cards/${card.id}/transactions?page=1`)).body).toEqual(page1.body);
    const page2 = await api.get(`/cards/${card.id}/transactions?page=2`);
    expect(page2.body.has_more).toBe(false);
    const tail = page2.body.data.map((t: any) => `${t.type}:${t.status}:${t.amount}`);
    expect(tail[0]).toBe(newest[20]);
    expect(tail.slice(1).sort()).toEqual(newest.slice(21).sort());
    expect(tail.at(-1)).toBe("topup:succeeded:10000");
    expect((await api.get(`/cards/${card.id}/transactions?page=3`)).body).toEqual({ object: "list", data: [], has_more: false });
    expect((await api.get(`/cards/${card.id}/transactions?page=1000`)).body).toEqual({ object: "list", data: [], has_more: false });

    const all = [...page1.body.data, ...page2.body.data];
    const ids = all.map((t: any) => t.id);
    expect(new Set(ids).size).toBe(24);
    expect([...ids].sort().reverse()).toEqual(ids); // newest first by id
    for (const t of all) {
      expect(t).toEqual({
        id: expect.stringMatching(/^ctx_/),
        object: "card_transaction",
        card_id: card.id,
        type: expect.any(String),
        status: expect.any(String),
        amount: expect.any(Number),
        currency: "USD",
        merchant: { name: t.type === "authorization" ? expect.any(String) : null, mcc: null, country: null, category: t.type === "authorization" ? "other" : null },
        decline_reason: t.status === "declined" ? "insufficient_funds" : null,
        created_at: expect.any(String),
        test_data: true,
      });
    }
    expect(all.find((t: any) => t.amount === 50).merchant.name).toBe("Coffee");
    expect(all.find((t: any) => t.amount === 20_000).merchant.name).toBe("Test Merchant");
    expect(await cardBalance(api, card.id)).toBe(10_000 + 1000 - 600 - 50 - (15 * 16) / 2);

    const bad = await Promise.all(["page=0", "page=1001", "page=x", "page=1.5", "page=-1", "page=", "size=5"].map((q) => api.get(`/cards/${card.id}/transactions?${q}`)));
    expect(bad.map(errorOf)).toEqual([invalid("page"), invalid("page"), invalid("page"), invalid("page"), invalid("page"), invalid("page"), invalid("size")]);
    expectError(await api.get("/cards/card_00000000000000000000000000/transactions"), 404, "not_found", "invalid_request");
    await expectLedgerBalanced(server);
  });
});

describe("POST /test/cards/{id}/authorizations", () => {
  test("succeeded lowers the card balance through the ledger; declined moves nothing", async ({ api, server }) => {
    const card = await issued(api, { product: "net-400", initial_load: 5000 });
    const wallet = await usd(api);

    const bought = await authorize(api, card.id, { amount: 1200, merchant_name: "Corner Café" });
    expect(bought.status).toBe(201);
    expect(bought.body).toEqual({
      id: expect.stringMatching(/^ctx_/),
      object: "card_transaction",
      card_id: card.id,
      type: "authorization",
      status: "succeeded",
      amount: 1200,
      currency: "USD",
      merchant: { name: "Corner Café", mcc: null, country: null, category: "other" },
      decline_reason: null,
      created_at: expect.any(String),
      test_data: true,
    });
    expect(await cardBalance(api, card.id)).toBe(3800);

    const declined = await authorize(api, card.id, { amount: 3801 });
    expect(declined.status).toBe(201);
    expect(declined.body).toMatchObject({ type: "authorization", status: "declined", amount: 3801, merchant: { name: "Test Merchant" } });
    expect(await cardBalance(api, card.id)).toBe(3800);

    // The whole balance can be spent: balance ≥ amount.
    expect((await authorize(api, card.id, { amount: 3800, merchant_name: "M" })).body).toMatchObject({ status: "succeeded", merchant: { name: "M" } });
    expect(await cardBalance(api, card.id)).toBe(0);
    expect((await authorize(api, card.id, { amount: 1, merchant_name: long(80, "m") })).body).toMatchObject({ status: "declined", merchant: { name: long(80, "m") } });
    // Purchases never touch the wallet.
    expect(await usd(api)).toEqual(wallet);

    // A frozen card declines even with funds; a terminated card declines.
    const other = await issued(api, { product: "net-536", initial_load: 2000 });
    expect((await api.post(`/cards/${other.id}/freeze`)).status).toBe(200);
    const frozen = await authorize(api, other.id, { amount: 100 });
    expect(frozen.status).toBe(201);
    expect(frozen.body.status).toBe("declined");
    expect(await cardBalance(api, other.id)).toBe(2000);
    expect((await api.post(`/cards/${other.id}/unfreeze`)).status).toBe(200);
    expect((await authorize(api, other.id, { amount: 1500 })).body.status).toBe("succeeded");
    expect((await api.post(`/cards/${other.id}/terminate`)).status).toBe(200);
    expect((await authorize(api, other.id, { amount: 1 })).body.status).toBe("declined");

    const types = (await api.get(`/cards/${card.id}/transactions`)).body.data.slice(0, 4);
    expect(types.map((t: any) => `${t.status}:${t.amount}`)).toEqual(["declined:1", "succeeded:3800", "declined:3801", "succeeded:1200"]);

    // The ledger agrees: the card's account holds exactly what the API shows, entry by entry.
    const prisma = server.service.database.prisma;
    const account = await prisma.ledgerAccount.findFirst({ where: { kind: "card_balance", ownerId: card.id } });
    expect(account?.balance).toBe(0n);
    const entries = await prisma.ledgerEntry.findMany({ where: { accountId: account!.id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.amount)).toEqual([5000n, -1200n, -3800n]);
    await expectLedgerBalanced(server);
  });

  test("bounds, 404, and Live", async ({ api, liveApi, server, org }) => {
    const card = await issued(api, { product: "net-400", initial_load: 1000 });
    const cases: Array<[Record<string, unknown>, ReturnType<typeof errorOf>]> = [
      [{ amount: 0 }, invalid("amount")],
      [{ amount: 250_001 }, invalid("amount")],
      [{ amount: 1.5 }, invalid("amount")],
      [{ amount: "100" }, invalid("amount")],
      [{}, invalid("amount")],
      [{ amount: 100, merchant_name: "" }, invalid("merchant_name")],
      [{ amount: 100, merchant_name: long(81) }, invalid("merchant_name")],
      [{ amount: 100, merchant_name: 5 }, invalid("merchant_name")],
      [{ amount: 100, mcc: "5812" }, invalid("mcc")],
    ];
    const results = await Promise.all(cases.map(([body]) => authorize(api, card.id, body)));
    expect(results.map(errorOf)).toEqual(cases.map(([, expected]) => expected));
    expect(await cardBalance(api, card.id)).toBe(1000);

    expect((await authorize(api, card.id, { amount: 1, merchant_name: "x" })).body.status).toBe("succeeded");
    // 250000 is a valid amount; here it is declined for want of balance.
    const max = await authorize(api, card.id, { amount: 250_000 });
    expect(max.status).toBe(201);
    expect(max.body.status).toBe("declined");

    expectError(await authorize(api, "card_00000000000000000000000000", { amount: 1 }), 404, "not_found", "invalid_request");
    expectError(await authorize(liveApi, card.id, { amount: 1 }), 403, "sandbox_only", "permission_error");
    expectError(await authorize(liveApi, "card_00000000000000000000000000", { amount: 0 }), 403, "sandbox_only", "permission_error");
    // sandbox_only comes before the scope check (docs/api/errors.md#check-order).
    const liveReadOnly = apiClient(server, (await newKey(server, org.id, "live", { scopes: ["cards:read"] })).secret, "live");
    expectError(await authorize(liveReadOnly, card.id, { amount: 1 }), 403, "sandbox_only", "permission_error");
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expectError(await authorize(readOnly, card.id, { amount: 0 }), 403, "insufficient_scope", "permission_error");
  });
});

describe("scopes (docs/api/authentication.md#scopes)", () => {
  test("cards:read for reads and products, cards:write for changes, cards:sensitive for details", async ({ api, server, org }) => {
    const card = await issued(api, { product: "net-400", initial_load: 2000 });
    const client = async (scopes: Scope[]) =>
      apiClient(server, (await newKey(server, org.id, "sandbox", { scopes })).secret);
    const read = await client(["cards:read"]);
    const write = await client(["cards:write"]);
    const sensitive = await client(["cards:sensitive"]);
    const none = await client(["balances:read", "transfers:read", "transfers:write"]);

    type Call = [string, (c: ApiClient) => Promise<HttpResult>];
    const reads: Call[] = [
      ["GET /cards", (c) => c.get("/cards")],
      ["GET /cards/{id}", (c) => c.get(`/cards/${card.id}`)],
      ["GET /cards/{id}/transactions", (c) => c.get(`/cards/${card.id}/transactions`)],
      ["GET /card_products", (c) => c.get("/card_products")],
    ];
    // Each write is refused before anything happens, so the same calls can be tried with every key.
    const writes: Call[] = [
      ["POST /cards", (c) => issue(c, { product: "net-400" })],
      ["POST /cards/{id}/fund", (c) => fund(c, card.id, 500)],
      ["POST /cards/{id}/withdraw", (c) => withdraw(c, card.id, 500)],
      ["POST /cards/{id}/freeze", (c) => c.post(`/cards/${card.id}/freeze`)],
      ["POST /cards/{id}/unfreeze", (c) => c.post(`/cards/${card.id}/unfreeze`)],
      ["POST /cards/{id}/terminate", (c) => c.post(`/cards/${card.id}/terminate`)],
      ["POST /test/cards/{id}/authorizations", (c) => authorize(c, card.id, { amount: 1 })],
      // Scope comes before the Idempotency-Key and before validation
      // (docs/api/errors.md#check-order).
      ["POST /cards without a key", (c) => c.post("/cards", { product: "net-400", cardholder })],
      ["POST /cards with an invalid body", (c) => c.post("/cards", { product: "nope" }, { idempotencyKey: idempotencyKey() })],
    ];
    const details: Call = ["GET /cards/{id}/details", (c) => c.get(`/cards/${card.id}/details`)];
    const refused = { status: 403, code: "insufficient_scope", type: "permission_error", param: undefined };

    const matrix: Array<[string, ApiClient, Call[], Call[]]> = [
      ["cards:read", read, reads, [...writes, details]],
      ["cards:write", write, [], [...reads, details]],
      ["cards:sensitive", sensitive, [details], [...reads, ...writes]],
      ["no card scope", none, [], [...reads, ...writes, details]],
    ];
    const wallet = await usd(api);
    for (const [name, c, allowed, denied] of matrix) {
      for (const [label, call] of allowed) expect((await call(c)).status, `${name} ${label}`).toBe(200);
      const results = await Promise.all(denied.map(([, call]) => call(c)));
      expect(denied.map(([label], i) => ({ label, ...errorOf(results[i]) }))).toEqual(denied.map(([label]) => ({ label, ...refused })));
    }
    // Nothing changed on the way.
    expect(await usd(api)).toEqual(wallet);
    expect((await api.get(`/cards/${card.id}`)).body).toMatchObject({ status: "active", balance: 2000 });
    expect((await api.get("/cards")).body.data).toHaveLength(1);

    // cards:write alone can change cards.
    expect((await write.post(`/cards/${card.id}/freeze`)).status).toBe(200);
    expect((await write.post(`/cards/${card.id}/unfreeze`)).status).toBe(200);
    expect((await fund(write, card.id, 500)).status).toBe(200);
    expect((await withdraw(write, card.id, 500)).status).toBe(200);
    expect((await authorize(write, card.id, { amount: 1 })).status).toBe(201);
    expect((await issue(write, { product: "net-404" })).status).toBe(201);
    await expectLedgerBalanced(server);
  });
});

describe("idempotency (docs/api/idempotency.md)", () => {
  test("POST /cards: a replay returns the same body, marked, and issues nothing more; another body → 422", async ({ api, server }) => {
    const key = idempotencyKey();
    const body = { product: "net-493-premium", cardholder, initial_load: 1001, reference: "idem-1", metadata: { a: "1" } };
    const first = await api.post("/cards", body, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const afterFirst = await usd(api);
    expect(afterFirst.available).toBe(USD_START - 1001 - 1216);

    // Same body with its properties in another order is the same request.
    const replay = await api.post("/cards", { metadata: { a: "1" }, reference: "idem-1", initial_load: 1001, cardholder, product: "net-493-premium" }, { idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await usd(api)).toEqual(afterFirst);
    expect((await api.get("/cards")).body.data.map((c: any) => c.id)).toEqual([first.body.id]);

    expectError(await api.post("/cards", { ...body, initial_load: 1002 }, { idempotencyKey: key }), 422, "idempotency_key_reuse", "invalid_request");
    expectError(await fund(api, first.body.id, 500, key), 422, "idempotency_key_reuse", "invalid_request");
    expect(await usd(api)).toEqual(afterFirst);

    // A request refused by validation stores nothing: its key can be used again.
    const fresh = idempotencyKey();
    expectError(await api.post("/cards", { ...body, initial_load: 999 }, { idempotencyKey: fresh }), 400, "validation_error", "invalid_request", "initial_load");
    expect((await api.post("/cards", { product: "net-536", cardholder }, { idempotencyKey: fresh })).status).toBe(201);

    // The header is required, and 1 to 255 characters.
    for (const path of ["/cards", `/cards/${first.body.id}/fund`, `/cards/${first.body.id}/withdraw`]) {
      const result = await api.post(path, path === "/cards" ? body : { amount: 500 });
      expectError(result, 400, "idempotency_key_required", "invalid_request");
    }
    // The header is checked before the body (docs/api/errors.md#check-order).
    expectError(await api.post("/cards", { product: "nope" }), 400, "idempotency_key_required", "invalid_request");
    expectError(await api.post("/cards", body, { idempotencyKey: long(256) }), 400, "validation_error", "invalid_request", "Idempotency-Key");
    expect((await api.post("/cards", { product: "net-536", cardholder }, { idempotencyKey: long(255, "k") })).status).toBe(201);
    await expectLedgerBalanced(server);
  });

  test("fund and withdraw: a replay has no second effect; another body or endpoint → 422", async ({ api, server }) => {
    const card = await issued(api, { product: "net-536", initial_load: 5000 });
    const fundKey = idempotencyKey();
    const funded = await fund(api, card.id, 1000, fundKey);
    expect(funded.status).toBe(200);
    const wallet = await usd(api);
    const replay = await fund(api, card.id, 1000, fundKey);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(funded.body);
    expect(await usd(api)).toEqual(wallet);
    expect(await cardBalance(api, card.id)).toBe(6000);
    expectError(await fund(api, card.id, 1001, fundKey), 422, "idempotency_key_reuse", "invalid_request");
    expectError(await withdraw(api, card.id, 1000, fundKey), 422, "idempotency_key_reuse", "invalid_request");
    const otherCard = await issued(api, { product: "net-536" });
    expectError(await fund(api, otherCard.id, 1000, fundKey), 422, "idempotency_key_reuse", "invalid_request");

    const withdrawKey = idempotencyKey();
    const withdrawn = await withdraw(api, card.id, 2000, withdrawKey);
    expect(withdrawn.status).toBe(200);
    const walletAfter = await usd(api);
    expect(walletAfter.available).toBe(wallet.available - 300 + 2000); // otherCard's 300 in fees
    const again = await withdraw(api, card.id, 2000, withdrawKey);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(withdrawn.body);
    expect(await usd(api)).toEqual(walletAfter);
    expect(await cardBalance(api, card.id)).toBe(4000);
    expectError(await withdraw(api, card.id, 2500, withdrawKey), 422, "idempotency_key_reuse", "invalid_request");

    // An error answer is stored too: a replayed 409 stays 409 even once the card could pay.
    const refusedKey = idempotencyKey();
    expectError(await withdraw(api, card.id, 3600, refusedKey), 409, "insufficient_card_balance", "state_error");
    expect((await fund(api, card.id, 1000)).status).toBe(200);
    const refusedAgain = await withdraw(api, card.id, 3600, refusedKey);
    expectError(refusedAgain, 409, "insufficient_card_balance", "state_error");
    expect(refusedAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(await cardBalance(api, card.id)).toBe(5000);
    await expectLedgerBalanced(server);
  });
});

describe("Live (docs/api/cards.md#live)", () => {
  const someCard = "card_00000000000000000000000000";

  test("an organization that is not live_activated: 403 activation_required, after validation", async ({ liveApi }) => {
    expectError(await issue(liveApi, { product: "net-400" }), 403, "activation_required", "permission_error");
    expectError(await issue(liveApi, { product: "net-400", initial_load: 1000 }), 403, "activation_required", "permission_error");
    expectError(await fund(liveApi, someCard, 500), 403, "activation_required", "permission_error");
    expectError(await withdraw(liveApi, someCard, 500), 403, "activation_required", "permission_error");
    expectError(await liveApi.post(`/cards/${someCard}/freeze`), 403, "activation_required", "permission_error");
    expectError(await liveApi.post(`/cards/${someCard}/unfreeze`), 403, "activation_required", "permission_error");
    expectError(await liveApi.post(`/cards/${someCard}/terminate`), 403, "activation_required", "permission_error");
    expectError(await liveApi.get(`/cards/${someCard}/details`), 403, "activation_required", "permission_error");
    // Validation comes first.
    expectError(await issue(liveApi, { product: "net-400", initial_load: 999 }), 400, "validation_error", "invalid_request", "initial_load");
    expectError(await liveApi.post("/cards", { product: "nope", cardholder }, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", "product");
    expectError(await issue(liveApi, { product: "net-493-atm" }), 400, "product_unavailable", "invalid_request", "product");
    expectError(await fund(liveApi, someCard, 499), 400, "validation_error", "invalid_request", "amount");
    expectError(await liveApi.post(`/cards/${someCard}/freeze`, { x: 1 }), 400, "validation_error", "invalid_request", "x");
    expectError(await liveApi.post("/cards", { product: "net-400", cardholder }), 400, "idempotency_key_required", "invalid_request");
    // Reads need no activation.
    expect((await liveApi.get("/cards")).status).toBe(200);
    expect((await liveApi.get("/card_products")).status).toBe(200);
  });

  test("an activated organization: 503 live_operations_disabled", async ({ server }) => {
    const activated = await newOrganization(server, { liveActivated: true });
    const live = apiClient(server, (await newKey(server, activated.id, "live")).secret, "live");
    expectError(await issue(live, { product: "net-400" }), 503, "live_operations_disabled", "service_unavailable");
    expectError(await issue(live, { product: "net-536", initial_load: 1000 }), 503, "live_operations_disabled", "service_unavailable");
    expectError(await fund(live, someCard, 500), 503, "live_operations_disabled", "service_unavailable");
    expectError(await withdraw(live, someCard, 500), 503, "live_operations_disabled", "service_unavailable");
    expectError(await live.post(`/cards/${someCard}/freeze`), 503, "live_operations_disabled", "service_unavailable");
    expectError(await live.post(`/cards/${someCard}/unfreeze`), 503, "live_operations_disabled", "service_unavailable");
    expectError(await live.post(`/cards/${someCard}/terminate`), 503, "live_operations_disabled", "service_unavailable");
    // Details in Live are never 503 (docs/api/cards.md#live); no Live card exists.
    expectError(await live.get(`/cards/${someCard}/details`), 404, "not_found", "invalid_request");
    expectError(await issue(live, { product: "net-400", initial_load: 999 }), 400, "validation_error", "invalid_request", "initial_load");
    expect((await live.get("/cards")).body.data).toEqual([]);
  });
});

describe("GET /card_products", () => {
  test("lists the five products with the catalog of docs/api/cards.md#products-and-fees", async ({ api }) => {
    const result = await api.get("/card_products");
    expect(result.status).toBe(200);
    expect(result.body.object).toBe("list");
    const byId = Object.fromEntries(result.body.data.map((p: any) => [p.id, p]));
    expect(Object.keys(byId).sort()).toEqual(["net-400", "net-404", "net-493-atm", "net-493-premium", "net-536"]);
    const available = (id: string, name: string, network: string, issuance: number, kyc: number, rate: number, accepted: boolean) => ({
      object: "card_product",
      id,
      name,
      network,
      available: true,
      currency: "USD",
      fees: { issuance, kyc, topup_rate_percent: rate },
      initial_load: { accepted, min: 1000, max: 250_000 },
    });
    expect(byId["net-400"]).toEqual(available("net-400", "Visa Everyday", "visa", 300, 100, 1, true));
    expect(byId["net-404"]).toEqual(available("net-404", "Visa Prepaid", "visa", 500, 100, 1, false));
    expect(byId["net-493-premium"]).toEqual(available("net-493-premium", "Mastercard Premium", "mastercard", 1000, 200, 1.5, true));
    expect(byId["net-536"]).toEqual(available("net-536", "Mastercard Business", "mastercard", 200, 100, 2, true));
    expect(byId["net-493-atm"]).toMatchObject({ object: "card_product", id: "net-493-atm", name: "Mastercard ATM", network: "mastercard", available: false, currency: "USD" });
  });
});

describe("concurrency", () => {
  test("40 concurrent funds of one card: every one succeeds once, each answer shows the balance it left, and the sums are exact", async ({ api }) => {
    const start = 1000;
    const card = await issued(api, { product: "net-400", initial_load: start });
    const walletBefore = await usd(api);
    const amounts = Array.from({ length: 40 }, (_, i) => 500 + i * 10);
    const results = await Promise.all(amounts.map((amount) => fund(api, card.id, amount)));
    for (const result of results) expect(result.status).toBe(200);
    const fees = results.map((result) => result.body.fee as number);
    const total = start + amounts.reduce((a, b) => a + b, 0);
    // Serialized by the card's lock: the balances the answers show are the running sums, in some order.
    const shown = results.map((result) => result.body.card.balance as number).sort((a, b) => a - b);
    const ordered = results.map((result, i) => ({ shown: result.body.card.balance as number, amount: amounts[i] })).sort((a, b) => a.shown - b.shown);
    let running = start;
    for (const step of ordered) {
      running += step.amount;
      expect(step.shown).toBe(running);
    }
    expect(shown.at(-1)).toBe(total);
    expect(await cardBalance(api, card.id)).toBe(total);
    const spent = total - start + fees.reduce((a, b) => a + b, 0);
    expect(await usd(api)).toEqual({ available: walletBefore.available - spent, reserved: 0, total: walletBefore.total - spent });
    const topups = (await allTransactions(api, card.id)).filter((t) => t.type === "topup");
    expect(topups).toHaveLength(1 + 40); // the initial load, then each fund once
  });

  test("30 concurrent withdrawals and purchases: the balance is the start minus exactly the successful ones", async ({ api, server }) => {
    const start = 10_000;
    const card = await issued(api, { product: "net-400", initial_load: start });
    const walletBefore = await usd(api);
    const withdrawAmounts = [500, 700, 1100, 600, 900];
    const purchaseAmounts = [300, 900, 1300, 450, 1];
    const ops = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? { kind: "withdraw" as const, amount: withdrawAmounts[(i / 2) % 5] } : { kind: "purchase" as const, amount: purchaseAmounts[((i - 1) / 2) % 5] },
    );
    const results = await Promise.all(
      ops.map((op) => (op.kind === "withdraw" ? withdraw(api, card.id, op.amount) : authorize(api, card.id, { amount: op.amount }))),
    );
    let withdrawn = 0;
    let bought = 0;
    for (const [i, op] of ops.entries()) {
      const result = results[i];
      if (op.kind === "withdraw") {
        if (result.status === 200) {
          withdrawn += op.amount;
          expect(result.body.card.balance).toBeGreaterThanOrEqual(500);
        } else {
          expectError(result, 409, "insufficient_card_balance", "state_error");
        }
      } else {
        expect(result.status).toBe(201);
        expect(["succeeded", "declined"]).toContain(result.body.status);
        if (result.body.status === "succeeded") bought += op.amount;
      }
    }
    const balance = await cardBalance(api, card.id);
    expect(balance).toBe(start - withdrawn - bought);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(withdrawn).toBeGreaterThan(0);
    expect(bought).toBeGreaterThan(0);
    expect(await usd(api)).toEqual({ available: walletBefore.available + withdrawn, reserved: 0, total: walletBefore.total + withdrawn });

    // Replay the card's history in the order it was serialized: no step broke a rule.
    const history = (await allTransactions(api, card.id)).reverse().filter((t) => t.type === "withdrawal" || t.type === "authorization");
    expect(history).toHaveLength(15 + 15 - results.filter((r, i) => ops[i].kind === "withdraw" && r.status !== 200).length);
    let running = start;
    for (const t of history) {
      if (t.type === "withdrawal") {
        running -= t.amount;
        expect(running, `after withdrawal ${t.id}`).toBeGreaterThanOrEqual(500);
      } else if (t.status === "succeeded") {
        running -= t.amount;
        expect(running, `after purchase ${t.id}`).toBeGreaterThanOrEqual(0);
      } else {
        expect(t.amount, `declined ${t.id} although the balance covered it`).toBeGreaterThan(running);
      }
    }
    expect(running).toBe(balance);
    await expectLedgerBalanced(server);
  });
});
