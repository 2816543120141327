// REST spells field names in snake_case (`starting_after`, `destination.account_number`); the
// domain in camelCase. These convert names at REST's edge, and an error's param (and the message
// that names it) back into REST's spelling.
import { ApiError } from "../domain/errors.js";

const snakeCases = new Map<string, string>();
/** A domain name as REST spells it; names are the schema's, a few dozen, each converted once. */
export function snakeCase(name: string): string {
  let converted = snakeCases.get(name);
  if (converted !== undefined) return converted;
  converted = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  if (snakeCases.size < 500) snakeCases.set(name, converted);
  return converted;
}

const camelCases = new Map<string, string>();
/** A REST name as the domain spells it; each is converted once, as snakeCase's. */
export function camelCase(name: string): string {
  let converted = camelCases.get(name);
  if (converted !== undefined) return converted;
  converted = name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  if (camelCases.size < 500) camelCases.set(name, converted);
  return converted;
}

/**
 * A domain error's param as REST spells it (docs/api/errors.md#param): `startingAfter` is
 * `starting_after`. The keys under `metadata` are the caller's own and stay as sent, as does
 * Idempotency-Key, a header's name.
 */
export function restParam(param: string): string {
  if (param === "Idempotency-Key") return param;
  let callersKeys = false;
  return param
    .split(".")
    .map((segment) => {
      if (callersKeys) return segment;
      callersKeys = segment === "metadata";
      return snakeCase(segment);
    })
    .join(".");
}

/** Errors that name a field as REST's caller wrote it already (its body's validation): kept as they are. */
const spelledAsSent = new WeakSet<ApiError>();

/** Runs `read`, whose refusals name fields as REST's caller wrote them. */
export function namingFieldsAsSent<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ApiError) spelledAsSent.add(error);
    throw error;
  }
}

/** `error` as REST answers it: its param, and the message that names it, in REST's spelling. */
export function inRestSpelling(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.param === undefined || spelledAsSent.has(error)) return error;
  const param = restParam(error.param);
  if (param === error.param) return error;
  const renamed = new ApiError(error.code, error.message.split(error.param).join(param), param);
  renamed.replayed = error.replayed;
  renamed.retryAfterSeconds = error.retryAfterSeconds;
  renamed.rateLimit = error.rateLimit;
  return renamed;
}
