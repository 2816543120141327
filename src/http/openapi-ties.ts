// The compile-time tie between a response schema and the view its operation returns, for the
// files that hold a part of the OpenAPI document's schemas: the schema may be narrower (an enum
// where the view says string) but must have exactly the view's fields.
import type { z } from "zod";

type Fields<T> = T extends Array<infer U> ? Fields<U>[] : T extends object ? { [K in keyof T]: Fields<T[K]> } : unknown;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Describes<S extends z.ZodType, V> = z.output<S> extends V ? Same<Fields<z.output<S>>, Fields<V>> : false;

/** `describes<typeof schema, View>(true)` compiles only when the schema describes the view. */
export function describes<S extends z.ZodType, V>(ok: Describes<S, V>) {
  return ok;
}
