// Cards as a dashboard searches them (GraphQL's cards connection): the REST list's rules
// (cards:read, the caller's tenant, newest first, a cursor the key can see) with statuses, a
// created-at range, the reference and the last four digits, both directions, and a total count.
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import { referenceSchema } from "../validation.js";
import { bothFilters, connectionPage, connectionQueryFields, createdBetween, type ConnectionPage } from "../pagination.js";
import { cardBalances, cardsDomain, toCardView, type CardView } from "./cards.js";

export const cardStatuses = ["active", "frozen", "terminated"] as const;

const searchCardsQuery = z.strictObject({
  ...connectionQueryFields,
  status: z.enum(cardStatuses).optional(),
  /** Any of these statuses; an empty list matches nothing. */
  statuses: z.array(z.enum(cardStatuses)).max(cardStatuses.length).optional(),
  createdAfter: z.date().optional(),
  createdBefore: z.date().optional(),
  reference: referenceSchema.optional(),
  last4: z.string().regex(/^[0-9]{4}$/).optional(),
});

export const searchCards = defineOperation<z.output<typeof searchCardsQuery>, undefined, ConnectionPage<CardView>>({
  name: "cards.search",
  scope: "cards:read",
  idempotency: "none",
  query: searchCardsQuery,
  async run(ctx, { query }) {
    const { domain, tenant } = cardsDomain(ctx);
    const prisma = domain.prisma;
    const statuses = bothFilters(query.status, query.statuses);
    const where: Prisma.CardWhereInput = {
      ...tenant,
      ...(statuses ? { status: { in: statuses } } : {}),
      ...createdBetween(query.createdAfter, query.createdBefore),
      ...(query.reference !== undefined ? { reference: query.reference } : {}),
      ...(query.last4 !== undefined ? { last4: query.last4 } : {}),
    };
    return connectionPage(query, {
      noun: "a card",
      isVisible: async (id) => Boolean(await prisma.card.findFirst({ where: { ...tenant, id }, select: { id: true } })),
      fetch: (condition, order, take) => prisma.card.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
      count: () => prisma.card.count({ where }),
      view: async (rows) => {
        const balances = await cardBalances(prisma, tenant, rows.map((c) => c.id));
        return rows.map((c) => toCardView(c, balances.get(c.id) ?? 0n));
      },
    });
  },
});
