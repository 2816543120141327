// Transfers and card transactions as REST's exports show them (docs/api/transfers.md#export,
// docs/api/cards.md#searching-and-exporting-transactions): one CSV row each, the fields of their REST body flattened
// (`destination.last4` is destination_last4), amounts in minor units, times in ISO 8601.
import type { Transfer } from "../../domain/transfers/transfer.js";
import type { CardTransaction } from "../../domain/cards/card.js";
import { csvDownload, type AsRequest, type CsvColumn, type Download } from "../rest-csv.js";

const column = <T>(header: string, cell: CsvColumn<T>["cell"]): CsvColumn<T> => ({ header, cell });

export const transferCsvColumns: ReadonlyArray<CsvColumn<Transfer>> = [
  column("id", (t) => t.id),
  column("created_at", (t) => t.createdAt.toISOString()),
  column("completed_at", (t) => t.completedAt?.toISOString() ?? null),
  column("amount", (t) => t.amount),
  column("fee", (t) => t.fee),
  column("currency", (t) => t.currency),
  column("status", (t) => t.status),
  column("destination_type", (t) => t.destination.type),
  column("destination_account_name", (t) => t.destination.accountName),
  column("destination_country", (t) => t.destination.country),
  column("destination_last4", (t) => t.destination.last4),
  column("destination_bank_code", (t) => t.destination.bankCode),
  column("destination_network", (t) => t.destination.network),
  column("reference", (t) => t.reference),
  column("description", (t) => t.description),
  column("failure_code", (t) => t.failureCode),
  column("failure_message", (t) => t.failureMessage),
  // As JSON, whose `{` no spreadsheet reads as a formula.
  column("metadata", (t) => JSON.stringify(t.metadata)),
];

export const cardTransactionCsvColumns: ReadonlyArray<CsvColumn<CardTransaction>> = [
  column("id", (c) => c.id),
  column("card_id", (c) => c.cardId),
  column("created_at", (c) => c.createdAt.toISOString()),
  column("type", (c) => c.type),
  column("status", (c) => c.status),
  column("amount", (c) => c.amount),
  column("currency", (c) => c.currency),
  column("merchant_name", (c) => c.merchant.name),
  column("merchant_mcc", (c) => c.merchant.mcc),
  column("merchant_country", (c) => c.merchant.country),
];

export const transfersCsv = (transfers: AsyncIterable<Transfer>, asRequest: AsRequest): Download =>
  csvDownload("transfers.csv", transferCsvColumns, transfers, asRequest);

export const cardTransactionsCsv = (transactions: AsyncIterable<CardTransaction>, asRequest: AsRequest): Download =>
  csvDownload("card_transactions.csv", cardTransactionCsvColumns, transactions, asRequest);
