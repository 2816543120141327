// Prefixed identifiers that, compared as strings, sort by creation time (decisions §3):
// a ULID (48-bit millisecond time, then randomness, Crockford base32) after the prefix.
// The monotonic factory keeps ids made in the same millisecond by one process in order.
import { monotonicFactory } from "ulid";

const nextUlid = monotonicFactory();

export type IdPrefix = "org" | "key" | "tr" | "card" | "cop" | "ctx" | "evt" | "we" | "acct" | "ltx" | "req";

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${nextUlid()}`;
}
