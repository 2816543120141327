// Pothos configuration only: plugins, context and scalars. Types live in ./schema.
import SchemaBuilder from "@pothos/core";
import RelayPlugin from "@pothos/plugin-relay";
import { DateTimeResolver, JSONObjectResolver, SafeIntResolver } from "graphql-scalars";
import type { GraphQLContext } from "./context.js";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    /** Amounts: GraphQL's Int is 32-bit and cannot hold 100000000000 (decisions §9). */
    SafeInt: { Input: number; Output: number };
    DateTime: { Input: Date; Output: Date | string };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
  /** Object fields are non-null; root fields opt into null so a failed field is `null` (decisions §14). */
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [RelayPlugin],
  relay: { clientMutationId: "omit", cursorType: "String" },
});

builder.addScalarType("SafeInt", SafeIntResolver);
builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("JSONObject", JSONObjectResolver);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
