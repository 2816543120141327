// Every failure leaves the service as the error envelope (docs/api/errors.md). Framework errors about
// unreadable requests become validation_error; anything unexpected is logged and masked.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, internalErrorMessage } from "../domain/errors.js";
import { newId } from "../domain/ids.js";
import { rateLimitHeaders } from "./rate-limit-headers.js";
import { httpStatusOf } from "./error-statuses.js";
import { unavailableAnswerTo } from "../db/connection-failures.js";

/** helmet's essentials, for the answers that skip every hook (and so helmet). */
export const essentialSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/**
 * The error envelope REST answers with: `{error: {type, code, message, param?, errors?, request_id?}}`,
 * `errors` listing a validation_error's every invalid field.
 */
export function errorEnvelope(error: ApiError, requestId: string | undefined) {
  return {
    error: {
      type: error.type,
      code: error.code,
      message: error.message,
      ...(error.param === undefined ? {} : { param: error.param }),
      ...(error.errors === undefined ? {} : { errors: error.errors }),
      ...(requestId === undefined ? {} : { request_id: requestId }),
    },
  };
}

function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return new ApiError("validation_error", "The request body is larger than 1 MiB.");
  }
  if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new ApiError("validation_error", "The request could not be read.");
  }
  const unavailable = unavailableAnswerTo(error, request.log);
  if (unavailable) return unavailable;
  request.log.error({ err: error }, "unexpected error");
  return new ApiError("internal_error", internalErrorMessage);
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request);
  if (apiError.replayed) reply.header("Idempotent-Replayed", "true");
  reply.headers(rateLimitHeaders(apiError.rateLimit, apiError.retryAfterSeconds));
  return reply.code(httpStatusOf(apiError.code)).type("application/json").send(errorEnvelope(apiError, request.id));
}

/** `error`'s envelope as an answer of its own, for the answers no route or hook gives. */
function envelopeAnswer(error: ApiError) {
  const requestId = newId("req");
  const body = JSON.stringify(errorEnvelope(error, requestId));
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Request-Id": requestId,
    ...essentialSecurityHeaders,
    // Whatever the client still sends of the request is not read as the next one.
    Connection: "close",
  };
  return { headers, body };
}

/**
 * Writes `error`'s envelope to `socket` by hand, for a request no response object answers: Node's
 * HTTP parser refused it, or handed the socket over (CONNECT). `destroy` also drops what the
 * client is still sending, so that no more of it is parsed, let alone handled, after the answer.
 */
export function answerOnSocket(socket: Duplex, error: ApiError, options: { destroy?: boolean } = {}): void {
  const { headers, body } = envelopeAnswer(error);
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  const status = httpStatusOf(error.code);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  if (options.destroy) socket.destroy();
}

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refused the request before any route or hook
 * saw it, or it did not arrive in full within REQUEST_TIMEOUT_MS (headers or body), so the answer
 * is written to the socket by hand. It still is the envelope with a Request-Id (docs/api/errors.md#envelope);
 * the connection closes, since the parser cannot go on.
 */
export function answerUnparsableRequest(error: Error & { code?: string }, socket: Socket): void {
  // Nobody is left to answer: the client went away, or the socket can no longer be written. Nor
  // may a second answer follow the request's own: one under way (Node's own fallback checks the
  // same), or one given in full before its body was in (a 401), whose rest Node reads to discard.
  const node = socket as Socket & { _httpMessage?: ServerResponse | null; parser?: { incoming?: IncomingMessage | null } | null };
  const reading = node.parser?.incoming;
  const answered = node._httpMessage ? node._httpMessage.headersSent : reading != null && !reading.complete;
  if (error.code === "ECONNRESET" || error.code === "EPIPE" || !socket.writable || answered) {
    socket.destroy(error);
    return;
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    // A route may be waiting for the rest of the body: it must never get it after this answer.
    answerOnSocket(socket, new ApiError("request_timeout", "The request did not arrive in full within the server's time limit."), { destroy: true });
    return;
  }
  const message =
    error.code === "HPE_HEADER_OVERFLOW" ? "The request's headers are larger than the server accepts." : "The request could not be read as HTTP.";
  answerOnSocket(socket, new ApiError("validation_error", message));
}

/**
 * The HTTP server's checkExpectation listener: an Expect other than 100-continue, which HTTP
 * answers with 417. It is a request the client can fix, so its code is validation_error.
 */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const { headers, body } = envelopeAnswer(
    new ApiError("validation_error", "The server meets no expectation but 100-continue: send the request without this Expect header."),
  );
  response.writeHead(417, headers).end(body);
}

/**
 * The HTTP server's connect listener: the service is no proxy, so CONNECT is answered like any
 * other method no route has. Node hands the socket over, so the answer is written by hand.
 */
export function answerConnect(request: IncomingMessage, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, new ApiError("not_found", `No route CONNECT ${request.url ?? ""}.`), { destroy: true });
}
