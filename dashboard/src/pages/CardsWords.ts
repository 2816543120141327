// The Cards pages' words (card and product names are ../names.ts's, signs ../money.ts's): what a
// transaction is, why a purchase was declined, and a card's spending controls as sentences
// ("USD 500.00 per day on restaurants, bars and fast food", "Blocked: Gambling, …"), each in the
// terms of docs/api/cards.md.
import type { CardDeclineReason, MerchantCategoryId, SpendingLimitInterval } from "../gql/graphql";
import { formatMoney, type Exponents } from "../money";

/** docs/api/cards.md#how-a-purchase-is-decided, in the words of the person whose purchase it was. */
export const declineReasonWords: Record<CardDeclineReason, string> = {
  card_inactive: "Card not active",
  spending_controls: "Over a spending control",
  insufficient_funds: "Not enough money on the card",
  authorization_declined: "Declined by your endpoint",
  authorization_timeout: "Your endpoint did not answer in time",
};

const typeWords: Record<string, string> = {
  authorization: "Purchase",
  refund: "Refund",
  topup: "Top-up",
  withdrawal: "Withdrawal",
  fee: "Fee",
};

export function transactionTypeWords(type: string): string {
  return typeWords[type] ?? type;
}

const statusWords: Record<string, string> = { succeeded: "Succeeded", declined: "Declined", pending: "Pending" };

export function transactionStatusWords(status: string): string {
  return statusWords[status] ?? status;
}

/** An interval's words: as a limit reads ("per day") and as the editor offers it. */
export const intervalWords: Record<SpendingLimitInterval, { per: string; option: string }> = {
  per_authorization: { per: "per purchase", option: "Each purchase" },
  daily: { per: "per day", option: "Per day (UTC)" },
  weekly: { per: "per week", option: "Per week (from Monday, UTC)" },
  monthly: { per: "per month", option: "Per month (UTC)" },
  yearly: { per: "per year", option: "Per year (UTC)" },
  all_time: { per: "in all", option: "In all (every purchase ever)" },
};

/** The editor's order of the intervals: shortest first. */
export const intervalOrder: SpendingLimitInterval[] = ["per_authorization", "daily", "weekly", "monthly", "yearly", "all_time"];

export type CategoryNames = ReadonlyMap<MerchantCategoryId, string>;

/** A category's name from the catalog (merchantCategories), its id while the catalog loads. */
export function categoryName(id: MerchantCategoryId, names: CategoryNames): string {
  return names.get(id) ?? id;
}

function categoryList(ids: readonly MerchantCategoryId[], names: CategoryNames, lowerFirst = false): string {
  // Names hold commas ("Restaurants, bars and fast food"): a semicolon keeps them apart.
  return ids.map((id) => categoryName(id, names)).map((name) => (lowerFirst ? name.charAt(0).toLowerCase() + name.slice(1) : name)).join("; ");
}

export interface ControlsView {
  spendingLimits: ReadonlyArray<{ amount: number; interval: SpendingLimitInterval; categories?: readonly MerchantCategoryId[] | null }>;
  allowedCategories?: readonly MerchantCategoryId[] | null;
  blockedCategories?: readonly MerchantCategoryId[] | null;
}

/** A card's spending controls, one sentence each; none: as much as its balance, anywhere. */
export function describeControls(controls: ControlsView, names: CategoryNames, exponents: Exponents): string[] {
  const lines = controls.spendingLimits.map((limit) => {
    const amount = formatMoney(limit.amount, "USD", exponents);
    const where = limit.categories && limit.categories.length > 0 ? ` on ${categoryList(limit.categories, names, true)}` : "";
    return `${amount} ${intervalWords[limit.interval].per}${where}`;
  });
  if (controls.allowedCategories) lines.push(`Allowed only: ${categoryList(controls.allowedCategories, names)}`);
  if (controls.blockedCategories) lines.push(`Blocked: ${categoryList(controls.blockedCategories, names)}`);
  return lines;
}
