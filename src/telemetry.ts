// OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: src/main.ts imports this
// file first, before anything it instruments is loaded, and not at all otherwise (so it costs an
// untraced start nothing). Spans for HTTP (incoming requests and webhook attempts), Fastify's
// routes (named by their pattern), GraphQL operations, pg and ioredis go to the endpoint over OTLP/HTTP
// (JSON); every other OTEL_* variable (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, headers, …) is
// read by the SDK as its specification says.
import { register } from "node:module";

// The project is ES modules: import-in-the-middle's hook lets the instrumentations patch modules
// that are imported, not only required.
register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);

const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { FastifyOtelInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] =
  await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation-http"),
    import("@fastify/otel"),
    import("@opentelemetry/instrumentation-pg"),
    import("@opentelemetry/instrumentation-ioredis"),
  ]);

const sdk = new NodeSDK({
  serviceName: process.env.OTEL_SERVICE_NAME ?? "payments-api",
  traceExporter: new OTLPTraceExporter(),
  instrumentations: [
    // Health checks and scrapes would be most of the traces, and tell nothing.
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)(\?|$)/.test(request.url ?? "") }),
    // Hooks into every Fastify instance as it is created (a diagnostics channel): no change to the app.
    new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (options) => ["/healthz", "/readyz", "/metrics"].includes(options.url) }),
    // GraphQL: a span per operation (src/graphql/plugins/tracing.ts). Not
    // @opentelemetry/instrumentation-graphql, which records validation errors' text, and with it
    // any value written into the query (an account number).
    // Statements and Redis commands inside a traced request only: the background workers poll
    // several times a second, and each poll would otherwise be a trace of its own.
    new PgInstrumentation({ requireParentSpan: true }),
    new IORedisInstrumentation({ requireParentSpan: true }),
  ],
});
sdk.start();

/** Sends the spans still buffered; src/main.ts calls it once the service has closed. */
export function stopTelemetry(): Promise<void> {
  return sdk.shutdown();
}
