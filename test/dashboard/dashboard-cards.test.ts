// The dashboard's Cards pages (dashboard/src/pages/Cards*.tsx) in a real browser, with the same
// harness as dashboard-browser.test.ts beside it: Debian's Chromium driven by playwright-core, launched
// once for the file, every request kept on 127.0.0.1, no console error allowed. Signs in from the
// URL fragment with a fresh Sandbox key (every scope), issues a card from the form (net-400 with
// an initial load, the total shown before confirming), sees its balance, funds it, freezes and
// unfreezes it (the buttons follow the state rules), simulates a purchase and sees it among the
// transactions, reveals the number and checks it is gone from the DOM once the panel closes,
// withdraws and terminates it after a confirmation; a card issued over REST appears live; a key
// without cards:sensitive is offered no Reveal button, a key without cards:write no form or
// action. axe-core finds no serious or critical violation on the list, the form and the card page.
// Skipped where /usr/bin/chromium is missing, except in CI (CI set), where it fails.
//
// DASHBOARD_SCREENSHOTS=1 writes dashboard/screenshots/cards.png (the README shows it).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test, expect, idempotencyKey, newKey } from "../support/fixtures.js";
import { accessibilityProblems, describeInChromium, inTab, launchChromiumForFile, text, waitForLive, openWithSignInLink } from "../support/browser.js";
import { dashboardDocumentId } from "../support/dashboard-documents.js";

const screenshots = process.env.DASHBOARD_SCREENSHOTS === "1" ? path.resolve(import.meta.dirname, "../../dashboard/screenshots") : undefined;

describeInChromium("test/dashboard/dashboard-cards.test.ts", "the dashboard's Cards pages in Chromium", "issues a card", () => {
  const launching = launchChromiumForFile("the dashboard browser test");

  test("issue a card from the form, fund, freeze and unfreeze it, simulate a purchase, reveal and hide its details, withdraw and terminate it", async ({ server, org, sandboxKey, api }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-cards", async ({ page }) => {
      // 1. Signed in from the fragment, straight onto the (empty) Cards list.
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await openWithSignInLink(page, `${server.baseUrl}/dashboard/cards`, sandboxKey.secret);
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);
      expect(await page.evaluate(() => location.pathname + location.hash)).toBe("/dashboard/cards");
      await expect.poll(() => text(page, "#cards-heading"), { timeout: 30_000 }).toBe("0 cards");
      expect(await page.getByText("No cards yet.").count()).toBe(1);
      expect(await accessibilityProblems(page)).toEqual([]);

      // 2. A card issued elsewhere (REST) appears live: the list follows card events.
      await waitForLive(page, server, subscribers);
      const viaRest = await api.post(
        "/cards",
        { product: "net-536", cardholder: { first_name: "Grace", last_name: "Hopper", email: "grace@example.com" } },
        { idempotencyKey: idempotencyKey() },
      );
      expect(viaRest.status).toBe(201);
      await page.locator(`tr[data-card-id="${viaRest.body.id}"]`).waitFor({ timeout: 30_000 });
      await expect.poll(() => text(page, "#cards-heading"), { timeout: 30_000 }).toBe("1 card");

      // 3. Issue from the form: net-400 with an initial load of USD 50.00. The total is shown
      //    before confirming: 3.00 issuance + 1.00 KYC + 50.00 + ceil(1 % of 50.00) = 54.50.
      await page.getByRole("link", { name: "Issue a card" }).click();
      await page.locator("[data-product='net-400'] input").check({ timeout: 30_000 });
      expect(await text(page, "[data-product='net-400']")).toMatch(/3\.00.*1\.00.*1 %.*Accepts an initial load/s);
      expect(await text(page, "[data-product='net-404']")).toContain("No initial load");
      await page.getByLabel("First name").fill("R2D2");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Email").fill("ada@example.com");
      await page.getByLabel("Initial load (USD)").fill("50.00");
      await expect.poll(() => text(page, "[data-testid=issue-total]"), { timeout: 10_000 }).toMatch(/54\.50/);
      // The API's error (param cardholder.firstName) is shown under its field, which gets focus.
      await page.getByRole("button", { name: "Issue card" }).click();
      await page.locator("[data-field=firstName] [data-error-for=firstName]").waitFor({ timeout: 30_000 });
      expect(await page.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("issue-firstName");
      expect(await page.locator("[data-error-for]").count()).toBe(1);
      await page.getByLabel("First name").fill("Ada");
      await expect.poll(() => text(page, "[data-testid=issue-total]"), { timeout: 10_000 }).toMatch(/54\.50/);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole("button", { name: "Issue card" }).click();
      await page.waitForURL(/\/dashboard\/cards\/card_[0-9A-Za-z]+$/, { timeout: 30_000 });
      const cardId = new URL(page.url()).pathname.split("/").pop()!;
      const issued = await api.get(`/cards/${cardId}`);
      expect(issued.body).toMatchObject({ product: "net-400", status: "active", balance: 5000 });
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)50\.00$/);
      await page.locator(".detail-status [data-status=active]").waitFor({ timeout: 30_000 });

      // 4. Fund USD 20.00: the balance follows.
      await page.locator("#fund-amount").fill("20.00");
      await page.getByRole("button", { name: "Fund card" }).click();
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)70\.00$/);
      expect((await api.get(`/cards/${cardId}`)).body.balance).toBe(7000);

      // 5. Freeze: Freeze disabled, Unfreeze enabled (docs/api/cards.md#rules); and back.
      const freeze = page.getByRole("button", { name: "Freeze", exact: true });
      const unfreeze = page.getByRole("button", { name: "Unfreeze", exact: true });
      expect(await freeze.isEnabled()).toBe(true);
      expect(await unfreeze.isDisabled()).toBe(true);
      // A balance above USD 5.00 cannot be terminated: withdraw first.
      expect(await page.getByRole("button", { name: "Terminate…" }).isDisabled()).toBe(true);
      await freeze.click();
      await page.locator(".detail-status [data-status=frozen]").waitFor({ timeout: 30_000 });
      await expect.poll(() => freeze.isDisabled(), { timeout: 30_000 }).toBe(true);
      expect(await unfreeze.isEnabled()).toBe(true);
      expect(await page.locator("#fund-amount").isDisabled()).toBe(true);
      await unfreeze.click();
      await page.locator(".detail-status [data-status=active]").waitFor({ timeout: 30_000 });
      await expect.poll(() => freeze.isEnabled(), { timeout: 30_000 }).toBe(true);

      // 6. A simulated purchase of USD 12.34 succeeds and shows among the transactions.
      await page.locator("#simulate-amount").fill("12.34");
      await page.locator("#simulate-merchantName").fill("Corner Shop");
      await page.getByRole("button", { name: "Simulate purchase" }).click();
      const purchase = page.locator("tr[data-type=authorization][data-status=succeeded]");
      await purchase.waitFor({ timeout: 30_000 });
      expect(await purchase.textContent()).toMatch(/12\.34.*Corner Shop/s);
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)57\.66$/);
      expect(await page.locator("tr[data-type=topup]").count()).toBe(2);
      expect(await accessibilityProblems(page)).toEqual([]);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({ path: path.join(screenshots, "cards.png"), fullPage: true });
      }

      // 7. Reveal details: 16 digits ending in the card's last4; once hidden, the number is
      //    nowhere in the DOM.
      await page.getByRole("button", { name: "Reveal details" }).click();
      const shown = await page.locator("[data-testid=card-number]").textContent({ timeout: 30_000 });
      const number = (shown ?? "").replace(/\s/g, "");
      expect(number).toMatch(/^4\d{15}$/);
      expect(number.endsWith(issued.body.last4)).toBe(true);
      expect(await text(page, "[data-testid=card-cvv]")).toMatch(/^\d{3}$/);
      await page.getByRole("button", { name: "Hide details" }).click();
      await page.getByRole("button", { name: "Reveal details" }).waitFor({ timeout: 10_000 });
      const leftovers = await page.evaluate(
        (digits) => {
          const html = document.documentElement.outerHTML;
          const grouped = digits.replace(/(\d{4})(?=\d)/g, "$1 ");
          return [html.includes(digits), html.includes(grouped), document.body.innerText.replace(/\s/g, "").includes(digits)];
        },
        number,
      );
      expect(leftovers).toEqual([false, false, false]);

      // 8. Withdraw down to USD 5.00 (what must stay on it), then terminate after confirming:
      //    every action is then disabled and the details are no longer offered.
      await page.locator("#withdraw-amount").fill("52.66");
      await page.getByRole("button", { name: "Withdraw" }).click();
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)5\.00$/);
      const terminate = page.getByRole("button", { name: "Terminate…" });
      await expect.poll(() => terminate.isEnabled(), { timeout: 30_000 }).toBe(true);
      await terminate.click();
      await page.getByRole("button", { name: "Cancel" }).click();
      expect(await page.getByRole("button", { name: "Yes, terminate the card" }).count()).toBe(0);
      await terminate.click();
      await page.getByRole("button", { name: "Yes, terminate the card" }).click();
      await page.locator(".detail-status [data-status=terminated]").waitFor({ timeout: 30_000 });
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)0\.00$/);
      for (const name of ["Freeze", "Unfreeze", "Terminate…", "Fund card", "Withdraw"]) {
        expect(await page.getByRole("button", { name, exact: true }).isDisabled(), name).toBe(true);
      }
      expect(await page.getByRole("button", { name: "Reveal details" }).count()).toBe(0);
      expect((await api.get(`/cards/${cardId}`)).body).toMatchObject({ status: "terminated", balance: 0 });

      // 9. The list holds both cards; the status filter narrows it.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cards" }).click();
      await expect.poll(() => text(page, "#cards-heading"), { timeout: 30_000 }).toBe("2 cards");
      await page.locator(`tr[data-card-id="${cardId}"] [data-status=terminated]`).waitFor({ timeout: 30_000 });
      await page.getByLabel("Status").selectOption("terminated");
      await page.getByRole("button", { name: "Apply filter" }).click();
      await expect.poll(() => text(page, "#cards-heading"), { timeout: 30_000 }).toBe("1 card");
      await page.getByLabel("Status").selectOption("frozen");
      await page.getByRole("button", { name: "Apply filter" }).click();
      await expect.poll(() => text(page, "#cards-heading"), { timeout: 30_000 }).toBe("0 cards");
      expect(await page.getByText("No cards match this filter.").count()).toBe(1);
    });
  }, 180_000);

  test("a card's page reads the card again for events about it only, from the event's object", async ({ server, sandboxKey, api }) => {
    const browser = await launching;
    const issue = async (first_name: string) => {
      const issued = await api.post("/cards", { product: "net-400", cardholder: { first_name, last_name: "Hopper", email: "grace@example.com" }, initial_load: 5_000 }, { idempotencyKey: idempotencyKey() });
      expect(issued.status).toBe(201);
      return issued.body.id as string;
    };
    const shown = await issue("Grace");
    const other = await issue("Alan");
    await inTab(browser, "dashboard-cards-live-scope", async ({ page }) => {
      // The card page's own query (DashboardCard), as the page sends it: by its hash.
      const cardReads: string[] = [];
      const cardQuery = dashboardDocumentId("DashboardCard");
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/graphql") && request.postDataJSON()?.documentId === cardQuery) cardReads.push(request.postDataJSON().variables.id);
      });
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await openWithSignInLink(page, `${server.baseUrl}/dashboard/cards/${shown}`, sandboxKey.secret);
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)50\.00$/);
      await waitForLive(page, server, subscribers);
      const before = cardReads.length;
      expect(cardReads).toEqual(Array(before).fill(shown));

      // The other card is funded (card.funded, its card_transaction.created events, balance.updated),
      // frozen and unfrozen: nothing about the card shown, so the page reads nothing.
      expect((await api.post(`/cards/${other}/fund`, { amount: 1_000 }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      expect((await api.post(`/cards/${other}/freeze`)).status).toBe(200);
      expect((await api.post(`/cards/${other}/unfreeze`)).status).toBe(200);
      // Then a purchase on the card shown: the stream brings events in order, so once its row
      // shows, the other card's events have been seen, and the page read the card once.
      const purchase = await api.post(`/test/cards/${shown}/authorizations`, { amount: 1_234, merchant_name: "Corner Shop" });
      expect(purchase.status).toBe(201);
      await page.locator(`tr[data-transaction-id="${purchase.body.id}"][data-status=succeeded]`).waitFor({ timeout: 30_000 });
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)37\.66$/);
      expect(cardReads.slice(before)).toEqual([shown]);
      expect(await page.locator(`tr[data-card-id="${other}"]`).count()).toBe(0);
    });
  }, 120_000);

  test("a key without cards:sensitive sees no Reveal button; one without cards:write no form or action", async ({ server, org, api }) => {
    const browser = await launching;
    const card = await api.post(
      "/cards",
      { product: "net-400", cardholder: { first_name: "Alan", last_name: "Turing", email: "alan@example.com" }, initial_load: 1000 },
      { idempotencyKey: idempotencyKey() },
    );
    expect(card.status).toBe(201);
    const noSensitive = await newKey(server, org.id, "sandbox", { scopes: ["balances:read", "cards:read", "cards:write"] });
    const readOnly = await newKey(server, org.id, "sandbox", { scopes: ["cards:read"] });
    await inTab(browser, "dashboard-cards-scopes", async ({ page }) => {
      await openWithSignInLink(page, `${server.baseUrl}/dashboard/cards/${card.body.id}`, noSensitive.secret);
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)10\.00$/);
      expect(await page.getByRole("button", { name: "Freeze", exact: true }).isEnabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Reveal details" }).count()).toBe(0);
      expect(await page.locator("#details-heading").count()).toBe(0);
    });
    await inTab(browser, "dashboard-cards-read-only", async ({ page }) => {
      await openWithSignInLink(page, `${server.baseUrl}/dashboard/cards`, readOnly.secret);
      await page.locator(`tr[data-card-id="${card.body.id}"]`).waitFor({ timeout: 30_000 });
      expect(await page.getByRole("link", { name: "Issue a card" }).count()).toBe(0);
      await page.locator(`tr[data-card-id="${card.body.id}"] a`).click();
      await expect.poll(() => text(page, "[data-testid=card-balance]"), { timeout: 30_000 }).toMatch(/(^|\s)10\.00$/);
      expect(await page.getByRole("button", { name: "Freeze", exact: true }).count()).toBe(0);
      expect(await page.locator("#fund-amount").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Reveal details" }).count()).toBe(0);
      await page.goto(`${server.baseUrl}/dashboard/cards/new`, { waitUntil: "load" });
      await expect.poll(() => text(page, "main .note"), { timeout: 30_000 }).toContain("cannot issue cards");
      expect(await page.locator("form.issue-card").count()).toBe(0);
    });
  }, 120_000);
});
