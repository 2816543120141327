// Amounts are integers in the currency's minor unit; `currencies { code exponent }` says how many
// decimal places that is (2 for USD, 0 for XOF and XAF).

export type Exponents = ReadonlyMap<string, number>;

export function formatMoney(minor: number, currency: string, exponents: Exponents): string {
  const exponent = exponents.get(currency) ?? 2;
  const major = minor / 10 ** exponent;
  try {
    return new Intl.NumberFormat(undefined, {
      style: "currency",
      currency,
      currencyDisplay: "code",
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    }).format(major);
  } catch {
    return `${major.toFixed(exponent)} ${currency}`;
  }
}

/**
 * "12.34" in a currency of exponent 2 is 1234 minor units; null when the text is not a positive
 * amount with at most `exponent` decimal places. Done on the digits, never through a float.
 */
export function parseAmount(text: string, exponent: number): number | null {
  const cleaned = text.trim().replace(/[\s,_]/g, "");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > exponent) return null;
  const minor = Number(match[1] + fraction.padEnd(exponent, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}
