// Transfers as a dashboard searches them (GraphQL's transfers connection): the REST list's
// rules (transfers:read, the caller's tenant, newest first, a cursor the key can see) with the
// filters a dashboard needs — statuses, currency, a created-at range, the reference or its start,
// an amount range, the destination's last four digits — both directions of paging, and a total count.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { tenantOf } from "../auth/principal.js";
import { referenceSchema } from "../validation.js";
import { bothFilters, connectionPage, connectionOptionFields, type ConnectionPage } from "../pagination.js";
import { transferStatuses, type Transfer } from "./transfer.js";
import { checkAmountRange, storeFilters, transferFilterFields } from "./filters.js";

const searchTransfersOptions = z.strictObject({
  ...connectionOptionFields,
  status: z.enum(transferStatuses).optional(),
  /** Any of these statuses; an empty list matches nothing. */
  statuses: z.array(z.enum(transferStatuses)).max(transferStatuses.length).optional(),
  createdAfter: z.date().optional(),
  createdBefore: z.date().optional(),
  reference: referenceSchema.optional(),
  last4: z.string().regex(/^[A-Za-z0-9]{4}$/).optional(),
  ...transferFilterFields,
});

export const searchTransfers = defineOperation<z.output<typeof searchTransfersOptions>, undefined, ConnectionPage<Transfer>>({
  name: "transfers.search",
  scope: "transfers:read",
  idempotency: "none",
  options: searchTransfersOptions,
  checkInput: ({ options }) => checkAmountRange(options),
  async run(ctx, { options }) {
    const { status, statuses, createdAfter, createdBefore, reference, last4 } = options;
    const listing = ctx.domain.stores.transfers.listing(tenantOf(ctx.principal), {
      statuses: bothFilters(status, statuses),
      createdAfter,
      createdBefore,
      reference,
      last4,
      ...storeFilters(options),
    });
    return connectionPage(options, listing);
  },
});
