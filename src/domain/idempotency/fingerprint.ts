// A request's fingerprint: what tells a retry of one request from another request sent with the
// same Idempotency-Key (docs/api/idempotency.md).
import { createHmac } from "node:crypto";
import type { Domain } from "../domain.js";

/** JSON with object keys sorted, so that equal inputs fingerprint equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Keyed with a deployment secret: a plain hash of an input holding a phone or account number
 * could be reversed by trying every number, and those numbers are never to be stored. `input`
 * is the command as either transport hands it to the domain (REST's body with its fields
 * renamed, GraphQL's arguments without the omitted ones), so that one request fingerprints
 * alike on either transport.
 */
export function fingerprintOf(secret: string, operation: string, id: string | undefined, input: unknown): string {
  return createHmac("sha256", secret)
    .update(`${operation}\n${id ?? ""}\n${canonicalJson(input ?? null)}`)
    .digest("hex");
}

/**
 * A command as fingerprints spelled it until commands were camelCase (2026-11-29): its fields in
 * snake_case at any depth (`destination.account_number`), the keys under `metadata` as sent. A
 * record kept from before then (keys live IDEMPOTENCY_TTL_HOURS) holds such a fingerprint, and a
 * retry of its request must replay, not answer 422: a client that cannot learn a transfer's
 * outcome may send it again under a new key. Remove once no such record can remain.
 */
export function earlierSpelling(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(earlierSpelling);
  if (value === null || typeof value !== "object") return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== null && prototype !== Object.prototype) return value;
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    input[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = key === "metadata" ? field : earlierSpelling(field);
  }
  return input;
}

export function fingerprintSecret(domain: Domain): Promise<string> {
  return domain.stores.settings.secret("IDEMPOTENCY_FINGERPRINT_SECRET");
}
