// Exports (GET /transfers/export, GET /card_transactions/export): every object a list's filters
// match, newest first, read a page at a time by id (keyset), each page its own statement: no
// transaction or cursor stays open while the caller reads at its own pace, and memory holds one
// page whatever the export's size. An object created during the export is newer than the first
// page and not in it; one changed during it is as its page read it.
import type { Listing } from "./pagination.js";

/**
 * Rows per statement: large enough that the round trips cost little, small enough to hold. A
 * property, not a constant, so that a test crosses page boundaries with a handful of objects.
 */
export const exportPaging = { pageSize: 1000 };

export async function* everyItem<Row extends { id: string }, Item>(
  list: Listing<Row, Item>,
  pageSize = exportPaging.pageSize,
): AsyncGenerator<Item, void, undefined> {
  let before: string | undefined;
  for (;;) {
    const rows = await list.fetch(before === undefined ? {} : { id: { lt: before } }, "desc", pageSize);
    yield* await list.items(rows);
    if (rows.length < pageSize) return;
    before = rows[rows.length - 1].id;
  }
}
