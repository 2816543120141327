// API keys managed over the API (docs/api/authentication.md#managing-keys-over-the-api):
// GET /api_keys, POST /api_keys, POST /api_keys/{id}/roll, POST /api_keys/{id}/revoke and their
// GraphQL fields. Only a full-access key (all six scopes) manages the keys of its organization and
// environment. A secret is shown once, in the answer that makes its key; the copy an
// Idempotency-Key keeps for a replay is sealed as webhook secrets are (webhooks/secrets.ts), and
// erased when the key is revoked (key-revocation.ts).
import { z } from "zod";
import { defineOperation, type OperationContext } from "../operation.js";
import type { IdempotencySession } from "../idempotency/idempotency.js";
import type { TransactionStores } from "../stores.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { checkId } from "../validation.js";
import { connectionOptionFields, connectionPage, cursorOptionFields, pageAfter, type ConnectionPage, type Page } from "../pagination.js";
import { decryptWebhookSecret, encryptWebhookSecret } from "../webhooks/secrets.js";
import { newKeySecret } from "./api-keys.js";
import { keyChangePayload } from "./key-cache.js";
import { keyIssuingOperations, revokeKeyOf, secretErased } from "./key-revocation.js";
import { everyScopeRule, holdsEveryScope, scopes, tenantOf, type Scope } from "./principal.js";
import { toApiKey, type ApiKey, type IssuedApiKey } from "./api-key.js";

export { toApiKey, type ApiKey, type IssuedApiKey };

export { everyScopeRule, holdsEveryScope };

export function keyNotFound(id: string): ApiError {
  return new ApiError("not_found", `No API key ${id}.`);
}

/** The longest a rolled key keeps working beside its replacement, and how long unless asked. */
export const maxRollOverlapHours = 168;
export const defaultRollOverlapHours = 24;

// Checked on the whole list, so that an unknown scope is refused naming `scopes` itself; the
// meta tells the OpenAPI document the same values (a refinement has no JSON Schema form). A key's
// scopes and a session token's (session-tokens.ts) follow the same rule.
export const scopesSchema = z
  .array(z.string().meta({ enum: [...scopes] }))
  .min(1)
  .max(scopes.length)
  .refine((list) => list.every((scope) => (scopes as readonly string[]).includes(scope)), `each must be one of ${scopes.join(", ")}`)
  .refine((list) => new Set(list).size === list.length, "each scope may be named once");

/** An instant as ISO 8601, kept in the command as one spelling, so that it fingerprints alike on either transport. */
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

const createKeyInput = z.strictObject({
  scopes: scopesSchema,
  description: z.string().max(255).optional(),
  expiresAt: instant.optional(),
});

const rollKeyInput = z
  .strictObject({ expiresInHours: z.int().min(0).max(maxRollOverlapHours).default(defaultRollOverlapHours) })
  // The body is optional: no body is `{}`, parsed (so the default overlap), the same request.
  .prefault({});

const listKeysOptions = z.strictObject({ ...cursorOptionFields });
const searchKeysOptions = z.strictObject({ ...connectionOptionFields });

export const listApiKeys = defineOperation<z.output<typeof listKeysOptions>, undefined, Page<ApiKey>>({
  name: "apiKeys.list",
  scope: holdsEveryScope,
  scopeRule: everyScopeRule,
  idempotency: "none",
  options: listKeysOptions,
  run: ({ domain, principal }, { options }) => pageAfter(options, domain.stores.auth.keyListing(tenantOf(principal))),
});

/** GraphQL's apiKeys connection: the list's rules, both directions of paging and a count. */
export const searchApiKeys = defineOperation<z.output<typeof searchKeysOptions>, undefined, ConnectionPage<ApiKey>>({
  name: "apiKeys.search",
  scope: holdsEveryScope,
  scopeRule: everyScopeRule,
  idempotency: "none",
  options: searchKeysOptions,
  run: ({ domain, principal }, { options }) => connectionPage(options, domain.stores.auth.keyListing(tenantOf(principal))),
});

/** One key by its id (GraphQL's node). */
export const getApiKey = defineOperation<undefined, undefined, ApiKey>({
  name: "apiKeys.get",
  scope: holdsEveryScope,
  scopeRule: everyScopeRule,
  idempotency: "none",
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const row = await domain.stores.auth.findTenantKey(tenantOf(principal), id);
    if (!row) throw keyNotFound(id);
    return toApiKey(row);
  },
});

type KeyAttributes = { scopes: Scope[]; description: string | null; expiresAt: Date | null };

/**
 * Writes a new key of the caller's tenant in one transaction with the Idempotency-Key's claim and
 * its answer, whose secret is sealed; `attributes` runs first in that transaction.
 */
function issue(ctx: OperationContext, session: IdempotencySession, attributes: (stores: TransactionStores) => Promise<KeyAttributes>): Promise<IssuedApiKey> {
  const tenant = tenantOf(ctx.principal);
  const id = newId("key");
  const { secret, prefix, secretHash } = newKeySecret(tenant.environment);
  const sealedFor = { organizationId: tenant.organizationId, id };
  return session.begin(async (stores) => {
    const row = await stores.auth.insertKey({ id, ...tenant, prefix, secretHash, ...(await attributes(stores)), createdAt: ctx.domain.now() });
    const issued: IssuedApiKey = { ...toApiKey(row), secret };
    await session.complete(stores, { ...issued, secret: await encryptWebhookSecret(stores, sealedFor, secret) });
    return issued;
  }, id);
}

/** A kept answer read back (its secret still sealed), opened: unless its key was revoked since. */
async function openIssued(ctx: OperationContext, stored: IssuedApiKey): Promise<IssuedApiKey> {
  // Revocation replaced the kept answer, but an instance may still hold the sealed one in memory
  // (idempotency/replay-cache.ts): its key is read to refuse it the same.
  const key = await ctx.domain.stores.auth.findTenantKey(tenantOf(ctx.principal), stored.id);
  if (!key || key.revokedAt) {
    const error = secretErased(stored.id);
    error.replayed = true;
    throw error;
  }
  const sealedFor = { organizationId: ctx.principal.organization.id, id: stored.id };
  return { ...stored, secret: await decryptWebhookSecret(ctx.domain.stores, sealedFor, stored.secret) };
}

export const issueApiKey = defineOperation<undefined, z.output<typeof createKeyInput>, IssuedApiKey>({
  name: keyIssuingOperations.create,
  scope: holdsEveryScope,
  scopeRule: everyScopeRule,
  idempotency: "required",
  input: createKeyInput,
  answer: (forms) => forms.issuedApiKey,
  wakes: [], // writes no event
  async run(ctx, { input }, session) {
    const expiresAt = input.expiresAt === undefined ? null : new Date(input.expiresAt);
    if (expiresAt && expiresAt <= ctx.domain.now()) throw new ApiError("validation_error", "expiresAt must be in the future.", "expiresAt");
    return issue(ctx, session, async () => ({ scopes: input.scopes as Scope[], description: input.description ?? null, expiresAt }));
  },
  openStoredAnswer: openIssued,
});

export const rollApiKey = defineOperation<undefined, z.output<typeof rollKeyInput>, IssuedApiKey>({
  name: keyIssuingOperations.roll,
  scope: holdsEveryScope,
  scopeRule: everyScopeRule,
  idempotency: "required",
  input: rollKeyInput,
  answer: (forms) => forms.issuedApiKey,
  wakes: [],
  async run(ctx, args, session) {
    const id = checkId(args.id);
    const tenant = tenantOf(ctx.principal);
    const now = ctx.domain.now();
    const until = new Date(now.getTime() + args.input.expiresInHours * 3_600_000);
    const payload = keyChangePayload({ keyId: id });
    const issued = await issue(ctx, session, async (stores) => {
      // The old key's new expiry and its replacement commit together, or neither does.
      const old = await stores.auth.shortenKeyLife(tenant, id, now, until, payload);
      if (old) return { scopes: old.scopes as Scope[], description: old.description, expiresAt: null };
      const found = await stores.auth.findTenantKey(tenant, id);
      if (!found) throw keyNotFound(id);
      const why = found.revokedAt ? "is revoked" : "has expired";
      throw new ApiError("validation_error", `The API key ${id} ${why}: only a key that still works can be rolled.`, "id");
    });
    // This instance forgets the old key's expiry at once; the statement told every other on commit.
    ctx.domain.apiKeys.changed(payload);
    return issued;
  },
  openStoredAnswer: openIssued,
});

/** Revoking a key revoked already answers it as it is, with its first revoked_at. */
export const revokeOrganizationApiKey = defineOperation<undefined, undefined, ApiKey>({
  name: "apiKeys.revoke",
  scope: holdsEveryScope,
  scopeRule: everyScopeRule,
  idempotency: "none",
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const tenant = tenantOf(principal);
    const revoked = await revokeKeyOf(domain, tenant, id);
    if (revoked) return toApiKey(revoked);
    const key = await domain.stores.auth.findTenantKey(tenant, id);
    if (!key) throw keyNotFound(id);
    return toApiKey(key);
  },
});
