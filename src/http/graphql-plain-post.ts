// A plain GraphQL POST (one operation as a JSON object, no Origin, an Accept Yoga answers with
// application/json) enters Yoga at its parameters, `getResultForParams`, rather than at the web
// Request: skipping Yoga's request parsing, result processors and Response saved about 0.15 ms
// of CPU per GraphQL mutation, measured side by side (docs/bench-history.md). Every
// GraphQL rule stays Yoga's: the parameter checks and the metrics' onParams hooks, parse and
// validation with their caches, the plugins, execution, and the masking of errors thrown
// outside it. What Yoga's HTTP layer would do for such a request is nothing, which is what the
// conditions below are for:
// - CORS and CSRF prevention (request and response hooks) act only on a request with an Origin,
//   or with a content type a browser sends without a preflight; a plain POST has neither.
// - Yoga's JSON parser is JSON.parse; a body that is not one JSON object (unreadable, null, a
//   batch) goes the whole way through Yoga, which refuses it in its own words.
// - Yoga's parameter check, run inside getResultForParams, throws for parameters it refuses;
//   those go the whole way too (plainParams), so that the throw is Yoga's to answer.
// - A subscription's result is a stream, which Yoga answers as events whatever these Accept
//   values say; a document with the word `subscription` anywhere goes the whole way (an operation
//   can only be a subscription by that keyword; a field or text that has it costs only speed).
// - The result processor Yoga picks for these Accept values and a single result is
//   processRegularResult with application/json. A result with errors is handed to it; a result
//   without is its answer too (200, its Content-Type, the result as JSON), made without a Response.
// test/graph/graphql-plain-post.test.ts sends operations both ways and requires the same answers.
import type { FastifyRequest } from "fastify";
import type { ExecutionResult } from "graphql";
import { isAsyncIterable, type GraphQLParams } from "graphql-yoga";
import { documentIdOf } from "../graphql/trusted-documents.js";

/** The media type a plain POST is answered in, and its Content-Type as processRegularResult writes it. */
export const plainMediaType = "application/json";
export const plainContentType = `${plainMediaType}; charset=utf-8`;

const jsonContentTypes = new Set(["application/json", "application/json; charset=utf-8"]);
const acceptsPlain = new Set([undefined, "*/*", "application/json"]);
const paramTypes: Record<string, (value: unknown) => boolean> = {
  query: (value) => typeof value === "string",
  variables: (value) => value == null || isPlainObject(value),
  operationName: (value) => value == null || typeof value === "string",
  extensions: (value) => value == null || isPlainObject(value),
  documentId: (value) => value == null || typeof value === "string",
};

/** A trusted document's registered text by its hash (graphql/trusted-documents.ts). */
type TrustedText = (hash: string) => string | undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The parameters of a POST (its body read as text) if it is plain; undefined for any other (Yoga takes it whole). */
export function plainPostParams(trustedText: TrustedText, req: FastifyRequest): GraphQLParams | undefined {
  const { "content-type": contentType, accept, origin } = req.headers;
  if (typeof req.body !== "string" || origin !== undefined || !jsonContentTypes.has(contentType ?? "") || !acceptsPlain.has(accept)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(req.body);
  } catch {
    return undefined;
  }
  return isPlainObject(body) && plainParams(body, trustedText) ? (body as GraphQLParams) : undefined;
}

/**
 * Parameters Yoga's check lets through: no key of its own, each known one of its type; the
 * document sent whole, or a registered trusted document's hash (an unknown hash goes the whole
 * way, to be refused there).
 */
function plainParams(body: Record<string, unknown>, trustedText: TrustedText): boolean {
  for (const [key, value] of Object.entries(body)) {
    const check = paramTypes[key];
    if (check ? !check(value) : value != null) return false;
  }
  const hash = body.query == null ? documentIdOf(body) : null;
  const text = typeof body.query === "string" ? body.query : hash === null ? undefined : trustedText(hash);
  return text !== undefined && !text.includes("subscription");
}

/** processRegularResult's body for a single result without errors; undefined for any other. */
export function plainSuccessBody(result: unknown): string | undefined {
  if (isAsyncIterable(result) || !isPlainObject(result)) return undefined;
  const single = result as ExecutionResult & { stringify?: unknown };
  if (single.errors !== undefined || single.extensions?.http !== undefined || single.stringify !== undefined) return undefined;
  return JSON.stringify(single);
}
