// What POST /cards and POST /cards/{id}/spending_controls take as a card's spending controls
// (docs/api/cards.md#spending-controls): its validation, every invalid field named, and the
// controls a valid input sets. Apart from spending-controls.ts, whose rules the card entity reads.
import { z } from "zod";
import { withRule } from "../validation-messages.js";
import { centsBetween } from "./funds.js";
import { merchantCategoryIds } from "./merchant-categories.js";
import { maxSpendingLimitAmount, maxSpendingLimits, noSpendingControls, oneCategoryListRule, spendingLimitIntervals, type SpendingControls } from "./spending-controls.js";

/** A list of categories, each named once; null (as a card shows an unset list) is the same as leaving it out. */
const categoryList = withRule(
  z
    .array(z.enum(merchantCategoryIds))
    .min(1)
    .max(merchantCategoryIds.length)
    .refine((list) => new Set(list).size === list.length, { message: "must name each merchant category once" }),
  `must be a list of 1 to ${merchantCategoryIds.length} merchant category ids (${merchantCategoryIds.join(", ")})`,
)
  .nullable()
  .optional();

const spendingLimitInput = z.strictObject({
  amount: centsBetween(1, maxSpendingLimitAmount),
  interval: z.enum(spendingLimitIntervals),
  categories: categoryList,
});

/**
 * The key `field` (camelCase) as the value spells it, if it is set (not null): REST validates this
 * schema with snake_case keys (http/rest-spelling.ts).
 */
function keyAsSent(value: object, field: string): string | undefined {
  const snake = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const set = (key: string) => (value as Record<string, unknown>)[key] != null;
  return set(field) ? field : set(snake) ? snake : undefined;
}

/**
 * spending_controls as POST /cards and POST /cards/{id}/spending_controls take it: as a card shows
 * its controls, so that what one reads can be sent back.
 */
export const spendingControlsInput = z
  .strictObject({
    spendingLimits: z.array(spendingLimitInput).max(maxSpendingLimits),
    allowedCategories: categoryList,
    blockedCategories: categoryList,
  })
  .superRefine((controls, context) => {
    const blocked = keyAsSent(controls, "blockedCategories");
    if (blocked !== undefined && keyAsSent(controls, "allowedCategories") !== undefined) {
      context.addIssue({
        code: "custom",
        path: [blocked],
        input: (controls as Record<string, unknown>)[blocked],
        message: `must not be sent with allowed categories: ${oneCategoryListRule}`,
      });
    }
  });
export type SpendingControlsInput = z.output<typeof spendingControlsInput>;

/** The controls a valid input sets: what it leaves out is null. */
export function spendingControlsOf(input: SpendingControlsInput | undefined): SpendingControls {
  if (!input) return noSpendingControls;
  return {
    spendingLimits: input.spendingLimits.map((limit) => ({ amount: limit.amount, interval: limit.interval, categories: limit.categories ?? null })),
    allowedCategories: input.allowedCategories ?? null,
    blockedCategories: input.blockedCategories ?? null,
  };
}
