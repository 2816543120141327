// The fixed parts of the OpenAPI document: the overview, the security scheme, the headers every
// response carries (Request-Id, RateLimit-*, Idempotent-Replayed: docs/api/errors.md#request-id,
// docs/api/rate-limits.md#headers, docs/api/idempotency.md#replays) and the Idempotency-Key
// parameter.
import type { Json } from "./openapi-json-schema.js";

export const info = {
  title: "Payments, Transfers and Virtual Card Service",
  version: "1.0.0",
  license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
  description: `The REST API of the payments, transfers and virtual card service.

- **Environments.** Sandbox (\`/sandbox/v1\`, keys \`gs_test_…\`) and Live (\`/v1\`, keys \`gs_live_…\`). A key used on the other environment's base URL answers 401 \`environment_mismatch\`. Every Sandbox object carries \`test_data: true\`.
- **Authentication.** \`Authorization: Bearer <API key>\`. Each operation names the scopes that let a key call it (\`x-required-scopes\`, also the role list of its security requirement); a key with none of them answers 403 \`insufficient_scope\`. An operation marked \`x-required-scopes-all\` needs every one of them (a full-access key).
- **Idempotency.** Operations marked so take an \`Idempotency-Key\` header (1 to 255 visible ASCII characters, 0x21 to 0x7E). A repeat with the same key and request replays the stored answer with \`Idempotent-Replayed: true\`; the same key with another request answers 422 \`idempotency_key_reuse\`; while the first is still running, 409 \`idempotency_in_progress\`. Keys are remembered for 24 hours.
- **Money.** Amounts are integers in the currency's minor unit; card amounts are USD cents.
- **Lists.** Newest first. Cursor lists take \`limit\` and \`starting_after\` and answer \`has_more\`.
- **Errors.** Every error is \`{"error": {"type", "code", "message", "param"?, "errors"?, "request_id"}}\`; \`request_id\` equals the \`Request-Id\` header; a \`validation_error\` lists every invalid field in \`errors\` (\`[{"param", "message"}]\`), the first being \`param\`. Checks run in this order: route, authentication (401), environment (401), rate limit (429), a trusted-documents-only session token (403 \`untrusted_document\`), Sandbox-only (403), scope (403), Idempotency-Key (400), validation (400), activation (403), idempotency record (409/422), the operation.
- **Rate limits.** A token bucket per key; every response carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 carries \`Retry-After\`.`,
};

export const securitySchemeName = "apiKey";

export const securitySchemes = {
  [securitySchemeName]: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "API key or session token",
    description:
      "A secret API key: `gs_test_…` for the Sandbox base URL, `gs_live_…` for Live; or a session token a key minted (`POST /session_tokens`): `gst_test_…`, `gst_live_…`, within its own scopes.",
  },
};

const keyLength = { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" };

export const headerParameters = {
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    required: true,
    description: "Makes retries safe: a repeat with the same key and request replays the first answer. A UUID is a good key.",
    schema: keyLength,
    example: "5f0c6a3e-4d1b-4c3a-9a57-2f6b8c1d9e07",
  },
  IdempotencyKeyOptional: {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description: "Optional here; when sent, a repeat with the same key and request replays the first answer.",
    schema: keyLength,
  },
};
export type HeaderParameter = keyof typeof headerParameters;

const integerHeader = (description: string) => ({ description, required: true, schema: { type: "integer", minimum: 0 } });

export const headers = {
  "Request-Id": { description: "This request's id, also in any error envelope.", required: true, schema: { type: "string", pattern: "^req_" } },
  "RateLimit-Limit": integerHeader("The size of the key's token bucket."),
  "RateLimit-Remaining": integerHeader("Requests left in the bucket."),
  "RateLimit-Reset": integerHeader("Seconds until the bucket is full again."),
  "Retry-After": { description: "Whole seconds to wait before retrying (at least 1).", required: true, schema: { type: "integer", minimum: 1 } },
  "Idempotent-Replayed": {
    description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key.",
    required: false,
    schema: { type: "string", enum: ["true"] },
  },
  "Content-Disposition": {
    description: "`attachment; filename=\"…\"`: the answer is a file to save.",
    required: true,
    schema: { type: "string", pattern: "^attachment; filename=\"[A-Za-z0-9_.-]+\"$" },
  },
};

/** The headers of a response: all of them carry the request id and the rate-limit state. */
export function responseHeaders(status: number, replayable: boolean): Json {
  const names = [
    "Request-Id",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    ...(status === 429 ? ["Retry-After"] : []),
    ...(replayable ? ["Idempotent-Replayed"] : []),
  ];
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
