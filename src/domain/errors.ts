// Every error code of the API and its type, in one exhaustive table (docs/api/errors.md#error-codes).
// Domain errors carry a code, a param (named as the domain names its fields) and a message, never
// a status: each transport decides how to answer one (REST: src/http/error-statuses.ts).
export const errorCatalog = {
  validation_error: { type: "invalid_request" },
  idempotency_key_required: { type: "invalid_request" },
  product_unavailable: { type: "invalid_request" },
  not_found: { type: "invalid_request" },
  idempotency_in_progress: { type: "invalid_request" },
  idempotency_key_reuse: { type: "invalid_request" },
  request_timeout: { type: "invalid_request" },
  authentication_required: { type: "authentication_error" },
  invalid_api_key: { type: "authentication_error" },
  environment_mismatch: { type: "authentication_error" },
  insufficient_scope: { type: "permission_error" },
  activation_required: { type: "permission_error" },
  sandbox_only: { type: "permission_error" },
  untrusted_document: { type: "permission_error" },
  insufficient_funds: { type: "balance_error" },
  card_state_conflict: { type: "state_error" },
  insufficient_card_balance: { type: "state_error" },
  delivery_pending: { type: "state_error" },
  rate_limited: { type: "rate_limit_error" },
  provider_error: { type: "provider_error" },
  provider_timeout: { type: "provider_error" },
  live_operations_disabled: { type: "service_unavailable" },
  provider_not_configured: { type: "service_unavailable" },
  temporarily_unavailable: { type: "service_unavailable" },
  internal_error: { type: "api_error" },
} as const satisfies Record<string, { type: string }>;

export type ErrorCode = keyof typeof errorCatalog;
export type ErrorType = (typeof errorCatalog)[ErrorCode]["type"];

/**
 * Refusals that leave an Idempotency-Key unused (docs/api/idempotency.md#what-is-stored): a request
 * that was not valid, a key another request holds, and our own faults or a failed database
 * connection, whose transaction rolled back with no effect, so that a retry runs the request.
 * Every other refusal is the stored answer of its key.
 */
const refusalsLeavingKeyUnused: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "validation_error",
  "idempotency_key_required",
  "product_unavailable",
  "idempotency_in_progress",
  "idempotency_key_reuse",
  "temporarily_unavailable",
  "internal_error",
]);

export function leavesKeyUnused(code: ErrorCode): boolean {
  return refusalsLeavingKeyUnused.has(code);
}

/** The transport-neutral form of an error, as stored for idempotent replays. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  param?: string;
}

/** One invalid field of a validation_error: its param (absent for the request as a whole) and message. */
export interface FieldError {
  param?: string;
  message: string;
}

export function fieldError(param: string | undefined, message: string): FieldError {
  return param === undefined ? { message } : { param, message };
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly param: string | undefined;
  /**
   * A validation_error's every invalid field, its own param and message first
   * (docs/api/errors.md#every-invalid-field); undefined for any other code.
   */
  readonly errors: FieldError[] | undefined;
  /** Set when the error is the stored answer of an earlier request with the same Idempotency-Key. */
  replayed = false;
  /** For rate_limited: whole seconds to wait (the Retry-After header). */
  retryAfterSeconds: number | undefined;
  /** The caller's bucket, for the RateLimit-* headers of this error response. */
  rateLimit: { limit: number; remaining: number; resetSeconds: number } | undefined;

  constructor(code: ErrorCode, message: string, param?: string, errors?: readonly FieldError[]) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.param = param;
    this.errors = code === "validation_error" ? [...(errors ?? [fieldError(param, message)])] : undefined;
  }

  get type(): ErrorType {
    return errorCatalog[this.code].type;
  }

  toBody(): ErrorBody {
    return this.param === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, param: this.param };
  }

  static fromBody(body: ErrorBody): ApiError {
    return new ApiError(body.code, body.message, body.param);
  }
}

/** The message for unexpected failures: it must reveal nothing internal. */
export const internalErrorMessage = "An internal error occurred. The request may be retried.";
