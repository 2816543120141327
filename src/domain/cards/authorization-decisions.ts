// Deciding a purchase that waited for the organization's real-time decision
// (docs/api/cards.md#real-time-authorization): approved, its held amount is spent; declined, it
// returns to the card. Decided once, whoever decides: the request that asked, on the endpoint's
// answer (or its absence), or recovery, for a purchase whose decision is overdue because the
// process that asked stopped while it waited (a crash): each is a compare-and-set on the waiting
// request (CardStore.decide), in a transaction under the card's lock, with the ledger posting, the
// card_transaction.created event and the request's delivery record.
import type { Domain } from "../domain.js";
import { ApiError } from "../errors.js";
import type { AttemptResult } from "../webhooks/sender.js";
import type { RealTimeAnswer } from "../webhooks/real-time.js";
import { usd } from "./funds.js";
import { toCardTransaction, type CardDeclineReason, type CardTransaction } from "./card.js";
import type { AuthorizationRequest } from "./store-authorizations.js";

/** A purchase held for a real-time decision: whose it is, and which. */
export interface WaitingPurchase {
  organizationId: string;
  environment: AuthorizationRequest["environment"];
  transactionId: string;
  cardId: string;
}

type Decision = { status: "succeeded" } | { status: "declined"; declineReason: CardDeclineReason };

function decisionOf(answer: RealTimeAnswer): Decision {
  if (answer.decision === "approved") return { status: "succeeded" };
  return { status: "declined", declineReason: answer.decision === "declined" ? "authorization_declined" : "authorization_timeout" };
}

/**
 * Decides `waiting` as `decision`, with `attempt` as its request's one delivery attempt; the
 * decided transaction, or undefined when it was decided already.
 */
async function decide(domain: Domain, waiting: WaitingPurchase, decision: Decision, attempt: AttemptResult, answered: boolean): Promise<CardTransaction | undefined> {
  const tenant = { organizationId: waiting.organizationId, environment: waiting.environment };
  return domain.stores.transaction(async (stores) => {
    // Its held amount returns to the card's balance, or leaves it: the card's lock first, as for every change of it.
    await stores.cards.lockCard(tenant, waiting.cardId);
    const decided = await stores.cards.decide(tenant, waiting.transactionId, decision);
    if (!decided) return undefined;
    const transaction = toCardTransaction(decided.transaction);
    const hold = usd("card_authorization_hold", waiting.cardId);
    const to = decision.status === "succeeded" ? usd("card_spend") : usd("card_balance", waiting.cardId);
    await stores.ledger.post(
      {
        ...tenant,
        kind: decision.status === "succeeded" ? "card_authorization_capture" : "card_authorization_release",
        resourceId: waiting.cardId,
        entries: [
          { account: hold, amount: -transaction.amount },
          { account: to, amount: transaction.amount },
        ],
      },
      { forms: domain.publicForms },
    );
    await stores.events.record(tenant, "card_transaction.created", domain.publicForms.cardTransaction.render(transaction));
    const { eventId, endpointId, createdAt } = decided.request;
    await stores.webhooks.recordSingleAttemptDelivery(tenant, { eventId, endpointId, createdAt }, attempt, answered ? "delivered" : "failed", domain.now());
    return transaction;
  });
}

/** The purchase as it stands, when another decider came first. */
async function decidedElsewhere(domain: Domain, waiting: WaitingPurchase): Promise<CardTransaction> {
  const row = await domain.stores.cards.findTransaction(waiting, waiting.transactionId);
  if (!row) throw new ApiError("not_found", `No card transaction ${waiting.transactionId}.`);
  return toCardTransaction(row);
}

/** The request that asked decides on the endpoint's answer: the purchase as decided (by it, or by recovery first). */
export async function settleWaitingPurchase(domain: Domain, waiting: WaitingPurchase, answer: RealTimeAnswer): Promise<CardTransaction> {
  const decided = await decide(domain, waiting, decisionOf(answer), answer.attempt, answer.decision !== "none");
  return decided ?? decidedElsewhere(domain, waiting);
}

/**
 * Declines, with authorization_timeout, the purchases whose decision is overdue (their asker
 * stopped while it waited), releasing their amounts; how many it decided. A background job
 * (src/jobs.ts): safe on any number of instances at once, each decision being made once.
 */
export async function recoverOverdueAuthorizations(domain: Domain, limit = 50): Promise<number> {
  const overdue = await domain.stores.cards.overdueRequests(domain.now(), limit);
  let decided = 0;
  for (const request of overdue) {
    const waited = Math.min(domain.now().getTime() - request.createdAt.getTime(), 2_147_483_647);
    const attempt: AttemptResult = {
      statusCode: null,
      latencyMs: waited,
      error: "no decision recorded: the service stopped while it waited for the answer; declined by recovery",
      responseBody: null,
    };
    if (await decide(domain, request, { status: "declined", declineReason: "authorization_timeout" }, attempt, false)) decided++;
    domain.logger.info({ card_transaction_id: request.transactionId }, "recovery declined a purchase whose real-time decision was overdue");
  }
  return decided;
}
