// The OpenAPI 3.1 document of the REST API, generated from the route table and the operations
// themselves: request schemas are the zod schemas that validate requests; scopes, Sandbox-only,
// Idempotency-Key, path ids and the errors those imply are read off each operation's definition.
// What no definition says (success response, prose, the errors of an operation's own work,
// examples) comes from openapi-operations.ts, and response schemas from openapi-schemas.ts.
import type { z } from "zod";
import type { Operation } from "../domain/operation.js";
import { scopes, type Principal, type Scope } from "../domain/auth/principal.js";
import { idSchema } from "../domain/validation.js";
import { basePaths, restRoutes } from "./rest.js";
import { operationDocs, tags, type OperationDoc } from "./openapi-operations.js";
import { jsonSchemaOf, responseComponentSchemas, type Json } from "./openapi-json-schema.js";
import { errorExamples, errorResponse, errorStatuses } from "./openapi-errors.js";
import type { ErrorCode } from "../domain/errors.js";
import { restSpelling } from "./rest-spelling.js";
import {
  headerParameters,
  headers,
  info,
  responseHeaders,
  securitySchemeName,
  securitySchemes,
  type HeaderParameter,
} from "./openapi-components.js";

type Route = (typeof restRoutes)[number];

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The route table's `/cards/:id` as OpenAPI's `/cards/{id}`; with the method, the operation's name. */
export const openApiPath = (route: Pick<Route, "path">) => route.path.replace(/:(\w+)/g, "{$1}");
export const operationKey = (route: Pick<Route, "method" | "path">) => `${route.method} ${openApiPath(route)}`;

/** A key holding `held`, to ask a rule over the key's scopes (webhook endpoints, events, API keys) about. */
const keyWith = (held: Scope[]): Principal => ({
  environment: "sandbox",
  organization: { id: "", name: "", liveActivated: true },
  scopes: held,
  apiKey: { id: "", prefix: "", scopes: held, createdAt: new Date(0), expiresAt: null },
});

/** The single scopes any one of which lets a key call the operation; [] means any valid key (or every scope: scopesAllRequired). */
export function scopeAlternatives(operation: Operation<unknown, unknown, unknown>): Scope[] {
  const { scope } = operation;
  if (scope === null) return [];
  if (typeof scope === "string") return [scope];
  // Ask the rule about a key holding each scope alone; one that every such key passes asks for none.
  const alternatives = scopes.filter((candidate) => scope(keyWith([candidate])));
  return alternatives.length === scopes.length ? [] : alternatives;
}

/** Every scope, for an operation no single scope opens but a key holding all of them may call (managing API keys); else undefined. */
export function scopesAllRequired(operation: Operation<unknown, unknown, unknown>): Scope[] | undefined {
  const { scope } = operation;
  if (typeof scope !== "function" || scopeAlternatives(operation).length > 0) return undefined;
  return scope(keyWith([...scopes])) ? [...scopes] : undefined;
}

/** What operations share, collected while they are built. */
interface Shared {
  requestSchemas: Map<string, { schema: z.ZodType; json: Json }>;
  /** Error responses by name: many operations answer the same codes with the same headers. */
  errorResponses: Map<string, Json>;
  /** The header parameters used, so that the components hold no unused one. */
  parameters: Set<HeaderParameter>;
  /** The error codes some operation answers: the examples hold those only (GraphQL has codes of its own). */
  errorCodes: Set<ErrorCode>;
}

function parametersOf(route: Route, doc: OperationDoc | undefined, shared: Shared): Json[] {
  const op = route.operation;
  const parameters: Json[] = [];
  if (route.path.includes(":id")) {
    parameters.push({ name: "id", in: "path", required: true, description: doc?.pathId, schema: jsonSchemaOf(idSchema, "input") });
  }
  // The operation's options, as REST spells them, are the query string's parameters.
  if (op.options) {
    const options = restSpelling(op.options);
    const query = jsonSchemaOf(options, "input") as { properties?: Record<string, Json>; required?: string[] };
    const shape = (options as unknown as z.ZodObject).shape;
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      // The default is what the schema makes of an absent value: read it, don't restate it.
      const absent = shape[name]?.safeParse(undefined);
      const fallback = absent?.success ? absent.data : undefined;
      parameters.push({
        name,
        in: "query",
        required: query.required?.includes(name) ?? false,
        schema: fallback === undefined ? schema : { ...schema, default: fallback },
      });
    }
  }
  if (op.idempotency !== "none") {
    const name: HeaderParameter = op.idempotency === "required" ? "IdempotencyKey" : "IdempotencyKeyOptional";
    shared.parameters.add(name);
    parameters.push(ref("parameters", name));
  }
  return parameters;
}

function requestBodyOf(route: Route, doc: OperationDoc | undefined, operationId: string, shared: Shared): Json | undefined {
  // The operation's input, as REST spells it, is the request body.
  if (!route.operation.input) return undefined;
  const body = restSpelling(route.operation.input);
  const component = doc?.requestBody?.component ?? `${operationId}Request`;
  const seen = shared.requestSchemas.get(component);
  if (seen && seen.schema !== body) throw new Error(`Two request schemas are named ${component}.`);
  if (!seen) shared.requestSchemas.set(component, { schema: body, json: jsonSchemaOf(body, "input") });
  // A body every field of which may be left out may be left out too (an update, a secret's roll).
  const required = !route.operation.input.safeParse(undefined).success;
  return { required, content: { "application/json": { schema: ref("schemas", component), examples: doc?.requestBody?.examples } } };
}

function describeAccess(op: Route["operation"], alternatives: Scope[], allRequired: Scope[] | undefined): string {
  const lines = [
    allRequired
      ? `**Scope:** all of ${allRequired.map((scope) => `\`${scope}\``).join(", ")} (a full-access key).`
      : alternatives.length === 0
        ? "**Scope:** any valid API key."
        : `**Scope:** ${alternatives.map((scope) => `\`${scope}\``).join(" or ")}.`,
  ];
  if (op.sandboxOnly) lines.push("**Sandbox only:** the Live base URL answers 403 `sandbox_only`.");
  if (op.idempotency === "required") lines.push("**Idempotency-Key:** required.");
  if (op.idempotency === "optional") lines.push("**Idempotency-Key:** optional, honoured when sent.");
  if (op.requiresLiveActivation) lines.push("**Live:** needs an activated account (403 `activation_required`).");
  return lines.join("\n\n");
}

function operationObject(route: Route, shared: Shared): Json {
  const op = route.operation;
  const key = operationKey(route);
  // A route without an entry is still described from its definition, and flagged: the unit test
  // "every route is documented" fails until openapi-operations.ts describes it.
  const doc: OperationDoc | undefined = operationDocs[key];
  const operationId = doc?.operationId ?? key.replace(/[^A-Za-z0-9]+/g, "_");
  const idempotent = op.idempotency !== "none";
  const alternatives = scopeAlternatives(op);
  const allRequired = scopesAllRequired(op);

  // A file (an export) is its media type's, and says so with Content-Disposition: attachment.
  const file = doc?.success.mediaType;
  const responses: Record<string, Json> = {
    [doc?.success.status ?? 200]: {
      description: doc?.success.description ?? "Not yet documented.",
      headers: { ...responseHeaders(doc?.success.status ?? 200, idempotent), ...(file ? { "Content-Disposition": ref("headers", "Content-Disposition") } : {}) },
      content: { [file ?? "application/json"]: doc ? { schema: ref("schemas", doc.success.schema), example: doc.success.example } : { schema: {} } },
    },
  };
  for (const { status, codes, replayable } of errorStatuses({ operation: op, hasPathId: route.path.includes(":id"), ownErrors: doc?.errors ?? [] })) {
    const { name, response } = errorResponse(status, codes, replayable);
    shared.errorResponses.set(name, response);
    for (const code of codes) shared.errorCodes.add(code);
    responses[status] = ref("responses", name);
  }

  return {
    operationId,
    tags: doc ? [doc.tag] : [],
    summary: doc?.summary ?? `${key} (not yet documented)`,
    description: [doc?.description, describeAccess(op, alternatives, allRequired)].filter(Boolean).join("\n\n"),
    // One requirement naming every scope: OpenAPI's way of saying all of them are needed.
    security: allRequired
      ? [{ [securitySchemeName]: allRequired }]
      : alternatives.length === 0
        ? [{ [securitySchemeName]: [] }]
        : alternatives.map((scope) => ({ [securitySchemeName]: [scope] })),
    "x-required-scopes": allRequired ?? alternatives,
    ...(allRequired ? { "x-required-scopes-all": true } : {}),
    ...(op.sandboxOnly ? { "x-sandbox-only": true } : {}),
    "x-idempotency": op.idempotency,
    ...(doc ? {} : { "x-undocumented": true }),
    parameters: parametersOf(route, doc, shared),
    requestBody: requestBodyOf(route, doc, operationId, shared),
    responses,
  };
}

const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

function assemble(routes: readonly Route[]): Json {
  const shared: Shared = { requestSchemas: new Map(), errorResponses: new Map(), parameters: new Set(), errorCodes: new Set() };
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) (paths[openApiPath(route)] ??= {})[route.method.toLowerCase()] = operationObject(route, shared);

  const requestSchemas = Object.fromEntries([...shared.requestSchemas].map(([name, { json }]) => [name, json]));
  return {
    openapi: "3.1.1",
    info,
    servers: basePaths.map(({ prefix, environment }) => ({
      url: prefix,
      description: environment === "sandbox" ? "Sandbox: simulated data, gs_test_ keys" : "Live: gs_live_ keys",
    })),
    security: [{ [securitySchemeName]: [] }],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes,
      parameters: Object.fromEntries(Object.entries(headerParameters).filter(([name]) => shared.parameters.has(name as HeaderParameter))),
      headers,
      responses: Object.fromEntries([...shared.errorResponses].sort(byName)),
      examples: errorExamples(shared.errorCodes),
      schemas: { ...responseComponentSchemas(), ...requestSchemas },
    },
  };
}

/** The document as a plain JSON value (a round trip drops the keys left undefined above). */
export function buildOpenApiDocument(routes: readonly Route[] = restRoutes): Json {
  return JSON.parse(JSON.stringify(assemble(routes))) as Json;
}

/** The document as served and committed: two-space indent, final newline. */
export function printOpenApiDocument(): string {
  return JSON.stringify(buildOpenApiDocument(), null, 2) + "\n";
}
