// The GraphQL transport: Yoga over the Pothos schema at /graphql, GraphiQL on GET from the
// package (no CDN). Domain errors arrive as GraphQLErrors with their code in extensions;
// anything else is masked as internal_error and logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError, type ExecutionResult } from "graphql";
import { createGraphQLError, createYoga, maskError as yogaMaskError, processRegularResult, type GraphQLParams, type Plugin } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import type { Domain } from "../domain/domain.js";
import { ApiError, errorCatalog, internalErrorMessage } from "../domain/errors.js";
import { toGraphQLError, type GraphQLContext, type GraphReads } from "../graphql/context.js";
import { dashboardManifest, documentIdOf, TrustedDocuments } from "../graphql/trusted-documents.js";
import { schema } from "../graphql/schema/index.js";
import { bodyLimitBytes } from "./rest.js";
import { compiledExecution } from "../graphql/plugins/jit.js";
import { documentAuthorization } from "../graphql/plugins/document-authorization.js";
import { documentLimits } from "../graphql/plugins/document-limits.js";
import { statementCounts } from "../graphql/plugins/statement-counts.js";
import { requestTenants } from "../graphql/plugins/request-tenant.js";
import { unexpectedErrors } from "../graphql/plugins/unexpected-errors.js";
import { graphiqlPage, wantsGraphiQL } from "./graphiql-page.js";
import { plainContentType, plainMediaType, plainPostParams, plainSuccessBody } from "./graphql-plain-post.js";
import type { Metrics } from "./metrics.js";

type FastifyPair = { req: FastifyRequest; reply: FastifyReply };
/** A plain POST's answer without errors: its JSON, sent 200 as Yoga would. */
type PlainAnswer = { plainBody: string };
/** GET hands Yoga the pair itself; a POST hands it nothing (see fastifyOf). */
type ServerContext = Partial<FastifyPair>;

/**
 * The Fastify request and reply of a POST, found by its web Request. A POST hands Yoga no server
 * context at all: whatwg-node copies any object given there, descriptor by descriptor, onto a
 * new object made with Object.create (its completeAssign), and that object becomes the GraphQL
 * context every plugin and resolver reads. Even an empty `{}` there cost about 0.06 ms of CPU
 * per operation under load, against none (docs/bench-history.md).
 */
const fastifyOf = new WeakMap<Request, FastifyPair>();

/** The requests whose document is a registered trusted one, found by its hash. */
const trustedRequests = new WeakSet<Request>();

/** Validation errors skip error masking; this gives them their code. */
const codeValidationErrors: Plugin = {
  onValidate: () => ({ result, setResult }) => {
    if (result.length > 0) setResult(result.map((error: Error) => withCode(error as GraphQLError)));
  },
};

export async function graphqlPlugin(app: FastifyInstance, options: { domain: Domain; metrics?: Metrics; graphReads: GraphReads }) {
  const { domain } = options;
  function maskError(error: unknown, message: string): Error {
    const masked = yogaMaskError(error, message, false);
    if (masked === error) return withCode(error as GraphQLError);
    domain.logger.error({ err: (error as { originalError?: unknown }).originalError ?? error }, "unexpected GraphQL error");
    const source = error as { path?: readonly (string | number)[] };
    return createGraphQLError(internalErrorMessage, {
      path: source.path,
      extensions: { code: "internal_error", type: "api_error", status: 500 },
    });
  }
  const trustedDocuments = TrustedDocuments.load([dashboardManifest, ...domain.config.trustedDocumentFiles]);
  const requestIdOf = (request: Request) => fastifyOf.get(request)?.req.id ?? "";
  // Traces on (src/telemetry.ts): a span per operation. Off, its module is not even loaded.
  const tracing = domain.config.otelExporterEndpoint ? [(await import("../graphql/plugins/tracing.js")).graphqlTracing()] : [];
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // GraphiQL is served before Yoga sees the request (graphiql-page.ts).
    graphiql: false,
    logging: {
      debug: (...args) => domain.logger.debug({ args }, "graphql"),
      info: (...args) => domain.logger.info({ args }, "graphql"),
      warn: (...args) => domain.logger.warn({ args }, "graphql"),
      // Yoga logs here every error it masks or recodes, once or twice. A client's mistake is not
      // the service's error, and graphql-js quotes a variable that did not coerce in its message,
      // such as a full account number (which is never stored, nor logged): only its code is kept.
      // An unexpected error is logged where it is masked (unexpectedErrors, maskError), with its
      // cause. Only what is not an error at all is logged here as one.
      error: (...args) => {
        if (args.length === 1 && args[0] instanceof Error) {
          const code = (args[0] as { extensions?: { code?: unknown } }).extensions?.code;
          domain.logger.debug({ graphql_code: typeof code === "string" ? code : undefined }, "graphql error answered");
          return;
        }
        domain.logger.error({ args }, "graphql");
      },
    },
    // Cross-origin requests only from CORS_ORIGINS, and never with credentials: keys travel in the
    // Authorization header (docs/api/graphql.md#cors). Any other origin gets no CORS header, so its
    // browser keeps the answer from the page. (Yoga's own default echoes every origin with
    // credentials.)
    cors: (request) => {
      const origin = request.headers.get("origin");
      if (origin === null || !domain.config.corsOrigins.includes(origin)) return false;
      return {
        origin,
        credentials: false,
        methods: ["GET", "POST", "OPTIONS"],
        allowedHeaders: ["Authorization", "Content-Type", "Accept", "X-GraphQL-Yoga-CSRF"],
        exposedHeaders: ["Request-Id", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After"],
        maxAge: 600,
      };
    },
    // One operation per request (no batching); bounded depth, cost, aliases, directives and
    // tokens; GET queries and form posts need a custom header so a browser cannot forge them.
    batching: false,
    // The GraphQL-over-HTTP form of a trusted document's hash (trusted-documents.ts).
    extraParamNames: ["documentId"],
    // Fastify's content-type parser already refuses a body over bodyLimitBytes (413, before Yoga
    // runs); Yoga's own limit would pipe every body through a web TransformStream again, which
    // cost more CPU than the mutation's GraphQL execution (docs/bench-history.md).
    maxRequestBodySize: false,
    plugins: [
      // Before any other plugin's end of execution reads the result: the others see internal_error.
      unexpectedErrors(),
      ...tracing,
      // Before every other plugin reads the document's text: a trusted document's hash becomes
      // its registered text here. Any document may still be sent whole; only a session token
      // made for trusted documents is refused one (documentAuthorization).
      usePersistedOperations({
        allowArbitraryOperations: true,
        extractPersistedOperationId: documentIdOf,
        getPersistedOperation(hash, request) {
          const text = trustedDocuments.text(hash);
          if (text !== undefined) trustedRequests.add(request);
          return text ?? null;
        },
        customErrors: {
          notFound: ({ request }) =>
            toGraphQLError(new ApiError("untrusted_document", "No trusted document is registered under this hash: send the document itself, or a registered one's hash."), requestIdOf(request)),
          // A request with neither a document nor a hash: Yoga's own words for it, as before.
          keyNotFound: { message: "Must provide query string.", extensions: { http: { status: 400 }, code: "BAD_REQUEST" } },
        },
      }),
      EnvelopArmorPlugin({
        maxDepth: { n: 20 },
        // Page sizes written into the query only; documentAuthorization checks every operation
        // again with its variables and default page sizes (src/graphql/plugins/operation-cost.ts).
        costLimit: { maxCost: 5000 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 50 },
        // Counted by documentLimits, before parsing and without recursion; armor counts as it parses.
        maxTokens: { enabled: false },
        blockFieldSuggestion: { enabled: false },
      }),
      documentLimits(),
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
      codeValidationErrors,
      documentAuthorization(),
      // After the key is checked: an operation refused whole (no key, rate limit, a refused
      // mutation) never executes and is counted as __rejected__, not under a name anyone
      // without a key could choose (the first 100 names are kept as labels).
      ...(options.metrics ? [options.metrics.graphqlPlugin()] : []),
      compiledExecution(),
      statementCounts(domain),
      requestTenants(),
    ],
    context: (initial): GraphQLContext => {
      const { req, reply } = fastifyOf.get(initial.request) ?? { req: initial.req!, reply: initial.reply! };
      return {
        domain,
        graphReads: options.graphReads,
        requestId: req.id,
        authorization: req.headers.authorization,
        address: req.ip,
        trustedDocument: trustedRequests.has(initial.request),
        setHeaders: (headers) => reply.headers(headers),
      };
    },
    maskedErrors: { maskError },
  });

  // Yoga reads the body itself: hand it the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: bodyLimitBytes }, (_request, body, done) => done(null, body));

  /**
   * A POST is handed to Yoga as a Request built from the body Fastify has read: Yoga's Node
   * adapter probes a string body with Object.keys, one key per character, and listens for the
   * response's error, close and finish (docs/bench-history.md). The Request carries no abort
   * signal: creating one cost about 14 µs of CPU per request, and nothing needs it.
   * A subscription's event stream ends when its client leaves because Fastify cancels the
   * stream it is piping (test/events/subscriptions.test.ts); execution cancellation is off, and a
   * mutation must run to its end whether or not its client waits for the answer. GET (no body)
   * still takes the adapter. A plain POST's Request carries no body: Yoga is handed its
   * parameters instead (answerPlainPost).
   */
  // Read once: every property of Yoga's server adapter is a Proxy lookup, a function bound anew.
  const { fetchAPI, getResultForParams, handleRequest, waitUntil } = yoga;
  const handle = (req: FastifyRequest, reply: FastifyReply): Response | Promise<Response | PlainAnswer> => {
    if (req.method !== "POST" || typeof req.body !== "string") {
      return yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    }
    const params = plainPostParams((hash) => trustedDocuments.text(hash), req);
    const request = new fetchAPI.Request(`${req.protocol}://${req.host}${req.url}`, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: params ? undefined : req.body,
    });
    fastifyOf.set(request, { req, reply });
    if (params) return answerPlainPost(request, params);
    // Typed as required, but whatwg-node skips a missing one (fastifyOf above says why).
    return handleRequest(request, undefined as unknown as ServerContext);
  };

  /** A plain POST, from its parameters on (graphql-plain-post.ts says why and when). */
  const answerPlainPost = async (request: Request, params: GraphQLParams): Promise<Response | PlainAnswer> => {
    let result: ExecutionResult;
    try {
      // The server context whatwg-node would have made: nothing of ours, and its waitUntil.
      result = (await getResultForParams({ params, request }, { waitUntil } as ServerContext)) as ExecutionResult;
    } catch (error) {
      // Yoga answers an error thrown here (outside execution) as masked; so does this.
      result = { errors: [maskError(error, internalErrorMessage) as GraphQLError] };
    }
    const body = plainSuccessBody(result);
    options.metrics?.graphqlAnswered(request);
    return body === undefined ? processRegularResult(result, fetchAPI, plainMediaType) : { plainBody: body };
  };

  const servePage = graphiqlPage();
  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST", "OPTIONS"],
    async handler(req, reply) {
      if (wantsGraphiQL(req)) return servePage(req, reply);
      canonicalContentType(req);
      const response = await handle(req, reply);
      if ("plainBody" in response) {
        reply.status(200).header("content-type", plainContentType);
        return reply.send(response.plainBody);
      }
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      if (response.status >= 400 && response.body === null) {
        // Yoga answers an unsupported media type (415) or Accept (406) with no body; say why.
        const message = response.status === 415 ? "Send GraphQL requests as application/json." : "This endpoint answers application/json or application/graphql-response+json.";
        reply.type("application/json");
        return reply.send({ errors: [{ message, extensions: { code: "validation_error", type: "invalid_request", status: response.status, request_id: req.id } }] });
      }
      // A single result is read whole and sent with its length: piping the web stream through
      // Fastify costs more than the operation's own GraphQL work (docs/bench-history.md). Event
      // streams (subscriptions) are piped as they come.
      const type = response.headers.get("content-type") ?? "";
      reply.send(type.startsWith("application/") ? await response.text() : response.body);
      return reply;
    },
  });
}

/**
 * Media types are case-insensitive (RFC 9110 §8.3.1), as REST reads them, but Yoga matches the
 * Content-Type as written: `Application/JSON` was answered 415. Its media type is lower-cased in
 * place, on the Node request both of Yoga's ways read; its parameters stay as sent, since a
 * multipart boundary is case-sensitive. (Yoga already lower-cases Accept.)
 */
function canonicalContentType(req: FastifyRequest): void {
  const contentType = req.raw.headers["content-type"];
  if (contentType === undefined || contentType === plainMediaType) return;
  const semicolon = contentType.indexOf(";");
  const mediaType = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  req.raw.headers["content-type"] = semicolon === -1 ? mediaType : `${mediaType};${contentType.slice(semicolon + 1)}`;
}

/**
 * Every GraphQL error carries a code: domain errors already do; parse, validation, limit and
 * CSRF rejections become validation_error with the HTTP status Yoga chose (400 by default).
 */
function withCode(error: GraphQLError): GraphQLError {
  if (!error || typeof error !== "object" || !("extensions" in error)) return error;
  const code = error.extensions?.code;
  if (typeof code === "string" && code in errorCatalog) return error;
  const http = error.extensions?.http as { status?: number } | undefined;
  return createGraphQLError(plainMessageOf(error.message), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      ...withoutOriginalError(error.extensions),
      code: "validation_error",
      type: "invalid_request",
      status: http?.status ?? 400,
      // A request that is not GraphQL at all (unreadable JSON, a batch) is a 400 whatever the
      // Accept header; Yoga would answer 200 for application/json.
      ...(http ? { http: code === "BAD_REQUEST" ? { status: http.status ?? 400 } : http } : {}),
      ...(typeof code === "string" ? { graphql_code: code } : {}),
    },
  });
}

/** The CSRF plugin's words, which name no header, as a sentence that says what to send. */
const csrfRefusal = "Required CSRF header(s) not present";

function plainMessageOf(message: string): string {
  if (message !== csrfRefusal) return message;
  return "This request needs the header X-GraphQL-Yoga-CSRF (any value), or a POST with Content-Type: application/json: browsers send neither across sites on their own (CSRF prevention).";
}

/** Yoga attaches the parser's own error in development form; it may quote the request body. */
function withoutOriginalError(extensions: Record<string, unknown> | undefined) {
  const { originalError: _hidden, ...rest } = extensions ?? {};
  return rest;
}
