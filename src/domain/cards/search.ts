// Cards as a dashboard searches them (GraphQL's cards connection): the REST list's rules
// (cards:read, the caller's tenant, newest first, a cursor the key can see) with statuses, a
// created-at range, the reference and the last four digits, both directions, and a total count.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { referenceSchema } from "../validation.js";
import { bothFilters, connectionPage, connectionOptionFields, type ConnectionPage } from "../pagination.js";
import { cardsDomain } from "./context.js";
import type { Card } from "./card.js";
import { cardStatuses } from "./listing.js";

const searchCardsOptions = z.strictObject({
  ...connectionOptionFields,
  status: z.enum(cardStatuses).optional(),
  /** Any of these statuses; an empty list matches nothing. */
  statuses: z.array(z.enum(cardStatuses)).max(cardStatuses.length).optional(),
  createdAfter: z.date().optional(),
  createdBefore: z.date().optional(),
  reference: referenceSchema.optional(),
  last4: z.string().regex(/^[0-9]{4}$/).optional(),
});

export const searchCards = defineOperation<z.output<typeof searchCardsOptions>, undefined, ConnectionPage<Card>>({
  name: "cards.search",
  scope: "cards:read",
  idempotency: "none",
  options: searchCardsOptions,
  async run(ctx, { options }) {
    const { domain, tenant } = cardsDomain(ctx);
    const { status, statuses, createdAfter, createdBefore, reference, last4 } = options;
    return connectionPage(options, domain.stores.cards.cardListing(tenant, { statuses: bothFilters(status, statuses), createdAfter, createdBefore, reference, last4 }));
  },
});
