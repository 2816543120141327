// CardProduct: the card product catalog and its fees, and Query.cardProducts.
import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { listCardProducts } from "../../domain/cards/cards.js";
import type { CardProduct as CardProductEntity } from "../../domain/cards/products.js";
import { CardNetworkEnum } from "./card-enums.js";

const CardProduct = builder.objectRef<CardProductEntity>("CardProduct").implement({
  description: "A card product of the catalog: what issuing and funding its cards cost, in USD cents.",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The id issueCard takes, such as net-400." }),
    name: t.exposeString("name", { description: "What people call it, such as Visa Everyday: show this, not the id." }),
    network: t.field({ type: CardNetworkEnum, description: "Its cards' network.", resolve: (p) => p.network }),
    available: t.exposeBoolean("available", { description: "Whether the API can issue it; issuing one that is not is product_unavailable." }),
    issuanceFee: t.field({ type: "SafeInt", description: "USD cents, charged at issue.", resolve: (p) => p.issuanceFee }),
    kycFee: t.field({ type: "SafeInt", description: "USD cents, charged at issue.", resolve: (p) => p.kycFee }),
    topupRatePercent: t.float({
      description: "The top-up fee rate in percent (1.5 is 1.5 %): ceil(amount × rate) on an initial load and on every fund.",
      resolve: (p) => p.topupRateBps / 100,
    }),
    acceptsInitialLoad: t.boolean({
      description: "Whether issueCard takes an initialLoad for it (else validation_error on initialLoad).",
      resolve: (p) => p.acceptsInitialLoad,
    }),
  }),
});

builder.queryFields((t) => ({
  cardProducts: t.field({
    ...runs(listCardProducts),
    type: [CardProduct],
    nullable: true,
    description: "The card product catalog and its fees (GET /card_products). Needs cards:read.",
    resolve: async (_root, _args, ctx) => runOperation(ctx, listCardProducts),
  }),
}));
