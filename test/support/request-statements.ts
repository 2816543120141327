// The tenant-filter check, over the whole suite: every SQL statement a service in this test process
// sends while serving an organization's request (src/db/request-tenant.ts tags it) must hold every
// tenant table to that organization (tenant-filter.ts). Each statement is checked as it is sent,
// its text analysed once; what fails is kept for the check after each test file (worker-setup.ts),
// which fails that file. Statements outside a request (the workers, the key's lookup, the tests'
// own fixtures) are not checked: docs/operations.md#sharding-with-citus-plan says how each would
// run.
import type { PrismaClient } from "../../src/generated/prisma/client.js";
import { recordStatements, type RequestTenant } from "../../src/db/request-tenant.js";
import { analyse, loadParser, unheld, type Analysis } from "./tenant-filter.js";

/** Citus reference tables (docs/operations.md#sharding-with-citus-plan): on every node whole, so a statement on them needs no filter to be routed. */
export const referenceTables: readonly string[] = ["organizations", "api_keys"];

export interface UnfilteredStatement {
  sql: string;
  /** The tenant tables (or functions) it does not hold to its request's organization. */
  tables: string[];
  tenant: RequestTenant;
}

/** A runaway is reported by its first statements. */
const keptAtMost = 100;

const analyses = new Map<string, Analysis | Error>();
const unfiltered = new Map<string, UnfilteredStatement>();
const checked = new Map<string, number>();
let started: Promise<void> | undefined;

/** Starts the check in this process, once: the tenant tables and functions are read from `prisma`'s database. */
export function checkRequestStatements(prisma: PrismaClient): Promise<void> {
  started ??= (async () => {
    await loadParser();
    const tables = await prisma.$queryRaw<Array<{ name: string }>>`
      SELECT DISTINCT table_name::text AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'organization_id'`;
    // ledger_lock and ledger_apply: a function whose first argument is the organization.
    const functions = await prisma.$queryRaw<Array<{ name: string }>>`
      SELECT proname::text AS name FROM pg_proc
      WHERE pronamespace = current_schema()::regnamespace AND proargnames[1] = 'p_organization_id'`;
    const tenantTables = new Set(tables.map((table) => table.name).filter((name) => !referenceTables.includes(name)));
    const tenantFunctions = new Set(functions.map((fn) => fn.name));
    recordStatements(({ sql, args, tenant }) => {
      if (!tenant) return;
      let analysis = analyses.get(sql);
      if (!analysis) {
        try {
          analysis = analyse(sql, tenantTables, tenantFunctions);
        } catch (error) {
          analysis = error instanceof Error ? error : new Error(String(error));
        }
        analyses.set(sql, analysis);
      }
      checked.set(tenant.organizationId, (checked.get(tenant.organizationId) ?? 0) + 1);
      const tables = analysis instanceof Error ? [`(not parsed: ${analysis.message})`] : unheld(analysis, args, tenant.organizationId);
      const key = `${tenant.organizationId}\0${sql}`;
      if (tables.length > 0 && unfiltered.size < keptAtMost && !unfiltered.has(key)) unfiltered.set(key, { sql, tables, tenant });
    });
  })();
  return started;
}

/** How many statements were checked for `organizationId`'s requests. */
export function statementsChecked(organizationId: string): number {
  return checked.get(organizationId) ?? 0;
}

/** The statements that failed the check since last asked (only `organizationId`'s when given), forgotten once answered. */
export function takeUnfilteredStatements(organizationId?: string): UnfilteredStatement[] {
  const taken: UnfilteredStatement[] = [];
  for (const [key, statement] of unfiltered) {
    if (organizationId !== undefined && statement.tenant.organizationId !== organizationId) continue;
    taken.push(statement);
    unfiltered.delete(key);
  }
  return taken;
}

/** The failures as a message: each statement once, with the tables it leaves unfiltered. */
export function describeUnfiltered(statements: UnfilteredStatement[]): string {
  const bySql = new Map(statements.map((statement) => [statement.sql, statement]));
  const lines = [...bySql.values()].map(
    ({ sql, tables, tenant }) => `- leaves ${tables.join(", ")} unfiltered (a request of ${tenant.organizationId}, ${tenant.environment}):\n  ${sql.replace(/\s+/g, " ").trim()}`,
  );
  return `${bySql.size} SQL statement(s) sent for an organization's request do not filter every tenant table by its organization_id (a Citus router could not send them to one shard: docs/operations.md#sharding-with-citus-plan):\n${lines.join("\n")}`;
}
