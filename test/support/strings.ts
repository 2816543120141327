// Strings the tests build their inputs from.
import { randomInt } from "node:crypto";

/** `n` random decimal digits: account and card numbers unique to the run. */
export function digits(n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

/** `n` times `char`: a string of exactly the length a limit is tested at. */
export function long(n: number, char = "a"): string {
  return char.repeat(n);
}
