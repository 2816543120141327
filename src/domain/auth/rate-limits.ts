// Rate limits (docs/api/rate-limits.md): a token bucket per API key (token-bucket.ts:
// RATE_LIMIT_RPS refill, RATE_LIMIT_BURST at most), and a limit on failed authentications per
// client address so keys cannot be guessed at speed (rate-limiter-flexible, a window of a minute).
// With Redis both are shared by every instance; when Redis is unreachable each falls back to
// in-process counts, so the service keeps answering, and returns to Redis when it is back.
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import type { Logger } from "pino";
import { ApiError } from "../errors.js";
import { MemoryBuckets, RedisBuckets, msUntil, type BucketRule, type BucketStore } from "./token-bucket.js";

export interface RateLimitConfig {
  requestsPerSecond: number;
  burst: number;
  /** Failed authentications allowed per client address per minute. */
  authFailuresPerMinute: number;
}

/** What the RateLimit-* headers say about the caller's bucket. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

function limiter(redis: Redis | undefined, prefix: string, points: number, duration: number): RateLimiterMemory | RateLimiterRedis {
  const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, keyPrefix: prefix, points, duration, insuranceLimiter: memory });
}

/**
 * The client an address stands for, for the limits kept by address: an IPv6 client is usually
 * given a whole /64, and would otherwise have a fresh count for every address in it.
 */
export function addressClient(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}

function limited(msBeforeNext: number, message: string): ApiError {
  const error = new ApiError("rate_limited", message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return error;
}

export class RateLimits {
  private readonly rule: BucketRule;
  /** Every bucket: a key's by its id, an address's by `address:` and the client it stands for. */
  private readonly buckets: BucketStore;
  private readonly authFailures: RateLimiterMemory | RateLimiterRedis;

  constructor(
    readonly config: RateLimitConfig,
    redis: Redis | undefined,
  ) {
    this.rule = { perSecond: config.requestsPerSecond, burst: config.burst };
    const memory = new MemoryBuckets(this.rule);
    this.buckets = redis ? new RedisBuckets(redis, "rl:bucket:", this.rule, memory) : memory;
    this.authFailures = limiter(redis, "rl:auth-fail", config.authFailuresPerMinute, 60);
  }

  /**
   * Takes `points` tokens from the key's bucket, or throws 429 rate_limited with Retry-After (when
   * the bucket holds them again). The headers tell the bucket: its size, the whole tokens left, and
   * the seconds until it is full.
   */
  async consumeForKey(keyId: string, points = 1): Promise<RateLimitState> {
    return this.take(keyId, points, "Too many requests for this API key. Retry after the number of seconds in Retry-After.");
  }

  /** As consumeForKey, for a request that needs no key: its address's bucket (request-auth.ts). */
  async consumeForAddress(address: string): Promise<RateLimitState> {
    return this.take(`address:${addressClient(address)}`, 1, "Too many requests from this address without a key. Retry after the number of seconds in Retry-After.");
  }

  private async take(bucket: string, points: number, refusal: string): Promise<RateLimitState> {
    const { allowed, tokens } = await this.buckets.take(bucket, points);
    const state = { limit: this.rule.burst, remaining: Math.floor(tokens), resetSeconds: Math.ceil(msUntil(this.rule, tokens, this.rule.burst) / 1000) };
    if (allowed) return state;
    const error = limited(msUntil(this.rule, tokens, points), refusal);
    error.rateLimit = state;
    throw error;
  }

  /**
   * Counts a failed authentication against its address; past the limit, throws 429 instead.
   * Only failures are ever refused by address (docs/api/rate-limits.md#failed-authentication): one
   * misconfigured client behind a shared address must not lock out the valid keys of the others.
   */
  async recordAuthFailure(address: string): Promise<RateLimitState> {
    const res = await this.authFailures.penalty(addressClient(address), 1);
    const limit = this.config.authFailuresPerMinute;
    if (res.consumedPoints > limit) {
      const error = limited(res.msBeforeNext, "Too many failed authentications from this address. Retry after the number of seconds in Retry-After.");
      error.rateLimit = { limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
      throw error;
    }
    return { limit, remaining: Math.max(0, limit - res.consumedPoints), resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)) };
  }
}

/** Logs Redis going away and coming back; limiters fall back to memory meanwhile. */
export function watchRedis(redis: Redis, logger: Logger): void {
  let healthy = true;
  redis.on("error", (err) => {
    if (healthy) logger.warn({ err: { message: err.message } }, "Redis unreachable: rate limits fall back to in-process counters");
    healthy = false;
  });
  redis.on("ready", () => {
    if (!healthy) logger.info("Redis reachable again: rate limits are shared again");
    healthy = true;
  });
}
