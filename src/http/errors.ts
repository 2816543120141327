// Every failure leaves the service as the error envelope (decisions §10). Framework errors about
// unreadable requests become validation_error; anything unexpected is logged and masked.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, errorEnvelope, internalErrorMessage } from "../domain/errors.js";
import { rateLimitHeaders } from "../domain/request-auth.js";

function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return new ApiError("validation_error", "The request body is larger than 1 MiB.");
  }
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new ApiError("validation_error", "The request could not be read.");
  }
  request.log.error({ err: error }, "unexpected error");
  return new ApiError("internal_error", internalErrorMessage);
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request);
  if (apiError.replayed) reply.header("Idempotent-Replayed", "true");
  reply.headers(rateLimitHeaders(apiError.rateLimit, apiError.retryAfterSeconds));
  return reply.code(apiError.status).type("application/json").send(errorEnvelope(apiError, request.id));
}
