// transferStats(from, to, currency) over GraphQL: per currency, the count and volume of the
// key's transfers created in [from, to), by status and in total, for its organization and
// environment only. Currencies without a transfer in the range are left out.
import { describe } from "vitest";
import { graphql } from "../graphql/index.js";
import type { Currency } from "../graphql/graphql.js";
import {
  test,
  expect,
  expectGraphQLError,
  apiClient,
  bankTransfer,
  idempotencyKey,
  newKey,
  newOrganization,
  type ApiClient,
} from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { sleep } from "../support/time.js";

const StatsQuery = graphql(`
  query TransferStatsQuery($from: DateTime!, $to: DateTime!, $currency: Currency) {
    transferStats(from: $from, to: $to, currency: $currency) {
      currency
      processing { count amount fee }
      succeeded { count amount fee }
      failed { count amount fee }
      total { count amount fee }
    }
  }
`);

const DaysQuery = graphql(`
  query TransferStatsDays($from: DateTime!, $to: DateTime!) {
    transferStats(from: $from, to: $to) {
      currency
      total { count amount fee }
      days { day succeeded { count amount fee } failed { count amount fee } total { count amount fee } }
    }
  }
`);

const dayMs = 24 * 60 * 60 * 1000;

const volume = (count: number, amount: number) => ({ count, amount, fee: 0 });
const none = volume(0, 0);

/** Creates a Sandbox transfer (its account number's last four digits pick the outcome: docs/api/transfers.md#sandbox-outcomes). */
async function transfer(api: ApiClient, amount: number, last4: string, currency: Currency = "USD") {
  const result = await api.post("/transfers", { ...bankTransfer(amount, { accountNumber: `001234${last4}` }), currency }, { idempotencyKey: idempotencyKey() });
  // 0002 and 0003 fail at once (502, 504) and are stored failed; the others are accepted.
  expect([201, 502, 504]).toContain(result.status);
  return result.body as { id?: string; status?: string; created_at?: string };
}

/** Waits until none of these transfers is processing any more (the settlement delay has passed). */
async function settled(api: ApiClient, ids: string[]) {
  const deadline = Date.now() + 10_000;
  for (const id of ids) {
    for (;;) {
      const result = await api.get(`/transfers/${id}`);
      expect(result.status).toBe(200);
      if (result.body.status !== "processing") break;
      if (Date.now() > deadline) throw new Error(`transfer ${id} still processing after 10 s`);
      await sleep(50);
    }
  }
}

/** The stats of the whole last day up to a minute from now: every transfer a test just made. */
async function stats(api: ApiClient, currency?: Currency) {
  const now = Date.now();
  const result = await api.graphql(StatsQuery, { from: new Date(now - dayMs).toISOString(), to: new Date(now + 60_000).toISOString(), currency });
  expect(result.errors).toBeUndefined();
  return result.data!.transferStats!;
}

async function statsIn(api: ApiClient, from: string, to: string) {
  const result = await api.graphql(StatsQuery, { from, to });
  expect(result.errors).toBeUndefined();
  return result.data!.transferStats!;
}

async function newApi(server: TestServer, environment: "sandbox" | "live" = "sandbox") {
  const org = await newOrganization(server);
  return { org, api: apiClient(server, (await newKey(server, org.id, environment)).secret, environment) };
}

describe("transferStats", () => {
  test("counts and sums by status and currency; a currency filter; currencies without transfers left out", async ({ api }) => {
    expect(await stats(api)).toEqual([]);

    const settling = [
      await transfer(api, 1000, "5678"), // succeeds
      await transfer(api, 2500, "5679"), // succeeds
      await transfer(api, 400, "0004"), // fails after the settlement delay
      await transfer(api, 700, "1111", "EUR"), // succeeds
    ];
    await transfer(api, 300, "0002"); // fails at once (provider_error)
    await transfer(api, 60, "0003"); // fails at once (provider_timeout)
    await transfer(api, 500, "0005"); // stays processing
    await transfer(api, 80, "0005", "EUR"); // stays processing
    await settled(api, settling.map((t) => t.id!));

    const usd = {
      currency: "USD",
      processing: volume(1, 500),
      succeeded: volume(2, 3500),
      failed: volume(3, 760),
      total: volume(6, 4760),
    };
    const eur = { currency: "EUR", processing: volume(1, 80), succeeded: volume(1, 700), failed: none, total: volume(2, 780) };
    // In the order of the currency catalog (GET /currencies): USD before EUR.
    expect(await stats(api)).toEqual([usd, eur]);
    expect(await stats(api, "EUR")).toEqual([eur]);
    expect(await stats(api, "USD")).toEqual([usd]);
    expect(await stats(api, "GBP")).toEqual([]);
  });

  test("amounts sum exactly past 2^31 and 2^32", async ({ api }) => {
    for (let i = 0; i < 5; i++) {
      const funded = await api.post("/test/fund", { amount: 1_000_000_000, currency: "USD" }, { idempotencyKey: idempotencyKey() });
      expect(funded.status).toBe(200);
    }
    const big = [2 ** 31 + 7, 2 ** 31 + 11, 100_000_000];
    const created = [];
    for (const amount of big) created.push(await transfer(api, amount, "4321"));
    await settled(api, created.map((t) => t.id!));

    const sum = big.reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThan(2 ** 32);
    expect(await stats(api)).toEqual([{ currency: "USD", processing: none, succeeded: volume(3, sum), failed: none, total: volume(3, sum) }]);
  });

  test("a range whose volume passes 2^53 - 1 is refused (validation_error on to), not answered 500", async ({ server, org, api }) => {
    // Failed transfers give their funds back to be sent again, so a range's volume can grow past
    // what a SafeInt carries though no balance can: 90,071 failed transfers of 10^11 minor units
    // (the largest a transfer may be) make 9,007,100,000,000,000, just below 2^53 - 1; one more
    // passes it. Written as the transfers would have left them, in one statement.
    const from = Date.parse("2025-06-01T00:00:00.000Z");
    const failedTransfers = (first: number, count: number) => server.service.database.prisma.$executeRaw`
      INSERT INTO transfers (id, organization_id, environment, amount, fee, currency, status, destination_type, destination_account_name,
        destination_country, destination_last4, metadata, provider_state, created_at, completed_at)
      SELECT 'tr_volume_' || n, ${org.id}, 'sandbox', 100000000000, 0, 'USD', 'failed', 'bank_account', 'Ada Lovelace', 'DE', '0002', '{}',
        'finished', ${new Date(from)}::timestamptz + n * interval '1 millisecond', ${new Date(from)}::timestamptz
      FROM generate_series(${first}::int, ${first + count - 1}::int) AS n`;
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(await failedTransfers(0, 90_071)).toBe(90_071);
    const most = volume(90_071, 9_007_100_000_000_000);
    expect(await statsIn(api, iso(from), iso(from + dayMs))).toEqual([{ currency: "USD", processing: none, succeeded: none, failed: most, total: most }]);

    expect(await failedTransfers(90_071, 1)).toBe(1);
    const refused = await api.graphql(StatsQuery, { from: iso(from), to: iso(from + dayMs) });
    expectGraphQLError(refused, "transferStats", 400, "validation_error", "invalid_request", "to");
    // A shorter range that leaves the last one out is answered.
    expect(await statsIn(api, iso(from), iso(from + 90_071))).toEqual([{ currency: "USD", processing: none, succeeded: none, failed: most, total: most }]);
  });

  test("another organization's transfers never count", async ({ server }) => {
    const a = await newApi(server);
    const b = await newApi(server);
    await transfer(a.api, 111, "0005");
    await transfer(b.api, 222, "0005");
    await transfer(b.api, 333, "0005", "GBP");

    expect(await stats(a.api)).toEqual([{ currency: "USD", processing: volume(1, 111), succeeded: none, failed: none, total: volume(1, 111) }]);
    expect((await stats(b.api)).map((s) => [s.currency, s.total])).toEqual([
      ["USD", volume(1, 222)],
      ["GBP", volume(1, 333)],
    ]);
  });

  test("Live and Sandbox are counted apart", async ({ server, org, api, liveApi }) => {
    await transfer(api, 1234, "0005");
    // Live cannot create transfers while no provider is configured (docs/api/transfers.md#live):
    // write a Live row as a configured provider would leave it, finished so that no worker picks it
    // up.
    const now = new Date();
    await server.service.database.prisma.transfer.create({
      data: {
        id: `tr_live_stats_${now.getTime()}`,
        organizationId: org.id,
        environment: "live",
        amount: 5000n,
        fee: 25n,
        currency: "KES",
        status: "succeeded",
        destinationType: "bank_account",
        destinationAccountName: "Ada Lovelace",
        destinationCountry: "KE",
        destinationLast4: "5678",
        metadata: {},
        providerState: "finished",
        createdAt: now,
        completedAt: now,
      },
    });

    expect(await stats(api)).toEqual([{ currency: "USD", processing: volume(1, 1234), succeeded: none, failed: none, total: volume(1, 1234) }]);
    expect(await stats(liveApi)).toEqual([
      { currency: "KES", processing: none, succeeded: { count: 1, amount: 5000, fee: 25 }, failed: none, total: { count: 1, amount: 5000, fee: 25 } },
    ]);
  });

  test("the range: from inclusive, to exclusive; a transfer outside it is not counted", async ({ api }) => {
    const { created_at: createdAt } = await transfer(api, 900, "0005");
    const at = Date.parse(createdAt!);
    const iso = (ms: number) => new Date(ms).toISOString();
    const counted = [{ currency: "USD", processing: volume(1, 900), succeeded: none, failed: none, total: volume(1, 900) }];

    expect(await statsIn(api, iso(at), iso(at + 1))).toEqual(counted); // from = created_at: in
    expect(await statsIn(api, iso(at - 1), iso(at))).toEqual([]); // to = created_at: out
    expect(await statsIn(api, iso(at + 1), iso(at + dayMs))).toEqual([]); // after it
    expect(await statsIn(api, iso(at - 2 * dayMs), iso(at - dayMs))).toEqual([]); // before it
    // The same instant written with an offset.
    const offset = new Date(at + 2 * 60 * 60 * 1000).toISOString().replace("Z", "+02:00");
    expect(await statsIn(api, offset, iso(at + 1))).toEqual(counted);
  });

  test("validation: to after from, at most 366 days → validation_error on to", async ({ api }) => {
    const from = Date.parse("2026-01-01T00:00:00.000Z");
    const iso = (ms: number) => new Date(ms).toISOString();
    const refused = async (to: number) =>
      expectGraphQLError(await api.graphql(StatsQuery, { from: iso(from), to: iso(to) }), "transferStats", 400, "validation_error", "invalid_request", "to");

    await refused(from); // an empty range
    await refused(from - 1); // backwards
    await refused(from + 366 * dayMs + 1); // one millisecond too long
    expect(await statsIn(api, iso(from), iso(from + 366 * dayMs))).toEqual([]); // exactly 366 days

    // Not a DateTime: refused by GraphQL before any resolver runs.
    const result = await api.graphql(StatsQuery, { from: "yesterday", to: iso(from) });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  test("needs transfers:read, as listing transfers does", async ({ server, org }) => {
    const withoutRead = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:write", "balances:read"] })).secret);
    const now = Date.now();
    const variables = { from: new Date(now - dayMs).toISOString(), to: new Date(now).toISOString() };
    expectGraphQLError(await withoutRead.graphql(StatsQuery, variables), "transferStats", 403, "insufficient_scope", "permission_error");

    const readOnly = apiClient(server, (await newKey(server, org.id, "sandbox", { scopes: ["transfers:read"] })).secret);
    const allowed = await readOnly.graphql(StatsQuery, variables);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.transferStats).toEqual([]);
  });

  test("days: every UTC day the range touches, oldest first, zeros where none was created", async ({ server, org, api }) => {
    // Written as transfers would leave them, on chosen days: 2025-06-01 (two), none on the 2nd, one on the 3rd.
    const at = (iso: string, n: number, amount: number, status: string) => server.service.database.prisma.$executeRaw`
      INSERT INTO transfers (id, organization_id, environment, amount, fee, currency, status, destination_type, destination_account_name,
        destination_country, destination_last4, metadata, provider_state, created_at, completed_at)
      VALUES (${`tr_days_${org.id}_${n}`}, ${org.id}, 'sandbox', ${amount}, 0, 'USD', ${status}::"TransferStatus", 'bank_account', 'Ada Lovelace', 'DE', '5678', '{}',
        'finished', ${new Date(iso)}, ${new Date(iso)})`;
    await at("2025-06-01T00:00:00.000Z", 1, 1_000, "succeeded");
    await at("2025-06-01T23:59:59.999Z", 2, 300, "failed");
    await at("2025-06-03T05:00:00.000Z", 3, 700, "succeeded");
    await at("2025-06-03T07:00:00.000Z", 4, 9_999, "succeeded"); // after the range's end

    const result = await api.graphql(DaysQuery, { from: "2025-06-01T12:00:00.000Z", to: "2025-06-03T06:00:00.000Z" });
    expect(result.errors).toBeUndefined();
    // The range starts at noon: the 1st's morning transfer is outside it, its evening one inside.
    expect(result.data!.transferStats).toEqual([
      {
        currency: "USD",
        total: volume(2, 1_000),
        days: [
          { day: "2025-06-01T00:00:00.000Z", succeeded: none, failed: volume(1, 300), total: volume(1, 300) },
          { day: "2025-06-02T00:00:00.000Z", succeeded: none, failed: none, total: none },
          { day: "2025-06-03T00:00:00.000Z", succeeded: volume(1, 700), failed: none, total: volume(1, 700) },
        ],
      },
    ]);
    // A 30-day chart of a quiet organization: 30 days of zeros for a currency it used, none for others.
    const month = await api.graphql(DaysQuery, { from: "2025-05-05T00:00:00.000Z", to: "2025-06-04T00:00:00.000Z" });
    expect(month.data!.transferStats![0].days).toHaveLength(30);
    expect(month.data!.transferStats!.map((stats) => stats.currency)).toEqual(["USD"]);
  });
});
