// Compiled execution: graphql-jit turns an operation into a function, which for a transfer runs
// in a fraction of graphql-js's time (docs/bench-history.md). Parsing, validation, error masking
// and the answer's shape stay Yoga's. test/graph/graphql-compiled.test.ts holds a compiled operation to
// graphql-js's answers, byte for byte.
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLError, GraphQLSchema, Source, SourceLocation } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { createGraphQLError, mapMaybePromise, type Plugin } from "graphql-yoga";

/**
 * Compiling costs about 1 ms for a mutation and tens of ms for an introspection query, so an
 * operation is compiled the second time it runs: what clients send again and again runs
 * compiled, a one-off query is not compiled for nothing. Yoga's parse cache hands back the same
 * document for the same text, so a WeakMap keyed by it counts runs and forgets documents that
 * leave that cache. Subscriptions take Yoga's subscribe path (onSubscribe), which this plugin
 * leaves to graphql-js.
 */
export function compiledExecution(): Plugin {
  const byDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | "not yet" | "not compilable">>();
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const { document, operationName } = args;
      let operations = byDocument.get(document);
      if (!operations) byDocument.set(document, (operations = new Map()));
      const name = operationName ?? "";
      const entry = operations.get(name);
      if (entry === undefined) return void operations.set(name, "not yet");
      if (entry === "not compilable") return;
      let compiled = entry;
      if (compiled === "not yet") {
        const result = compile(args.schema, document, operationName ?? undefined);
        if (!result) return void operations.set(name, "not compilable");
        operations.set(name, (compiled = result));
      }
      const query = compiled;
      setExecuteFn((executionArgs) =>
        mapMaybePromise(query.query(executionArgs.rootValue, executionArgs.contextValue, executionArgs.variableValues), (result: ExecutionResult) =>
          // No `data` means the variables did not coerce, and no resolver ran. graphql-jit words
          // that error its own way and without an HTTP status, so graphql-js answers it instead.
          "data" in result ? withPositions(result, executionArgs) : executeFn(executionArgs),
        ),
      );
    },
  };
}

/** An operation graphql-jit refuses, or fails on, keeps running on graphql-js. */
function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined {
  try {
    const result = compileQuery(schema, document, operationName);
    return isCompiledQuery(result) ? result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * graphql-jit's errors carry their line and column but not the source positions they come
 * from, and Yoga rebuilds every error from its positions before sending it, which would drop
 * `locations`. This gives each such error the positions its locations name.
 */
function withPositions(result: ExecutionResult, args: ExecutionArgs): ExecutionResult {
  const source = args.document.loc?.source;
  if (!source || !result.errors?.some(lacksPositions)) return result;
  const errors = result.errors.map((error) =>
    lacksPositions(error)
      ? createGraphQLError(error.message, {
          source,
          positions: error.locations!.map((location) => offsetOf(source, location)),
          path: error.path,
          originalError: error.originalError ?? undefined,
          extensions: error.extensions,
        })
      : error,
  );
  return { ...result, errors };
}

function lacksPositions(error: GraphQLError): boolean {
  return Boolean(error.locations?.length) && !error.positions?.length;
}

/** The character offset of a line and column, counting line breaks as graphql-js does. */
function offsetOf(source: Source, location: SourceLocation): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let lineStart = 0;
  for (let line = 1; line < location.line; line++) {
    if (!lineBreak.exec(source.body)) break;
    lineStart = lineBreak.lastIndex;
  }
  return lineStart + location.column - 1;
}
