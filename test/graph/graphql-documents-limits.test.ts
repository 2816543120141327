// GraphQL documents the parser would recurse through too deeply are refused before it runs, with
// the answer graphql-armor's token refusal has (src/graphql/plugins/document-limits.ts), with or without
// a key, whichever way the document comes (POST, GET); and media types are read without regard
// to case on both transports.
import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { test, expect } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { maxNesting, maxTokens } from "../../src/graphql/plugins/document-limits.js";

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

async function send(server: TestServer, path: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(server.baseUrl + path, init);
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

function post(server: TestServer, query: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ query });
  expect(body.length).toBeLessThan(1024 * 1024);
  return send(server, "/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

/** `{__typename @include(if: [[[…true…]]])}`, the list `depth` brackets deep. */
const deepList = (depth: number) => `{__typename @include(if: ${"[".repeat(depth)}true${"]".repeat(depth)})}`;
/** The column of deepList's first bracket past the limit: its brace and parenthesis are open around the list. */
const deepListColumn = "{__typename @include(if: ".length + (maxNesting - 2) + 1;

const nestingMessage = `The document nests brackets, braces and parentheses more than ${maxNesting} deep.`;

/** The one error of a document refused before it was parsed: as graphql-armor's token refusal is answered. */
function expectRefusedDocument(answer: Answer, message: string, status = 200) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/(graphql-response\+)?json; charset=utf-8$/);
  expect(answer.headers.get("request-id")).toMatch(/^req_/);
  expect(answer.json.data).toBeUndefined();
  expect(answer.json.errors).toHaveLength(1);
  const [error] = answer.json.errors;
  expect(error.message).toBe(message);
  expect(error.extensions).toEqual({ code: "validation_error", type: "invalid_request", status: 400, graphql_code: "GRAPHQL_PARSE_FAILED" });
  expect(answer.text).not.toMatch(/internal_error|RangeError|call stack/);
}

describe("deeply nested documents", () => {
  for (const depth of [2_000, 9_000, 100_000]) {
    test(`a list literal ${depth.toLocaleString("en")} brackets deep is refused, with and without a key`, async ({ server, api }) => {
      for (const headers of [{}, { authorization: `Bearer ${api.key}` }] as Record<string, string>[]) {
        const answer = await post(server, deepList(depth), headers);
        expectRefusedDocument(answer, nestingMessage);
        expect(answer.json.errors[0].locations).toEqual([{ line: 1, column: deepListColumn }]);
        // No key was looked at, nor charged.
        expect(answer.headers.get("ratelimit-remaining")).toBeNull();
      }
      // Answered 400 where the client asks for the GraphQL media type, as every parse error is.
      const strict = await post(server, deepList(depth), { accept: "application/graphql-response+json" });
      expectRefusedDocument(strict, nestingMessage, 400);
    });
  }

  test("braces, parentheses and unclosed brackets count too", async ({ server }) => {
    const objects = `{__typename @include(if: ${"{a: ".repeat(50_000)}true${"}".repeat(50_000)})}`;
    expectRefusedDocument(await post(server, objects), nestingMessage);
    const selections = `${"{a ".repeat(100_000)}`;
    expectRefusedDocument(await post(server, selections), nestingMessage);
    const unclosed = `{__typename @include(if: ${"[".repeat(400_000)}`;
    expectRefusedDocument(await post(server, unclosed), nestingMessage);
    const parentheses = "(".repeat(100_000);
    expectRefusedDocument(await post(server, parentheses), nestingMessage);
  });

  test("at the limit the document is parsed, and validation answers it", async ({ server }) => {
    const answer = await post(server, deepList(maxNesting - 2)); // in a brace and a parenthesis
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toHaveLength(1);
    expect(answer.json.errors[0].message).toMatch(/^Boolean cannot represent a non boolean value/);
    expect(answer.json.errors[0].extensions).toMatchObject({ code: "validation_error", type: "invalid_request", status: 400 });
    expectRefusedDocument(await post(server, deepList(maxNesting - 1)), nestingMessage);
  });

  test("the token limit answers in words that name it, however long the document", async ({ server }) => {
    const tokenMessage = `The document has more than ${maxTokens} tokens: send a smaller document (fewer fields, aliases or literals).`;
    expectRefusedDocument(await post(server, `{ ${"__typename ".repeat(maxTokens + 100)}}`), tokenMessage);
    expectRefusedDocument(await post(server, `{ ${"__typename ".repeat(80_000)}}`), tokenMessage);
    // A syntax error is the parser's to report, in its words, even past where the scan stops.
    const unterminated = await post(server, `{ __typename "never closed }`);
    expect(unterminated.json.errors[0].message).toBe("Syntax Error: Unterminated string.");
    expect(unterminated.json.errors[0].extensions.code).toBe("validation_error");
  });

  test("GET with the document in the query string", async ({ server }) => {
    const get = (depth: number) =>
      send(server, `/graphql?query=${encodeURIComponent(deepList(depth))}`, { method: "GET", headers: { "x-graphql-yoga-csrf": "1" } });
    expectRefusedDocument(await get(2_000), nestingMessage);
    // Longer URLs are refused by the HTTP server, before GraphQL.
    const long = await get(9_000);
    expect(long.status).toBe(400);
    expect(long.json.error).toMatchObject({ type: "invalid_request", code: "validation_error" });
  });

  test("a batch of deep documents is refused as any batch is", async ({ server }) => {
    const body = JSON.stringify([{ query: deepList(9_000) }, { query: deepList(9_000) }]);
    const answer = await send(server, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].extensions).toMatchObject({ code: "validation_error", type: "invalid_request", status: 400 });
    expect(answer.text).not.toMatch(/internal_error/);
  });

  test("a normal query still runs, sent twice", async ({ server, api }) => {
    const query = `query Normal { ping { environment } cards(first: 2) { nodes { id } } }`;
    for (let i = 0; i < 2; i++) {
      const answer = await post(server, query, { authorization: `Bearer ${api.key}` });
      expect(answer.status).toBe(200);
      expect(answer.json.errors).toBeUndefined();
      expect(answer.json.data.ping).toEqual({ environment: "sandbox" });
    }
  });
});

describe("media types without regard to case", () => {
  const ping = JSON.stringify({ query: "{ ping { environment } }" });

  test("GraphQL takes JSON however its media type is written", async ({ server, api }) => {
    const authorization = `Bearer ${api.key}`;
    for (const contentType of ["Application/JSON", "APPLICATION/JSON; Charset=UTF-8", "application/json;charset=utf-8", "application/json ; charset=UTF-8", "Application/GraphQL+JSON"]) {
      const answer = await send(server, "/graphql", { method: "POST", headers: { "content-type": contentType, authorization }, body: ping });
      expect(answer.status, contentType).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(answer.json, contentType).toEqual({ data: { ping: { environment: "sandbox" } } });
    }
    const graphqlText = await send(server, "/graphql", { method: "POST", headers: { "content-type": "Application/GraphQL", authorization }, body: "{ ping { environment } }" });
    expect(graphqlText.status).toBe(200);
    expect(graphqlText.json).toEqual({ data: { ping: { environment: "sandbox" } } });
  });

  test("and answers in the media type Accept names, however written", async ({ server, api }) => {
    const headers = { "content-type": "Application/JSON", authorization: `Bearer ${api.key}` };
    const strict = await send(server, "/graphql", { method: "POST", headers: { ...headers, accept: "Application/GraphQL-Response+JSON; Charset=UTF-8" }, body: ping });
    expect(strict.status).toBe(200);
    expect(strict.headers.get("content-type")).toBe("application/graphql-response+json; charset=utf-8");
    expect(strict.json).toEqual({ data: { ping: { environment: "sandbox" } } });
    const json = await send(server, "/graphql", { method: "POST", headers: { ...headers, accept: "APPLICATION/JSON" }, body: ping });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  test("what a browser may send without a preflight is still refused, however written; other types are still 415", async ({ server }) => {
    for (const contentType of ["Text/Plain", "TEXT/PLAIN; charset=utf-8", "Application/X-WWW-Form-URLEncoded", "Multipart/Form-Data; boundary=X"]) {
      const answer = await send(server, "/graphql", { method: "POST", headers: { "content-type": contentType }, body: ping });
      expect(answer.status, contentType).toBe(403);
      expect(answer.json.errors[0].extensions).toMatchObject({ code: "validation_error", type: "invalid_request", status: 403 });
    }
    const xml = await send(server, "/graphql", { method: "POST", headers: { "content-type": "Application/XML" }, body: "<query/>" });
    expect(xml.status).toBe(415);
    expect(xml.json.errors[0]).toMatchObject({ message: "Send GraphQL requests as application/json.", extensions: { code: "validation_error", status: 415 } });
  });

  test("REST takes APPLICATION/JSON; Charset=UTF-8 too", async ({ api }) => {
    const answer = await api.post("/test/fund", { amount: 100, currency: "USD" }, { idempotencyKey: randomUUID(), headers: { "Content-Type": "APPLICATION/JSON; Charset=UTF-8" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ object: "balance", currency: "USD" });
  });
});
