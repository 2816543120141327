// The dashboard's Developers pages in a real browser (Debian's Chromium driven by playwright-core,
// launched once for the file, as test/dashboard-browser.test.ts does), against the test server
// with a webhook receiver on 127.0.0.1 (contacted by the server, never by the browser): creates an
// endpoint from the form and sees its secret once (copied, then gone from the page), sees a REST
// transfer's delivery with its 200 attempt on the endpoint's page, sends a test event, redelivers,
// filters by state, sees transfer.created in the events feed, deletes the endpoint; a key without
// any :write scope is offered no webhook section. axe-core finds no serious or critical
// violation on the Developers page and an endpoint's page. Every request must stay on 127.0.0.1
// and no console error may be logged. Skipped where /usr/bin/chromium is missing, except in CI.
//
// DASHBOARD_SCREENSHOTS=1 writes dashboard/screenshots/developers.png (the README shows it).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer, newKey, changeSettings } from "./support/fixtures.js";
import { testServer, type TestServer } from "./support/server.js";
import { WebhookReceiver } from "./webhook-receiver.js";

const executablePath = "/usr/bin/chromium";
const installHint = "install it with: apt-get update && apt-get install -y chromium";
const inCI = !!process.env.CI && process.env.CI !== "false" && process.env.CI !== "0";
const haveChromium = existsSync(executablePath);
const screenshots = process.env.DASHBOARD_SCREENSHOTS === "1" ? path.resolve(import.meta.dirname, "../dashboard/screenshots") : undefined;
// Evaluated in the page: the dashboard's content security policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");

interface Tab {
  context: BrowserContext;
  page: Page;
  /** Requests that would have left 127.0.0.1 (refused). */
  foreign: string[];
  /** Console errors and uncaught exceptions. */
  consoleErrors: string[];
}

async function openTab(browser: Browser, permissions: string[] = []): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions });
  const page = await context.newPage();
  const foreign: string[] = [];
  const consoleErrors: string[] = [];
  const leaves = (url: URL) => !["data:", "blob:", "about:"].includes(url.protocol) && url.hostname !== "127.0.0.1";
  context.on("request", (request) => {
    if (leaves(new URL(request.url()))) foreign.push(request.url());
  });
  await context.route(leaves, (route) => route.abort());
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
  return { context, page, foreign, consoleErrors };
}

async function inTab(browser: Browser, name: string, body: (tab: Tab) => Promise<void>, permissions: string[] = []) {
  const tab = await openTab(browser, permissions);
  try {
    await body(tab);
    expect(tab.foreign, "requests leaving 127.0.0.1").toEqual([]);
    expect(tab.consoleErrors, "console errors").toEqual([]);
  } catch (error) {
    const screenshot = path.join(tmpdir(), `dashboard-developers-${name}-${Date.now()}.png`);
    await tab.page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) {
      error.message += `\n(screenshot: ${screenshot}; console errors: ${JSON.stringify(tab.consoleErrors)}; requests leaving 127.0.0.1: ${JSON.stringify(tab.foreign)})`;
    }
    throw error;
  } finally {
    await tab.context.close();
  }
}

/** Signs in from the URL fragment (never sent to the server), as `npm start`'s link does. */
async function signIn(page: Page, server: TestServer, key: string, orgName: string) {
  await page.goto(`${server.baseUrl}/dashboard#key=${key}`, { waitUntil: "load", timeout: 60_000 });
  await expect.poll(() => page.locator("[data-testid=org-name]").textContent(), { timeout: 30_000 }).toBe(orgName);
}

async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => n.target.join(" ")).slice(0, 5) }));
  });
  const minor = violations.filter((v) => v.impact !== "serious" && v.impact !== "critical");
  console.log(`axe on ${new URL(page.url()).pathname}: ${violations.length} violations${minor.length > 0 ? `, minor and moderate: ${JSON.stringify(minor)}` : ""}`);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.join(", ")})`);
}

function text(page: Page, selector: string) {
  return page.locator(selector).first().textContent({ timeout: 5_000 }).catch(() => null);
}

if (!haveChromium && !inCI) {
  console.warn(`test/dashboard-developers.test.ts skipped: ${executablePath} is missing; ${installHint}`);
  describe.skip(`the dashboard's Developers pages in Chromium (skipped: ${executablePath} is missing; ${installHint})`, () => {
    test("webhook endpoints", () => {});
  });
} else {
  describe("the dashboard's Developers pages in Chromium", () => {
    let launching: Promise<Browser> | undefined;
    let receiver: WebhookReceiver | undefined;
    let restoreSettings = () => {};

    beforeAll(async () => {
      launching = haveChromium
        ? chromium.launch({
            executablePath,
            headless: true,
            args: [
              "--headless",
              "--no-sandbox",
              "--disable-gpu",
              "--disable-quic",
              "--disable-background-networking",
              "--disable-component-update",
              "--no-first-run",
            ],
          })
        : Promise.reject(new Error(`CI runs the dashboard browser tests, but ${executablePath} is missing; ${installHint} (.ci/run does)`));
      launching.catch(() => undefined); // reported by the tests
      // The receiver listens on loopback; a small retry base makes the backoff take milliseconds.
      restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: 50 });
      receiver = await WebhookReceiver.start();
    });

    afterAll(async () => {
      restoreSettings();
      await receiver?.close();
      await (await launching?.catch(() => undefined))?.close();
    });

    test("create an endpoint (secret shown once), see a transfer's delivery and the events feed, send a test event, redeliver, delete", async ({
      server,
      org,
      sandboxKey,
      api,
    }) => {
      const browser = await launching!;
      const hook = receiver!;
      await inTab(
        browser,
        "main",
        async ({ page }) => {
          const subscribers = server.service.domain.eventBus.subscriberCount;
          await signIn(page, server, sandboxKey.secret, org.name);
          await page.locator("[data-live-status=connected]").waitFor({ timeout: 30_000 });
          await expect.poll(() => server.service.domain.eventBus.subscriberCount, { timeout: 30_000 }).toBeGreaterThan(subscribers);

          // 1. The Developers page: tools, no endpoints yet, an empty events feed.
          await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developers" }).click();
          await page.getByRole("heading", { name: "Webhook endpoints" }).waitFor({ timeout: 30_000 });
          await page.getByText("No webhook endpoints yet.").waitFor({ timeout: 30_000 });
          expect(await page.locator("main a[href='/graphql']").count()).toBe(1);
          expect(await page.locator("main a[href='/docs']").count()).toBe(1);
          await page.getByText("No events yet.").waitFor({ timeout: 30_000 });

          // 2. Create an endpoint for two event types: the secret is shown once, with a copy button.
          await page.getByLabel("URL", { exact: true }).fill(hook.url);
          await page.getByLabel("Only these:").check();
          await page.locator("#endpoint-type-transfer_created").check();
          await page.locator("#endpoint-type-transfer_succeeded").check();
          await page.getByLabel("Description (optional)").fill("from the dashboard test");
          await page.getByRole("button", { name: "Create endpoint" }).click();
          const secretPanel = page.locator("[data-testid=secret-panel]");
          await secretPanel.waitFor({ timeout: 30_000 });
          const secret = (await text(page, "[data-testid=webhook-secret]"))!.trim();
          expect(secret).toMatch(/^whsec_\S+$/);
          expect(await secretPanel.textContent()).toContain("will not be shown again");
          await page.getByRole("button", { name: "Copy secret" }).click();
          await expect.poll(() => secretPanel.locator("[role=status]").textContent(), { timeout: 10_000 }).toBe("Copied to the clipboard.");
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
          const row = page.locator("tr[data-endpoint-id]");
          await row.waitFor({ timeout: 30_000 });
          const endpointId = (await row.getAttribute("data-endpoint-id"))!;
          expect(endpointId).toMatch(/^we_/);
          const listed = await api.get("/webhook_endpoints");
          expect(listed.body.data).toMatchObject([{ id: endpointId, url: hook.url, events: ["transfer.created", "transfer.succeeded"], description: "from the dashboard test" }]);

          // 3. Dismissed: the secret is nowhere in the page, nor in the tab's storage.
          await page.getByRole("button", { name: "I have saved it: hide the secret" }).click();
          await secretPanel.waitFor({ state: "detached", timeout: 10_000 });
          expect(await page.content()).not.toContain(secret);
          expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))).not.toContain(secret);

          // 4. A REST transfer: the feed shows transfer.created live, the receiver gets it.
          const transfer = await api.post("/transfers", bankTransfer(100, { reference: "for-the-webhook" }), { idempotencyKey: idempotencyKey() });
          expect(transfer.status).toBe(201);
          await page.locator("table.events tr[data-event-type='transfer.created']").waitFor({ timeout: 30_000 });
          expect(await text(page, "table.events tr[data-event-type='transfer.created']")).toContain(transfer.body.id);
          await hook.waitFor((requests) => requests.some((r) => JSON.parse(r.rawBody.toString("utf8")).type === "transfer.created"), 30_000);
          // The feed filtered by type.
          await page.getByText("Filter by type").click();
          await page.locator("#feed-type-balance_updated").check();
          await page.locator("table.events tr[data-event-type='balance.updated']").first().waitFor({ timeout: 30_000 });
          await expect.poll(() => page.locator("table.events tr:not([data-event-type='balance.updated'])[data-event-type]").count(), { timeout: 30_000 }).toBe(0);
          await page.locator("#feed-type-balance_updated").uncheck();
          await page.locator("table.events tr[data-event-type='transfer.created']").waitFor({ timeout: 30_000 });
          await page.getByText("Filter by type").click();

          expect(await accessibilityProblems(page)).toEqual([]);
          if (screenshots) {
            mkdirSync(screenshots, { recursive: true });
            await page.screenshot({ path: path.join(screenshots, "developers.png"), fullPage: true });
          }

          // 5. The endpoint's page: the transfer's delivery with a 200 attempt.
          await page.getByRole("link", { name: endpointId }).click();
          await page.waitForURL(`**/dashboard/developers/endpoints/${endpointId}`, { timeout: 30_000 });
          const created = page.locator("li.delivery[data-event-type='transfer.created']");
          await created.locator("tr[data-attempt='1'][data-response-status='200']").waitFor({ timeout: 30_000 });
          await page.locator("li.delivery[data-event-type='transfer.succeeded'] tr[data-response-status='200']").waitFor({ timeout: 30_000 });
          await expect.poll(() => text(page, "[data-testid=deliveries-heading]"), { timeout: 30_000 }).toBe("2 deliveries");

          // 6. Send a test event: a new delivery arrives, delivered.
          await page.getByRole("button", { name: "Send test event" }).click();
          await page.locator("li.delivery[data-event-type='webhook_endpoint.test'] tr[data-response-status='200']").waitFor({ timeout: 30_000 });
          await expect.poll(() => text(page, "[data-testid=deliveries-heading]"), { timeout: 30_000 }).toBe("3 deliveries");
          await hook.waitFor((requests) => requests.some((r) => JSON.parse(r.rawBody.toString("utf8")).type === "webhook_endpoint.test"), 30_000);

          // 7. Redeliver the transfer.created delivery: a second attempt, numbered on.
          await created.getByRole("button", { name: "Redeliver" }).click();
          await created.locator("tr[data-attempt='2'][data-response-status='200']").waitFor({ timeout: 30_000 });
          expect(await accessibilityProblems(page)).toEqual([]);

          // 8. The state filter.
          await page.getByLabel("State").selectOption("failed");
          await expect.poll(() => text(page, "[data-testid=deliveries-heading]"), { timeout: 30_000 }).toBe("0 deliveries failed");
          await page.getByText("No deliveries failed.").waitFor({ timeout: 10_000 });
          await page.getByLabel("State").selectOption("delivered");
          await expect.poll(() => text(page, "[data-testid=deliveries-heading]"), { timeout: 30_000 }).toBe("3 deliveries delivered");

          // 9. Delete the endpoint, after a confirmation.
          await page.getByRole("link", { name: "← Developers" }).click();
          await page.getByRole("button", { name: `Delete ${endpointId}` }).click();
          await page.getByText("Delete this endpoint?").waitFor({ timeout: 10_000 });
          await page.getByRole("button", { name: "Cancel" }).click();
          await page.getByRole("button", { name: `Delete ${endpointId}` }).click();
          await page.getByRole("button", { name: "Yes, delete it" }).click();
          await page.getByText("No webhook endpoints yet.").waitFor({ timeout: 30_000 });
          expect((await api.get("/webhook_endpoints")).body.data).toEqual([]);
        },
        ["clipboard-read", "clipboard-write"],
      );
    }, 180_000);

    test("a key without any :write scope sees no webhook section, but the events feed", async ({ server, org }) => {
      const browser = await launching!;
      const readOnly = await newKey(server, org.id, "sandbox", { scopes: ["balances:read", "transfers:read"] });
      await inTab(browser, "read-only", async ({ page }) => {
        await signIn(page, server, readOnly.secret, org.name);
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developers" }).click();
        await page.locator("[data-testid=no-webhooks]").waitFor({ timeout: 30_000 });
        await page.getByRole("heading", { name: "Latest events" }).waitFor({ timeout: 30_000 });
        await page.getByText("No events yet.").waitFor({ timeout: 30_000 });
        expect(await page.locator("[data-testid=webhooks]").count()).toBe(0);
        expect(await page.getByRole("button", { name: "Create endpoint" }).count()).toBe(0);
        // A deep link to an endpoint's page says why, and asks the API nothing.
        await page.goto(`${server.baseUrl}/dashboard/developers/endpoints/we_01ABCDEFGHJKMNPQRSTVWXYZ00`, { waitUntil: "load" });
        await expect.poll(() => text(page, "main .note"), { timeout: 30_000 }).toContain("at least one :write scope");
      });
    }, 120_000);
  });
}
