// REST's CSV files (GET /transfers/export, GET /card_transactions/export): an operation's objects
// rendered as RFC 4180 rows by csv-stringify and sent as they are read, so that an export of any
// size holds one page of rows in memory (docs/api/transfers.md#export).
import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";

/** A cell: empty when null; a bigint or number is written as its digits. */
export type CsvCell = string | number | bigint | null;

export interface CsvColumn<T> {
  header: string;
  cell(item: T): CsvCell;
}

/** A file a route answers with: streamed, never held whole. */
export interface Download {
  contentType: string;
  /** Content-Disposition's filename: plain ASCII, nothing to quote. */
  filename: string;
  body: Readable;
}

/**
 * Runs `work` as the request's (db/request-tenant.ts): the rows are read after the route's
 * handler returned, as the client takes them, and their statements are still its request's.
 */
export type AsRequest = <R>(work: () => R) => R;

const csvOptions = {
  header: true,
  record_delimiter: "\r\n",
  // RFC 4180 quotes a line break, and a lone \n or \r is one to a spreadsheet: quoted too (the
  // option is off by default once the delimiter is set).
  quote_record_delimiter: true,
  // A cell starting with =, +, -, @, a tab or a carriage return (or the full-width =, +, -, @) is
  // prefixed with ' so that no spreadsheet runs it as a formula; number cells are left alone.
  escape_formulas: true,
} as const;

/** `items` as a CSV file of `columns`, its header row first. */
export function csvDownload<T>(filename: string, columns: ReadonlyArray<CsvColumn<T>>, items: AsyncIterable<T>, asRequest: AsRequest): Download {
  async function* records() {
    for await (const item of items) yield columns.map((column) => column.cell(item));
  }
  const csv = stringify({ ...csvOptions, columns: columns.map((column) => column.header) });
  // A failure after the first bytes cannot become an error answer: pipeline destroys the file's
  // stream with it, and the connection is cut before the chunked body's end, so the client sees
  // an incomplete file rather than a short one.
  pipeline(Readable.from(inRequest(records(), asRequest)), csv, () => {});
  return { contentType: "text/csv; charset=utf-8", filename, body: csv };
}

/** `items`, each step of whose iteration (a page's statement) runs as the request's. */
function inRequest<T>(items: AsyncIterator<T> & AsyncIterable<T>, asRequest: AsRequest): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => asRequest(() => items.next()),
      return: (value?: unknown) => asRequest(() => items.return?.(value) ?? Promise.resolve({ done: true as const, value: undefined })),
    }),
  };
}
