// Every failure leaves the service as the error envelope (decisions §10). Framework errors about
// unreadable requests become validation_error; anything unexpected is logged and masked.
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, errorEnvelope, internalErrorMessage } from "../domain/errors.js";
import { newId } from "../domain/ids.js";
import { rateLimitHeaders } from "../domain/auth/request-auth.js";

/** helmet's essentials, for the answers that skip every hook (and so helmet). */
export const essentialSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

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

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refused the request before any route or hook
 * saw it, so the answer is written to the socket by hand. It still is the envelope with a
 * Request-Id (decisions §10); the connection closes, since the parser cannot go on.
 */
export function answerUnparsableRequest(error: Error & { code?: string }, socket: Socket): void {
  // Nobody is left to answer: the client went away, or the socket can no longer be written.
  if (error.code === "ECONNRESET" || error.code === "EPIPE" || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const message =
    error.code === "HPE_HEADER_OVERFLOW" ? "The request's headers are larger than the server accepts." : "The request could not be read as HTTP.";
  const requestId = newId("req");
  const body = JSON.stringify(errorEnvelope(new ApiError("validation_error", message), requestId));
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Request-Id": requestId,
    ...essentialSecurityHeaders,
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  socket.end(`HTTP/1.1 400 Bad Request\r\n${head}\r\n${body}`);
}
