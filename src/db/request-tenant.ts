// Which organization's request each SQL statement is sent for (sharding by organization_id,
// docs/operations.md#sharding-with-citus-plan): a test hook records every statement with the
// organization and environment of the request it ran for, so that the suite can hold each one to
// filtering by that organization, as a Citus router needs in order to send it to one shard
// (test/support/request-statements.ts). Off unless a test turns it on, and then it costs nothing on
// the hot path: a request gets no async context of its own, and a statement costs the test of one
// variable.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestTenant {
  organizationId: string;
  environment: string;
}

export interface SentStatement {
  sql: string;
  args: readonly unknown[];
  /** The request the statement was sent for; undefined outside one (a worker, authentication). */
  tenant: RequestTenant | undefined;
}

const requests = new AsyncLocalStorage<RequestTenant>();
let recorder: ((statement: SentStatement) => void) | undefined;

/** Test hook: `record` is told every statement sent from now on, until the function returned is called. */
export function recordStatements(record: (statement: SentStatement) => void): () => void {
  recorder = record;
  return () => {
    if (recorder === record) recorder = undefined;
  };
}

export function recordingStatements(): boolean {
  return recorder !== undefined;
}

/** Runs an authenticated request's `work` as its organization's (in its environment). */
export function asRequestOf<T>(organizationId: string, environment: string, work: () => T): T {
  return recorder ? requests.run({ organizationId, environment }, work) : work();
}

/**
 * Runs `work` as no request's: a group commit's batch, started from whichever request came
 * first, carries other requests' statements too (each told when it was given, group-commit.ts).
 */
export function asNoRequest<T>(work: () => T): T {
  return recorder ? requests.exit(work) : work();
}

/** Called where a statement leaves the service. */
export function statementSent(sql: string, args: readonly unknown[]): void {
  if (recorder) recorder({ sql, args, tenant: requests.getStore() });
}
