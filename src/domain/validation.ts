// Turns schema failures into the API's 400 validation_error whose `param` names the first
// invalid field, as the caller wrote it (dotted for nested fields: `destination.country`).
import { z } from "zod";
import { ApiError } from "./errors.js";

/** A request body that could not be read as JSON; reported at the validation step (decisions §7). */
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

/** The path of the first string holding a NUL character, which no PostgreSQL text can store. */
function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key];
    const found = findNul(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

export function validate<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  if (value instanceof UnreadableBody) throw new ApiError("validation_error", value.reason);
  const nul = findNul(value);
  if (nul) {
    const param = [prefix, ...nul].filter(Boolean).join(".") || undefined;
    throw new ApiError("validation_error", "Strings may not contain NUL characters.", param);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const inner = paramOf(issue);
  const param = prefix && inner ? `${prefix}.${inner}` : (prefix ?? inner);
  throw new ApiError("validation_error", messageOf(issue, param), param);
}

/** Metadata and reference rules shared by every resource that carries them. */
const metadataMaxPairs = 20;
export const metadataSchema = z
  .record(z.string(), z.string().max(500))
  .refine((value) => Object.keys(value).length <= metadataMaxPairs, { message: `at most ${metadataMaxPairs} pairs` })
  // A refinement has no JSON Schema form: the meta tells the OpenAPI document the same limit.
  .meta({ maxProperties: metadataMaxPairs });
export const referenceSchema = z.string().max(64);

/** A path id: at most 64 characters (anything else cannot exist, so it is not found). */
export const pathIdSchema = z.string().min(1).max(64).regex(/^[^\u0000]*$/, "no NUL characters");

export function checkPathId(id: string | undefined): string {
  if (!pathIdSchema.safeParse(id).success) throw new ApiError("validation_error", "Invalid id.", "id");
  return id as string;
}

/**
 * Query integers arrive as strings; accept only plain decimal digits. The meta tells the OpenAPI
 * document the parsed form (an integer in [min, max]); the default is read off the schema itself.
 */
export function queryInteger(min: number, max: number, fallback: number) {
  return z
    .string()
    .regex(/^[0-9]{1,12}$/, "expected an integer")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback)
    .meta({ type: "integer", minimum: min, maximum: max });
}

/** Endpoints that take no body accept none, or an empty object (decisions §10: no unknown properties). */
export function checkNoBody(body: unknown): void {
  if (body === undefined) return;
  if (body instanceof UnreadableBody) throw new ApiError("validation_error", body.reason);
  if (body !== null && typeof body === "object" && !Array.isArray(body)) {
    const [first] = Object.keys(body);
    if (first === undefined) return;
    throw new ApiError("validation_error", `Unknown property: ${first}. This endpoint takes no request body.`, first);
  }
  throw new ApiError("validation_error", "This endpoint takes no request body.");
}
