// A Balance as REST shows it (docs/api/conventions.md#money-and-the-ledger): GET /balances, the
// answer of POST /test/fund, and the payload of balance.updated events.
import { Prisma } from "../../generated/prisma/client.js";
import type { Environment } from "../../domain/auth/principal.js";
import type { CurrencyCode } from "../../domain/currencies.js";
import { toSafeNumber, totalOf, type Balance } from "../../domain/ledger/balances.js";
import type { BalanceForm } from "../../domain/public-forms.js";
import { wholeListBody } from "../rest-lists.js";
import { environmentOf } from "./environments.js";

export function renderBalance(balance: Balance) {
  return {
    object: "balance" as const,
    currency: balance.currency,
    available: toSafeNumber(balance.available),
    reserved: toSafeNumber(balance.reserved),
    total: toSafeNumber(totalOf(balance)),
    test_data: balance.environment === "sandbox",
  };
}
export type BalanceBody = ReturnType<typeof renderBalance>;

export function parseBalance(shown: unknown): Balance {
  const body = shown as BalanceBody;
  return { environment: environmentOf(body.test_data), currency: body.currency, available: BigInt(body.available), reserved: BigInt(body.reserved) };
}

/**
 * renderBalance as a jsonb expression: every field but the amounts is renderBalance's own, and
 * the amounts are computed from the SQL expressions as renderBalance computes them.
 * test/events/balance-events.test.ts proves it equal to GET /balances.
 */
function renderBalanceSql(environment: Environment, currency: CurrencyCode, amounts: { available: Prisma.Sql; reserved: Prisma.Sql }): Prisma.Sql {
  const { available: _available, reserved: _reserved, total: _total, ...fixed } = renderBalance({ environment, currency, available: 0n, reserved: 0n });
  return Prisma.sql`(${JSON.stringify(fixed)}::jsonb || jsonb_build_object('available', ${amounts.available},
    'reserved', ${amounts.reserved}, 'total', ${amounts.available} + ${amounts.reserved}))`;
}

export const balanceForm: BalanceForm = { render: renderBalance, parse: parseBalance, renderSql: renderBalanceSql };

export const renderBalances = (balances: Balance[]) => wholeListBody(balances.map(renderBalance));
