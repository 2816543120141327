// Live money movement (docs/api/authentication.md#live): what each kind of money operation needs
// before it can run, and the one refusal when the deployment does not have it. Checked by the
// operation pipeline after activation, as the first step of the operation itself (so an idempotent
// operation's refusal is stored and replayed like any other answer of its work).
import type { Domain } from "./domain.js";
import type { Principal } from "./auth/principal.js";
import { ApiError } from "./errors.js";

/**
 * payouts: a payout provider for the environment (domain.payoutProviders); card_program and
 * wallet_balances: a Live card issuer or wallet provider, which no deployment has yet.
 */
export type LiveNeed = "payouts" | "card_program" | "wallet_balances";

const refusals: Record<LiveNeed, string> = {
  payouts: "Live money movement is not enabled on this deployment.",
  card_program: "Live card programs are not enabled on this deployment.",
  wallet_balances: "Live balances are unavailable until a payment provider is authorized.",
};

function isAvailable(domain: Domain, principal: Principal, need: LiveNeed): boolean {
  if (need === "payouts") return domain.payoutProviders[principal.environment] !== undefined;
  return principal.environment !== "live";
}

/** 503 live_operations_disabled when the principal's environment cannot serve `need`. */
export function refuseUnavailableLive(domain: Domain, principal: Principal, need: LiveNeed | undefined): void {
  if (need !== undefined && !isAvailable(domain, principal, need)) throw new ApiError("live_operations_disabled", refusals[need]);
}
