// The provider port for transfers, handed to the domain (domain.payoutProviders) so that tests
// can script a provider instead of steering the simulator with magic digits. Live has no provider until one is authorized for the
// deployment; the Sandbox simulator decides outcomes from the destination's last four digits
// (decisions §4). `submit` is idempotent per transfer id, so recovery may call it again.
import type { Environment } from "../auth/principal.js";

export interface PayoutRequest {
  /** The provider-side idempotency key: the same transfer is never paid twice. */
  transferId: string;
  amount: bigint;
  currency: string;
  destinationLast4: string;
}

export type SubmitAnswer =
  | { outcome: "accepted" }
  | { outcome: "error"; message: string }
  | { outcome: "timeout"; message: string };

export type PayoutStatus = { outcome: "succeeded" } | { outcome: "rejected"; message: string } | { outcome: "pending" };

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
    if (destinationLast4 === "0004") return { outcome: "rejected", message: "The destination rejected the transfer." };
    if (destinationLast4 === "0005") return { outcome: "pending" };
    return { outcome: "succeeded" };
  },
};

/** The provider of each environment; undefined where none is configured (Live, for now). */
export type PayoutProviders = Record<Environment, PayoutProvider | undefined>;

export const defaultPayoutProviders: PayoutProviders = { sandbox: sandboxPayoutProvider, live: undefined };
