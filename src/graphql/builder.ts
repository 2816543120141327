// Pothos configuration only: plugins, context and scalars. Types live in ./schema.
import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ArgumentChecksPlugin from "./argument-checks.js";
import type PrismaTypes from "../generated/pothos-prisma-types.js";
import { getDatamodel } from "../generated/pothos-prisma-types.js";
import { DateTimeResolver, JSONObjectResolver, SafeIntResolver } from "graphql-scalars";
import type { GraphQLContext } from "./context.js";
import { tenantOf } from "../domain/auth/principal.js";

export interface Types {
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  Scalars: {
    /** Amounts: GraphQL's Int is 32-bit and cannot hold 100000000000 (docs/api/conventions.md#amounts). */
    SafeInt: { Input: number; Output: number };
    DateTime: { Input: Date; Output: Date | string };
    JSONObject: { Input: Record<string, unknown>; Output: Record<string, unknown> };
  };
  /** Object fields are non-null; root fields opt into null so a failed field is `null` (docs/api/graphql.md#errors). */
  DefaultFieldNullability: false;
}

/** The tenant of the caller the document was authorized for: plugin-prisma reads nothing before. */
function callersTenant(ctx: GraphQLContext) {
  if (!ctx.principal) throw new Error("plugin-prisma read before the document was authorized");
  return tenantOf(ctx.principal);
}

/** The builder's full types, for helpers that take a field or argument builder. */
export type SchemaTypes = PothosSchemaTypes.ExtendDefaultTypes<Types>;

export const builder = new SchemaBuilder<Types>({
  defaultFieldNullability: false,
  plugins: [ArgumentChecksPlugin, PrismaPlugin, RelayPlugin],
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // Descriptions of what the relay plugin generates: PageInfo, every connection's edges and
    // pageInfo, every edge's cursor and node, and the paging arguments of t.connection /
    // t.prismaConnection fields (WebhookEndpoint.deliveries; our own connections take
    // connectionArgs from ./schema/input.ts). Lists are newest first (docs/api/pagination.md).
    pageInfoTypeOptions: { description: "Where a page of a connection stands in its list (Relay). Lists are newest first." },
    hasNextPageFieldOptions: {
      description: "Whether older objects follow this page: pass endCursor as `after` to read them. Always true when paging back with `before`.",
    },
    hasPreviousPageFieldOptions: {
      description: "Whether newer objects precede this page: pass startCursor as `before` to read them. Always true when `after` was given.",
    },
    startCursorFieldOptions: { description: "The cursor of the page's first edge; null when the page is empty." },
    endCursorFieldOptions: { description: "The cursor of the page's last edge; null when the page is empty." },
    pageInfoFieldOptions: { description: "How to read the pages before and after this one." },
    edgesFieldOptions: { description: "The page's objects, newest first, each with its cursor." },
    cursorFieldOptions: {
      description:
        "This edge's place in the list, to pass as `after` or `before`. On transfers, cards, card transactions and events it is the object's id.",
    },
    nodeFieldOptions: { description: "The object at this place in the list." },
    firstArgOptions: { description: "How many to return from the start of the list, or after `after`: 20 unless given, at most 100." },
    afterArgOptions: { description: "An edge's cursor (the previous page's endCursor): the page starts after it." },
    lastArgOptions: { description: "How many to return from the end of the list, or before `before`, for paging back: at most 100." },
    beforeArgOptions: { description: "An edge's cursor (the next page's startCursor): the page ends before it, for paging back." },
  },
  // Reads through Prisma (relations and connections of the graph) use a client that reads only the
  // caller's tenant's rows (domain/tenant-reads.ts): the tenant filter is applied there, once.
  prisma: {
    client: (ctx) => (ctx.tenantClient ??= ctx.graphReads(callersTenant(ctx))),
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
});

builder.addScalarType("SafeInt", SafeIntResolver, {
  description:
    "A whole number between -9007199254740991 and 9007199254740991 (53 bits). Every amount is one, an integer in its currency's " +
    "minor unit (USD cents): GraphQL's Int is 32-bit and cannot hold 100000000000.",
});
builder.addScalarType("DateTime", DateTimeResolver, {
  specifiedByURL: "https://datatracker.ietf.org/doc/html/rfc3339#section-5.6",
  description:
    "An instant as an RFC 3339 date-time string. Answers are at UTC with milliseconds (2026-11-24T10:15:30.123Z); " +
    "arguments may carry any offset (2026-11-24T12:15:30+02:00).",
});
builder.addScalarType("JSONObject", JSONObjectResolver, {
  description: "A JSON object (ECMA-404): metadata, a fee breakdown, or a resource as the REST API returns it.",
});

builder.queryType({ description: "What a key may read: its organization's resources in the key's environment." });
builder.mutationType({ description: "What a key may do: each mutation runs one operation, with the same checks as its REST route." });
builder.subscriptionType({ description: "Events as they happen, over server-sent events." });
