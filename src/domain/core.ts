// GET /ping and GET /currencies: any valid key (decisions §2b).
import { defineOperation } from "./operation.js";
import { currencyCatalog, currencyCodes, type CurrencyCode } from "./currencies.js";
import type { Environment, Scope } from "./auth/principal.js";

export interface PingView {
  object: "ping";
  environment: Environment;
  organization: { id: string; name: string };
  api_key: { id: string; prefix: string; scopes: Scope[] };
  server_time: string;
}

export const ping = defineOperation<undefined, undefined, PingView>({
  name: "core.ping",
  scope: null,
  idempotency: "none",
  async run({ principal, domain }) {
    return {
      object: "ping",
      environment: principal.environment,
      organization: { id: principal.organization.id, name: principal.organization.name },
      api_key: { ...principal.apiKey },
      server_time: domain.now().toISOString(),
    };
  },
});

export interface CurrencyView {
  code: CurrencyCode;
  name: string;
  exponent: number;
}

const currencyList = {
  object: "list" as const,
  data: currencyCodes.map((code): CurrencyView => ({ code, ...currencyCatalog[code] })),
};

export const listCurrencies = defineOperation<undefined, undefined, typeof currencyList>({
  name: "currencies.list",
  scope: null,
  idempotency: "none",
  async run() {
    return currencyList;
  },
});
