// Prefixed identifiers that, compared as strings, sort by creation time
// (docs/api/conventions.md#ids): a ULID (48-bit millisecond time, then randomness, Crockford
// base32) after the prefix. The monotonic factory keeps ids made in the same millisecond by one
// process in order.
import { randomBytes } from "node:crypto";
import { monotonicFactory } from "ulid";

// ulid's default generator asks the OS for one byte per character (16 calls per id); drawing
// from a pool of OS randomness refilled 4 KiB at a time costs a small fraction of that.
let pool = randomBytes(4096);
let next = 0;
function poolRandom(): number {
  if (next === pool.length) {
    pool = randomBytes(4096);
    next = 0;
  }
  return pool[next++] / 256;
}

const nextUlid = monotonicFactory(poolRandom);

export type IdPrefix = "org" | "key" | "st" | "tr" | "card" | "cop" | "ctx" | "evt" | "we" | "acct" | "ltx" | "req" | "whd";

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${nextUlid()}`;
}
