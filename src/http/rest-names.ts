// REST spells field names in snake_case (`starting_after`, `destination.account_number`); the
// domain in camelCase. These convert names at REST's edge, and an error's param (and the message
// that names it) back into REST's spelling.
import { ApiError, type FieldError } from "../domain/errors.js";

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

/**
 * `message` naming the field `from` as `to`: where `from` stands as a name of its own, so that
 * renaming `id` leaves "valid" and "ids" alone.
 */
export function renamedIn(message: string, from: string, to: string): string {
  if (from === to) return message;
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return message.replace(new RegExp(`(?<![\\w.-])${escaped}(?![\\w-])`, "g"), to);
}

/** A field error, its param and the message naming it, spelled REST's way. */
function inRestWords({ param, message }: FieldError): FieldError {
  if (param === undefined) return { message };
  const spelled = restParam(param);
  return { param: spelled, message: renamedIn(message, param, spelled) };
}

/** `error` as REST answers it: its param and every invalid field's, and the messages naming them, in REST's spelling. */
export function inRestSpelling(error: unknown): unknown {
  if (!(error instanceof ApiError) || spelledAsSent.has(error)) return error;
  const errors = error.errors?.map(inRestWords);
  const renamedErrors = errors?.some((renamed, i) => renamed.param !== error.errors![i].param) ?? false;
  if ((error.param === undefined || restParam(error.param) === error.param) && !renamedErrors) return error;
  const { param, message } = inRestWords({ param: error.param, message: error.message });
  const renamed = new ApiError(error.code, message, param, errors);
  renamed.replayed = error.replayed;
  renamed.retryAfterSeconds = error.retryAfterSeconds;
  renamed.rateLimit = error.rateLimit;
  return renamed;
}
