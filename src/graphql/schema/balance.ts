import { builder } from "../builder.js";
import { commandInput, runOperation, runs } from "../context.js";
import { listBalances, testFund, toSafeNumber, totalOf, type Balance as BalanceEntity } from "../../domain/ledger/balances.js";
import { CurrencyEnum } from "./enums.js";
import { idempotencyKeyDescription } from "./input.js";

export const Balance = builder.objectRef<BalanceEntity>("Balance").implement({
  description: "One currency wallet, in minor units.",
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, description: "The wallet's currency.", resolve: (b) => b.currency }),
    available: t.field({ type: "SafeInt", resolve: (b) => toSafeNumber(b.available), description: "Usable for new transfers and cards, in minor units." }),
    reserved: t.field({ type: "SafeInt", resolve: (b) => toSafeNumber(b.reserved), description: "Held for transfers still processing, in minor units." }),
    total: t.field({ type: "SafeInt", description: "available + reserved, in minor units.", resolve: (b) => toSafeNumber(totalOf(b)) }),
    testData: t.boolean({ description: "True for every Sandbox object: simulated, with no monetary value.", resolve: (b) => b.environment === "sandbox" }),
  }),
});

builder.queryFields((t) => ({
  balances: t.field({
    ...runs(listBalances),
    type: [Balance],
    nullable: true,
    description:
      "One Balance per currency wallet, every supported currency included (GET /balances). Needs balances:read. " +
      "Live answers live_operations_disabled until a provider is authorized.",
    resolve: async (_root, _args, ctx) => runOperation(ctx, listBalances),
  }),
}));

builder.mutationFields((t) => ({
  testFund: t.field({
    ...runs(testFund),
    type: Balance,
    nullable: true,
    description:
      "Sandbox only (Live: sandbox_only): credits simulated funds to a wallet and answers its updated Balance (POST /test/fund). " +
      "Needs transfers:write. A currency's funds in all stop at 2^53 - 1 minor units: a fund past that is validation_error on amount.",
    args: {
      amount: t.arg({ type: "SafeInt", required: true, description: "Minor units of currency to credit, 1 to 1000000000." }),
      currency: t.arg({ type: CurrencyEnum, required: true, description: "The wallet to credit." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { idempotencyKey, ...input }, ctx) => runOperation(ctx, testFund, { input: commandInput(input), idempotencyKey }),
  }),
}));
