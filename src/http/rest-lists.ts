// REST's list envelope (docs/api/pagination.md): `{object: "list", data, has_more}` for a page of
// a cursor (or numbered) list, `{object: "list", data}` for a list that is whole.
import type { Page } from "../domain/pagination.js";

/** A page as REST's list, each item rendered as REST shows it (as it is, unless `render` is given). */
export function listBody<T, B = T>(page: Page<T>, render?: (item: T) => B) {
  return { object: "list" as const, data: render ? page.items.map(render) : (page.items as unknown as B[]), has_more: page.hasMore };
}

export function wholeListBody<T>(items: T[]) {
  return { object: "list" as const, data: items };
}
