// The card state machine and balance rules (docs/api/cards.md#rules), as pure functions: each
// operation asks them on the card it read (or locked) and refuses with their error, so the rule
// lives in one place and is tested without a server (test/domain/domain-rules.test.ts).
import { ApiError } from "../errors.js";
import { describeAmount } from "../currencies.js";

/** Why a purchase was declined, the first of these checks it failed, in this order (docs/api/cards.md#how-a-purchase-is-decided). */
export const cardDeclineReasons = ["card_inactive", "spending_controls", "insufficient_funds", "authorization_declined", "authorization_timeout"] as const;
export type CardDeclineReason = (typeof cardDeclineReasons)[number];

export type CardStatus = "active" | "frozen" | "terminated";
export type CardStateChange = "freeze" | "unfreeze" | "terminate";

/** What the issuer keeps on a card: withdrawals must leave it, terminate refunds at most it. */
export const minimumCardBalance = 500n;

/** Card money as the caller sees it: "15000 cents (USD 150.00)". */
function cents(amount: bigint): string {
  return `${amount} cents (${describeAmount("USD", amount)})`;
}

const stateChanges: Record<CardStateChange, { from: readonly CardStatus[]; to: CardStatus; verb: string }> = {
  freeze: { from: ["active"], to: "frozen", verb: "frozen" },
  unfreeze: { from: ["frozen"], to: "active", verb: "unfrozen" },
  terminate: { from: ["active", "frozen"], to: "terminated", verb: "terminated" },
};

/** The status a state change leads to from `status` with `balance`, or its 409. */
export function nextCardStatus(change: CardStateChange, status: CardStatus, balance: bigint): CardStatus {
  const rule = stateChanges[change];
  if (!rule.from.includes(status)) throw new ApiError("card_state_conflict", `A ${status} card cannot be ${rule.verb}.`);
  if (change === "terminate" && balance > minimumCardBalance) {
    throw new ApiError(
      "card_state_conflict",
      `A card can be terminated only with a balance of at most ${cents(minimumCardBalance)}; its balance is ${cents(balance)}: ` +
        `withdraw at least ${cents(balance - minimumCardBalance)} first.`,
    );
  }
  return rule.to;
}

/** Funding needs an active card. */
export function checkFundable(status: CardStatus): void {
  if (status !== "active") throw new ApiError("card_state_conflict", `A ${status} card cannot be funded.`);
}

/** A withdrawal needs a card that is not terminated, and must leave at least the minimum. */
export function checkWithdrawable(status: CardStatus, balance: bigint, amount: bigint): void {
  if (status === "terminated") throw new ApiError("card_state_conflict", "A terminated card cannot be withdrawn from.");
  if (amount > balance || balance - amount < minimumCardBalance) {
    const most = balance - minimumCardBalance;
    throw new ApiError(
      "insufficient_card_balance",
      `A withdrawal must leave at least ${cents(minimumCardBalance)} on the card; its balance is ${cents(balance)}, so ` +
        (most > 0n ? `at most ${cents(most)} can be withdrawn.` : "nothing can be withdrawn."),
    );
  }
}

/** Details are shown for active and frozen cards. */
export function checkDetailsShown(status: CardStatus): void {
  if (status === "terminated") throw new ApiError("card_state_conflict", "A terminated card has no details to reveal.");
}

/**
 * Why a purchase is declined before any real-time decision, by the first check it fails in their
 * order (docs/api/cards.md#how-a-purchase-is-decided): the card's status, its spending controls
 * (`passesControls`, read only for an active card), its balance. undefined: it may be approved.
 */
export function purchaseDeclineReason(status: CardStatus, passesControls: boolean, balance: bigint, amount: bigint): CardDeclineReason | undefined {
  if (status !== "active") return "card_inactive";
  if (!passesControls) return "spending_controls";
  if (balance < amount) return "insufficient_funds";
  return undefined;
}

/** A simulated purchase is always recorded; without controls, it succeeds on an active card that covers it. */
export function authorizationApproved(status: CardStatus, balance: bigint, amount: bigint): boolean {
  return purchaseDeclineReason(status, true, balance, amount) === undefined;
}
