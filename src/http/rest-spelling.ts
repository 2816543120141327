// REST's body and query string spell fields in snake_case (`destination.account_number`,
// `starting_after`); the domain in camelCase. REST validates them with the operation's own
// schema, spelled its way: the same rules, limits and refinements, so that REST's errors name the
// fields as REST's caller wrote them and its OpenAPI document describes the body REST takes. The
// valid body then becomes the command by renaming its fields back.
import { z } from "zod";
import { validate } from "../domain/validation.js";
import { camelCase, namingFieldsAsSent, snakeCase } from "./rest-names.js";
import { typedQuery } from "./rest-query.js";

const spelled = new WeakMap<z.ZodType, z.ZodType>();

/** `schema` with every object field renamed to its snake_case (metadata's keys are the caller's: a record, left alone). */
export function restSpelling<S extends z.ZodType>(schema: S): S {
  let rest = spelled.get(schema);
  if (!rest) spelled.set(schema, (rest = respell(schema)));
  return rest as S;
}

function respell(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case "object": {
      const shape: Record<string, z.ZodType> = {};
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) shape[snakeCase(name)] = respell(field);
      return z.core.clone(schema, { ...def, shape } as never);
    }
    case "union":
      return z.core.clone(schema, { ...def, options: (def.options as z.ZodType[]).map(respell) } as never);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
      return z.core.clone(schema, { ...def, innerType: respell(def.innerType as z.ZodType) } as never);
    case "array": {
      // A list of values with no fields to rename is the schema itself: a rule attached to it
      // (withRule: validation-messages.ts) is found by the schema that refused the value.
      const element = respell(def.element as z.ZodType);
      return element === def.element ? schema : z.core.clone(schema, { ...def, element } as never);
    }
    default:
      return schema;
  }
}

/** A valid REST body's fields as the command names them; the keys under `metadata` stay as sent. */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== "object") return value;
  const command: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    command[camelCase(key)] = key === "metadata" ? field : camelKeys(field);
  }
  return command;
}

/**
 * REST's body, validated as REST spells the command (validation_error naming the field as the
 * caller wrote it: never renamed again on its way out), as the command.
 */
export function commandFromBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return camelKeys(namingFieldsAsSent(() => validate(restSpelling(schema), body))) as z.output<S>;
}

/** A query string, its digits read as integers where the options take one, validated and renamed as a body is. */
export function optionsFromQuery<S extends z.ZodType>(schema: S, query: Record<string, unknown>): z.output<S> {
  const rest = restSpelling(schema);
  return camelKeys(namingFieldsAsSent(() => validate(rest, typedQuery(rest, query)))) as z.output<S>;
}
