// GET /merchant_categories as REST answers it (docs/api/cards.md#merchant-categories).
import type { MerchantCategory } from "../../domain/cards/merchant-categories.js";
import { wholeListBody } from "../rest-lists.js";

export function renderMerchantCategory(category: MerchantCategory) {
  return {
    object: "merchant_category" as const,
    id: category.id,
    name: category.name,
    mcc_ranges: category.mccRanges.map((range) => ({ from: range.from, to: range.to })),
  };
}
export type MerchantCategoryBody = ReturnType<typeof renderMerchantCategory>;

export const renderMerchantCategories = (categories: readonly MerchantCategory[]) => wholeListBody(categories.map(renderMerchantCategory));
