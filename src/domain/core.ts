// GET /ping and GET /currencies, and GraphQL's viewer: any valid key
// (docs/api/authentication.md#scopes).
import { defineOperation } from "./operation.js";
import { currencyCatalog, currencyCodes, type CurrencyCode } from "./currencies.js";
import { credentialExpiry, type Environment, type Scope, type SessionIdentity } from "./auth/principal.js";

/** Which organization and key a request authenticated as, in which environment, and when. */
export interface Ping {
  environment: Environment;
  organization: { id: string; name: string };
  apiKey: { id: string; prefix: string; scopes: Scope[] };
  serverTime: Date;
}

export const ping = defineOperation<undefined, undefined, Ping>({
  name: "core.ping",
  scope: null,
  idempotency: "none",
  async run({ principal, domain }) {
    return {
      environment: principal.environment,
      organization: { id: principal.organization.id, name: principal.organization.name },
      apiKey: { id: principal.apiKey.id, prefix: principal.apiKey.prefix, scopes: principal.apiKey.scopes },
      serverTime: domain.now(),
    };
  },
});

export interface Currency {
  code: CurrencyCode;
  name: string;
  exponent: number;
}

const currencyList = currencyCodes.map((code): Currency => ({ code, ...currencyCatalog[code] }));

export const listCurrencies = defineOperation<undefined, undefined, Currency[]>({
  name: "currencies.list",
  scope: null,
  idempotency: "none",
  async run() {
    return currencyList;
  },
});

export interface Viewer {
  environment: Environment;
  organization: { id: string; name: string; liveActivated: boolean };
  /** What the caller authenticated with. */
  credential: "api_key" | "session_token";
  /** What the caller may do: the key's scopes, or the session token's. */
  scopes: Scope[];
  /** When the caller's credential stops working (a token's, or its key's if sooner); null if never. */
  expiresAt: Date | null;
  /** The key: the caller's own, or the one that minted its session token. */
  apiKey: { id: string; prefix: string; scopes: Scope[]; createdAt: Date; expiresAt: Date | null };
  sessionToken: SessionIdentity | null;
}

/**
 * Who is asking, as a dashboard's header shows it and hides what the caller may not do: the
 * organization, the environment, the credential (a key or a session token) with its scopes and
 * expiry, and the key. Any valid key or session token.
 */
export const viewer = defineOperation<undefined, undefined, Viewer>({
  name: "core.viewer",
  scope: null,
  idempotency: "none",
  async run({ principal }) {
    // Authentication read the key's row already: the viewer costs no query of its own.
    const key = principal.apiKey;
    const { id, name, liveActivated } = principal.organization;
    return {
      environment: principal.environment,
      organization: { id, name, liveActivated },
      credential: principal.session ? "session_token" : "api_key",
      scopes: principal.scopes,
      expiresAt: credentialExpiry(principal),
      apiKey: { id: key.id, prefix: key.prefix, scopes: key.scopes, createdAt: key.createdAt, expiresAt: key.expiresAt },
      sessionToken: principal.session ?? null,
    };
  },
});
