// Searching and exporting transfers (docs/api/transfers.md#filters, #export): currency, reference_prefix,
// amount_gte and amount_lte on GET /transfers and GraphQL's transfers connection (referencePrefix,
// amountGte, amountLte), and GET /transfers/export's CSV file with the same filters.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import type { SearchExportTransfersQueryVariables } from "../graphql/graphql.js";
import {
  test,
  expect,
  expectError,
  expectGraphQLError,
  apiClient,
  bankTransfer,
  idempotencyKey,
  newKey,
  newOrganization,
  withReplaced,
  type ApiClient,
} from "../support/fixtures.js";
import { exportPaging } from "../../src/domain/exports.js";
import { Prisma } from "../../src/generated/prisma/client.js";
import { preparedStatementNames } from "../../src/db/prepared-statements.js";
import { transferFiltersSql, type TransferFilters } from "../../src/domain/transfers/listing-sql.js";
import { csvObjects, parseCsv } from "../support/csv.js";

const SearchQuery = graphql(`
  query SearchExportTransfers($referencePrefix: String, $amountGte: SafeInt, $amountLte: SafeInt, $status: TransferStatus, $first: Int) {
    transfers(referencePrefix: $referencePrefix, amountGte: $amountGte, amountLte: $amountLte, status: $status, first: $first) {
      nodes { id reference amount }
      totalCount
      pageInfo { hasNextPage }
    }
  }
`);

const transferHeader = [
  "id",
  "created_at",
  "completed_at",
  "amount",
  "fee",
  "currency",
  "status",
  "destination_type",
  "destination_account_name",
  "destination_country",
  "destination_last4",
  "destination_bank_code",
  "destination_network",
  "reference",
  "description",
  "failure_code",
  "failure_message",
  "metadata",
];

/** A transfer that stays processing (the Sandbox's 0005), so that its status holds still. */
async function send(api: ApiClient, amount: number, reference?: string): Promise<{ id: string; reference: string | null; amount: number }> {
  const result = await api.post("/transfers", bankTransfer(amount, { accountNumber: "0012340005", reference }), { idempotencyKey: idempotencyKey() });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** References chosen to tell a case-insensitive prefix from a pattern: `%` and `_` must match only themselves. */
async function seed(api: ApiClient) {
  // One after the other: ids (and so the newest-first order) follow the order of creation.
  const made: Record<string, { id: string; reference: string | null; amount: number }> = {};
  for (const [name, amount, reference] of [
    ["upper", 1000, "INV-2041"],
    ["lower", 2000, "inv-2042"],
    ["bare", 3000, "INVX"],
    ["percentUnderscore", 5000, "100%_off"],
    ["digits", 4000, "100abc"],
    ["percentX", 6000, "100%xoff"],
    ["backslash", 7000, "a\\b"],
    ["ab", 8000, "ab"],
    ["none", 9000, undefined],
    ["accented", 10_000, "ÉCOLE-7"],
  ] as const) {
    made[name] = await send(api, amount, reference);
  }
  return made;
}

const ids = (items: Array<{ id?: unknown }>) => items.map((item) => String(item.id));

async function listed(api: ApiClient, query: string): Promise<string[]> {
  const result = await api.get(`/transfers?limit=100&${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return ids(result.body.data);
}

async function searched(api: ApiClient, variables: Record<string, unknown>) {
  const result = await api.graphql(SearchQuery, { first: 100, ...variables } as SearchExportTransfersQueryVariables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const connection = result.data!.transfers!;
  expect(connection.totalCount).toBe(connection.nodes.length);
  return ids(connection.nodes);
}

async function exported(api: ApiClient, query = ""): Promise<{ header: string[]; rows: Array<Record<string, string>>; text: string }> {
  const result = await api.get(`/transfers/export${query ? `?${query}` : ""}`);
  expect(result.status, String(result.body)).toBe(200);
  const text = result.body as string;
  return { ...csvObjects(text), text };
}

/** Every filter case, newest first, by the names seed() gives. */
const filterCases: Array<{ rest: string; graphql: Record<string, unknown>; expected: string[] }> = [
  { rest: "reference_prefix=inv", graphql: { referencePrefix: "inv" }, expected: ["bare", "lower", "upper"] },
  { rest: "reference_prefix=INV-", graphql: { referencePrefix: "INV-" }, expected: ["lower", "upper"] },
  { rest: "reference_prefix=iNv-2041", graphql: { referencePrefix: "iNv-2041" }, expected: ["upper"] },
  { rest: "reference_prefix=100", graphql: { referencePrefix: "100" }, expected: ["percentX", "digits", "percentUnderscore"] },
  // % and _ are themselves: not "anything", not "one character".
  { rest: "reference_prefix=100%25", graphql: { referencePrefix: "100%" }, expected: ["percentX", "percentUnderscore"] },
  { rest: "reference_prefix=100%25_", graphql: { referencePrefix: "100%_" }, expected: ["percentUnderscore"] },
  { rest: "reference_prefix=100_", graphql: { referencePrefix: "100_" }, expected: [] },
  { rest: "reference_prefix=%25", graphql: { referencePrefix: "%" }, expected: [] },
  { rest: "reference_prefix=a%5C", graphql: { referencePrefix: "a\\" }, expected: ["backslash"] },
  { rest: "reference_prefix=a", graphql: { referencePrefix: "a" }, expected: ["ab", "backslash"] },
  // Both bounds included.
  { rest: "amount_gte=2000&amount_lte=5000", graphql: { amountGte: 2000, amountLte: 5000 }, expected: ["digits", "percentUnderscore", "bare", "lower"] },
  { rest: "amount_gte=2000&amount_lte=2000", graphql: { amountGte: 2000, amountLte: 2000 }, expected: ["lower"] },
  { rest: "amount_gte=8000", graphql: { amountGte: 8000 }, expected: ["accented", "none", "ab"] },
  // Case folds beyond ASCII.
  { rest: "reference_prefix=%C3%A9cole", graphql: { referencePrefix: "école" }, expected: ["accented"] },
  { rest: "amount_lte=1000", graphql: { amountLte: 1000 }, expected: ["upper"] },
  { rest: "amount_gte=0&amount_lte=999", graphql: { amountGte: 0, amountLte: 999 }, expected: [] },
  // Filters narrow together.
  { rest: "reference_prefix=inv&amount_gte=2000", graphql: { referencePrefix: "inv", amountGte: 2000 }, expected: ["bare", "lower"] },
  { rest: "reference_prefix=inv&status=failed", graphql: { referencePrefix: "inv", status: "failed" }, expected: [] },
  { rest: "reference_prefix=inv&status=processing", graphql: { referencePrefix: "inv", status: "processing" }, expected: ["bare", "lower", "upper"] },
];

describe("the reference-prefix and amount filters", () => {
  test("GET /transfers and GraphQL's transfers answer exactly the matches, newest first", async ({ api }) => {
    const made = await seed(api);
    const everything = await listed(api, "");
    expect(everything).toHaveLength(10);
    await Promise.all(
      filterCases.map(async ({ rest, graphql: variables, expected }) => {
        const want = expected.map((name) => made[name].id);
        const [list, connection, file] = await Promise.all([listed(api, rest), searched(api, variables), exported(api, rest)]);
        expect(list, rest).toEqual(want);
        expect(connection, JSON.stringify(variables)).toEqual(want);
        expect(ids(file.rows), `export ${rest}`).toEqual(want);
      }),
    );
    // Paging keeps the filter: two pages of the three "inv" transfers.
    const first = await api.get("/transfers?reference_prefix=inv&limit=2");
    expect({ ids: ids(first.body.data), hasMore: first.body.has_more }).toEqual({ ids: [made.bare.id, made.lower.id], hasMore: true });
    const second = await api.get(`/transfers?reference_prefix=inv&limit=2&starting_after=${made.lower.id}`);
    expect({ ids: ids(second.body.data), hasMore: second.body.has_more }).toEqual({ ids: [made.upper.id], hasMore: false });
    // Reading changed nothing.
    expect(await listed(api, "")).toEqual(everything);
  });

  test("bad values are 400 validation_error naming the parameter as each transport spells it", async ({ api }) => {
    const before = await listed(api, "");
    const restCases: Array<[string, string]> = [
      ["amount_gte=-1", "amount_gte"],
      ["amount_gte=1.5", "amount_gte"],
      ["amount_lte=abc", "amount_lte"],
      ["amount_lte=", "amount_lte"],
      ["amount_gte=10&amount_lte=9", "amount_lte"],
      ["reference_prefix=", "reference_prefix"],
      [`reference_prefix=${"r".repeat(65)}`, "reference_prefix"],
    ];
    for (const [query, param] of restCases) {
      for (const path of ["/transfers", "/transfers/export"]) {
        expectError(await api.get(`${path}?${query}`), 400, "validation_error", "invalid_request", param);
      }
    }
    // The longest reference is a valid prefix.
    expect((await api.get(`/transfers?reference_prefix=${"r".repeat(64)}`)).status).toBe(200);
    // The range's own message names the upper bound as REST spells it.
    const range = await api.get("/transfers?amount_gte=10&amount_lte=9");
    expect(range.body.error.message).toContain("amount_lte");

    const graphqlCases: Array<[Record<string, unknown>, string]> = [
      [{ amountGte: -1 }, "amountGte"],
      [{ amountLte: -5 }, "amountLte"],
      [{ amountGte: 10, amountLte: 9 }, "amountLte"],
      [{ referencePrefix: "" }, "referencePrefix"],
      [{ referencePrefix: "r".repeat(65) }, "referencePrefix"],
    ];
    for (const [variables, param] of graphqlCases) {
      expectGraphQLError(await api.graphql(SearchQuery, variables as SearchExportTransfersQueryVariables), "transfers", 400, "validation_error", "invalid_request", param);
    }
    expect(await listed(api, "")).toEqual(before);
  });
});

describe("the currency filter", () => {
  test("GET /transfers and its export narrow to one currency, with the amount range in its minor units", async ({ api }) => {
    const usd = await send(api, 1000, "same");
    const eur = await api.post("/transfers", { ...bankTransfer(1000, { accountNumber: "0012340005", reference: "same" }), currency: "EUR" }, { idempotencyKey: idempotencyKey() });
    expect(eur.status, JSON.stringify(eur.body)).toBe(201);
    for (const [query, want] of [
      ["currency=EUR", [eur.body.id]],
      ["currency=USD&amount_gte=1000&amount_lte=1000", [usd.id]],
      ["currency=EUR&reference_prefix=sa", [eur.body.id]],
      ["currency=NGN", []],
      ["amount_gte=1000", [eur.body.id, usd.id]],
    ] as const) {
      expect(await listed(api, query), query).toEqual(want);
      expect(ids((await exported(api, query)).rows), `export ${query}`).toEqual(want);
    }
    for (const path of ["/transfers", "/transfers/export"]) {
      expectError(await api.get(`${path}?currency=usd`), 400, "validation_error", "invalid_request", "currency");
    }
  });
});

describe("the filters' statements on PostgreSQL", () => {
  test("a prefix or an amount bound keeps its statements unnamed, planned with their values (no generic plan)", () => {
    const names = preparedStatementNames();
    const tenant = { organizationId: "org_1", environment: "sandbox" as const };
    const statement = (filters: TransferFilters) => ({ sql: Prisma.sql`SELECT id FROM transfers WHERE ${transferFiltersSql(tenant, filters)}`.text, args: [], argTypes: [] });
    for (const filters of [{ referencePrefix: "inv" }, { amountGte: 1n }, { amountLte: 5n }, { statuses: ["failed" as const], amountGte: 0n }]) {
      // Named on its second use otherwise (db/prepared-statements.ts).
      expect([names(statement(filters)), names(statement(filters)), names(statement(filters))], JSON.stringify(filters, (_, v) => (typeof v === "bigint" ? String(v) : v))).toEqual([undefined, undefined, undefined]);
    }
    names(statement({ statuses: ["failed"] }));
    expect(names(statement({ statuses: ["failed"] }))).toMatch(/^q_/);
  });
});

describe("GET /transfers/export", () => {
  test("streams every transfer as RFC 4180 CSV: headers, the header row, amounts in minor units, newest first", async ({ api }) => {
    const quoted = await send(api, 1234, 'He said "pay", then left');
    const plain = await api.post(
      "/transfers",
      { ...bankTransfer(99, { accountNumber: "0012340005", metadata: { order: "o,1" } }), description: "line one\nline two" },
      { idempotencyKey: idempotencyKey() },
    );
    expect(plain.status).toBe(201);
    const result = await api.get("/transfers/export");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("content-disposition")).toBe('attachment; filename="transfers.csv"');
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.headers.get("request-id")).toMatch(/^req_/);
    expect(result.headers.get("ratelimit-remaining")).toMatch(/^[0-9]+$/);
    expect(result.headers.get("idempotent-replayed")).toBeNull();
    const text = result.body as string;
    expect(text.startsWith(`${transferHeader.join(",")}\r\n`)).toBe(true);
    // A comma and a quote: the cell quoted, its quotes doubled.
    expect(text).toContain(',"He said ""pay"", then left",');
    const { header, rows } = csvObjects(text);
    expect(header).toEqual(transferHeader);
    expect(rows).toEqual([
      {
        id: plain.body.id,
        created_at: plain.body.created_at,
        completed_at: "",
        amount: "99",
        fee: "0",
        currency: "USD",
        status: "processing",
        destination_type: "bank_account",
        destination_account_name: "Ada Lovelace",
        destination_country: "US",
        destination_last4: "0005",
        destination_bank_code: "GSBANK01",
        destination_network: "",
        reference: "",
        description: "line one\nline two",
        failure_code: "",
        failure_message: "",
        metadata: '{"order":"o,1"}',
      },
      expect.objectContaining({ id: quoted.id, amount: "1234", reference: 'He said "pay", then left' }),
    ]);
  });

  test("a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '", async ({ api }) => {
    const references = ["=cmd|' /C calc'!A0", "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx", "a=b", "'quoted"];
    for (const reference of references) await send(api, 100, reference);
    const { rows, text } = await exported(api);
    const shown = rows.map((row) => row.reference).reverse();
    expect(shown).toEqual(["'=cmd|' /C calc'!A0", "'+1+1", "'-2+3", "'@SUM(A1)", "'\tx", "'\rx", "a=b", "'quoted"]);
    // The carriage return is inside a quoted cell, never a line end of its own.
    expect(text).toContain(`,"'\rx",`);
    expect(parseCsv(text)).toHaveLength(references.length + 1);
  });

  test("an organization with no transfers exports the header row alone, in Sandbox and Live", async ({ api, liveApi }) => {
    for (const client of [api, liveApi]) {
      const result = await client.get("/transfers/export");
      expect(result.status).toBe(200);
      expect(result.body).toBe(`${transferHeader.join(",")}\r\n`);
    }
  });

  test("needs transfers:read (403 insufficient_scope), and takes no paging or unknown parameter", async ({ server, org, api }) => {
    await send(api, 500, "scoped");
    const writeOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:write", "balances:read"] })).secret);
    const cardsOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] })).secret);
    for (const client of [writeOnly, cardsOnly]) {
      expectError(await client.get("/transfers/export"), 403, "insufficient_scope", "permission_error");
    }
    expectError(await api.get("/transfers/export", { key: null }), 401, "authentication_required", "authentication_error");
    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read"] })).secret);
    expect((await exported(readOnly)).rows.map((row) => row.reference)).toEqual(["scoped"]);
    expectError(await api.get("/transfers/export?limit=10"), 400, "validation_error", "invalid_request", "limit");
    expectError(await api.get("/transfers/export?starting_after=tr_1"), 400, "validation_error", "invalid_request", "starting_after");
    expectError(await api.get("/transfers/export?status=lost"), 400, "validation_error", "invalid_request", "status");
  });

  test("tenant isolation: another organization's transfers, and the other environment's, are never exported", async ({ server, api, liveApi }) => {
    const mine = await send(api, 700, "shared-ref");
    const other = apiClient(server, (await newKey(server, (await newOrganization(server)).id, "sandbox")).secret);
    const theirs = await send(other, 700, "shared-ref");
    for (const [client, own, foreign] of [[api, mine, theirs], [other, theirs, mine]] as const) {
      for (const query of ["", "reference_prefix=shared", "amount_gte=700&amount_lte=700"]) {
        const { rows, text } = await exported(client, query);
        expect(ids(rows)).toEqual([own.id]);
        expect(text.includes(foreign.id)).toBe(false);
      }
      expect(await listed(client, "reference_prefix=shared")).toEqual([own.id]);
    }
    // The same organization's Live key: its own environment only.
    expect((await liveApi.get("/transfers/export?reference_prefix=shared")).body).toBe(`${transferHeader.join(",")}\r\n`);
  });

  test("a failure before the first row is an error answer; after it, the connection is cut short of the file's end", async ({ server, api }) => {
    for (let amount = 1; amount <= 3; amount++) await send(api, amount * 100);
    const store = server.service.domain.stores.transfers;
    const listing = store.listing.bind(store);
    /** The store's listing, whose pages after the first `pages` fail as a lost database would. */
    const failingAfter = (pages: number): typeof store.listing => (tenant, filters) => {
      const real = listing(tenant, filters);
      let read = 0;
      return { ...real, fetch: (...page) => (read++ < pages ? real.fetch(...page) : Promise.reject(new Error("the database went away"))) };
    };
    await withReplaced(exportPaging, "pageSize", 2, () =>
      withReplaced(store, "listing", failingAfter(0), async () => {
        expectError(await api.get("/transfers/export"), 500, "internal_error", "api_error");
      }),
    );
    await withReplaced(exportPaging, "pageSize", 2, () =>
      withReplaced(store, "listing", failingAfter(1), async () => {
        const response = await fetch(`${server.baseUrl}/sandbox/v1/transfers/export`, { headers: { authorization: `Bearer ${api.key}` } });
        expect(response.status).toBe(200);
        await expect(response.text()).rejects.toThrow();
      }),
    );
    // Nothing was left behind: the next export is whole.
    expect((await exported(api)).rows).toHaveLength(3);
  });

  test("every transfer arrives once, in order, across the pages the export reads (pages of 3 here)", async ({ api }) => {
    const made: string[] = [];
    for (let amount = 1; amount <= 10; amount++) made.push((await send(api, amount * 100, `page-${amount}`)).id);
    const newestFirst = [...made].reverse();
    await withReplaced(exportPaging, "pageSize", 3, async () => {
      expect(ids((await exported(api)).rows)).toEqual(newestFirst);
      // A page boundary falls on the last row (9 = 3 pages): the fourth read finds nothing.
      expect(ids((await exported(api, "amount_gte=200")).rows)).toEqual(newestFirst.slice(0, 9));
      expect(ids((await exported(api, "amount_gte=400&amount_lte=600")).rows)).toEqual(newestFirst.slice(4, 7));
    });
  });
});
