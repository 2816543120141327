// Turns schema failures into the API's 400 validation_error whose `param` names the first
// invalid field, as the caller wrote it (dotted for nested fields: `destination.country`).
import { z } from "zod";
import { ApiError } from "./errors.js";

/** A request body that could not be read as JSON; reported at the validation step (docs/api/errors.md#check-order). */
export class UnreadableBody {
  constructor(readonly reason: string) {}
}

function paramOf(issue: z.core.$ZodIssue): string | undefined {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys" && issue.keys.length > 0) path.push(issue.keys[0]);
  return path.length > 0 ? path.join(".") : undefined;
}

function messageOf(issue: z.core.$ZodIssue, param: string | undefined): string {
  if (issue.code === "unrecognized_keys") return `Unknown property: ${param}.`;
  if (issue.code === "invalid_type" && issue.input === undefined) return `${param ?? "The value"} is required.`;
  return param ? `Invalid ${param}: ${issue.message}.` : `${issue.message}.`;
}

/** Deeper than any request this API defines; bounds the walk below and every later one. */
export const maxInputDepth = 32;

/** Keys that could reach an object's prototype once copied by assignment: refused anywhere. */
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

/** Why a string cannot be stored: PostgreSQL's text refuses NUL, and UTF-8 cannot hold a lone surrogate. */
function unstorable(text: string): string | undefined {
  if (text.includes("\u0000")) return "may not contain NUL characters";
  if (!text.isWellFormed()) return "must be well-formed Unicode (no lone surrogate)";
  return undefined;
}

interface UnsafeInput {
  path: string[];
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
      if (problem) text = { path, problem: `Strings ${problem}.` };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= maxInputDepth) return { structure: { path, problem: `Values may be nested at most ${maxInputDepth} levels deep.` } };
    const keys = Object.keys(current);
    for (const key of keys) {
      if (forbiddenKeys.has(key)) return { structure: { path: [...path, key], problem: `${key} is not allowed as a key.` } };
      const keyProblem = unstorable(key);
      if (keyProblem) return { structure: { path: [...path, key], problem: `Keys ${keyProblem}.` } };
    }
    // Last pushed, first walked: the first key's value comes next.
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (current as Record<string, unknown>)[keys[i]], path: [...path, keys[i]] });
  }
  return { text };
}

function unsafeError({ path, problem }: UnsafeInput, prefix: string | undefined): ApiError {
  const param = [prefix, ...path].filter(Boolean).join(".") || undefined;
  return new ApiError("validation_error", problem, param);
}

/**
 * The value, if the schema accepts it; else 400 validation_error naming the first invalid field.
 * What could harm the checks themselves is refused before the schema sees it; a string no column
 * can store is a field's problem like any other, reported after the schema's (which names the
 * first field it finds invalid) when both have one.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  if (value instanceof UnreadableBody) throw new ApiError("validation_error", value.reason);
  const unsafe = findUnsafeInput(value);
  if (unsafe.structure) throw unsafeError(unsafe.structure, prefix);
  // reportInput: without it zod leaves `input` out of every issue, and a value of the wrong type
  // would read as a missing one.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0];
    const inner = paramOf(issue);
    const param = prefix && inner ? `${prefix}.${inner}` : (prefix ?? inner);
    throw new ApiError("validation_error", messageOf(issue, param), param);
  }
  if (unsafe.text) throw unsafeError(unsafe.text, prefix);
  return result.data;
}

/** Metadata and reference rules shared by every resource that carries them (docs/api/conventions.md#metadata). */
const metadataMaxPairs = 20;
export const metadataSchema = z
  .record(z.string().min(1).max(40), z.string().max(500), {
    error: (issue) => (issue.code === "invalid_key" ? "keys must be 1 to 40 characters" : undefined),
  })
  .refine((value) => Object.keys(value).length <= metadataMaxPairs, { message: `at most ${metadataMaxPairs} pairs` })
  // A refinement has no JSON Schema form: the meta tells the OpenAPI document the same limit.
  .meta({ maxProperties: metadataMaxPairs });
export const referenceSchema = z.string().max(64);

/** A resource's id: at most 64 characters (anything else cannot exist, so it is not found). */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  // eslint-disable-next-line no-control-regex -- the NUL is the point: PostgreSQL text cannot hold it
  .regex(/^[^\u0000]*$/, "no NUL characters")
  .refine((id) => id.isWellFormed(), "no lone surrogates");

export function checkId(id: string | undefined): string {
  if (!idSchema.safeParse(id).success) throw new ApiError("validation_error", "Invalid id.", "id");
  return id as string;
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
  const [first] = Object.keys(options ?? {});
  if (first !== undefined) throw new ApiError("validation_error", `Unknown query parameter: ${first}. This endpoint takes none.`, first);
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
    const [first] = Object.keys(input);
    if (first === undefined) return;
    throw new ApiError("validation_error", `Unknown property: ${first}. This endpoint takes no request body.`, first);
  }
  throw new ApiError("validation_error", "This endpoint takes no request body.");
}
