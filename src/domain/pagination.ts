// Cursor lists (docs/api/pagination.md#cursor-lists): newest first by id, `limit` 1 to 100 (20 by
// default), and `startingAfter` the id of an object the key can see, else validation_error naming
// it. Written once for transfers, cards and events; each transport renders the page its own way
// (REST's list envelope: src/http/rest-lists.ts).
import { z } from "zod";
import { ApiError } from "./errors.js";
import { optionalInteger, validate } from "./validation.js";

/** One page of a list, newest first: `hasMore` when a next page exists. */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** A page's size unless asked, and the most it may be: for every list and connection. */
export const defaultPageSize = 20;
export const maxPageSize = 100;

/** The options every cursor list takes; a list adds its own filters beside them. */
export const cursorOptionFields = {
  limit: optionalInteger(1, maxPageSize, defaultPageSize),
  startingAfter: z.string().min(1).max(64).optional(),
};

export interface Cursor {
  limit: number;
  startingAfter?: string;
}

/**
 * What a list reads, for both of its pages: a REST list's (pageAfter) and a GraphQL connection's
 * (connectionPage). `fetch` gets the id condition and order to add to its own filters (always
 * tenant-scoped) and how many rows to take: one more than the page, to know whether more follow.
 */
export interface Listing<Row, Item> {
  /** "a card", "a transfer": named in the refusal of a cursor the key cannot see. */
  noun: string;
  isVisible(id: string): Promise<boolean>;
  fetch(condition: { id?: { lt: string } | { gt: string } }, order: "asc" | "desc", take: number): Promise<Row[]>;
  count(): Promise<number>;
  items(rows: Row[]): Item[] | Promise<Item[]>;
}

/** One page after the cursor, newest first. */
export async function pageAfter<Row, Item>(cursor: Cursor, list: Listing<Row, Item>): Promise<Page<Item>> {
  const after = cursor.startingAfter;
  if (after !== undefined && !(await list.isVisible(after))) {
    throw new ApiError("validation_error", `startingAfter must be the id of ${list.noun} this key can see.`, "startingAfter");
  }
  const rows = await list.fetch(after === undefined ? {} : { id: { lt: after } }, "desc", cursor.limit + 1);
  return { items: await list.items(rows.slice(0, cursor.limit)), hasMore: rows.length > cursor.limit };
}

/**
 * The arguments of a Relay connection (GraphQL): `first` after a cursor, or `last` before one;
 * newest first like every list. Cursors are ids the key can see, as for `startingAfter`.
 */
export const connectionOptionFields = {
  first: z.int().min(1).max(maxPageSize).optional(),
  after: z.string().min(1).max(64).optional(),
  last: z.int().min(1).max(maxPageSize).optional(),
  before: z.string().min(1).max(64).optional(),
};

export interface ConnectionArgs {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

/** A connection's page: its nodes newest first, whether more lie either way, and its count on demand. */
export interface ConnectionPage<Item> {
  nodes: Item[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Every object the filters match, whatever the page: counted only when asked for. */
  totalCount(): Promise<number>;
}

/**
 * A filter given both as one value (the first schema's `status`, `type`) and as a list (`statuses`,
 * `types`): an object must satisfy both, so `status: failed, statuses: [failed, succeeded]` is
 * failed only. undefined: no filter; an empty list matches nothing.
 */
export function bothFilters<T>(one: T | undefined, many: readonly T[] | undefined): T[] | undefined {
  if (one === undefined) return many === undefined ? undefined : [...many];
  return many === undefined ? [one] : many.filter((value) => value === one);
}

/** Created-at bounds, as a connection's createdAfter / createdBefore filters give them. */
export function createdBetween(after: Date | undefined, before: Date | undefined) {
  if (after === undefined && before === undefined) return {};
  return { createdAt: { ...(after ? { gte: after } : {}), ...(before ? { lt: before } : {}) } };
}

/**
 * A page's arguments go one way, `first` after `after` or `last` before `before`: else 400
 * validation_error naming the one that does not go. Every connection's rule, plugin-prisma's
 * (WebhookEndpoint.deliveries) included; null is an argument not given, as GraphQL sends it.
 */
export function checkPageDirection(args: { first?: unknown; after?: unknown; last?: unknown; before?: unknown }): void {
  if (args.after != null && args.before != null) throw new ApiError("validation_error", "Pass after or before, not both.", "before");
  if (args.before != null && args.first != null) throw new ApiError("validation_error", "first goes with after; last goes with before.", "first");
  if (args.after != null && args.last != null) throw new ApiError("validation_error", "first goes with after; last goes with before.", "last");
}

const pageSizes = z.strictObject({ first: connectionOptionFields.first, last: connectionOptionFields.last });

/**
 * A page's sizes and direction by the rules of every connection's options, for a connection
 * whose page the domain does not read itself (plugin-prisma's WebhookEndpoint.deliveries, which
 * would take 0 and cut anything past the largest page to it).
 */
export function checkConnectionPage(args: { first?: number | null; after?: unknown; last?: number | null; before?: unknown }): void {
  validate(pageSizes, { first: args.first ?? undefined, last: args.last ?? undefined });
  checkPageDirection(args);
}

/**
 * One page of a connection: `first` (20 unless given) after `after`, or `last` before `before`,
 * newest first.
 */
export async function connectionPage<Row, Item>(args: ConnectionArgs, list: Listing<Row, Item>): Promise<ConnectionPage<Item>> {
  if (args.first !== undefined && args.last !== undefined) throw new ApiError("validation_error", "Pass first or last, not both.", "last");
  checkPageDirection(args);
  const backward = args.last !== undefined || args.before !== undefined;
  const limit = (backward ? args.last : args.first) ?? defaultPageSize;
  const cursor = backward ? args.before : args.after;
  if (cursor !== undefined && !(await list.isVisible(cursor))) {
    throw new ApiError("validation_error", `${backward ? "before" : "after"} must be the id of ${list.noun} this key can see.`, backward ? "before" : "after");
  }
  // Backward pages are read oldest first from the cursor, then turned newest first.
  const condition = cursor === undefined ? {} : { id: backward ? { gt: cursor } : { lt: cursor } };
  const rows = await list.fetch(condition, backward ? "asc" : "desc", limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backward) page.reverse();
  return {
    nodes: await list.items(page),
    hasNextPage: backward ? cursor !== undefined : more,
    hasPreviousPage: backward ? more : cursor !== undefined,
    totalCount: list.count,
  };
}

/**
 * The size of a connection's plain first page (no cursor, no `last`, a valid `first`), which the
 * same field on many parents can read together; undefined for any other page, which goes through
 * connectionPage and its checks.
 */
export function plainFirstPageSize(args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }): number | undefined {
  if (args.after != null || args.before != null || args.last != null) return undefined;
  const first = args.first ?? defaultPageSize;
  return Number.isInteger(first) && first >= 1 && first <= maxPageSize ? first : undefined;
}

/** A plain first page from the newest `size + 1` rows read for it. */
export function plainFirstPage<Item>(newest: Item[], size: number, totalCount: () => Promise<number>): ConnectionPage<Item> {
  return { nodes: newest.slice(0, size), hasNextPage: newest.length > size, hasPreviousPage: false, totalCount };
}
