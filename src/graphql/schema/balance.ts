import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { listBalances, testFund, type BalanceView } from "../../domain/ledger/balances.js";
import { CurrencyEnum } from "./enums.js";

export const Balance = builder.objectRef<BalanceView>("Balance").implement({
  description: "One currency wallet, in minor units.",
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (b) => b.currency }),
    available: t.field({ type: "SafeInt", resolve: (b) => b.available, description: "Usable for new transfers." }),
    reserved: t.field({ type: "SafeInt", resolve: (b) => b.reserved, description: "Held for transfers still processing." }),
    total: t.field({ type: "SafeInt", resolve: (b) => b.total }),
    testData: t.exposeBoolean("test_data"),
  }),
});

builder.queryFields((t) => ({
  balances: t.field({
    ...runs(listBalances),
    type: [Balance],
    nullable: true,
    resolve: async (_root, _args, ctx) => (await runOperation(ctx, listBalances)).data,
  }),
}));

builder.mutationFields((t) => ({
  testFund: t.field({
    ...runs(testFund),
    type: Balance,
    nullable: true,
    description: "Sandbox only: credits simulated funds to a wallet (POST /test/fund).",
    args: {
      amount: t.arg({ type: "SafeInt", required: true }),
      currency: t.arg({ type: CurrencyEnum, required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      runOperation(ctx, testFund, {
        body: { amount: args.amount, currency: args.currency },
        idempotencyKey: args.idempotencyKey,
      }),
  }),
}));
