// Searching and exporting card transactions (docs/api/cards.md#searching-and-exporting
// transactions): GraphQL's cardTransactions(card, type, status) with its paging, and
// GET /card_transactions/export's CSV file with the same filters.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import type { CardTransactionSearchQueryVariables } from "../graphql/graphql.js";
import { test, expect, expectError, expectGraphQLError, apiClient, idempotencyKey, newKey, newOrganization, type ApiClient } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { csvObjects } from "../support/csv.js";

const SearchQuery = graphql(`
  query CardTransactionSearch($card: ID, $type: CardTransactionType, $status: CardTransactionStatus, $first: Int, $after: String) {
    cardTransactions(card: $card, type: $type, status: $status, first: $first, after: $after) {
      nodes { id cardId type status amount }
      totalCount
      pageInfo { hasNextPage endCursor }
    }
  }
`);

const header = ["id", "card_id", "created_at", "type", "status", "amount", "currency", "merchant_name", "merchant_mcc", "merchant_country"];
const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

interface Transaction {
  id: string;
  card_id: string;
  type: string;
  status: string;
  amount: number;
  merchant: { name: string | null };
  created_at: string;
}

async function issue(api: ApiClient, initialLoad: number): Promise<string> {
  const result = await api.post("/cards", { product: "net-400", cardholder, initial_load: initialLoad }, { idempotencyKey: idempotencyKey() });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.id;
}

async function authorize(api: ApiClient, cardId: string, amount: number, merchantName: string, status: "succeeded" | "declined") {
  const result = await api.post(`/test/cards/${cardId}/authorizations`, { amount, merchant_name: merchantName });
  expect(result.status).toBe(201);
  expect(result.body.status).toBe(status);
}

/** A card's transactions as GET /cards/{id}/transactions shows them, newest first. */
async function transactionsOf(api: ApiClient, cardId: string): Promise<Transaction[]> {
  const all: Transaction[] = [];
  for (let page = 1; ; page++) {
    const result = await api.get(`/cards/${cardId}/transactions?page=${page}`);
    expect(result.status).toBe(200);
    all.push(...result.body.data);
    if (!result.body.has_more) return all;
  }
}

/** Two cards with purchases: a succeeded and a declined one on the first, a succeeded one on the second. */
async function seed(api: ApiClient) {
  const first = await issue(api, 5000);
  const second = await issue(api, 3000);
  await authorize(api, first, 1200, '=HYPERLINK("http://example.com","x")', "succeeded");
  await authorize(api, first, 99_999, 'Shop, "Best" Ltd', "declined");
  await authorize(api, second, 500, "@Corner", "succeeded");
  const all = [...(await transactionsOf(api, first)), ...(await transactionsOf(api, second))].sort((a, b) => (a.id < b.id ? 1 : -1));
  return { first, second, all };
}

const ids = (items: Array<{ id?: unknown }>) => items.map((item) => String(item.id));

async function searched(api: ApiClient, variables: Record<string, unknown>) {
  const result = await api.graphql(SearchQuery, { first: 100, ...variables } as CardTransactionSearchQueryVariables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const connection = result.data!.cardTransactions!;
  expect(connection.totalCount).toBe(connection.nodes.length);
  return ids(connection.nodes);
}

async function exported(api: ApiClient, query = "") {
  const result = await api.get(`/card_transactions/export${query ? `?${query}` : ""}`);
  expect(result.status, String(result.body)).toBe(200);
  return { ...csvObjects(result.body as string), text: result.body as string, headers: result.headers };
}

async function otherOrganization(server: TestServer): Promise<ApiClient> {
  return apiClient(server, (await newKey(server, (await newOrganization(server)).id, "sandbox")).secret);
}

describe("the card, type and status filters", () => {
  test("GraphQL's cardTransactions and the export answer exactly the matches, newest first", async ({ server, api }) => {
    const { first, second, all } = await seed(api);
    const other = await otherOrganization(server);
    const theirCard = await issue(other, 1000);
    const where = (test: (t: Transaction) => boolean) => ids(all.filter(test));
    const cases: Array<{ rest: string; graphql: Record<string, unknown>; expected: string[] }> = [
      { rest: "", graphql: {}, expected: ids(all) },
      { rest: `card=${first}`, graphql: { card: first }, expected: where((t) => t.card_id === first) },
      { rest: `card=${second}`, graphql: { card: second }, expected: where((t) => t.card_id === second) },
      { rest: "type=authorization", graphql: { type: "authorization" }, expected: where((t) => t.type === "authorization") },
      { rest: "type=fee", graphql: { type: "fee" }, expected: where((t) => t.type === "fee") },
      { rest: "type=refund", graphql: { type: "refund" }, expected: [] },
      { rest: "status=declined", graphql: { status: "declined" }, expected: where((t) => t.status === "declined") },
      {
        rest: `card=${first}&type=authorization&status=succeeded`,
        graphql: { card: first, type: "authorization", status: "succeeded" },
        expected: where((t) => t.card_id === first && t.type === "authorization" && t.status === "succeeded"),
      },
      // A card the key cannot see, or that never existed, has no transactions here.
      { rest: `card=${theirCard}`, graphql: { card: theirCard }, expected: [] },
      { rest: "card=card_nope", graphql: { card: "card_nope" }, expected: [] },
    ];
    expect(where((t) => t.type === "authorization")).toHaveLength(3);
    expect(where((t) => t.status === "declined")).toHaveLength(1);
    for (const { rest, graphql: variables, expected } of cases) {
      expect(await searched(api, variables), JSON.stringify(variables)).toEqual(expected);
      expect(ids((await exported(api, rest)).rows), rest).toEqual(expected);
    }
    // The other organization's own card is theirs alone.
    expect(await searched(other, { card: theirCard })).toEqual(ids(await transactionsOf(other, theirCard)));

    // Paging keeps the filters; a cursor of any of the tenant's transactions is accepted.
    const authorizations = where((t) => t.type === "authorization");
    const page = await api.graphql(SearchQuery, { type: "authorization", first: 2 });
    expect(page.data!.cardTransactions!.nodes.map((n) => n.id)).toEqual(authorizations.slice(0, 2));
    expect(page.data!.cardTransactions!.pageInfo.hasNextPage).toBe(true);
    expect(page.data!.cardTransactions!.totalCount).toBe(3);
    const next = await api.graphql(SearchQuery, { type: "authorization", first: 2, after: page.data!.cardTransactions!.pageInfo.endCursor });
    expect(next.data!.cardTransactions!.nodes.map((n) => n.id)).toEqual(authorizations.slice(2));
    expect(next.data!.cardTransactions!.pageInfo.hasNextPage).toBe(false);
    const afterFee = await api.graphql(SearchQuery, { type: "authorization", after: where((t) => t.type === "fee")[0] });
    expect(afterFee.errors).toBeUndefined();
    // Another organization's transaction is no cursor.
    const theirs = ids(await transactionsOf(other, theirCard));
    expectGraphQLError(await api.graphql(SearchQuery, { after: theirs[0] }), "cardTransactions", 400, "validation_error", "invalid_request", "after");
  });

  test("bad values are 400 validation_error naming the parameter", async ({ api }) => {
    for (const [query, param] of [
      ["type=purchase", "type"],
      ["status=settled", "status"],
      ["card=", "card"],
      [`card=${"c".repeat(65)}`, "card"],
      ["limit=5", "limit"],
      ["page=2", "page"],
    ] as const) {
      expectError(await api.get(`/card_transactions/export?${query}`), 400, "validation_error", "invalid_request", param);
    }
    expectGraphQLError(await api.graphql(SearchQuery, { card: "" }), "cardTransactions", 400, "validation_error", "invalid_request", "card");
    // An enum value GraphQL does not know is refused before any resolver runs.
    const unknownType = await api.graphql(SearchQuery, { type: "purchase" } as unknown as CardTransactionSearchQueryVariables);
    expect(unknownType.data ?? null).toBeNull();
    expect(unknownType.errors?.length).toBeGreaterThan(0);
  });
});

describe("GET /card_transactions/export", () => {
  test("streams every card transaction as RFC 4180 CSV, formulas neutralized, quotes doubled", async ({ api }) => {
    const { first, all } = await seed(api);
    const { header: shownHeader, rows, text, headers } = await exported(api);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toBe('attachment; filename="card_transactions.csv"');
    expect(headers.get("cache-control")).toBe("no-store");
    expect(text.startsWith(`${header.join(",")}\r\n`)).toBe(true);
    expect(shownHeader).toEqual(header);
    expect(rows).toEqual(
      all.map((t) => ({
        id: t.id,
        card_id: t.card_id,
        created_at: t.created_at,
        type: t.type,
        status: t.status,
        amount: String(t.amount),
        currency: "USD",
        merchant_name: t.merchant.name === null ? "" : /^[=+\-@\t\r]/.test(t.merchant.name) ? `'${t.merchant.name}` : t.merchant.name,
        merchant_mcc: "",
        merchant_country: "",
      })),
    );
    expect(rows.filter((row) => row.card_id === first && row.type === "authorization").map((row) => row.merchant_name)).toEqual([
      'Shop, "Best" Ltd',
      `'=HYPERLINK("http://example.com","x")`,
    ]);
    expect(text).toContain(`,"'=HYPERLINK(""http://example.com"",""x"")",`);
    expect(text).toContain(',"Shop, ""Best"" Ltd",');
    expect(text).toContain(",'@Corner,");
  });

  test("needs cards:read (403 insufficient_scope); Live exports its own, empty, environment", async ({ server, org, api, liveApi }) => {
    const card = await issue(api, 2000);
    for (const scopes of [["transfers:read"], ["cards:write"], ["cards:sensitive"]] as const) {
      const client = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: [...scopes] })).secret);
      expectError(await client.get("/card_transactions/export"), 403, "insufficient_scope", "permission_error");
    }
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    expect((await exported(readOnly)).rows.every((row) => row.card_id === card)).toBe(true);
    const live = await liveApi.get(`/card_transactions/export?card=${card}`);
    expect(live.status).toBe(200);
    expect(live.body).toBe(`${header.join(",")}\r\n`);
  });

  test("tenant isolation: another organization's card transactions are never exported", async ({ server, api }) => {
    const mine = await issue(api, 1500);
    const other = await otherOrganization(server);
    const theirs = await issue(other, 1500);
    for (const [client, own, foreign] of [[api, mine, theirs], [other, theirs, mine]] as const) {
      const transactions = await transactionsOf(client, own);
      const topups = ids(transactions.filter((t) => t.type === "topup"));
      expect(topups).toHaveLength(1);
      for (const [query, expected] of [["", ids(transactions)], ["type=topup", topups], [`card=${own}`, ids(transactions)]] as const) {
        const { rows, text } = await exported(client, query);
        expect(ids(rows), query).toEqual(expected);
        expect(text.includes(foreign)).toBe(false);
      }
      expect((await exported(client, `card=${foreign}`)).rows).toEqual([]);
    }
  });
});
