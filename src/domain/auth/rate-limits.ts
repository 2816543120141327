// Rate limits (decisions §11): a token bucket per API key — RATE_LIMIT_RPS refill, burst up to
// RATE_LIMIT_BURST — approximated with rate-limiter-flexible's BurstyRateLimiter (a per-second
// limiter plus a burst allowance), and a limit on failed authentications per client address so
// keys cannot be guessed at speed. With Redis the counters are shared by every instance; when
// Redis is unreachable each limiter falls back to its in-process insurance limiter, so the
// service keeps answering, and returns to Redis when it is back.
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { ApiError } from "../errors.js";

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

type Limiter = { consume(key: string, points?: number): Promise<RateLimiterRes> };

function limiter(redis: Redis | undefined, prefix: string, points: number, duration: number): RateLimiterMemory | RateLimiterRedis {
  const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, keyPrefix: prefix, points, duration, insuranceLimiter: memory });
}

function state(limit: number, res: RateLimiterRes): RateLimitState {
  return { limit, remaining: Math.max(0, res.remainingPoints), resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)) };
}

function limited(res: RateLimiterRes, message: string): ApiError {
  const error = new ApiError("rate_limited", message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return error;
}

export class RateLimits {
  private readonly perKey: Limiter;
  private readonly authFailures: RateLimiterMemory | RateLimiterRedis;

  constructor(
    readonly config: RateLimitConfig,
    redis: Redis | undefined,
  ) {
    const { requestsPerSecond: rps, burst } = config;
    const extra = Math.max(1, burst - rps);
    this.perKey = new BurstyRateLimiter(
      limiter(redis, "rl:key", rps, 1),
      limiter(redis, "rl:key-burst", extra, Math.max(1, Math.ceil(extra / rps))),
    );
    this.authFailures = limiter(redis, "rl:auth-fail", config.authFailuresPerMinute, 60);
  }

  /** Takes `points` tokens from the key's bucket, or throws 429 rate_limited with Retry-After. */
  async consumeForKey(keyId: string, points = 1): Promise<RateLimitState> {
    try {
      return state(this.config.requestsPerSecond, await this.perKey.consume(keyId, points));
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      const res = rejection as RateLimiterRes;
      const error = limited(res, "Too many requests for this API key. Retry after the number of seconds in Retry-After.");
      error.rateLimit = state(this.config.requestsPerSecond, res);
      throw error;
    }
  }

  /**
   * Counts a failed authentication against its address; past the limit, throws 429 instead.
   * Only failures are ever refused by address (decisions §11): one misconfigured client behind a
   * shared address must not lock out the valid keys of the others.
   */
  async recordAuthFailure(address: string): Promise<RateLimitState> {
    const res = await this.authFailures.penalty(address, 1);
    const limit = this.config.authFailuresPerMinute;
    if (res.consumedPoints > limit) {
      const error = limited(res, "Too many failed authentications from this address. Retry after the number of seconds in Retry-After.");
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
