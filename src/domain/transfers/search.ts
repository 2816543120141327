// Transfers as a dashboard searches them (GraphQL's transfers connection): the REST list's
// rules (transfers:read, the caller's tenant, newest first, a cursor the key can see) with the
// filters a dashboard needs — statuses, currency, a created-at range, the reference, the
// destination's last four digits — both directions of paging, and a total count.
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import { currencyCodes } from "../currencies.js";
import { tenantOf } from "../auth/principal.js";
import { referenceSchema } from "../validation.js";
import { bothFilters, connectionPage, connectionQueryFields, createdBetween, type ConnectionPage } from "../pagination.js";
import { toTransferView, transferStatuses, type TransferView } from "./view.js";

const searchTransfersQuery = z.strictObject({
  ...connectionQueryFields,
  status: z.enum(transferStatuses).optional(),
  /** Any of these statuses; an empty list matches nothing. */
  statuses: z.array(z.enum(transferStatuses)).max(transferStatuses.length).optional(),
  currency: z.enum(currencyCodes).optional(),
  createdAfter: z.date().optional(),
  createdBefore: z.date().optional(),
  reference: referenceSchema.optional(),
  last4: z.string().regex(/^[A-Za-z0-9]{4}$/).optional(),
});

export const searchTransfers = defineOperation<z.output<typeof searchTransfersQuery>, undefined, ConnectionPage<TransferView>>({
  name: "transfers.search",
  scope: "transfers:read",
  idempotency: "none",
  query: searchTransfersQuery,
  async run(ctx, { query }) {
    const tenant = tenantOf(ctx.principal);
    const prisma = ctx.domain.prisma;
    const statuses = bothFilters(query.status, query.statuses);
    const where: Prisma.TransferWhereInput = {
      ...tenant,
      ...(statuses ? { status: { in: statuses } } : {}),
      ...(query.currency ? { currency: query.currency } : {}),
      ...createdBetween(query.createdAfter, query.createdBefore),
      ...(query.reference !== undefined ? { reference: query.reference } : {}),
      ...(query.last4 !== undefined ? { destinationLast4: query.last4 } : {}),
    };
    return connectionPage(query, {
      noun: "a transfer",
      isVisible: async (id) => Boolean(await prisma.transfer.findFirst({ where: { ...tenant, id }, select: { id: true } })),
      fetch: (condition, order, take) => prisma.transfer.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
      count: () => prisma.transfer.count({ where }),
      view: (rows) => rows.map(toTransferView),
    });
  },
});
