// The per-key token bucket (docs/api/rate-limits.md#per-key-limit): `burst` tokens at most,
// refilled continuously at `perSecond`; a request takes its points or is refused, taking nothing.
// rate-limiter-flexible has no token bucket (its BurstyRateLimiter is two fixed windows, which let
// a key spend about twice the refill rate for as long as it kept sending), so the bucket is written
// here: the rule once, in `refill`/`take`, and kept in Redis by a script that runs the same
// arithmetic.
import type { Redis } from "ioredis";

export interface BucketRule {
  perSecond: number;
  burst: number;
}

export interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  at: number;
}

export interface Taken {
  allowed: boolean;
  /** Tokens left after this request (fractional: the refill is continuous). */
  tokens: number;
}

/** The bucket at `now`: refilled since it was last seen, never above the burst. */
export function refill(rule: BucketRule, bucket: Bucket | undefined, now: number): Bucket {
  if (!bucket) return { tokens: rule.burst, at: now };
  const elapsed = Math.max(0, now - bucket.at);
  return { tokens: Math.min(rule.burst, bucket.tokens + (elapsed * rule.perSecond) / 1000), at: Math.max(now, bucket.at) };
}

/** Takes `points` if the bucket holds them; returns the bucket afterwards and whether it did. */
export function take(rule: BucketRule, bucket: Bucket | undefined, points: number, now: number): { bucket: Bucket } & Taken {
  const current = refill(rule, bucket, now);
  const allowed = current.tokens >= points;
  const tokens = allowed ? current.tokens - points : current.tokens;
  return { bucket: { tokens, at: current.at }, allowed, tokens };
}

/** Milliseconds until the bucket holds `points` again (0 if it does). */
export function msUntil(rule: BucketRule, tokens: number, points: number): number {
  return tokens >= points ? 0 : Math.ceil(((points - tokens) * 1000) / rule.perSecond);
}

export interface BucketStore {
  take(key: string, points: number): Promise<Taken>;
}

/** One process's buckets. Full ones are forgotten now and then: a missing bucket is a full one. */
export class MemoryBuckets implements BucketStore {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(
    private readonly rule: BucketRule,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string, points: number): Promise<Taken> {
    const now = this.now();
    const { bucket, allowed, tokens } = take(this.rule, this.buckets.get(key), points, now);
    this.buckets.set(key, bucket);
    if (now - this.lastSweep > 60_000) this.sweep(now);
    return { allowed, tokens };
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (refill(this.rule, bucket, now).tokens >= this.rule.burst) this.buckets.delete(key);
    }
  }
}

// The same arithmetic as `take`, atomically in Redis on Redis's clock, so that every instance
// shares one bucket per key. The key expires once the bucket would be full again.
const takeScript = `
local perMs = tonumber(ARGV[1]) / 1000
local burst = tonumber(ARGV[2])
local points = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(saved[1]) or burst
local at = tonumber(saved[2]) or now
if now > at then tokens = math.min(burst, tokens + (now - at) * perMs) else now = at end
local allowed = 0
if tokens >= points then
  tokens = tokens - points
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.0f', now))
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.ceil((burst - tokens) / perMs) + 1000))
return {allowed, string.format('%.17g', tokens)}
`;

type ScriptedRedis = Redis & { takeTokens(key: string, perSecond: number, burst: number, points: number): Promise<[number, string]> };

/**
 * Buckets in Redis, shared by every instance. While Redis is not ready (away, reconnecting) the
 * in-process buckets answer instead, so the service keeps answering and keeps limiting.
 */
export class RedisBuckets implements BucketStore {
  private readonly redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly rule: BucketRule,
    private readonly fallback: BucketStore,
  ) {
    if (!("takeTokens" in redis)) redis.defineCommand("takeTokens", { numberOfKeys: 1, lua: takeScript });
    this.redis = redis as ScriptedRedis;
  }

  async take(key: string, points: number): Promise<Taken> {
    // Not ready: ioredis would queue the command until it reconnects, holding the request.
    if (this.redis.status !== "ready") return this.fallback.take(key, points);
    try {
      const [allowed, tokens] = await this.redis.takeTokens(`${this.prefix}${key}`, this.rule.perSecond, this.rule.burst, points);
      return { allowed: allowed === 1, tokens: Number(tokens) };
    } catch {
      return this.fallback.take(key, points);
    }
  }
}
