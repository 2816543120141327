// GET /cards (listCards), and the statuses it and GraphQL's cards connection (searchCards,
// search.ts) filter by. What a list of cards reads, whichever page asks, is CardStore's
// cardListing (store.ts): always within the caller's tenant, newest first, with balances.
import { z } from "zod";
import type { CardStatus } from "../../generated/prisma/client.js";
import { defineOperation } from "../operation.js";
import { cursorOptionFields, pageAfter, type Page } from "../pagination.js";
import { cardsDomain } from "./context.js";
import type { Card } from "./card.js";

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
    return pageAfter(options, domain.stores.cards.cardListing(tenant, { statuses: options.status ? [options.status] : undefined }));
  },
});
