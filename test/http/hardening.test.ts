// Hardening against abuse and bad input (docs/api/graphql.md#limits, docs/api/conventions.md):
// - GraphQL: depth, cost, alias and token limits, no batching, CSRF prevention for browser-style
//   requests, GraphiQL served from the package (no CDN), the full introspection query allowed.
// - HTTP: 1 MiB body limit, strict JSON, security headers, no stack trace or internal message in
//   any response, idle connections cut after the request timeout, graceful shutdown on SIGTERM.
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { describe } from "vitest";
import { getIntrospectionQuery } from "graphql";
import { test, expect, expectError, idempotencyKey, newKey } from "../support/fixtures.js";
import { childProcesses, type ServerProcess } from "../support/child-server.js";
import type { TestServer } from "../support/server.js";
import { sleep } from "../support/time.js";

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** Signs of an internal failure leaking out: stack frames, source paths, runtime error names. */
const internalPatterns: RegExp[] = [
  /\n\s*at \S/, // a stack frame on its own line
  /\bat [^\s"]+ \([^)]*:\d+:\d+\)/, // "at fn (file:line:col)"
  /\.[cm]?[jt]s:\d+/, // "file.ts:12"
  /node_modules/,
  /"stack"\s*:/,
  /originalError/,
  /\b(SyntaxError|TypeError|ReferenceError|RangeError)\b/,
  /\bprisma\b/i,
  /\bPGlite\b/i,
  /\bECONN[A-Z]+\b/,
  /Unexpected token|in JSON at position|" is not valid JSON/, // V8's JSON.parse messages
];

function expectNothingInternal(text: string, label: string) {
  for (const pattern of internalPatterns) expect(pattern.test(text), `${label}: response matches ${pattern}:\n${text.slice(0, 600)}`).toBe(false);
}

/** Any request; every answer is checked for leaked internals (except the GraphiQL page's own code). */
async function send(
  server: TestServer,
  method: string,
  pathAndQuery: string,
  options: { headers?: Record<string, string>; body?: string | Uint8Array | ReadableStream; checkInternals?: boolean } = {},
): Promise<Answer> {
  const init: RequestInit & { duplex?: string } = { method, headers: options.headers, body: options.body as any };
  if (options.body instanceof ReadableStream) init.duplex = "half";
  const response = await fetch(server.baseUrl + pathAndQuery, init);
  const text = await response.text();
  let json: any;
  try {
    json = text.length ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (options.checkInternals !== false) expectNothingInternal(text, `${method} ${pathAndQuery}`);
  return { status: response.status, headers: response.headers, text, json };
}

const asResult = (answer: Answer) => ({ status: answer.status, headers: answer.headers, body: answer.json });

/** A GraphQL POST the way a script sends it (JSON, so no CSRF header is needed). */
function gqlPost(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return send(server, "POST", "/graphql", { headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

/** The one GraphQL error of a request rejected before execution, with its code. */
function expectRejectedGraphQL(answer: Answer, messagePattern?: RegExp) {
  expect(answer.json, `not a GraphQL error response: ${answer.text.slice(0, 300)}`).toBeTypeOf("object");
  expect(answer.json?.data ?? null).toBeNull();
  const error = answer.json?.errors?.[0];
  expect(error?.extensions?.code, answer.text.slice(0, 300)).toBe("validation_error");
  expect(error?.extensions?.type).toBe("invalid_request");
  expect(typeof error?.message).toBe("string");
  if (messagePattern) expect(error.message).toMatch(messagePattern);
  expect(answer.headers.get("request-id")).toMatch(/^req_/);
}

/** `{ __type(name: "Query") { fields { type { ofType … { name } } } } }` nested to `depth` fields. */
function introspectionChain(depth: number): string {
  const ofTypes = depth - 4; // __type, fields, type … ofType × n … name
  return `{ __type(name: "Query") { fields { type { ${"ofType { ".repeat(ofTypes)}name${" }".repeat(ofTypes)} } } } }`;
}

describe("GraphQL limits", () => {
  test("a query 21 fields deep is rejected before execution with validation_error", async ({ server }) => {
    const answer = await gqlPost(server, { query: introspectionChain(21) });
    expect([200, 400]).toContain(answer.status);
    expectRejectedGraphQL(answer, /depth|cost/i);
  });

  test("depth hidden in nested fragments is counted too", async ({ server }) => {
    const fragments = Array.from({ length: 17 }, (_, i) =>
      i === 16 ? `fragment F${i} on __Type { name }` : `fragment F${i} on __Type { ofType { ...F${i + 1} } }`,
    );
    const query = `{ __type(name: "Query") { fields { type { ...F0 } } } } ${fragments.join(" ")}`;
    expectRejectedGraphQL(await gqlPost(server, { query }), /depth|cost/i);
  });

  test("page sizes from variables and default page sizes count toward the cost, before the key is charged", async ({ server, api }) => {
    const auth = { authorization: `Bearer ${api.key}` };
    const query = `query Pages($n: Int) { cards(first: $n) { nodes { id transactionsConnection(first: $n) { nodes { id } } } } }`;
    // 100 cards × 100 transactions each: past the limit, though no number is written in the query.
    const costly = await gqlPost(server, { query, variables: { n: 100 } }, auth);
    expectRejectedGraphQL(costly, /cost limit of 10000 exceeded, found \d+/i);
    expect(costly.headers.get("ratelimit-remaining")).toBeNull(); // refused before the key was looked at
    // The same document with small pages runs.
    const small = await gqlPost(server, { query, variables: { n: 5 } }, auth);
    expect(small.status).toBe(200);
    expect(small.json.errors).toBeUndefined();
    expect(small.json.data.cards.nodes).toBeInstanceOf(Array);
    // A connection asked without `first` counts its default page (20), and a paged list its page.
    const unsized = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: cards { nodes { transactions(page: 1000) { data { id } } transactionsConnection { totalCount } } }`).join(" ")} }`;
    expectRejectedGraphQL(await gqlPost(server, { query: unsized }, auth), /cost limit/i);
  });

  test("16 aliases are rejected with validation_error; 15 pass validation", async ({ server }) => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ping { environment }`).join(" ")} }`;
    const sixteen = await gqlPost(server, { query: aliased(16) });
    expectRejectedGraphQL(sixteen, /alias/i);
    const fifteen = await gqlPost(server, { query: aliased(15) });
    expect(fifteen.status).toBe(200);
    // Past validation: each field now asks for an API key.
    expect(fifteen.json.errors.every((e: any) => e.extensions.code === "authentication_required")).toBe(true);
  });

  test("more than 2000 tokens are rejected with validation_error", async ({ server }) => {
    expectRejectedGraphQL(await gqlPost(server, { query: `{ ${"__typename ".repeat(2_100)}}` }), /token/i);
  });

  test("a batched (array) body is rejected: one operation per request", async ({ server, api }) => {
    const answer = await gqlPost(server, [{ query: "{ ping { environment } }" }, { query: "{ ping { environment } }" }], {
      authorization: `Bearer ${api.key}`,
    });
    expect(answer.status).toBe(400);
    expectRejectedGraphQL(answer);
  });

  test("CSRF: GET /graphql needs the x-graphql-yoga-csrf header; with it the query runs", async ({ server }) => {
    const query = `/graphql?query=${encodeURIComponent("{__typename}")}`;
    const refused = await send(server, "GET", query);
    expect(refused.status).toBe(403);
    // The refusal names the header it wants.
    expectRejectedGraphQL(refused, /^This request needs the header X-GraphQL-Yoga-CSRF \(any value\)/);
    const accepted = await send(server, "GET", query, { headers: { "x-graphql-yoga-csrf": "1" } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ data: { __typename: "Query" } });
  });

  test("a mutation cannot run through GET, even with the CSRF header", async ({ server, api }) => {
    const mutation = `mutation { testFund(amount: 1, currency: USD, idempotencyKey: "${randomUUID()}") { available } }`;
    const before = (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
    const answer = await send(server, "GET", `/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { "x-graphql-yoga-csrf": "1", authorization: `Bearer ${api.key}` },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectRejectedGraphQL(answer);
    expect((await api.get("/balances")).body.data.find((b: any) => b.currency === "USD")).toEqual(before);
  });

  test("browser-style POSTs (form, multipart, text/plain) are refused and nothing runs", async ({ server, api }) => {
    const before = (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
    const mutation = `mutation { testFund(amount: 1, currency: USD, idempotencyKey: "${randomUUID()}") { available } }`;
    const auth = { authorization: `Bearer ${api.key}` };
    const form = await send(server, "POST", "/graphql", {
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      body: `query=${encodeURIComponent(mutation)}`,
    });
    const multipart = await send(server, "POST", "/graphql", {
      headers: { ...auth, "content-type": "multipart/form-data; boundary=x" },
      body: `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n--x--\r\n`,
    });
    const plain = await send(server, "POST", "/graphql", {
      headers: { ...auth, "content-type": "text/plain" },
      body: JSON.stringify({ query: mutation }),
    });
    for (const answer of [form, multipart, plain]) {
      expect(answer.status).toBe(403);
      expectRejectedGraphQL(answer);
    }
    expect((await api.get("/balances")).body.data.find((b: any) => b.currency === "USD")).toEqual(before);
  });

  test("GraphiQL: GET with Accept text/html serves the page from the package, no CDN", async ({ server }) => {
    const page = await send(server, "GET", "/graphql", { headers: { accept: "text/html" }, checkInternals: false });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toMatch(/graphiql/i);
    for (const cdn of ["https://unpkg", "unpkg.com", "cdn.jsdelivr", "esm.sh", "cdnjs.cloudflare"]) expect(page.text).not.toContain(cdn);
    expect(page.text).not.toMatch(/<script[^>]+src=["']https?:/i);
    expect(page.text).not.toMatch(/<link[^>]+href=["']https?:/i);
  });

  test("the full introspection query (every option on) is accepted without an API key", async ({ server }) => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const answer = await gqlPost(server, { query, operationName: "IntrospectionQuery" });
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data.__schema.queryType.name).toBe("Query");
    expect(answer.json.data.__schema.types.map((t: any) => t.name)).toContain("Transfer");
  });

  test("malformed JSON to /graphql: validation_error, and the parser's own message is not passed on", async ({ server }) => {
    const answer = await send(server, "POST", "/graphql", { headers: { "content-type": "application/json" }, body: '{"query": "{__typename}"' });
    expect(answer.status).toBe(400);
    expectRejectedGraphQL(answer);
  });

  test("an unsupported media type or Accept header still gets a GraphQL error with a code", async ({ server }) => {
    const xml = await send(server, "POST", "/graphql", { headers: { "content-type": "application/xml" }, body: "<query/>" });
    expect(xml.status).toBeGreaterThanOrEqual(400);
    expect(xml.status).toBeLessThan(500);
    expectRejectedGraphQL(xml);
    const notAcceptable = await send(server, "POST", "/graphql", {
      headers: { "content-type": "application/json", accept: "text/xml" },
      body: JSON.stringify({ query: "{__typename}" }),
    });
    expect(notAcceptable.status).toBeGreaterThanOrEqual(400);
    expect(notAcceptable.status).toBeLessThan(500);
    expectRejectedGraphQL(notAcceptable);
  });
});

describe("HTTP input", () => {
  const fund = (server: TestServer, key: string, body: string | Uint8Array | ReadableStream, contentType = "application/json") =>
    send(server, "POST", "/sandbox/v1/test/fund", {
      headers: { authorization: `Bearer ${key}`, "idempotency-key": idempotencyKey(), "content-type": contentType },
      body,
    });

  test("a body over 1 MiB is 400 validation_error, with a length header or streamed, over REST and GraphQL", async ({ server, api }) => {
    const big = JSON.stringify({ amount: 1, currency: "USD", pad: "x".repeat(1024 * 1024) });
    expectError(asResult(await fund(server, api.key, big)), 400, "validation_error", "invalid_request");

    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 24) return controller.close(); // 1.5 MiB, chunked, no Content-Length
        sent++;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fund(server, api.key, stream).catch((error: Error) => error);
    // The server may answer and close before the client finished sending: either way, no 2xx.
    if (!(streamed instanceof Error)) expectError(asResult(streamed), 400, "validation_error", "invalid_request");

    const graphqlBig = await send(server, "POST", "/graphql", {
      headers: { "content-type": "application/json", authorization: `Bearer ${api.key}` },
      body: JSON.stringify({ query: "{ ping { environment } }", variables: { pad: "x".repeat(1024 * 1024) } }),
    });
    expect(graphqlBig.status).toBe(400);
    expect(graphqlBig.json?.error?.code ?? graphqlBig.json?.errors?.[0]?.extensions?.code).toBe("validation_error");

    // Just under the limit is read (and then refused for its unknown property, not its size).
    const under = JSON.stringify({ amount: 1, currency: "USD", pad: "x".repeat(1024 * 1024 - 100) });
    expectError(asResult(await fund(server, api.key, under)), 400, "validation_error", "invalid_request", "pad");
  });

  test("strict JSON: malformed, non-JSON, prototype pollution and invalid UTF-8 bodies are 400 validation_error", async ({ server, api }) => {
    const bodies: Array<[string, string | Uint8Array, string?]> = [
      ["malformed", '{"amount": 1, "currency": "USD"'],
      ["trailing garbage", '{"amount": 1, "currency": "USD"} x'],
      ["single quotes", "{'amount': 1, 'currency': 'USD'}"],
      ["NaN", '{"amount": NaN, "currency": "USD"}'],
      ["__proto__", '{"amount": 1, "currency": "USD", "__proto__": {"polluted": true}}'],
      ["constructor.prototype", '{"amount": 1, "currency": "USD", "constructor": {"prototype": {"polluted": true}}}'],
      ["non-JSON content type", '{"amount": 1, "currency": "USD"}', "text/plain"],
      ["form content type", "amount=1&currency=USD", "application/x-www-form-urlencoded"],
      ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0x61, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ];
    const before = (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
    for (const [label, body, contentType] of bodies) {
      const answer = await fund(server, api.key, body, contentType);
      expect(answer.status, `${label}: ${answer.text}`).toBe(400);
      expectError(asResult(answer), 400, "validation_error", "invalid_request", answer.json?.error?.param);
    }
    expect(({} as any).polluted).toBeUndefined();
    expect((await api.get("/balances")).body.data.find((b: any) => b.currency === "USD")).toEqual(before);
  });

  test("POSTs that take no body (freeze, unfreeze, terminate) refuse a malformed or unexpected one, and the card is unchanged", async ({
    server,
    api,
  }) => {
    const attempts: Array<[string, string, string]> = [
      ["freeze", '{"reason": "stolen"}', "application/json"],
      ["freeze", "{not json", "application/json"],
      ["freeze", "please freeze", "text/plain"],
      ["terminate", '{"force": true}', "application/json"],
    ];
    const problems: string[] = [];
    for (const [action, body, contentType] of attempts) {
      const issued = await api.post(
        "/cards",
        { product: "net-400", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }, initial_load: 1_000 },
        { idempotencyKey: idempotencyKey() },
      );
      expect(issued.status).toBe(201);
      const id = issued.body.id as string;
      if (action === "terminate") {
        // Down to the 500 cents terminate accepts, so only the body can stand in its way.
        expect((await api.post(`/cards/${id}/withdraw`, { amount: 500 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      }
      const before = (await api.get(`/cards/${id}`)).body;
      const answer = await send(server, "POST", `/sandbox/v1/cards/${id}/${action}`, {
        headers: { authorization: `Bearer ${api.key}`, "content-type": contentType },
        body,
      });
      const after = (await api.get(`/cards/${id}`)).body;
      if (answer.status !== 400 || answer.json?.error?.code !== "validation_error") {
        problems.push(`${action} with ${contentType} ${body} → ${answer.status} ${answer.json?.error?.code ?? ""}`);
      }
      if (after.status !== before.status || after.balance !== before.balance) {
        problems.push(`${action} with ${body} changed the card: ${before.status}/${before.balance} → ${after.status}/${after.balance}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("a query parameter an endpoint does not take is refused on every endpoint, not only on lists (docs/api/conventions.md#requests-and-responses)", async ({ api }) => {
    const transfer = await api.post("/transfers", { amount: 1_000, currency: "USD", destination: { type: "bank_account", account_number: "12340001", bank_code: "044", account_name: "Ada Obi", country: "NG" } }, { idempotencyKey: randomUUID() });
    expect(transfer.status).toBe(201);
    for (const path of ["/balances?foo=1", `/transfers/${transfer.body.id}?foo=1`, "/transfers?foo=1", "/card_products?foo=1", "/ping?foo=1"]) {
      expectError(await api.get(path), 400, "validation_error", "invalid_request", "foo");
    }
    expect((await api.get(`/transfers/${transfer.body.id}`)).status).toBe(200);
  });

  test("ids and query strings that cannot be read: 400 validation_error envelopes with a Request-Id", async ({ server, api }) => {
    const auth = { authorization: `Bearer ${api.key}` };
    const cases = [
      `/sandbox/v1/transfers/${"t".repeat(65)}`,
      "/sandbox/v1/transfers?limit=abc",
      "/sandbox/v1/transfers?limit=0",
      "/sandbox/v1/transfers?limit=101",
      `/sandbox/v1/transfers?starting_after=${"x".repeat(65)}`,
      "/sandbox/v1/transfers?status=pending",
      "/sandbox/v1/transfers?unknown=1",
      "/sandbox/v1/cards/x/transactions?page=1001",
      "/sandbox/v1/transfers/%E0%A4%A", // not a valid percent-encoding
      "/sandbox/v1/cards/%zz",
    ];
    const problems: string[] = [];
    for (const pathAndQuery of cases) {
      const answer = await send(server, "GET", pathAndQuery, { headers: auth });
      const problem = [
        answer.status !== 400 && `status ${answer.status}`,
        answer.json?.error?.code !== "validation_error" && `code ${answer.json?.error?.code}`,
        answer.json?.error?.type !== "invalid_request" && `type ${answer.json?.error?.type}`,
        !/^req_/.test(answer.headers.get("request-id") ?? "") && "no Request-Id header",
        answer.json?.error?.request_id !== answer.headers.get("request-id") && "request_id not echoed",
        answer.headers.get("x-content-type-options") !== "nosniff" && "no security headers",
      ].filter(Boolean);
      if (problem.length > 0) problems.push(`${pathAndQuery}: ${problem.join(", ")}: ${answer.text}`);
    }
    expect(problems).toEqual([]);
  });

  test("a path that cannot be percent-decoded is checked in the order of every request (docs/api/errors.md#check-order): route, key, scope, then the id", async ({ server, api, org }) => {
    const readOnly = await newKey(server, org.id, "sandbox", { scopes: ["balances:read"] });
    for (const id of ["%zz", "tr_%E0%A4%A", "%ED%A0%80"]) {
      const path = `/sandbox/v1/transfers/${id}`;
      expectError(asResult(await send(server, "GET", `/sandbox/v1/nothing/${id}`, { headers: { authorization: `Bearer ${api.key}` } })), 404, "not_found", "invalid_request");
      expectError(asResult(await send(server, "GET", path)), 401, "authentication_required", "authentication_error");
      expectError(asResult(await send(server, "GET", path, { headers: { authorization: "Bearer gs_test_unknown" } })), 401, "invalid_api_key", "authentication_error");
      expectError(asResult(await send(server, "GET", path, { headers: { authorization: `Bearer ${readOnly.secret}` } })), 403, "insufficient_scope", "permission_error");
      expectError(asResult(await send(server, "GET", path, { headers: { authorization: `Bearer ${api.key}` } })), 400, "validation_error", "invalid_request", "id");
    }
    // A readable escape is read: %5F is "_", so this is an id that names no transfer.
    expectError(asResult(await send(server, "GET", "/sandbox/v1/transfers/tr%5Fnone", { headers: { authorization: `Bearer ${api.key}` } })), 404, "not_found", "invalid_request");
  });

  test("unknown routes and methods: 404 not_found envelopes", async ({ server, api }) => {
    for (const [method, pathAndQuery] of [
      ["GET", "/sandbox/v1/nothing"],
      ["GET", "/v2/ping"],
      ["DELETE", "/sandbox/v1/transfers"],
      ["PUT", "/sandbox/v1/cards/card_x/freeze"],
      ["PATCH", "/graphql"],
      ["GET", "/sandbox/v1/../../etc/passwd"],
    ]) {
      const answer = await send(server, method, pathAndQuery, { headers: { authorization: `Bearer ${api.key}` } });
      expectError(asResult(answer), 404, "not_found", "invalid_request");
    }
  });

  test("security headers on every kind of response; no X-Powered-By", async ({ server, api }) => {
    const auth = { authorization: `Bearer ${api.key}` };
    const answers = [
      await send(server, "GET", "/sandbox/v1/ping", { headers: auth }),
      await send(server, "GET", "/sandbox/v1/ping"),
      await send(server, "GET", "/v1/ping", { headers: auth }),
      await send(server, "GET", "/sandbox/v1/nowhere", { headers: auth }),
      await send(server, "POST", "/sandbox/v1/test/fund", { headers: { ...auth, "content-type": "application/json" }, body: "{" }),
      await gqlPost(server, { query: "{ ping { environment } }" }, auth),
      await send(server, "GET", "/healthz"),
      await send(server, "GET", "/readyz"),
      await send(server, "GET", "/graphql", { headers: { accept: "text/html" }, checkInternals: false }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("x-frame-options")).toMatch(/^(DENY|SAMEORIGIN)$/i);
      expect(answer.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(answer.headers.get("x-powered-by")).toBeNull();
      expect(answer.headers.get("request-id")).toMatch(/^req_/);
    }
  });

  test("odd requests never surface a stack trace or an internal message", async ({ server, api, liveApi }) => {
    const auth = { authorization: `Bearer ${api.key}` };
    const requests: Array<[string, string, Record<string, string>, string | undefined]> = [
      ["POST", "/sandbox/v1/transfers", { ...auth, "idempotency-key": randomUUID(), "content-type": "application/json" }, '{"amount": 1e400}'],
      ["POST", "/sandbox/v1/transfers", { ...auth, "idempotency-key": randomUUID(), "content-type": "application/json" }, '{"amount": -0, "currency": "USD"}'],
      ["POST", "/sandbox/v1/transfers", { ...auth, "idempotency-key": randomUUID(), "content-type": "application/json" }, '{"amount": 1, "currency": "USD", "destination": {"type": "bank_account", "account_number": {"$ne": 1}}}'],
      ["POST", "/sandbox/v1/cards", { ...auth, "idempotency-key": randomUUID(), "content-type": "application/json" }, '{"product": "net-400", "cardholder": null}'],
      ["POST", "/sandbox/v1/cards", { ...auth, "idempotency-key": "x".repeat(256), "content-type": "application/json" }, "{}"],
      ["POST", "/sandbox/v1/cards/card_1/fund", { ...auth, "idempotency-key": randomUUID(), "content-type": "application/json" }, '{"amount": 99999999999999999999999}'],
      ["POST", "/sandbox/v1/test/cards/card_1/authorizations", { ...auth, "content-type": "application/json" }, '{"amount": 1, "merchant_name": "\\u0000"}'],
      ["GET", "/sandbox/v1/cards/%00", auth, undefined],
      ["GET", `/sandbox/v1/cards/${encodeURIComponent("' OR 1=1 --")}`, auth, undefined],
      ["GET", "/sandbox/v1/transfers?starting_after=tr_%27%3B%20DROP%20TABLE%20transfers%3B--", auth, undefined],
      ["GET", "/v1/balances", { authorization: `Bearer ${liveApi.key}` }, undefined],
      ["GET", "/sandbox/v1/ping", { authorization: "Bearer " + "A".repeat(4000) }, undefined],
      ["GET", "/sandbox/v1/ping", { authorization: "Basic dXNlcjpwYXNz" }, undefined],
      ["POST", "/graphql", { "content-type": "application/json", ...auth }, '{"query": "{ transfer(id: \\"\\u0000\\") { id } }"}'],
      ["POST", "/graphql", { "content-type": "application/json", ...auth }, '{"query": "{ transfers(first: 99999999999) { edges { node { id } } } }"}'],
      ["POST", "/graphql", { "content-type": "application/json", ...auth }, '{"query": "{ nope }"}'],
      ["POST", "/graphql", { "content-type": "application/json", ...auth }, '{"query": "query ($x: SafeInt!) { ping { environment } }", "variables": {"x": 1e400}}'],
      ["POST", "/graphql", { "content-type": "application/json", ...auth }, '{"query": 42}'],
      ["POST", "/graphql", { "content-type": "application/json", ...auth }, "null"],
    ];
    const problems: string[] = [];
    for (const [method, pathAndQuery, headers, body] of requests) {
      const answer = await send(server, method, pathAndQuery, { headers, body });
      const specified5xx = ["live_operations_disabled", "provider_not_configured", "provider_error", "provider_timeout"];
      const unexpected5xx = answer.status >= 500 && !specified5xx.includes(answer.json?.error?.code);
      if (unexpected5xx || !/^req_/.test(answer.headers.get("request-id") ?? "")) {
        problems.push(`${method} ${pathAndQuery} ${body ?? ""} → ${answer.status} ${answer.text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The real server as a child process: request timeouts and graceful shutdown on SIGTERM.

// Every child is killed after the file, whatever happened in the test (test/support/child-server.ts).
const { startServer } = childProcesses();

/** The server on an embedded database of its own, which made the demo organization and printed its key. */
async function startChild(extraEnv: Record<string, string>): Promise<ServerProcess & { demoKey: string }> {
  const server = await startServer(extraEnv);
  if (!server.demoKey) throw new Error(`no demo key printed:\n${server.output()}`);
  return { ...server, demoKey: server.demoKey };
}

/** Resolves with how long the server took to close a connection that stalls after `sent`. */
function stalledConnection(port: number, sent: string): Promise<{ closedAfterMs: number; received: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(sent));
    socket.on("data", (chunk) => (received += String(chunk)));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ closedAfterMs: Date.now() - started, received }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after 20 s (received: ${received.slice(0, 200)})`));
    }, 20_000);
  });
}

interface RawAnswer {
  status: number;
  text: string;
  at: number;
}

/**
 * One HTTP/1.1 request on its own connection (Connection: close), written up to `sentBytes` of
 * its body. Resolves once that much is written; `finish()` writes the rest; `answer` resolves
 * with the response (status 0 and the error code when the connection fails).
 */
function rawRequest(
  port: number,
  pathAndQuery: string,
  headers: Record<string, string>,
  body: string,
  sentBytes = body.length,
): Promise<{ finish(): void; answer: Promise<RawAnswer> }> {
  return new Promise((resolveSent, rejectSent) => {
    let received = "";
    let settle: (value: RawAnswer) => void;
    const answer = new Promise<RawAnswer>((resolve) => (settle = resolve));
    const socket = connect(port, "127.0.0.1", () => {
      const head = [
        `POST ${pathAndQuery} HTTP/1.1`,
        "Host: 127.0.0.1",
        "Connection: close",
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ].join("\r\n");
      socket.write(`${head}\r\n\r\n${body.slice(0, sentBytes)}`, () =>
        resolveSent({ finish: () => void socket.write(body.slice(sentBytes)), answer }),
      );
    });
    socket.on("data", (chunk) => (received += String(chunk)));
    socket.on("error", (error) => {
      rejectSent(error);
      settle({ status: 0, text: `${(error as NodeJS.ErrnoException).code}: ${received}`, at: Date.now() });
    });
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      settle({ status, text: received.slice(received.indexOf("\r\n\r\n") + 4), at: Date.now() });
    });
  });
}

/** Waits until the server counts `count` requests whose headers it read and has not answered. */
async function waitForInFlight(baseUrl: string, count: number): Promise<void> {
  for (;;) {
    const text = await (await fetch(`${baseUrl}/metrics`)).text();
    if (/^payments_http_requests_in_flight (\d+)$/m.exec(text)?.[1] === String(count)) return;
    await sleep(50);
  }
}

describe("the server process", () => {
  test(
    "connections that stall are closed after REQUEST_TIMEOUT_MS; SIGTERM lets in-flight requests finish, takes no new ones, and exits 0",
    async () => {
      const server = await startChild({ REQUEST_TIMEOUT_MS: "4000", SANDBOX_SETTLEMENT_MS: "300", WORKER_POLL_MS: "100" });

      // Slow-loris: headers never finished; a body promised and never sent.
      const [headersStalled, bodyStalled] = await Promise.all([
        stalledConnection(server.port, "GET /sandbox/v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n"),
        stalledConnection(
          server.port,
          `POST /sandbox/v1/test/fund HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${server.demoKey}\r\nIdempotency-Key: ${randomUUID()}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"amount":`,
        ),
      ]);
      expect(headersStalled.closedAfterMs).toBeGreaterThanOrEqual(3000);
      expect(headersStalled.closedAfterMs).toBeLessThan(4000 + 3000);
      expect(bodyStalled.closedAfterMs).toBeLessThan(4000 + 3000);
      expectNothingInternal(headersStalled.received + bodyStalled.received, "stalled connections");

      const body = JSON.stringify({ amount: 100, currency: "USD" });
      const fundRequest = (sentBytes?: number) =>
        rawRequest(
          server.port,
          "/sandbox/v1/test/fund",
          { authorization: `Bearer ${server.demoKey}`, "idempotency-key": randomUUID(), "content-type": "application/json" },
          body,
          sentBytes,
        );
      const warmUp = 3;
      for (let i = 0; i < warmUp; i++) expect((await (await fundRequest()).answer).status).toBe(200);

      // Ten requests in flight: headers read (and authenticated), half the body still to come.
      const count = 10;
      const inFlight = await Promise.all(Array.from({ length: count }, () => fundRequest(body.length / 2)));
      // Sent is not received: on a busy machine the server may not have read them yet. They are
      // in flight once it has read their headers, which /metrics counts.
      await waitForInFlight(server.baseUrl, count);
      const signalled = Date.now();
      const outputBefore = server.output().length;
      server.child.kill("SIGTERM");
      await sleep(300);
      expect(server.child.exitCode, "the process waits for its in-flight requests").toBeNull();
      // A new request is no longer taken on.
      const late = await fetch(`${server.baseUrl}/healthz`).then(
        (response) => response.status,
        () => "refused",
      );
      expect(late === "refused" || late === 503, `a request after SIGTERM got ${late}`).toBe(true);

      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((r) => r.answer));
      expect(answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.text}`))).toEqual(Array(count).fill(200));
      expect(answers.every((a) => a.at > signalled)).toBe(true);
      // Each was applied exactly once, one after the other from the demo wallet's starting funds.
      const available = answers.map((a) => JSON.parse(a.text).available as number).sort((a, b) => a - b);
      const start = 10_000_000 + warmUp * 100;
      expect(available).toEqual(Array.from({ length: count }, (_, i) => start + (i + 1) * 100));

      const exit = await Promise.race([server.exited, sleep(10_000).then(() => "timeout" as const)]);
      expect(exit, server.output().split("\n").slice(-20).join("\n")).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(10_000);
      // Nothing failed on the way down.
      const errors = server
        .output()
        .slice(outputBefore)
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.level >= 50);
      expect(errors).toEqual([]);
      expect(server.output()).toContain("shutting down");
    },
    120_000,
  );
});
