// A list as a table on a wide screen and as cards on a phone (under 40rem, styles.css): each row
// becomes a card, each cell a line with its column's name before it; a column marked
// phone: "title" heads the card, one marked phone: "hide" is left out there (what matters stays).
import type { HTMLAttributes, ReactNode } from "react";

export interface Column<T> {
  /** The column's heading, also each cell's label on a phone. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean;
  phone?: "title" | "hide";
}

export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowAttributes,
  className = "",
}: {
  /** What the table lists (read by screen readers; not shown). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** data-* attributes and the like for a row (tests find rows by them). */
  rowAttributes?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  className?: string;
}) {
  const cellClass = (column: Column<T>) => [column.numeric ? "num" : "", column.phone ? `phone-${column.phone}` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="table-wrap">
      <table className={`list-table ${className}`.trim()}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
