// For webhook receivers (decisions §12): every delivery carries
//   Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// where the HMAC key is the whole secret string shown at creation (`whsec_…`). Verify against
// the raw request body exactly as received, before parsing it as JSON.
import { createHmac, timingSafeEqual } from "node:crypto";

export type RawBody = string | Uint8Array;

export interface VerifyOptions {
  /** Reject a `t` further than this from now, either way (replayed or forged timestamps). Default 300. */
  toleranceSeconds?: number;
  /** The current time (a Date, or milliseconds since the epoch); default the clock. */
  now?: Date | number;
}

function bytes(body: RawBody): Buffer {
  return typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function hmacHex(secret: string, timestamp: string, body: RawBody): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(bytes(body)).digest("hex");
}

/** The header value for `rawBody` signed at `timestampSeconds`; the service signs each attempt afresh. */
export function signWebhookPayload(rawBody: RawBody, secret: string, timestampSeconds: number): string {
  const t = String(Math.floor(timestampSeconds));
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/**
 * True when `header` (the Service-Signature value) holds a v1 signature of `rawBody` under
 * `secret` whose timestamp is within `toleranceSeconds` of now; false for anything else — a
 * missing or malformed header, a wrong signature, an old or future timestamp. It throws
 * (TypeError) only when called wrongly: no secret, or a body that is not a string or bytes.
 * Signatures are compared in constant time.
 */
export function verifyWebhookSignature(
  rawBody: RawBody,
  header: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): boolean {
  if (typeof secret !== "string" || secret.length === 0) throw new TypeError("verifyWebhookSignature needs the endpoint's secret");
  if (typeof rawBody !== "string" && !(rawBody instanceof Uint8Array)) {
    throw new TypeError("verifyWebhookSignature needs the raw body as a string or bytes, not parsed JSON");
  }
  if (typeof header !== "string") return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [name, value, extra] = part.trim().split("=");
    if (value === undefined || extra !== undefined) continue;
    if (name === "t") timestamp = value;
    else if (name === "v1") signatures.push(value);
  }
  if (timestamp === undefined || !/^[0-9]{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  const { toleranceSeconds = 300, now = Date.now() } = options;
  const nowSeconds = (typeof now === "number" ? now : now.getTime()) / 1000;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), "hex");
  // Every candidate is compared (several v1 values may be sent), each in constant time.
  let matched = false;
  for (const signature of signatures) {
    if (!/^[0-9a-f]{64}$/i.test(signature)) continue;
    if (timingSafeEqual(expected, Buffer.from(signature, "hex"))) matched = true;
  }
  return matched;
}
