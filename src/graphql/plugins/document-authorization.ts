// Before any resolver runs, the whole operation is authorized
// (docs/api/graphql.md#whole-operation-authorization): every field that runs a domain operation
// (declared with runs() in its options) is found through fragments and nested selections, the key
// is authenticated once and takes one token per root field, and each operation's sandbox_only and
// scope checks run. A refused mutation is refused whole, so one whose selection reads what the key
// may not read has no effect at all. First of all, an operation over the cost limit with this
// request's page sizes is refused (operation-cost.ts).
import {
  getNamedType,
  getOperationAST,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { ApiError } from "../../domain/errors.js";
import { authorizeOperation } from "../../domain/operation.js";
import { admitKeylessRequest, authenticateRequest } from "../../domain/auth/request-auth.js";
import { rateLimitHeaders } from "../../http/rate-limit-headers.js";
import type { Principal } from "../../domain/auth/principal.js";
import type { RateLimitState } from "../../domain/auth/rate-limits.js";
import { unavailableAnswerTo } from "../../db/connection-failures.js";
import { toGraphQLError, type AnyOperation, type GraphQLContext } from "../context.js";
import { maxOperationCost, operationCost, type OperationCost } from "./operation-cost.js";
import { fieldOf, fieldsOf, fragmentsOf, isFieldOwner, type FieldOwner, type Fragments } from "./selections.js";

/** What one root field (by its response key) needs: the operations anywhere below it. */
interface RootField {
  responseKey: string;
  operations: Set<AnyOperation>;
}

/** The operations a field may run (runs() in its options); `node` may run any type's read. */
function operationsOf(field: GraphQLField<unknown, unknown> | undefined): readonly AnyOperation[] {
  return (field?.extensions?.operations as readonly AnyOperation[] | undefined) ?? [];
}

function collectOperations(schema: GraphQLSchema, owner: FieldOwner, selectionSet: SelectionSetNode, fragments: Fragments, into: Set<AnyOperation>) {
  for (const { owner: fieldOwner, node } of fieldsOf(schema, owner, selectionSet, fragments)) {
    const field = fieldOf(fieldOwner, node.name.value);
    for (const operation of operationsOf(field)) into.add(operation);
    const type = field && getNamedType(field.type);
    if (node.selectionSet && isFieldOwner(type)) collectOperations(schema, type, node.selectionSet, fragments, into);
  }
}

/** The document's root fields that need a key, each with the operations below it. */
function rootFieldsOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): RootField[] {
  const operation = getOperationAST(document, operationName);
  const rootType = operation && schema.getRootType(operation.operation);
  if (!operation || !rootType) return [];
  const fragments = fragmentsOf(document);
  const roots: RootField[] = [];
  for (const { node } of fieldsOf(schema, rootType, operation.selectionSet, fragments)) {
    const field = rootType.getFields()[node.name.value];
    const operations = new Set<AnyOperation>();
    for (const own of operationsOf(field)) operations.add(own);
    const type = field && getNamedType(field.type);
    if (node.selectionSet && isFieldOwner(type)) collectOperations(schema, type, node.selectionSet, fragments, operations);
    // Introspection and __typename run no operation and need no key (GraphiQL).
    if (operations.size > 0) roots.push({ responseKey: node.alias?.value ?? node.name.value, operations });
  }
  return roots;
}

type Refusal = { data: Record<string, null> | null; errors: GraphQLError[] };

/** The refusals of the credentials themselves (docs/api/graphql.md#whole-operation-authorization). */
const credentialFailures = new Set(["authentication_required", "invalid_api_key", "environment_mismatch", "untrusted_document"]);

/** What a document needs, worked out once per parsed document and operation name. */
interface Plan {
  kind: OperationTypeNode;
  roots: RootField[];
  operations: ReadonlySet<AnyOperation>;
  operation: OperationDefinitionNode;
  /** Its cost without variables; worked out again per request when variables size its lists. */
  cost: OperationCost;
}

/** An operation over the cost limit is refused whole, before the key is even looked at. */
function costRefusal(schema: GraphQLSchema, document: DocumentNode, plan: Plan, variables: Record<string, unknown> | null | undefined, requestId: string): Refusal | undefined {
  const { cost } = plan.cost.dependsOnVariables ? operationCost(schema, document, plan.operation, variables) : plan.cost;
  if (cost <= maxOperationCost) return undefined;
  const error = new ApiError("validation_error", `Query cost limit of ${maxOperationCost} exceeded, found ${Math.ceil(cost)}: ask for smaller pages (first, last, ids).`);
  return { data: null, errors: [toGraphQLError(error, requestId)] };
}

/**
 * `admission`'s answer, its bucket (or its refusal's, with Retry-After) in the response's headers.
 * A key looked up while the database connection fails is refused as temporarily_unavailable, as
 * REST refuses it: thrown past here, Yoga would mask it as an internal error without request id.
 */
async function admitted<T extends { rateLimit: RateLimitState }>(ctx: GraphQLContext, admission: Promise<T>): Promise<T> {
  try {
    const answer = await admission;
    ctx.setHeaders(rateLimitHeaders(answer.rateLimit));
    return answer;
  } catch (caught) {
    const error = unavailableAnswerTo(caught, ctx.domain.logger, { request_id: ctx.requestId }) ?? caught;
    if (error instanceof ApiError) ctx.setHeaders(rateLimitHeaders(error.rateLimit, error.retryAfterSeconds));
    throw error;
  }
}

/** The key, authenticated once and taking `points` tokens (the key's prefix picks the environment: docs/api/authentication.md#environments). */
async function authenticate(ctx: GraphQLContext, points: number): Promise<Principal> {
  const request = { authorization: ctx.authorization, environment: undefined, address: ctx.address, trustedDocument: ctx.trustedDocument };
  return (await admitted(ctx, authenticateRequest(ctx.domain, request, points))).principal;
}

/** An operation that needs no key takes a token (its key's, else its address's); the refusal once there is none. */
async function keylessRefusal(ctx: GraphQLContext): Promise<Refusal | undefined> {
  try {
    await admitted(ctx, admitKeylessRequest(ctx.domain, { authorization: ctx.authorization, address: ctx.address, trustedDocument: ctx.trustedDocument }));
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { data: null, errors: [toGraphQLError(error, ctx.requestId)] };
  }
}

/**
 * The refusal of the whole operation, if any: `data: null` with one error when the credentials
 * fail; else every root field null, each with its error. A failed authentication or rate limit
 * refuses any operation. A refused scope refuses a mutation
 * or subscription whole, so nothing it asked for takes effect; a query runs (its refused fields
 * are null beside the others, as each field's own check answers them), since it changes nothing.
 */
async function refusal(ctx: GraphQLContext, { kind, roots }: Plan): Promise<Refusal | undefined> {
  const refuseAll = (errorOf: (root: RootField) => ApiError): Refusal => ({
    data: Object.fromEntries(roots.map((root) => [root.responseKey, null])),
    errors: roots.map((root) => toGraphQLError(errorOf(root), ctx.requestId, [root.responseKey])),
  });
  try {
    ctx.principal = await authenticate(ctx, roots.length);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Failed credentials concern the request, not a field: one error, as a client shows it once.
    if (credentialFailures.has(error.code)) return { data: null, errors: [toGraphQLError(error, ctx.requestId)] };
    return refuseAll(() => error);
  }
  if (kind === OperationTypeNode.QUERY) return undefined;
  const refused = new Map<RootField, ApiError>();
  for (const root of roots) {
    for (const operation of root.operations) {
      try {
        authorizeOperation(ctx.principal, operation);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        refused.set(root, error);
        break;
      }
    }
  }
  if (refused.size === 0) return undefined;
  const first = [...refused.values()][0];
  const notRun = new ApiError(first.code, `Not run: another field of this ${kind} was refused (${first.message})`);
  return refuseAll((root) => refused.get(root) ?? notRun);
}

export function documentAuthorization(): Plugin<GraphQLContext> {
  // Yoga's parse cache hands back the same document for the same text: plan each one once.
  const plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  const planOf = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Plan => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    let plan = byName.get(operationName ?? "");
    if (!plan) {
      const roots = rootFieldsOf(schema, document, operationName);
      const operation = getOperationAST(document, operationName)!;
      plan = {
        kind: operation.operation,
        roots,
        operations: new Set(roots.flatMap((root) => [...root.operations])),
        operation,
        cost: operationCost(schema, document, operation, undefined),
      };
      byName.set(operationName ?? "", plan);
    }
    return plan;
  };
  const authorize = async (
    args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; contextValue: unknown; variableValues?: Record<string, unknown> | null },
    stop: (result: Refusal) => void,
  ) => {
    const ctx = args.contextValue as GraphQLContext;
    const plan = planOf(args.schema, args.document, args.operationName);
    const tooCostly = costRefusal(args.schema, args.document, plan, args.variableValues, ctx.requestId);
    if (tooCostly) return stop(tooCostly);
    ctx.authorized = plan.operations;
    if (plan.roots.length === 0) {
      const refused = await keylessRefusal(ctx);
      return refused && stop(refused);
    }
    const refused = await refusal(ctx, plan);
    if (refused) stop(refused);
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => authorize(args, setResultAndStopExecution),
    onSubscribe: ({ args, setResultAndStopExecution }) => authorize(args, setResultAndStopExecution),
  };
}
