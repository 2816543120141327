// Open GraphQL subscriptions end when their key or session token is revoked or expires (a
// token's also when its minting key is: docs/api/graphql.md#subscriptions), on every instance. Each instance checks the keys of its own
// open subscriptions, one query for all of them, and only while it has any:
// - at once when a key change is heard (auth/key-cache.ts: a revocation on this instance, or
//   another instance's or the admin command line's through PostgreSQL NOTIFY);
// - when the earliest of their expiry times comes;
// - every second while changes may go unheard (the listening connection is down), and every
//   three seconds otherwise: a change made by hand in SQL sends no notification, and a
//   revocation must end its subscriptions within 5 seconds
//   (docs/api/authentication.md#expiry-and-revocation).
import type { Logger } from "pino";
import type { AuthStore } from "./store.js";
import { ApiError } from "../errors.js";

const unheardPollMs = 1_000;
const heardPollMs = 3_000;

/** Where key changes are heard: the API-key cache, which every change goes through. */
export interface KeyChanges {
  readonly trusted: boolean;
  onChange(listener: () => void): void;
}

interface WatchedKey {
  organizationId: string;
  expiresAt: Date | null;
  ends: Set<(error: ApiError) => void>;
}

export class KeyLapses {
  private readonly watched = new Map<string, WatchedKey>();
  private timer: NodeJS.Timeout | undefined;
  /** When the pending check runs (performance.now()). */
  private timerDue = 0;
  private polling = false;
  /** A change was heard while a check ran: its read may predate the change, so check again. */
  private checkAgain = false;

  constructor(
    private readonly store: AuthStore,
    private readonly now: () => Date,
    private readonly logger: Logger,
    private readonly changes: KeyChanges,
  ) {
    changes.onChange(() => {
      if (this.watched.size > 0) void this.check();
    });
  }

  /** Calls `end` once, when the key or session token `key.id` lapses; the returned function stops watching. */
  watch(key: { id: string; organizationId: string; expiresAt: Date | null }, end: (error: ApiError) => void): () => void {
    let entry = this.watched.get(key.id);
    if (!entry) this.watched.set(key.id, (entry = { organizationId: key.organizationId, expiresAt: key.expiresAt, ends: new Set() }));
    entry.ends.add(end);
    // Sooner if this key expires first, never later: subscriptions opening more often than the
    // poll's interval would otherwise put the poll off for ever, and with it every revocation
    // nobody heard.
    if (!this.polling) this.schedule({ keepSooner: true });
    return () => {
      entry.ends.delete(end);
      if (entry.ends.size === 0 && this.watched.get(key.id) === entry) this.watched.delete(key.id);
      if (this.watched.size === 0) this.stop();
    };
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * The next check: the poll's interval, or sooner when a watched key expires before it. With
   * `keepSooner`, a pending check due before that stays as it is.
   */
  private schedule({ keepSooner = false } = {}): void {
    if (this.watched.size === 0) return this.stop();
    let delay = this.changes.trusted ? heardPollMs : unheardPollMs;
    for (const { expiresAt } of this.watched.values()) {
      if (expiresAt) delay = Math.min(delay, Math.max(0, expiresAt.getTime() - this.now().getTime()));
    }
    const due = performance.now() + delay;
    if (keepSooner && this.timer && this.timerDue <= due) return;
    this.stop();
    this.timerDue = due;
    this.timer = setTimeout(() => void this.check(), delay).unref();
  }

  private async check(): Promise<void> {
    if (this.polling) {
      this.checkAgain = true;
      return;
    }
    this.polling = true;
    this.stop();
    try {
      do {
        this.checkAgain = false;
        await this.endLapsed();
      } while (this.checkAgain && this.watched.size > 0);
    } finally {
      this.polling = false;
      this.schedule();
    }
  }

  private async endLapsed(): Promise<void> {
    if (this.watched.size === 0) return;
    try {
      const organizationIds = [...new Set([...this.watched.values()].map((entry) => entry.organizationId))];
      const now = this.now();
      const lapsed = await this.store.lapsedCredentials(organizationIds, [...this.watched.keys()], now);
      for (const credential of lapsed) {
        const noun = credential.id.startsWith("st_") ? "session token" : "API key";
        const error = new ApiError(
          "invalid_api_key",
          credential.revoked ? `This ${noun} was revoked: the subscription has ended.` : `This ${noun} has expired: the subscription has ended.`,
        );
        for (const end of [...(this.watched.get(credential.id)?.ends ?? [])]) end(error);
        this.watched.delete(credential.id);
      }
      // A session token renewed since it was watched outlives the expiry it was watched with:
      // the poll looks after it from now on, rather than a check due at once, again and again.
      for (const entry of this.watched.values()) if (entry.expiresAt && entry.expiresAt <= now) entry.expiresAt = null;
    } catch (error) {
      // The next round tries again; a database outage must not end every subscription.
      this.logger.warn({ err: error }, "could not check the keys of open subscriptions");
    }
  }
}
