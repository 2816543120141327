// Requests Node's HTTP parser refuses before any route sees them: each answer is still
// the error envelope, with a Request-Id equal to its request_id and the security headers
// (docs/api/errors.md#envelope). fetch cannot send these, so they go over a raw socket.
import { connect } from "node:net";
import { describe } from "vitest";
import { test, expect } from "../support/fixtures.js";

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function exchange(baseUrl: string, raw: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...headerLines] = head.split("\r\n");
      const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(raw, "latin1");
  });
}

const malformed: Array<[string, string]> = [
  ["a NUL in a header value", "GET /sandbox/v1/ping HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n"],
  ["Content-Length with Transfer-Encoding", "POST /sandbox/v1/test/fund HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"],
  ["a 20 KB header", `GET /sandbox/v1/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
  ["a malformed request line", "GET /sandbox/v1/ping HTTP/9.Z\r\n\r\n"],
  ["a header without a colon", "GET /sandbox/v1/ping HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n"],
  ["a bad chunk size", "POST /graphql HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"],
];

describe("requests the HTTP parser refuses", () => {
  for (const [name, raw] of malformed) {
    test(`${name}: 400 validation_error envelope with its Request-Id`, async ({ server }) => {
      const answer = await exchange(server.baseUrl, raw);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      const requestId = answer.headers.get("request-id");
      expect(requestId).toMatch(/^req_/);
      const body = JSON.parse(answer.body);
      expect(body).toEqual({
        error: { type: "invalid_request", code: "validation_error", message: body.error.message, errors: [{ message: body.error.message }], request_id: requestId },
      });
      expect(Buffer.byteLength(answer.body)).toBe(Number(answer.headers.get("content-length")));
    });
  }

  test("the server goes on answering well-formed requests afterwards", async ({ server, api }) => {
    await exchange(server.baseUrl, malformed[0][1]);
    expect((await api.get("/ping")).status).toBe(200);
  });
});
