// Cross-origin GraphQL (docs/api/graphql.md#cors): answered only for origins in CORS_ORIGINS
// (default: none) and never with credentials, since keys travel in the Authorization header.
// Before this, Yoga's default echoed any Origin with Access-Control-Allow-Credentials: true.
import { describe } from "vitest";
import { test, expect, withReplaced } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";

const dashboard = "https://dashboard.example";
const stranger = "https://evil.example";

function preflight(server: TestServer, origin: string) {
  return fetch(`${server.baseUrl}/graphql`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
  });
}

function ping(server: TestServer, key: string, origin: string) {
  return fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: { origin, authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ query: "{ ping { environment } }" }),
  });
}

function withOrigins<T>(server: TestServer, origins: string[], fn: () => Promise<T>): Promise<T> {
  return withReplaced(server.service.domain.config, "corsOrigins", origins, fn);
}

describe("CORS on /graphql", () => {
  test("by default no origin is answered: no Access-Control-Allow-Origin, never credentials", async ({ server, api }) => {
    for (const response of [await preflight(server, stranger), await ping(server, api.key, stranger)]) {
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  test("an origin in CORS_ORIGINS is answered, without credentials; any other is not", async ({ server, api }) => {
    await withOrigins(server, [dashboard, "https://ops.example"], async () => {
      const allowed = await preflight(server, dashboard);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(dashboard);
      expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
      expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
      const answered = await ping(server, api.key, dashboard);
      expect(answered.status).toBe(200);
      expect(answered.headers.get("access-control-allow-origin")).toBe(dashboard);
      expect(answered.headers.get("access-control-allow-credentials")).toBeNull();
      expect(answered.headers.get("access-control-expose-headers")).toContain("Request-Id");
      for (const response of [await preflight(server, stranger), await ping(server, api.key, stranger)]) {
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
        expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      }
    });
  });

  test("the REST API answers no cross-origin request at all", async ({ server, api }) => {
    await withOrigins(server, [dashboard], async () => {
      const response = await fetch(`${server.baseUrl}/sandbox/v1/ping`, { headers: { origin: dashboard, authorization: `Bearer ${api.key}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    });
  });
});
