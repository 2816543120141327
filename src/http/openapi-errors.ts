// The error responses of the OpenAPI document. Which codes an operation can answer is read off
// its definition (scope, Sandbox-only, Idempotency-Key, input, activation, path id) in the check
// order (docs/api/errors.md#check-order), plus the codes of its own work listed in
// openapi-operations.ts.
import { errorCatalog, leavesKeyUnused, type ErrorCode } from "../domain/errors.js";
import { httpStatusOf } from "./error-statuses.js";
import type { Operation } from "../domain/operation.js";
import { errorEnvelopeOf } from "./openapi-schemas.js";
import { jsonSchemaOf, type Json } from "./openapi-json-schema.js";
import { responseHeaders } from "./openapi-components.js";

/** An example message for each code. A Record over every code: a new code needs one to type-check. */
const exampleMessages: Record<ErrorCode, { message: string; param?: string; errors?: Array<{ param: string; message: string }> }> = {
  validation_error: {
    message: "amount must be between 500 and 250000 cents (USD 5.00 to 2,500.00).",
    param: "amount",
    errors: [
      { param: "amount", message: "amount must be between 500 and 250000 cents (USD 5.00 to 2,500.00)." },
      { param: "colour", message: "colour is not a field of this request." },
    ],
  },
  idempotency_key_required: { message: "This operation requires an Idempotency-Key header." },
  product_unavailable: { message: "The card product net-493-atm is not available through the API.", param: "product" },
  not_found: { message: "No such object." },
  idempotency_in_progress: { message: "A request with this Idempotency-Key is still in progress. Retry later." },
  idempotency_key_reuse: { message: "This Idempotency-Key was already used with a different request body or endpoint." },
  request_timeout: { message: "The request was not received within 30 seconds: it was not run." },
  authentication_required: { message: "Send an API key as Authorization: Bearer <key>." },
  invalid_api_key: { message: "The API key is unknown, revoked or expired." },
  environment_mismatch: { message: "This key belongs to the other environment's base URL." },
  insufficient_scope: { message: "This API key may not perform this operation." },
  activation_required: { message: "Live card programs need an activated account." },
  sandbox_only: { message: "This endpoint exists only in the Sandbox." },
  untrusted_document: { message: "This session token runs trusted GraphQL documents only: send a registered document's hash, over GraphQL." },
  insufficient_funds: { message: "The wallet's available balance is lower than the amount plus fees." },
  card_state_conflict: { message: "A frozen card cannot be funded." },
  insufficient_card_balance: {
    message: "A withdrawal must leave at least 500 cents (USD 5.00) on the card; its balance is 15000 cents (USD 150.00), so at most 14500 cents (USD 145.00) can be withdrawn.",
  },
  delivery_pending: { message: "Webhook delivery whd_01JH3ZF8W2X4Y6Z8A0B2C4D6E8 is pending: it is attempted again at its next attempt time." },
  rate_limited: { message: "Too many requests. Retry after the number of seconds in Retry-After." },
  provider_error: { message: "The payout provider returned an error." },
  provider_timeout: { message: "The payout provider did not answer in time." },
  live_operations_disabled: { message: "Live money movement is not enabled on this deployment." },
  provider_not_configured: { message: "No provider is configured for this environment and operation." },
  temporarily_unavailable: { message: "The service could not reach its database. Nothing was done: retry after a second." },
  internal_error: { message: "An internal error occurred. The request may be retried." },
};

/** One example envelope per error code in `used`, referenced by every response that can carry it. */
export function errorExamples(used: ReadonlySet<ErrorCode>): Record<string, Json> {
  return Object.fromEntries(
    (Object.keys(errorCatalog) as ErrorCode[]).filter((code) => used.has(code)).map((code) => {
      const { message, param, errors } = exampleMessages[code];
      const error = {
        type: errorCatalog[code].type,
        code,
        message,
        ...(param ? { param } : {}),
        ...(errors ? { errors } : {}),
        request_id: "req_01JH3ZF8W2X4Y6Z8A0B2C4D6E8",
      };
      return [code, { summary: code, value: { error } }];
    }),
  );
}

export interface ErrorSource {
  operation: Operation<unknown, unknown, unknown>;
  /** Whether the route has an `{id}` path parameter. */
  hasPathId: boolean;
  /** The codes the operation's own work can answer. */
  ownErrors: readonly ErrorCode[];
}

/** The codes an operation can answer, in the check order (docs/api/errors.md#check-order). */
export function errorCodesOf({ operation: op, hasPathId, ownErrors }: ErrorSource): ErrorCode[] {
  // untrusted_document: a session token made for trusted GraphQL documents only is refused on every route.
  const codes: ErrorCode[] = ["authentication_required", "invalid_api_key", "environment_mismatch", "rate_limited", "untrusted_document"];
  if (op.sandboxOnly) codes.push("sandbox_only");
  if (op.scope !== null) codes.push("insufficient_scope");
  if (op.idempotency === "required") codes.push("idempotency_key_required");
  // An over-long Idempotency-Key, options (query) or input (body) that fail their schema, an over-long
  // path id, a query parameter the operation does not take (every one can be sent one).
  codes.push("validation_error");
  if (op.requiresLiveActivation) codes.push("activation_required");
  if (op.idempotency !== "none") codes.push("idempotency_in_progress", "idempotency_key_reuse");
  if (hasPathId) codes.push("not_found");
  codes.push(...ownErrors, "temporarily_unavailable", "internal_error");
  return [...new Set(codes)];
}

/**
 * Groups the codes by status. `replayable`: the status can be the stored answer of an earlier
 * request with the same Idempotency-Key. Only the operation's own work is stored; the checks
 * before the idempotency record (docs/api/errors.md#check-order) and 400s never are
 * (docs/api/idempotency.md#what-is-stored).
 */
export function errorStatuses(source: ErrorSource): Array<{ status: number; codes: ErrorCode[]; replayable: boolean }> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(source)) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const stored = new Set<ErrorCode>([...source.ownErrors, ...(source.hasPathId ? (["not_found"] as const) : [])]);
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => ({
      status,
      codes,
      replayable: source.operation.idempotency !== "none" && codes.some((code) => stored.has(code) && !leavesKeyUnused(code)),
    }));
}

/** The response component for these codes: named by status and codes, shared by every operation that answers them. */
export function errorResponse(status: number, codes: ErrorCode[], replayable: boolean): { name: string; response: Json } {
  return {
    name: [status, ...codes, ...(replayable ? ["replayable"] : [])].join("-"),
    response: {
      description: codes.map((code) => `\`${code}\``).join(", "),
      headers: responseHeaders(status, replayable),
      content: {
        "application/json": {
          schema: jsonSchemaOf(errorEnvelopeOf(codes), "output"),
          examples: Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/examples/${code}` }])),
        },
      },
    },
  };
}
