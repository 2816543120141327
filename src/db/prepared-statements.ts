// Names for the statements the service runs again and again, so that each pooled PostgreSQL
// connection parses and plans them once instead of on every request. For the multi-CTE money
// statements (a transfer's phase 1, a card fund) planning costs the server more than running
// them (docs/bench-history.md). Without a name, node-postgres sends every query as an unnamed
// statement, parsed and planned afresh.
import { createHash } from "node:crypto";
import type { SqlQuery } from "@prisma/driver-adapter-utils";

/**
 * A statement whose text holds this comment is never named: PostgreSQL plans it afresh with its
 * values each time. For a statement whose best plan depends on them: a named statement may be
 * given a generic plan after its fifth run, planned for any value, and for a reference prefix or
 * an amount range that plan reads every transfer of the tenant when the values match few
 * (seconds at a million transfers: scripts/explain-transfer-search.ts).
 */
export const plannedWithItsValues = "/* planned with its values */";

/**
 * A text is named on its second use, and at most `limit` texts are named per process: query
 * shapes that vary without bound (an IN list of any length) must not fill every connection's
 * memory with prepared statements used once.
 */
export function preparedStatementNames(limit = 1_000): (query: SqlQuery) => string {
  const seenOnce = new Set<string>();
  const named = new Map<string, string>();
  return (query) => {
    if (query.sql.includes(plannedWithItsValues)) return undefined as unknown as string;
    const known = named.get(query.sql);
    if (known) return known;
    if (named.size < limit && seenOnce.delete(query.sql)) {
      const name = `q_${createHash("sha256").update(query.sql).digest("hex").slice(0, 24)}`;
      named.set(query.sql, name);
      return name;
    }
    if (seenOnce.size < 10 * limit) seenOnce.add(query.sql);
    // undefined: node-postgres runs it as an unnamed statement (the adapter's type says string).
    return undefined as unknown as string;
  };
}
