// The card operations that move money between the wallet and a card: POST /cards/{id}/fund and
// POST /cards/{id}/withdraw (docs/api/cards.md#funding-and-withdrawing). Both are decided on the
// card and its balance, and written as one statement: the ledger posting, the card transactions,
// the events (the posting's balance.updated among them) and the stored answer. They are the busiest
// card operations, so they first try without an interactive transaction (docs/bench-history.md):
// read the card, decide, then run the statement, which locks the card and writes only if its status
// and balance are still what was read.
import { z } from "zod";
import { defineOperation, type OperationContext } from "../operation.js";
import type { Stores } from "../stores.js";
import { newId } from "../ids.js";
import type { Posting } from "../ledger/ledger.js";
import type { EventType } from "../events/events.js";
import type { IdempotencySession } from "../idempotency/idempotency.js";
import { cardProducts, topupFee, type CardProductId } from "./products.js";
import { checkFundable, checkWithdrawable } from "./rules.js";
import { cardsDomain } from "./context.js";
import { centsBetween, insufficientFundsError, usd } from "./funds.js";
import type { NewCardTransaction } from "./store.js";
import { toCard, type CardOperation, type CardRow } from "./card.js";

const amountInput = z.strictObject({ amount: centsBetween(500, 250_000) });
type AmountInput = z.output<typeof amountInput>;

/** What a fund or withdrawal does to a card, decided on the card and its balance. */
interface CardMove {
  operation: { type: "fund" | "withdraw"; amount: number; fees: Record<string, number>; event: EventType };
  posting: Posting;
  transactions: NewCardTransaction[];
}

type CardMoveRules = (ctx: OperationContext, seen: { card: CardRow; balance: bigint }, input: AmountInput) => CardMove;

const fundRules: CardMoveRules = (ctx, { card }, input) => {
  checkFundable(card.status);
  const fee = topupFee(cardProducts[card.product as CardProductId], input.amount);
  return {
    operation: { type: "fund", amount: input.amount, fees: { topup: fee }, event: "card.funded" },
    posting: {
      ...cardsDomain(ctx).tenant,
      kind: "card_fund",
      resourceId: card.id,
      entries: [
        { account: usd("wallet_available"), amount: -BigInt(input.amount + fee) },
        { account: usd("card_balance", card.id), amount: BigInt(input.amount) },
        ...(fee > 0 ? [{ account: usd("fee_revenue"), amount: BigInt(fee) }] : []),
      ],
    },
    transactions: [
      { type: "topup", status: "succeeded", amount: input.amount },
      ...(fee > 0 ? [{ type: "fee" as const, status: "succeeded" as const, amount: fee }] : []),
    ],
  };
};

const withdrawRules: CardMoveRules = (ctx, { card, balance }, input) => {
  const amount = BigInt(input.amount);
  checkWithdrawable(card.status, balance, amount);
  return {
    operation: { type: "withdraw", amount: input.amount, fees: {}, event: "card.withdrawn" },
    posting: {
      ...cardsDomain(ctx).tenant,
      kind: "card_withdraw",
      resourceId: card.id,
      entries: [
        { account: usd("card_balance", card.id), amount: -amount },
        { account: usd("wallet_available"), amount },
      ],
    },
    transactions: [{ type: "withdrawal", status: "succeeded", amount: input.amount }],
  };
};

function cardOperationOf(ctx: OperationContext, seen: { card: CardRow; balance: bigint }, move: CardMove): CardOperation {
  const { domain, tenant } = cardsDomain(ctx);
  const cardChange = move.posting.entries.find((entry) => entry.account.kind === "card_balance")?.amount ?? 0n;
  const fees = Object.entries(move.operation.fees);
  return {
    id: newId("cop"),
    environment: tenant.environment,
    type: move.operation.type,
    cardId: seen.card.id,
    amount: BigInt(move.operation.amount),
    fee: fees.reduce((sum, [, fee]) => sum + BigInt(fee), 0n),
    feeBreakdown: Object.fromEntries(fees.map(([name, fee]) => [name, BigInt(fee)])),
    status: "succeeded",
    card: toCard(seen.card, seen.balance + cardChange),
    createdAt: domain.now(),
  };
}

/**
 * The whole operation as one statement (CardStore.moveMoney), given the card and balance it was
 * decided on. Returns undefined if the card changed. `stores`: the pool's, or those of the
 * transaction the card is locked in, if it is.
 */
async function moveInOneStatement(
  ctx: OperationContext,
  stores: Stores,
  session: IdempotencySession,
  seen: { card: CardRow; balance: bigint },
  move: CardMove,
): Promise<CardOperation | undefined> {
  const { domain, tenant } = cardsDomain(ctx);
  const operation = cardOperationOf(ctx, seen, move);
  const followedBy = { type: move.operation.event, object: domain.publicForms.cardOperation.render(operation) };
  const result = await stores.cards.moveMoney(
    domain.publicForms,
    tenant,
    seen,
    { posting: move.posting, transactions: move.transactions, followedBy },
    {
      lock: session.keyLockInStatement(),
      lockName: session.keyLockName(),
      claim: (onlyIf) => session.claimInStatement(onlyIf, seen.card.id, { result: operation }),
    },
    ctx.domain.now(),
  );
  if (!result.unchanged) return undefined;
  // The card's own entry cannot be refused once the card is unchanged (the rules checked it).
  if (!result.funded) throw insufficientFundsError();
  return (await session.settleClaim(result.claimed, stores)) ? operation : undefined;
}

/** Optimistic attempts before the card is locked first (the card is busy with other changes). */
const optimisticAttempts = 3;

function cardMoneyOperation(name: string, rules: CardMoveRules) {
  return defineOperation<undefined, AmountInput, CardOperation>({
    name,
    scope: "cards:write",
    idempotency: "required",
    requiresLiveActivation: true,
    live: "card_program",
    input: amountInput,
    answer: (forms) => forms.cardOperation,
    async run(ctx, { id, input }, session) {
      const { domain, tenant } = cardsDomain(ctx);
      for (let attempt = 0; attempt < optimisticAttempts; attempt++) {
        const seen = await domain.stores.cards.readCard(tenant, id);
        const move = rules(ctx, seen, input);
        const outcome = await moveInOneStatement(ctx, domain.stores, session, seen, move);
        if (outcome) return outcome;
      }
      // The card kept changing between the read and the statement: lock it first, in a
      // transaction, so that what is read under the lock cannot change before the statement.
      for (let attempt = 0; attempt < 3; attempt++) {
        const outcome = await domain.stores.transaction(async (stores) => {
          await session.lockKey(stores); // the statement's lock order: the key, the card, the accounts
          const seen = await stores.cards.lockCard(tenant, id);
          return moveInOneStatement(ctx, stores, session, seen, rules(ctx, seen, input));
        });
        if (outcome) return outcome; // undefined only if the key's record vanished meanwhile
      }
      throw new Error(`${name}: the card changed while locked`);
    },
  });
}

export const fundCard = cardMoneyOperation("cards.fund", fundRules);
export const withdrawFromCard = cardMoneyOperation("cards.withdraw", withdrawRules);
