// The HTTP status each error code answers with (docs/api/errors.md#error-codes): the one map from a
// domain refusal to HTTP, read by REST's answers, by GraphQL's `extensions.status` and by the
// OpenAPI document.
import type { ErrorCode } from "../domain/errors.js";

const statuses = {
  validation_error: 400,
  idempotency_key_required: 400,
  product_unavailable: 400,
  not_found: 404,
  idempotency_in_progress: 409,
  idempotency_key_reuse: 422,
  request_timeout: 408,
  authentication_required: 401,
  invalid_api_key: 401,
  environment_mismatch: 401,
  insufficient_scope: 403,
  activation_required: 403,
  sandbox_only: 403,
  untrusted_document: 403,
  insufficient_funds: 402,
  card_state_conflict: 409,
  insufficient_card_balance: 409,
  delivery_pending: 409,
  rate_limited: 429,
  provider_error: 502,
  provider_timeout: 504,
  live_operations_disabled: 503,
  provider_not_configured: 503,
  temporarily_unavailable: 503,
  internal_error: 500,
} as const satisfies Record<ErrorCode, number>;

export function httpStatusOf(code: ErrorCode): number {
  return statuses[code];
}
