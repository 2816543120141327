// Each GraphQL request carries the domain, its request id and the principal its document was
// authorized for before anything ran (plugins/document-authorization.ts): introspection (GraphiQL)
// needs no key, every field that runs a domain operation does.
import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { Domain } from "../domain/domain.js";
import { ApiError, type FieldError } from "../domain/errors.js";
import { executeOperation, type Operation, type OperationRequest } from "../domain/operation.js";
import type { Principal } from "../domain/auth/principal.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import type { Tenant } from "../domain/tenant-reads.js";
import { httpStatusOf } from "../http/error-statuses.js";
import { camelCase, renamedIn } from "../http/rest-names.js";

export interface GraphQLContext {
  domain: Domain;
  requestId: string;
  authorization: string | undefined;
  address: string;
  /** Whether the request named a registered trusted document by its hash (trusted-documents.ts). */
  trustedDocument: boolean;
  /** Sets response headers (RateLimit-*) on the HTTP response carrying this operation. */
  setHeaders(headers: Record<string, string>): void;
  /** The key, authenticated and rate limited once per operation before it runs (plugins/document-authorization.ts). */
  principal?: Principal;
  /** The domain operations the whole document was authorized for before anything ran. */
  authorized?: ReadonlySet<AnyOperation>;
  /** A client reading only the given tenant's rows: plugin-prisma's (builder.ts), once the caller is known. */
  graphReads: GraphReads;
  /** The caller's tenant's client, made at plugin-prisma's first read of the request. */
  tenantClient?: PrismaClient;
}

/** Makes the client that reads only one tenant's rows (domain/tenant-reads.ts). */
export type GraphReads = (tenant: Tenant) => PrismaClient;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any>;

/**
 * A field's options naming the domain operations its resolver may run (one, but for `node`): the
 * document's needs (scopes, one token per root field) are read from these before anything runs
 * (docs/api/graphql.md#whole-operation-authorization).
 */
export function runs(...operations: AnyOperation[]) {
  return { extensions: { operations } };
}

/** How a field's arguments name the domain input's top-level fields they carry, where not by camelCase. */
export type ArgumentNames = Readonly<Record<string, string>>;


/**
 * A domain error's param as the GraphQL schema spells it, relative to the argument
 * (docs/api/errors.md#param): `destination.account_number` is `destination.accountNumber`, a list's
 * `limit` is `first`. The keys under `metadata` are the caller's own and stay as sent.
 */
export function graphqlParam(param: string, names: ArgumentNames = {}): string {
  if (param === "Idempotency-Key") return "idempotencyKey";
  let callersKeys = false;
  return param
    .split(".")
    .map((segment, i) => {
      if (callersKeys) return segment;
      callersKeys = segment === "metadata";
      return (i === 0 ? names[segment] : undefined) ?? camelCase(segment);
    })
    .join(".");
}

/**
 * GraphQL arguments as the domain's command: omitted arguments (null or undefined) are left out at
 * any depth, as REST's body leaves them out, since the idempotency fingerprint hashes the command:
 * one request sent on either transport is one request. Renamed arguments (ArgumentNames) are the
 * caller's to map.
 */
export function commandInput(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(commandInput);
  if (value === null || typeof value !== "object") return value;
  // Input objects only (graphql-js makes them without a prototype, a compiled query with one):
  // a scalar's value, such as a DateTime's Date, is passed on as it is.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== null && prototype !== Object.prototype) return value;
  const command: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === null || field === undefined) continue;
    command[key] = key === "metadata" ? field : commandInput(field);
  }
  return command;
}

/** A field error, its param and the message naming it, spelled as the schema spells them. */
function inGraphQLWords({ param, message }: FieldError, names: ArgumentNames | undefined): FieldError {
  if (param === undefined) return { message };
  const spelled = graphqlParam(param, names);
  return { param: spelled, message: renamedIn(message, param, spelled) };
}

/**
 * The GraphQL form of a domain error: the REST code, type, param, status and (for
 * validation_error) every invalid field in extensions, each named as the schema names it.
 */
export function toGraphQLError(error: ApiError, requestId: string, path?: ReadonlyArray<string | number>, names?: ArgumentNames): GraphQLError {
  const { param, message } = inGraphQLWords({ param: error.param, message: error.message }, names);
  // No originalError: Yoga would mask it as unexpected. The domain error is the public error.
  // Made by Yoga's own graphql module, so its masking recognises it whatever copy we load.
  return createGraphQLError(message, {
    path,
    extensions: {
      code: error.code,
      type: error.type,
      status: httpStatusOf(error.code),
      ...(param === undefined ? {} : { param }),
      ...(error.errors === undefined ? {} : { errors: error.errors.map((field) => inGraphQLWords(field, names)) }),
      request_id: requestId,
      ...(error.replayed ? { idempotent_replayed: true } : {}),
      ...(error.retryAfterSeconds === undefined ? {} : { retry_after: error.retryAfterSeconds }),
    },
  });
}

/** A domain refusal as the field's GraphQL error; anything else as it is (Yoga masks it). */
export function asFieldError(error: unknown, requestId: string, names?: ArgumentNames): unknown {
  return error instanceof ApiError ? toGraphQLError(error, requestId, undefined, names) : error;
}

/** Runs an operation for a resolver: the same domain call the REST route makes. */
export async function runOperation<R>(
  ctx: GraphQLContext,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  operation: Operation<any, any, R>,
  request: OperationRequest = {},
  names?: ArgumentNames,
): Promise<R> {
  // A field without runs(operation) would escape the whole-document checks: a programming error.
  const principal = ctx.principal;
  if (!principal || !ctx.authorized?.has(operation)) throw new Error(`${operation.name} was not declared with runs() on its field`);
  try {
    const outcome = await executeOperation({ domain: ctx.domain, principal, requestId: ctx.requestId }, operation, request);
    return outcome.result;
  } catch (error) {
    throw asFieldError(error, ctx.requestId, names);
  }
}
