// REST's list envelope (docs/api/pagination.md): `{object: "list", data, has_more}` for a page of
// a cursor (or numbered) list, `{object: "list", data}` for a list that is whole.
import type { Page } from "../domain/pagination.js";

export function listBody<T>(page: Page<T>) {
  return { object: "list" as const, data: page.items, has_more: page.hasMore };
}

export function wholeListBody<T>(items: T[]) {
  return { object: "list" as const, data: items };
}
