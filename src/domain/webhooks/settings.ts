// The webhook retry schedule (docs/api/events-and-webhooks.md#retries), scaled by the deployment's
// WEBHOOK_RETRY_BASE_MS (domain.config.webhookRetryBaseMs: 30 s by default, milliseconds in tests).

/** At base 30 s: delays of at most 30 s, 1 min, 2 min, … up to 6 h each. */
export const ceilingInBases = 720;
/** At base 30 s: 3 days after the event was queued, a delivery still failing is given up. */
export const windowInBases = 8640;

/**
 * Exponential backoff with full jitter: the wait before attempt n+1 is uniform in
 * [0, base × 2^(n−1)], capped at base × 720. Spreads retries of many receivers that failed
 * together instead of hammering them in step.
 */
export function retryDelayMs(attemptsSoFar: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(baseMs * 2 ** Math.min(attemptsSoFar - 1, 30), baseMs * ceilingInBases);
  return Math.floor(random() * ceiling);
}

/**
 * When to try again, or null when the retry window (3 days at the default base) is over. The
 * window runs from `queuedAt`: when the delivery was queued, or last redelivered.
 */
export function nextAttemptAt(queuedAt: Date, attemptsSoFar: number, now: Date, baseMs: number): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attemptsSoFar, baseMs));
  return next.getTime() - queuedAt.getTime() > baseMs * windowInBases ? null : next;
}
