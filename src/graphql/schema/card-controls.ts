// A card's spending controls (Card.spendingControls, and the input issueCard and
// updateCardSpendingControls take) and the merchant-category catalog (Query.merchantCategories).
import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import type { MccRange as MccRangeEntity, MerchantCategory as MerchantCategoryEntity } from "../../domain/cards/merchant-categories.js";
import { listMerchantCategories } from "../../domain/cards/cards.js";
import { maxSpendingLimitAmount, maxSpendingLimits, type SpendingControls as SpendingControlsEntity, type SpendingLimit as SpendingLimitEntity } from "../../domain/cards/spending-controls.js";
import { MerchantCategoryIdEnum, SpendingLimitIntervalEnum } from "./card-enums.js";

const SpendingLimit = builder.objectRef<SpendingLimitEntity>("SpendingLimit").implement({
  description: "A cap on what a card spends: per purchase, or per calendar period (UTC, weeks from Monday).",
  fields: (t) => ({
    amount: t.field({ type: "SafeInt", description: "USD cents.", resolve: (limit) => limit.amount }),
    interval: t.field({ type: SpendingLimitIntervalEnum, description: "What it caps.", resolve: (limit) => limit.interval }),
    categories: t.field({
      type: [MerchantCategoryIdEnum],
      nullable: true,
      description: "The categories whose purchases count towards it; null: every purchase.",
      resolve: (limit) => limit.categories,
    }),
  }),
});

export const SpendingControls = builder.objectRef<SpendingControlsEntity>("SpendingControls").implement({
  description: "What a card may be used for. No limits and both lists null: as much as its balance, anywhere.",
  fields: (t) => ({
    spendingLimits: t.field({ type: [SpendingLimit], description: "Its limits; a purchase passing any of them is declined.", resolve: (c) => c.spendingLimits }),
    allowedCategories: t.field({
      type: [MerchantCategoryIdEnum],
      nullable: true,
      description: "Set: purchases at any other category are declined.",
      resolve: (c) => c.allowedCategories,
    }),
    blockedCategories: t.field({
      type: [MerchantCategoryIdEnum],
      nullable: true,
      description: "Set: purchases at these categories are declined.",
      resolve: (c) => c.blockedCategories,
    }),
  }),
});

const SpendingLimitInput = builder.inputType("SpendingLimitInput", {
  description: "A spending limit to set.",
  fields: (t) => ({
    amount: t.field({ type: "SafeInt", required: true, description: `USD cents, 1 to ${maxSpendingLimitAmount}.` }),
    interval: t.field({ type: SpendingLimitIntervalEnum, required: true, description: "What it caps." }),
    categories: t.field({
      type: [MerchantCategoryIdEnum],
      description: "Only purchases at these categories count towards it (each once); every purchase unless given.",
    }),
  }),
});

export const SpendingControlsInput = builder.inputType("SpendingControlsInput", {
  description: "A card's spending controls, set whole. allowedCategories and blockedCategories together are validation_error.",
  fields: (t) => ({
    spendingLimits: t.field({ type: [SpendingLimitInput], required: true, description: `0 to ${maxSpendingLimits} limits.` }),
    allowedCategories: t.field({ type: [MerchantCategoryIdEnum], description: "Only purchases at these categories are approved (each once)." }),
    blockedCategories: t.field({ type: [MerchantCategoryIdEnum], description: "Purchases at these categories are declined (each once)." }),
  }),
});

const MccRange = builder.objectRef<MccRangeEntity>("MccRange").implement({
  description: "Merchant category codes, four digits each, both ends included.",
  fields: (t) => ({
    from: t.exposeString("from", { description: "The first code." }),
    to: t.exposeString("to", { description: "The last code." }),
  }),
});

const MerchantCategory = builder.objectRef<MerchantCategoryEntity>("MerchantCategory").implement({
  description: "A merchant category of the catalog, with the merchant category codes (MCCs) it stands for.",
  fields: (t) => ({
    id: t.field({ type: MerchantCategoryIdEnum, description: "Its id, as spending controls and purchases name it.", resolve: (c) => c.id }),
    name: t.exposeString("name", { description: "Its name, for people." }),
    mccRanges: t.field({ type: [MccRange], description: "The codes it stands for.", resolve: (c) => c.mccRanges }),
  }),
});

builder.queryFields((t) => ({
  merchantCategories: t.field({
    ...runs(listMerchantCategories),
    type: [MerchantCategory],
    nullable: true,
    description: "The merchant-category catalog (GET /merchant_categories). Needs cards:read.",
    resolve: (_root, _args, ctx) => runOperation(ctx, listMerchantCategories),
  }),
}));
