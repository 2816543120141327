// The first checks of every API request, in the check order (docs/api/errors.md#check-order):
// authentication (401), environment (401), the key's rate limit (429), then whether a session
// token made for trusted documents only came with one (403). Failed authentications
// count against the client's address; past the limit its further failures get 429 instead of
// another 401, while a valid key from the same address is served
// (docs/api/rate-limits.md#failed-authentication).
import type { Domain } from "../domain.js";
import { authenticate } from "./api-keys.js";
import { ApiError } from "../errors.js";
import type { Environment, Principal } from "./principal.js";
import type { RateLimitState } from "./rate-limits.js";
import type { RateLimitName } from "../observer.js";

export interface AuthenticatedRequest {
  principal: Principal;
  rateLimit: RateLimitState;
}

export interface CredentialedRequest {
  authorization: string | undefined;
  address: string;
  /** Whether the request runs a registered trusted GraphQL document (never so on REST). */
  trustedDocument: boolean;
}

export async function authenticateRequest(
  domain: Domain,
  request: CredentialedRequest & { environment: Environment | undefined },
  /** Tokens the request takes from its key's bucket: one per GraphQL root field (docs/api/rate-limits.md#graphql). */
  points = 1,
): Promise<AuthenticatedRequest> {
  let principal: Principal;
  try {
    principal = await authenticate(domain, request.authorization, request.environment);
  } catch (error) {
    // A failure counts against the address; past its limit the answer is 429 instead of 401
    // (thrown by recordAuthFailure). Keys are 256-bit random, so answering a right guess with
    // 200 while wrong ones get 429 gives a guesser nothing.
    if (error instanceof ApiError && error.type === "authentication_error") {
      error.rateLimit = await reportingRefusal(domain, "auth_failures", domain.rateLimits.recordAuthFailure(request.address));
    }
    throw error;
  }
  const rateLimit = await reportingRefusal(domain, "api_key", domain.rateLimits.consumeForKey(principal.apiKey.id, points));
  refuseUntrusted(principal, request.trustedDocument, rateLimit);
  return { principal, rateLimit };
}

/**
 * A session token minted with trusted_documents_only runs registered GraphQL documents only
 * (docs/api/authentication.md#trusted-documents): a REST request or any other document is refused.
 */
function refuseUntrusted(principal: Principal, trustedDocument: boolean, rateLimit: RateLimitState): void {
  if (!principal.session?.trustedDocumentsOnly || trustedDocument) return;
  const error = new ApiError(
    "untrusted_document",
    "This session token runs trusted GraphQL documents only: send a registered document by its hash (documentId or extensions.persistedQuery), over GraphQL.",
  );
  error.rateLimit = rateLimit;
  throw error;
}

/**
 * Admits a request that needs no key (a GraphQL operation of introspection or __typename only:
 * GraphiQL reads the schema before a key is entered). With a valid key it takes a token from the
 * key's bucket, as any request: a request with a valid key is never refused because of its
 * address (docs/api/rate-limits.md#per-key-limit). Without one (or with one that is not valid,
 * which is not counted as a failed authentication: nothing needed it) from its address's bucket, of
 * the same size and refill: else anyone could have the service work without limit.
 */
export async function admitKeylessRequest(domain: Domain, request: CredentialedRequest): Promise<{ rateLimit: RateLimitState }> {
  const principal = await validKey(domain, request.authorization);
  if (!principal) return { rateLimit: await reportingRefusal(domain, "address", domain.rateLimits.consumeForAddress(request.address)) };
  const rateLimit = await reportingRefusal(domain, "api_key", domain.rateLimits.consumeForKey(principal.apiKey.id));
  // Introspection included: such a token runs nothing but the documents it was made for.
  refuseUntrusted(principal, request.trustedDocument, rateLimit);
  return { rateLimit };
}

/**
 * A valid key's bucket as it stands, nothing taken: for an answer to something that is no request
 * of the API's (an unknown route, refused before authentication: docs/api/errors.md#check-order),
 * which carries the RateLimit-* headers all the same (docs/api/rate-limits.md#headers). Undefined
 * without a valid key.
 */
export async function keyBucketState(domain: Domain, authorization: string | undefined): Promise<RateLimitState | undefined> {
  const principal = await validKey(domain, authorization);
  return principal && domain.rateLimits.consumeForKey(principal.apiKey.id, 0);
}

/** The key the header names, if it names a valid one; nothing is counted against its address. */
async function validKey(domain: Domain, authorization: string | undefined): Promise<Principal | undefined> {
  if (authorization === undefined) return undefined;
  try {
    return await authenticate(domain, authorization, undefined);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** `check`'s answer; a 429 it throws is reported to the domain's observer (metrics) on its way out. */
async function reportingRefusal<T>(domain: Domain, limit: RateLimitName, check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof ApiError && error.code === "rate_limited") domain.observer.rateLimited(limit);
    throw error;
  }
}
