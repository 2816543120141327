// How many event subscriptions each API key holds open on this instance. Every event is resolved
// again for every subscriber, nested fields and the statements they run included, so a key
// opening subscriptions without end would multiply what each event costs; the rate limit charges
// a subscription one token, once, when it opens. A slot is taken when a stream starts and given
// back when it ends, in the same executor (operations.ts, eventStream), so none is ever lost.
export const maxOpenSubscriptionsPerKey = 20;

export class OpenSubscriptions {
  private readonly byKey = new Map<string, number>();

  /** Takes a slot for `keyId`; false when it holds the most already. */
  open(keyId: string): boolean {
    const held = this.byKey.get(keyId) ?? 0;
    if (held >= maxOpenSubscriptionsPerKey) return false;
    this.byKey.set(keyId, held + 1);
    return true;
  }

  close(keyId: string): void {
    const held = (this.byKey.get(keyId) ?? 1) - 1;
    if (held > 0) this.byKey.set(keyId, held);
    else this.byKey.delete(keyId);
  }
}
