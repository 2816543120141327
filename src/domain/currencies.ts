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

/** An amount in minor units as a person reads it: describeAmount("USD", 15000) is "USD 150.00". */
export function describeAmount(currency: CurrencyCode, minorUnits: number | bigint): string {
  return `${currency} ${majorUnits(currency, minorUnits)}`;
}

/** A range of amounts in minor units as a person reads it: "USD 5.00 to 2,500.00". */
export function describeAmountRange(currency: CurrencyCode, min: number | bigint, max: number | bigint): string {
  return `${currency} ${majorUnits(currency, min)} to ${majorUnits(currency, max)}`;
}

function majorUnits(currency: CurrencyCode, minorUnits: number | bigint): string {
  const { exponent } = currencyCatalog[currency];
  const units = BigInt(minorUnits);
  const digits = (units < 0n ? -units : units).toString().padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = exponent > 0 ? `.${digits.slice(-exponent)}` : "";
  return `${units < 0n ? "-" : ""}${whole}${fraction}`;
}
