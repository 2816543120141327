// A transfer as the API shows it (REST body, GraphQL object, event payload), from its row.
import type { Transfer } from "../../generated/prisma/client.js";
import type { CurrencyCode } from "../currencies.js";
import type { Environment } from "../auth/principal.js";
import { toSafeNumber } from "../ledger/balances.js";

export const transferStatuses = ["processing", "succeeded", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export interface TransferView {
  id: string;
  object: "transfer";
  environment: Environment;
  amount: number;
  fee: number;
  currency: CurrencyCode;
  status: TransferStatus;
  destination: {
    type: "bank_account" | "mobile_money";
    account_name: string;
    country: string;
    last4: string;
    bank_code?: string;
    network?: string;
  };
  reference: string | null;
  description: string | null;
  metadata: Record<string, string>;
  failure_code: string | null;
  failure_message: string | null;
  created_at: string;
  completed_at: string | null;
  test_data: boolean;
}

export function toTransferView(row: Transfer): TransferView {
  return {
    id: row.id,
    object: "transfer",
    environment: row.environment,
    amount: toSafeNumber(row.amount),
    fee: toSafeNumber(row.fee),
    currency: row.currency,
    status: row.status,
    destination: {
      type: row.destinationType as TransferView["destination"]["type"],
      account_name: row.destinationAccountName,
      country: row.destinationCountry,
      last4: row.destinationLast4,
      ...(row.destinationBankCode === null ? {} : { bank_code: row.destinationBankCode }),
      ...(row.destinationNetwork === null ? {} : { network: row.destinationNetwork }),
    },
    reference: row.reference,
    description: row.description,
    metadata: row.metadata as Record<string, string>,
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    test_data: row.environment === "sandbox",
  };
}
