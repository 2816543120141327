// Open GraphQL subscriptions end when their key is revoked or expires (decisions §14), on every
// instance. A revocation may come from the admin command line in another process, so no
// in-process signal can be relied on: each instance polls the keys of its own open subscriptions,
// one query for all of them, every POLL_MS, and only while it has any.
import type { Logger } from "pino";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { ApiError } from "../errors.js";

const pollMs = 1_000;

interface WatchedKey {
  organizationId: string;
  ends: Set<(error: ApiError) => void>;
}

export class KeyLapses {
  private readonly watched = new Map<string, WatchedKey>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  /** Calls `end` once, when the key lapses; the returned function stops watching. */
  watch(key: { id: string; organizationId: string }, end: (error: ApiError) => void): () => void {
    let entry = this.watched.get(key.id);
    if (!entry) this.watched.set(key.id, (entry = { organizationId: key.organizationId, ends: new Set() }));
    entry.ends.add(end);
    this.timer ??= setInterval(() => void this.poll(), pollMs).unref();
    return () => {
      entry.ends.delete(end);
      if (entry.ends.size === 0 && this.watched.get(key.id) === entry) this.watched.delete(key.id);
      if (this.watched.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async poll(): Promise<void> {
    if (this.polling || this.watched.size === 0) return;
    this.polling = true;
    try {
      const organizationIds = [...new Set([...this.watched.values()].map((entry) => entry.organizationId))];
      const lapsed = await this.prisma.apiKey.findMany({
        where: {
          organizationId: { in: organizationIds },
          id: { in: [...this.watched.keys()] },
          OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: this.now() } }],
        },
        select: { id: true, revokedAt: true },
      });
      for (const key of lapsed) {
        const error = new ApiError(
          "invalid_api_key",
          key.revokedAt ? "This API key was revoked: the subscription has ended." : "This API key has expired: the subscription has ended.",
        );
        for (const end of [...(this.watched.get(key.id)?.ends ?? [])]) end(error);
        this.watched.delete(key.id);
      }
      if (this.watched.size === 0) this.stop();
    } catch (error) {
      // The next round tries again; a database outage must not end every subscription.
      this.logger.warn({ err: error }, "could not check the keys of open subscriptions");
    } finally {
      this.polling = false;
    }
  }
}
