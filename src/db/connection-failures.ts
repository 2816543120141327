// A database that cannot be reached, or whose connection is cut under a request (a failover, a
// restart, a terminated backend), is a passing state, not a fault of the request: it is answered
// 503 temporarily_unavailable with Retry-After, where any other unexpected error is a 500. The
// request's transaction was rolled back with its connection, so a retry runs it again; a retry
// with the same Idempotency-Key is safe either way, as the key's claim commits with the effect.
//
// What arrives is not one error class: it depends on where the connection failed and on which
// path the statement took (test/operations/database-failures.test.ts makes each happen):
//
// - Prisma's model queries and transactions: PrismaClientKnownRequestError P1001 (not reachable:
//   ECONNREFUSED, ENOTFOUND), P1017 (ECONNRESET), P1008 (ETIMEDOUT), P2037 (too many
//   connections) or P2039 (a PostgreSQL error such as 57P01), with the adapter's
//   DriverAdapterError in `meta.driverAdapterError`. `$queryRaw` wraps them all as P2010.
// - The hot statements (statements.ts), on the adapter below the client: the DriverAdapterError
//   itself, its `cause.kind` DatabaseNotReachable / ConnectionClosed / SocketTimeout /
//   TooManyConnections, or `postgres` with the SQLSTATE in `cause.code`.
// - What the adapter does not map, passed on as node-postgres raised it, on any path: "Connection
//   terminated unexpectedly" (the socket ended: the server was killed, a proxy cut it), "Client
//   has encountered a connection error and is not queryable" (the next statement of a transaction
//   whose connection was cut while it waited, and its COMMIT). Group commits' own connections
//   (group-commit.ts) raise pg's errors as they are: a DatabaseError with its SQLSTATE, or the
//   socket's Node error (ECONNRESET, EPIPE).
import { ApiError } from "../domain/errors.js";

/** Node's socket errors for a peer that is gone or cannot be reached. */
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ECONNABORTED", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** The driver adapter's kinds (DriverAdapterError's cause) for a connection that failed. */
const adapterKinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/** Prisma's codes for the same, on its model queries and transactions. */
const prismaCodes = new Set(["P1001", "P1002", "P1008", "P1017", "P2037"]);

/**
 * node-postgres's own errors, which carry no code: the socket ended under a statement, a
 * transaction's next statement after that, the pool's timeouts waiting for a connection, and a
 * statement on a client the pool has closed (a shutdown under a request).
 */
const driverMessages = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
]);

/**
 * SQLSTATEs that end or refuse a connection: class 08 (connection exception), 57P01
 * admin_shutdown (a backend terminated, a fast shutdown), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, in recovery, shutting down), 57P05 idle_session_timeout,
 * 53300 too_many_connections (a restart's reconnecting clients). Anything else, a deadlock or a
 * serialization failure included, is the statement's own outcome.
 */
function isConnectionSqlState(code: unknown): boolean {
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return false;
  return code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "57P05" || code === "53300";
}

type Inspected = Record<string, unknown>;

function isObject(value: unknown): value is Inspected {
  return typeof value === "object" && value !== null;
}

function failsHere(error: Inspected): boolean {
  const { code, message } = error;
  if (error.name === "DriverAdapterError" && isObject(error.cause)) {
    const { kind } = error.cause;
    if (typeof kind === "string" && adapterKinds.has(kind)) return true;
    if (kind === "postgres" && isConnectionSqlState(error.cause.originalCode ?? error.cause.code)) return true;
  }
  if (typeof code === "string" && prismaCodes.has(code) && typeof error.clientVersion === "string") return true;
  // PrismaClientInitializationError names its code errorCode.
  if (typeof error.errorCode === "string" && prismaCodes.has(error.errorCode)) return true;
  // pg's DatabaseError: the server's FATAL before it closes the connection.
  if (typeof error.severity === "string" && isConnectionSqlState(code)) return true;
  if (typeof code === "string" && socketCodes.has(code) && (typeof error.syscall === "string" || Array.isArray(error.errors))) return true;
  return code === undefined && typeof message === "string" && driverMessages.has(message);
}

/** What an error wraps: a cause, Prisma's adapter error, a GraphQL error's original, an AggregateError's. */
function wrapped(error: Inspected): unknown[] {
  const inner: unknown[] = [];
  // fetch's failure (a TypeError) carries its socket's error as cause: an HTTP peer's, never the database's.
  if (!(error instanceof TypeError)) inner.push(error.cause);
  if (isObject(error.meta)) inner.push(error.meta.driverAdapterError);
  inner.push(error.originalError);
  if (Array.isArray(error.errors)) inner.push(...error.errors);
  return inner;
}

/** Whether `error`, or an error it wraps, says the database connection failed or was cut. */
export function isDatabaseConnectionFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const next = pending.pop();
    if (!isObject(next) || seen.has(next)) continue;
    seen.add(next);
    if (failsHere(next)) return true;
    pending.push(...wrapped(next));
  }
  return false;
}

/** The answer to such a failure, on either transport: 503 temporarily_unavailable, Retry-After: 1. */
export function databaseUnavailable(): ApiError {
  const error = new ApiError("temporarily_unavailable", "The service could not reach its database. Retry after a second; with the same Idempotency-Key, a retry is safe.");
  // Short beside a failover's seconds, yet no retry loop against a database that is coming back.
  error.retryAfterSeconds = 1;
  return error;
}

/**
 * The answer to `error` when it is a failed database connection, logged as a warning (a passing
 * state, not a bug) with `fields`; undefined for anything else. Every transport's last resort asks
 * this before it answers internal_error.
 */
export function unavailableAnswerTo(error: unknown, logger: { warn(fields: object, message: string): void }, fields: object = {}): ApiError | undefined {
  if (!isDatabaseConnectionFailure(error)) return undefined;
  logger.warn({ err: error, ...fields }, "database connection failed under a request");
  return databaseUnavailable();
}
