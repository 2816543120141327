// A webhook endpoint's management and the events' pages in Chromium, at 1440×900 and at 390×844,
// in light and dark mode (test/support/dashboard-checks.ts: no page wider than the window, no
// console error, no request leaving 127.0.0.1, no axe-core violation), against the test server
// and a webhook receiver on 127.0.0.1 (contacted by the server, never by the browser): a
// delivery's request body and its attempt's response; the endpoint edited, its sending turned off
// (no delivery queued meanwhile) and on, its signing secret rolled (the new one shown once, both
// signing the next attempt); the events paged 20 at a time, narrowed by type, each with its payload.
// Every effect is checked through the API.
//
// DASHBOARD_SCREENSHOTS=1 writes docs/screenshots/webhook-endpoint-phone.png (the README shows it).
import { afterAll, beforeAll } from "vitest";
import type { Page } from "playwright-core";
import { graphql } from "../graphql/index.js";
import { test, expect, idempotencyKey, bankTransfer, changeSettings, type ApiClient } from "../support/fixtures.js";
import { testServer } from "../support/server.js";
import { describeInChromium, launchChromiumForFile, text } from "../support/browser.js";
import { inDashboardTab, openSignedIn, pageProblems, viewportNames } from "../support/dashboard-checks.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";
import { verifyWebhookSignature } from "../../src/webhooks.js";
import { saveScreenshot } from "../support/dashboard-screenshots.js";

const hour = 3_600_000;
const receiverAnswer = JSON.stringify({ received: true, note: "thanks" });

const DeliveriesQuery = graphql(`
  query ManagementDeliveries($id: ID!) {
    webhookEndpoint(id: $id) {
      deliveries(first: 100) {
        edges {
          node {
            eventId
          }
        }
      }
    }
  }
`);

/** The events an endpoint's deliveries carry, as the API lists them. */
async function deliveredEvents(api: ApiClient, id: string): Promise<string[]> {
  const result = await api.graphql(DeliveriesQuery, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.webhookEndpoint!.deliveries.edges.map((e) => e.node.eventId);
}

/** The event types of the deliveries shown, top to bottom. */
const deliveryTypes = (page: Page) => page.locator("li.delivery").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-type")));

describeInChromium("test/dashboard/dashboard-webhook-management.test.ts", "webhook endpoint management and events in Chromium", "manages an endpoint", () => {
  const launching = launchChromiumForFile("the dashboard webhook management test");
  let receiver: WebhookReceiver | undefined;
  let restoreSettings = () => {};

  beforeAll(async () => {
    restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: 50 });
    receiver = await WebhookReceiver.start(() => ({ status: 200, body: receiverAnswer }));
  });

  afterAll(async () => {
    restoreSettings();
    await receiver?.close();
  });

  for (const viewport of viewportNames) {
    test(`at ${viewport} size: a delivery's request and response; edit, turn sending off and on, roll the secret`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      const hook = receiver!;
      const created = await api.post("/webhook_endpoints", { url: hook.url, events: ["transfer.created"], description: "first" });
      expect(created.status).toBe(201);
      const endpointId: string = created.body.id;
      const firstSecret: string = created.body.secret;
      const transfer = await api.post("/transfers", bankTransfer(100, { reference: "to-the-hook" }), { idempotencyKey: idempotencyKey() });
      expect(transfer.status).toBe(201);

      await inDashboardTab(browser, "dashboard-webhook-management", viewport, async (tab) => {
        const { page } = tab;
        await openSignedIn(page, server, sandboxKey.secret, `/developers/endpoints/${endpointId}`);
        const delivery = page.locator("li.delivery[data-event-type='transfer.created']");
        await delivery.locator("tr[data-attempt='1'][data-response-status='200']").waitFor({ timeout: 30_000 });
        expect(await pageProblems(tab, "An endpoint")).toEqual([]);

        // 1. The delivery's request body (pretty-printed) and its attempt's response.
        const sent = hook.requests.find((r) => {
          const event = JSON.parse(r.rawBody.toString("utf8"));
          return event.type === "transfer.created" && event.data.object.id === transfer.body.id;
        })!;
        await delivery.getByText("Request and response").click();
        const detail = delivery.locator(".delivery-detail");
        await detail.locator("[data-testid=request-body]").waitFor({ timeout: 30_000 });
        expect(await detail.locator("[data-testid=request-body]").textContent()).toBe(JSON.stringify(JSON.parse(sent.rawBody.toString("utf8")), null, 2));
        expect(JSON.parse((await detail.locator("[data-testid=request-body]").textContent())!).data.object.id).toBe(transfer.body.id);
        expect(await detail.locator(".attempt-response[data-attempt='1'] h4").textContent()).toBe("Attempt 1: the endpoint answered HTTP 200");
        expect(await detail.locator("[data-testid=response-body]").textContent()).toBe(JSON.stringify(JSON.parse(receiverAnswer), null, 2));
        expect(await pageProblems(tab, "An endpoint, a delivery's request and response")).toEqual([]);
        if (viewport === "phone") await saveScreenshot(page, "webhook-endpoint-phone");

        // 2. Edit: another URL (a query string), one more event type, a new description.
        await page.getByRole("button", { name: "Edit", exact: true }).click();
        const form = page.locator("[data-testid=edit-endpoint]");
        expect(await form.getByLabel("URL").inputValue()).toBe(hook.url);
        expect(await form.locator("#edit-endpoint-type-transfer_created").isChecked()).toBe(true);
        await form.getByLabel("URL").fill(`${hook.url}?from=dashboard`);
        await form.locator("#edit-endpoint-type-transfer_succeeded").check();
        await form.getByLabel("Description (optional)").fill("edited in the dashboard");
        expect(await pageProblems(tab, "An endpoint, editing")).toEqual([]);
        await form.getByRole("button", { name: "Save changes" }).click();
        await expect.poll(() => text(page, "[data-notice]"), { timeout: 30_000 }).toContain("Endpoint saved");
        await expect.poll(() => text(page, "[data-testid=endpoint-description]"), { timeout: 30_000 }).toBe("edited in the dashboard");
        const edited = await api.get(`/webhook_endpoints/${endpointId}`);
        expect(edited.body).toMatchObject({ url: `${hook.url}?from=dashboard`, events: ["transfer.created", "transfer.succeeded"], description: "edited in the dashboard", disabled: false });
        // A URL the API refuses: its words next to the field.
        await page.getByRole("button", { name: "Edit", exact: true }).click();
        await form.getByLabel("URL").fill("ftp://example.com/hooks");
        await form.getByRole("button", { name: "Save changes" }).click();
        await expect.poll(() => text(page, "#edit-endpoint-url-error"), { timeout: 30_000 }).toBeTruthy();
        const refusedUrl = await api.post(`/webhook_endpoints/${endpointId}`, { url: "ftp://example.com/hooks" });
        expect(await text(page, "#edit-endpoint-url-error")).toBe(refusedUrl.body.error.message);
        await form.getByRole("button", { name: "Cancel" }).click();

        // 3. Sending off: no delivery queued for a new transfer; on again.
        await page.getByRole("button", { name: "Turn sending off" }).click();
        await expect.poll(() => text(page, "[data-testid=endpoint-state]"), { timeout: 30_000 }).toBe("Sending off");
        expect((await api.get(`/webhook_endpoints/${endpointId}`)).body.disabled).toBe(true);
        expect(await pageProblems(tab, "An endpoint, sending off")).toEqual([]);
        const quiet = await api.post("/transfers", bankTransfer(101, { reference: "while-off" }), { idempotencyKey: idempotencyKey() });
        expect(quiet.status).toBe(201);
        await page.getByRole("button", { name: "Turn sending on" }).click();
        await expect.poll(() => text(page, "[data-testid=endpoint-state]"), { timeout: 30_000 }).toBe("Sending on");
        expect((await api.get(`/webhook_endpoints/${endpointId}`)).body.disabled).toBe(false);
        const quietEvents = (await api.get("/events?type=transfer.created")).body.data.filter((e: { data: { object: { id: string } } }) => e.data.object.id === quiet.body.id);
        expect(quietEvents).toHaveLength(1);
        expect(await deliveredEvents(api, endpointId)).not.toContain(quietEvents[0].id);

        // 4. Roll the secret, the old one signing beside it for an hour: shown once; both sign.
        await page.getByRole("button", { name: "Roll secret" }).click();
        const hours = page.getByLabel("Hours the old secret keeps working");
        expect(await hours.inputValue()).toBe("24");
        await hours.fill("1");
        const rolledAt = Date.now();
        await page.getByRole("button", { name: "Roll the secret" }).click();
        await page.locator("[data-testid=secret-panel]").waitFor({ timeout: 30_000 });
        const newSecret = (await text(page, "[data-testid=webhook-secret]"))!.trim();
        expect(newSecret).toMatch(/^whsec_\S+$/);
        expect(newSecret).not.toBe(firstSecret);
        expect(await text(page, "[data-testid=secret-panel]")).toContain("The old secret signs beside it for 1 more hour.");
        expect(await pageProblems(tab, "An endpoint, its new secret")).toEqual([]);
        const rolled = await api.get(`/webhook_endpoints/${endpointId}`);
        expect(Math.abs(Date.parse(rolled.body.previous_secret_expires_at) - (rolledAt + hour))).toBeLessThan(60_000);
        await page.getByRole("button", { name: "I have saved it: hide the secret" }).click();
        await page.locator("[data-testid=secret-panel]").waitFor({ state: "detached", timeout: 10_000 });
        expect(await page.content()).not.toContain(newSecret);
        await expect.poll(() => text(page, "main .facts"), { timeout: 30_000 }).toContain("Signs beside the current one until");

        const received = hook.requests.length;
        await page.getByRole("button", { name: "Send test event" }).click();
        await hook.waitFor((requests) => requests.slice(received).some((r) => JSON.parse(r.rawBody.toString("utf8")).type === "webhook_endpoint.test"), 30_000);
        const signed = hook.requests.slice(received).find((r) => JSON.parse(r.rawBody.toString("utf8")).type === "webhook_endpoint.test")!;
        const header = signed.headers["service-signature"] as string;
        expect(verifyWebhookSignature(signed.rawBody, header, newSecret)).toBe(true);
        expect(verifyWebhookSignature(signed.rawBody, header, firstSecret)).toBe(true);
        await expect.poll(() => deliveryTypes(page), { timeout: 30_000 }).toContain("webhook_endpoint.test");
      });
    }, 240_000);
  }

  for (const viewport of viewportNames) {
    test(`at ${viewport} size: the events, 20 a page (Older, Newer), narrowed by type, each with its payload`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      for (let i = 0; i < 22; i++) {
        expect((await api.post("/transfers", bankTransfer(100 + i, { accountNumber: "0012340005", reference: `event-${i}` }), { idempotencyKey: idempotencyKey() })).status).toBe(201);
      }
      const created = (await api.get("/events?type=transfer.created&limit=100")).body.data as Array<{ id: string; data: { object: unknown } }>;
      expect(created).toHaveLength(22);
      const shown = (page: Page) => page.locator("table.events tr[data-event-id]").evaluateAll((rows) => rows.map((tr) => tr.getAttribute("data-event-id")));

      await inDashboardTab(browser, "dashboard-events", viewport, async (tab) => {
        const { page } = tab;
        await openSignedIn(page, server, sandboxKey.secret, "/developers");
        await page.locator("table.events tr[data-event-id]").first().waitFor({ timeout: 30_000 });
        await page.getByText("Filter by type").click();
        await page.locator("#feed-type-transfer_created").check();
        await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(created.slice(0, 20).map((e) => e.id));
        const pager = page.getByRole("navigation", { name: "Pages of events" });
        expect(await pager.getByRole("button", { name: "Newer" }).isDisabled()).toBe(true);

        // The newest event's payload: data.object as the API has it, pretty-printed, folded until asked.
        const first = page.locator(`tr[data-event-id="${created[0].id}"]`);
        expect(await first.locator("[data-testid=event-payload]").isVisible()).toBe(false);
        await first.getByText("Show payload").click();
        await first.locator("[data-testid=event-payload]").waitFor({ timeout: 10_000 });
        expect(await first.locator("[data-testid=event-payload]").textContent()).toBe(JSON.stringify(created[0].data.object, null, 2));
        expect(await pageProblems(tab, "Developers, an event's payload")).toEqual([]);

        await pager.getByRole("button", { name: "Older" }).click();
        await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(created.slice(20).map((e) => e.id));
        expect(await pager.getByRole("button", { name: "Older" }).isDisabled()).toBe(true);
        await pager.getByRole("button", { name: "Newer" }).click();
        await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual(created.slice(0, 20).map((e) => e.id));

        // Another type: the first page of its events only.
        await page.locator("#feed-type-transfer_created").uncheck();
        await page.locator("#feed-type-balance_updated").check();
        await expect.poll(() => page.locator("table.events tr[data-event-type]:not([data-event-type='balance.updated'])").count(), { timeout: 30_000 }).toBe(0);
        expect(await page.locator("table.events tr[data-event-type='balance.updated']").count()).toBe(20);
        expect(await pageProblems(tab, "Developers, events by type")).toEqual([]);
      });
    }, 240_000);
  }
});
