// With GRAPHQL_STATEMENT_COUNTS=1, every GraphQL answer tells how many SQL statements its
// resolvers ran (extensions.sqlStatements): what a page of a dashboard costs the database, and
// that it does not grow with page sizes (test/graph/graph.test.ts). Authentication, before execution,
// is not counted. Read at each request, so a running test server can switch it on.
import type { Plugin } from "graphql-yoga";
import type { ExecutionResult } from "graphql";
import type { Domain } from "../../domain/domain.js";
import { countingStatements } from "../../db/statement-count.js";

export function statementCounts(domain: Domain): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      if (!domain.config.graphqlStatementCounts) return;
      setExecuteFn(async (args) => {
        const { result, statements } = await countingStatements(async () => (await executeFn(args)) as ExecutionResult);
        return { ...result, extensions: { ...result.extensions, sqlStatements: statements } };
      });
    },
  };
}
