// graphql-jit compiles a document the second time it runs (src/graphql/plugins/jit.ts). The second
// answer must be the first one exactly: data, partial data beside a field error, error paths,
// locations and extensions, variable coercion errors, and the HTTP status. Each query text here
// is new to the server (a unique comment), so its first run is graphql-js's and its second the
// compiled function's. Only request_id differs between two requests.
import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { test, expect, idempotencyKey, newKey, bankTransfer } from "../support/fixtures.js";

/** The same query text, sent twice: returns both answers without their request ids. */
async function twice(server: TestServer, key: string, query: string, variables: () => Record<string, unknown>) {
  const text = `# run ${randomUUID()}\n${query}`;
  const answers = [];
  for (let run = 0; run < 2; run++) {
    const result = await httpRequest(server.baseUrl, "POST", "/graphql", { query: text, variables: variables() }, { key });
    answers.push({ status: result.status, body: JSON.parse(JSON.stringify(result.body).replace(/"req_[0-9A-Z]+"/g, '"req_"')) });
  }
  return answers;
}

const transfer = `mutation Compiled($input: CreateTransferInput!, $key: String!) {
  createTransfer(input: $input, idempotencyKey: $key) { id status amount fee currency }
}`;

function transferInput(amount: unknown) {
  return {
    amount,
    currency: "USD",
    destination: { type: "bank_account", accountNumber: "DE89370400440532013000", bankCode: "COBADEFF", accountName: "A Recipient", country: "DE" },
  };
}

describe("a compiled GraphQL operation answers as graphql-js does", () => {
  test("data, and partial data beside a refused field", async ({ server, org, sandboxKey }) => {
    const [first, second] = await twice(server, sandboxKey.secret, "query { ping { environment } balances { currency available reserved total testData } currencies { code exponent } }", () => ({}));
    expect(first.status).toBe(200);
    expect(first.body.data.balances.length).toBeGreaterThan(0);
    expect(second).toEqual(first);

    const scopeless = await newKey(server, org.id, "sandbox", { scopes: [] });
    const [refusedFirst, refusedSecond] = await twice(server, scopeless.secret, "query { ping { environment } balances { currency } }", () => ({}));
    expect(refusedFirst.status).toBe(200);
    expect(refusedFirst.body.data).toEqual({ ping: { environment: "sandbox" }, balances: null });
    expect(refusedFirst.body.errors).toHaveLength(1);
    expect(refusedFirst.body.errors[0]).toMatchObject({ path: ["balances"], extensions: { code: "insufficient_scope", type: "permission_error", status: 403 } });
    expect(refusedSecond).toEqual(refusedFirst);
  });

  test("connections, enums, dates and JSON objects of a settled transfer and its events", async ({ server, api, sandboxKey }) => {
    const created = await api.post("/transfers", bankTransfer(1200, { metadata: { order: "42" } }), { idempotencyKey: idempotencyKey() });
    expect(created.status).toBe(201);
    // Settled first, so both runs read the same rows.
    await expect.poll(async () => (await api.get(`/transfers/${created.body.id}`)).body.status, { timeout: 10_000 }).toBe("succeeded");
    await expect.poll(async () => (await api.get("/events?type=transfer.succeeded")).body.data.length, { timeout: 10_000 }).toBe(1);
    const [first, second] = await twice(
      server,
      sandboxKey.secret,
      `query Listing($first: Int) {
        transfers(first: $first) { edges { cursor node { id amount fee currency status createdAt completedAt metadata testData destination { __typename } } } pageInfo { hasNextPage endCursor } }
        events(first: $first) { edges { node { id type createdAt environment data { object } } } pageInfo { hasNextPage } }
      }`,
      () => ({ first: 5 }),
    );
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.transfers.edges[0].node).toMatchObject({ id: created.body.id, status: "succeeded", metadata: { order: "42" } });
    expect(first.body.data.events.edges.length).toBeGreaterThan(1);
    expect(second).toEqual(first);
  });

  test("a domain error with its param, and a variable that does not coerce", async ({ server, sandboxKey }) => {
    const [tooMuchFirst, tooMuchSecond] = await twice(server, sandboxKey.secret, transfer, () => ({ input: transferInput(999_999_999_999), key: idempotencyKey() }));
    expect(tooMuchFirst.status).toBe(200);
    expect(tooMuchFirst.body.data).toEqual({ createTransfer: null });
    expect(tooMuchFirst.body.errors[0].extensions.code).toMatch(/^(insufficient_balance|validation_error)$/);
    expect(tooMuchSecond).toEqual(tooMuchFirst);

    const [badFirst, badSecond] = await twice(server, sandboxKey.secret, transfer, () => ({ input: transferInput("ten"), key: idempotencyKey() }));
    expect(badFirst.body.data ?? null).toBeNull();
    expect(badFirst.body.errors[0].extensions.code).toBe("validation_error");
    expect(badSecond).toEqual(badFirst);
  });
});
