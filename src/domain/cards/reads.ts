// The card reads: GET /cards/{id}, /cards/{id}/transactions, /cards/{id}/details, /card_products,
// /merchant_categories, and one card transaction by its id. (GET /cards is in listing.ts.)
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { ApiError } from "../errors.js";
import { checkId, optionalInteger } from "../validation.js";
import type { Page } from "../pagination.js";
import { cardProductIds, cardProducts, type CardProduct, type CardNetwork } from "./products.js";
import { merchantCategoryList, type MerchantCategory } from "./merchant-categories.js";
import { cardDetailsSecret, deriveCardNumber, deriveCvv } from "./details.js";
import { checkDetailsShown } from "./rules.js";
import { cardsDomain } from "./context.js";
import { toCardTransaction, type Card, type CardDetails, type CardTransaction } from "./card.js";

export const getCard = defineOperation<undefined, undefined, Card>({
  name: "cards.get",
  scope: "cards:read",
  idempotency: "none",
  async run(ctx, { id }) {
    const { domain, tenant } = cardsDomain(ctx);
    const row = await domain.stores.cards.findCard(tenant, id);
    return await domain.stores.cards.cardWithBalance(tenant, row);
  },
});

export const cardTransactionsPageSize = 20;

const cardTransactionsOptions = z.strictObject({ page: optionalInteger(1, 1000, 1) });

export const listCardTransactions = defineOperation<z.output<typeof cardTransactionsOptions>, undefined, Page<CardTransaction>>({
  name: "cards.listTransactions",
  scope: "cards:read",
  idempotency: "none",
  options: cardTransactionsOptions,
  async run(ctx, { id, options }) {
    const { domain, tenant } = cardsDomain(ctx);
    const card = await domain.stores.cards.findCard(tenant, id);
    const rows = await domain.stores.cards.transactionsOfCard(tenant, card.id, {
      skip: (options.page - 1) * cardTransactionsPageSize,
      take: cardTransactionsPageSize + 1,
    });
    return { items: rows.slice(0, cardTransactionsPageSize).map(toCardTransaction), hasMore: rows.length > cardTransactionsPageSize };
  },
});

/** One card transaction by its id (GraphQL's node): the card's own scope, cards:read. */
export const getCardTransaction = defineOperation<undefined, undefined, CardTransaction>({
  name: "cardTransactions.get",
  scope: "cards:read",
  idempotency: "none",
  async run(ctx, args) {
    const { domain, tenant } = cardsDomain(ctx);
    const id = checkId(args.id);
    const row = await domain.stores.cards.findTransaction(tenant, id);
    if (!row) throw new ApiError("not_found", `No card transaction ${id}.`);
    return toCardTransaction(row);
  },
});

export const revealCardDetails = defineOperation<undefined, undefined, CardDetails>({
  name: "cards.revealDetails",
  scope: "cards:sensitive",
  idempotency: "none",
  requiresLiveActivation: true,
  async run(ctx, { id }) {
    // No 503 here: details in Live are 403 or 404, never 503 (docs/api/cards.md#live), and a Live
    // card cannot exist yet.
    const { domain, tenant } = cardsDomain(ctx);
    const card = await domain.stores.cards.findCard(tenant, id);
    checkDetailsShown(card.status);
    const secret = await cardDetailsSecret(domain.stores.settings);
    return {
      cardId: card.id,
      environment: card.environment,
      number: deriveCardNumber(secret, card.id, card.network as CardNetwork),
      cvv: deriveCvv(secret, card.id),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    };
  },
});

const productList = cardProductIds.map((id) => cardProducts[id]);

export const listCardProducts = defineOperation<undefined, undefined, CardProduct[]>({
  name: "cardProducts.list",
  scope: "cards:read",
  idempotency: "none",
  async run() {
    return productList;
  },
});

export const listMerchantCategories = defineOperation<undefined, undefined, readonly MerchantCategory[]>({
  name: "merchantCategories.list",
  scope: "cards:read",
  idempotency: "none",
  async run() {
    return merchantCategoryList;
  },
});
