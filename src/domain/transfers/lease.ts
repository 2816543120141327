// The lease a worker holds on the transfers it works on after their funds are reserved: how long
// it lasts, taking the transfers whose check is due, and working through a batch within it.
import type { Transfer } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";

/**
 * The provider calls a leased transfer may need, one after another, each up to the provider's
 * timeout: settlement asks for its status; recovery submits it again and, when that goes
 * unanswered, asks for its status (outcomeOfSubmission).
 */
const providerCallsWhileLeased = { accepted: 1, submitting: 2 } as const;
export type LeasedState = keyof typeof providerCallsWhileLeased;

/**
 * How long a worker holds a transfer it is working on before another may take it: 30 s, or longer
 * when the provider's timeout asks for it, so that a transfer's own calls (the most a transfer may
 * need) and the recording of their outcome always fit in its lease.
 */
export function transferLeaseMs(providerTimeoutMs: number): number {
  return Math.max(30_000, 2 * providerTimeoutMs + 5_000);
}

/**
 * Whether a worker `elapsedMs` into a batch's lease may start on the batch's next transfer in
 * `state`: only if that transfer's provider calls, each taking the whole timeout, still end before
 * the lease does. Otherwise another worker could take the transfer while this one is asking.
 */
export function mayStartWithinLease(elapsedMs: number, state: LeasedState, providerTimeoutMs: number): boolean {
  return elapsedMs + providerCallsWhileLeased[state] * providerTimeoutMs < transferLeaseMs(providerTimeoutMs);
}

/** Takes up to `limit` transfers in a provider state whose check is due, leasing them. */
export async function leaseDue(domain: Domain, state: LeasedState, limit: number): Promise<Transfer[]> {
  const now = domain.now();
  const leaseMs = transferLeaseMs(domain.config.payoutProviderTimeoutMs);
  return domain.stores.transfers.leaseDue(state, now, new Date(now.getTime() + leaseMs), limit);
}

/**
 * The transfers of a batch leased in `state` that can still be worked on before the batch's lease
 * may run out (mayStartWithinLease), one after another. Those left over are taken again once their
 * lease has run out. (The Sandbox simulator answers at once: the whole batch.)
 */
export async function* withinLease(domain: Domain, batch: Transfer[], state: LeasedState): AsyncGenerator<Transfer> {
  const leasedAt = performance.now();
  for (const transfer of batch) {
    if (!mayStartWithinLease(performance.now() - leasedAt, state, domain.config.payoutProviderTimeoutMs)) return;
    yield transfer;
  }
}
