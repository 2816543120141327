// Session tokens (docs/api/authentication.md#session-tokens): a backend mints one with its API key
// for a browser frontend, which then never holds a secret key. A token carries a subset of its
// key's scopes, lives 60 s to 1 h, takes from its key's rate-limit bucket, can mint nothing, and
// dies when it expires, is revoked, or its key is revoked or expires. Only its hash is stored.
// It is not idempotent: a retried mint makes a second token, which expires unused.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { checkId } from "../validation.js";
import { newSessionTokenSecret } from "./api-keys.js";
import { keyChangePayload } from "./key-cache.js";
import { earliest, everyScopeRule, holdsEveryScope, tenantOf, type Principal, type Scope } from "./principal.js";
import { scopesSchema } from "./key-operations.js";
import { toSessionToken, type IssuedSessionToken, type SessionToken } from "./session-token.js";

export { toSessionToken, type IssuedSessionToken, type SessionToken };

export const minTokenLifetimeSeconds = 60;
export const maxTokenLifetimeSeconds = 3600;
export const defaultTokenLifetimeSeconds = 900;
/** However often it is renewed, a token ends this long after it was minted: a stolen one cannot be kept alive for ever. */
export const maxSessionHours = 12;

const mintInput = z.strictObject({
  scopes: scopesSchema,
  expiresInSeconds: z.int().min(minTokenLifetimeSeconds).max(maxTokenLifetimeSeconds).default(defaultTokenLifetimeSeconds),
  trustedDocumentsOnly: z.boolean().default(false),
});

function tokenNotFound(id: string): ApiError {
  return new ApiError("not_found", `No session token ${id}.`);
}

export const mintSessionToken = defineOperation<undefined, z.output<typeof mintInput>, IssuedSessionToken>({
  name: "sessionTokens.create",
  scope: (principal) => !principal.session,
  scopeRule: "Session tokens are minted with an API key, never with a session token.",
  idempotency: "none",
  input: mintInput,
  async run({ domain, principal }, { input }) {
    const beyond = input.scopes.filter((scope) => !principal.scopes.includes(scope as Scope));
    if (beyond.length > 0) {
      throw new ApiError("insufficient_scope", `A session token's scopes must be the key's own: this key does not hold ${beyond.join(", ")}.`, "scopes");
    }
    const tenant = tenantOf(principal);
    const now = domain.now();
    const { token, prefix, tokenHash } = newSessionTokenSecret(tenant.environment);
    const row = await domain.stores.auth.insertSessionToken({
      id: newId("st"),
      ...tenant,
      apiKeyId: principal.apiKey.id,
      prefix,
      tokenHash,
      scopes: input.scopes,
      trustedDocumentsOnly: input.trustedDocumentsOnly,
      lifetimeSeconds: input.expiresInSeconds,
      expiresAt: earliest(new Date(now.getTime() + input.expiresInSeconds * 1000), principal.apiKey.expiresAt),
      createdAt: now,
    });
    return { ...toSessionToken(row), token };
  },
});

/** Whether `principal` may revoke the token `tokenKeyId` minted: that key, the token itself, or full access. */
function mayRevoke(principal: Principal, token: { id: string; apiKeyId: string }): boolean {
  if (principal.session?.id === token.id) return true;
  if (!principal.session && principal.apiKey.id === token.apiKeyId) return true;
  return holdsEveryScope(principal);
}

/** Revoking a token revoked already answers it as it is, with its first revoked_at. */
export const revokeSessionToken = defineOperation<undefined, undefined, SessionToken>({
  name: "sessionTokens.revoke",
  scope: null,
  idempotency: "none",
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const tenant = tenantOf(principal);
    const found = await domain.stores.auth.findTenantSessionToken(tenant, id);
    if (!found) throw tokenNotFound(id);
    if (!mayRevoke(principal, found)) {
      throw new ApiError("insufficient_scope", `Only the API key that minted session token ${id}, the token itself, or full access may revoke it. ${everyScopeRule}`);
    }
    // Its key's cached credentials are forgotten everywhere: the token's row is among them.
    const payload = keyChangePayload({ keyId: found.apiKeyId });
    await domain.stores.auth.revokeTenantSessionToken(tenant, id, domain.now(), payload);
    domain.apiKeys.changed(payload);
    return toSessionToken((await domain.stores.auth.findTenantSessionToken(tenant, id))!);
  },
});

/**
 * A token renews itself while its page is in use: it then expires its lifetime from now, never
 * later than its key's expiry or maxSessionHours after it was minted.
 */
export const renewSessionToken = defineOperation<undefined, undefined, SessionToken>({
  name: "sessionTokens.renew",
  scope: (principal) => Boolean(principal.session),
  scopeRule: "Only a session token renews itself: an API key mints a new one.",
  idempotency: "none",
  async run({ domain, principal }) {
    const session = principal.session!;
    const latest = earliest(new Date(session.createdAt.getTime() + maxSessionHours * 3_600_000), principal.apiKey.expiresAt);
    const payload = keyChangePayload({ keyId: principal.apiKey.id });
    const renewed = await domain.stores.auth.renewSessionToken(tenantOf(principal), session.id, domain.now(), latest, payload);
    domain.apiKeys.changed(payload);
    // Authentication let it through a moment ago: only a revocation or expiry since could stop it.
    if (!renewed) throw new ApiError("invalid_api_key", "The session token is unknown, revoked or expired, or so is the API key that minted it.");
    return toSessionToken(renewed);
  },
});
