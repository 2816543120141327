// GraphiQL as a developer's browser gets it (it was once found broken there): a header placeholder
// the browser can send, or the Sandbox key handed over in the URL's fragment; the CSRF header on
// every request (subscriptions run as GET event streams); and a 9 MB page sent compressed, with a
// validator. Raw HTTP here, so that the test chooses the Accept-Encoding and sees the bytes as
// sent; the page's own script that reads the fragment runs in a VM context with a stand-in location
// and history. test/dashboard/graphiql-browser.test.ts drives the page in Chromium.
import http from "node:http";
import vm from "node:vm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe } from "vitest";
import { test, expect } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";

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

interface PageOptions {
  headers: string;
  initialHeaders?: string;
  additionalHeaders: Record<string, string>;
  shouldPersistHeaders?: boolean;
}

/**
 * The options the page hands to GraphiQL when opened at `url` (its fragment included), worked
 * out by the page's own expression, and the addresses it put in the address bar instead.
 */
function optionsOf(page: string, url = "http://127.0.0.1/graphql", confirmed = true): { options: PageOptions; replacedBy: string[]; asked: string[] } {
  const match = /renderYogaGraphiQL\(\s*window\.document\.querySelector\('#root'\),\s*(.*?),\s*\);\s*<\/script>/s.exec(page);
  expect(match, "the page renders GraphiQL with an options expression").not.toBeNull();
  const replacedBy: string[] = [];
  const history = { state: null, replaceState: (_state: unknown, _title: string, to: string) => void replacedBy.push(to) };
  const asked: string[] = [];
  const confirm = (question: string) => (asked.push(question), confirmed);
  const options: unknown = vm.runInNewContext(match![1], { location: new URL(url), history, URLSearchParams, confirm });
  return { options: JSON.parse(JSON.stringify(options)), replacedBy, asked };
}

async function pageText(server: TestServer): Promise<string> {
  return (await get(server, "/graphql", { accept: "text/html" })).body.toString("utf8");
}

describe("the GraphiQL page", () => {
  test("its prefilled headers are ASCII (a browser can send them) and every request carries the CSRF header", async ({ server }) => {
    const { options, replacedBy } = optionsOf(await pageText(server));
    expect(/^[\x20-\x7e\n]*$/.test(options.headers)).toBe(true);
    expect(JSON.parse(options.headers)).toEqual({ Authorization: "Bearer YOUR_SANDBOX_KEY" });
    expect(options.initialHeaders).toBeUndefined();
    expect(options.additionalHeaders).toEqual({ "X-GraphQL-Yoga-CSRF": "graphiql" });
    expect(replacedBy).toEqual([]);
    // The headers (the key) are never written to the browser's localStorage.
    expect(options.shouldPersistHeaders).toBe(false);
  });

  test("a Sandbox key in the URL's fragment prefills the Authorization header once confirmed, and the fragment leaves the address bar", async ({ server, sandboxKey }) => {
    const page = await pageText(server);
    const { options, replacedBy, asked } = optionsOf(page, `${server.baseUrl}/graphql?query=%7Bping%7Bid%7D%7D#key=${sandboxKey.secret}`);
    // The developer is asked first, the key named by its prefix and last four characters only.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`a Sandbox key (${sandboxKey.secret.slice(0, 12)}...${sandboxKey.secret.slice(-4)})`);
    expect(asked[0]).not.toContain(sandboxKey.secret);
    expect(JSON.parse(options.headers)).toEqual({ Authorization: `Bearer ${sandboxKey.secret}` });
    expect(options.initialHeaders).toBe(options.headers);
    expect(options.additionalHeaders).toEqual({ "X-GraphQL-Yoga-CSRF": "graphiql" });
    // Before GraphiQL reads the address (it writes the edited query back into it).
    expect(replacedBy).toEqual(["/graphql?query=%7Bping%7Bid%7D%7D"]);
    // The page is the same for everyone: it holds no key.
    expect(page).not.toContain(sandboxKey.secret);
  });

  test("a link's key the developer does not confirm is not used, and leaves the address bar all the same (login CSRF)", async ({ server, sandboxKey }) => {
    const { options, replacedBy, asked } = optionsOf(await pageText(server), `${server.baseUrl}/graphql#key=${sandboxKey.secret}`, false);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(options.headers)).toEqual({ Authorization: "Bearer YOUR_SANDBOX_KEY" });
    expect(options.initialHeaders).toBeUndefined();
    expect(replacedBy).toEqual(["/graphql"]);
  });

  test("a fragment key that is not a Sandbox key is removed and not used; another fragment is left alone", async ({ server, liveKey }) => {
    const page = await pageText(server);
    for (const key of [liveKey.secret, "gs_test_caf%C3%A9", "gs_test_", "YOUR_SANDBOX_KEY"]) {
      const { options, replacedBy, asked } = optionsOf(page, `${server.baseUrl}/graphql#key=${key}`);
      expect(asked, key).toEqual([]);
      expect(JSON.parse(options.headers), key).toEqual({ Authorization: "Bearer YOUR_SANDBOX_KEY" });
      expect(options.initialHeaders).toBeUndefined();
      expect(replacedBy).toEqual(["/graphql"]);
    }
    expect(optionsOf(page, `${server.baseUrl}/graphql#section`).replacedBy).toEqual([]);
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
    // Its own inline scripts by their hashes, and requests to this origin only (graphiql-browser.test.ts runs it so).
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(first.headers["content-security-policy"]).toContain("connect-src 'self'");
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
