// A database connection that fails or is cut under a request (a failover, a restart) is answered
// 503 temporarily_unavailable with Retry-After: 1, never 500; its transaction rolled back and
// nothing is stored for its Idempotency-Key, so a retry once the database is back runs it.
//
// Connections are cut for real, on PostgreSQL only (an embedded database lives in the process and
// has no connection to lose): a TCP proxy in this file stands between the service and the
// server, so that its sockets can be cut (FIN or RST) or its port closed, and the server's
// backends are terminated as a failover would (pg_terminate_backend: 57P01). A request is cut
// at a known point by holding its Idempotency-Key's advisory lock, which the request's first
// statement waits for.
//
// 1. The idempotency runner keeps no answer for such a failure (on either database).
// 2. What the driver adapters really raise, path by path: db/connection-failures.ts recognizes
//    each, and nothing else.
// 3. A real server (src/main.ts as a child process) behind the proxy: REST and GraphQL answers,
//    retries of the same key, exact balances.
import net from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import pg from "pg";
import { Prisma } from "../../src/generated/prisma/client.js";
import { openDatabase, type Database } from "../../src/db/database.js";
import { databaseUnavailable, isDatabaseConnectionFailure } from "../../src/db/connection-failures.js";
import { ApiError } from "../../src/domain/errors.js";
import { defineOperation, executeOperation } from "../../src/domain/operation.js";
import { atomically } from "../../src/domain/idempotency/idempotency.js";
import { authenticate } from "../../src/domain/auth/api-keys.js";
import { httpRequest, type HttpResult } from "../support/http.js";
import { contractViolations } from "../support/contract.js";
import { bankTransfer, expectError, keptAsIs, test as serverTest } from "../support/fixtures.js";
import { childProcesses, type ServerProcess } from "../support/child-server.js";
import { tempDir } from "../support/run.js";
import { sleep } from "../support/time.js";

const postgresUrl = process.env.DATABASE_URL;
const { startServer, admin } = childProcesses();

/** A TCP proxy to the PostgreSQL server whose connections can be cut and whose port can be closed. */
class CuttableProxy {
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private server: net.Server | undefined;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.upstream.port, this.upstream.host);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      const end = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      for (const socket of pair) socket.on("error", end).on("close", end);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Cuts every connection: "fin" ends the sockets, "rst" resets them. */
  cut(how: "fin" | "rst"): number {
    const count = this.pairs.size;
    for (const pair of this.pairs) for (const socket of pair) if (how === "rst") socket.resetAndDestroy(); else socket.destroy();
    this.pairs.clear();
    return count;
  }

  /** Closes the port too: new connections are refused (ECONNREFUSED) until open() again. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.cut("fin");
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** DATABASE_URL's, through the proxy, to `database`. */
  url(database: string): string {
    const url = new URL(databaseUrl(database));
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn`, which must fail, and answers its error. */
async function failure(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

/** The error's shape as the assertions read it (for failure messages). */
function shape(error: unknown): string {
  const e = error as { constructor?: { name?: string }; code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: unknown } }; cause?: unknown };
  return JSON.stringify({ class: e?.constructor?.name, code: e?.code, message: String(e?.message).slice(-120), adapter: e?.meta?.driverAdapterError?.cause ?? e?.cause });
}

describe("the idempotency runner", () => {
  // On either database: the failure is thrown by the operation itself.
  serverTest("stores nothing for a connection failure, raw or answered as temporarily_unavailable: the same key then runs the request", async ({ server, sandboxKey }) => {
    const { domain } = server.service;
    const ctx = { domain, principal: await authenticate(domain, `Bearer ${sandboxKey.secret}`, "sandbox"), requestId: "req_database_failures" };
    const cut = Object.assign(new Error("Connection terminated unexpectedly"), { clientVersion: "7.10.0" });
    for (const thrown of [cut, databaseUnavailable(), new ApiError("provider_error", "stored, as the provider's refusals are")]) {
      let fails = true;
      const operation = defineOperation<undefined, undefined, { ran: number }>({
        name: "test.databaseFailures",
        scope: null,
        idempotency: "required",
        answer: keptAsIs,
        run: atomically(async () => {
          if (fails) throw thrown;
          return { ran: 1 };
        }),
      });
      const idempotencyKey = randomUUID();
      await expect(executeOperation(ctx, operation, { idempotencyKey })).rejects.toBe(thrown);
      fails = false;
      const again = executeOperation(ctx, operation, { idempotencyKey });
      if (thrown instanceof ApiError && thrown.code === "provider_error") {
        await expect(again).rejects.toMatchObject({ code: "provider_error", replayed: true });
      } else {
        expect(await again).toEqual({ result: { ran: 1 } });
        expect(await executeOperation(ctx, operation, { idempotencyKey })).toEqual({ result: { ran: 1 }, replayed: true });
      }
    }
  });
});

describe.skipIf(!postgresUrl)("database connection failures", () => {
  const name = `payments_dbfail_${process.pid}_${Date.now()}`;
  let control: pg.Client;
  let proxy: CuttableProxy;

  /** Terminates the database's backends, as a failover does, but `spare` (a lock holder's). */
  async function terminateBackends(spare?: number): Promise<number> {
    const { rows } = await control.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND pid IS DISTINCT FROM $2::int`,
      [name, spare ?? null],
    );
    return rows[0].n;
  }

  /** Resolves once a backend of the database waits on a lock (the request reached its first statement). */
  async function lockWaiter(kind: "advisory" | "relation"): Promise<void> {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(20)) {
      const { rows } = await control.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND wait_event = $2`,
        [name, kind],
      );
      if (rows[0].n > 0) return;
    }
    throw new Error(`no backend of ${name} waited on a ${kind} lock`);
  }

  /** A connection of its own, straight to the server, holding `sql`'s locks until released. */
  async function holdLock(sql: string, values: unknown[] = []): Promise<{ pid: number; release(): Promise<void> }> {
    const holder = new pg.Client({ connectionString: databaseUrl(name) });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query(sql, values);
    return {
      pid: (holder as unknown as { processID: number }).processID,
      async release() {
        await holder.query("ROLLBACK");
        await holder.end();
      },
    };
  }

  beforeAll(async () => {
    control = new pg.Client({ connectionString: postgresUrl });
    await control.connect();
    await control.query(`CREATE DATABASE ${name}`);
    const { hostname, port } = new URL(postgresUrl!);
    proxy = new CuttableProxy({ host: hostname, port: Number(port || 5432) });
    await proxy.open();
  });

  afterAll(async () => {
    await proxy?.close();
    if (control) {
      await control.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await control.end();
    }
  });

  describe("what the driver adapters raise", () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase({ databaseUrl: proxy.url(name), dataDir: tempDir("payments-dbfail-"), poolSize: 4 });
      await db.migrate();
    });
    afterAll(async () => {
      await db?.close();
    });

    /** `run`'s failure when the database's backends are terminated (57P01) while its statement waits on the table's lock. */
    async function terminatedUnder(run: () => Promise<unknown>): Promise<unknown> {
      const lock = await holdLock("LOCK TABLE idempotency_records IN ACCESS EXCLUSIVE MODE");
      try {
        const failed = failure(run);
        await lockWaiter("relation");
        await terminateBackends(lock.pid);
        return await failed;
      } finally {
        await lock.release();
      }
    }

    /** `run`'s failure when the proxy cuts its connection while its statement waits on the table's lock. */
    async function cutUnder(how: "fin" | "rst", run: () => Promise<unknown>): Promise<unknown> {
      const lock = await holdLock("LOCK TABLE idempotency_records IN ACCESS EXCLUSIVE MODE");
      try {
        const failed = failure(run);
        await lockWaiter("relation");
        proxy.cut(how);
        const error = await failed;
        await terminateBackends(lock.pid); // the orphaned backend, which would run on once the lock is free
        return error;
      } finally {
        await lock.release();
      }
    }

    const model = () => db.prisma.idempotencyRecord.findFirst();
    const raw = () => db.prisma.$queryRaw`SELECT count(*) FROM idempotency_records`;
    const statement = () => db.statements.rows(Prisma.sql`SELECT count(*)::int AS n FROM idempotency_records`);
    // eslint-disable-next-line no-restricted-syntax -- the client's own transaction, as domain.stores.transaction runs it
    const transaction = () => db.prisma.$transaction(async (tx) => tx.idempotencyRecord.findFirst());

    test("a backend terminated under a statement (57P01): P2039, P2010, the DriverAdapterError, in a transaction too", async () => {
      const errors = {
        model: await terminatedUnder(model),
        raw: await terminatedUnder(raw),
        statement: await terminatedUnder(statement),
        transaction: await terminatedUnder(transaction),
      };
      expect(errors.model).toMatchObject({ code: "P2039", meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57P01" } } } });
      expect(errors.raw).toMatchObject({ code: "P2010", meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57P01" } } } });
      expect(errors.statement).toMatchObject({ name: "DriverAdapterError", cause: { kind: "postgres", originalCode: "57P01" } });
      expect(errors.transaction).toMatchObject({ code: "P2039" });
      for (const [path, error] of Object.entries(errors)) expect(isDatabaseConnectionFailure(error), `${path}: ${shape(error)}`).toBe(true);
    });

    test("a connection reset under a statement (ECONNRESET): P1017, P2010 ConnectionClosed, the DriverAdapterError", async () => {
      const errors = { model: await cutUnder("rst", model), raw: await cutUnder("rst", raw), statement: await cutUnder("rst", statement) };
      expect(errors.model).toMatchObject({ code: "P1017", meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } });
      expect(errors.raw).toMatchObject({ code: "P2010", meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } });
      expect(errors.statement).toMatchObject({ name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } });
      for (const [path, error] of Object.entries(errors)) expect(isDatabaseConnectionFailure(error), `${path}: ${shape(error)}`).toBe(true);
    });

    test("a connection ended under a statement: node-postgres's own error, unmapped on every path", async () => {
      const errors = { model: await cutUnder("fin", model), raw: await cutUnder("fin", raw), statement: await cutUnder("fin", statement), transaction: await cutUnder("fin", transaction) };
      for (const [path, error] of Object.entries(errors)) {
        expect((error as Error).message, path).toBe("Connection terminated unexpectedly");
        expect(isDatabaseConnectionFailure(error), `${path}: ${shape(error)}`).toBe(true);
      }
    });

    test("a transaction whose connection was cut between its statements: 'not queryable', then its COMMIT too", async () => {
      for (const how of ["fin", "rst"] as const) {
        const error = await failure(() =>
          // eslint-disable-next-line no-restricted-syntax -- the client's own transaction, as domain.stores.transaction runs it
          db.prisma.$transaction(async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            proxy.cut(how);
            await sleep(100);
            return tx.idempotencyRecord.findFirst();
          }),
        );
        expect((error as Error).message).toBe("Client has encountered a connection error and is not queryable");
        expect(isDatabaseConnectionFailure(error), shape(error)).toBe(true);
        const atCommit = await failure(() =>
          // eslint-disable-next-line no-restricted-syntax -- the client's own transaction, as domain.stores.transaction runs it
          db.prisma.$transaction(async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            proxy.cut(how);
            await sleep(100);
          }),
        );
        expect(isDatabaseConnectionFailure(atCommit), shape(atCommit)).toBe(true);
      }
    });

    test("a closed port (ECONNREFUSED): P1001, P2010 DatabaseNotReachable, the DriverAdapterError; pg's own client raises the socket's error", async () => {
      await proxy.close();
      try {
        const errors = {
          model: await failure(model),
          raw: await failure(raw),
          statement: await failure(statement),
          transaction: await failure(transaction),
          pg: await failure(async () => {
            const client = new pg.Client({ connectionString: proxy.url(name) });
            client.on("error", () => {});
            await client.connect();
          }),
        };
        expect(errors.model).toMatchObject({ code: "P1001", meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } });
        expect(errors.raw).toMatchObject({ code: "P2010", meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } });
        expect(errors.statement).toMatchObject({ name: "DriverAdapterError", cause: { kind: "DatabaseNotReachable" } });
        expect(errors.transaction).toMatchObject({ code: "P1001" });
        expect(errors.pg).toMatchObject({ code: "ECONNREFUSED", syscall: "connect" });
        for (const [path, error] of Object.entries(errors)) expect(isDatabaseConnectionFailure(error), `${path}: ${shape(error)}`).toBe(true);
      } finally {
        await proxy.open();
      }
      expect(await db.prisma.$queryRaw`SELECT 1 AS up`).toEqual([{ up: 1 }]);
    });

    test("a server that refuses connections while it starts up or recovers (57P03), and pg's own DatabaseError for 57P01", async () => {
      // Answers every startup message with the FATAL a starting (or recovering) server sends.
      const fatal = (code: string, message: string) => {
        const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
        const head = Buffer.alloc(5);
        head.write("E", 0);
        head.writeInt32BE(fields.length + 4, 1);
        return Buffer.concat([head, fields]);
      };
      const starting = net.createServer((socket) => {
        socket.on("error", () => {});
        socket.once("data", () => socket.end(fatal("57P03", "the database system is starting up")));
      });
      await new Promise<void>((resolve) => starting.listen(0, "127.0.0.1", resolve));
      const url = `postgres://postgres@127.0.0.1:${(starting.address() as net.AddressInfo).port}/${name}`;
      const refused = await openDatabase({ databaseUrl: url, dataDir: tempDir("payments-dbfail-"), poolSize: 1 });
      try {
        const errors = {
          model: await failure(() => refused.prisma.idempotencyRecord.findFirst()),
          raw: await failure(() => refused.prisma.$queryRaw`SELECT 1`),
          statement: await failure(() => refused.statements.rows(Prisma.sql`SELECT 1 AS x`)),
          pg: await failure(async () => {
            const client = new pg.Client({ connectionString: url });
            client.on("error", () => {});
            await client.connect();
          }),
        };
        expect(errors.model).toMatchObject({ code: "P2039", meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57P03" } } } });
        expect(errors.statement).toMatchObject({ name: "DriverAdapterError", cause: { kind: "postgres", originalCode: "57P03" } });
        expect(errors.pg).toMatchObject({ code: "57P03", severity: "FATAL" });
        for (const [path, error] of Object.entries(errors)) expect(isDatabaseConnectionFailure(error), `${path}: ${shape(error)}`).toBe(true);
      } finally {
        await refused.close().catch(() => {});
        await new Promise((resolve) => starting.close(resolve));
      }
      // As a group commit's own pipelined connection raises it (db/group-commit.ts).
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      client.on("error", () => {});
      await client.connect();
      const terminated = failure(() => client.query("SELECT pg_sleep(30)"));
      await sleep(200);
      await control.query("SELECT pg_terminate_backend($1)", [(client as unknown as { processID: number }).processID]);
      const error = await terminated;
      expect(error).toMatchObject({ code: "57P01", severity: "FATAL" });
      expect(isDatabaseConnectionFailure(error), shape(error)).toBe(true);
      await client.end().catch(() => {});
    });

    test("anything else is not a connection failure: constraint and syntax errors, a deadlock's code, our refusals, an HTTP peer's socket error", async () => {
      const key = randomUUID();
      const insert = () => db.prisma.$executeRaw`
        INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, expires_at)
        VALUES ('org_x', 'sandbox', ${key}, 'x', 'x', 'in_progress', now())`;
      await insert();
      const unreachableHttp = await failure(async () => {
        const closed = net.createServer();
        await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
        const port = (closed.address() as net.AddressInfo).port;
        await new Promise((resolve) => closed.close(resolve));
        await fetch(`http://127.0.0.1:${port}/`);
      });
      const notFailures = {
        unique: await failure(insert),
        syntax: await failure(() => db.prisma.$queryRawUnsafe("SELEKT 1")),
        statementSyntax: await failure(() => db.statements.rows(Prisma.sql`SELEKT 1`)),
        deadlock: Object.assign(new Error("deadlock detected"), { code: "40P01", severity: "ERROR" }),
        refusal: new ApiError("insufficient_funds", "no"),
        bug: new Error("boom"),
        unreachableHttp,
      };
      expect(notFailures.unique).toMatchObject({ code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "23505" } } } });
      expect((unreachableHttp as Error).message).toBe("fetch failed");
      for (const [kind, error] of Object.entries(notFailures)) expect(isDatabaseConnectionFailure(error), `${kind}: ${shape(error)}`).toBe(false);
    });
  });

  describe("a real server whose database connections fail under its requests", () => {
    let server: ServerProcess;
    let org: { id: string };
    let key: string;
    const transfers: Array<{ amount: number; fee: number }> = [];
    let funded = 0;
    let start: { available: number; reserved: number; total: number };

    const rest = {
      get: (route: string) => httpRequest(server.baseUrl, "GET", `/sandbox/v1${route}`, undefined, { key }),
      post: (route: string, body: unknown, idempotencyKey: string) => httpRequest(server.baseUrl, "POST", `/sandbox/v1${route}`, body, { key, idempotencyKey }),
    };
    const createTransferMutation = `mutation($input: CreateTransferInput!, $key: String!) {
      createTransfer(input: $input, idempotencyKey: $key) { id amount fee status }
    }`;
    const graphql = (query: string, variables: Record<string, unknown> = {}) =>
      httpRequest(server.baseUrl, "POST", "/graphql", { query, variables }, { key });
    const graphqlTransfer = (amount: number, idempotencyKey: string) =>
      graphql(createTransferMutation, {
        key: idempotencyKey,
        input: { amount, currency: "USD", destination: { type: "bank_account", accountNumber: "0012345678", bankCode: "GSBANK01", accountName: "Ada Lovelace", country: "US" } },
      });

    async function usd() {
      const result = await rest.get("/balances");
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const { available, reserved, total } = result.body.data.find((b: { currency: string }) => b.currency === "USD");
      return { available, reserved, total } as { available: number; reserved: number; total: number };
    }

    /**
     * A REST request around a cut. While the notifications' connection is down the key cache is
     * not trusted (auth/key-cache.ts), so authentication itself needs the database; failing there,
     * the 503 has no bucket for the RateLimit-* headers the document lists. Every other part of
     * the contract is checked.
     */
    async function duringFailover(method: string, route: string, body?: unknown, idempotencyKey?: string): Promise<HttpResult> {
      const headers: Record<string, string> = { authorization: `Bearer ${key}` };
      if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${server.baseUrl}/sandbox/v1${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      const violations = contractViolations({ method, url: response.url, status: response.status, headers: response.headers, text });
      expect(violations.filter((violation) => !/^missing header RateLimit-/.test(violation))).toEqual([]);
      return { status: response.status, headers: response.headers, body: JSON.parse(text) };
    }

    /**
     * As a client retries: again after Retry-After while the answer is 503. Right after a cut, a
     * statement may still meet a pooled connection whose end the pool has not yet seen.
     */
    async function untilServed(send: () => Promise<HttpResult>): Promise<HttpResult> {
      for (let attempt = 1; ; attempt++) {
        const answer = await send();
        if (answer.status !== 503 || attempt === 5) return answer;
        expect(answer.headers.get("retry-after")).toBe("1");
        await sleep(1_000);
      }
    }

    /** The REST 503 of a connection failure: envelope, Retry-After: 1, Request-Id, never a replay. */
    function expectUnavailable(result: HttpResult) {
      expectError(result, 503, "temporarily_unavailable", "service_unavailable");
      expect(result.headers.get("retry-after")).toBe("1");
      expect(result.headers.get("request-id")).toMatch(/^req_/);
      expect(result.headers.get("idempotent-replayed")).toBeNull();
    }

    /** Sends a request whose Idempotency-Key's lock is held, cuts its connection with `cut` while it waits, then frees the lock. */
    async function cutUnderRequest<T>(idempotencyKey: string, send: () => Promise<T>, cut: (spare: number) => Promise<void>): Promise<T> {
      // The service is back from the previous cut before this one.
      expect((await untilServed(() => duringFailover("GET", "/balances"))).status).toBe(200);
      const lock = await holdLock("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))", [`${org.id}/sandbox/${idempotencyKey}`]);
      try {
        const answer = send();
        await lockWaiter("advisory");
        await cut(lock.pid);
        return await answer;
      } finally {
        await lock.release();
      }
    }
    const failover = async (spare: number) => void (await terminateBackends(spare));
    // The proxy's sockets cut, then the orphaned backends ended, as a dead primary's would be:
    // else the waiting statement would run on, unseen, once the lock is free.
    const cutSockets = (how: "fin" | "rst") => async (spare: number) => {
      proxy.cut(how);
      await sleep(100);
      await terminateBackends(spare);
    };

    beforeAll(async () => {
      const common = { DATABASE_URL: proxy.url(name), SANDBOX_SETTLEMENT_MS: "300", WORKER_POLL_MS: "100", LOG_LEVEL: "warn" };
      server = await startServer(common); // applies the migrations (the adapters' part may have already)
      org = await admin({ DATABASE_URL: databaseUrl(name) }, "org:create", "--name", "Database Failures Org");
      key = (await admin({ DATABASE_URL: databaseUrl(name) }, "key:create", "--org", org.id, "--env", "sandbox")).secret;
      start = await usd();
    }, 120_000);

    test("REST: a transfer whose connection is cut under it (backend terminated, socket ended, socket reset) answers 503; the same key then runs it", async () => {
      for (const [cut, how] of [[failover, "terminated"], [cutSockets("fin"), "ended"], [cutSockets("rst"), "reset"]] as const) {
        const idempotencyKey = randomUUID();
        const body = bankTransfer(1_000 + transfers.length, { reference: `cut-${how}` });
        const cutAnswer = await cutUnderRequest(idempotencyKey, () => duringFailover("POST", "/transfers", body, idempotencyKey), cut);
        expectUnavailable(cutAnswer);
        const retried = await untilServed(() => duringFailover("POST", "/transfers", body, idempotencyKey));
        expect(retried.status, `${how}: ${JSON.stringify(retried.body)}`).toBe(201);
        expect(retried.headers.get("idempotent-replayed")).toBeNull();
        transfers.push({ amount: retried.body.amount, fee: retried.body.fee });
        // And the retry's answer is what the key keeps.
        const replayed = await rest.post("/transfers", body, idempotencyKey);
        expect(replayed.headers.get("idempotent-replayed")).toBe("true");
        expect(replayed.body.id).toBe(retried.body.id);
      }
    });

    test("REST: a Sandbox funding (an interactive transaction) cut under it answers 503; the same key then funds once", async () => {
      const idempotencyKey = randomUUID();
      const body = { amount: 5_000, currency: "USD" };
      expectUnavailable(await cutUnderRequest(idempotencyKey, () => duringFailover("POST", "/test/fund", body, idempotencyKey), failover));
      const retried = await untilServed(() => duringFailover("POST", "/test/fund", body, idempotencyKey));
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
      funded += body.amount;
    });

    test("GraphQL: a mutation cut under it answers temporarily_unavailable in extensions, with Retry-After: 1; the same key then runs it", async () => {
      const idempotencyKey = randomUUID();
      const cutAnswer = await cutUnderRequest(idempotencyKey, () => graphqlTransfer(1_500, idempotencyKey), failover);
      expect(cutAnswer.status).toBe(200);
      expect(cutAnswer.body.data).toEqual({ createTransfer: null });
      expect(cutAnswer.body.errors).toHaveLength(1);
      expect(cutAnswer.body.errors[0].path).toEqual(["createTransfer"]);
      expect(cutAnswer.body.errors[0].extensions).toEqual({
        code: "temporarily_unavailable",
        type: "service_unavailable",
        status: 503,
        request_id: cutAnswer.headers.get("request-id"),
        retry_after: 1,
      });
      expect(cutAnswer.headers.get("retry-after")).toBe("1");
      let retried = await graphqlTransfer(1_500, idempotencyKey);
      for (let attempt = 1; retried.body.errors?.[0]?.extensions?.code === "temporarily_unavailable" && attempt < 5; attempt++) {
        await sleep(1_000);
        retried = await graphqlTransfer(1_500, idempotencyKey);
      }
      expect(retried.body.errors, JSON.stringify(retried.body)).toBeUndefined();
      expect(retried.body.extensions?.idempotent_replayed).toBeUndefined();
      transfers.push({ amount: retried.body.data.createTransfer.amount, fee: retried.body.data.createTransfer.fee });
    });

    test("a database that cannot be reached: 503 on REST and GraphQL, /readyz 503; once it is back, the same key runs the request", async () => {
      const idempotencyKey = randomUUID();
      const body = bankTransfer(2_000, { reference: "while-down" });
      await proxy.close();
      try {
        await terminateBackends(); // the primary is gone, its sessions with it
        expectUnavailable(await duringFailover("POST", "/transfers", body, idempotencyKey));
        expectUnavailable(await duringFailover("GET", "/transfers"));
        const query = await graphql("{ balances { currency available } }");
        expect(query.status).toBe(200);
        expect(query.body.errors?.[0]?.extensions).toMatchObject({ code: "temporarily_unavailable", type: "service_unavailable", status: 503, retry_after: 1 });
        expect(query.headers.get("retry-after")).toBe("1");
        expect((await httpRequest(server.baseUrl, "GET", "/readyz")).status).toBe(503);
      } finally {
        await proxy.open();
      }
      for (const deadline = Date.now() + 15_000; (await httpRequest(server.baseUrl, "GET", "/readyz")).status !== 200; await sleep(100)) {
        expect(Date.now()).toBeLessThan(deadline);
      }
      const retried = await untilServed(() => duringFailover("POST", "/transfers", body, idempotencyKey));
      expect(retried.status, JSON.stringify(retried.body)).toBe(201);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
      transfers.push({ amount: retried.body.amount, fee: retried.body.fee });
    });

    test("balances are exact: every cut request moved its money once, on its retry", async () => {
      // A settlement the failover cut under the background job is taken again once its lease
      // (30 s) runs out: such a transfer is still reserved, not lost.
      await sleep(1_000);
      const listed = await rest.get("/transfers?limit=100");
      expect(listed.status).toBe(200);
      const shown: Array<{ amount: number; fee: number; status: string }> = listed.body.data;
      expect(shown).toHaveLength(transfers.length);
      for (const transfer of shown) expect(["processing", "succeeded"]).toContain(transfer.status);
      const sum = (list: Array<{ amount: number; fee: number }>) => list.reduce((total, t) => total + t.amount + t.fee, 0);
      const reserved = sum(shown.filter((t) => t.status === "processing"));
      const settled = sum(shown.filter((t) => t.status === "succeeded"));
      expect(sum(shown)).toBe(sum(transfers));
      expect(await usd()).toEqual({ available: start.available + funded - sum(transfers), reserved, total: start.total + funded - settled });
      const ledger = new pg.Client({ connectionString: databaseUrl(name) });
      await ledger.connect();
      try {
        const { rows } = await ledger.query<{ kind: string; n: number }>(
          `SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE organization_id = $1 AND kind IN ('transfer_reserve', 'test_fund') GROUP BY kind ORDER BY kind`,
          [org.id],
        );
        expect(rows).toEqual([
          { kind: "test_fund", n: 1 },
          { kind: "transfer_reserve", n: transfers.length },
        ]);
      } finally {
        await ledger.end();
      }
      const report = await admin({ DATABASE_URL: databaseUrl(name) }, "ledger:verify");
      expect(report).toMatchObject({ ok: true, problems: [] });
      expect(server.child.exitCode, "the server survived every cut").toBeNull();
    }, 60_000);
  });
});
