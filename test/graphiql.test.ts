// GraphiQL as a developer's browser gets it (issue 20, found broken): a header placeholder the
// browser can send, the CSRF header on every request (subscriptions run as GET event streams),
// and a 9 MB page sent compressed, with a validator. Raw HTTP here, so that the test chooses the
// Accept-Encoding and sees the bytes as sent.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe } from "vitest";
import { test, expect } from "./support/fixtures.js";
import type { TestServer } from "./support/server.js";

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(server: TestServer, path: string, headers: Record<string, string>, options: { readBody?: boolean } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.get(server.baseUrl + path, { headers }, (response) => {
      if (options.readBody === false) {
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.alloc(0) });
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The options object the page hands to GraphiQL. */
function optionsOf(page: string): { headers: string; additionalHeaders: Record<string, string> } {
  const match = /renderYogaGraphiQL\(\s*window\.document\.querySelector\('#root'\),\s*(\{.*?\}),\s*\);/s.exec(page);
  expect(match, "the page renders GraphiQL with an options object").not.toBeNull();
  return JSON.parse(match![1]);
}

describe("the GraphiQL page", () => {
  test("its prefilled headers are ASCII (a browser can send them) and every request carries the CSRF header", async ({ server }) => {
    const page = (await get(server, "/graphql", { accept: "text/html" })).body.toString("utf8");
    const options = optionsOf(page);
    expect(/^[\x20-\x7e\n]*$/.test(options.headers)).toBe(true);
    expect(JSON.parse(options.headers)).toEqual({ Authorization: "Bearer YOUR_SANDBOX_KEY" });
    expect(options.additionalHeaders).toEqual({ "X-GraphQL-Yoga-CSRF": "graphiql" });
  });

  test("sent compressed when the browser takes it (brotli, else gzip), the same page in every encoding", async ({ server }) => {
    const plain = await get(server, "/graphql", { accept: "text/html" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(5_000_000);

    const br = await get(server, "/graphql", { accept: "text/html", "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await get(server, "/graphql", { accept: "text/html", "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    // Refused with q=0: the next one it takes.
    expect((await get(server, "/graphql", { accept: "text/html", "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
  });

  test("revalidated by its ETag: a browser that has the page gets 304 and no body", async ({ server }) => {
    const first = await get(server, "/graphql", { accept: "text/html", "accept-encoding": "br" });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await get(server, "/graphql", { accept: "text/html", "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(server, "/graphql", { accept: "text/html", "if-none-match": '"other"' })).status).toBe(200);
  });

  test("a subscription sent as GraphiQL sends it (GET, text/event-stream, the CSRF header) is served; without the header it is refused", async ({ server, sandboxKey }) => {
    const path = `/graphql?query=${encodeURIComponent("subscription { events { id type } }")}`;
    const headers = { accept: "text/event-stream", authorization: `Bearer ${sandboxKey.secret}` };
    const served = await get(server, path, { ...headers, "x-graphql-yoga-csrf": "graphiql" }, { readBody: false });
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^text\/event-stream/);
    const refused = await get(server, path, headers);
    expect(refused.status).toBe(403);
  });
});
