// Transfer statistics for a dashboard's home page (GraphQL's transferStats; no REST route yet):
// per currency, the count and volume of the caller's transfers created in [from, to), by status
// and in total, and the same for each UTC day of the range (a chart's series). One GROUP BY
// statement over the tenant's transfers: no row is loaded.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { currencyCodes, type CurrencyCode } from "../currencies.js";
import { tenantOf } from "../auth/principal.js";
import { largestShownAmount, toSafeNumber } from "../ledger/balances.js";
import { ApiError } from "../errors.js";
import { transferStatuses, type TransferStatus } from "./transfer.js";
import type { TransferVolume } from "./store.js";

/** The longest range one query may cover: a leap year. */
const maxRangeDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

const transferStatsOptions = z
  .strictObject({
    /** Inclusive: transfers created at or after this instant. */
    from: z.date(),
    /** Exclusive: transfers created before this instant. */
    to: z.date(),
    currency: z.enum(currencyCodes).optional(),
  })
  .refine(({ from, to }) => to.getTime() > from.getTime(), { message: "must be after from", path: ["to"] })
  .refine(({ from, to }) => to.getTime() - from.getTime() <= maxRangeDays * dayMs, {
    message: `must be at most ${maxRangeDays} days after from`,
    path: ["to"],
  });
export type TransferStatsOptions = z.output<typeof transferStatsOptions>;

/** How many transfers, and the sums of their amounts and fees, in minor units. */
export interface TransferVolumeView {
  count: number;
  amount: number;
  fee: number;
}

/** Transfers of one UTC day, by status and in total. */
export interface TransferDayView extends Record<TransferStatus | "total", TransferVolumeView> {
  /** The day's first instant (00:00 UTC). */
  day: Date;
}

/** One currency's transfers of the range, by status and in total, and day by day. */
export interface TransferStatsView extends Record<TransferStatus | "total", TransferVolumeView> {
  currency: CurrencyCode;
  /** Every UTC day the range touches, oldest first, days without transfers included (zeros): a chart's time axis. */
  days: TransferDayView[];
}


const zero = () => ({ count: 0n, amount: 0n, fee: 0n });
type Volume = ReturnType<typeof zero>;

function add(into: Volume, row: Volume): void {
  into.count += row.count;
  into.amount += row.amount;
  into.fee += row.fee;
}

/** GraphQL's Int, which TransferVolume.count is: 32 bits. */
const largestCount = 2n ** 31n - 1n;

/**
 * A range's sums can pass what the API can show, where no one transfer or balance can (failed
 * transfers give their funds back, to be sent again): then the range is too long for its volume.
 */
function toVolumeView(volume: Volume): TransferVolumeView {
  if (volume.amount > largestShownAmount || volume.fee > largestShownAmount || volume.count > largestCount) {
    throw new ApiError("validation_error", "The transfers of this range sum past what the API can show: ask for a shorter range.", "to");
  }
  return { count: toSafeNumber(volume.count), amount: toSafeNumber(volume.amount), fee: toSafeNumber(volume.fee) };
}

/** Groups by status and in total: summed as bigint, then converted once. */
function toVolumes(rows: TransferVolume[]): Record<TransferStatus | "total", TransferVolumeView> {
  const byStatus = Object.fromEntries(transferStatuses.map((status) => [status, zero()])) as Record<TransferStatus, Volume>;
  const total = zero();
  for (const row of rows) {
    add(byStatus[row.status], row);
    add(total, row);
  }
  return {
    processing: toVolumeView(byStatus.processing),
    succeeded: toVolumeView(byStatus.succeeded),
    failed: toVolumeView(byStatus.failed),
    total: toVolumeView(total),
  };
}

/** The UTC days [from, to) touches, each as its first instant. */
function daysOf(range: { from: Date; to: Date }): Date[] {
  const days: Date[] = [];
  const first = Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), range.from.getUTCDate());
  for (let day = first; day < range.to.getTime(); day += dayMs) days.push(new Date(day));
  return days;
}

/** One currency's view from its (currency, status, day) groups. */
function toStatsView(currency: CurrencyCode, rows: TransferVolume[], days: Date[]): TransferStatsView {
  const byDay = new Map<string, TransferVolume[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return {
    currency,
    ...toVolumes(rows),
    days: days.map((day) => ({ day, ...toVolumes(byDay.get(day.toISOString().slice(0, 10)) ?? []) })),
  };
}

/** Only currencies with at least one transfer in the range, in the order of GET /currencies. */
export const transferStats = defineOperation<TransferStatsOptions, undefined, TransferStatsView[]>({
  name: "transfers.stats",
  scope: "transfers:read",
  idempotency: "none",
  options: transferStatsOptions,
  async run({ domain, principal }, { options }) {
    const tenant = tenantOf(principal);
    const rows = await domain.stores.transfers.volumes(tenant, options);
    const days = daysOf(options);
    return currencyCodes
      .map((currency) => rows.filter((row) => row.currency === currency))
      .filter((groups) => groups.length > 0)
      .map((groups) => toStatsView(groups[0].currency, groups, days));
  },
});
