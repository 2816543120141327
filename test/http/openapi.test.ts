// The OpenAPI contract itself: served as committed, complete (every route documented), with
// examples that keep it, an API reference page that loads nothing from elsewhere, and a contract
// checker (test/support/contract.ts) that really catches a response breaking the document.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe } from "vitest";
import { restRoutes } from "../../src/http/rest.js";
import { buildOpenApiDocument, operationKey, printOpenApiDocument } from "../../src/http/openapi.js";
import { operationDocs } from "../../src/http/openapi-operations.js";
import { contractViolations } from "../support/contract.js";
import { httpRequest } from "../support/http.js";
import { test, expect, idempotencyKey } from "../support/fixtures.js";
import { restSpelling } from "../../src/http/rest-spelling.js";

const committed = readFileSync(path.resolve(import.meta.dirname, "../../schema/openapi.json"), "utf8");
const document = buildOpenApiDocument() as any;

describe("the OpenAPI document", () => {
  for (const base of ["/sandbox/v1", "/v1"]) {
    test(`GET ${base}/openapi.json serves schema/openapi.json, without a key`, async ({ server }) => {
      const response = await fetch(`${server.baseUrl}${base}/openapi.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.text()).toBe(committed);
    });
  }

  test("schema/openapi.json is what the code generates (npm run openapi:print)", () => {
    expect(printOpenApiDocument()).toBe(committed);
  });

  test("every route of the route table is documented, and nothing else", () => {
    const routes = restRoutes.map(operationKey);
    const undocumented = routes.filter((key) => !(key in operationDocs));
    expect(undocumented, "add these routes to src/http/openapi-operations.ts").toEqual([]);
    expect(Object.keys(operationDocs).filter((key) => !routes.includes(key))).toEqual([]);
    // Each route runs its own operation, named for its resource and action (not for the route),
    // so one name is one idempotency fingerprint's operation.
    for (const route of restRoutes) expect(route.operation.name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    expect(new Set(restRoutes.map((route) => route.operation.name)).size).toBe(restRoutes.length);
    const documented = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods as object).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.sort()).toEqual([...routes].sort());
  });

  test("every operation names its scopes, errors and (where it takes one) the Idempotency-Key", () => {
    for (const route of restRoutes) {
      const operation = document.paths[operationKey(route).split(" ")[1]][route.method.toLowerCase()];
      expect(operation["x-undocumented"]).toBeUndefined();
      expect(operation.security.length).toBeGreaterThan(0);
      const scopes = operation.security.flatMap((requirement: Record<string, string[]>) => requirement.apiKey);
      expect(scopes).toEqual(operation["x-required-scopes"]);
      if (typeof route.operation.scope === "string") expect(scopes).toEqual([route.operation.scope]);
      if (route.operation.scope === null) expect(scopes).toEqual([]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "429", "500"]));
      const idempotencyParameter = operation.parameters.find((p: { $ref?: string }) => p.$ref?.includes("IdempotencyKey"));
      expect(idempotencyParameter === undefined).toBe(route.operation.idempotency === "none");
    }
  });

  test("two servers: the Sandbox and Live base paths", () => {
    expect(document.servers.map((s: { url: string }) => s.url)).toEqual(["/sandbox/v1", "/v1"]);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  test("every example keeps the document: responses by their schema, requests by the operation's own schema as REST spells it", () => {
    const origin = "http://example.test";
    for (const route of restRoutes) {
      const doc = operationDocs[operationKey(route)];
      const url = `${origin}/sandbox/v1${route.path.replace(":id", "x_1")}`;
      const file = doc.success.mediaType;
      const headers = new Headers({
        "content-type": file ? `${file}; charset=utf-8` : "application/json",
        "request-id": "req_1",
        "ratelimit-limit": "200",
        "ratelimit-remaining": "199",
        "ratelimit-reset": "0",
        ...(file ? { "content-disposition": 'attachment; filename="export.csv"' } : {}),
      });
      const text = file ? String(doc.success.example) : JSON.stringify(doc.success.example);
      expect(contractViolations({ method: route.method, url, status: doc.success.status, headers, text }), operationKey(route)).toEqual([]);
      for (const [name, example] of Object.entries(doc.requestBody?.examples ?? {})) {
        expect(restSpelling(route.operation.input!).safeParse(example.value).success, `${operationKey(route)} example ${name}`).toBe(true);
      }
    }
  });
});

describe("the contract check catches a response that breaks the document", () => {
  const url = "http://example.test/sandbox/v1/balances";
  const headers = () =>
    new Headers({ "content-type": "application/json", "request-id": "req_1", "ratelimit-limit": "200", "ratelimit-remaining": "1", "ratelimit-reset": "0" });
  const balance = { object: "balance", currency: "USD", available: 1, reserved: 0, total: 1, test_data: true };

  test("a conforming response passes", () => {
    expect(contractViolations({ method: "GET", url, status: 200, headers: headers(), text: JSON.stringify({ object: "list", data: [balance] }) })).toEqual([]);
  });

  test("a missing field, an extra field, a wrong type", () => {
    const { total: _total, ...withoutTotal } = balance;
    for (const item of [withoutTotal, { ...balance, extra: 1 }, { ...balance, available: "1" }, { ...balance, currency: "XYZ" }]) {
      const text = JSON.stringify({ object: "list", data: [item] });
      expect(contractViolations({ method: "GET", url, status: 200, headers: headers(), text }).length).toBeGreaterThan(0);
    }
  });

  test("an undocumented status, an undocumented error code, a missing header", () => {
    expect(contractViolations({ method: "GET", url, status: 201, headers: headers(), text: "{}" })).toEqual([
      "status 201 is not documented for GET /balances",
    ]);
    const envelope = (code: string, type: string) => JSON.stringify({ error: { type, code, message: "m", request_id: "req_1" } });
    expect(contractViolations({ method: "GET", url, status: 404, headers: headers(), text: envelope("not_found", "invalid_request") })).toEqual([
      "status 404 is not documented for GET /balances",
    ]);
    expect(
      contractViolations({ method: "GET", url, status: 403, headers: headers(), text: envelope("sandbox_only", "permission_error") }).length,
    ).toBeGreaterThan(0);
    const noRequestId = headers();
    noRequestId.delete("request-id");
    const text = JSON.stringify({ object: "list", data: [] });
    expect(contractViolations({ method: "GET", url, status: 200, headers: noRequestId, text })).toEqual(["missing header Request-Id"]);
  });

  test("requests to no documented route are not checked", () => {
    for (const target of ["http://example.test/graphql", "http://example.test/sandbox/v1/nope", "http://example.test/healthz"]) {
      expect(contractViolations({ method: "GET", url: target, status: 404, headers: new Headers(), text: "" })).toEqual([]);
    }
  });
});

describe("the Idempotency-Key length the document states is the one the service enforces", () => {
  test("255 characters are accepted, 256 are a validation_error", async ({ api }) => {
    const maxLength = document.components.parameters.IdempotencyKey.schema.maxLength;
    const ok = await api.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: "k".repeat(maxLength - 36) + idempotencyKey() });
    expect(ok.status).toBe(200);
    const tooLong = await api.post("/test/fund", { amount: 1, currency: "USD" }, { idempotencyKey: "k".repeat(maxLength + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: "validation_error", param: "Idempotency-Key" });
  });
});

describe("GET /docs", () => {
  test("serves the interactive reference from the package, referencing nothing outside the service", async ({ server }) => {
    const page = await httpRequest(server.baseUrl, "GET", "/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.body).toContain('id="swagger-ui"');
    const init = await httpRequest(server.baseUrl, "GET", "/docs/init.js");
    expect(init.body).toContain('"/sandbox/v1/openapi.json"');
    for (const text of [page.body as string, init.body as string]) expect(text).not.toMatch(/https?:\/\/|\/\/cdn|unpkg|jsdelivr/i);
    // Every asset the page names is served here, from node_modules.
    const assets = [...(page.body as string).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset.startsWith("/docs/")).toBe(true);
      const response = await fetch(server.baseUrl + asset);
      expect(response.status, asset).toBe(200);
    }
    const bundle = await fetch(`${server.baseUrl}/docs/swagger-ui-bundle.js`);
    const shipped = readFileSync(path.resolve(import.meta.dirname, "../../node_modules/swagger-ui-dist/swagger-ui-bundle.js"), "utf8");
    expect(await bundle.text()).toBe(shipped);
  });
});
