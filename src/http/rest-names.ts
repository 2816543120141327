// REST spells field names in snake_case (`starting_after`, `destination.account_number`); the
// domain in camelCase. These convert at REST's edge: a query string's names into the operation's
// options, and an error's param (and the message that names it) back into REST's spelling.
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

/**
 * A query string's names as the operation's options name them (`starting_after` is
 * `startingAfter`). A name REST does not spell that way (`startingAfter` sent as such) is no
 * option of REST's: it is refused as unknown, as the options' schema refuses any other.
 */
export function optionsFromQuery(optionNames: readonly string[], query: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const option = optionNames.find((candidate) => snakeCase(candidate) === name);
    if (option === undefined && optionNames.includes(name)) throw new ApiError("validation_error", `Unknown property: ${name}.`, name);
    // Defined, not assigned: a `__proto__` name must stay a key, for validation to refuse by name.
    Object.defineProperty(options, option ?? name, { value, enumerable: true, writable: true, configurable: true });
  }
  return options;
}
