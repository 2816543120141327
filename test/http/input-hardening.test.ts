// Input that no column can store or no walk should follow (docs/api/conventions.md#strings,
// docs/api/idempotency.md#keys): deep nesting, lone surrogates, NUL, keys that reach a prototype,
// over-long metadata keys and Idempotency-Keys outside visible ASCII. Each is 400 validation_error
// naming the field, on both transports, and nothing is stored: balances, transfers and cards are
// exactly as before.
import { describe } from "vitest";
import { test, expect, expectError, idempotencyKey, bankTransfer, type ApiClient } from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";

const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

/** Raw GraphQL over HTTP, so variables can carry what no generated type allows. */
async function graphql(server: TestServer, key: string, query: string, variables: Record<string, unknown>) {
  const result = await httpRequest(server.baseUrl, "POST", "/graphql", { query, variables }, { key });
  return result.body as { data?: Record<string, unknown> | null; errors?: Array<{ path?: string[]; extensions?: Record<string, unknown> }> };
}

function expectFieldError(body: Awaited<ReturnType<typeof graphql>>, field: string, code: string, param: string | undefined) {
  expect(body.data?.[field] ?? null).toBeNull();
  const error = body.errors?.find((e) => e.path?.[0] === field) ?? body.errors?.[0];
  expect({ code: error?.extensions?.code, status: error?.extensions?.status, param: error?.extensions?.param }).toEqual({ code, status: 400, param });
}

/** Everything an organization owns that a stored request would change. */
async function snapshot(server: TestServer, api: ApiClient, organizationId: string) {
  const { prisma } = server.service.database;
  return {
    balances: (await api.get("/balances")).body.data,
    transfers: await prisma.transfer.count({ where: { organizationId } }),
    cards: await prisma.card.count({ where: { organizationId } }),
    idempotencyRecords: await prisma.idempotencyRecord.count({ where: { organizationId } }),
  };
}

/** JSON text nested `depth` objects deep: JSON.stringify itself would exhaust the stack. */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}`;
}

/** A REST body with a deep value spliced in as text. */
function withDeep(body: Record<string, unknown>, field: string, depth: number): string {
  return `${JSON.stringify(body).slice(0, -1)},"${field}":${nestedJson(depth)}}`;
}

const CreateTransfer = `mutation($input: CreateTransferInput!, $key: String!) { createTransfer(input: $input, idempotencyKey: $key) { id } }`;
const IssueCard = `mutation($input: IssueCardInput!, $key: String!) { issueCard(input: $input, idempotencyKey: $key) { card { id } } }`;
const TestFund = `mutation($key: String!) { testFund(amount: 100, currency: USD, idempotencyKey: $key) { available } }`;
const Authorize = `mutation($card: ID!, $merchant: String) { simulateCardAuthorization(cardId: $card, amount: 1, merchantName: $merchant) { id } }`;
const graphqlTransfer = (overrides: Record<string, unknown> = {}) => ({
  amount: 100,
  currency: "USD",
  destination: { type: "bank_account", accountNumber: "0012345678", bankCode: "GSBANK01", accountName: "Ada Lovelace", country: "US" },
  ...overrides,
});

describe("deep nesting", () => {
  test("a body or a JSONObject variable 10,000 levels deep is 400 validation_error, not a crash", async ({ server, api, org, sandboxKey }) => {
    const before = await snapshot(server, api, org.id);
    const post = (path: string, rawBody: string) =>
      httpRequest(server.baseUrl, "POST", `/sandbox/v1${path}`, undefined, { key: api.key, idempotencyKey: idempotencyKey(), rawBody });
    const deepParam = `metadata.${Array(31).fill("a").join(".")}`;
    expectError(await post("/transfers", withDeep(bankTransfer(100), "metadata", 10_000)), 400, "validation_error", "invalid_request", deepParam);
    expectError(await post("/cards", withDeep({ product: "net-400", cardholder }, "metadata", 10_000)), 400, "validation_error", "invalid_request", deepParam);
    const deepBody = await post("/test/fund", nestedJson(10_000));
    expect({ status: deepBody.status, code: deepBody.body.error.code }).toEqual({ status: 400, code: "validation_error" });
    const variables = `{"key":"${idempotencyKey()}","input":${withDeep(graphqlTransfer(), "metadata", 10_000)}}`;
    const viaGraphql = (await httpRequest(server.baseUrl, "POST", "/graphql", undefined, { key: sandboxKey.secret, rawBody: `{"query":${JSON.stringify(CreateTransfer)},"variables":${variables}}` }))
      .body as Awaited<ReturnType<typeof graphql>>;
    expectFieldError(viaGraphql, "createTransfer", "validation_error", deepParam);
    expect(await snapshot(server, api, org.id)).toEqual(before);
  });
});

describe("strings no column can store", () => {
  const lone = ["x\ud800", "\udfff", "a\ud800b", "\u0000", "a\u0000"];

  test("a lone surrogate or NUL in any stored transfer or card string: 400 naming the field, nothing stored (REST)", async ({ server, api, org }) => {
    const card = await api.post("/cards", { product: "net-400", cardholder, initial_load: 2_000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    const before = await snapshot(server, api, org.id);
    for (const bad of lone) {
      const transfer = bankTransfer(100);
      const cases: Array<[string, unknown, string]> = [
        ["/transfers", { ...transfer, description: bad }, "description"],
        ["/transfers", { ...transfer, reference: bad }, "reference"],
        ["/transfers", { ...transfer, metadata: { note: bad } }, "metadata.note"],
        ["/transfers", { ...transfer, metadata: { [`k${bad}`]: "v" } }, `metadata.k${bad}`],
        ["/transfers", { ...transfer, destination: { ...transfer.destination, account_name: bad } }, "destination.account_name"],
        ["/cards", { product: "net-400", cardholder, reference: bad }, "reference"],
        ["/cards", { product: "net-400", cardholder, metadata: { [`k${bad}`]: "v" } }, `metadata.k${bad}`],
        ["/cards", { product: "net-400", cardholder: { ...cardholder, first_name: bad } }, "cardholder.first_name"],
        [`/test/cards/${card.body.id}/authorizations`, { amount: 1, merchant_name: bad }, "merchant_name"],
      ];
      for (const [path, body, param] of cases) {
        const answer = await api.post(path, body, { idempotencyKey: idempotencyKey() });
        expectError(answer, 400, "validation_error", "invalid_request", param);
      }
    }
    const cardTransactions = await server.service.database.prisma.cardTransaction.count({ where: { organizationId: org.id, type: "authorization" } });
    expect(cardTransactions).toBe(0);
    expect(await snapshot(server, api, org.id)).toEqual(before);
  });

  test("param names the first invalid field: a string no column can store is one invalid field among the others", async ({ api }) => {
    const transfer = bankTransfer(100);
    const cases: Array<[unknown, string]> = [
      // An amount out of range before a reference holding a NUL: the amount.
      [{ ...transfer, amount: -1, reference: "a\u0000" }, "amount"],
      // Two metadata values holding a NUL: the first written.
      [{ ...transfer, metadata: { a: "\u0000", b: "\u0000" } }, "metadata.a"],
      [{ ...transfer, metadata: { b: "x\ud800", a: "\u0000" } }, "metadata.b"],
    ];
    for (const [body, param] of cases) {
      expectError(await api.post("/transfers", body, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", param);
    }
  });

  test("the same over GraphQL, and in path ids and query strings on both transports", async ({ server, api, org, sandboxKey }) => {
    const card = await api.post("/cards", { product: "net-400", cardholder, initial_load: 2_000 }, { idempotencyKey: idempotencyKey() });
    const before = await snapshot(server, api, org.id);
    for (const bad of lone) {
      for (const [input, param] of [
        [graphqlTransfer({ description: bad }), "description"],
        [graphqlTransfer({ reference: bad }), "reference"],
        [graphqlTransfer({ metadata: { note: bad } }), "metadata.note"],
      ] as const) {
        expectFieldError(await graphql(server, sandboxKey.secret, CreateTransfer, { input, key: idempotencyKey() }), "createTransfer", "validation_error", param);
      }
      const issue = { product: "net-400", cardholder: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }, reference: bad };
      expectFieldError(await graphql(server, sandboxKey.secret, IssueCard, { input: issue, key: idempotencyKey() }), "issueCard", "validation_error", "reference");
      expectFieldError(await graphql(server, sandboxKey.secret, Authorize, { card: card.body.id, merchant: bad }), "simulateCardAuthorization", "validation_error", "merchantName");
      expectFieldError(await graphql(server, sandboxKey.secret, Authorize, { card: `card_${bad}` }), "simulateCardAuthorization", "validation_error", "cardId");
      expectFieldError(await graphql(server, sandboxKey.secret, `query($id: ID!) { card(id: $id) { id } }`, { id: `card_${bad}` }), "card", "validation_error", "id");
      expectFieldError(await graphql(server, sandboxKey.secret, `query($after: String) { transfers(after: $after) { edges { cursor } } }`, { after: `tr_${bad}` }), "transfers", "validation_error", "after");
      // A URL carries UTF-8: a lone surrogate can only arrive as bytes that decode to nothing.
      const encoded = encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, "")) + (/[\ud800-\udfff]/.test(bad) ? "%ED%A0%80" : "");
      expectError(await api.get(`/transfers?starting_after=tr_${encoded}`), 400, "validation_error", "invalid_request", "starting_after");
      if (bad.includes("\u0000")) expectError(await api.get(`/cards/card_${encoded}`), 400, "validation_error", "invalid_request", "id");
    }
    expect(await snapshot(server, api, org.id)).toEqual(before);
  });
});

describe("query strings", () => {
  test("integers are plain decimal digits; a key that names the prototype is refused by name, not a crash (found by the fuzzer)", async ({ api }) => {
    expectError(await api.get("/transfers?__proto__=NaN&limit=1&limit=2"), 400, "validation_error", "invalid_request", "__proto__");
    expectError(await api.get("/cards?constructor=1"), 400, "validation_error", "invalid_request", "constructor");
    expectError(await api.get("/events?limit=1&limit=2"), 400, "validation_error", "invalid_request", "limit");
    for (const limit of ["x", "1.5", "-1", "1e2", " 2", "0x10", ""]) {
      expectError(await api.get(`/transfers?limit=${encodeURIComponent(limit)}`), 400, "validation_error", "invalid_request", "limit");
    }
    expect((await api.get("/transfers?limit=007")).status).toBe(200);
  });
});

describe("Idempotency-Key: 1 to 255 visible ASCII characters (docs/api/idempotency.md#keys)", () => {
  test("ключ-123 is refused on REST and GraphQL alike: one string can never be two keys", async ({ server, api, org, sandboxKey }) => {
    const before = await snapshot(server, api, org.id);
    // On the wire a header carries bytes: the key's UTF-8, which Node reads as latin1.
    const utf8AsLatin1 = Buffer.from("ключ-123", "utf8").toString("latin1");
    expectError(await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: utf8AsLatin1 }), 400, "validation_error", "invalid_request", "Idempotency-Key");
    for (const key of ["ключ-123", "x\ud800", "x\udfff", "x\ufffd", "x\u0000", "with space", "tab\tkey", "é"]) {
      expectFieldError(await graphql(server, sandboxKey.secret, TestFund, { key }), "testFund", "validation_error", "idempotencyKey");
    }
    expect(await snapshot(server, api, org.id)).toEqual(before);
    // Every visible ASCII character is allowed, and the same string is one key on both transports.
    const key = `!~"#$%&'()*+,-./09:;<=>?@AZ[\\]^_\`az{|}-${idempotencyKey()}`;
    expect((await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: key })).status).toBe(200);
    const replay = await graphql(server, sandboxKey.secret, TestFund, { key });
    expect(replay.errors).toBeUndefined();
    const usd = (await api.get("/balances")).body.data.find((b: { currency: string }) => b.currency === "USD");
    expect(usd.available).toBe(before.balances.find((b: { currency: string }) => b.currency === "USD").available + 100);
  });
});

describe("metadata (docs/api/conventions.md#metadata)", () => {
  test("keys are 1 to 40 characters, at most 20 pairs, values at most 500; __proto__, constructor and prototype are refused on both transports", async ({ server, api, org, sandboxKey }) => {
    const before = await snapshot(server, api, org.id);
    const long = "k".repeat(41);
    const rest: Array<[unknown, string]> = [
      [{ [long]: "v" }, `metadata.${long}`],
      [{ "": "v" }, "metadata."],
      [{ k: "v".repeat(501) }, "metadata.k"],
      [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])), "metadata"],
      [{ k: 1 }, "metadata.k"],
    ];
    for (const [metadata, param] of rest) {
      expectError(await api.post("/transfers", { ...bankTransfer(100), metadata }, { idempotencyKey: idempotencyKey() }), 400, "validation_error", "invalid_request", param);
      expectFieldError(await graphql(server, sandboxKey.secret, CreateTransfer, { input: graphqlTransfer({ metadata }), key: idempotencyKey() }), "createTransfer", "validation_error", param);
    }
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const raw = `{"amount":100,"currency":"USD","destination":${JSON.stringify(bankTransfer(100).destination)},"metadata":{"${key}":"x"}}`;
      const answer = await httpRequest(server.baseUrl, "POST", "/sandbox/v1/transfers", undefined, { key: api.key, idempotencyKey: idempotencyKey(), rawBody: raw });
      expectError(answer, 400, "validation_error", "invalid_request", `metadata.${key}`);
      const query = `mutation($key: String!) { createTransfer(idempotencyKey: $key, input: { amount: 100, currency: USD, metadata: { ${key}: "x" },
        destination: { type: bank_account, accountNumber: "0012345678", bankCode: "GSBANK01", accountName: "Ada", country: "US" } }) { id } }`;
      expectFieldError(await graphql(server, sandboxKey.secret, query, { key: idempotencyKey() }), "createTransfer", "validation_error", `metadata.${key}`);
      const variables = JSON.parse(`{"input": ${JSON.stringify(graphqlTransfer()).slice(0, -1)}, "metadata": {"${key}": "x"}}, "key": "${idempotencyKey()}"}`);
      expectFieldError(await graphql(server, sandboxKey.secret, CreateTransfer, variables), "createTransfer", "validation_error", `metadata.${key}`);
    }
    expect(await snapshot(server, api, org.id)).toEqual(before);
    const fits = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}`.padEnd(40, "k"), "v".repeat(500)]));
    expect((await api.post("/transfers", { ...bankTransfer(100), metadata: fits }, { idempotencyKey: idempotencyKey() })).status).toBe(201);
  });

  test("a value of the wrong type is refused with the field's rule, in plain words", async ({ api }) => {
    const answer = await api.post("/test/fund", { amount: "100", currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectError(answer, 400, "validation_error", "invalid_request", "amount");
    expect(answer.body.error.message).toBe(
      "amount must be between 1 and 1000000000 minor units of its currency (for USD, cents: USD 0.01 to 10,000,000.00).",
    );
    const missing = await api.post("/test/fund", { currency: "USD" }, { idempotencyKey: idempotencyKey() });
    expectError(missing, 400, "validation_error", "invalid_request", "amount");
    expect(missing.body.error.message).toBe("amount is required.");
  });
});
