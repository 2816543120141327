// What an operation costs to run, with the request's variables: the cost limit graphql-armor
// checks at validation (src/http/graphql.ts) sees only page sizes written into the query as
// numbers, so `cards(first: $n)` or a connection without `first` (20 by default) counted as one
// element, and `nodes(ids: $ids)` as one node. The same cost model (an object 2, a scalar 1, each
// level below × 1.5, a list × its size), with lists sized as they will run (sizeOf). Worked out
// once per document when no variable sizes a list.
import { getNamedType, Kind, type DocumentNode, type FieldNode, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from "graphql";
import { defaultPageSize } from "../../domain/pagination.js";
import { maxWebhookEndpoints } from "../../domain/webhooks/endpoints.js";
import { fieldOf, fieldsOf, fragmentsOf, isFieldOwner, type FieldOwner, type Fragments } from "./selections.js";

/**
 * Twice graphql-armor's limit, as this model counts what armor's leaves out: the dashboard's
 * heaviest page (a webhook endpoint with 20 deliveries and their attempts) costs about 5,300, and
 * the same with 100 per page about 26,000.
 */
export const maxOperationCost = 10_000;

const objectCost = 2;
const scalarCost = 1;
const depthCostFactor = 1.5;

interface Walk {
  schema: GraphQLSchema;
  fragments: Fragments;
  variables: Record<string, unknown>;
  defaults: Map<string, ValueNode>;
  /** Set when a size came from a variable: the cost then depends on the request. */
  usedVariable: boolean;
}

function valueOf(node: ValueNode, walk: Walk): unknown {
  if (node.kind === Kind.VARIABLE) {
    walk.usedVariable = true;
    const name = node.name.value;
    if (name in walk.variables) return walk.variables[name];
    const fallback = walk.defaults.get(name);
    return fallback ? valueOf(fallback, walk) : undefined;
  }
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  return undefined;
}

/** Lists without paging arguments that the domain bounds: counted at their bound. */
const boundedLists: Record<string, number> = { "Query.webhookEndpoints": maxWebhookEndpoints };

/**
 * How many elements a field's list holds when it runs: a connection's page (`first`, `last`, or
 * the default), the `ids` asked for, a paged list's page, a bounded list's bound; 1 for anything
 * else, as graphql-armor counts it (a connection's `nodes` and `edges` are its page, counted once,
 * at the connection).
 */
function sizeOf(owner: FieldOwner | undefined, node: FieldNode, field: GraphQLField<unknown, unknown> | undefined, walk: Walk): number {
  const args = new Map((node.arguments ?? []).map((arg) => [arg.name.value, arg.value]));
  for (const name of ["first", "last"]) {
    const value = args.has(name) ? valueOf(args.get(name)!, walk) : undefined;
    if (typeof value === "number" && Number.isFinite(value)) return Math.max(1, value);
  }
  const ids = args.has("ids") ? valueOf(args.get("ids")!, walk) : undefined;
  if (Array.isArray(ids)) return Math.max(1, ids.length);
  if (!field) return 1;
  const bound = owner && boundedLists[`${owner.name}.${field.name}`];
  if (bound) return bound;
  if (getNamedType(field.type).name.endsWith("Connection")) return defaultPageSize;
  return field.args.some((arg) => arg.name === "page") ? defaultPageSize : 1;
}

/** Each field of a selection set one level deeper than its owner (fragments expanded: selections.ts). */
function selectionCost(owner: FieldOwner | undefined, selectionSet: SelectionSetNode, walk: Walk): number {
  let cost = 0;
  for (const { owner: fieldOwner, node } of fieldsOf(walk.schema, owner, selectionSet, walk.fragments)) cost += depthCostFactor * fieldCost(fieldOwner, node, walk);
  return cost;
}

function fieldCost(owner: FieldOwner | undefined, node: FieldNode, walk: Walk): number {
  if (node.name.value === "__schema") return 0; // as graphql-armor: introspection's depth is bounded by validation
  if (!node.selectionSet) return scalarCost;
  const field = fieldOf(owner, node.name.value);
  const type = field && getNamedType(field.type);
  return (objectCost + selectionCost(isFieldOwner(type) ? type : undefined, node.selectionSet, walk)) * sizeOf(owner, node, field, walk);
}

export interface OperationCost {
  cost: number;
  /** Whether another request's variables could give another cost. */
  dependsOnVariables: boolean;
}

/** The cost of `operation` (one of `document`'s), run with `variables`. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | null | undefined): OperationCost {
  const walk: Walk = {
    schema,
    fragments: fragmentsOf(document),
    variables: variables ?? {},
    defaults: new Map((operation.variableDefinitions ?? []).flatMap((d) => (d.defaultValue ? [[d.variable.name.value, d.defaultValue] as const] : []))),
    usedVariable: false,
  };
  // Root fields count without the depth factor, as in graphql-armor.
  const cost = selectionCost(schema.getRootType(operation.operation) ?? undefined, operation.selectionSet, walk) / depthCostFactor;
  return { cost, dependsOnVariables: walk.usedVariable };
}
