// The dashboard served from a second origin in Chromium: its build (dashboard/dist) on a static
// server of its own on another port, whose index.html names the API's origin
// (<meta name="payments-api">, dashboard/src/api.ts) and whose content security policy lets the
// page connect to it. With that origin in the API's CORS_ORIGINS, a session token handed over in
// the link (#token=) runs the dashboard's queries and its live event stream across origins: the
// preflight is answered, no credentials go or are allowed, and no content security policy (the
// static server's here, the API's own copy in the first test) refuses anything the page needs.
import { readFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page, Response } from "playwright-core";
import { afterAll } from "vitest";
import { test, expect, withReplaced, idempotencyKey, bankTransfer } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { describeInChromium, inTab, launchChromiumForFile, text, waitForLive } from "../support/browser.js";
import { dashboardDist } from "../../src/http/dashboard.js";

const types: Record<string, string> = { ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".html": "text/html; charset=utf-8" };

/** A static host for the built dashboard at /dashboard/, as one would deploy it: index.html names `api`. */
async function staticDashboard(api: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const index = readFileSync(path.join(dashboardDist, "index.html"), "utf8").replace(/<meta name="payments-api" content="[^"]*"/, `<meta name="payments-api" content="${api}"`);
  expect(index).toContain(`content="${api}"`);
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = path.join(dashboardDist, path.normalize(pathname.replace(/^\/dashboard\/?/, "")));
    if (pathname.startsWith("/dashboard/") && file.startsWith(dashboardDist + path.sep) && !path.basename(file).startsWith(".") && existsSync(file) && path.extname(file) !== "") {
      response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
    } else if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) {
      response.writeHead(200, { "content-type": types[".html"], "content-security-policy": policy, "cache-control": "no-cache" }).end(index);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Records the page's content security policy violations (none may happen). */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener("securitypolicyviolation", (event) => w.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

async function preflight(server: TestServer, origin: string) {
  return fetch(`${server.baseUrl}/graphql`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type,x-graphql-yoga-csrf" },
  });
}

describeInChromium("test/dashboard/dashboard-cross-origin.test.ts", "the dashboard from a second origin in Chromium", "runs on a second origin", () => {
  const launching = launchChromiumForFile("the dashboard cross-origin browser test");
  let host: Awaited<ReturnType<typeof staticDashboard>> | undefined;

  afterAll(async () => {
    await host?.close();
  });

  test("the dashboard served by the API allows what it needs: its own origin only", async ({ server, org, sandboxKey }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-own-origin-policy", async ({ page }) => {
      const violations = await recordPolicyViolations(page);
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: "load", timeout: 60_000 });
      const policy = (await fetch(`${server.baseUrl}/dashboard`)).headers.get("content-security-policy");
      expect(policy).toContain("connect-src 'self'");
      await page.getByLabel("API key").fill(sandboxKey.secret);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);
      await waitForLive(page, server, subscribers);
      expect(await violations()).toEqual([]);
    });
  }, 120_000);

  test("from a second origin in CORS_ORIGINS, a #token= link runs queries and the live stream across origins, without credentials", async ({ server, org, api }) => {
    const browser = await launching;
    host = await staticDashboard(server.baseUrl);
    const dashboardOrigin = host.origin;
    // Trusted documents only, as `session:create` mints without --with-rest: it runs every GraphQL
    // document the dashboard sends (by hash); only the CSV downloads (REST) are out of its reach.
    const minted = await api.post("/session_tokens", { scopes: ["balances:read", "transfers:read"], trusted_documents_only: true });
    expect(minted.status).toBe(201);
    const token: string = minted.body.token;

    // Not listed: the preflight gets no CORS answer, so the browser would keep the answer from the page.
    expect((await preflight(server, dashboardOrigin)).headers.get("access-control-allow-origin")).toBeNull();

    await withReplaced(server.service.domain.config, "corsOrigins", [dashboardOrigin], async () => {
      // The preflight is answered for that origin, with the Authorization header and no credentials.
      const answered = await preflight(server, dashboardOrigin);
      expect(answered.status).toBeLessThan(300);
      expect(answered.headers.get("access-control-allow-origin")).toBe(dashboardOrigin);
      expect(answered.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
      expect(answered.headers.get("access-control-allow-credentials")).toBeNull();

      await inTab(browser, "dashboard-second-origin", async ({ page }) => {
        const violations = await recordPolicyViolations(page);
        const answers: Response[] = [];
        page.on("response", (response) => {
          if (response.url().endsWith("/graphql")) answers.push(response);
        });
        const subscribers = server.service.domain.eventBus.subscriberCount;
        await page.goto(`${dashboardOrigin}/dashboard#token=${token}`, { waitUntil: "load", timeout: 60_000 });
        await expect.poll(() => text(page, "[role=note]"), { timeout: 30_000 }).toContain(`offers a Sandbox session token (${token.slice(0, 13)}…${token.slice(-4)})`);
        expect(await page.evaluate(() => location.hash)).toBe("");
        await page.getByRole("button", { name: "Sign in with this token" }).click();
        await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);
        await expect.poll(() => text(page, "[data-testid=available-USD]"), { timeout: 30_000 }).toMatch(/100,000\.00/);

        // The live stream, across origins: a transfer made over REST shows up without a reload.
        await waitForLive(page, server, subscribers);
        const made = await api.post("/transfers", bankTransfer(100, { reference: "across-origins" }), { idempotencyKey: idempotencyKey() });
        expect(made.status).toBe(201);
        await page.locator(`tr[data-transfer-id="${made.body.id}"]`).waitFor({ timeout: 30_000 });
        await expect.poll(() => text(page, "[data-testid=available-USD]"), { timeout: 30_000 }).toMatch(/99,999\.00/);

        // Every GraphQL request went to the API's origin with the token, none with a cookie;
        // every answer allowed this origin and no credentials.
        expect(answers.length).toBeGreaterThan(3);
        for (const answer of answers) {
          expect(new URL(answer.url()).origin).toBe(server.baseUrl);
          const sent = await answer.request().allHeaders();
          expect(sent.authorization).toBe(`Bearer ${token}`);
          expect(sent.cookie).toBeUndefined();
          expect(sent.origin).toBe(dashboardOrigin);
          const headers = await answer.allHeaders();
          expect(headers["access-control-allow-origin"]).toBe(dashboardOrigin);
          expect(headers["access-control-allow-credentials"]).toBeUndefined();
        }
        expect(answers.some((answer) => answer.request().headers().accept === "text/event-stream")).toBe(true);
        // The page's own links lead to the API's GraphiQL.
        expect(await page.locator(`nav a[href='${server.baseUrl}/graphql']`).count()).toBe(1);
        expect(await violations()).toEqual([]);
        expect(await page.evaluate(() => sessionStorage.getItem("payments-dashboard:session"))).toContain(token);
      });
    });
  }, 120_000);
});
