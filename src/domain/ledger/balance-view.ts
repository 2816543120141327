// The Balance, as GET /balances shows a wallet (one currency's wallet_available and
// wallet_reserved accounts) and as its balance.updated events carry it (docs/api/events-and-webhooks.md).
import { Prisma } from "../../generated/prisma/client.js";
import type { CurrencyCode } from "../currencies.js";
import type { Environment } from "../auth/principal.js";

export interface BalanceView {
  object: "balance";
  currency: CurrencyCode;
  available: number;
  reserved: number;
  total: number;
  test_data: boolean;
}

/**
 * The largest amount the API shows: amounts leave it as JSON numbers (GraphQL's SafeInt), exact
 * only up to 2^53 - 1. No balance can pass it (testFund caps what a wallet is given) and a sum
 * that could is refused with its own error (transferStats).
 */
export const largestShownAmount = BigInt(Number.MAX_SAFE_INTEGER);

/** Amounts leave the database as BigInt and the API as JSON numbers; all stay below 2^53. */
export function toSafeNumber(value: bigint): number {
  if (value > largestShownAmount || value < -largestShownAmount) {
    throw new Error(`amount ${value} exceeds the 53-bit range`);
  }
  return Number(value);
}

/** The one definition of the Balance: a wallet's view from its two accounts' balances. */
export function toBalanceView(environment: Environment, currency: CurrencyCode, available: bigint, reserved: bigint): BalanceView {
  return {
    object: "balance",
    currency,
    available: toSafeNumber(available),
    reserved: toSafeNumber(reserved),
    total: toSafeNumber(available + reserved),
    test_data: environment === "sandbox",
  };
}

/**
 * toBalanceView as a jsonb expression, for a statement that writes the Balance it leaves (a
 * posting's balance.updated event, ledger.ts) where only the database knows the balances:
 * every field but the amounts is toBalanceView's own, and the amounts are computed from the SQL
 * expressions `available` and `reserved` (bigint) as toBalanceView computes them.
 * test/events/balance-events.test.ts proves it equal to toBalanceView and to GET /balances.
 */
export function balanceViewSql(
  environment: Environment,
  currency: CurrencyCode,
  amounts: { available: Prisma.Sql; reserved: Prisma.Sql },
): Prisma.Sql {
  const { available: _available, reserved: _reserved, total: _total, ...fixed } = toBalanceView(environment, currency, 0n, 0n);
  return Prisma.sql`(${JSON.stringify(fixed)}::jsonb || jsonb_build_object('available', ${amounts.available},
    'reserved', ${amounts.reserved}, 'total', ${amounts.available} + ${amounts.reserved}))`;
}
