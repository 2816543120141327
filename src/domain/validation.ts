// Turns schema failures into the API's 400 validation_error whose `param` names the first
// invalid field, as the caller wrote it (dotted for nested fields: `destination.country`), and
// whose `errors` lists every invalid field, each with its message in plain words
// (validation-messages.ts).
import { z } from "zod";
import { ApiError, fieldError, type FieldError } from "./errors.js";
import { plainRules, plainSentence, withRule } from "./validation-messages.js";

/** A request body that could not be read as JSON; reported at the validation step (docs/api/errors.md#check-order). */
export class UnreadableBody {
  constructor(readonly reason: string) {}
}

/** The fields an issue refuses, each named and worded: unknown keys are one issue naming each key. */
function fieldErrorsOf(issue: z.core.$ZodIssue, prefix: string | undefined): FieldError[] {
  const keys = issue.code === "unrecognized_keys" && issue.keys.length > 0 ? issue.keys : [undefined];
  return keys.map((key) => {
    const path = [...(prefix ? [prefix] : []), ...issue.path.map(String), ...(key === undefined ? [] : [key])];
    const param = path.length > 0 ? path.join(".") : undefined;
    return fieldError(param, plainSentence(param, issue.message));
  });
}

/**
 * One validation_error for every invalid field, one entry a field: the first found (by the check
 * order, docs/api/errors.md#check-order) is its param and message.
 */
export function invalidFields(errors: readonly FieldError[]): ApiError {
  const seen = new Set<string | undefined>();
  const each = errors.filter((error) => !seen.has(error.param) && seen.add(error.param));
  return new ApiError("validation_error", each[0].message, each[0].param, each);
}

/** Deeper than any request this API defines; bounds the walk below and every later one. */
export const maxInputDepth = 32;

/** Keys that could reach an object's prototype once copied by assignment: refused anywhere. */
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

/** Why a string cannot be stored: PostgreSQL's text refuses NUL, and UTF-8 cannot hold a lone surrogate. */
function unstorable(text: string): string | undefined {
  if (text.includes("\u0000")) return "must not contain NUL characters";
  if (!text.isWellFormed()) return "must be well-formed Unicode (no lone surrogate)";
  return undefined;
}

interface UnsafeInput {
  path: string[];
  /** The rule broken, as the words after the field's name (validation-messages.ts). */
  problem: string;
}

/**
 * What in a request's value no rule below may see: a key that could reach a prototype or that no
 * column can store, or nesting deeper than maxInputDepth (`structure`, the first found); and the
 * first string no column can store (`text`). Walked in the order the caller wrote it, with an
 * explicit stack, not recursion, so no depth of JSON can exhaust the call stack.
 */
function findUnsafeInput(value: unknown): { structure?: UnsafeInput; text?: UnsafeInput } {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  let text: UnsafeInput | undefined;
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      const problem = text ? undefined : unstorable(current);
      if (problem) text = { path, problem };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= maxInputDepth) return { structure: { path, problem: `is nested too deep: values may be nested at most ${maxInputDepth} levels` } };
    const keys = Object.keys(current);
    for (const key of keys) {
      if (forbiddenKeys.has(key)) return { structure: { path: [...path, key], problem: "is not allowed as a key" } };
      const keyProblem = unstorable(key);
      if (keyProblem) return { structure: { path: [...path, key], problem: `is not allowed as a key: keys ${keyProblem}` } };
    }
    // Last pushed, first walked: the first key's value comes next.
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (current as Record<string, unknown>)[keys[i]], path: [...path, keys[i]] });
  }
  return { text };
}

function unsafeFieldError({ path, problem }: UnsafeInput, prefix: string | undefined): FieldError {
  const param = [prefix, ...path].filter(Boolean).join(".") || undefined;
  return fieldError(param, plainSentence(param, problem));
}

/**
 * The value, if the schema accepts it; else 400 validation_error naming the first invalid field
 * and listing every one. What could harm the checks themselves is refused before the schema sees
 * it; a string no column can store is a field's problem like any other, listed after the schema's
 * (which names the first field it finds invalid) when both have one.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  if (value instanceof UnreadableBody) throw new ApiError("validation_error", value.reason);
  const unsafe = findUnsafeInput(value);
  if (unsafe.structure) throw invalidFields([unsafeFieldError(unsafe.structure, prefix)]);
  // reportInput: without it a value of the wrong type would read as a missing one.
  const result = schema.safeParse(value, { reportInput: true, error: plainRules });
  if (result.success && !unsafe.text) return result.data;
  const found = result.success ? [] : result.error.issues.flatMap((issue) => fieldErrorsOf(issue, prefix));
  if (unsafe.text) found.push(unsafeFieldError(unsafe.text, prefix));
  throw invalidFields(found);
}

/** Metadata and reference rules shared by every resource that carries them (docs/api/conventions.md#metadata). */
const metadataMaxPairs = 20;
export const metadataSchema = withRule(
  z
    .record(z.string().min(1).max(40), z.string().max(500))
    .refine((value) => Object.keys(value).length <= metadataMaxPairs, { message: `must have at most ${metadataMaxPairs} keys` })
    // A refinement has no JSON Schema form: the meta tells the OpenAPI document the same limit.
    .meta({ maxProperties: metadataMaxPairs }),
  'must be keys and their text values in braces ({"order_id": "6735"})',
);
export const referenceSchema = z.string().max(64);

/** A resource's id: at most 64 characters (anything else cannot exist, so it is not found). */
export const idSchema = withRule(
  z
    .string()
    .min(1)
    .max(64)
    // eslint-disable-next-line no-control-regex -- the NUL is the point: PostgreSQL text cannot hold it
    .regex(/^[^\u0000]*$/)
    .refine((id) => id.isWellFormed()),
  "must be 1 to 64 characters of text, as every identifier the API gives is",
);

export function checkId(id: string | undefined): string {
  if (idSchema.safeParse(id).success) return id as string;
  return validate(idSchema, id, "id");
}

/** An optional integer in [min, max], `fallback` when absent (page sizes, page numbers). */
export function optionalInteger(min: number, max: number, fallback: number) {
  return z.int().min(min).max(max).default(fallback);
}

/**
 * Operations that read no options take none (no unknown properties:
 * docs/api/conventions.md#requests-and-responses), as those that do refuse one they do not know.
 * Only REST can send them (as a query string).
 */
export function checkNoOptions(options: Record<string, unknown> | undefined): void {
  const unknown = Object.keys(options ?? {});
  if (unknown.length === 0) return;
  throw invalidFields(unknown.map((name) => fieldError(name, `${name} is not a query parameter of this endpoint: it takes none.`)));
}

/**
 * Operations that take no input accept none, or an empty object
 * (docs/api/conventions.md#requests-and-responses). Only REST can send one (as a body), so the
 * errors speak of the request body.
 */
export function checkNoInput(input: unknown): void {
  if (input === undefined) return;
  if (input instanceof UnreadableBody) throw new ApiError("validation_error", input.reason);
  if (input !== null && typeof input === "object" && !Array.isArray(input)) {
    const unknown = Object.keys(input);
    if (unknown.length === 0) return;
    throw invalidFields(unknown.map((name) => fieldError(name, `${name} is not a field of this request: this endpoint takes no request body.`)));
  }
  throw new ApiError("validation_error", "This endpoint takes no request body.");
}
