// GET /transfers/export: every transfer GET /transfers' filters match, as the transport renders it
// (CSV), read in pages (../exports.ts). The list's scope and tenant; no paging options.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { tenantOf } from "../auth/principal.js";
import { everyItem } from "../exports.js";
import { transferStatuses, type Transfer } from "./transfer.js";
import { checkAmountRange, storeFilters, transferFilterFields } from "./filters.js";

const exportTransfersOptions = z.strictObject({
  status: z.enum(transferStatuses).optional(),
  ...transferFilterFields,
});

export const exportTransfers = defineOperation<z.output<typeof exportTransfersOptions>, undefined, AsyncIterable<Transfer>>({
  name: "transfers.export",
  scope: "transfers:read",
  idempotency: "none",
  options: exportTransfersOptions,
  checkInput: ({ options }) => checkAmountRange(options),
  async run(ctx, { options }) {
    const listing = ctx.domain.stores.transfers.listing(tenantOf(ctx.principal), {
      statuses: options.status ? [options.status] : undefined,
      ...storeFilters(options),
    });
    return everyItem(listing);
  },
});
