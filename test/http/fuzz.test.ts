// Property-based fuzzing with fast-check: random and malformed bodies, headers and query
// strings at every REST endpoint (both base URLs) and at /graphql. Every answer must be
// - a status of the documented set (docs/api/errors.md#error-codes): 200, 201, 400, 401, 402,
//   403, 404, 409, 422, 429, 503 (GraphQL also 405, a mutation sent with GET, per GraphQL over
//   HTTP) — never a 500;
// - a well-formed body: the error envelope whose code, type and status agree with the error
//   table (docs/api/errors.md#error-codes), or a success object; GraphQL: {data?, errors?} with
//   coded errors;
// - carrying a Request-Id header (echoed as request_id in envelopes);
// - free of stack traces and internal messages;
// and no money may move: bodies sent to money-moving endpoints are invalid by construction, so
// the organization's ledger accounts, cards, transfers and webhook endpoints stay exactly as
// they were, and the ledger verifies afterwards.
//
// Each property records every violation it meets (not just the first) and the test then lists
// them, one example per kind, so one bug does not hide the others.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe } from "vitest";
import { restRoutes, basePaths } from "../../src/http/rest.js";
import { errorCatalog, type ErrorCode } from "../../src/domain/errors.js";
import { httpStatusOf } from "../../src/http/error-statuses.js";
import type { TestServer } from "../support/server.js";
import { test, expect, apiClient, newKey, newOrganization, expectLedgerBalanced, idempotencyKey, changeSettings } from "../support/fixtures.js";

const restStatuses = new Set([200, 201, 400, 401, 402, 403, 404, 409, 422, 429, 503]);
const graphqlStatuses = new Set([...restStatuses, 405]);

const internalPatterns: RegExp[] = [
  /\n\s*at \S/,
  /\bat [^\s"]+ \([^)]*:\d+:\d+\)/,
  /\.[cm]?[jt]s:\d+/,
  /node_modules/,
  /"stack"\s*:/,
  /originalError/,
  /\b(SyntaxError|TypeError|ReferenceError|RangeError)\b/,
  /\bprisma\b/i,
  /Unexpected token|in JSON at position|" is not valid JSON/,
];

// ---------------------------------------------------------------------------------------------
// The organization under fire, and what "nothing moved" means for it.

interface Target {
  orgId: string;
  sandboxKey: string;
  liveKey: string;
  ids: { card: string; transfer: string; event: string; endpoint: string };
}

let target: Promise<Target> | undefined;

function setUp(server: TestServer): Promise<Target> {
  target ??= (async () => {
    const org = await newOrganization(server, { liveActivated: true });
    const sandboxKey = await newKey(server, org.id, "sandbox");
    const liveKey = await newKey(server, org.id, "live");
    const api = apiClient(server, sandboxKey.secret);
    const card = await api.post(
      "/cards",
      { product: "net-400", cardholder: { first_name: "Fuzz", last_name: "Target", email: "fuzz@example.com" }, initial_load: 5_000 },
      { idempotencyKey: idempotencyKey() },
    );
    expect(card.status).toBe(201);
    const destination = { type: "bank_account", account_number: "12340005", bank_code: "GSBANK01", account_name: "Fuzz Target", country: "US" };
    const transfer = await api.post("/transfers", { amount: 1_000, currency: "USD", destination }, { idempotencyKey: idempotencyKey() });
    expect(transfer.status).toBe(201);
    // The endpoint points at a name that never resolves (.invalid, allowed only while private
    // targets are): it is never deleted by the fuzzer (DELETE only ever names ids that do not
    // exist), and deliveries to it are not the point here.
    const restore = changeSettings(server, { webhookAllowPrivate: true });
    const endpoint = await api.post("/webhook_endpoints", { url: "https://fuzz-target.invalid/fuzz", events: ["card.created"] });
    restore();
    expect(endpoint.status).toBe(201);
    const events = await api.get("/events?limit=1");
    expect(events.status).toBe(200);
    return {
      orgId: org.id,
      sandboxKey: sandboxKey.secret,
      liveKey: liveKey.secret,
      ids: { card: card.body.id, transfer: transfer.body.id, event: events.body.data[0].id, endpoint: endpoint.body.id },
    };
  })();
  return target;
}

async function snapshot(server: TestServer, orgId: string): Promise<string> {
  const prisma = server.service.database.prisma;
  const [accounts, cards, transfers, endpoints] = await Promise.all([
    prisma.ledgerAccount.findMany({ where: { organizationId: orgId }, select: { id: true, balance: true }, orderBy: { id: "asc" } }),
    prisma.card.findMany({ where: { organizationId: orgId }, select: { id: true, status: true }, orderBy: { id: "asc" } }),
    prisma.transfer.findMany({ where: { organizationId: orgId }, select: { id: true, status: true }, orderBy: { id: "asc" } }),
    prisma.webhookEndpoint.findMany({ where: { organizationId: orgId }, select: { id: true, deletedAt: true }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ accounts, cards, transfers, endpoints }, (_key, value) => (typeof value === "bigint" ? value.toString() : value));
}

// ---------------------------------------------------------------------------------------------
// Sending a request and judging its answer.

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

async function send(server: TestServer, request: FuzzRequest): Promise<Answer> {
  const response = await fetch(server.baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body as BodyInit | undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let json: any;
  try {
    json = text.length ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const catalog: Record<string, { type: string; status: number }> = Object.fromEntries(
  (Object.keys(errorCatalog) as ErrorCode[]).map((code) => [code, { type: errorCatalog[code].type, status: httpStatusOf(code) }]),
);

/** What is wrong with a REST answer, as short kinds (for grouping) with details. */
function restProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (!restStatuses.has(answer.status)) problems.push(`status ${answer.status}`);
  const requestId = answer.headers.get("request-id");
  if (!requestId || !/^req_/.test(requestId)) problems.push("no Request-Id");
  if (answer.status >= 400) {
    const error = answer.json?.error;
    if (!error || typeof error !== "object") problems.push("no error envelope");
    else {
      const entry = catalog[error.code];
      if (!entry) problems.push(`unknown code ${error.code}`);
      else {
        if (entry.status !== answer.status) problems.push(`code ${error.code} with status ${answer.status}`);
        if (entry.type !== error.type) problems.push(`code ${error.code} with type ${error.type}`);
      }
      if (typeof error.message !== "string" || error.message.length === 0) problems.push("no message");
      if (error.request_id !== requestId) problems.push("request_id not echoed");
      if (error.param !== undefined && typeof error.param !== "string") problems.push("param not a string");
      // A validation_error lists every invalid field (docs/api/errors.md#every-invalid-field); nothing else does.
      const fields = error.code === "validation_error" ? ["errors"] : [];
      if (error.code === "validation_error" && !(Array.isArray(error.errors) && error.errors.length > 0)) problems.push("validation_error without errors");
      const extra = Object.keys(error).filter((k) => ![...fields, "type", "code", "message", "param", "request_id"].includes(k));
      if (extra.length > 0) problems.push(`extra envelope fields ${extra.join(",")}`);
    }
  } else if (/^text\/csv\b/.test(answer.headers.get("content-type") ?? "")) {
    // An export's file (GET /transfers/export, GET /card_transactions/export).
    if (!/^attachment;/.test(answer.headers.get("content-disposition") ?? "")) problems.push("a file without Content-Disposition: attachment");
  } else if (!answer.json || typeof answer.json !== "object" || Array.isArray(answer.json)) {
    problems.push("success without a JSON object");
  }
  for (const pattern of internalPatterns) if (pattern.test(answer.text)) problems.push(`internal text ${pattern}`);
  return problems;
}

function graphqlProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (!graphqlStatuses.has(answer.status)) problems.push(`status ${answer.status}`);
  const requestId = answer.headers.get("request-id");
  if (!requestId || !/^req_/.test(requestId)) problems.push("no Request-Id");
  const body = answer.json;
  if (body?.error) {
    // The REST envelope: only for what never reached GraphQL (a body over 1 MiB, an unknown method).
    if (!catalog[body.error.code]) problems.push(`unknown code ${body.error.code}`);
  } else if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body || "errors" in body)) {
    problems.push("not a GraphQL response");
  } else {
    for (const error of body.errors ?? []) {
      if (typeof error?.message !== "string") problems.push("error without message");
      const code = error?.extensions?.code;
      if (!catalog[code]) problems.push(`error without a known code (${code})`);
      if (code === "internal_error") problems.push("internal_error");
    }
    if (answer.status >= 400 && !(body.errors?.length > 0)) problems.push(`status ${answer.status} without errors`);
  }
  for (const pattern of internalPatterns) if (pattern.test(answer.text)) problems.push(`internal text ${pattern}`);
  return problems;
}

/** Collects problems across runs; the test fails listing one example of each kind. */
class Findings {
  private readonly byKind = new Map<string, { count: number; example: string }>();
  add(route: string, problems: string[], request: FuzzRequest, answer: Answer | undefined) {
    for (const problem of problems) {
      const kind = `${route}: ${problem}`;
      const seen = this.byKind.get(kind);
      if (seen) seen.count++;
      else this.byKind.set(kind, { count: 1, example: describeExchange(request, answer) });
    }
  }
  list(): string[] {
    return [...this.byKind.entries()].map(([kind, { count, example }]) => `${kind} (×${count})\n    ${example}`);
  }
}

function describeExchange(request: FuzzRequest, answer: Answer | undefined): string {
  const body = request.body === undefined ? "" : typeof request.body === "string" ? request.body.slice(0, 200) : `<${request.body.length} bytes>`;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${k === "authorization" ? v.slice(0, 20) + "…" : v.slice(0, 60)}`)
    .join("; ");
  return `${request.method} ${request.path.slice(0, 200)} [${headers}] ${body} → ${answer ? `${answer.status} ${answer.text.slice(0, 300)}` : "no answer"}`;
}

// ---------------------------------------------------------------------------------------------
// Generators.

/** Strings a client can put in a header value: visible ASCII, space, tab and obs-text. */
const headerChar = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
  { weight: 1, arbitrary: fc.constant(0x09) },
  { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
).map((code) => String.fromCharCode(code));
const headerValue = (maxLength: number) => fc.string({ unit: headerChar, maxLength });

const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }), // lone surrogates among them
  fc.constantFrom("\u0000", "a\u0000b", "\u202e", "\ud800", "😀", "' OR 1=1 --", "<script>", "../..", "%", "%00", "null", "__proto__"),
);

type AuthKind = "sandbox" | "live" | "none" | "garbage";
const authKind = fc.constantFrom<AuthKind>("sandbox", "live", "none", "garbage");
const garbageAuthorization = fc.oneof(
  headerValue(120),
  headerValue(60).map((v) => `Bearer ${v}`),
  headerValue(60).map((v) => `Bearer gs_test_${v}`),
  headerValue(60).map((v) => `Bearer gs_live_${v}`),
  fc.constantFrom("Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "Token gs_test_x", "Bearer gs_test_", "Bearer  \t gs_live_"),
);

function authorizationFor(kind: AuthKind, t: Target, garbage: string): Record<string, string> {
  if (kind === "sandbox") return { authorization: `Bearer ${t.sandboxKey}` };
  if (kind === "live") return { authorization: `Bearer ${t.liveKey}` };
  if (kind === "garbage") return { authorization: garbage };
  return {};
}

/** encodeURIComponent, except that a lone surrogate becomes the (invalid) UTF-8 bytes it would have. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
      .join("");
  }
}

const queryKey = fc.oneof(fc.constantFrom("limit", "starting_after", "status", "page", "type", "amount", "__proto__", "a[b]", "limit[]"), anyString);
const queryValue = fc.oneof(
  fc.constantFrom("1", "0", "-1", "100", "101", "1000", "1e3", "0x10", "NaN", "", "processing", "active", "card.created", "x".repeat(65)),
  anyString,
);
const queryString = fc
  .tuple(
    fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
    fc.constantFrom("", "", "", "&", "&&==", "=x", "a[]=1&a[]=2", "limit=1&limit=2", "%", "%zz", "%E0%A4%A", "x=%00"),
  )
  .map(([pairs, raw]) => {
    const encoded = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`);
    if (raw) encoded.push(raw);
    return encoded.length ? `?${encoded.join("&")}` : "";
  });

type IdKind = "card" | "transfer" | "event" | "endpoint";
/** The :id of a route: a real id of the right kind, another kind's, or junk (never a real id for DELETE). */
const pathId = (realAllowed: boolean) =>
  fc.oneof(
    ...(realAllowed ? [fc.constantFrom<IdKind>("card", "transfer", "event", "endpoint").map((kind) => ({ real: kind as IdKind | undefined, raw: "" }))] : []),
    anyString.filter((s) => s.length > 0).map((s) => ({ real: undefined, raw: encode(s) })),
    fc.integer({ min: 65, max: 300 }).map((n) => ({ real: undefined, raw: "x".repeat(n) })),
    fc.constantFrom("card_", "tr_", "evt_", "we_", "card_00000000000000000000000000", "%00", "%zz", "..", "%2e%2e", "%2F").map((raw) => ({ real: undefined, raw })),
  );

// Bodies that cannot be valid for any operation that takes a body (all are strict objects).
const nonObjectJson = fc.jsonValue({ maxDepth: 3 }).filter((v) => v === null || typeof v !== "object" || Array.isArray(v));
const wrongForNumber = fc.oneof(anyString, fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.constant({}), fc.double({ noInteger: true, noNaN: true }), fc.integer({ max: 0 }), fc.constant(1e300));
const wrongForString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(anyString, { maxLength: 3 }), fc.constant({ a: 1 }), fc.string({ minLength: 300, maxLength: 3000 }));

/** A valid body per route, the starting point of the invalid ones. */
const templates: Record<string, Record<string, unknown>> = {
  "POST /test/fund": { amount: 100, currency: "USD" },
  "POST /transfers": {
    amount: 100,
    currency: "USD",
    destination: { type: "bank_account", account_number: "12340005", bank_code: "GSBANK01", account_name: "Fuzz Target", country: "US" },
    reference: "ref",
    metadata: { k: "v" },
  },
  "POST /cards": { product: "net-400", cardholder: { first_name: "Fuzz", last_name: "Target", email: "fuzz@example.com" }, initial_load: 1_000 },
  "POST /cards/:id/fund": { amount: 500 },
  "POST /cards/:id/withdraw": { amount: 500 },
  "POST /test/cards/:id/authorizations": { amount: 1, merchant_name: "Shop", merchant_category: "other" },
  "POST /cards/:id/spending_controls": { spending_limits: [{ amount: 100, interval: "daily", categories: ["fuel"] }], blocked_categories: ["atm"] },
  "POST /webhook_endpoints": { url: "https://192.0.2.1/hook", events: ["card.created"], description: "d" },
};
/** Required fields per route and whether they are numbers (else strings, enums or objects). */
const requiredFields: Record<string, Array<[string, "number" | "other"]>> = {
  "POST /test/fund": [["amount", "number"], ["currency", "other"]],
  "POST /transfers": [["amount", "number"], ["currency", "other"], ["destination", "other"]],
  "POST /cards": [["product", "other"], ["cardholder", "other"]],
  "POST /cards/:id/fund": [["amount", "number"]],
  "POST /cards/:id/withdraw": [["amount", "number"]],
  "POST /test/cards/:id/authorizations": [["amount", "number"]],
  "POST /cards/:id/spending_controls": [["spending_limits", "other"]],
  "POST /webhook_endpoints": [["url", "other"]],
};

type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown; contentType: string }
  | { kind: "text"; text: string; contentType: string | undefined }
  | { kind: "bytes"; bytes: Uint8Array };

const jsonContentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "application/merge-patch+json");

/** For a route with a body schema: a body that must fail validation. */
function invalidBody(route: string): fc.Arbitrary<BodyPlan> {
  const template = templates[route];
  const required = requiredFields[route];
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(nonObjectJson, jsonContentType).map(([value, contentType]) => ({ kind: "json" as const, value, contentType })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !(k in template)), fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.constantFrom(...Object.keys(template)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), jsonContentType)
        .map(([unknownKey, unknownValue, overrides, contentType]) => ({
          kind: "json" as const,
          value: { ...template, ...overrides, [unknownKey === "__proto__" ? "__proto__x" : unknownKey]: unknownValue },
          contentType,
        })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...required), fc.boolean(), wrongForNumber, wrongForString, jsonContentType)
        .map(([[field, type], drop, wrongNumber, wrongString, contentType]) => {
          const value: Record<string, unknown> = { ...template };
          if (drop) delete value[field];
          else value[field] = type === "number" ? wrongNumber : wrongString;
          return { kind: "json" as const, value, contentType };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100_000, max: 1_000_000 }).map((n) => ({
        kind: "json" as const,
        value: { ...template, description: "d".repeat(n), unknown_padding: true },
        contentType: "application/json",
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("{", '{"amount":', "[".repeat(5000), "{'a':1}", "amount=1&currency=USD", '{"amount":1}}')), fc.constantFrom("application/json", "text/plain", undefined, "application/x-www-form-urlencoded"))
        .filter(([text]) => {
          try {
            const parsed = JSON.parse(text);
            return parsed === null || typeof parsed !== "object" || Array.isArray(parsed);
          } catch {
            return true;
          }
        })
        .map(([text, contentType]) => ({ kind: "text" as const, text, contentType })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({ kind: "bytes" as const, bytes: Uint8Array.from([0x7b, ...bytes, 0xff, 0xfe]) })) },
  );
}

/** For routes without a body schema: anything at all, including nothing. */
const anyBody: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 3, arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 3 }), jsonContentType).map(([value, contentType]) => ({ kind: "json" as const, value, contentType })) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom("application/json", "text/plain", undefined)).map(([text, contentType]) => ({ kind: "text" as const, text, contentType })) },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({ kind: "bytes" as const, bytes: Uint8Array.from([...bytes, 0xff]) })) },
);

function applyBody(plan: BodyPlan, headers: Record<string, string>): string | Uint8Array | undefined {
  if (plan.kind === "none") return undefined;
  if (plan.kind === "json") {
    headers["content-type"] = plan.contentType;
    return JSON.stringify(plan.value) ?? "null";
  }
  if (plan.kind === "text") {
    if (plan.contentType) headers["content-type"] = plan.contentType;
    return plan.text;
  }
  headers["content-type"] = "application/json";
  return plan.bytes;
}

const idempotencyHeader = fc.option(fc.oneof(headerValue(300), fc.uuid()), { nil: undefined });

// ---------------------------------------------------------------------------------------------
// The properties.

const bodyRoutes = restRoutes.filter((r) => `${r.method} ${r.path}` in templates);
const bodylessPosts = restRoutes.filter((r) => r.method === "POST" && !(`${r.method} ${r.path}` in templates));
const readOrDelete = restRoutes.filter((r) => r.method !== "POST");

function restRequest(
  t: Target,
  route: (typeof restRoutes)[number],
  prefix: string,
  id: { real: IdKind | undefined; raw: string },
  query: string,
  auth: AuthKind,
  garbage: string,
  idempotency: string | undefined,
  body: BodyPlan,
): FuzzRequest {
  const headers: Record<string, string> = { ...authorizationFor(auth, t, garbage) };
  if (idempotency !== undefined) headers["idempotency-key"] = idempotency;
  const path = route.path.replace(":id", id.real ? t.ids[id.real] : id.raw);
  return { method: route.method, path: prefix + path + query, headers, body: applyBody(body, headers) };
}

/** FUZZ_SEED=<n> replays a run; every failure names the seed it ran with. */
const baseSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

async function runProperty(server: TestServer, arbitrary: fc.Arbitrary<FuzzRequest & { route: string; mustFail: boolean }>, numRuns: number, graphqlMode = false) {
  const t = await setUp(server);
  const seed = baseSeed + numRuns; // distinct per property, reproducible from FUZZ_SEED
  const findings = new Findings();
  let before = await snapshot(server, t.orgId);
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      let answer: Answer | undefined;
      try {
        answer = await send(server, request);
      } catch (error) {
        findings.add(request.route, [`no answer (${(error as Error).message})`], request, undefined);
        return true;
      }
      const problems = graphqlMode ? graphqlProblems(answer) : restProblems(answer);
      if (request.mustFail && answer.status < 300) problems.push(`invalid request accepted (${answer.status})`);
      const after = await snapshot(server, t.orgId);
      if (after !== before) {
        problems.push("the organization's money or objects changed");
        before = after;
      }
      findings.add(request.route, problems, request, answer);
      return true;
    }),
    { numRuns, seed, endOnFailure: true },
  );
  await expectLedgerBalanced(server);
  const found = findings.list();
  return found.length === 0 ? found : [`FUZZ_SEED=${baseSeed}`, ...found];
}

describe("fuzzing every endpoint", () => {
  test("GET and DELETE routes, both base URLs: random ids, query strings, headers and bodies", async ({ server }) => {
    const t = await setUp(server);
    const arbitrary = fc
      .tuple(fc.constantFrom(...readOrDelete), fc.constantFrom(...basePaths.map((b) => b.prefix)))
      .chain(([route, prefix]) =>
        fc
          // fetch sends no body with GET; DELETE takes anything.
          .tuple(pathId(route.method !== "DELETE"), queryString, authKind, garbageAuthorization, idempotencyHeader, route.method === "GET" ? fc.constant<BodyPlan>({ kind: "none" }) : anyBody)
          .map(([id, query, auth, garbage, idempotency, body]) => ({
            ...restRequest(t, route, prefix, id, query, auth, garbage, idempotency, body),
            route: `${route.method} ${route.path}`,
            mustFail: false,
          })),
      );
    expect(await runProperty(server, arbitrary, 60)).toEqual([]);
  });

  test("POST routes that take a body, both base URLs: invalid bodies never succeed and move no money", async ({ server }) => {
    const t = await setUp(server);
    const arbitrary = fc
      .tuple(fc.constantFrom(...bodyRoutes), fc.constantFrom(...basePaths.map((b) => b.prefix)))
      .chain(([route, prefix]) =>
        fc
          .tuple(pathId(true), fc.oneof({ weight: 4, arbitrary: fc.constant("") }, { weight: 1, arbitrary: queryString }), authKind, garbageAuthorization, fc.oneof(fc.uuid().map((u) => u as string | undefined), idempotencyHeader), invalidBody(`${route.method} ${route.path}`))
          .map(([id, query, auth, garbage, idempotency, body]) => ({
            ...restRequest(t, route, prefix, { ...id, real: id.real ? "card" : undefined }, query, auth, garbage, idempotency, body),
            route: `${route.method} ${route.path}`,
            mustFail: true,
          })),
      );
    expect(await runProperty(server, arbitrary, 70)).toEqual([]);
  });

  test("POST routes that take no body (freeze, unfreeze, terminate) on the real card: a body of any kind is refused", async ({ server }) => {
    const t = await setUp(server);
    const unacceptable: fc.Arbitrary<BodyPlan> = fc.oneof(
      fc.tuple(fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }), jsonContentType).map(([value, contentType]) => ({ kind: "json" as const, value, contentType })),
      fc.tuple(fc.constantFrom("{", "not json", '{"a":', "[1,"), fc.constantFrom("application/json", "text/plain")).map(([text, contentType]) => ({ kind: "text" as const, text, contentType })),
    );
    const arbitrary = fc
      .tuple(fc.constantFrom(...bodylessPosts), authKind.filter((k) => k === "sandbox"), unacceptable)
      .map(([route, auth, body]) => ({
        ...restRequest(t, route, "/sandbox/v1", { real: "card", raw: "" }, "", auth, "", undefined, body),
        route: `${route.method} ${route.path}`,
        mustFail: true,
      }));
    expect(await runProperty(server, arbitrary, 15)).toEqual([]);
  });

  test("Authorization headers of every shape at every route: 401 with the envelope, never more", async ({ server }) => {
    const t = await setUp(server);
    const arbitrary = fc
      .tuple(fc.constantFrom(...restRoutes), fc.constantFrom(...basePaths.map((b) => b.prefix)), garbageAuthorization)
      .map(([route, prefix, garbage]) => ({
        ...restRequest(t, route, prefix, { real: "card", raw: "" }, "", "garbage", garbage, randomUUID(), route.method === "POST" ? { kind: "json", value: templates[`${route.method} ${route.path}`] ?? {}, contentType: "application/json" } : { kind: "none" }),
        route: `${route.method} ${route.path}`,
        mustFail: true,
      }));
    const findings = await runProperty(server, arbitrary, 25);
    expect(findings).toEqual([]);
  });

  test("/graphql: random bodies, documents, variables and headers", async ({ server }) => {
    const t = await setUp(server);
    const readDocuments = [
      "{ ping { environment } }",
      "query Q($id: ID!) { card(id: $id) { id status balance transactions(page: 1) { data { id } } } }",
      "query Q($id: ID!) { transfer(id: $id) { id status } }",
      "query Q($id: ID!) { cardDetails(id: $id) { last4: cardId } }",
      "query Q($first: Int, $after: String, $status: CardStatus) { cards(first: $first, after: $after, status: $status) { edges { node { id } } } }",
      "query Q($first: Int, $after: String) { transfers(first: $first, after: $after) { edges { cursor } } }",
      "query Q($first: Int, $after: String, $type: String) { events(first: $first, after: $after, type: $type) { edges { node { id } } } }",
      "{ balances { currency available } currencies { code } cardProducts { id } webhookEndpoints { id } }",
    ];
    // Every mutation carries an argument it does not have: a validation error, so nothing runs.
    const mutations = [
      "mutation { testFund(amount: 100, currency: USD, idempotencyKey: \"k\", bogus: 1) { available } }",
      `mutation { fundCard(id: "${t.ids.card}", amount: 500, idempotencyKey: "k", bogus: true) { id } }`,
      `mutation { freezeCard(id: "${t.ids.card}", bogus: "x") { id } }`,
      `mutation { terminateCard(id: "${t.ids.card}", bogus: null) { id } }`,
      `mutation { simulateCardAuthorization(cardId: "${t.ids.card}", amount: 1, bogus: 1) { id } }`,
      `mutation { deleteWebhookEndpoint(id: "${t.ids.endpoint}", bogus: 1) { id } }`,
      'mutation { createTransfer(idempotencyKey: "k", input: { amount: 1, currency: USD, destination: { type: bank_account, accountNumber: "12340005", bankCode: "B", accountName: "Jo Jo", country: "US" }, bogus: 1 }) { id } }',
    ];
    const variableValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(t.ids.card, t.ids.transfer, t.ids.event, "", "\u0000", "x".repeat(65), 2 ** 31, -1, 1e300));
    const document = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...readDocuments) },
      { weight: 3, arbitrary: fc.constantFrom(...mutations) },
      { weight: 2, arbitrary: fc.string({ maxLength: 120 }) },
      { weight: 1, arbitrary: fc.constantFrom("{", "query {", "{ __typename @skip }", "{ ping { environment } } { ping { environment } }", "fragment F on Query { ...F } { ...F }") },
    );
    const postBody = fc.oneof(
      { weight: 6, arbitrary: fc.record({ query: document, variables: fc.option(fc.dictionary(fc.constantFrom("id", "first", "after", "status", "type", "x"), variableValue, { maxKeys: 3 }), { nil: undefined }), operationName: fc.option(fc.oneof(fc.constant("Q"), fc.string({ maxLength: 8 })), { nil: undefined }) }, { requiredKeys: ["query"] }).map((b) => JSON.stringify(b)) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null") },
      { weight: 1, arbitrary: fc.record({ query: fc.jsonValue({ maxDepth: 1 }), variables: fc.jsonValue({ maxDepth: 1 }) }).map((b) => JSON.stringify(b)) },
      { weight: 1, arbitrary: fc.constantFrom("{", '{"query": "{ ping { environment } }"', "", "[]", '{"query": "{ ping { environment } }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "x"}}}') },
    );
    const arbitrary = fc
      .tuple(fc.boolean(), postBody, document, authKind, garbageAuthorization)
      .map(([viaGet, body, getDocument, auth, garbage]) => {
        const headers: Record<string, string> = { ...authorizationFor(auth, t, garbage) };
        if (viaGet) {
          headers["x-graphql-yoga-csrf"] = "1";
          return { method: "GET", path: `/graphql?query=${encodeURIComponent(getDocument)}`, headers, route: "GET /graphql", mustFail: false };
        }
        headers["content-type"] = "application/json";
        return { method: "POST", path: "/graphql", headers, body, route: "POST /graphql", mustFail: false };
      });
    expect(await runProperty(server, arbitrary, 60, true)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every string a request carries, one at a time, made unstorable: a lone surrogate, a
// NUL, or a value nested 10,000 levels deep. Not random: each field and argument is walked.

const unstorableStrings = ["\ud800", "x\udfff", "a\u0000b"];
const deepValue = '{"a":'.repeat(10_000) + '"x"' + "}".repeat(10_000);

/** Every path to a string or a nested object in a value, dotted, with metadata's keys as well. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  const own = path.length > 0 ? [path] : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]))];
}

/** The value with the thing at `path` replaced by a JSON text (spliced in, so it may be deeper than JSON.stringify goes). */
function spliced(value: unknown, path: string[], replacementJson: string): string {
  const marker = `__splice_${randomUUID()}__`;
  const copy = structuredClone(value) as Record<string, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path.at(-1)!] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), replacementJson);
}

const graphqlStringArguments: Array<{ document: string; variables: Record<string, unknown> }> = [
  {
    document: "mutation($input: CreateTransferInput!, $key: String!) { createTransfer(input: $input, idempotencyKey: $key) { id } }",
    variables: {
      key: "k-transfer",
      input: { amount: 100, currency: "USD", description: "d", reference: "r", metadata: { k: "v" }, destination: { type: "bank_account", accountNumber: "0012345678", bankCode: "GSBANK01", accountName: "Ada", country: "US" } },
    },
  },
  {
    document: "mutation($input: IssueCardInput!, $key: String!) { issueCard(input: $input, idempotencyKey: $key) { card { id } } }",
    variables: { key: "k-card", input: { product: "net-400", reference: "r", metadata: { k: "v" }, cardholder: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" } } },
  },
  { document: "mutation($id: ID!, $key: String!) { fundCard(id: $id, amount: 500, idempotencyKey: $key) { id } }", variables: { id: "CARD", key: "k-fund" } },
  { document: "mutation($id: ID!, $key: String!) { withdrawFromCard(id: $id, amount: 500, idempotencyKey: $key) { id } }", variables: { id: "CARD", key: "k-withdraw" } },
  { document: "mutation($key: String!) { testFund(amount: 100, currency: USD, idempotencyKey: $key) { available } }", variables: { key: "k-fund" } },
  { document: "mutation($id: ID!, $merchant: String) { simulateCardAuthorization(cardId: $id, amount: 1, merchantName: $merchant) { id } }", variables: { id: "CARD", merchant: "m" } },
  { document: "mutation($input: CreateWebhookEndpointInput!, $key: String) { createWebhookEndpoint(input: $input, idempotencyKey: $key) { id } }", variables: { key: "k-hook", input: { url: "https://hooks.invalid/x", events: ["card.created"], description: "d" } } },
  { document: "mutation($id: ID!) { freezeCard(id: $id) { id } }", variables: { id: "CARD" } },
  { document: "mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }", variables: { id: "we_x" } },
  { document: "query($id: ID!) { card(id: $id) { id } transfer(id: $id) { id } cardDetails(id: $id) { number } }", variables: { id: "CARD" } },
  { document: "query($after: String, $type: String) { transfers(after: $after) { edges { cursor } } cards(after: $after) { edges { cursor } } events(after: $after, type: $type) { edges { cursor } } }", variables: { after: "a", type: "card.created" } },
];

describe("fuzzing every string field and argument", () => {
  test("REST and GraphQL: a lone surrogate, a NUL or 10,000 levels of nesting in any string is refused, never a 500, and nothing moves", async ({ server }) => {
    const t = await setUp(server);
    const findings = new Findings();
    const before = await snapshot(server, t.orgId);
    const freshKey = async () => (await newKey(server, t.orgId, "sandbox")).secret;
    const check = async (route: string, request: FuzzRequest, graphqlMode: boolean) => {
      const answer = await send(server, request);
      const problems = graphqlMode ? graphqlProblems(answer) : restProblems(answer);
      const accepted = graphqlMode ? !answer.json?.errors?.length : answer.status < 300;
      if (accepted) problems.push(`unstorable input accepted (${answer.status})`);
      findings.add(route, problems, request, answer);
    };

    for (const [route, template] of Object.entries(templates)) {
      const key = await freshKey();
      const [method, path] = route.split(" ");
      const url = `/sandbox/v1${path.replace(":id", t.ids.card)}`;
      for (const fieldPath of stringPaths(template)) {
        const replacements = [...unstorableStrings.map((s) => JSON.stringify(s)), deepValue];
        for (const replacement of replacements) {
          const headers = { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": randomUUID() };
          await check(`${route} ${fieldPath.join(".")}`, { method, path: url, headers, body: spliced(template, fieldPath, replacement) }, false);
        }
      }
      // Metadata keys, where the route has metadata.
      if ("metadata" in template) {
        for (const bad of [...unstorableStrings, "__proto__", "k".repeat(41)]) {
          const body = JSON.stringify({ ...template, metadata: {} }).replace('"metadata":{}', `"metadata":{${JSON.stringify(bad)}:"v"}`);
          const headers = { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": randomUUID() };
          await check(`${route} metadata key`, { method, path: url, headers, body }, false);
        }
      }
    }

    const key = await freshKey();
    for (const bad of ["%00", "x%00", "%ED%A0%80"]) {
      // Routes that read a path id or a query (the others ignore query strings, and store nothing).
      for (const route of restRoutes.filter((r) => r.method === "GET" && (r.path.includes(":id") || r.operation.options))) {
        const path = `/sandbox/v1${route.path.replace(":id", `card_${bad}`)}`;
        const query = route.path.includes(":id") ? "" : `?starting_after=x${bad}&type=card.created${bad}`;
        await check(`${route.method} ${route.path} (string in the URL)`, { method: "GET", path: path + query, headers: { authorization: `Bearer ${key}` } }, false);
      }
    }
    // An Idempotency-Key outside visible ASCII (sent as the latin1 reading of its UTF-8 bytes).
    for (const bad of ["ключ-123", "é", "x y"]) {
      const headers = { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": Buffer.from(bad, "utf8").toString("latin1") };
      await check("POST /test/fund Idempotency-Key", { method: "POST", path: "/sandbox/v1/test/fund", headers, body: JSON.stringify(templates["POST /test/fund"]) }, false);
    }

    for (const { document, variables } of graphqlStringArguments) {
      const graphqlKey = await freshKey();
      const real = JSON.parse(JSON.stringify(variables).replaceAll('"CARD"', JSON.stringify(t.ids.card)));
      for (const fieldPath of stringPaths(real)) {
        for (const replacement of [...unstorableStrings.map((s) => JSON.stringify(s)), deepValue]) {
          const body = `{"query":${JSON.stringify(document)},"variables":${spliced(real, fieldPath, replacement)}}`;
          const headers = { authorization: `Bearer ${graphqlKey}`, "content-type": "application/json" };
          await check(`graphql ${document.slice(0, 40)} ${fieldPath.join(".")}`, { method: "POST", path: "/graphql", headers, body }, true);
        }
      }
    }

    expect(await snapshot(server, t.orgId)).toBe(before);
    await expectLedgerBalanced(server);
    expect(findings.list()).toEqual([]);
  });
});
