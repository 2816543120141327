// What the domain reports to whoever watches it (the Prometheus metrics, src/http/metrics.ts): a
// port handed in through the Domain, so no rule knows how, or whether, anything is counted.

/** Which limit refused a request: a key's bucket, an address's failed authentications, or an address's bucket for what needs no key. */
export type RateLimitName = "api_key" | "auth_failures" | "address";

export interface DomainObserver {
  /** A request refused by a rate limit: its key's bucket, or its address's failed authentications. */
  rateLimited(limit: RateLimitName): void;
  /**
   * A webhook attempt that got no 2xx answer: `status` when the receiver answered otherwise,
   * `no_answer` when it did not (timeout, connection refused, a refused address). `final` when
   * the delivery is given up (failed) after it.
   */
  webhookAttemptFailed(reason: "status" | "no_answer", final: boolean): void;
  /** A background worker's round (each costs one or two queries): how often an idle instance asks. */
  workerRound(worker: string): void;
}

/** Counts nothing: the default, for the admin CLI and tests that build a domain of their own. */
export const silentObserver: DomainObserver = {
  rateLimited() {},
  webhookAttemptFailed() {},
  workerRound() {},
};
