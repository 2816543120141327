// Errors in plain words (docs/api/errors.md#messages, docs/api/errors.md#every-invalid-field): every
// validation rule of every operation, found through the registry both transports use (REST's route
// table, GraphQL's runs()), is refused with a sentence that names the field as the transport spells
// it and shows no pattern, no schema type name and none of the validation library's wording. Over
// HTTP, a request with several invalid fields answers the first as `param` and lists every one in
// `errors` (GraphQL: `extensions.errors`), stores nothing, and a domain rule speaks in cents and dollars.
import { describe } from "vitest";
import type { z } from "zod";
import { isObjectType } from "graphql";
import { test, expect, expectError, idempotencyKey, bankTransfer, type ApiClient } from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { restRoutes } from "../../src/http/rest.js";
import { restSpelling } from "../../src/http/rest-spelling.js";
import { schema as graphqlSchema } from "../../src/graphql/schema/index.js";
import type { AnyOperation } from "../../src/graphql/context.js";
import { ApiError } from "../../src/domain/errors.js";
import { checkId, checkNoInput, checkNoOptions, validate } from "../../src/domain/validation.js";
import { transferStatuses } from "../../src/domain/transfers/transfer.js";

/** What a plain message never shows, each with what it is. */
const unplain: Array<[string, RegExp]> = [
  ["a regular expression", /\/\^|\$\/|\\[dDwWsSpPu]|\[\^?[A-Za-z0-9\\]-[A-Za-z0-9]|\{\d+,\d*\}|\(\?[:=!<]/],
  ["a pattern", /\bpattern\b/i],
  ["the validation library's wording", /Invalid (string|input|option|type|key|element|enum|union|value)|Too (big|small)|\bexpected\b|\breceived\b|Unrecognized/i],
  ["a comparison sign", /[<>]=?\s*-?\d/],
  ["a schema type name", /\b(string|int|integer|float|object|array|boolean|bigint|undefined|NaN|safeint|ZodError|Zod\w*)\b/i],
  ["number as a type name", /\b(expected|received|type|be|an?) number\b|\bnumber (expected|received|type)\b/i],
];

function plainProblems(message: string, param: string | undefined): string[] {
  const problems = unplain.filter(([, pattern]) => pattern.test(message)).map(([what]) => `shows ${what}`);
  if (param !== undefined && !message.includes(param)) problems.push(`does not name ${param}`);
  if (!/^[A-Za-z0-9_.]/.test(message) || !/[.?!]$/.test(message) || message.includes("\n")) problems.push("is not one sentence");
  return problems;
}

/** Every operation either transport can run: REST's routes, and the operations each GraphQL field declares. */
function registeredOperations(): AnyOperation[] {
  const operations = new Set<AnyOperation>(restRoutes.map((route) => route.operation));
  for (const type of Object.values(graphqlSchema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      for (const operation of (field.extensions?.operations as AnyOperation[] | undefined) ?? []) operations.add(operation);
    }
  }
  return [...operations];
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;
const wrappers = new Set(["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch"]);

function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let inner = schema;
  for (let def = defOf(inner); wrappers.has(def.type) || def.type === "pipe"; def = defOf(inner)) {
    inner = (def.type === "pipe" ? def.in : def.innerType) as z.core.$ZodType;
  }
  return inner;
}

/** Values that break a field of any kind: each kind's wrong values, and each bound's neighbours. */
function leafValues(schema: z.core.$ZodType): unknown[] {
  const values: unknown[] = [null, true, "text", "", "!!", "x".repeat(70), "x".repeat(3000), 1.5, -1, 0, 2 ** 60, [], {}, new Date(Number.NaN)];
  for (const check of defOf(schema).checks as z.core.$ZodCheck[] | undefined ?? []) {
    const def = check._zod.def as { value?: unknown; minimum?: number; maximum?: number; length?: number };
    if (typeof def.value === "number") values.push(def.value - 1, def.value + 1);
    if (def.value instanceof Date) values.push(new Date(def.value.getTime() - 1), new Date(def.value.getTime() + 1));
    if (typeof def.minimum === "number" && def.minimum > 0) values.push("x".repeat(def.minimum - 1), []);
    if (typeof def.maximum === "number") values.push("x".repeat(def.maximum + 1), Array.from({ length: def.maximum + 1 }, () => "x"));
    if (typeof def.length === "number") values.push("x".repeat(def.length + 1));
  }
  return values;
}

/** Invalid values for `schema`, reaching every field it has: each field broken in turn, and the whole broken. */
function invalidValues(schema: z.core.$ZodType): unknown[] {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      // A discriminator keeps its value, so that the other fields of its option are reached.
      const base: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const fieldDef = defOf(unwrapped(field));
        if (fieldDef.type === "literal") base[key] = (fieldDef.values as unknown[])[0];
      }
      const values: unknown[] = ["text", 7, [], { ...base }, { ...base, not_a_field: 1, notAField: 2 }];
      for (const [key, field] of Object.entries(shape)) for (const value of invalidValues(field)) values.push({ ...base, [key]: value });
      return values;
    }
    case "union": {
      const options = def.options as z.core.$ZodType[];
      const discriminator = def.discriminator as string | undefined;
      return [
        "text",
        {},
        ...(discriminator === undefined ? [] : [{ [discriminator]: "no_such_kind" }]),
        ...options.flatMap((option) => invalidValues(option)),
      ];
    }
    case "array":
      return [...leafValues(inner), ...invalidValues(def.element as z.core.$ZodType).map((element) => [element])];
    case "record": {
      const values: unknown[] = ["text", 7, [], { "": "v" }, { ["k".repeat(41)]: "v" }, Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, "v"]))];
      for (const value of invalidValues(def.valueType as z.core.$ZodType)) values.push({ order_id: value });
      return values;
    }
    default:
      return leafValues(inner);
  }
}

/** The dotted path of every field `schema` has (an array's items at index 0). */
function fieldPaths(schema: z.core.$ZodType, prefix = ""): string[] {
  const def = defOf(unwrapped(schema));
  if (def.type === "object") {
    return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) => [`${prefix}${key}`, ...fieldPaths(field, `${prefix}${key}.`)]);
  }
  if (def.type === "union") return [...new Set((def.options as z.core.$ZodType[]).flatMap((option) => fieldPaths(option, prefix)))];
  if (def.type === "array") return fieldPaths(def.element as z.core.$ZodType, `${prefix}0.`);
  return [];
}

/** What a refusal shows wrong; and the params it names. */
function refusalProblems(error: unknown, where: string): { problems: string[]; params: string[] } {
  if (!(error instanceof ApiError) || error.code !== "validation_error") return { problems: [`${where}: not a validation_error: ${String(error)}`], params: [] };
  const problems: string[] = [];
  const errors = error.errors ?? [];
  if (errors.length === 0) problems.push(`${where}: no errors listed`);
  else if (errors[0].param !== error.param || errors[0].message !== error.message) problems.push(`${where}: errors[0] is not the error's own field`);
  if (new Set(errors.map((field) => field.param)).size !== errors.length) problems.push(`${where}: a field listed twice`);
  for (const { param, message } of errors) for (const problem of plainProblems(message, param)) problems.push(`${where}: "${message}" ${problem}`);
  return { problems, params: errors.flatMap((field) => (field.param === undefined ? [] : [field.param])) };
}

describe("every validation rule of every operation, in plain words", () => {
  const operations = registeredOperations();

  test("the check recognises the messages the API used to answer", () => {
    const before: Array<[string, string | undefined]> = [
      ["Invalid destination.account_number: Invalid string: must match pattern /^[A-Za-z0-9]{6,34}$/.", "destination.account_number"],
      ["Invalid amount: Too big: expected number to be <=250000.", "amount"],
      ["Invalid amount: Too small: expected number to be >0.", "amount"],
      ["Invalid currency: Invalid option: expected one of \"USD\"|\"NGN\".", "currency"],
      ["Invalid amount: Invalid input: expected int, received string.", "amount"],
      ["Invalid destination: Invalid input: expected object, received number.", "destination"],
      ["Invalid id.", "card_id"],
    ];
    for (const [message, param] of before) expect(plainProblems(message, param), message).not.toEqual([]);
    expect(plainProblems("destination.account_number must be 6 to 34 letters or digits.", "destination.account_number")).toEqual([]);
    expect(plainProblems("amount must be a whole number between 1 and 100.", "amount")).toEqual([]);
  });

  test("the registry holds the operations of both transports", () => {
    expect(operations.length).toBeGreaterThanOrEqual(restRoutes.length);
    expect(operations.filter((operation) => operation.input).length).toBeGreaterThan(5);
    expect(operations.filter((operation) => operation.options).length).toBeGreaterThan(5);
  });

  for (const operation of registeredOperations()) {
    for (const part of ["options", "input"] as const) {
      const schema = operation[part];
      if (!schema) continue;
      test(`${operation.name} ${part}: every field, as the domain (GraphQL) and as REST spell it`, () => {
        for (const [spelling, spelled] of [["domain", schema], ["REST", restSpelling(schema)]] as const) {
          const problems: string[] = [];
          const named = new Set<string>();
          for (const value of invalidValues(spelled)) {
            const where = `${spelling} ${JSON.stringify(value)?.slice(0, 120)}`;
            let refusal: unknown;
            try {
              validate(spelled, value);
            } catch (error) {
              refusal = error;
            }
            if (refusal === undefined) continue;
            const found = refusalProblems(refusal, where);
            problems.push(...found.problems);
            for (const param of found.params) named.add(param);
          }
          expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
          // Every field was refused at least once, named as this spelling names it: the walk reached it.
          expect(fieldPaths(spelled).filter((path) => !named.has(path))).toEqual([]);
        }
      });
    }
  }

  test("what an operation without options or input refuses, and a path id", () => {
    const refusals: Array<[string, () => unknown]> = [
      ["a query parameter of an operation that takes none", () => checkNoOptions({ colour: "red", size: "2" })],
      ["a body field of an operation that takes none", () => checkNoInput({ colour: "red" })],
      ["a body of an operation that takes none", () => checkNoInput([1])],
      ["a long id", () => checkId("x".repeat(65))],
      ["an empty id", () => checkId("")],
      ["an id with NUL", () => checkId("tr_\u0000")],
    ];
    const problems: string[] = [];
    for (const [where, refuse] of refusals) {
      try {
        refuse();
        problems.push(`${where}: accepted`);
      } catch (error) {
        problems.push(...refusalProblems(error, where).problems);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Raw GraphQL over HTTP: variables can carry what the typed documents would not let a test send. */
async function graphql(server: TestServer, key: string, query: string, variables: Record<string, unknown>) {
  const result = await httpRequest(server.baseUrl, "POST", "/graphql", { query, variables }, { key });
  return result.body as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}

const CreateTransfer = `mutation($input: CreateTransferInput!, $key: String!) { createTransfer(input: $input, idempotencyKey: $key) { id } }`;
const FundCard = `mutation($id: ID!, $amount: SafeInt!, $key: String!) { fundCard(id: $id, amount: $amount, idempotencyKey: $key) { id } }`;
const Authorize = `mutation($card: ID!, $amount: SafeInt!) { simulateCardAuthorization(cardId: $card, amount: $amount) { id } }`;

const amountRule = "amount must be between 1 and 100000000000 minor units of its currency (for USD, cents: USD 0.01 to 1,000,000,000.00).";
const countryRule = "must be a two-letter country code in capitals (ISO 3166-1, like NG).";
const cardAmountRule = "amount must be between 500 and 250000 cents (USD 5.00 to 2,500.00).";
const idRule = "must be 1 to 64 characters of text, as every identifier the API gives is.";

/** What a refused request could have changed. */
async function owned(api: ApiClient) {
  return { balances: (await api.get("/balances")).body.data, transfers: (await api.get("/transfers")).body.data, cards: (await api.get("/cards")).body.data };
}

describe("several invalid fields: the first is param, every one is listed", () => {
  test("REST: amount 0, account number 12 and country ng are three errors; nothing is stored and the key stays unused", async ({ api }) => {
    const before = await owned(api);
    const key = idempotencyKey();
    const valid = bankTransfer(100);
    const refused = await api.post("/transfers", { ...valid, amount: 0, destination: { ...valid.destination, account_number: "12", country: "ng" } }, { idempotencyKey: key });
    expectError(refused, 400, "validation_error", "invalid_request", "amount");
    expect(refused.body.error.message).toBe(amountRule);
    expect(refused.body.error.errors).toEqual([
      { param: "amount", message: amountRule },
      { param: "destination.account_number", message: "destination.account_number must be 6 to 34 letters or digits." },
      { param: "destination.country", message: `destination.country ${countryRule}` },
    ]);
    expect(await owned(api)).toEqual(before);
    // Validation never uses the key: the corrected request runs under it.
    expect((await api.post("/transfers", valid, { idempotencyKey: key })).status).toBe(201);
  });

  test("GraphQL: the same three, in extensions.errors, named as the schema names them; nothing is stored", async ({ server, api, sandboxKey }) => {
    const before = await owned(api);
    const input = {
      amount: 0,
      currency: "USD",
      destination: { type: "bank_account", accountNumber: "12", bankCode: "GSBANK01", accountName: "Ada Lovelace", country: "ng" },
    };
    const answer = await graphql(server, sandboxKey.secret, CreateTransfer, { input, key: idempotencyKey() });
    expect(answer.data?.createTransfer ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0].message).toBe(amountRule);
    expect(answer.errors![0].extensions).toMatchObject({ code: "validation_error", status: 400, param: "amount" });
    expect(answer.errors![0].extensions!.errors).toEqual([
      { param: "amount", message: amountRule },
      { param: "destination.accountNumber", message: "destination.accountNumber must be 6 to 34 letters or digits." },
      { param: "destination.country", message: `destination.country ${countryRule}` },
    ]);
    expect(await owned(api)).toEqual(before);
  });

  test("REST query string: a bad limit, an unknown status and an unknown parameter, in the order checked", async ({ api }) => {
    const refused = await api.get("/transfers?limit=0&status=nope&colour=red");
    expectError(refused, 400, "validation_error", "invalid_request", "limit");
    expect(refused.body.error.errors).toEqual([
      { param: "limit", message: "limit must be between 1 and 100." },
      { param: "status", message: `status must be one of ${transferStatuses.join(", ")}.` },
      { param: "colour", message: "colour is not a field of this request." },
    ]);
    const text = await api.get("/transfers?limit=ten");
    expectError(text, 400, "validation_error", "invalid_request", "limit");
    expect(text.body.error.errors).toEqual([{ param: "limit", message: "limit must be a whole number between 1 and 100." }]);
  });

  test("the body and the path id together: the body first, then the id, on both transports", async ({ server, api, sandboxKey }) => {
    const longId = `card_${"x".repeat(70)}`;
    const rest = await api.post(`/cards/${longId}/fund`, { amount: 100 }, { idempotencyKey: idempotencyKey() });
    expectError(rest, 400, "validation_error", "invalid_request", "amount");
    expect(rest.body.error.errors).toEqual([
      { param: "amount", message: cardAmountRule },
      { param: "id", message: `id ${idRule}` },
    ]);
    // GraphQL names the path id as its argument: cardId, in the param and in the message.
    const answer = await graphql(server, sandboxKey.secret, Authorize, { card: longId, amount: 0 });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: "validation_error", param: "amount" });
    expect(answer.errors?.[0].extensions?.errors).toEqual([
      { param: "amount", message: "amount must be between 1 and 250000 cents (USD 0.01 to 2,500.00)." },
      { param: "cardId", message: `cardId ${idRule}` },
    ]);
  });
});

describe("rules in the units the caller sees", () => {
  test("a card amount out of range, and a withdrawal that would leave less than the minimum, in cents and dollars", async ({ server, api, sandboxKey }) => {
    const issued = await api.post(
      "/cards",
      { product: "net-400", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }, initial_load: 15_000 },
      { idempotencyKey: idempotencyKey() },
    );
    expect(issued.status).toBe(201);
    const id = issued.body.id as string;
    const balance = async () => (await api.get(`/cards/${id}`)).body.balance;
    expect(await balance()).toBe(15_000);

    const small = await api.post(`/cards/${id}/fund`, { amount: 100 }, { idempotencyKey: idempotencyKey() });
    expectError(small, 400, "validation_error", "invalid_request", "amount");
    expect(small.body.error.message).toBe(cardAmountRule);
    const viaGraphql = await graphql(server, sandboxKey.secret, FundCard, { id, amount: 100, key: idempotencyKey() });
    expect(viaGraphql.errors?.[0].message).toBe(cardAmountRule);
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({ code: "validation_error", param: "amount", errors: [{ param: "amount", message: cardAmountRule }] });

    const everything = await api.post(`/cards/${id}/withdraw`, { amount: 15_000 }, { idempotencyKey: idempotencyKey() });
    expectError(everything, 409, "insufficient_card_balance", "state_error");
    expect(everything.body.error.message).toBe(
      "A withdrawal must leave at least 500 cents (USD 5.00) on the card; its balance is 15000 cents (USD 150.00), so at most 14500 cents (USD 145.00) can be withdrawn.",
    );
    // Only a validation_error lists fields.
    expect(everything.body.error.errors).toBeUndefined();
    expect(await balance()).toBe(15_000);
  });
});
