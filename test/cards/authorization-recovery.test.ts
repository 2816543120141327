// A process-level proof for real-time authorization (docs/api/cards.md#real-time-authorization):
// the service runs as a child process (test/support/child-server.ts) and is killed with SIGKILL
// while a purchase waits for the receiver's decision, its amount held. After the restart, recovery
// declines the purchase with authorization_timeout and returns the amount to the card, once; the
// receiver is never asked again, and the ledger verifies.
import { afterAll, describe, expect, test } from "vitest";
import { graphql } from "../graphql/index.js";
import { apiClient, type ApiClient } from "../support/fixtures.js";
import { childProcesses, stopServer, waitForExit } from "../support/child-server.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";
import { usd } from "../support/money.js";
import { cardBalance, eventsOfType, issuedCard } from "../support/cards.js";

const { startServer, admin, tempDataDir } = childProcesses();

const receivers: WebhookReceiver[] = [];
afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));

const DeliveriesQuery = graphql(`
  query RecoveredDeliveries($endpoint: ID!) {
    node(id: $endpoint) {
      ... on WebhookEndpoint { deliveries(first: 5) { edges { node { eventType state attemptCount attempts { responseStatus error } } } } }
    }
  }
`);

/** Polls the card's newest transaction until it is no longer pending. */
async function decided(api: ApiClient, cardId: string, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = (await api.get(`/cards/${cardId}/transactions`)).body.data;
    if (newest.status !== "pending" || Date.now() > deadline) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a crash while a purchase waits for the real-time decision", () => {
  test("SIGKILL while the receiver thinks: after the restart, recovery declines it and nothing stays held", { timeout: 180_000 }, async () => {
    const receiver = await WebhookReceiver.start(() => "hang");
    receivers.push(receiver);
    const common = { DATA_DIR: tempDataDir(), WEBHOOK_ALLOW_PRIVATE: "1", CARD_AUTHORIZATION_TIMEOUT_MS: "500", WORKER_POLL_MS: "100" };
    const crashing = await startServer(common);
    const key = crashing.demoKey;
    expect(key, `no demo key printed:\n${crashing.output()}`).toMatch(/^gs_test_/);
    let api = apiClient(crashing, key!);
    const endpoint = await api.post("/webhook_endpoints", { url: receiver.url, events: ["card_authorization.request"] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const card = await issuedCard(api, { initial_load: 5000 });
    const wallet = await usd(api);

    const waiting = api.post(`/test/cards/${card.id}/authorizations`, { amount: 1200, merchant_category: "airlines" }).then(
      () => "answered",
      () => "cut off",
    );
    await receiver.waitFor((requests) => requests.length === 1);
    expect(await cardBalance(api, card.id)).toBe(3800); // held while it waits
    crashing.child.kill("SIGKILL");
    expect(await waitForExit(crashing)).toEqual({ code: null, signal: "SIGKILL" });
    expect(await waiting).toBe("cut off");

    const server = await startServer(common);
    api = apiClient(server, key!);
    const transaction = await decided(api, card.id);
    expect(transaction).toMatchObject({ type: "authorization", amount: 1200, status: "declined", decline_reason: "authorization_timeout", merchant: { category: "airlines" } });
    expect(await cardBalance(api, card.id)).toBe(5000);
    expect(await usd(api)).toEqual(wallet);
    const created = (await eventsOfType(api, "card_transaction.created")).filter((e) => e.data.object.id === transaction.id);
    expect(created.map((e) => e.data.object)).toEqual([transaction]);

    const deliveries = await api.graphql(DeliveriesQuery, { endpoint: endpoint.body.id });
    expect(deliveries.errors).toBeUndefined();
    const edges = (deliveries.data!.node as { deliveries: { edges: Array<{ node: any }> } }).deliveries.edges;
    expect(edges.map((edge) => edge.node)).toEqual([
      {
        eventType: "card_authorization.request",
        state: "failed",
        attemptCount: 1,
        attempts: [{ responseStatus: null, error: "no decision recorded: the service stopped while it waited for the answer; declined by recovery" }],
      },
    ]);
    // Never asked again.
    expect(receiver.requests).toHaveLength(1);
    await stopServer(server);

    const report = await admin({ DATA_DIR: common.DATA_DIR }, "ledger:verify");
    expect(report).toMatchObject({ ok: true, problems: [] });
  });
});
