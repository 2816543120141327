// What a list of cards reads, whichever page asks: GET /cards (listCards, here) and GraphQL's
// cards connection (searchCards, search.ts). Always within the caller's tenant, newest first, with balances.
import { z } from "zod";
import type { CardStatus, Prisma } from "../../generated/prisma/client.js";
import type { Db } from "../domain.js";
import type { Environment } from "../auth/principal.js";
import { defineOperation } from "../operation.js";
import { createdBetween, cursorOptionFields, pageAfter, type Page, type Listing } from "../pagination.js";
import { cardsDomain } from "./context.js";
import { cardBalances } from "./statements.js";
import { toCard, type Card, type CardRow } from "./card.js";

export interface CardFilters {
  /** Any of these; an empty list matches nothing. */
  statuses?: CardStatus[];
  createdAfter?: Date;
  createdBefore?: Date;
  reference?: string;
  /** The card number's last four digits. */
  last4?: string;
}

export function cardListing(db: Db, tenant: { organizationId: string; environment: Environment }, filters: CardFilters): Listing<CardRow, Card> {
  const where: Prisma.CardWhereInput = {
    ...tenant,
    ...(filters.statuses ? { status: { in: filters.statuses } } : {}),
    ...createdBetween(filters.createdAfter, filters.createdBefore),
    ...(filters.reference !== undefined ? { reference: filters.reference } : {}),
    ...(filters.last4 !== undefined ? { last4: filters.last4 } : {}),
  };
  return {
    noun: "a card",
    isVisible: async (id) => Boolean(await db.card.findFirst({ where: { ...tenant, id }, select: { id: true } })),
    fetch: (condition, order, take) => db.card.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
    count: () => db.card.count({ where }),
    items: async (rows) => {
      const balances = await cardBalances(db, tenant, rows.map((c) => c.id));
      return rows.map((c) => toCard(c, balances.get(c.id) ?? 0n));
    },
  };
}

export const cardStatuses = ["active", "frozen", "terminated"] as const satisfies readonly CardStatus[];

const listCardsOptions = z.strictObject({
  ...cursorOptionFields,
  status: z.enum(cardStatuses).optional(),
});

export const listCards = defineOperation<z.output<typeof listCardsOptions>, undefined, Page<Card>>({
  name: "cards.list",
  scope: "cards:read",
  idempotency: "none",
  options: listCardsOptions,
  async run(ctx, { options }) {
    const { domain, tenant } = cardsDomain(ctx);
    return pageAfter(options, cardListing(domain.prisma, tenant, { statuses: options.status ? [options.status] : undefined }));
  },
});
