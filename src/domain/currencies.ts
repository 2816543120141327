// Supported currencies with their ISO 4217 minor-unit exponents
// (docs/api/conventions.md#currencies).
export const currencyCodes = ["USD", "EUR", "GBP", "XOF", "XAF", "NGN", "GHS", "KES"] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const currencyCatalog: Record<CurrencyCode, { name: string; exponent: number }> = {
  USD: { name: "United States Dollar", exponent: 2 },
  EUR: { name: "Euro", exponent: 2 },
  GBP: { name: "Pound Sterling", exponent: 2 },
  XOF: { name: "West African CFA Franc", exponent: 0 },
  XAF: { name: "Central African CFA Franc", exponent: 0 },
  NGN: { name: "Nigerian Naira", exponent: 2 },
  GHS: { name: "Ghanaian Cedi", exponent: 2 },
  KES: { name: "Kenyan Shilling", exponent: 2 },
};

/** Every Sandbox wallet starts with 100,000 major units (docs/api/conventions.md#starting-funds). */
export function sandboxOpeningBalance(currency: CurrencyCode): bigint {
  return 100_000n * 10n ** BigInt(currencyCatalog[currency].exponent);
}
