// The Transfers pages and the send form in Chromium, at 1440×900 and at 390×844, in light and
// dark mode (test/support/dashboard-checks.ts: no overflow, no console error, no request leaving
// 127.0.0.1, no axe violation). Sending goes through a review that shows the wallet's available
// balance before any money moves; the country is picked by name (or typed as a code the list
// lacks, which the API takes); a transfer's page shows its metadata as a key/value list and copies
// its id.
import type { Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer } from "../support/fixtures.js";
import { describeInChromium, launchChromiumForFile, text } from "../support/browser.js";
import { inDashboardTab, openSignedIn, pageProblems, viewportNames } from "../support/dashboard-checks.js";

/** Opens a page from the main navigation, through the Menu button on a phone. */
async function navigateTo(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
}

describeInChromium("test/dashboard/dashboard-transfers.test.ts", "the dashboard's Transfers pages in Chromium", "sends a transfer", () => {
  const launching = launchChromiumForFile("the dashboard transfers test");

  for (const viewport of viewportNames) {
    test(`send a mobile money transfer through its review, then its page and the list (${viewport})`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      const earlier = await api.post("/transfers", bankTransfer(2_500, { reference: "rent-march", metadata: { order_id: "6735", channel: "web" } }), { idempotencyKey: idempotencyKey() });
      expect(earlier.status).toBe(201);
      await inDashboardTab(
        browser,
        "dashboard-send",
        viewport,
        async (tab) => {
          const { page } = tab;
          await openSignedIn(page, server, sandboxKey.secret);
          await expect.poll(() => text(page, "[data-testid=available-NGN]"), { timeout: 30_000 }).toMatch(/NGN\s100,000\.00/);
          await navigateTo(page, "Send transfer");

          // The form: the wallet's balance beside the currency; the country by name.
          await page.getByLabel("Currency").selectOption("NGN");
          await expect.poll(() => text(page, "[data-testid=send-available]"), { timeout: 30_000 }).toMatch(/NGN\s100,000\.00/);
          await page.getByLabel("Amount", { exact: true }).fill("1,500.50");
          await page.getByLabel("Destination type").selectOption("mobile_money");
          await page.getByLabel("Phone number").fill("+2348012345678");
          await page.getByLabel("Network").fill("MTN");
          await page.getByLabel("Account holder's name").fill("Ada Obi");
          expect(await page.locator("#send-country optgroup").first().getAttribute("label")).toBe("Where NGN is used");
          expect(await page.locator("#send-country option[value=NG]").first().textContent()).toBe("Nigeria (NG)");
          await page.getByLabel("Country").selectOption("NG");
          await page.getByLabel("Reference").fill("payout-9");
          expect(await pageProblems(tab, "Send transfer, filled")).toEqual([]);

          // The review: nothing sent yet; the amount, the balance now and after.
          await page.getByRole("button", { name: "Review transfer" }).click();
          await page.locator("[data-step=review]").waitFor({ timeout: 30_000 });
          expect(await page.evaluate(() => document.activeElement?.id)).toBe("review-heading");
          expect(await text(page, "[data-testid=review-amount]")).toMatch(/^NGN\s1,500\.50$/);
          expect(await text(page, "[data-testid=review-available]")).toMatch(/^NGN\s100,000\.00$/);
          expect(await text(page, "[data-testid=review-after]")).toMatch(/^NGN\s98,499\.50$/);
          expect(await text(page, ".review")).toContain("Nigeria (NG)");
          expect((await api.get("/transfers?currency=NGN")).body.data).toEqual([]);
          expect(await pageProblems(tab, "Send transfer, review")).toEqual([]);

          // Edit keeps every detail; send from the review.
          await page.getByRole("button", { name: "Edit" }).click();
          expect(await page.getByLabel("Phone number").inputValue()).toBe("+2348012345678");
          await page.getByRole("button", { name: "Review transfer" }).click();
          await page.getByRole("button", { name: "Send transfer" }).click();
          await page.waitForURL(/\/dashboard\/transfers\/tr_[0-9A-Za-z]+$/, { timeout: 30_000 });
          const id = new URL(page.url()).pathname.split("/").pop()!;
          const made = await api.get(`/transfers/${id}`);
          expect(made.body).toMatchObject({ amount: 150_050, currency: "NGN", reference: "payout-9", destination: { type: "mobile_money", network: "MTN", country: "NG", last4: "5678" } });
          await page.locator(".detail-status [data-status=succeeded]").waitFor({ timeout: 30_000 });
          expect(await text(page, "#summary-heading")).toMatch(/^Ada Obi: −NGN\s1,500\.50$/);
          expect(await pageProblems(tab, "Transfer page")).toEqual([]);

          // An earlier transfer's page: metadata as keys and values; its id copied.
          await page.goto(`${server.baseUrl}/dashboard/transfers/${earlier.body.id}`, { waitUntil: "load" });
          await page.locator(".key-values").waitFor({ timeout: 30_000 });
          const pairs = await page.locator(".key-value").evaluateAll((items) => items.map((p) => `${p.querySelector("dt")?.textContent}=${p.querySelector("dd")?.textContent}`));
          expect(pairs.sort()).toEqual(["channel=web", "order_id=6735"]);
          expect(await page.locator("main").textContent()).not.toContain('{"order_id"');
          await page.getByRole("button", { name: "Copy transfer id" }).click();
          // The button says so (its name turns to "Copied transfer id" for a moment).
          await page.getByRole("button", { name: "Copied transfer id" }).waitFor({ timeout: 10_000 });
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(earlier.body.id);
          await expect.poll(() => text(page, "[role=status]:has-text('Copied the transfer id')"), { timeout: 10_000 }).toBe("Copied the transfer id");
          expect(await pageProblems(tab, "Transfer page with metadata")).toEqual([]);

          // The list: both, signed, as cards on a phone.
          await navigateTo(page, "Transfers");
          await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("2 transfers");
          expect(await text(page, `tr[data-transfer-id="${id}"] .money`)).toMatch(/^−NGN\s1,500\.50$/);
          const display = await page.locator(`tr[data-transfer-id="${id}"]`).evaluate((row) => getComputedStyle(row).display);
          expect(display).toBe(viewport === "phone" ? "block" : "table-row");
          expect(await pageProblems(tab, "Transfers")).toEqual([]);
        },
        { permissions: ["clipboard-read", "clipboard-write"] },
      );
    }, 120_000);
  }

  test("a country code the list lacks is typed, as the API takes it; the review shows it", async ({ server, sandboxKey }) => {
    const browser = await launching;
    await inDashboardTab(browser, "dashboard-send-other-country", "phone", async (tab) => {
      const { page } = tab;
      await openSignedIn(page, server, sandboxKey.secret, "/transfers/new");
      await page.getByLabel("Amount", { exact: true }).fill("10");
      await page.getByLabel("Account number").fill("0012345678");
      await page.getByLabel("Bank code").fill("GSBANK01");
      await page.getByLabel("Account holder's name").fill("Ada Lovelace");
      await page.getByLabel("Country").selectOption("other");
      await page.getByLabel("Country", { exact: true }).fill("xk");
      expect(await page.getByLabel("Country", { exact: true }).inputValue()).toBe("XK");
      expect(await pageProblems(tab, "Send transfer, typed country")).toEqual([]);
      await page.getByRole("button", { name: "Review transfer" }).click();
      await page.locator("[data-step=review]").waitFor({ timeout: 30_000 });
      expect(await text(page, ".review")).toMatch(/\(XK\)|XK/);
      await page.getByRole("button", { name: "Send transfer" }).click();
      await page.waitForURL(/\/dashboard\/transfers\/tr_[0-9A-Za-z]+$/, { timeout: 30_000 });
    });
  }, 120_000);
});
