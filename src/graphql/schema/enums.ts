// Enums whose REST values are valid GraphQL names keep them
// (docs/api/conventions.md#graphql-names).
import { builder } from "../builder.js";
import { currencyCatalog, currencyCodes, type CurrencyCode } from "../../domain/currencies.js";
import type { Environment } from "../../domain/auth/principal.js";

/** Each currency's name and minor unit, from the catalog, in the catalog's order. */
const currencyValues = Object.fromEntries(
  currencyCodes.map((code) => {
    const { name, exponent } = currencyCatalog[code];
    const unit = exponent === 0 ? "no decimal places, amounts in whole units" : `${exponent} decimal places, amounts in 1/${10 ** exponent} of a unit`;
    return [code, { description: `${name}: ${unit}.` }];
  }),
) as Record<CurrencyCode, { description: string }>;

export const CurrencyEnum = builder.enumType("Currency", {
  description: "A supported currency (ISO 4217). Amounts are integers in its minor unit: see CurrencyDetails.exponent.",
  values: currencyValues,
});

export const EnvironmentEnum = builder.enumType("Environment", {
  description: "Sandbox or Live: each has its own keys, and objects made in one are never visible in the other.",
  values: {
    sandbox: {
      description: "Simulated: keys gs_test_…, REST under /sandbox/v1, no monetary value (every object's testData is true).",
    },
    live: {
      description:
        "Real money: keys gs_live_…, REST under /v1. Money movement answers live_operations_disabled until a provider is authorized for the deployment.",
    },
  } satisfies Record<Environment, { description: string }>,
});
