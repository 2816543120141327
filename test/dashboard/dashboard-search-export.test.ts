// Search and CSV downloads in Chromium, at 1440×900 and at 390×844, in light and dark mode
// (test/support/dashboard-checks.ts: no page wider than the window, no console error, no request
// leaving 127.0.0.1, no axe-core violation): Transfers searched by the reference's start, an amount
// range typed in the currency's units and a status, all kept in the address; card transactions by
// card, type and status; each list downloaded as CSV (fetched with the session token, saved under
// the server's filename), whose rows are exactly the API's list for the same filters. A session
// whose token runs trusted documents only is told it cannot download.

import { readFileSync } from "node:fs";
import type { Download, Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer, type ApiClient } from "../support/fixtures.js";
import { describeInChromium, launchChromiumForFile, text } from "../support/browser.js";
import { inDashboardTab, openSignedIn, pageProblems, viewportNames } from "../support/dashboard-checks.js";
import { csvObjects } from "../support/csv.js";

const ids = (items: Array<{ id?: unknown }>) => items.map((item) => String(item.id));
const rows = (page: Page, selector: string, attribute: string) => page.locator(selector).evaluateAll((trs, name) => trs.map((tr) => tr.getAttribute(name)), attribute);
const address = (page: Page) => page.evaluate(() => location.pathname + location.search);

/** Clicks "Download CSV" and answers the file the browser saved: its name and its rows' ids. */
async function download(page: Page): Promise<{ name: string; ids: string[]; text: string }> {
  const [saved] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }) as Promise<Download>, page.getByRole("button", { name: "Download CSV" }).click()]);
  const body = readFileSync((await saved.path())!, "utf8");
  return { name: saved.suggestedFilename(), ids: csvObjects(body).rows.map((row) => row.id), text: body };
}

/** Transfers whose references and amounts tell the filters apart; the failed one is refused by the Sandbox's provider. */
async function seedTransfers(api: ApiClient) {
  const made: Record<string, string> = {};
  for (const [name, amount, currency, reference, account] of [
    ["small", 1_000, "USD", "INV-1", "0012340005"],
    ["middle", 2_500, "USD", "inv-2", "0012340005"],
    ["other", 5_000, "USD", "other-3", "0012340005"],
    ["top", 9_900, "USD", "Inv-4", "0012340005"],
    ["euro", 2_500, "EUR", "inv-5", "0012340005"],
    ["failed", 3_000, "USD", "inv-6", "0012340002"],
  ] as const) {
    const result = await api.post("/transfers", { ...bankTransfer(amount, { accountNumber: account, reference }), currency }, { idempotencyKey: idempotencyKey() });
    expect(result.status, JSON.stringify(result.body)).toBe(name === "failed" ? 502 : 201);
    made[name] = name === "failed" ? (await api.get("/transfers?status=failed")).body.data[0].id : result.body.id;
  }
  return made;
}

describeInChromium("test/dashboard/dashboard-search-export.test.ts", "search and CSV downloads in Chromium", "searches and downloads", () => {
  const launching = launchChromiumForFile("the dashboard search and export test");

  for (const viewport of viewportNames) {
    test(`at ${viewport} size: transfers searched by reference, amount and status (in the address), downloaded as the API lists them`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      const made = await seedTransfers(api);
      await inDashboardTab(browser, "dashboard-transfer-search", viewport, async (tab) => {
        const { page } = tab;
        const shown = () => rows(page, "table.transfers tr[data-transfer-id]", "data-transfer-id");
        await openSignedIn(page, server, sandboxKey.secret, "/transfers");
        await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("6 transfers");
        expect(await pageProblems(tab, "Transfers")).toEqual([]);

        // An amount needs a currency to be read in: said next to the currency, which takes focus.
        await page.getByLabel("Smallest amount").fill("20");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect.poll(() => text(page, "#filter-currency-error"), { timeout: 10_000 }).toBe("Choose a currency to search by amount: the amounts are in its units.");
        expect(await page.evaluate(() => document.activeElement?.id)).toBe("filter-currency");
        await page.getByLabel("Currency").selectOption("USD");
        await page.getByLabel("Largest amount").fill("99.001");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect.poll(() => text(page, "#filter-max-error"), { timeout: 10_000 }).toBe("Enter an amount such as 10.50, with at most 2 decimal places.");
        expect(await pageProblems(tab, "Transfers, a search's errors")).toEqual([]);
        expect(await address(page)).toBe("/dashboard/transfers");

        // USD, reference starting "inv" in any case, 20.00 to 99.00: the API's own answer.
        await page.getByLabel("Largest amount").fill("99");
        await page.getByLabel("Reference starts with").fill("inv");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect.poll(() => address(page), { timeout: 30_000 }).toBe("/dashboard/transfers?currency=USD&reference=inv&min=20&max=99");
        const listed = ids((await api.get("/transfers?currency=USD&reference_prefix=inv&amount_gte=2000&amount_lte=9900")).body.data);
        expect(listed).toEqual([made.failed, made.top, made.middle]);
        await expect.poll(shown, { timeout: 30_000 }).toEqual(listed);
        expect(await text(page, "#list-heading")).toBe("3 transfers");
        expect(await pageProblems(tab, "Transfers, searched")).toEqual([]);

        // Downloaded: the server's filename, exactly the API's rows.
        const file = await download(page);
        expect(file.name).toBe("transfers.csv");
        expect(file.ids).toEqual(listed);
        const exported = await api.get("/transfers/export?currency=USD&reference_prefix=inv&amount_gte=2000&amount_lte=9900");
        expect(file.text).toBe(exported.body);
        await expect.poll(() => text(page, ".export-outcome"), { timeout: 10_000 }).toBe("Saved transfers.csv: 3 transfers.");

        // Reload: the same search; a status narrows it, the address says so.
        await page.reload({ waitUntil: "load" });
        await expect.poll(shown, { timeout: 30_000 }).toEqual(listed);
        expect(await page.getByLabel("Reference starts with").inputValue()).toBe("inv");
        expect(await page.getByLabel("Smallest amount").inputValue()).toBe("20");
        await page.getByLabel("Status").selectOption("failed");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect.poll(() => address(page), { timeout: 30_000 }).toBe("/dashboard/transfers?status=failed&currency=USD&reference=inv&min=20&max=99");
        await expect.poll(shown, { timeout: 30_000 }).toEqual([made.failed]);
        expect((await download(page)).ids).toEqual(ids((await api.get("/transfers?status=failed&currency=USD&reference_prefix=inv&amount_gte=2000&amount_lte=9900")).body.data));

        // Dates cannot go into the file: the button says so rather than download more than shown.
        await page.getByLabel("Created from").fill("2020-01-01");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect.poll(() => page.getByRole("button", { name: "Download CSV" }).isDisabled(), { timeout: 30_000 }).toBe(true);
        expect(await text(page, "#export-why")).toContain("cannot be limited to dates");
        expect(await pageProblems(tab, "Transfers, searched by date")).toEqual([]);

        // Clear: everything again.
        await page.getByRole("button", { name: "Clear" }).click();
        await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("6 transfers");
        expect(await address(page)).toBe("/dashboard/transfers");
      });
    }, 240_000);
  }

  for (const viewport of viewportNames) {
    test(`at ${viewport} size: card transactions searched by card, type and status, downloaded as the API lists them`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      const issue = async () => {
        const card = await api.post(
          "/cards",
          { product: "net-400", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }, initial_load: 5_000 },
          { idempotencyKey: idempotencyKey() },
        );
        expect(card.status).toBe(201);
        return card.body as { id: string; last4: string };
      };
      const first = await issue();
      const second = await issue();
      for (const [card, amount] of [
        [first, 1_000],
        [first, 200_000],
        [second, 700],
        [second, 240_000],
      ] as const) {
        expect((await api.post(`/test/cards/${card.id}/authorizations`, { amount, merchant_name: "Corner Shop" })).status).toBe(201);
      }
      const exportIds = async (query: string) => csvObjects((await api.get(`/card_transactions/export?${query}`)).body as string).rows.map((row) => row.id);

      await inDashboardTab(browser, "dashboard-card-transaction-search", viewport, async (tab) => {
        const { page } = tab;
        const shown = () => rows(page, "[data-transaction-id]", "data-transaction-id");
        await openSignedIn(page, server, sandboxKey.secret, "/cards/transactions");
        const everything = await exportIds("");
        await expect.poll(shown, { timeout: 30_000 }).toEqual(everything);
        expect(await pageProblems(tab, "Card transactions")).toEqual([]);

        // The first card's declined purchases.
        await page.getByLabel("Card", { exact: true }).selectOption(first.id);
        await page.getByLabel("Type", { exact: true }).selectOption("authorization");
        await page.getByLabel("Status", { exact: true }).selectOption("declined");
        await page.getByRole("button", { name: "Search" }).click();
        await expect.poll(() => address(page), { timeout: 30_000 }).toBe(`/dashboard/cards/transactions?card=${first.id}&type=authorization&status=declined`);
        const declined = await exportIds(`card=${first.id}&type=authorization&status=declined`);
        expect(declined).toHaveLength(1);
        await expect.poll(shown, { timeout: 30_000 }).toEqual(declined);
        expect(await pageProblems(tab, "Card transactions, searched")).toEqual([]);
        const file = await download(page);
        expect(file.name).toBe("card_transactions.csv");
        expect(file.ids).toEqual(declined);

        // Every card's succeeded purchases, after a reload (the address keeps the search).
        await page.getByLabel("Card", { exact: true }).selectOption("");
        await page.getByLabel("Status", { exact: true }).selectOption("succeeded");
        await page.getByRole("button", { name: "Search" }).click();
        await page.reload({ waitUntil: "load" });
        const succeeded = await exportIds("type=authorization&status=succeeded");
        expect(succeeded).toHaveLength(2);
        await expect.poll(shown, { timeout: 30_000 }).toEqual(succeeded);
        expect((await download(page)).ids).toEqual(succeeded);
      });
    }, 240_000);
  }

  test("a session whose token runs trusted documents only is told it cannot download", async ({ server, api }) => {
    const browser = await launching;
    const minted = await api.post("/session_tokens", { scopes: ["balances:read", "transfers:read"], trusted_documents_only: true });
    expect(minted.status).toBe(201);
    const session = { token: minted.body.token, id: minted.body.id, expiresAt: Date.parse(minted.body.expires_at), lifetimeMs: 900_000 };
    await inDashboardTab(browser, "dashboard-export-trusted-only", "phone", async (tab) => {
      const { page } = tab;
      await page.addInitScript((stored) => sessionStorage.setItem("payments-dashboard:session", stored), JSON.stringify(session));
      await page.goto(`${server.baseUrl}/dashboard/transfers`, { waitUntil: "load", timeout: 60_000 });
      await expect.poll(() => text(page, "[data-testid=export-unavailable]"), { timeout: 30_000 }).toContain("This session cannot download files");
      expect(await page.getByRole("button", { name: "Download CSV" }).count()).toBe(0);
      expect(await pageProblems(tab, "Transfers with a trusted-only token")).toEqual([]);
    });
  }, 120_000);
});
