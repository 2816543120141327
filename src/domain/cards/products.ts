// The card product catalog (docs/api/cards.md#products-and-fees): data in one place, read by
// issuance, funding and GET /card_products. Fees are USD cents; the top-up fee is
// ceil(amount × rate).
export const cardProductIds = ["net-400", "net-404", "net-493-premium", "net-493-atm", "net-536"] as const;
export type CardProductId = (typeof cardProductIds)[number];
export type CardNetwork = "visa" | "mastercard";

export interface CardProduct {
  id: CardProductId;
  /** What people call it: the id names the program, the name what a card is for. */
  name: string;
  network: CardNetwork;
  /** Whether the product can be issued through the API. */
  available: boolean;
  issuanceFee: number;
  kycFee: number;
  /** Top-up fee rate in basis points (1.0 % = 100). */
  topupRateBps: number;
  acceptsInitialLoad: boolean;
}

export const cardProducts: Record<CardProductId, CardProduct> = {
  "net-400": { id: "net-400", name: "Visa Everyday", network: "visa", available: true, issuanceFee: 300, kycFee: 100, topupRateBps: 100, acceptsInitialLoad: true },
  "net-404": { id: "net-404", name: "Visa Prepaid", network: "visa", available: true, issuanceFee: 500, kycFee: 100, topupRateBps: 100, acceptsInitialLoad: false },
  "net-493-premium": { id: "net-493-premium", name: "Mastercard Premium", network: "mastercard", available: true, issuanceFee: 1000, kycFee: 200, topupRateBps: 150, acceptsInitialLoad: true },
  "net-493-atm": { id: "net-493-atm", name: "Mastercard ATM", network: "mastercard", available: false, issuanceFee: 0, kycFee: 0, topupRateBps: 0, acceptsInitialLoad: false },
  "net-536": { id: "net-536", name: "Mastercard Business", network: "mastercard", available: true, issuanceFee: 200, kycFee: 100, topupRateBps: 200, acceptsInitialLoad: true },
};

/** ceil(amount × rate), in integers: no floating point touches money. */
export function topupFee(product: CardProduct, amount: number): number {
  return Math.ceil((amount * product.topupRateBps) / 10_000);
}

/** An initial load's bounds, in USD cents, for a product that accepts one. */
export const initialLoadLimits: { readonly min: number; readonly max: number } = { min: 1000, max: 250_000 };
