// Each GraphQL request carries the domain, its request id and a lazily authenticated principal:
// introspection (GraphiQL) needs no key, every root field does.
import { GraphQLError } from "graphql";
import type { Domain } from "../domain/domain.js";
import { authenticate } from "../domain/api-keys.js";
import { ApiError } from "../domain/errors.js";
import { executeOperation, type Operation, type OperationRequest } from "../domain/operation.js";
import type { Principal } from "../domain/principal.js";

export interface GraphQLContext {
  domain: Domain;
  requestId: string;
  authorization: string | undefined;
  principal?: Promise<Principal>;
}

/** The GraphQL form of a domain error: the REST code, type, param and status in extensions. */
export function toGraphQLError(error: ApiError, requestId: string): GraphQLError {
  // No originalError: Yoga would mask it as unexpected. The domain error is the public error.
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      type: error.type,
      status: error.status,
      ...(error.param === undefined ? {} : { param: error.param }),
      request_id: requestId,
      ...(error.replayed ? { idempotent_replayed: true } : {}),
    },
  });
}

/** Runs an operation for a resolver: the same domain call the REST route makes. */
export async function runOperation<R>(
  ctx: GraphQLContext,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  operation: Operation<any, any, R>,
  request: OperationRequest = {},
): Promise<R> {
  try {
    // The key's own prefix picks the environment on GraphQL (decisions §1).
    ctx.principal ??= authenticate(ctx.domain, ctx.authorization, undefined);
    const principal = await ctx.principal;
    const outcome = await executeOperation({ domain: ctx.domain, principal, requestId: ctx.requestId }, operation, request);
    return outcome.body;
  } catch (error) {
    if (error instanceof ApiError) throw toGraphQLError(error, ctx.requestId);
    throw error;
  }
}
