// A span per executed GraphQL operation ("query Overview"), child of the request's span, when
// traces are on (src/telemetry.ts). Yoga executes through @graphql-tools/executor (or
// graphql-jit), which @opentelemetry/instrumentation-graphql does not see; that one is not used at
// all, as it records validation errors' text, which can hold values written into a query. Loaded
// by src/http/graphql.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
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
          // The error's code, never its message: graphql-js words a variable that did not coerce
          // with the value itself (a whole bank account number), and spans leave the service.
          if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR, message: String(errors[0]?.extensions?.code ?? "graphql_error") });
          span.end();
        },
      };
    },
  };
}
