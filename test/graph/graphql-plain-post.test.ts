// A plain GraphQL POST enters Yoga at its parameters (src/http/graphql-plain-post.ts); any other
// request takes Yoga's whole way. Each operation below is sent both ways, as `application/json`
// (plain) and as `application/json; charset=UTF-8`, which Yoga reads the same and the plain path
// leaves to it: the status, the headers and the body must be the same, once what differs per
// request (ids, times, rate-limit counters) is blanked. And the balances move the same.
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { describe } from "vitest";
import { plainPostParams } from "../../src/http/graphql-plain-post.js";
import { test, expect, bankTransfer } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { renderBalance } from "../../src/http/rest/balances.js";

const plain = "application/json";
const yogaWhole = "application/json; charset=UTF-8";

const CreateTransfer = `mutation PlainPostCreate($input: CreateTransferInput!, $idempotencyKey: String!) {
  createTransfer(input: $input, idempotencyKey: $idempotencyKey) {
    id amount fee currency status destination { type last4 } reference metadata createdAt testData
  }
}`;

function gqlTransfer(amount: number) {
  const { destination, ...rest } = bankTransfer(amount, { reference: "plain-post", metadata: { order_id: "o-1" } });
  return {
    ...rest,
    destination: { type: destination.type, accountNumber: destination.account_number, bankCode: destination.bank_code, accountName: destination.account_name, country: destination.country },
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function post(server: TestServer, contentType: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/graphql`, { method: "POST", headers: { "content-type": contentType, ...headers }, body });
  const answer = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  for (const name of ["date", "request-id", "content-length", "ratelimit-remaining", "ratelimit-reset", "keep-alive", "connection"]) delete answer.headers[name];
  answer.body = answer.body
    .replace(/"([a-z]+)_[0-9A-Za-z]{16,}"/g, '"$1_…"')
    .replace(/"\d{4}-\d\d-\d\dT[0-9:.]+Z"/g, '"time"')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "uuid");
  return answer;
}

/** The same request both ways; returns the plain one's answer after checking Yoga's is the same. */
async function bothWays(server: TestServer, body: () => string, headers: Record<string, string> = {}): Promise<Answer> {
  const plainAnswer = await post(server, plain, body(), headers);
  const yogaAnswer = await post(server, yogaWhole, body(), headers);
  expect(plainAnswer).toEqual(yogaAnswer);
  return plainAnswer;
}

const pingHash = "a".repeat(64);
const eventsHash = "b".repeat(64);
const registered = (hash: string) => ({ [pingHash]: "{ ping { environment } }", [eventsHash]: "subscription { events { id } }" })[hash];

describe("a plain GraphQL POST answers as Yoga's whole way does", () => {
  test("the two ways are the ones meant", () => {
    const request = (contentType: string, extra: Record<string, string> = {}, body = '{"query":"{ ping { environment } }"}') =>
      ({ method: "POST", body, headers: { "content-type": contentType, ...extra } }) as unknown as FastifyRequest;
    expect(plainPostParams(registered, request(plain))).toEqual({ query: "{ ping { environment } }" });
    expect(plainPostParams(registered, request(plain, { accept: "*/*" }))).toBeDefined();
    expect(plainPostParams(registered, request(yogaWhole))).toBeUndefined();
    // Yoga's own: CORS, other media types, batches, unreadable bodies, parameters it refuses and
    // subscriptions (event streams).
    expect(plainPostParams(registered, request(plain, { origin: "https://dashboard.example" }))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, { accept: "application/graphql-response+json" }))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, {}, "[]"))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, {}, "{"))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, {}, '{"query":1}'))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, {}, '{"query":"{ ping { environment } }","extra":1}'))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, {}, '{"query":"{ ping { environment } }","extra":null}'))).toBeDefined();
    expect(plainPostParams(registered, request(plain, {}, '{"query":"subscription { events { id } }"}'))).toBeUndefined();
    // A trusted document's hash is plain when it is registered and no subscription; an unknown
    // hash goes the whole way, which refuses it.
    const byId = (id: string) => JSON.stringify({ documentId: `sha256:${id}` });
    expect(plainPostParams(registered, request(plain, {}, byId(pingHash)))).toEqual({ documentId: `sha256:${pingHash}` });
    const byExtension = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: pingHash } } });
    expect(plainPostParams(registered, request(plain, {}, byExtension))).toBeDefined();
    expect(plainPostParams(registered, request(plain, {}, byId(eventsHash)))).toBeUndefined();
    expect(plainPostParams(registered, request(plain, {}, byId("0".repeat(64))))).toBeUndefined();
  });

  test("a transfer, and one refused for its funds: same answers, each moving the balance once", async ({ server, api, org }) => {
    const authorization = `Bearer ${api.key}`;
    const usd = async () => renderBalance((await server.service.domain.stores.ledger.balances({ organizationId: org.id, environment: "sandbox" }, "USD"))[0]);
    const before = await usd();
    const sent = await bothWays(server, () => JSON.stringify({ query: CreateTransfer, variables: { input: gqlTransfer(1234), idempotencyKey: randomUUID() } }), { authorization });
    expect(sent.status).toBe(200);
    expect(sent.headers["content-type"]).toBe("application/json; charset=utf-8");
    const transfer = JSON.parse(sent.body).data.createTransfer;
    expect(transfer).toMatchObject({ amount: 1234, currency: "USD", status: "processing", reference: "plain-post", metadata: { order_id: "o-1" } });
    const after = await usd();
    expect(before.available - after.available).toBe(2 * (1234 + transfer.fee));

    const refused = await bothWays(server, () => JSON.stringify({ query: CreateTransfer, variables: { input: gqlTransfer(1e11), idempotencyKey: randomUUID() } }), { authorization });
    expect(refused.status).toBe(200);
    expect(JSON.parse(refused.body).errors[0].extensions).toMatchObject({ code: "insufficient_funds", status: 402 });
    expect((await usd()).available).toBe(after.available);
  });

  test("errors before execution, in variables, and of the key: same statuses, codes and bodies", async ({ server, api }) => {
    const authorization = `Bearer ${api.key}`;
    const cases: Array<[string, Record<string, string>]> = [
      ['{"query":"{ ping { environment } }"}', { authorization }],
      ['{"query":"{ ping { environment }"}', { authorization }],
      ['{"query":"{ ping { nope } }"}', { authorization }],
      ['{"query":"query A { ping { environment } }","operationName":"B"}', { authorization }],
      [JSON.stringify({ query: CreateTransfer, variables: { input: { ...gqlTransfer(5), amount: "5" }, idempotencyKey: "k" } }), { authorization }],
      ['{"query":"{ ping { environment } }"}', { authorization: "Bearer sk_test_wrong" }],
      ['{"query":"{ ping { environment } }"}', {}],
      ['{"query":"{ __typename }"}', {}],
    ];
    const statuses = [];
    for (const [body, headers] of cases) statuses.push((await bothWays(server, () => body, headers)).status);
    // Yoga's statuses for application/json: unparsable and invalid documents are 200 there.
    expect(statuses).toEqual([200, 200, 200, 400, 400, 200, 200, 200]);
  });
});
