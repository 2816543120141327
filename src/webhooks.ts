// For webhook receivers (docs/api/events-and-webhooks.md#signatures): every delivery carries
//   Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// where the HMAC key is the whole secret string shown at creation (`whsec_…`). Verify against
// the raw request body exactly as received, before parsing it as JSON.
//
// Every delivery also carries the Standard Webhooks headers (https://www.standardwebhooks.com):
//   webhook-id: <the event's id, the same on every attempt>
//   webhook-timestamp: <unix seconds, the same t as Service-Signature's>
//   webhook-signature: v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>
// For a while after the endpoint's secret is rolled, both carry one signature per secret, the new
// secret's first: `t=…,v1=<new>,v1=<old>` and `v1,<new> v1,<old>`; accept the request when any
// one of them verifies.
// where the key is the 32 bytes the secret encodes: a secret is `whsec_` + those bytes in
// base64url (RFC 4648 §5, no padding), while Standard Webhooks writes them in standard base64.
// standardWebhooksSecret below gives the secret in that form, for its libraries.
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

/**
 * The header value for `rawBody` signed at `timestampSeconds`; the service signs each attempt
 * afresh. Several secrets (an endpoint's new and previous ones, while a roll's overlap lasts) give
 * one `v1` each, in their order.
 */
export function signWebhookPayload(rawBody: RawBody, secret: string | readonly string[], timestampSeconds: number): string {
  const t = String(Math.floor(timestampSeconds));
  const secrets = typeof secret === "string" ? [secret] : secret;
  return [`t=${t}`, ...secrets.map((each) => `v1=${hmacHex(each, t, rawBody)}`)].join(",");
}

const secretPattern = /^whsec_[A-Za-z0-9_-]+$/;

/** The key bytes a `whsec_…` secret encodes (base64url after the prefix). */
function standardWebhooksKey(secret: string): Buffer {
  if (typeof secret !== "string" || !secretPattern.test(secret)) throw new TypeError("expected the endpoint's secret as shown at creation (whsec_…)");
  return Buffer.from(secret.slice("whsec_".length), "base64url");
}

/**
 * The endpoint's secret as Standard Webhooks writes secrets (`whsec_` + standard base64 of the
 * same key bytes): what its libraries take, `new Webhook(standardWebhooksSecret(secret))`.
 */
export function standardWebhooksSecret(secret: string): string {
  return `whsec_${standardWebhooksKey(secret).toString("base64")}`;
}

/**
 * The `webhook-signature` value for `rawBody` sent with `webhook-id: id` at `timestampSeconds`;
 * with several secrets, one `v1,…` each, space-separated as Standard Webhooks lists them.
 */
export function signStandardWebhook(id: string, timestampSeconds: number, rawBody: RawBody, secret: string | readonly string[]): string {
  const secrets = typeof secret === "string" ? [secret] : secret;
  return secrets
    .map((each) => {
      const signed = createHmac("sha256", standardWebhooksKey(each)).update(`${id}.${Math.floor(timestampSeconds)}.`).update(bytes(rawBody));
      return `v1,${signed.digest("base64")}`;
    })
    .join(" ");
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
