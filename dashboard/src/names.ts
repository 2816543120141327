// The words the dashboard shows for the API's codes: a card as people name it ("Visa ••7907"),
// a network ("Mastercard"), a card product by its name ("Visa Everyday"), from the API's own
// catalog (src/domain/cards/products.ts, the same names GET /card_products serves).
import { cardProducts, type CardProductId } from "../../src/domain/cards/products";

const networkNames: Record<string, string> = { visa: "Visa", mastercard: "Mastercard" };

export function networkName(network: string): string {
  return networkNames[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
}

/** "Visa ••7907": the network and the last four digits, as the card itself shows them. */
export function cardName(card: { network: string; last4: string }): string {
  return `${networkName(card.network)} ••${card.last4}`;
}

/** A card product's name (`name` from cardProducts, else the catalog's), else its network and id (a product newer than this build). */
export function productName(product: { id: string; network: string; name?: string | null }): string {
  return product.name ?? cardProducts[product.id as CardProductId]?.name ?? `${networkName(product.network)} (${product.id})`;
}

/** "bank account ••6789" / "mobile money ••0001": a masked transfer destination. */
export function destinationName(destination: { type: string; last4: string }): string {
  return `${destination.type === "bank_account" ? "bank account" : "mobile money"} ••${destination.last4}`;
}
