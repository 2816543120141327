// Reading the exports' CSV files back (GET /transfers/export, GET /card_transactions/export) by
// RFC 4180 alone, independent of the library that wrote them: records end with CRLF, a quoted
// field may hold commas, CR, LF and doubled quotes; the file ends with a CRLF.

/** The records of an RFC 4180 file; throws on anything the RFC does not allow. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  if (text.length === 0) return records;
  for (;;) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error("an unterminated quoted field");
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i++;
      }
    } else {
      const end = text.slice(i).search(/[,\r\n"]/);
      const stop = end === -1 ? text.length : i + end;
      if (text[stop] === '"') throw new Error(`a quote inside an unquoted field at ${stop}`);
      field = text.slice(i, stop);
      i = stop;
    }
    record.push(field);
    if (text[i] === ",") {
      i++;
      continue;
    }
    if (text.startsWith("\r\n", i)) {
      records.push(record);
      record = [];
      i += 2;
      if (i === text.length) return records;
      continue;
    }
    throw new Error(`a record that does not end with CRLF at ${i}: ${JSON.stringify(text.slice(i, i + 20))}`);
  }
}

/** The file's records as objects keyed by its header row. */
export function csvObjects(text: string): { header: string[]; rows: Array<Record<string, string>> } {
  const [header, ...records] = parseCsv(text);
  for (const record of records) if (record.length !== header.length) throw new Error(`a record of ${record.length} fields under ${header.length} headers`);
  return { header, rows: records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]]))) };
}
