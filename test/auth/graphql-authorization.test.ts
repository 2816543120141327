// GraphQL operations are authorized whole before anything runs
// (docs/api/graphql.md#whole-operation-authorization): each root field takes one token, aliases
// included, and a mutation whose selection reads what the key may not read is refused whole, with
// no effect: balances and cards exactly as before.
import { describe } from "vitest";
import { RateLimits } from "../../src/domain/auth/rate-limits.js";
import { test, expect, newKey, idempotencyKey, withRateLimits, type ApiClient } from "../support/fixtures.js";
import { httpRequest } from "../support/http.js";
import type { TestServer } from "../support/server.js";
import { usdAvailable } from "../support/money.js";

async function graphql(server: TestServer, key: string, query: string, variables: Record<string, unknown> = {}) {
  const result = await httpRequest(server.baseUrl, "POST", "/graphql", { query, variables }, { key });
  return { ...result, data: result.body.data, errors: result.body.errors as Array<{ path?: string[]; message: string; extensions: Record<string, unknown> }> | undefined };
}

const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

/** The real limiter, recording how many tokens each request asked for. */
class RecordingLimits extends RateLimits {
  readonly taken: number[] = [];
  override async consumeForKey(keyId: string, points = 1) {
    this.taken.push(points);
    return super.consumeForKey(keyId, points);
  }
}

describe("one token per root field (docs/api/rate-limits.md#graphql)", () => {
  test("15 aliased testFund take 15 tokens; an operation needing more tokens than remain is refused whole and moves nothing", async ({ server, api }) => {
    const aliases = (count: number, key: string) =>
      `mutation { ${Array.from({ length: count }, (_, i) => `f${i}: testFund(amount: 1, currency: USD, idempotencyKey: "${key}-${i}") { available }`).join(" ")} }`;
    const before = await usdAvailable(api);
    // A bucket of 20 (RATE_LIMIT_RPS 1, RATE_LIMIT_BURST 20): fifteen fit once, not twice.
    const limits = new RecordingLimits({ requestsPerSecond: 1, burst: 20, authFailuresPerMinute: 1_000_000 }, undefined);
    await withRateLimits(server, limits, async () => {
      const first = await graphql(server, api.key, aliases(15, idempotencyKey()));
      expect(first.errors).toBeUndefined();
      expect(Object.keys(first.data)).toHaveLength(15);
      const second = await graphql(server, api.key, aliases(15, idempotencyKey()));
      expect(second.data).toEqual(Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`f${i}`, null])));
      expect(second.errors).toHaveLength(15);
      for (const error of second.errors!) expect(error.extensions).toMatchObject({ code: "rate_limited", status: 429 });
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    });
    expect(limits.taken).toEqual([15, 15]);
    expect(await usdAvailable(api)).toBe(before + 15);
  });

  test("fragments count each root selection; introspection takes no token of the key and needs no key", async ({ server, api }) => {
    const limits = new RecordingLimits({ requestsPerSecond: 1_000, burst: 2_000, authFailuresPerMinute: 1_000_000 }, undefined);
    await withRateLimits(server, limits, async () => {
      const spread = await graphql(server, api.key, "query { ...A a2: ping { environment } } fragment A on Query { a1: ping { environment } currencies { code } }");
      expect(spread.errors).toBeUndefined();
      const introspection = await httpRequest(server.baseUrl, "POST", "/graphql", { query: "{ __schema { queryType { name } } __typename }" }, { key: null });
      expect(introspection.status).toBe(200);
      expect(introspection.body.errors).toBeUndefined();
    });
    expect(limits.taken).toEqual([3]);
  });
});

describe("what needs no key is limited by address", () => {
  test("introspection without a key takes a token from its address's bucket: past it, rate_limited with Retry-After; a key from the same address is still served", async ({ server, api }) => {
    // A bucket of 2 that refills one token a second.
    const limits = new RecordingLimits({ requestsPerSecond: 1, burst: 2, authFailuresPerMinute: 1_000_000 }, undefined);
    await withRateLimits(server, limits, async () => {
      const introspect = () => httpRequest(server.baseUrl, "POST", "/graphql", { query: "{ __schema { queryType { name } } }" }, { key: null });
      const answers = [await introspect(), await introspect(), await introspect()];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.slice(0, 2).map((a) => a.body.data.__schema.queryType.name)).toEqual(["Query", "Query"]);
      expect(answers[0].headers.get("ratelimit-limit")).toBe("2");
      expect(answers[0].headers.get("ratelimit-remaining")).toBe("1");
      const refused = answers[2];
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.errors[0].extensions).toMatchObject({ code: "rate_limited", type: "rate_limit_error", status: 429 });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get("ratelimit-remaining")).toBe("0");
      // The key's own bucket is another: served.
      const keyed = await graphql(server, api.key, "{ ping { environment } }");
      expect(keyed.errors).toBeUndefined();
      // Introspection sent with a valid key is the key's: its bucket, not the spent address's.
      const keyedIntrospection = await httpRequest(server.baseUrl, "POST", "/graphql", { query: "{ __schema { queryType { name } } }" }, { key: api.key });
      expect(keyedIntrospection.body.errors).toBeUndefined();
      // With a key that is not valid, it is the address's again (and no failed authentication).
      const wrongKey = await httpRequest(server.baseUrl, "POST", "/graphql", { query: "{ __schema { queryType { name } } }" }, { key: `gs_test_${"z".repeat(43)}` });
      expect(wrongKey.body.errors[0].extensions).toMatchObject({ code: "rate_limited", status: 429 });
    });
    expect(limits.taken).toEqual([1, 1]);
  });
});

describe("a mutation is authorized whole before it runs (docs/api/graphql.md#whole-operation-authorization)", () => {
  async function issuedCard(api: ApiClient) {
    const card = await api.post("/cards", { product: "net-400", cardholder, initial_load: 2_000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status).toBe(201);
    return card.body.id as string;
  }

  for (const [shape, selection] of [
    ["a nested field", "card { id transactions { data { id } } }"],
    ["a fragment spread", "...Op"],
    ["an inline fragment", "... on CardOperation { card { transactions { hasMore } } }"],
  ] as const) {
    test(`fundCard with a cards:write-only key selecting card.transactions through ${shape}: insufficient_scope, nothing funded`, async ({ server, api, org }) => {
      const cardId = await issuedCard(api);
      const writeOnly = await newKey(server, org.id, "sandbox", { scopes: ["cards:write"] });
      const before = { card: (await api.get(`/cards/${cardId}`)).body.balance, wallet: await usdAvailable(api) };
      const key = idempotencyKey();
      const fragment = selection === "...Op" ? " fragment Op on CardOperation { card { transactions { data { id } } } }" : "";
      const answer = await graphql(server, writeOnly.secret, `mutation($id: ID!, $key: String!) { fundCard(id: $id, amount: 1000, idempotencyKey: $key) { id ${selection} } }${fragment}`, { id: cardId, key });
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({ fundCard: null });
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0].path).toEqual(["fundCard"]);
      expect(answer.errors![0].extensions).toMatchObject({ code: "insufficient_scope", type: "permission_error", status: 403 });
      expect({ card: (await api.get(`/cards/${cardId}`)).body.balance, wallet: await usdAvailable(api) }).toEqual(before);
      // Nothing was stored under the key either: with the selection it may read, it runs once.
      const allowed = await graphql(server, writeOnly.secret, `mutation($id: ID!, $key: String!) { fundCard(id: $id, amount: 1000, idempotencyKey: $key) { id amount } }`, { id: cardId, key });
      expect(allowed.errors).toBeUndefined();
      expect((await api.get(`/cards/${cardId}`)).body.balance).toBe(before.card + 1000);
    });
  }

  test("one refused root field refuses the other root fields of the mutation too", async ({ server, api, org }) => {
    const cardId = await issuedCard(api);
    const key = await newKey(server, org.id, "sandbox", { scopes: ["cards:write", "transfers:write"] });
    const before = { card: (await api.get(`/cards/${cardId}`)).body.balance, wallet: await usdAvailable(api) };
    const answer = await graphql(
      server,
      key.secret,
      `mutation($id: ID!) { fund: testFund(amount: 5, currency: USD, idempotencyKey: "${idempotencyKey()}") { available }
        freeze: freezeCard(id: $id) { id transactions { hasMore } } }`,
      { id: cardId },
    );
    expect(answer.data).toEqual({ fund: null, freeze: null });
    expect(answer.errors?.map((e) => [e.path, e.extensions.code])).toEqual([
      [["fund"], "insufficient_scope"],
      [["freeze"], "insufficient_scope"],
    ]);
    expect((await api.get(`/cards/${cardId}`)).body.status).toBe("active");
    expect({ card: (await api.get(`/cards/${cardId}`)).body.balance, wallet: await usdAvailable(api) }).toEqual(before);
  });

  test("a query still answers what the key may read beside a refused field", async ({ server, org }) => {
    const readBalances = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    const answer = await graphql(server, readBalances.secret, "{ balances { currency } cards { edges { cursor } } }");
    expect(answer.data.balances.length).toBeGreaterThan(0);
    expect(answer.data.cards).toBeNull();
    expect(answer.errors?.map((e) => [e.path, e.extensions.code])).toEqual([[["cards"], "insufficient_scope"]]);
  });
});
