// The RateLimit-* and Retry-After headers (docs/api/rate-limits.md#headers): how both transports
// tell a caller its key's bucket, over HTTP.
import type { RateLimitState } from "../domain/auth/rate-limits.js";

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
