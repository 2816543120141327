// GraphQL sends omitted optional arguments as null or undefined; the REST-shaped request the
// domain validates leaves them out, so both transports fingerprint and validate alike.
export function withoutNulls<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}
