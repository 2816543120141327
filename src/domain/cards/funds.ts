// What card operations need of the ledger: their USD accounts, their amounts in cents, and a
// posting the wallet cannot cover answered as insufficient_funds.
import { z } from "zod";
import { ApiError } from "../errors.js";
import { InsufficientBalance, type AccountRef } from "../ledger/ledger.js";
import { describeAmountRange } from "../currencies.js";
import { withRule } from "../validation-messages.js";

export const usd = (kind: AccountRef["kind"], ownerId?: string): AccountRef => ({ kind, currency: "USD", ownerId });

/** An amount of USD cents in [min, max], refused in cents and dollars: "between 500 and 250000 cents (USD 5.00 to 2,500.00)". */
export function centsBetween(min: number, max: number) {
  return withRule(z.int().min(min).max(max), `must be between ${min} and ${max} cents (${describeAmountRange("USD", min, max)})`);
}

export function insufficientFundsError(): ApiError {
  return new ApiError("insufficient_funds", "The USD wallet's available balance is lower than the amount plus fees.");
}

/** Maps a refused posting to insufficientFundsError; rethrows anything else. */
export function insufficientFunds(error: unknown): never {
  throw error instanceof InsufficientBalance ? insufficientFundsError() : error;
}
