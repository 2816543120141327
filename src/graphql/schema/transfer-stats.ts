// transferStats: a dashboard's transfer counts and volumes per currency (the transfers.stats operation).
import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { transferStats, type TransferDayView, type TransferStatsView, type TransferVolumeView } from "../../domain/transfers/stats.js";
import { CurrencyEnum } from "./enums.js";
import { withoutNulls } from "./input.js";

const TransferVolume = builder.objectRef<TransferVolumeView>("TransferVolume").implement({
  description: "How many transfers, and the sums of their amounts and fees, in minor units of their currency.",
  fields: (t) => ({
    count: t.exposeInt("count", { description: "The number of transfers." }),
    amount: t.field({ type: "SafeInt", description: "The sum of their amounts.", resolve: (v) => v.amount }),
    fee: t.field({ type: "SafeInt", description: "The sum of their fees.", resolve: (v) => v.fee }),
  }),
});

const TransferDay = builder.objectRef<TransferDayView>("TransferDay").implement({
  description: "One UTC day's transfers of a currency, by status and in total.",
  fields: (t) => ({
    day: t.field({ type: "DateTime", description: "The day's first instant, 00:00 UTC.", resolve: (d) => d.day }),
    processing: t.field({ type: TransferVolume, description: "Transfers created that day still processing.", resolve: (d) => d.processing }),
    succeeded: t.field({ type: TransferVolume, description: "Transfers created that day that succeeded.", resolve: (d) => d.succeeded }),
    failed: t.field({ type: TransferVolume, description: "Transfers created that day that failed.", resolve: (d) => d.failed }),
    total: t.field({ type: TransferVolume, description: "All transfers created that day.", resolve: (d) => d.total }),
  }),
});

const TransferStats = builder.objectRef<TransferStatsView>("TransferStats").implement({
  description: "One currency's transfers created in the range, by status and in total.",
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, description: "The currency of these transfers.", resolve: (s) => s.currency }),
    processing: t.field({ type: TransferVolume, description: "Transfers still processing.", resolve: (s) => s.processing }),
    succeeded: t.field({ type: TransferVolume, description: "Transfers that succeeded.", resolve: (s) => s.succeeded }),
    failed: t.field({ type: TransferVolume, description: "Transfers that failed.", resolve: (s) => s.failed }),
    total: t.field({ type: TransferVolume, description: "All of them, whatever their status.", resolve: (s) => s.total }),
    days: t.field({
      type: [TransferDay],
      description: "Every UTC day the range touches, oldest first, days without transfers included (all zeros): a chart's series over time.",
      resolve: (s) => s.days,
    }),
  }),
});

builder.queryFields((t) => ({
  transferStats: t.field({
    ...runs(transferStats),
    type: [TransferStats],
    nullable: true,
    description:
      "Counts and volumes of the key's transfers (its organization and environment) created in [from, to), " +
      "per currency. A currency with no transfer in the range is left out. The range must end after it starts " +
      "and cover at most 366 days. A range whose sums pass 2^53 - 1 minor units, or whose count passes 2^31 - 1, " +
      "is refused with validation_error on to: ask for a shorter one.",
    args: {
      from: t.arg({ type: "DateTime", required: true, description: "Inclusive: transfers created at or after this instant." }),
      to: t.arg({ type: "DateTime", required: true, description: "Exclusive: transfers created before this instant." }),
      currency: t.arg({ type: CurrencyEnum, description: "Only this currency's transfers; all currencies when omitted." }),
    },
    resolve: async (_root, args, ctx) => {
      const options = withoutNulls({ from: args.from, to: args.to, currency: args.currency });
      return runOperation(ctx, transferStats, { options });
    },
  }),
}));
