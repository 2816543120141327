// A transfer as REST shows it (docs/api/transfers.md): its body, the payload of its events and
// the answer its Idempotency-Key keeps.
import type { Transfer, TransferStatus, DestinationType } from "../../domain/transfers/transfer.js";
import type { CurrencyCode } from "../../domain/currencies.js";
import type { Environment } from "../../domain/auth/principal.js";
import type { PublicForm } from "../../domain/public-forms.js";
import { toSafeNumber } from "../../domain/ledger/balances.js";

export interface TransferBody {
  id: string;
  object: "transfer";
  environment: Environment;
  amount: number;
  fee: number;
  currency: CurrencyCode;
  status: TransferStatus;
  destination: {
    type: DestinationType;
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

export function renderTransfer(transfer: Transfer): TransferBody {
  const { destination } = transfer;
  return {
    id: transfer.id,
    object: "transfer",
    environment: transfer.environment,
    amount: toSafeNumber(transfer.amount),
    fee: toSafeNumber(transfer.fee),
    currency: transfer.currency,
    status: transfer.status,
    destination: {
      type: destination.type,
      account_name: destination.accountName,
      country: destination.country,
      last4: destination.last4,
      ...(destination.bankCode === null ? {} : { bank_code: destination.bankCode }),
      ...(destination.network === null ? {} : { network: destination.network }),
    },
    reference: transfer.reference,
    description: transfer.description,
    metadata: transfer.metadata,
    failure_code: transfer.failureCode,
    failure_message: transfer.failureMessage,
    created_at: transfer.createdAt.toISOString(),
    completed_at: transfer.completedAt?.toISOString() ?? null,
    test_data: transfer.environment === "sandbox",
  };
}

export function parseTransfer(shown: unknown): Transfer {
  const body = shown as TransferBody;
  return {
    id: body.id,
    environment: body.environment,
    amount: BigInt(body.amount),
    fee: BigInt(body.fee),
    currency: body.currency,
    status: body.status,
    destination: {
      type: body.destination.type,
      accountName: body.destination.account_name,
      country: body.destination.country,
      last4: body.destination.last4,
      bankCode: body.destination.bank_code ?? null,
      network: body.destination.network ?? null,
    },
    reference: body.reference,
    description: body.description,
    metadata: body.metadata,
    failureCode: body.failure_code as Transfer["failureCode"],
    failureMessage: body.failure_message,
    createdAt: new Date(body.created_at),
    completedAt: body.completed_at === null ? null : new Date(body.completed_at),
  };
}

export const transferForm: PublicForm<Transfer> = { render: renderTransfer, parse: parseTransfer };
