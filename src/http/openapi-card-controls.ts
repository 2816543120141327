// The card spending controls' part of the OpenAPI document (docs/api/cards.md#spending-controls):
// the controls as a card shows them, the merchant-category catalog, a purchase's decision fields
// (gathered into the components by openapi-schemas.ts), their operations' entries (spread into
// openapi-operations.ts, which checks them against OperationDoc, as openapi-api-keys.ts's are) and
// their examples. Apart so that openapi-schemas.ts and openapi-examples.ts stay small enough to read whole.
import { z } from "zod";
import { merchantCategoryIds, merchantCategoryList } from "../domain/cards/merchant-categories.js";
import { spendingLimitIntervals } from "../domain/cards/spending-controls.js";
import { cardDeclineReasons } from "../domain/cards/rules.js";
import type { CardBody, SpendingControlsBody } from "./rest/cards.js";
import { renderMerchantCategories, type MerchantCategoryBody } from "./rest/merchant-categories.js";
import type { ErrorCode } from "../domain/errors.js";
import { describes } from "./openapi-ties.js";

const category = z.enum(merchantCategoryIds);

export const spendingControlsSchema = z
  .object({
    spending_limits: z.array(
      z.object({
        amount: z.int().positive().meta({ description: "USD cents." }),
        interval: z.enum(spendingLimitIntervals).meta({ description: "Calendar periods in UTC; weeks begin on Monday." }),
        categories: z.array(category).nullable().meta({ description: "The categories whose purchases count towards it; null: every purchase." }),
      }),
    ),
    allowed_categories: z.array(category).nullable().meta({ description: "Set: purchases at any other category are declined." }),
    blocked_categories: z.array(category).nullable().meta({ description: "Set: purchases at these categories are declined." }),
  })
  .meta({ description: "What the card may be used for; no limits and both lists null: as much as its balance, anywhere." });

/** A card transaction's merchant, with the category a purchase was made at. */
const merchantSchema = z.object({
  name: z.string().nullable(),
  mcc: z.string().nullable(),
  country: z.string().nullable(),
  category: category.nullable().meta({ description: "A purchase's merchant category; null on other transactions." }),
});

const declineReasonSchema = z
  .enum(cardDeclineReasons)
  .nullable()
  .meta({ description: "Why a declined purchase was declined, the first check it failed in the decision order; null otherwise." });

/** A card transaction, a purchase's decision with it. */
export const cardTransactionSchema = z.object({
  id: z.string(),
  object: z.literal("card_transaction"),
  card_id: z.string(),
  type: z.enum(["authorization", "refund", "topup", "withdrawal", "fee"]),
  status: z.enum(["succeeded", "declined", "pending"]).meta({ description: "pending: a purchase waiting for the real-time authorization decision." }),
  amount: z.int().nonnegative(),
  currency: z.literal("USD"),
  merchant: merchantSchema,
  decline_reason: declineReasonSchema,
  created_at: z.iso.datetime(),
  test_data: z.boolean(),
});

export const merchantCategorySchema = z.object({
  object: z.literal("merchant_category"),
  id: category,
  name: z.string(),
  mcc_ranges: z
    .array(z.object({ from: z.string(), to: z.string() }))
    .meta({ description: "The merchant category codes (four digits, both ends included) the category stands for." }),
});
export const merchantCategoryListSchema = z.object({ object: z.literal("list"), data: z.array(merchantCategorySchema) });

export const cardControlsResponseComponents = {
  MerchantCategory: merchantCategorySchema,
  MerchantCategoryList: merchantCategoryListSchema,
};

describes<typeof spendingControlsSchema, SpendingControlsBody>(true);
describes<typeof merchantCategorySchema, MerchantCategoryBody>(true);

export const noSpendingControlsExample: SpendingControlsBody = { spending_limits: [], allowed_categories: null, blocked_categories: null };

export const spendingControlsExample = {
  spending_limits: [
    { amount: 50_000, interval: "daily" },
    { amount: 20_000, interval: "monthly", categories: ["restaurants"] },
  ],
  blocked_categories: ["gambling", "atm"],
};

export function controlledCardExample(card: CardBody): CardBody {
  return {
    ...card,
    spending_controls: {
      spending_limits: [
        { amount: 50_000, interval: "daily", categories: null },
        { amount: 20_000, interval: "monthly", categories: ["restaurants"] },
      ],
      allowed_categories: null,
      blocked_categories: ["gambling", "atm"],
    },
  };
}

const ownErrors: ErrorCode[] = ["card_state_conflict", "provider_error", "live_operations_disabled", "provider_not_configured", "provider_timeout"];

export function cardControlsOperationDocs(card: CardBody) {
  return {
    "POST /cards/{id}/spending_controls": {
      operationId: "updateCardSpendingControls",
      tag: "Cards" as const,
      summary: "Replace a card's spending controls",
      description:
        "Replaces the card's controls whole: limits per authorization and per calendar interval (UTC, weeks from Monday), each for every " +
        "purchase or for some merchant categories, and the categories the card may (`allowed_categories`) or may not (`blocked_categories`) " +
        "be used at; sending both lists is 400 `validation_error`. `{\"spending_limits\": []}` removes every control. No Idempotency-Key: " +
        "the same controls sent twice leave the card as once. A terminated card is 409 `card_state_conflict`.",
      pathId: "The card's id (`card_…`).",
      requestBody: {
        component: "SpendingControlsRequest",
        examples: { daily: { summary: "A daily limit, a monthly one for restaurants, no gambling or cash", value: spendingControlsExample } },
      },
      success: { status: 200 as const, description: "The card with its new controls.", schema: "Card" as const, example: controlledCardExample(card) },
      errors: ownErrors,
    },
    "GET /merchant_categories": {
      operationId: "listMerchantCategories",
      tag: "Cards" as const,
      summary: "List merchant categories",
      description: "The catalog of merchant categories spending controls name and purchases carry, with the merchant category codes each stands for.",
      success: {
        status: 200 as const,
        description: "Every merchant category.",
        schema: "MerchantCategoryList" as const,
        example: renderMerchantCategories(merchantCategoryList),
      },
    },
  };
}
