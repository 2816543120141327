// Clients that are slow or that Node's HTTP parser answers by itself. REQUEST_TIMEOUT_MS bounds
// the whole request, receiving its body included: past it the answer is 408 request_timeout
// with the error envelope, and the connection closes. Every answer the parser gives without
// Fastify (no Host, an unmet Expect, a malformed request line, CONNECT) is the envelope with a
// Request-Id equal to its request_id (docs/api/errors.md#envelope). fetch can send none of these,
// so they go over raw sockets.
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { beforeAll, describe } from "vitest";
import { test, expect } from "../support/fixtures.js";
import { childProcesses, type ServerProcess } from "../support/child-server.js";

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
  /** From the first byte written to the server closing the connection. */
  closedAfterMs: number;
  /** How many bytes of `trickle` were written before the connection closed. */
  trickled: number;
}

function parseAnswer(text: string): Pick<RawAnswer, "status" | "headers" | "body"> {
  const headEnd = text.indexOf("\r\n\r\n");
  const head = headEnd === -1 ? text : text.slice(0, headEnd);
  const [statusLine, ...headerLines] = head.split("\r\n");
  const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: headEnd === -1 ? "" : text.slice(headEnd + 4) };
}

/**
 * Writes `head` at once, then `trickle` one byte every `everyMs` until it is all written or the
 * server closes the connection; resolves with the answer once the connection is closed. Gives
 * up (and fails) after `giveUpMs`.
 */
function exchange(port: number, head: string, options: { trickle?: string; everyMs?: number; giveUpMs?: number } = {}): Promise<RawAnswer> {
  const { trickle = "", everyMs = 250, giveUpMs = 20_000 } = options;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let started = 0;
    let trickled = 0;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(port, "127.0.0.1", () => {
      started = Date.now();
      socket.write(head, "latin1");
      let next = 0;
      const drip = () => {
        if (closed || next >= trickle.length) return;
        socket.write(trickle[next++], "latin1");
        trickled++;
        timer = setTimeout(drip, everyMs);
      };
      timer = setTimeout(drip, everyMs);
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${giveUpMs} ms (received: ${Buffer.concat(chunks).toString("latin1").slice(0, 300)})`));
    }, giveUpMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    // A write racing the server's close may be reset: what was received before still counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      clearTimeout(timer);
      clearTimeout(giveUp);
      resolve({ ...parseAnswer(Buffer.concat(chunks).toString("latin1")), closedAfterMs: Date.now() - started, trickled });
    });
  });
}

function expectEnvelope(answer: RawAnswer, status: number, code: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  const requestId = answer.headers.get("request-id");
  expect(requestId).toMatch(/^req_/);
  expect(Buffer.byteLength(answer.body)).toBe(Number(answer.headers.get("content-length")));
  // A validation_error lists its one problem in errors too (docs/api/errors.md#every-invalid-field).
  const errors = code === "validation_error" ? { errors: [{ message: expect.any(String) }] } : {};
  expect(JSON.parse(answer.body)).toEqual({ error: { type: "invalid_request", code, message: expect.any(String), ...errors, request_id: requestId } });
}

const limitMs = 2_000;
// Far more than the limit: the body would take 250 s to arrive at one byte every 250 ms.
const bodyLength = 1_000;
// The machine running the tests is slow and shared.
const marginMs = 3_000;

function expectCutInTime(answer: RawAnswer) {
  expectEnvelope(answer, 408, "request_timeout");
  expect(answer.trickled).toBeLessThan(bodyLength / 4);
  expect(answer.headers.get("connection")).toBe("close");
  expect(answer.closedAfterMs).toBeGreaterThanOrEqual(limitMs - 100);
  expect(answer.closedAfterMs).toBeLessThan(limitMs + marginMs);
}

describe("REQUEST_TIMEOUT_MS bounds the whole request", () => {
  const { startServer } = childProcesses();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ REQUEST_TIMEOUT_MS: String(limitMs) });
  });

  const slowBody = "x".repeat(bodyLength);
  const post = (path: string, headers: string[] = []) =>
    [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", "Content-Type: application/json", `Content-Length: ${bodyLength}`, ...headers, "", ""].join("\r\n");

  test("a body sent one byte at a time is cut with 408 request_timeout, on keyless GraphQL and on REST", async () => {
    const [graphql, rest] = await Promise.all([
      exchange(server.port, post("/graphql"), { trickle: slowBody }),
      exchange(server.port, post("/sandbox/v1/test/fund", [`Authorization: Bearer ${server.demoKey}`, `Idempotency-Key: ${randomUUID()}`]), {
        trickle: slowBody,
      }),
    ]);
    expectCutInTime(graphql);
    expectCutInTime(rest);
  });

  test("headers sent one byte at a time, and a body promised and never sent, are cut the same way", async () => {
    const [headers, stalled] = await Promise.all([
      exchange(server.port, "GET /sandbox/v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", { trickle: "a".repeat(bodyLength) }),
      exchange(server.port, post("/graphql") + '{"query":'),
    ]);
    expectCutInTime(headers);
    expectCutInTime(stalled);
  });

  test("a request refused before its body is in (401) keeps that one answer; the connection is still cut at the limit", async () => {
    const answer = await exchange(server.port, post("/sandbox/v1/test/fund", [`Idempotency-Key: ${randomUUID()}`]), { trickle: slowBody });
    expect(answer.status).toBe(401);
    // The whole of what came back is the one envelope: no 408 after it.
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "authentication_required", request_id: answer.headers.get("request-id") } });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(limitMs - 100);
    expect(answer.closedAfterMs).toBeLessThan(limitMs + marginMs);
    expect(answer.trickled).toBeLessThan(bodyLength / 4);
  });

  test("a slow body that arrives within the limit is answered, and the server goes on answering", async () => {
    const body = JSON.stringify({ amount: 100, currency: "USD" });
    const head = [
      "POST /sandbox/v1/test/fund HTTP/1.1",
      "Host: 127.0.0.1",
      "Connection: close",
      "Content-Type: application/json",
      `Authorization: Bearer ${server.demoKey}`,
      `Idempotency-Key: ${randomUUID()}`,
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n");
    const answer = await exchange(server.port, head, { trickle: body, everyMs: 20 });
    expect(answer.status, answer.body).toBe(200);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});

describe("answers Node's HTTP parser gives by itself", () => {
  const port = (baseUrl: string) => Number(new URL(baseUrl).port);

  test("no Host header: 400 validation_error, and the connection closes", async ({ server }) => {
    const answer = await exchange(port(server.baseUrl), "GET /sandbox/v1/ping HTTP/1.1\r\n\r\n");
    expectEnvelope(answer, 400, "validation_error");
    expect(answer.headers.get("connection")).toBe("close");
    // HTTP/1.0 has no Host requirement.
    expect((await exchange(port(server.baseUrl), "GET /healthz HTTP/1.0\r\n\r\n")).status).toBe(200);
  });

  test("an Expect other than 100-continue: 417 validation_error", async ({ server }) => {
    const answer = await exchange(
      port(server.baseUrl),
      "POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n",
    );
    expectEnvelope(answer, 417, "validation_error");
    expect(answer.headers.get("connection")).toBe("close");
  });

  test("Expect: 100-continue still goes through", async ({ server }) => {
    const answer = await exchange(
      port(server.baseUrl),
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n",
    );
    // The interim 100 Continue comes first; the final answer follows it.
    expect(answer.status).toBe(100);
    expect(answer.body).toMatch(/^HTTP\/1\.1 200 /);
  });

  test("CONNECT: 404 not_found, like any method no route has", async ({ server }) => {
    const answer = await exchange(port(server.baseUrl), "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expectEnvelope(answer, 404, "not_found");
    expect(answer.headers.get("connection")).toBe("close");
    const other = await exchange(port(server.baseUrl), "PROPFIND /sandbox/v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expectEnvelope(other, 404, "not_found");
  });

  test("a malformed request line: 400 validation_error", async ({ server }) => {
    for (const line of ["GET /sandbox/v1/ping HTTP/1.1 extra", "G@T /sandbox/v1/ping HTTP/1.1", "GET /sandbox/v1/ping with spaces HTTP/1.1"]) {
      const answer = await exchange(port(server.baseUrl), `${line}\r\nHost: 127.0.0.1\r\n\r\n`);
      expectEnvelope(answer, 400, "validation_error");
    }
  });
});
