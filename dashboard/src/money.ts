// Amounts are integers in the currency's minor unit; `currencies { code exponent }` says how many
// decimal places that is (2 for USD, 0 for XOF and XAF).

export type Exponents = ReadonlyMap<string, number>;

// A formatter is costly to make and pages show many amounts: one per currency and exponent.
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(currency: string, exponent: number): Intl.NumberFormat | null {
  const key = `${currency}:${exponent}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.NumberFormat(undefined, { style: "currency", currency, currencyDisplay: "code", minimumFractionDigits: exponent, maximumFractionDigits: exponent }));
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key)!;
}

export function formatMoney(minor: number, currency: string, exponents: Exponents): string {
  const exponent = exponents.get(currency) ?? 2;
  const major = minor / 10 ** exponent;
  return formatterFor(currency, exponent)?.format(major) ?? `${major.toFixed(exponent)} ${currency}`;
}

/** Which way money moved, seen from what the page shows (a wallet, a card): in is +, out is −. */
export type Direction = "in" | "out";

/**
 * "+USD 100.00" or "−USD 12.50" (a true minus sign, U+2212): the sign says which way the money
 * moved, the amount itself stays positive as the API gives it.
 */
export function formatSignedMoney(minor: number, currency: string, exponents: Exponents, direction: Direction): string {
  const unsigned = formatMoney(Math.abs(minor), currency, exponents);
  if (minor === 0) return unsigned;
  return `${direction === "in" ? "+" : "\u2212"}${unsigned}`;
}

/**
 * The way a card transaction moved the card's money: top-ups and refunds in; purchases, fees and
 * withdrawals out; a declined or pending purchase moved nothing (no sign).
 */
export function cardTransactionDirection(type: string, status: string): Direction | undefined {
  if (status !== "succeeded") return undefined;
  return type === "topup" || type === "refund" ? "in" : "out";
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
