// What a list of transfers reads, whichever page asks: GET /transfers (pageAfter) and GraphQL's
// transfers connection (connectionPage). Always within the caller's tenant, newest first.
import type { Prisma, Transfer as TransferRow } from "../../generated/prisma/client.js";
import type { Db } from "../domain.js";
import type { Environment } from "../auth/principal.js";
import type { CurrencyCode } from "../currencies.js";
import { createdBetween, type Listing } from "../pagination.js";
import { toTransfer, type Transfer, type TransferStatus } from "./transfer.js";

export interface TransferFilters {
  /** Any of these; an empty list matches nothing. */
  statuses?: TransferStatus[];
  currency?: CurrencyCode;
  createdAfter?: Date;
  createdBefore?: Date;
  reference?: string;
  /** The destination's last four characters. */
  last4?: string;
}

export function transferListing(db: Db, tenant: { organizationId: string; environment: Environment }, filters: TransferFilters): Listing<TransferRow, Transfer> {
  const where: Prisma.TransferWhereInput = {
    ...tenant,
    ...(filters.statuses ? { status: { in: filters.statuses } } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...createdBetween(filters.createdAfter, filters.createdBefore),
    ...(filters.reference !== undefined ? { reference: filters.reference } : {}),
    ...(filters.last4 !== undefined ? { destinationLast4: filters.last4 } : {}),
  };
  return {
    noun: "a transfer",
    isVisible: async (id) => Boolean(await db.transfer.findFirst({ where: { ...tenant, id }, select: { id: true } })),
    fetch: (condition, order, take) => db.transfer.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
    count: () => db.transfer.count({ where }),
    items: (rows) => rows.map(toTransfer),
  };
}
