// GET /ping and GET /currencies, and GraphQL's viewer: any valid key
// (docs/api/authentication.md#scopes).
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
      api_key: { id: principal.apiKey.id, prefix: principal.apiKey.prefix, scopes: principal.apiKey.scopes },
      server_time: domain.now().toISOString(),
    };
  },
});

export interface CurrencyView {
  code: CurrencyCode;
  name: string;
  exponent: number;
}

const currencyList = currencyCodes.map((code): CurrencyView => ({ code, ...currencyCatalog[code] }));

export const listCurrencies = defineOperation<undefined, undefined, CurrencyView[]>({
  name: "currencies.list",
  scope: null,
  idempotency: "none",
  async run() {
    return currencyList;
  },
});

export interface ViewerView {
  object: "viewer";
  environment: Environment;
  organization: { id: string; name: string; live_activated: boolean };
  api_key: { id: string; prefix: string; scopes: Scope[]; created_at: string; expires_at: string | null };
}

/**
 * Who is asking, as a dashboard's header shows it and hides what the key may not do: the
 * organization, the environment, and the key with its scopes and expiry. Any valid key.
 */
export const viewer = defineOperation<undefined, undefined, ViewerView>({
  name: "core.viewer",
  scope: null,
  idempotency: "none",
  async run({ principal }) {
    // Authentication read the key's row already: the viewer costs no query of its own.
    const key = principal.apiKey;
    return {
      object: "viewer",
      environment: principal.environment,
      organization: { ...principal.organization, live_activated: principal.organization.liveActivated },
      api_key: { id: key.id, prefix: key.prefix, scopes: key.scopes, created_at: key.createdAt.toISOString(), expires_at: key.expiresAt?.toISOString() ?? null },
    };
  },
});
