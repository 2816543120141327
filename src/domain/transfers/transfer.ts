// A transfer, as the domain knows it: money sent from a wallet to a bank account or a mobile
// money destination, of which only the last four characters are kept.
import type { Transfer as TransferRow } from "../../generated/prisma/client.js";
import type { CurrencyCode } from "../currencies.js";
import type { Environment } from "../auth/principal.js";

export const transferStatuses = ["processing", "succeeded", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];
/** Why a transfer failed: the provider refused or did not answer, or the destination refused it later. */
export const transferFailureCodes = ["provider_error", "provider_timeout", "destination_rejected"] as const;
export type TransferFailureCode = (typeof transferFailureCodes)[number];
export const destinationTypes = ["bank_account", "mobile_money"] as const;
export type DestinationType = (typeof destinationTypes)[number];

export interface MaskedDestination {
  type: DestinationType;
  accountName: string;
  country: string;
  last4: string;
  /** A bank_account's; null for mobile_money. */
  bankCode: string | null;
  /** A mobile_money account's; null for a bank_account. */
  network: string | null;
}

export interface Transfer {
  id: string;
  environment: Environment;
  amount: bigint;
  fee: bigint;
  currency: CurrencyCode;
  status: TransferStatus;
  destination: MaskedDestination;
  reference: string | null;
  description: string | null;
  metadata: Record<string, string>;
  /** null unless failed. */
  failureCode: TransferFailureCode | null;
  failureMessage: string | null;
  createdAt: Date;
  /** When it succeeded; null while processing and when it failed. */
  completedAt: Date | null;
}

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    environment: row.environment,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    status: row.status,
    destination: {
      type: row.destinationType as DestinationType,
      accountName: row.destinationAccountName,
      country: row.destinationCountry,
      last4: row.destinationLast4,
      bankCode: row.destinationBankCode,
      network: row.destinationNetwork,
    },
    reference: row.reference,
    description: row.description,
    metadata: row.metadata as Record<string, string>,
    failureCode: row.failureCode as TransferFailureCode | null,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}
