// An error no resolver meant (a bug) is answered internal_error, as Yoga's masking would answer
// it, but here, where the request is known: the answer carries the request id as every other
// error does, and so does the log line that keeps the original error, so that one leads to the
// other (docs/operations.md#secrets-in-logs). A database connection that failed under the operation is no bug: it is
// answered temporarily_unavailable with Retry-After, as REST answers it (db/connection-failures.ts).
// Yoga's masking stays, for errors outside execution.
import { GraphQLError } from "graphql";
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";
import type { ExecutionResult } from "graphql";
import { PothosValidationError } from "@pothos/core";
import { errorCatalog, internalErrorMessage } from "../../domain/errors.js";
import { rateLimitHeaders } from "../../http/rate-limit-headers.js";
import { unavailableAnswerTo } from "../../db/connection-failures.js";
import { toGraphQLError, type GraphQLContext } from "../context.js";

/** Whether an error is, all the way down, a GraphQL error of its own: else Yoga would mask it. */
function isGraphQLErrorThroughout(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isGraphQLErrorThroughout(error.originalError);
}

/**
 * What the service did not mean: an error a resolver threw that Yoga would mask, and graphql-js's
 * own failures at a field (a value its type cannot represent, an abstract type no object type
 * resolves), which are GraphQL errors without a code of ours. A client's mistake at a field is a
 * domain error (its code) or Pothos's refusal of an argument (a malformed cursor).
 */
function isUnexpected(error: GraphQLError): boolean {
  if (!isGraphQLErrorThroughout(error)) return true;
  const code = error.extensions?.code;
  const ours = typeof code === "string" && code in errorCatalog;
  return error.path !== undefined && !ours && !(error.originalError instanceof PothosValidationError);
}

export function unexpectedErrors(): Plugin<GraphQLContext> {
  const answer = ({ args, result, setResult }: { args: { contextValue: unknown }; result: ExecutionResult; setResult: (result: ExecutionResult) => void }) => {
    if (!result.errors?.some(isUnexpected)) return;
    const ctx = args.contextValue as GraphQLContext;
    const errors = result.errors.map((error) => {
      if (!isUnexpected(error)) return error;
      const unavailable = unavailableAnswerTo(error, ctx.domain.logger, { err: error.originalError, request_id: ctx.requestId, path: error.path?.join(".") });
      if (unavailable) {
        ctx.setHeaders(rateLimitHeaders(undefined, unavailable.retryAfterSeconds));
        return toGraphQLError(unavailable, ctx.requestId, error.path);
      }
      ctx.domain.logger.error({ err: error.originalError, request_id: ctx.requestId, path: error.path?.join(".") }, "unexpected GraphQL error");
      return createGraphQLError(internalErrorMessage, {
        path: error.path,
        extensions: { code: "internal_error", type: "api_error", status: 500, request_id: ctx.requestId },
      });
    });
    setResult({ ...result, errors });
  };
  return {
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, answer) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, answer) }),
  };
}
