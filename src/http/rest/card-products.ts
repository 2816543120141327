// GET /card_products as REST answers it (docs/api/cards.md#products-and-fees).
import { initialLoadLimits, type CardProduct } from "../../domain/cards/products.js";
import { wholeListBody } from "../rest-lists.js";

export function renderCardProduct(product: CardProduct) {
  return {
    object: "card_product" as const,
    id: product.id,
    name: product.name,
    network: product.network,
    available: product.available,
    currency: "USD" as const,
    fees: { issuance: product.issuanceFee, kyc: product.kycFee, topup_rate_percent: product.topupRateBps / 100 },
    initial_load: { accepted: product.acceptsInitialLoad, min: initialLoadLimits.min, max: initialLoadLimits.max },
  };
}
export type CardProductBody = ReturnType<typeof renderCardProduct>;

export const renderCardProducts = (products: CardProduct[]) => wholeListBody(products.map(renderCardProduct));
