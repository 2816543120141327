// The dashboard's Developers pages in a real browser (Debian's Chromium driven by playwright-core,
// launched once for the file, as dashboard-browser.test.ts beside it does), against the test server
// with a webhook receiver on 127.0.0.1 (contacted by the server, never by the browser): creates an
// endpoint from the form and sees its secret once (copied, then gone from the page), sees a REST
// transfer's delivery with its 200 attempt on the endpoint's page, sends a test event, redelivers,
// filters by state, sees transfer.created in the events feed, deletes the endpoint; a key without
// any :write scope is offered no webhook section. axe-core finds no serious or critical
// violation on the Developers page and an endpoint's page. Every request must stay on 127.0.0.1
// and no console error may be logged. Skipped where /usr/bin/chromium is missing, except in CI.
//
// DASHBOARD_SCREENSHOTS=1 writes dashboard/screenshots/developers.png (the README shows it).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer, newKey, changeSettings } from "../support/fixtures.js";
import { testServer, type TestServer } from "../support/server.js";
import { accessibilityProblems, describeInChromium, inTab, launchChromiumForFile, text, openWithSignInLink } from "../support/browser.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";
import { dashboardDocumentId } from "../support/dashboard-documents.js";

const screenshots = process.env.DASHBOARD_SCREENSHOTS === "1" ? path.resolve(import.meta.dirname, "../../dashboard/screenshots") : undefined;

/** Signs in from the URL fragment (never sent to the server), as `npm start`'s link does. */
async function signIn(page: Page, server: TestServer, key: string, orgName: string) {
  await openWithSignInLink(page, `${server.baseUrl}/dashboard`, key);
  await expect.poll(() => page.locator("[data-testid=org-name]").textContent(), { timeout: 30_000 }).toBe(orgName);
}

describeInChromium("test/dashboard/dashboard-developers.test.ts", "the dashboard's Developers pages in Chromium", "webhook endpoints", () => {
  const launching = launchChromiumForFile("the dashboard browser tests");
  let receiver: WebhookReceiver | undefined;
  let restoreSettings = () => {};

  beforeAll(async () => {
    // The receiver listens on loopback; a small retry base makes the backoff take milliseconds.
    restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: 50 });
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    restoreSettings();
    await receiver?.close();
  });

  test("create an endpoint (secret shown once), see a transfer's delivery and the events feed, send a test event, redeliver, delete", async ({
    server,
    org,
    sandboxKey,
    api,
  }) => {
    const browser = await launching;
    const hook = receiver!;
    await inTab(
      browser,
      "dashboard-developers-main",
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
        await secretPanel.getByRole("button", { name: "Copy signing secret" }).click();
        await expect.poll(() => secretPanel.locator("[role=status]").textContent(), { timeout: 10_000 }).toBe("Copied the signing secret");
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
        await page.getByRole("navigation", { name: "Developers" }).getByRole("link", { name: "Webhooks and events" }).click();
        await page.getByRole("button", { name: `Delete ${endpointId}` }).click();
        await page.getByText("Delete this endpoint?").waitFor({ timeout: 10_000 });
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByRole("button", { name: `Delete ${endpointId}` }).click();
        await page.getByRole("button", { name: "Yes, delete it" }).click();
        await page.getByText("No webhook endpoints yet.").waitFor({ timeout: 30_000 });
        expect((await api.get("/webhook_endpoints")).body.data).toEqual([]);
      },
      { permissions: ["clipboard-read", "clipboard-write"] },
    );
  }, 180_000);

  test("an endpoint's deliveries page by cursor, newest first: Older and Newer", async ({ server, sandboxKey, api }) => {
    const browser = await launching;
    const endpoint = await api.post("/webhook_endpoints", { url: receiver!.url, events: ["transfer.created"] });
    expect(endpoint.status).toBe(201);
    for (let i = 0; i < 21; i++) {
      expect((await api.post("/transfers", bankTransfer(100 + i), { idempotencyKey: idempotencyKey() })).status).toBe(201);
    }
    // The 21 transfer.created events, newest first: one delivery each, in the same order.
    const events = (await api.get("/events?type=transfer.created&limit=100")).body.data.map((e: { id: string }) => e.id);
    expect(events).toHaveLength(21);
    const shown = (page: Page) => page.locator("li.delivery").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-id")));
    await inTab(browser, "dashboard-developers-deliveries-pages", async ({ page }) => {
      await openWithSignInLink(page, `${server.baseUrl}/dashboard/developers/endpoints/${endpoint.body.id}`, sandboxKey.secret);
      await expect.poll(() => text(page, "[data-testid=deliveries-heading]"), { timeout: 30_000 }).toBe("21 deliveries");
      await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(events.slice(0, 20));
      const pager = page.getByRole("navigation", { name: "Pages of deliveries" });
      expect(await pager.getByRole("button", { name: "Newer" }).isDisabled()).toBe(true);

      await pager.getByRole("button", { name: "Older" }).click();
      await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(events.slice(20));
      expect(await text(page, "[data-testid=deliveries-heading]")).toBe("21 deliveries");
      expect(await pager.getByRole("button", { name: "Older" }).isDisabled()).toBe(true);
      // The page shown is read again every two seconds and stays put: wait for a new read.
      const endpointQuery = dashboardDocumentId("DashboardWebhookEndpoint");
      const read = page.waitForResponse((response) => response.url().endsWith("/graphql") && response.request().postDataJSON()?.documentId === endpointQuery);
      await read;
      expect(await shown(page)).toEqual(events.slice(20));

      await pager.getByRole("button", { name: "Newer" }).click();
      await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(events.slice(0, 20));
      await expect.poll(() => pager.getByRole("button", { name: "Older" }).isEnabled(), { timeout: 30_000 }).toBe(true);
      // Another state filter starts again from the newest.
      await pager.getByRole("button", { name: "Older" }).click();
      await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(events.slice(20));
      await page.getByLabel("State").selectOption("delivered");
      await expect.poll(() => text(page, "[data-testid=deliveries-heading]"), { timeout: 30_000 }).toBe("21 deliveries delivered");
      await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(events.slice(0, 20));
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  }, 120_000);

  test("a key without any :write scope sees no webhook section, but the events feed", async ({ server, org }) => {
    const browser = await launching;
    const readOnly = await newKey(server, org.id, "sandbox", { scopes: ["balances:read", "transfers:read"] });
    await inTab(browser, "dashboard-developers-read-only", async ({ page }) => {
      await signIn(page, server, readOnly.secret, org.name);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developers" }).click();
      await page.locator("[data-testid=no-webhooks]").waitFor({ timeout: 30_000 });
      await page.getByRole("heading", { name: "Events", exact: true }).waitFor({ timeout: 30_000 });
      await page.getByText("No events yet.").waitFor({ timeout: 30_000 });
      expect(await page.locator("[data-testid=webhooks]").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Create endpoint" }).count()).toBe(0);
      // A deep link to an endpoint's page says why, and asks the API nothing.
      await page.goto(`${server.baseUrl}/dashboard/developers/endpoints/we_01ABCDEFGHJKMNPQRSTVWXYZ00`, { waitUntil: "load" });
      await expect.poll(() => text(page, "main .note"), { timeout: 30_000 }).toContain("a session opened with a full-access key");
    });
  }, 120_000);
});
