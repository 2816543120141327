// Each instance remembers the API keys it has authenticated, so that a request is authenticated
// without a database round trip. What could make a remembered key wrong is told to every
// instance at once: a revocation or an organization's activation notifies payments_keys in the
// statement that makes it (AuthStore in store.ts), delivered on commit, and each instance
// forgets the key or the organization's keys (db/peer-notifications.ts). Expiry needs no message:
// the remembered expires_at is compared with the clock on every request.
//
// A notification lost would leave a revoked key usable, so the cache is trusted only while
// notifications are received: while the listening connection is down nothing is served from
// memory, and it starts empty once it listens again. A change made around the notifications
// (straight SQL) is bounded by the entries' TTL, the safety net.
export const keyChangesChannel = "payments_keys";

/** What a change makes every instance forget: a key, or every key of an organization. */
export type KeyChange = { keyId: string } | { organizationId: string };

/** The payload that makes every instance forget a key, or every key of an organization. */
export function keyChangePayload(change: KeyChange): string {
  return "keyId" in change ? `key:${change.keyId}` : `org:${change.organizationId}`;
}

interface Entry<Row> {
  row: Row;
  keyId: string;
  organizationId: string;
  loadedAtMs: number;
}

export class KeyCache<Row> {
  private readonly byHash = new Map<string, Entry<Row>>();
  /** Moves on every forgetting: a row read before one is not remembered (it may predate it). */
  private generation = 0;
  /** Told of every change and every change of trust (auth/key-lapses.ts ends subscriptions on them). */
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly options: {
      /** How long an entry is served; 0 turns the cache off. */
      ttlMs: number;
      maxEntries?: number;
      /** Whether changes from other instances reach this one yet (true when there are none). */
      trusted: boolean;
    },
  ) {}

  /**
   * The row for `hash`: remembered, or read by `read` and remembered when it may be. `identify`
   * names the row's key and organization, which changes are addressed to.
   */
  async get(
    hash: string,
    nowMs: number,
    read: () => Promise<Row | undefined>,
    identify: (row: Row) => { keyId: string; organizationId: string },
  ): Promise<Row | undefined> {
    const { ttlMs, trusted, maxEntries = 10_000 } = this.options;
    const entry = this.byHash.get(hash);
    if (entry && trusted && nowMs - entry.loadedAtMs < ttlMs) return entry.row;
    if (entry) this.byHash.delete(hash);
    const generation = this.generation;
    const row = await read();
    if (row !== undefined && this.options.trusted && ttlMs > 0 && generation === this.generation) {
      if (this.byHash.size >= maxEntries) this.byHash.delete(this.byHash.keys().next().value!);
      this.byHash.set(hash, { row, ...identify(row), loadedAtMs: nowMs });
    }
    return row;
  }

  /** Reads a payments_keys payload (keyChangePayload) and forgets what it names. */
  changed(payload: string): void {
    const [kind, id] = [payload.slice(0, payload.indexOf(":")), payload.slice(payload.indexOf(":") + 1)];
    if (kind === "key") this.forget((entry) => entry.keyId === id);
    else if (kind === "org") this.forget((entry) => entry.organizationId === id);
    else this.forget(() => true); // unknown: forgetting everything is always safe
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every change, and every change of trust. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Whether notifications are received: every change of it empties the cache. */
  setTrusted(trusted: boolean): void {
    this.options.trusted = trusted;
    this.forget(() => true);
    for (const listener of this.listeners) listener();
  }

  /** Whether rows are remembered now: changes from other instances reach this one. */
  get trusted(): boolean {
    return this.options.trusted;
  }

  get size(): number {
    return this.byHash.size;
  }

  private forget(matches: (entry: Entry<Row>) => boolean): void {
    this.generation++;
    for (const [hash, entry] of this.byHash) if (matches(entry)) this.byHash.delete(hash);
  }
}
