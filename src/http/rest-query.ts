// A REST query string's values are strings: the REST transport turns those the operation types as
// integers into numbers before the operation validates them (the domain takes typed input, and
// GraphQL hands it numbers directly). Only plain decimal digits are read as an integer; any other
// value stays text, for the schema to refuse with the field's rule beside the request's other
// invalid fields.
import { z } from "zod";

/** Whether a field of an operation's options schema holds an integer (under optional and default). */
function isIntegerField(schema: z.ZodType | undefined): boolean {
  let inner: z.core.$ZodType | undefined = schema;
  while (inner && (inner._zod.def.type === "optional" || inner._zod.def.type === "default")) {
    inner = (inner._zod.def as unknown as { innerType: z.core.$ZodType }).innerType;
  }
  return inner?._zod.def.type === "number";
}

export function typedQuery(schema: z.ZodType | undefined, query: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as z.ZodObject | undefined)?.shape;
  if (!shape) return query;
  const typed: Record<string, unknown> = { ...query };
  for (const [name, value] of Object.entries(query)) {
    // Only the schema's own fields: `shape["__proto__"]` would be the prototype, not a field.
    if (typeof value !== "string" || !Object.hasOwn(shape, name) || !isIntegerField(shape[name])) continue;
    if (/^[0-9]{1,12}$/.test(value)) typed[name] = Number(value);
  }
  return typed;
}
