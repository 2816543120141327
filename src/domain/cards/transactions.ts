// Card transactions as Relay connections: one card's (GraphQL's Card.transactionsConnection) and
// the whole tenant's (the root cardTransactions), both cards:read and within the caller's
// organization and environment, like GET /cards/{id}/transactions, and both read through one
// listing (CardStore's transactionListing). A dashboard lists a page of cards with their latest
// transactions, so the first page of every card in view is read in one statement
// (CardStore's latestTransactionsOfCards) and counted in one (countTransactionsOfCards), however
// many cards there are; paging on from a cursor reads the one card it is about. The tenant's
// transactions are also exported whole (GET /card_transactions/export), with the same filters.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { connectionPage, connectionOptionFields, type ConnectionPage } from "../pagination.js";
import { idSchema } from "../validation.js";
import { everyItem } from "../exports.js";
import { cardsDomain } from "./context.js";
import type { CardTransactionFilters } from "./store.js";
import {
  cardTransactionStatuses,
  cardTransactionTypes,
  type CardTransaction,
  type CardTransactionStatus,
  type CardTransactionType,
} from "./card.js";

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
    return connectionPage(options, domain.stores.cards.transactionListing(tenant, { cardId: card.id }));
  },
});

/** Which of the tenant's card transactions: one card's (an id the key cannot see matches none), of a type, in a status. */
const cardTransactionFilterFields = {
  card: idSchema.meta({ description: "Only this card's transactions (card_…)." }).optional(),
  type: z.enum(cardTransactionTypes).meta({ description: "Only transactions of this type." }).optional(),
  status: z.enum(cardTransactionStatuses).meta({ description: "Only transactions in this status." }).optional(),
};
type CardTransactionFilterOptions = { card?: string; type?: CardTransactionType; status?: CardTransactionStatus };

function storeFilters({ card, type, status }: CardTransactionFilterOptions): CardTransactionFilters {
  return { cardId: card, type, status };
}

const allCardTransactionsOptions = z.strictObject({ ...connectionOptionFields, ...cardTransactionFilterFields });

/** Every card's transactions in the tenant (GraphQL's root cardTransactions), newest first, from any cursor. */
export const searchAllCardTransactions = defineOperation<z.output<typeof allCardTransactionsOptions>, undefined, ConnectionPage<CardTransaction>>({
  name: "cardTransactions.searchAll",
  scope: "cards:read",
  idempotency: "none",
  options: allCardTransactionsOptions,
  async run(ctx, { options }) {
    const { domain, tenant } = cardsDomain(ctx);
    return connectionPage(options, domain.stores.cards.transactionListing(tenant, storeFilters(options)));
  },
});

const exportCardTransactionsOptions = z.strictObject(cardTransactionFilterFields);

/** GET /card_transactions/export: every card transaction the filters match, read in pages (../exports.ts). */
export const exportCardTransactions = defineOperation<z.output<typeof exportCardTransactionsOptions>, undefined, AsyncIterable<CardTransaction>>({
  name: "cardTransactions.export",
  scope: "cards:read",
  idempotency: "none",
  options: exportCardTransactionsOptions,
  async run(ctx, { options }) {
    const { domain, tenant } = cardsDomain(ctx);
    return everyItem(domain.stores.cards.transactionListing(tenant, storeFilters(options)));
  },
});
