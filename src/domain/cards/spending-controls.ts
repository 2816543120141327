// A card's spending controls (docs/api/cards.md#spending-controls): limits per authorization and
// per calendar interval (UTC; weeks from Monday), each for every purchase or for some merchant
// categories, and the categories a card may or may not be used at. The pure rules an authorization
// is decided by (their validation is spending-controls-input.ts's); the interval totals are read
// under the card's lock (authorizations.ts), so that two purchases at once cannot pass a limit together.
import type { MerchantCategoryId } from "./merchant-categories.js";

export const spendingLimitIntervals = ["per_authorization", "daily", "weekly", "monthly", "yearly", "all_time"] as const;
export type SpendingLimitInterval = (typeof spendingLimitIntervals)[number];

export interface SpendingLimit {
  /** USD cents. */
  amount: number;
  interval: SpendingLimitInterval;
  /** The categories whose purchases count towards it; null: every purchase. */
  categories: MerchantCategoryId[] | null;
}

export interface SpendingControls {
  spendingLimits: SpendingLimit[];
  /** Set: purchases at any other category are declined. */
  allowedCategories: MerchantCategoryId[] | null;
  /** Set: purchases at these categories are declined. */
  blockedCategories: MerchantCategoryId[] | null;
}

/**
 * Why allowed and blocked categories are never set together: the API's refusal ends with it, and
 * the dashboard's form (dashboard/src/pages/CardsControls.tsx) says it in the same words.
 */
export const oneCategoryListRule = "a card either allows only some merchant categories or blocks some";

export const noSpendingControls: SpendingControls = { spendingLimits: [], allowedCategories: null, blockedCategories: null };

/** The most limits a card keeps: more would make every purchase sum more intervals. */
export const maxSpendingLimits = 10;
/** The largest limit: USD 1,000,000.00. */
export const maxSpendingLimitAmount = 100_000_000;

/** The controls as the cards row keeps them (spending_controls, written by spendingControlsOf): {} is none. */
export function storedSpendingControls(stored: unknown): SpendingControls {
  const controls = (stored ?? {}) as Partial<SpendingControls>;
  return {
    spendingLimits: controls.spendingLimits ?? [],
    allowedCategories: controls.allowedCategories ?? null,
    blockedCategories: controls.blockedCategories ?? null,
  };
}

/** Whether a card has any control at all: one without decides as cards always did. */
export function hasSpendingControls(controls: SpendingControls): boolean {
  return controls.spendingLimits.length > 0 || controls.allowedCategories !== null || controls.blockedCategories !== null;
}

/** Whether a purchase at `category` may be made at all, by the allowed and blocked lists. */
export function categoryPermitted(controls: SpendingControls, category: MerchantCategoryId): boolean {
  if (controls.allowedCategories !== null && !controls.allowedCategories.includes(category)) return false;
  return !(controls.blockedCategories?.includes(category) ?? false);
}

/** The limits a purchase at `category` counts towards. */
export function limitsFor(controls: SpendingControls, category: MerchantCategoryId): SpendingLimit[] {
  return controls.spendingLimits.filter((limit) => limit.categories === null || limit.categories.includes(category));
}

/**
 * Where the calendar interval containing `now` began, in UTC (weeks begin on Monday); null for
 * all_time (every authorization counts). per_authorization sums nothing, and has no start.
 */
export function intervalStart(interval: Exclude<SpendingLimitInterval, "per_authorization">, now: Date): Date | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  switch (interval) {
    case "daily":
      return new Date(Date.UTC(year, month, day));
    case "weekly":
      return new Date(Date.UTC(year, month, day - ((now.getUTCDay() + 6) % 7)));
    case "monthly":
      return new Date(Date.UTC(year, month, 1));
    case "yearly":
      return new Date(Date.UTC(year, 0, 1));
    case "all_time":
      return null;
  }
}

/** What an interval limit sums: authorizations since `since` (null: ever) at `categories` (null: every one). */
export interface IntervalTotalQuery {
  since: Date | null;
  categories: MerchantCategoryId[] | null;
}

/** The interval limits among `limits`, with what each one sums. */
export function intervalTotalsWanted(limits: SpendingLimit[], now: Date): Array<{ limit: SpendingLimit; query: IntervalTotalQuery }> {
  return limits.flatMap((limit) =>
    limit.interval === "per_authorization" ? [] : [{ limit, query: { since: intervalStart(limit.interval, now), categories: limit.categories } }],
  );
}

/**
 * Whether a purchase of `amount` at `category` passes the controls: a permitted category, no
 * per-authorization limit below the amount, and no interval limit whose total (`totalOf`, the
 * authorizations that count towards it, succeeded or still held) plus the amount exceeds it.
 */
export function passesSpendingControls(
  controls: SpendingControls,
  category: MerchantCategoryId,
  amount: bigint,
  totalOf: (limit: SpendingLimit) => bigint,
): boolean {
  if (!categoryPermitted(controls, category)) return false;
  return limitsFor(controls, category).every((limit) =>
    limit.interval === "per_authorization" ? amount <= BigInt(limit.amount) : totalOf(limit) + amount <= BigInt(limit.amount),
  );
}
