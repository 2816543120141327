// GraphQL sends omitted optional arguments as null or undefined; the REST-shaped request the
// domain validates leaves them out, so both transports fingerprint and validate alike.
export function withoutNulls<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  // A loop, not Object.entries/filter/fromEntries: this runs for every input object of every
  // mutation, and the three arrays showed in the profile.
  const present: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (value[key] !== null && value[key] !== undefined) present[key] = value[key];
  }
  return present as never;
}

/** A list's arguments as they name the domain's cursor fields, for errors (decisions §14). */
export const listArgumentNames = { limit: "first", starting_after: "after" } as const;

/** Relay's first/after become the domain list's limit/starting_after: one list operation serves both. */
export function listQuery(args: { first?: number | null; after?: string | null }, filters: Record<string, string | null | undefined>) {
  return withoutNulls({ limit: args.first, starting_after: args.after, ...filters });
}

/** A REST list page as a Relay connection; the cursor is the object's id. */
export function connectionFromPage<T extends { id: string }>(page: { data: T[]; has_more: boolean }, after: string | null | undefined) {
  return {
    edges: page.data.map((node) => ({ cursor: node.id, node })),
    pageInfo: {
      hasNextPage: page.has_more,
      hasPreviousPage: after != null,
      startCursor: page.data[0]?.id ?? null,
      endCursor: page.data.at(-1)?.id ?? null,
    },
  };
}
