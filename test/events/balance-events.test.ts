// balance.updated (docs/api/events-and-webhooks.md#event-types): every posting that changes a
// wallet's available or reserved writes one per wallet, in its own statement, whose object is the
// Balance as GET /balances shows it right after; postings that touch no wallet, refused ones and
// idempotent replays write none.
import { afterAll, beforeAll, describe } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import { balanceForm, renderBalance } from "../../src/http/rest/balances.js";
import { currencyCodes } from "../../src/domain/currencies.js";
import { test, expect, idempotencyKey, bankTransfer, changeSettings, type ApiClient } from "../support/fixtures.js";
import { testServer } from "../support/server.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";

const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

async function balanceOf(api: ApiClient, currency = "USD"): Promise<any> {
  const answer = await api.get("/balances");
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.find((b: any) => b.currency === currency);
}

/** Every balance.updated event of the key's organization, oldest first. */
async function balanceEvents(api: ApiClient): Promise<any[]> {
  const events: any[] = [];
  let after = "";
  for (;;) {
    const page = await api.get(`/events?type=balance.updated&limit=100${after}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    events.push(...page.body.data);
    if (!page.body.has_more) return events.reverse();
    after = `&starting_after=${page.body.data.at(-1).id}`;
  }
}

/** The balance.updated events written since `seen` was read, oldest first. */
async function eventsSince(api: ApiClient, seen: any[]): Promise<any[]> {
  const ids = new Set(seen.map((e) => e.id));
  return (await balanceEvents(api)).filter((e) => !ids.has(e.id));
}

/** The Balance moved by `available` and `reserved`, as GET /balances would show it. */
function moved(balance: any, available: number, reserved: number) {
  return { ...balance, available: balance.available + available, reserved: balance.reserved + reserved, total: balance.total + available + reserved };
}

async function transferSettled(api: ApiClient, id: string, status: "succeeded" | "failed") {
  await expect.poll(async () => (await api.get(`/transfers/${id}`)).body.status, { timeout: 10_000 }).toBe(status);
}

describe("the Balance in SQL is the Balance of GET /balances", () => {
  test("the Balance's public form in SQL equals its rendering, and GET /balances, for every currency", async ({ server, api, org }) => {
    const { prisma } = server.service.database;
    for (const [available, reserved] of [[0n, 0n], [1n, 0n], [0n, 7n], [123_456_789n, 987_654n], [2n ** 52n, 2n ** 52n - 1n]]) {
      for (const environment of ["sandbox", "live"] as const) {
        for (const currency of currencyCodes) {
          const [row] = await prisma.$queryRaw<Array<{ view: unknown }>>(
            Prisma.sql`SELECT ${balanceForm.renderSql(environment, currency, { available: Prisma.sql`${available}::bigint`, reserved: Prisma.sql`${reserved}::bigint` })} AS view`,
          );
          expect(row.view).toEqual(renderBalance({ environment, currency, available, reserved }));
        }
      }
    }
    // Over the organization's own accounts, as a posting reads them.
    await api.post("/transfers", bankTransfer(4321, { accountNumber: "0012340005" }), { idempotencyKey: idempotencyKey() });
    const listed = (await api.get("/balances")).body.data;
    const fromSql = [];
    for (const currency of currencyCodes) {
      const amount = (kind: string) => Prisma.sql`(SELECT balance FROM ledger_accounts WHERE organization_id = ${org.id}
        AND environment = 'sandbox' AND kind = ${kind}::"LedgerAccountKind" AND currency = ${currency}::"Currency" AND owner_id = '')`;
      const [row] = await prisma.$queryRaw<Array<{ view: unknown }>>(
        Prisma.sql`SELECT ${balanceForm.renderSql("sandbox", currency, { available: amount("wallet_available"), reserved: amount("wallet_reserved") })} AS view`,
      );
      fromSql.push(row.view);
    }
    expect(fromSql).toEqual(listed);
  });
});

describe("one balance.updated per wallet per posting", () => {
  test("test fund: one, the Balance it answers; a replay writes none", async ({ api }) => {
    const seen = await balanceEvents(api);
    const before = await balanceOf(api, "EUR");
    const key = idempotencyKey();
    const fund = await api.post("/test/fund", { amount: 2500, currency: "EUR" }, { idempotencyKey: key });
    expect(fund.status).toBe(200);
    const after = await balanceOf(api, "EUR");
    expect(after).toEqual(moved(before, 2500, 0));
    expect(fund.body).toEqual(after);
    const events = await eventsSince(api, seen);
    expect(events.map((e) => e.data.object)).toEqual([after]);
    expect(events[0]).toMatchObject({ object: "event", type: "balance.updated", environment: "sandbox", test_data: true });

    const replay = await api.post("/test/fund", { amount: 2500, currency: "EUR" }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(fund.body);
    expect(await eventsSince(api, seen)).toHaveLength(1);
    expect(await balanceOf(api, "EUR")).toEqual(after);
  });

  test("transfer reserve: one, in the transfer's statement; a replay and a refusal write none", async ({ api }) => {
    const seen = await balanceEvents(api);
    const before = await balanceOf(api);
    const key = idempotencyKey();
    const body = bankTransfer(1700, { accountNumber: "0012340005" }); // stays processing
    const transfer = await api.post("/transfers", body, { idempotencyKey: key });
    expect(transfer.status).toBe(201);
    const after = await balanceOf(api);
    expect(after).toEqual(moved(before, -1700, 1700));
    expect((await eventsSince(api, seen)).map((e) => e.data.object)).toEqual([after]);

    expect((await api.post("/transfers", body, { idempotencyKey: key })).body).toEqual(transfer.body);
    expect((await api.post("/transfers", bankTransfer(999_999_999_99), { idempotencyKey: idempotencyKey() })).status).toBe(402);
    expect(await eventsSince(api, seen)).toHaveLength(1);
    expect(await balanceOf(api)).toEqual(after);
  });

  // Sandbox outcomes by the destination's last digits (docs/api/transfers.md#sandbox-outcomes): the
  // reserve's balance.updated, then the settlement's or the release's.
  const outcomes = [
    { posting: "settle", accountNumber: "0012345678", amount: 2300, status: 201, settled: "succeeded", moves: -2300 },
    { posting: "release at once (provider_error)", accountNumber: "0012340002", amount: 3100, status: 502, moves: 0 },
    { posting: "release after settlement (destination_rejected)", accountNumber: "0012340004", amount: 900, status: 201, settled: "failed", moves: 0 },
  ] as const;
  for (const outcome of outcomes) {
    test(`transfer ${outcome.posting}: the reserve's, then its own`, async ({ api }) => {
      const seen = await balanceEvents(api);
      const before = await balanceOf(api);
      const transfer = await api.post("/transfers", bankTransfer(outcome.amount, { accountNumber: outcome.accountNumber }), { idempotencyKey: idempotencyKey() });
      expect(transfer.status).toBe(outcome.status);
      if ("settled" in outcome) await transferSettled(api, transfer.body.id, outcome.settled);
      const after = await balanceOf(api);
      expect(after).toEqual(moved(before, outcome.moves, 0));
      const events = await eventsSince(api, seen);
      expect(events.map((e) => e.data.object)).toEqual([moved(before, -outcome.amount, outcome.amount), after]);
    });
  }

  test("card issue with initial load and fees, and without a load: one each; a replay writes none", async ({ api }) => {
    const seen = await balanceEvents(api);
    const before = await balanceOf(api);
    const key = idempotencyKey();
    const body = { product: "net-400", cardholder, initial_load: 2000 };
    const card = await api.post("/cards", body, { idempotencyKey: key });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    expect(card.body.issuance).toEqual({ initial_load: 2000, fee: 420, fee_breakdown: { issuance: 300, kyc: 100, topup: 20 } });
    const loaded = await balanceOf(api);
    expect(loaded).toEqual(moved(before, -2420, 0));
    expect((await eventsSince(api, seen)).map((e) => e.data.object)).toEqual([loaded]);
    expect((await api.post("/cards", body, { idempotencyKey: key })).body.id).toBe(card.body.id);
    expect(await eventsSince(api, seen)).toHaveLength(1);

    const unloaded = await api.post("/cards", { product: "net-404", cardholder }, { idempotencyKey: idempotencyKey() });
    expect(unloaded.status, JSON.stringify(unloaded.body)).toBe(201);
    const after = await balanceOf(api);
    expect(after).toEqual(moved(loaded, -600, 0));
    expect((await eventsSince(api, seen)).map((e) => e.data.object)).toEqual([loaded, after]);
  });

  test("card fund and withdraw: one each; a replay writes none; a simulated purchase and a freeze write none", async ({ api }) => {
    const card = await api.post("/cards", { product: "net-536", cardholder, initial_load: 5000 }, { idempotencyKey: idempotencyKey() });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const id = card.body.id;
    const seen = await balanceEvents(api);
    const before = await balanceOf(api);

    const fundKey = idempotencyKey();
    const fund = await api.post(`/cards/${id}/fund`, { amount: 1000 }, { idempotencyKey: fundKey });
    expect(fund.status, JSON.stringify(fund.body)).toBe(200);
    expect(fund.body.fee).toBe(20);
    const funded = await balanceOf(api);
    expect(funded).toEqual(moved(before, -1020, 0));
    expect((await eventsSince(api, seen)).map((e) => e.data.object)).toEqual([funded]);
    expect((await api.post(`/cards/${id}/fund`, { amount: 1000 }, { idempotencyKey: fundKey })).body).toEqual(fund.body);
    expect(await eventsSince(api, seen)).toHaveLength(1);

    // Card money only: card balance to card_spend. No wallet, no balance.updated.
    const purchase = await api.post(`/test/cards/${id}/authorizations`, { amount: 250, merchant_name: "Coffee" });
    expect(purchase.status).toBe(201);
    expect(purchase.body.status).toBe("succeeded");
    expect((await api.post(`/cards/${id}/freeze`)).status).toBe(200);
    expect((await api.post(`/cards/${id}/unfreeze`)).status).toBe(200);
    expect(await eventsSince(api, seen)).toHaveLength(1);
    expect(await balanceOf(api)).toEqual(funded);

    const withdraw = await api.post(`/cards/${id}/withdraw`, { amount: 5250 }, { idempotencyKey: idempotencyKey() });
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200);
    const withdrawn = await balanceOf(api);
    expect(withdrawn).toEqual(moved(funded, 5250, 0));
    expect((await eventsSince(api, seen)).map((e) => e.data.object)).toEqual([funded, withdrawn]);

    // Terminating returns what is left on the card (500) to the wallet: a posting like a withdrawal.
    expect((await api.post(`/cards/${id}/terminate`)).status).toBe(200);
    const terminated = await balanceOf(api);
    expect(terminated).toEqual(moved(withdrawn, 500, 0));
    expect((await eventsSince(api, seen)).map((e) => e.data.object)).toEqual([funded, withdrawn, terminated]);
  });

  test("a new organization's opening balances write none; neither do Live's empty wallets", async ({ api, liveApi }) => {
    expect(await balanceEvents(api)).toEqual([]);
    expect((await liveApi.get("/events?type=balance.updated")).body.data).toEqual([]);
  });
});

describe("snapshots under concurrency", () => {
  test("concurrent reservations, settlements and funds on one wallet: every snapshot is a state it passed through", async ({ api }) => {
    const before = await balanceOf(api);
    // Powers of two, so that a snapshot tells exactly which postings it comes after: transfers
    // take the low bits, funds the high ones. A snapshot's reserved is the sum of the transfers
    // reserved and not yet settled; its total moved by the funds less the settled transfers.
    const transfers = Array.from({ length: 10 }, (_, i) => 2 ** i);
    const funds = Array.from({ length: 12 }, (_, i) => 2 ** (i + transfers.length));
    const low = 2 ** transfers.length;
    const created = Promise.all(
      transfers.map((amount) => api.post("/transfers", bankTransfer(amount), { idempotencyKey: idempotencyKey() })),
    );
    // Funds, two at a time, while the transfers are reserved and then settled by the worker:
    // a fund locks only wallet_available's entry and a settlement only wallet_reserved's.
    const funded: Array<{ status: number }> = [];
    for (let i = 0; i < funds.length; i += 2) {
      funded.push(...(await Promise.all(funds.slice(i, i + 2).map((amount) => api.post("/test/fund", { amount, currency: "USD" }, { idempotencyKey: idempotencyKey() })))));
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    const answers = await created;
    expect(answers.map((a) => a.status)).toEqual(transfers.map(() => 201));
    expect(funded.map((a) => a.status)).toEqual(funds.map(() => 200));
    for (const answer of answers) await transferSettled(api, answer.body.id, "succeeded");

    const after = await balanceOf(api);
    const transferSum = low - 1;
    const fundSum = funds.reduce((a, b) => a + b, 0);
    expect(after).toEqual(moved(before, fundSum - transferSum, 0));

    const events = await balanceEvents(api);
    expect(events).toHaveLength(2 * transfers.length + funds.length);
    const states = events.map(({ data: { object: balance } }) => {
      expect(balance).toEqual({ ...before, available: expect.any(Number), reserved: expect.any(Number), total: balance.available + balance.reserved });
      const open = balance.reserved - before.reserved;
      const totalMoved = balance.total - before.total;
      const fundBits = (Math.ceil(totalMoved / low) * low) | 0; // | 0: no -0 when no fund is in
      const settled = fundBits - totalMoved;
      const state = { funds: fundBits / low, reserved: open | settled, settled, balance };
      expect(open & settled, JSON.stringify(state)).toBe(0);
      expect([open & ~transferSum, settled & ~transferSum, state.funds & ~(fundSum / low)], JSON.stringify(state)).toEqual([0, 0, 0]);
      return { ...state, postings: popcount(state.funds) + popcount(state.reserved) + popcount(settled) };
    });
    // States the wallet passed through, one posting at a time, form a chain: one per count of
    // postings applied, each holding the one before it.
    const chain = [...states].sort((a, b) => a.postings - b.postings);
    expect(chain.map((state) => state.postings)).toEqual(events.map((_, i) => i + 1));
    for (let i = 1; i < chain.length; i++) {
      for (const set of ["funds", "reserved", "settled"] as const) {
        expect(chain[i][set] & chain[i - 1][set], `${set} of snapshot ${i}: ${JSON.stringify(chain.slice(i - 1, i + 1))}`).toBe(chain[i - 1][set]);
      }
    }
    // The last is everything, and what GET /balances shows.
    expect(chain.at(-1)!.balance).toEqual(after);
  });
});

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

describe("delivery", () => {
  let restoreSettings = () => {};
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: 50 });
  });
  afterAll(async () => {
    restoreSettings();
    await Promise.all(receivers.map((r) => r.close()));
  });

  test("a webhook endpoint for balance.updated receives each posting's, as GET /events shows it", async ({ api }) => {
    const hook = await WebhookReceiver.start();
    receivers.push(hook);
    const endpoint = await api.post("/webhook_endpoints", { url: hook.url, events: ["balance.updated"] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const card = await api.post("/cards", { product: "net-400", cardholder }, { idempotencyKey: idempotencyKey() });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    expect((await api.post(`/cards/${card.body.id}/fund`, { amount: 700 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    const events = await balanceEvents(api);
    expect(events).toHaveLength(2);
    expect(events[1].data.object).toEqual(await balanceOf(api));
    await hook.waitFor((requests) => requests.length >= 2);
    expect(hook.events().sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(events);
  });
});
