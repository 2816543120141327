// The HTTP server: REST under /sandbox/v1 and /v1 (with its OpenAPI document, and /docs), GraphQL at /graphql, the dashboard at /dashboard, health checks, Prometheus metrics.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Domain } from "../domain/domain.js";
import { ApiError } from "../domain/errors.js";
import { newId } from "../domain/ids.js";
import { keyBucketState } from "../domain/auth/request-auth.js";
import { rateLimitHeaders } from "./rate-limit-headers.js";
import helmet from "@fastify/helmet";
import { answerConnect, answerUnmetExpectation, answerUnparsableRequest, essentialSecurityHeaders, sendError } from "./errors.js";
import { restPlugin } from "./rest.js";
import { apiReferencePlugin } from "./api-reference.js";
import { graphqlPlugin } from "./graphql.js";
import { dashboardPlugin } from "./dashboard.js";
import type { Metrics } from "./metrics.js";
import type { GraphReads } from "../graphql/context.js";

export async function buildApp(domain: Domain, options: { metrics?: Metrics; graphReads: GraphReads }): Promise<FastifyInstance> {
  const { metrics } = options;
  const { requestTimeoutMs } = domain.config;
  const checkEveryMs = timeoutCheckInterval(requestTimeoutMs);
  const app: FastifyInstance = Fastify({
    loggerInstance: domain.logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "request_id" }),
    genReqId: () => newId("req"),
    bodyLimit: 1024 * 1024,
    // Only the configured load balancers may say who the client is (request.ip).
    trustProxy: domain.config.trustProxy.length > 0 ? domain.config.trustProxy : false,
    // Long ids reach the id check (400 param "id") instead of the router's 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // A path segment that is no readable percent-encoding reaches the router as a NUL, which no
    // route has and every id check refuses: such a request is checked in the order of every other
    // (docs/api/errors.md#check-order: route, then key, then the id, 400 param "id"), not refused
    // whole first.
    rewriteUrl: (request) => readablePath(request.url ?? "/"),
    // Unparseable URLs get the envelope, a Request-Id and the security headers like any error.
    frameworkErrors: (error, request, reply) => {
      // These answers skip every hook, helmet's included: set its essential headers here.
      reply.headers({ "Request-Id": request.id, ...essentialSecurityHeaders });
      return sendError(new ApiError("validation_error", "The request URL could not be read."), request, reply);
    },
    // Requests Node's HTTP parser refuses (a NUL in a header, Content-Length with
    // Transfer-Encoding, headers over the limit) never reach Fastify: answer them with the envelope.
    clientErrorHandler: answerUnparsableRequest,
    return503OnClosing: true,
    http: {
      // REQUEST_TIMEOUT_MS bounds the whole request, its headers and its body: past it, Node
      // hands the connection to clientErrorHandler (408 request_timeout). Node looks for such
      // requests only every connectionsCheckingInterval (30 s unless set), which let a slow body
      // run on far past the limit.
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: checkEveryMs,
      // Node would refuse a request without Host with an empty 400: the onRequest hook below
      // refuses it with the envelope instead.
      requireHostHeader: false,
    },
    requestTimeout: requestTimeoutMs,
    // A connection silent this long is cut without an answer. It outlasts the request timeout's
    // check, so that a request which stalls gets its 408 first.
    connectionTimeout: requestTimeoutMs + 2 * checkEveryMs,
  });
  // What Node's HTTP parser would answer by itself, with no body: the envelope instead.
  app.server.on("checkExpectation", answerUnmetExpectation);
  app.server.on("connect", answerConnect);

  // Security headers on every response. The content security policy is left to the GraphiQL
  // page's own needs (inline script from the package); API responses are JSON only.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Request-Id", request.id);
    // HTTP/1.1 requires a Host header (RFC 9112 §3.2); Node leaves this check to the app (above).
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined) {
      reply.header("Connection", "close");
      throw new ApiError("validation_error", "The request has no Host header, which HTTP/1.1 requires.");
    }
  });
  // An answer may hold a card's number and CVV or a webhook secret: no cache keeps one, the
  // browser's own included, unless its route says otherwise (the dashboard's assets, /docs).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", "no-store");
    done(null, payload);
  });
  // One line per request, without headers or bodies: nothing secret can reach the log.
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, path: request.routeOptions.url ?? "unmatched", status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
  });

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    reply.headers(rateLimitHeaders(await keyBucketState(domain, request.headers.authorization)));
    return sendError(new ApiError("not_found", `No route ${request.method} ${request.originalUrl.split("?")[0]}.`), request, reply);
  });

  // GET /metrics (Prometheus) and request latencies: outside the API, no key, no rate limit.
  metrics?.register(app, domain.config);

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await domain.stores.ping();
      return { status: "ready" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });

  await app.register(apiReferencePlugin);
  await app.register(restPlugin, { domain });
  await app.register(graphqlPlugin, { domain, metrics, graphReads: options.graphReads });
  // The reference dashboard (dashboard/), built by dashboard/build.mjs.
  await app.register(dashboardPlugin);
  return app;
}

/** How often Node looks for requests past their timeout: about a second, more often for short limits. */
function timeoutCheckInterval(requestTimeoutMs: number): number {
  return Math.min(1_000, Math.max(10, Math.ceil(requestTimeoutMs / 10)));
}

/** `url` with each path segment that cannot be percent-decoded (a stray %, bytes that are not UTF-8) replaced by %00. */
export function readablePath(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.includes("%")) return url;
  const segments = path.split("/").map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      return "%00";
    }
  });
  return segments.join("/") + (queryAt === -1 ? "" : url.slice(queryAt));
}
