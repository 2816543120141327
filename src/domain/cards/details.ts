// Sandbox card numbers and CVVs are derived on demand (docs/api/cards.md#card-details): HMAC of the
// card id under a server secret, shaped into 16 digits with the network's prefix and a valid Luhn
// digit. Neither is ever stored or logged; only last4 is kept on the card.
import { createHmac } from "node:crypto";
import type { SettingsStore } from "../settings-store.js";
import type { CardNetwork } from "./products.js";

/**
 * CARD_DETAILS_SECRET, or a secret generated once per database (see service-secrets.ts).
 * `settings`: the caller's transaction's when it has one (settings-store.ts).
 */
export function cardDetailsSecret(settings: SettingsStore): Promise<string> {
  return settings.secret("CARD_DETAILS_SECRET");
}

function digitsFrom(secret: string, label: string, count: number): string {
  let digits = "";
  for (let round = 0; digits.length < count; round++) {
    const mac = createHmac("sha256", secret).update(`${label}:${round}`).digest();
    for (const byte of mac) if (byte < 250) digits += String(byte % 10); // unbiased
  }
  return digits.slice(0, count);
}

export function luhnCheckDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function deriveCardNumber(secret: string, cardId: string, network: CardNetwork): string {
  const body = digitsFrom(secret, `number:${cardId}`, 14);
  const prefix = network === "visa" ? "4" : `5${1 + (Number(body[0]) % 5)}`;
  const partial = (prefix + body).slice(0, 15);
  return partial + luhnCheckDigit(partial);
}

export function deriveCvv(secret: string, cardId: string): string {
  return digitsFrom(secret, `cvv:${cardId}`, 3);
}
