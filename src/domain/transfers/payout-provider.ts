// The provider port for transfers, handed to the domain (domain.payoutProviders) so that tests
// and drills can put a scripted provider where the Sandbox simulator is. Live has no provider
// until one is authorized for the deployment; the Sandbox simulator decides outcomes from the
// destination's last four digits (docs/api/transfers.md#sandbox-outcomes).
//
// The contract every provider keeps, and the lifecycle relies on (lifecycle.ts):
// - `submit` is idempotent per transfer id: asked again, it answers for the payout it already
//   has and never pays twice. So recovery may submit again.
// - An answer that is not a definitive refusal (an error, a timeout) says nothing about whether
//   the payout was made: funds are released only once `status` says there is none. A timeout
//   is "unknown", never "failed" (the Live hazard: docs/api/transfers.md#provider-errors).
// - `status` answering `not_found` is final: the provider holds no payout under that id and
//   refuses one that arrives later under it (a late submission), so releasing the funds then
//   cannot race a payment.
import type { Environment } from "../auth/principal.js";

export interface PayoutRequest {
  /** The provider-side idempotency key: the same transfer is never paid twice. */
  transferId: string;
  amount: bigint;
  currency: string;
  destinationLast4: string;
  /** The client's reference, when it gave one: what the provider shows beside the payout. */
  reference?: string;
}

export type SubmitAnswer =
  | { outcome: "accepted" }
  /** The provider refused the payout and will never make it (a 4xx of an HTTP provider). */
  | { outcome: "rejected"; message: string }
  /** The provider answered with an error: whether the payout was made is not known. */
  | { outcome: "error"; message: string }
  /** No answer in time: whether the payout was made is not known. */
  | { outcome: "timeout"; message: string };

export type PayoutStatus =
  | { outcome: "succeeded" }
  | { outcome: "rejected"; message: string }
  | { outcome: "pending" }
  /** No payout under this id, and none will be made (see the contract above). */
  | { outcome: "not_found" }
  /** The provider could not say (an error or a timeout of the status call itself). */
  | { outcome: "unknown"; message: string };

export interface PayoutProvider {
  submit(request: PayoutRequest): Promise<SubmitAnswer>;
  status(request: PayoutRequest): Promise<PayoutStatus>;
}

export const sandboxPayoutProvider: PayoutProvider = {
  async submit({ destinationLast4 }) {
    if (destinationLast4 === "0002") return { outcome: "error", message: "The provider returned an error." };
    if (destinationLast4 === "0003") return { outcome: "timeout", message: "The provider did not answer in time." };
    return { outcome: "accepted" };
  },
  async status({ destinationLast4 }) {
    // The simulator's error and timeout made no payout: asked, it says so at once
    // (docs/api/transfers.md#sandbox-outcomes: "its reservation is released at once").
    if (destinationLast4 === "0002" || destinationLast4 === "0003") return { outcome: "not_found" };
    if (destinationLast4 === "0004") return { outcome: "rejected", message: "The destination rejected the transfer." };
    if (destinationLast4 === "0005") return { outcome: "pending" };
    return { outcome: "succeeded" };
  },
};

/** The provider of each environment; undefined where none is configured (Live, for now). */
export type PayoutProviders = Record<Environment, PayoutProvider | undefined>;

export const defaultPayoutProviders: PayoutProviders = { sandbox: sandboxPayoutProvider, live: undefined };
