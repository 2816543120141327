// A Balance: one currency's wallet (its wallet_available and wallet_reserved accounts), as
// GET /balances shows it and its balance.updated events carry it (docs/api/events-and-webhooks.md).
import type { CurrencyCode } from "../currencies.js";
import type { Environment } from "../auth/principal.js";

export interface Balance {
  environment: Environment;
  currency: CurrencyCode;
  available: bigint;
  reserved: bigint;
}

/** What the wallet holds: available + reserved. */
export function totalOf(balance: Balance): bigint {
  return balance.available + balance.reserved;
}

/**
 * The largest amount the API shows: amounts leave it as JSON numbers (GraphQL's SafeInt), exact
 * only up to 2^53 - 1. No balance can pass it (testFund caps what a wallet is given) and a sum
 * that could is refused with its own error (transferStats).
 */
export const largestShownAmount = BigInt(Number.MAX_SAFE_INTEGER);

/** Named amounts (a fee breakdown) as toSafeNumber leaves each one. */
export function toSafeNumbers(amounts: Record<string, bigint>): Record<string, number> {
  return Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, toSafeNumber(amount)]));
}

/** Amounts leave the database as BigInt and the API as JSON numbers; all stay below 2^53. */
export function toSafeNumber(value: bigint): number {
  if (value > largestShownAmount || value < -largestShownAmount) {
    throw new Error(`amount ${value} exceeds the 53-bit range`);
  }
  return Number(value);
}
