// zod → JSON Schema 2020-12 (the dialect of OpenAPI 3.1) for the OpenAPI document, with zod's
// own bookkeeping and restated bounds removed so that the document reads well.
import { z } from "zod";
import { responseComponents } from "./openapi-schemas.js";

export type Json = Record<string, unknown>;

/** The largest magnitude a JSON number keeps exactly: zod states it on every integer, a reader needs it nowhere. */
const safeBound = Number.MAX_SAFE_INTEGER;

function tidy(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(tidy);
  if (node === null || typeof node !== "object") return;
  const schema = node as Json;
  delete schema.$schema;
  delete schema.$id;
  if (schema.maximum === safeBound) delete schema.maximum;
  if (schema.minimum === -safeBound) delete schema.minimum;
  // Query integers are validated as digit strings; `integer` already says so on the wire.
  if (schema.type === "integer") delete schema.pattern;
  // zod's date-time regex restates the format.
  if (schema.format === "date-time") delete schema.pattern;
  Object.values(schema).forEach(tidy);
}

/**
 * One schema, inlined. `input` for what a request may send (the very schema that validates it),
 * `output` for what a response holds.
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): Json {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Json;
  tidy(json);
  return json;
}

/** The response components, with `$ref`s between them (a registry makes zod emit references). */
export function responseComponentSchemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(responseComponents)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io: "output",
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  tidy(schemas);
  return schemas;
}
