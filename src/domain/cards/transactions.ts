// Card transactions as Relay connections: one card's (GraphQL's Card.transactionsConnection) and
// the whole tenant's (the root cardTransactions), both cards:read and within the caller's
// organization and environment, like GET /cards/{id}/transactions, and both read through one
// listing (CardStore's transactionListing). A dashboard lists a page of cards with their latest
// transactions, so the first page of every card in view is read in one statement
// (CardStore's latestTransactionsOfCards) and counted in one (countTransactionsOfCards), however
// many cards there are; paging on from a cursor reads the one card it is about.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { connectionPage, connectionOptionFields, type ConnectionPage } from "../pagination.js";
import { cardsDomain } from "./context.js";
import type { CardTransaction } from "./card.js";

const cardTransactionsOptions = z.strictObject({ ...connectionOptionFields });

/** One card's transactions, newest first, from any cursor. The card is named by the id. */
export const searchCardTransactions = defineOperation<z.output<typeof cardTransactionsOptions>, undefined, ConnectionPage<CardTransaction>>({
  name: "cardTransactions.search",
  scope: "cards:read",
  idempotency: "none",
  options: cardTransactionsOptions,
  async run(ctx, { id, options }) {
    const { domain, tenant } = cardsDomain(ctx);
    const card = await domain.stores.cards.findCard(tenant, id);
    return connectionPage(options, domain.stores.cards.transactionListing(tenant, card.id));
  },
});

/** Every card's transactions in the tenant (GraphQL's root cardTransactions), newest first, from any cursor. */
export const searchAllCardTransactions = defineOperation<z.output<typeof cardTransactionsOptions>, undefined, ConnectionPage<CardTransaction>>({
  name: "cardTransactions.searchAll",
  scope: "cards:read",
  idempotency: "none",
  options: cardTransactionsOptions,
  async run(ctx, { options }) {
    const { domain, tenant } = cardsDomain(ctx);
    return connectionPage(options, domain.stores.cards.transactionListing(tenant));
  },
});
