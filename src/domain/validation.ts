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

export function validate<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  if (value instanceof UnreadableBody) throw new ApiError("validation_error", value.reason);
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
export const pathIdSchema = z.string().min(1).max(64);

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
