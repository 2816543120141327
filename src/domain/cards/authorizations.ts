// The Sandbox's simulated purchase, POST /test/cards/{id}/authorizations
// (docs/api/cards.md#how-a-purchase-is-decided). It is decided in this order, the first check that
// fails naming the decline reason: the card's status, its spending controls, its balance, then the
// organization's real-time decision, if it has a real-time authorization endpoint. Everything up to
// the real-time decision is decided under the card's lock, interval totals included, so that
// purchases at once cannot pass a limit or the balance together. The real-time decision is asked
// outside any transaction: the purchase's amount is held first (a pending transaction), then the
// endpoint is asked, then the purchase is decided, once (authorization-decisions.ts).
import { z } from "zod";
import { defineOperation, type OperationContext } from "../operation.js";
import { newId } from "../ids.js";
import type { TransactionStores } from "../stores.js";
import type { Tenant } from "../auth/principal.js";
import type { Event as EventRow, WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import { cardAuthorizationRequestType } from "../webhooks/endpoint.js";
import { askRealTimeEndpoint } from "../webhooks/real-time.js";
import { cardsDomain } from "./context.js";
import { centsBetween, usd } from "./funds.js";
import { purchaseDeclineReason } from "./rules.js";
import { merchantCategoryIds, type MerchantCategoryId } from "./merchant-categories.js";
import {
  categoryPermitted,
  hasSpendingControls,
  intervalTotalsWanted,
  limitsFor,
  passesSpendingControls,
  storedSpendingControls,
} from "./spending-controls.js";
import { settleWaitingPurchase, type WaitingPurchase } from "./authorization-decisions.js";
import type { CardRow, CardTransaction } from "./card.js";

const authorizationInput = z.strictObject({
  amount: centsBetween(1, 250_000),
  merchantName: z.string().min(1).max(80).optional(),
  merchantCategory: z.enum(merchantCategoryIds).optional(),
});

interface Purchase {
  amount: bigint;
  merchantName: string;
  merchantCategory: MerchantCategoryId;
}

/**
 * A waiting purchase must be decided by then, else recovery declines it: the endpoint's timeout,
 * with room to record the decision (the request that asked decides well before).
 */
const recordingRoomMs = 5_000;

/** Whether the purchase passes the card's spending controls, its interval totals read under the card's lock. */
async function passesControls(stores: TransactionStores, tenant: Tenant, card: CardRow, purchase: Purchase, now: Date): Promise<boolean> {
  const controls = storedSpendingControls(card.spendingControls);
  if (!hasSpendingControls(controls)) return true;
  const { merchantCategory: category, amount } = purchase;
  const wanted = categoryPermitted(controls, category) ? intervalTotalsWanted(limitsFor(controls, category), now) : [];
  const totals = await stores.cards.intervalTotals(tenant, card.id, wanted.map(({ query }) => query));
  const totalOf = new Map(wanted.map(({ limit }, i) => [limit, totals[i]]));
  return passesSpendingControls(controls, category, amount, (limit) => totalOf.get(limit) ?? 0n);
}

type Outcome = { decided: CardTransaction } | { waiting: WaitingPurchase; endpoint: WebhookEndpointRow; event: EventRow };

/** In one transaction under the card's lock: the purchase decided, or its amount held for the real-time decision. */
async function decideOrHold(ctx: OperationContext, stores: TransactionStores, cardId: string | undefined, purchase: Purchase): Promise<Outcome> {
  const { domain, tenant } = cardsDomain(ctx);
  const now = domain.now();
  const { card, balance } = await stores.cards.lockCard(tenant, cardId);
  const passes = card.status === "active" ? await passesControls(stores, tenant, card, purchase, now) : true;
  const declineReason = purchaseDeclineReason(card.status, passes, balance, purchase.amount);
  const item = { type: "authorization" as const, amount: purchase.amount, merchantName: purchase.merchantName, merchantCategory: purchase.merchantCategory };
  if (declineReason) {
    const [declined] = await stores.cards.recordTransactions(domain.publicForms, tenant, card.id, [{ ...item, status: "declined", declineReason }], now);
    return { decided: declined };
  }
  const endpoint = await stores.webhooks.realTimeEndpoint(tenant);
  const moveFrom = { account: usd("card_balance", card.id), amount: -purchase.amount };
  if (!endpoint) {
    const entries = [moveFrom, { account: usd("card_spend"), amount: purchase.amount }];
    await stores.ledger.post({ ...tenant, kind: "card_purchase", resourceId: card.id, entries }, { forms: domain.publicForms });
    const [approved] = await stores.cards.recordTransactions(domain.publicForms, tenant, card.id, [{ ...item, status: "succeeded" }], now);
    return { decided: approved };
  }
  const hold = usd("card_authorization_hold", card.id);
  await stores.ledger.openAccounts(tenant, [hold]);
  const entries = [moveFrom, { account: hold, amount: purchase.amount }];
  await stores.ledger.post({ ...tenant, kind: "card_authorization_hold", resourceId: card.id, entries }, { forms: domain.publicForms });
  const id = newId("ctx");
  const pending: CardTransaction = {
    id,
    environment: tenant.environment,
    cardId: card.id,
    type: "authorization",
    status: "pending",
    amount: purchase.amount,
    currency: "USD",
    merchant: { name: purchase.merchantName, mcc: null, country: null, category: purchase.merchantCategory },
    declineReason: null,
    createdAt: now,
  };
  const object = domain.publicForms.cardTransaction.render(pending);
  const event = await stores.webhooks.writeUnqueuedEvent(tenant, { type: cardAuthorizationRequestType, object, resourceId: id }, now);
  const decideBy = new Date(now.getTime() + domain.config.cardAuthorizationTimeoutMs + recordingRoomMs);
  await stores.cards.holdForDecision(tenant, card.id, { ...item, id, status: "pending" }, { endpointId: endpoint.id, eventId: event.id, decideBy }, now);
  // Recovery's turn, should this process not decide it (a crash: then another instance's poll, or this one's after a restart).
  domain.work.wakeAt("card_authorizations", decideBy);
  return { waiting: { ...tenant, transactionId: id, cardId: card.id }, endpoint, event };
}

export const simulateCardAuthorization = defineOperation<undefined, z.output<typeof authorizationInput>, CardTransaction>({
  name: "cards.simulateAuthorization",
  scope: "cards:write",
  sandboxOnly: true,
  idempotency: "none",
  wakes: ["events"],
  input: authorizationInput,
  async run(ctx, { id, input }) {
    const { domain } = cardsDomain(ctx);
    const purchase: Purchase = {
      amount: BigInt(input.amount),
      merchantName: input.merchantName ?? "Test Merchant",
      merchantCategory: input.merchantCategory ?? "other",
    };
    const outcome = await domain.stores.transaction((stores) => decideOrHold(ctx, stores, id, purchase));
    if ("decided" in outcome) return outcome.decided;
    // No transaction and no lock is held while the endpoint answers.
    const answer = await askRealTimeEndpoint(domain, outcome.endpoint, outcome.event);
    return settleWaitingPurchase(domain, outcome.waiting, answer);
  },
});
