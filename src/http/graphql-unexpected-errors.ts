// An error no resolver meant (a bug, a lost connection) is answered internal_error, as Yoga's
// masking would answer it, but here, where the request is known: the answer carries the request
// id as every other error does, and so does the log line that keeps the original error, so that
// one leads to the other (decisions §13). Yoga's masking stays, for errors outside execution.
import { GraphQLError } from "graphql";
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";
import type { ExecutionResult } from "graphql";
import { internalErrorMessage } from "../domain/errors.js";
import type { GraphQLContext } from "../graphql/context.js";

/** What Yoga would mask: an error a resolver threw that is not, all the way down, a GraphQL error of its own. */
function isUnexpected(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return true;
  return error.originalError != null && isUnexpected(error.originalError);
}

export function unexpectedErrors(): Plugin<GraphQLContext> {
  const answer = ({ args, result, setResult }: { args: { contextValue: unknown }; result: ExecutionResult; setResult: (result: ExecutionResult) => void }) => {
    if (!result.errors?.some(isUnexpected)) return;
    const ctx = args.contextValue as GraphQLContext;
    const errors = result.errors.map((error) => {
      if (!isUnexpected(error)) return error;
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
