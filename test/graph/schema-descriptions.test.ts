// Every type, field, argument, input field and enum value of the GraphQL schema has a description
// (the issue: a dashboard developer reads them in GraphiQL). Checked on the committed SDL, which is
// what clients and GraphiQL see, and on the schema the code builds, so that a field added without
// a description fails here before `npm run schema:print`. Pure: no server, no database.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from "graphql";
import { schema as liveSchema } from "../../src/graphql/schema/index.js";

/** Every schema coordinate (Type, Type.field, Type.field(arg), Enum.VALUE) that has no description. */
function undescribed(schema: GraphQLSchema): string[] {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean).map((t) => t!.name));
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    // GraphQL's own: introspection types and the built-in scalars.
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (blank(type.description) && !roots.has(type.name)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing.sort();
}

const committedSdl = readFileSync(path.resolve(import.meta.dirname, "../../schema/schema.graphql"), "utf8");

describe("schema descriptions", () => {
  test("the committed SDL (schema/schema.graphql) describes every type, field, argument, input field and enum value", () => {
    expect(undescribed(buildSchema(committedSdl))).toEqual([]);
  });

  test("the schema the code builds describes every one of them too", () => {
    expect(undescribed(liveSchema)).toEqual([]);
  });

  test("the check finds what has no description", () => {
    const sdl = `
      type Query { a(x: Int): Thing }
      """Described."""
      type Thing { """Described.""" b: Int, c: Int }
      enum Kind { ONE }
      input In { d: Int }
      scalar Big
    `;
    expect(undescribed(buildSchema(sdl))).toEqual(["Big", "In", "In.d", "Kind", "Kind.ONE", "Query.a", "Query.a(x:)", "Thing.c"]);
  });
});
