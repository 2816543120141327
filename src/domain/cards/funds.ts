// What card operations need of the ledger: their USD accounts, and a posting the wallet cannot
// cover answered as insufficient_funds.
import { ApiError } from "../errors.js";
import { InsufficientBalance, type AccountRef } from "../ledger/ledger.js";

export const usd = (kind: AccountRef["kind"], ownerId?: string): AccountRef => ({ kind, currency: "USD", ownerId });

export function insufficientFundsError(): ApiError {
  return new ApiError("insufficient_funds", "The USD wallet's available balance is lower than the amount plus fees.");
}

/** Maps a refused posting to insufficientFundsError; rethrows anything else. */
export function insufficientFunds(error: unknown): never {
  throw error instanceof InsufficientBalance ? insufficientFundsError() : error;
}
