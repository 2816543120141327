// A request's fingerprint: what tells a retry of one request from another request sent with the
// same Idempotency-Key (docs/api/idempotency.md).
import { createHmac } from "node:crypto";
import { serviceSecret } from "../service-secrets.js";
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
 * is the request's as sent, before validation: REST's body, or GraphQL's arguments as the
 * domain names them, so that one request fingerprints alike on either transport.
 */
export function fingerprintOf(secret: string, operation: string, id: string | undefined, input: unknown): string {
  return createHmac("sha256", secret)
    .update(`${operation}\n${id ?? ""}\n${canonicalJson(input ?? null)}`)
    .digest("hex");
}

export function fingerprintSecret(domain: Domain): Promise<string> {
  return serviceSecret(domain.prisma, "IDEMPOTENCY_FINGERPRINT_SECRET");
}
