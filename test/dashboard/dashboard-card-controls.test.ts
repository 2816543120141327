// The Cards pages' spending controls, declines and copy buttons (dashboard/src/pages/Cards*.tsx) in
// Chromium, at 1440×900 and at 390×844 (test/support/dashboard-checks.ts): controls set on the issue
// form and shown on the card's page in words, a purchase over a limit declined "Over a spending
// control" with the card's balance unchanged (read over REST), the controls replaced by the editor,
// the other decline reasons in words, copy buttons that put the card id, number, CVV and expiry on
// the clipboard, card names on the list and the Overview; on every page: no horizontal overflow, no
// console error, no request leaving 127.0.0.1, and no axe violation in light and in dark mode.
// Skipped where /usr/bin/chromium is missing, except in CI (CI set), where it fails.
//
// DASHBOARD_SCREENSHOTS=1 writes docs/screenshots/card-{light,dark,phone}.png.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { oneCategoryListRule } from "../../src/domain/cards/spending-controls.js";
import { test, expect, changeSettings, idempotencyKey, type ApiClient } from "../support/fixtures.js";
import { receiversForFile } from "../support/webhook-receiver.js";
import { describeInChromium, launchChromiumForFile, text } from "../support/browser.js";
import { inDashboardTab, openSignedIn, pageProblems, viewportNames } from "../support/dashboard-checks.js";

const screenshots = process.env.DASHBOARD_SCREENSHOTS === "1" ? path.resolve(import.meta.dirname, "../../docs/screenshots") : undefined;

/** The page as it is, in light and dark at 1440 px, in light on a phone. */
async function screenshot(page: Page, viewport: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: path.join(screenshots, name), fullPage: true, animations: "disabled", caret: "hide" });
  if (viewport === "phone") return void (await shot("card-phone.png"));
  await shot("card-light.png");
  await page.emulateMedia({ colorScheme: "dark" });
  await shot("card-dark.png");
  await page.emulateMedia({ colorScheme: "light" });
}

const clipboard = { permissions: ["clipboard-read", "clipboard-write"] };

/** What the clipboard holds once the copy button's click has landed there. */
async function copied(page: Page, button: ReturnType<Page["locator"]>, expected: string) {
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 10_000 }).toBe(expected);
}

/** Text as read: Intl puts a no-break space between the currency and the amount. */
const plain = (value: string | null) => (value ?? "").replace(/\s+/g, " ");

const balanceOf = async (api: ApiClient, cardId: string) => (await api.get(`/cards/${cardId}`)).body.balance as number;

/** The card page's spending controls, one line each. */
const controlsShown = async (page: Page) =>
  (await page.locator("[data-testid=spending-controls]").evaluate((element) => (element.tagName === "UL" ? [...element.querySelectorAll("li")].map((li) => li.textContent) : [element.textContent]))).map(plain);

describeInChromium("test/dashboard/dashboard-card-controls.test.ts", "the dashboard's card controls, declines and copy buttons in Chromium", "sets spending controls", () => {
  const launching = launchChromiumForFile("the dashboard card controls test");
  const startReceiver = receiversForFile();

  for (const viewport of viewportNames) {
    test(`${viewport}: controls set at issue and shown in words, a purchase over a limit declined with its reason, the controls replaced, copy buttons`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      // The API's refusal of both lists and the form's hint say it in the same words.
      const refused = await api.post("/cards", { product: "net-400", cardholder: { first_name: "A", last_name: "B", email: "a@example.com" }, spending_controls: { spending_limits: [], allowed_categories: ["fuel"], blocked_categories: ["atm"] } }, { idempotencyKey: idempotencyKey() });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(`spending_controls.blocked_categories must not be sent with allowed categories: ${oneCategoryListRule}.`);

      await inDashboardTab(
        browser,
        "dashboard-card-controls",
        viewport,
        async (tab) => {
          const { page } = tab;
          await openSignedIn(page, server, sandboxKey.secret, "/cards/new");

          // 1. The issue form: net-400 with USD 50.00, two limits and a blocked category.
          await page.locator("[data-product='net-400'] input").check({ timeout: 30_000 });
          expect(await text(page, "[data-product='net-400'] .product-name")).toBe("Visa Everyday");
          await page.getByLabel("First name").fill("Ada");
          await page.getByLabel("Last name").fill("Lovelace");
          await page.getByLabel("Email").fill("ada@example.com");
          await page.getByLabel("Initial load (USD)").fill("50.00");
          expect(await text(page, "#issue-mode-hint")).toBe("A card either allows only some merchant categories or blocks some.");
          await page.getByRole("button", { name: "Add a limit" }).click();
          await page.locator("#issue-limit-0-amount").fill("20");
          await page.locator("#issue-limit-0-interval").selectOption("daily");
          await page.locator("[data-limit='0']").getByLabel("Restaurants, bars and fast food").check();
          await page.getByRole("button", { name: "Add a limit" }).click();
          await page.locator("#issue-limit-1-amount").fill("30.00");
          await page.locator("#issue-limit-1-interval").selectOption("per_authorization");
          // "Only the categories chosen" with none chosen is what the API refuses: said before sending.
          await page.getByLabel("Only the categories chosen").check();
          await page.getByRole("button", { name: "Issue card" }).click();
          await page.locator("[data-error-for=issue-categories]").waitFor({ timeout: 10_000 });
          expect(await text(page, "[data-error-for=issue-categories]")).toBe("Choose at least one merchant category to allow, or Any category.");
          await page.getByLabel("Any category but those chosen").check();
          expect(await page.locator("[data-error-for=issue-categories]").count()).toBe(0);
          await page.locator("[data-field=issue-categories]").getByLabel("Gambling, lotteries and betting").check();
          expect(await pageProblems(tab, "Issue a card")).toEqual([]);
          await page.getByRole("button", { name: "Issue card" }).click();
          await page.waitForURL(/\/dashboard\/cards\/card_[0-9A-Za-z]+$/, { timeout: 30_000 });
          const cardId = new URL(page.url()).pathname.split("/").pop()!;
          const issued = (await api.get(`/cards/${cardId}`)).body;
          expect(issued).toMatchObject({ product: "net-400", status: "active", balance: 5000 });
          expect(issued.spending_controls).toEqual({
            spending_limits: [
              { amount: 2000, interval: "daily", categories: ["restaurants"] },
              { amount: 3000, interval: "per_authorization", categories: null },
            ],
            allowed_categories: null,
            blocked_categories: ["gambling"],
          });

          // 2. The card's page: its name, and its controls in words.
          await expect.poll(() => text(page, "h1"), { timeout: 30_000 }).toBe(`Card Visa ••${issued.last4}`);
          await expect.poll(() => controlsShown(page), { timeout: 30_000 }).toEqual([
            "USD 20.00 per day on restaurants, bars and fast food",
            "USD 30.00 per purchase",
            "Blocked: Gambling, lotteries and betting",
          ]);

          // 3. A purchase of USD 25.00 at a restaurant passes the daily restaurant limit: declined
          //    "Over a spending control", nothing moved (the balance over REST is unchanged).
          await page.locator("#simulate-amount").fill("25.00");
          await page.locator("#simulate-merchantName").fill("Chez Ada");
          await page.locator("#simulate-merchantCategory").selectOption("restaurants");
          await page.getByRole("button", { name: "Simulate purchase" }).click();
          const declined = page.locator("tr[data-type=authorization][data-status=declined]");
          await declined.waitFor({ timeout: 30_000 });
          expect(await declined.getAttribute("data-decline-reason")).toBe("spending_controls");
          expect(await declined.locator(".decline-reason").textContent()).toBe("Over a spending control");
          await expect.poll(async () => plain(await declined.textContent()), { timeout: 30_000 }).toMatch(/Purchase.*Declined.*Over a spending control.*USD 25\.00.*Chez Ada.*Restaurants, bars and fast food/s);
          expect(await text(page, "[data-notice=error]")).toContain("Declined: Over a spending control. Nothing moved.");
          expect(await balanceOf(api, cardId)).toBe(5000);
          expect(await text(page, "[data-testid=card-balance]")).toMatch(/(^|\s)50\.00$/);
          // Top-ups in, fees out: signed.
          expect(plain(await page.locator("tr[data-type=topup] .money").first().textContent())).toBe("+USD 50.00");
          expect(plain(await page.locator("tr[data-type=fee] .money").first().textContent())).toMatch(/^\u2212USD \d+\.\d\d$/);

          // 4. The card id, and the revealed number, CVV and expiry, copied.
          await copied(page, page.getByRole("button", { name: "Copy card id" }), cardId);
          await page.getByRole("button", { name: "Reveal details" }).click();
          const number = ((await page.locator("[data-testid=card-number]").textContent({ timeout: 30_000 })) ?? "").replace(/\s/g, "");
          expect(number).toMatch(/^4\d{15}$/);
          await copied(page, page.getByRole("button", { name: "Copy card number" }), number);
          const cvv = (await text(page, "[data-testid=card-cvv]")) ?? "";
          await copied(page, page.getByRole("button", { name: "Copy CVV" }), cvv);
          await copied(page, page.getByRole("button", { name: "Copy expiry date" }), `${issued.expiry_month}/${issued.expiry_year}`);
          expect(await pageProblems(tab, "Card page with its details")).toEqual([]);
          await page.getByRole("button", { name: "Hide details" }).click();
          expect(await page.evaluate((digits) => document.documentElement.outerHTML.includes(digits), number)).toBe(false);

          // 5. Replaced: no limit, fuel only. The page says so; the API holds it.
          await page.getByRole("button", { name: "Change controls" }).click();
          expect(await page.locator("#controls-limit-0-amount").inputValue()).toBe("20.00");
          await page.getByRole("button", { name: "Remove limit 2" }).click();
          await page.getByRole("button", { name: "Remove limit 1" }).click();
          await page.getByLabel("Only the categories chosen").check();
          await page.locator("[data-field=controls-categories]").getByLabel("Gambling, lotteries and betting").uncheck();
          await page.locator("[data-field=controls-categories]").getByLabel("Fuel and service stations").check();
          expect(await pageProblems(tab, "Spending controls editor")).toEqual([]);
          await page.getByRole("button", { name: "Save controls" }).click();
          await expect.poll(() => controlsShown(page), { timeout: 30_000 }).toEqual(["Allowed only: Fuel and service stations"]);
          expect((await api.get(`/cards/${cardId}`)).body.spending_controls).toEqual({ spending_limits: [], allowed_categories: ["fuel"], blocked_categories: null });
          expect(await page.getByRole("button", { name: "Change controls" }).count()).toBe(1);

          // 6. A purchase at a fuel station is approved now; one anywhere else is declined.
          await page.locator("#simulate-amount").fill("10.00");
          await page.locator("#simulate-merchantCategory").selectOption("fuel");
          await page.getByRole("button", { name: "Simulate purchase" }).click();
          await page.locator("tr[data-type=authorization][data-status=succeeded]").waitFor({ timeout: 30_000 });
          expect(plain(await page.locator("tr[data-type=authorization][data-status=succeeded] .money").textContent())).toBe("\u2212USD 10.00");
          await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)40\.00$/);
          expect(await balanceOf(api, cardId)).toBe(4000);
          expect(await pageProblems(tab, "Card page")).toEqual([]);
          await screenshot(page, viewport);

          // 7. The other reasons in words: more than the balance, then a frozen card.
          expect((await api.post(`/test/cards/${cardId}/authorizations`, { amount: 4001, merchant_category: "fuel" })).body.decline_reason).toBe("insufficient_funds");
          expect((await api.post(`/cards/${cardId}/freeze`)).status).toBe(200);
          expect((await api.post(`/test/cards/${cardId}/authorizations`, { amount: 1, merchant_category: "fuel" })).body.decline_reason).toBe("card_inactive");
          await expect.poll(() => page.locator("tr[data-decline-reason=card_inactive] .decline-reason").textContent({ timeout: 30_000 }), { timeout: 30_000 }).toBe("Card not active");
          expect(await page.locator("tr[data-decline-reason=insufficient_funds] .decline-reason").textContent()).toBe("Not enough money on the card");
          expect(await balanceOf(api, cardId)).toBe(4000);

          // 8. The Sandbox's test funds are a link away; the list names the card and its product;
          //    the Overview's latest transactions name the card.
          await page.getByRole("link", { name: "Add test funds on the Overview" }).click();
          await page.getByRole("button", { name: "Add test funds" }).waitFor({ timeout: 30_000 });
          await page.goto(`${server.baseUrl}/dashboard/cards`, { waitUntil: "load" });
          const row = page.locator(`tr[data-card-id="${cardId}"]`);
          await row.waitFor({ timeout: 30_000 });
          expect(plain(await row.textContent())).toMatch(new RegExp(`Visa ••${issued.last4}.*Ada Lovelace.*Visa Everyday.*Frozen.*USD 40\\.00`, "s"));
          expect(await pageProblems(tab, "Cards")).toEqual([]);
          await page.goto(`${server.baseUrl}/dashboard/`, { waitUntil: "load" });
          const latest = page.locator(`tr[data-card-id="${cardId}"] a`).first();
          await expect.poll(() => latest.textContent({ timeout: 30_000 }), { timeout: 30_000 }).toBe(`Visa ••${issued.last4}`);
        },
        clipboard,
      );
    }, 240_000);
  }
  for (const viewport of viewportNames) {
    test(`${viewport}: a purchase waiting for your endpoint shows as pending; your endpoint's decline and its silence in words`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      // The first request hangs until released (with no decision: authorization_timeout); the second is declined.
      const receiver = await startReceiver((index) => (index === 0 ? "hang" : { status: 200, body: '{"approved": false}' }));
      const endpoint = await api.post("/webhook_endpoints", { url: receiver.url, events: ["card_authorization.request"] });
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
      const card = await api.post("/cards", { product: "net-400", cardholder: { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" }, initial_load: 5000 }, { idempotencyKey: idempotencyKey() });
      expect(card.status).toBe(201);
      const cardId = card.body.id as string;
      const restore = changeSettings(server, { cardAuthorizationTimeoutMs: 20_000 });
      try {
        await inDashboardTab(browser, "dashboard-card-declines", viewport, async (tab) => {
          const { page } = tab;
          await openSignedIn(page, server, sandboxKey.secret, `/cards/${cardId}`);
          await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)50\.00$/);
          const waiting = api.post(`/test/cards/${cardId}/authorizations`, { amount: 1200, merchant_name: "Slow Shop", merchant_category: "digital_goods" });
          await receiver.waitFor((requests) => requests.length === 1, 30_000);
          // Held while the endpoint thinks: the page read now shows it pending, its amount off the balance.
          await page.reload({ waitUntil: "load" });
          const pending = page.locator("tr[data-type=authorization][data-status=pending]");
          await pending.waitFor({ timeout: 30_000 });
          await expect.poll(async () => plain(await pending.textContent()), { timeout: 30_000 }).toMatch(/Purchase.*Pending.*USD 12\.00.*Slow Shop.*Digital goods: media, games and applications/s);
          expect(await pending.locator(".decline-reason").count()).toBe(0);
          expect(await balanceOf(api, cardId)).toBe(3800);
          receiver.release(0, 200);
          expect((await waiting).body).toMatchObject({ status: "declined", decline_reason: "authorization_timeout" });
          const timedOut = page.locator("tr[data-decline-reason=authorization_timeout] .decline-reason");
          await expect.poll(() => timedOut.textContent({ timeout: 30_000 }), { timeout: 30_000 }).toBe("Your endpoint did not answer in time");

          // The endpoint declines the next one: so the form's notice and the list say.
          await page.locator("#simulate-amount").fill("3.00");
          await page.getByRole("button", { name: "Simulate purchase" }).click();
          const declined = page.locator("tr[data-decline-reason=authorization_declined] .decline-reason");
          await expect.poll(() => declined.textContent({ timeout: 30_000 }), { timeout: 30_000 }).toBe("Declined by your endpoint");
          expect(await text(page, "[data-notice=error]")).toContain("Declined: Declined by your endpoint. Nothing moved.");
          await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)50\.00$/);
          expect(await balanceOf(api, cardId)).toBe(5000);
          expect(await pageProblems(tab, "Card page with declines")).toEqual([]);
        });
      } finally {
        restore();
      }
    }, 180_000);
  }
});
