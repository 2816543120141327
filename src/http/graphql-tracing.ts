// A span per executed GraphQL operation ("query Overview"), child of the request's span, when
// traces are on (src/telemetry.ts). Yoga executes through @graphql-tools/executor (or
// graphql-jit), which @opentelemetry/instrumentation-graphql does not see: it traces parsing and
// validation only. Loaded by src/http/graphql.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { SpanStatusCode, trace } from "@opentelemetry/api";
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";

export function graphqlTracing(): Plugin {
  const tracer = trace.getTracer("payments-api/graphql");
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? "query";
      const name = operation?.name?.value;
      const span = tracer.startSpan(name ? `${type} ${name}` : type, {
        attributes: { "graphql.operation.type": type, ...(name ? { "graphql.operation.name": name } : {}) },
      });
      return {
        onExecuteDone({ result }) {
          const errors = "errors" in result ? result.errors : undefined;
          if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]?.message });
          span.end();
        },
      };
    },
  };
}
