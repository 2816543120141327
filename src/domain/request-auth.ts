// The first checks of every API request, in the order of decisions §7: authentication (401),
// environment (401), then the key's rate limit (429). Failed authentications count against
// the client's address; past the limit the address gets 429 instead of another 401.
import type { Domain } from "./domain.js";
import { authenticate } from "./api-keys.js";
import { ApiError } from "./errors.js";
import type { Environment, Principal } from "./principal.js";
import type { RateLimitState } from "./rate-limits.js";

export interface AuthenticatedRequest {
  principal: Principal;
  rateLimit: RateLimitState;
}

export async function authenticateRequest(
  domain: Domain,
  request: { authorization: string | undefined; environment: Environment | undefined; address: string },
): Promise<AuthenticatedRequest> {
  // An address past its failure limit is refused before its key is even looked at: otherwise
  // a right guess (200) would still stand out among the 429s.
  const addressState = await domain.rateLimits.checkAddress(request.address);
  let principal: Principal;
  try {
    principal = await authenticate(domain, request.authorization, request.environment);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await domain.rateLimits.recordAuthFailure(request.address);
      error.rateLimit = { ...addressState, remaining: Math.max(0, addressState.remaining - 1) };
    }
    throw error;
  }
  const rateLimit = await domain.rateLimits.consumeForKey(principal.apiKey.id);
  return { principal, rateLimit };
}

/** The RateLimit-* and Retry-After headers for a response. */
export function rateLimitHeaders(state: RateLimitState | undefined, retryAfterSeconds?: number): Record<string, string> {
  const headers: Record<string, string> = {};
  if (state) {
    headers["RateLimit-Limit"] = String(state.limit);
    headers["RateLimit-Remaining"] = String(state.remaining);
    headers["RateLimit-Reset"] = String(state.resetSeconds);
  }
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  return headers;
}
