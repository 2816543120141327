import type { ArgBuilder, ObjectRef } from "@pothos/core";
import type { ConnectionPage } from "../../domain/pagination.js";
import type { SchemaTypes } from "../builder.js";

// GraphQL sends omitted optional arguments as null or undefined; the options the domain
// validates leave them out, as a REST query string does, so both transports validate alike.
export function withoutNulls<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  // A loop, not Object.entries/filter/fromEntries: this runs for every input object of every
  // mutation, and the three arrays showed in the profile.
  const present: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (value[key] !== null && value[key] !== undefined) present[key] = value[key];
  }
  return present as never;
}

const idempotencyRules =
  "1 to 255 visible ASCII characters (a UUID, say), in the same key space as REST's Idempotency-Key header, per organization " +
  "and environment: the same key with the same arguments, on either transport, replays the first answer with no " +
  "second effect; with other arguments it is idempotency_key_reuse, and while the first request still runs, idempotency_in_progress. " +
  "Keys are remembered for 24 hours (IDEMPOTENCY_TTL_HOURS).";

/** The `idempotencyKey: String!` of a mutation whose key is required (docs/api/idempotency.md#which-operations). */
export const idempotencyKeyDescription = `Required: ${idempotencyRules} An empty key is idempotency_key_required.`;

/** The optional `idempotencyKey: String` of createWebhookEndpoint (docs/api/idempotency.md#which-operations). */
export const optionalIdempotencyKeyDescription = `Optional; when sent, honoured: ${idempotencyRules}`;

/** Metadata as every input that carries it takes it (docs/api/conventions.md#metadata). */
export const metadataDescription =
  "Your own key/value strings: at most 20 pairs, keys 1 to 40 characters, values at most 500. Returned as sent.";

/** A list's arguments as they name the domain's cursor fields, for errors (docs/api/errors.md#param). */
export const listArgumentNames = { limit: "first", startingAfter: "after" } as const;

/** A domain connection page as a Relay connection, with its nodes and its count on demand; cursors are ids. */
export function connectionFrom<T extends { id: string }>(page: ConnectionPage<T>): Connection<T> {
  return {
    edges: page.nodes.map((node) => ({ cursor: node.id, node })),
    nodes: page.nodes,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.nodes[0]?.id ?? null,
      endCursor: page.nodes.at(-1)?.id ?? null,
    },
    totalCount: page.totalCount,
  };
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: () => Promise<number>;
}

/** The connection's own fields beside edges and pageInfo: the page's nodes and the total count. */
export function connectionExtras<T>(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, object>, nodeType: ObjectRef<SchemaTypes, T>, noun: string) {
  const connection = (parent: object) => parent as Connection<T>;
  return {
    nodes: t.field({ type: [nodeType], description: `The page's ${noun}, as in edges.`, resolve: (c) => connection(c).nodes }),
    totalCount: t.int({
      description: `How many ${noun} match the filters, whatever the page: counted only when asked for.`,
      resolve: (c) => connection(c).totalCount(),
    }),
  };
}

/** Relay's paging arguments, as every connection takes them. */
export function connectionArgs(arg: ArgBuilder<SchemaTypes>) {
  return {
    first: arg.int({ description: "How many, newest first (1 to 100; 20 unless given)." }),
    after: arg.string({ description: "The cursor (id) of the last object of the previous page." }),
    last: arg.int({ description: "How many before `before`, for paging back (1 to 100)." }),
    before: arg.string({ description: "The cursor (id) of the first object of the next page, for paging back." }),
  };
}
