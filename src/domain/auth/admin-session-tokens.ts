// The admin command line's session:create (docs/operations.md#admin-command-line): a session
// token for a dashboard link, minted by the organization's own API key through the API's
// operation (sessionTokens.create), so its every rule holds: scopes within the key's, lifetime,
// expiry with the key. The key is the newest that works (neither revoked nor expired) and holds
// every scope asked for.
import type { Domain } from "../domain.js";
import { ApiError } from "../errors.js";
import { executeOperation } from "../operation.js";
import { mintSessionToken, type IssuedSessionToken } from "./session-tokens.js";
import type { Environment, Principal, Scope, Tenant } from "./principal.js";

const pageSize = 100;

/** The principal of the tenant's newest working key holding `scopes`, as if that key had called the API. */
async function mintingKey(domain: Domain, tenant: Tenant, scopes: Scope[]): Promise<Principal | undefined> {
  const organization = await domain.stores.auth.findOrganization(tenant.organizationId);
  if (!organization) throw new ApiError("not_found", `No organization ${tenant.organizationId}.`);
  const now = domain.now();
  const listing = domain.stores.auth.keyListing(tenant);
  for (let before: string | undefined; ; ) {
    const keys = await listing.fetch(before === undefined ? {} : { id: { lt: before } }, "desc", pageSize);
    const key = keys.find((k) => !k.revokedAt && (!k.expiresAt || k.expiresAt > now) && scopes.every((scope) => k.scopes.includes(scope)));
    if (key) {
      const keyScopes = key.scopes as Scope[];
      return {
        environment: tenant.environment,
        organization: { id: organization.id, name: organization.name, liveActivated: organization.liveActivated },
        scopes: keyScopes,
        apiKey: { id: key.id, prefix: key.prefix, scopes: keyScopes, createdAt: key.createdAt, expiresAt: key.expiresAt },
      };
    }
    if (keys.length < pageSize) return undefined;
    before = keys[keys.length - 1].id;
  }
}

/**
 * Mints a session token with `scopes` (else all of the minting key's) and a lifetime of
 * `expiresInSeconds` (else the API's default), for trusted documents only (the dashboard's own)
 * unless `withRest`: then it also works on REST, which the dashboard's CSV downloads need.
 */
export async function createAdminSessionToken(
  domain: Domain,
  request: { organizationId: string; environment: Environment; scopes?: Scope[]; expiresInSeconds?: number; withRest?: boolean },
): Promise<IssuedSessionToken> {
  const tenant = { organizationId: request.organizationId, environment: request.environment };
  const principal = await mintingKey(domain, tenant, request.scopes ?? []);
  if (!principal) {
    const holding = request.scopes ? ` holding ${request.scopes.join(", ")}` : "";
    throw new ApiError(
      "not_found",
      `Organization ${request.organizationId} has no working ${request.environment} API key${holding} to mint a session token with: create one with key:create.`,
    );
  }
  const input = { scopes: request.scopes ?? principal.scopes, expiresInSeconds: request.expiresInSeconds, trustedDocumentsOnly: !request.withRest };
  const { result } = await executeOperation({ domain, principal, requestId: "admin-session-create" }, mintSessionToken, { input });
  return result;
}
