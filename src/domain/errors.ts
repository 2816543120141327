// Every error code of the API, its type and HTTP status, in one exhaustive table
// (docs/api/errors.md#error-codes).
export const errorCatalog = {
  validation_error: { type: "invalid_request", status: 400 },
  idempotency_key_required: { type: "invalid_request", status: 400 },
  product_unavailable: { type: "invalid_request", status: 400 },
  not_found: { type: "invalid_request", status: 404 },
  idempotency_in_progress: { type: "invalid_request", status: 409 },
  idempotency_key_reuse: { type: "invalid_request", status: 422 },
  request_timeout: { type: "invalid_request", status: 408 },
  authentication_required: { type: "authentication_error", status: 401 },
  invalid_api_key: { type: "authentication_error", status: 401 },
  environment_mismatch: { type: "authentication_error", status: 401 },
  insufficient_scope: { type: "permission_error", status: 403 },
  activation_required: { type: "permission_error", status: 403 },
  sandbox_only: { type: "permission_error", status: 403 },
  insufficient_funds: { type: "balance_error", status: 402 },
  card_state_conflict: { type: "state_error", status: 409 },
  insufficient_card_balance: { type: "state_error", status: 409 },
  delivery_pending: { type: "state_error", status: 409 },
  rate_limited: { type: "rate_limit_error", status: 429 },
  provider_error: { type: "provider_error", status: 502 },
  provider_timeout: { type: "provider_error", status: 504 },
  live_operations_disabled: { type: "service_unavailable", status: 503 },
  provider_not_configured: { type: "service_unavailable", status: 503 },
  temporarily_unavailable: { type: "service_unavailable", status: 503 },
  internal_error: { type: "api_error", status: 500 },
} as const satisfies Record<string, { type: string; status: number }>;

export type ErrorCode = keyof typeof errorCatalog;
export type ErrorType = (typeof errorCatalog)[ErrorCode]["type"];

/** The transport-neutral form of an error, as stored for idempotent replays. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  param?: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly param: string | undefined;
  /** Set when the error is the stored answer of an earlier request with the same Idempotency-Key. */
  replayed = false;
  /** For rate_limited: whole seconds to wait (the Retry-After header). */
  retryAfterSeconds: number | undefined;
  /** The caller's bucket, for the RateLimit-* headers of this error response. */
  rateLimit: { limit: number; remaining: number; resetSeconds: number } | undefined;

  constructor(code: ErrorCode, message: string, param?: string) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.param = param;
  }

  get type(): ErrorType {
    return errorCatalog[this.code].type;
  }

  get status(): number {
    return errorCatalog[this.code].status;
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

/** The error envelope both transports render: `{error: {type, code, message, param?, request_id?}}`. */
export function errorEnvelope(error: ApiError, requestId: string | undefined) {
  return {
    error: {
      type: error.type,
      code: error.code,
      message: error.message,
      ...(error.param === undefined ? {} : { param: error.param }),
      ...(requestId === undefined ? {} : { request_id: requestId }),
    },
  };
}
