// Cursor lists (decisions §3): newest first by id, `limit` 1 to 100 (20 by default), and
// `starting_after` the id of an object the key can see, else 400 validation_error naming it.
// Written once for transfers, cards and events.
import { z } from "zod";
import { ApiError } from "./errors.js";
import { optionalInteger } from "./validation.js";

export interface ListView<T> {
  object: "list";
  data: T[];
  has_more: boolean;
}

/** The query fields every cursor list takes; a list adds its own filters beside them. */
export const cursorQueryFields = {
  limit: optionalInteger(1, 100, 20),
  starting_after: z.string().min(1).max(64).optional(),
};

export interface Cursor {
  limit: number;
  starting_after?: string;
}

/**
 * One page after the cursor. `fetch` gets the id condition to add to its own filters (always
 * tenant-scoped) and how many rows to take: one more than the page, to know whether more follow.
 */
export async function pageAfter<Row, View>(
  cursor: Cursor,
  list: {
    /** "a card", "a transfer": named in the refusal of a cursor the key cannot see. */
    noun: string;
    isVisible(id: string): Promise<boolean>;
    fetch(after: { id?: { lt: string } }, take: number): Promise<Row[]>;
    view(rows: Row[]): View[] | Promise<View[]>;
  },
): Promise<ListView<View>> {
  const after = cursor.starting_after;
  if (after !== undefined && !(await list.isVisible(after))) {
    throw new ApiError("validation_error", `starting_after must be the id of ${list.noun} this key can see.`, "starting_after");
  }
  const rows = await list.fetch(after === undefined ? {} : { id: { lt: after } }, cursor.limit + 1);
  return { object: "list", data: await list.view(rows.slice(0, cursor.limit)), has_more: rows.length > cursor.limit };
}
