// The reference dashboard (dashboard/, served at /dashboard) in a real browser: Debian's
// Chromium driven by playwright-core, launched once for the file, against the test server (whose
// Sandbox transfers settle 300 ms after they are made). Signs in with fresh keys, sees the
// organization and live balances, sends a transfer from the form and watches it settle without a
// reload, sees an API field error next to its field, and hides the form from a key without
// transfers:write; axe-core finds no serious or critical violation on sign-in (with its error), Overview, Transfers, a transfer's page and the send form (filled, and with a field error).
// Every page must keep its requests on 127.0.0.1 (the app is served from our own origin) and log
// no console error. Skipped where /usr/bin/chromium is missing, except in CI (CI set), where it
// fails: .ci/run installs Chromium first.
//
// DASHBOARD_SCREENSHOTS=1 writes dashboard/screenshots/transfers.png (the README shows it;
// dashboard-shell.test.ts takes the Overview's); other runs leave those files alone. Each run prints the Overview's load timings.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer, newKey, newOrganization } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { accessibilityProblems, describeInChromium, inTab, launchChromiumForFile, text, waitForLive, openWithSignInLink } from "../support/browser.js";

const screenshots = process.env.DASHBOARD_SCREENSHOTS === "1" ? path.resolve(import.meta.dirname, "../../dashboard/screenshots") : undefined;

async function signIn(page: Page, server: TestServer, key: string, orgName: string) {
  await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: "load", timeout: 60_000 });
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => page.locator("[data-testid=org-name]").textContent(), { timeout: 30_000 }).toBe(orgName);
}

describeInChromium("test/dashboard/dashboard-browser.test.ts", "the dashboard in Chromium", "signs in", () => {
  const launching = launchChromiumForFile("the dashboard browser test");

  test("sign in, live balances and transfers, send a transfer that settles live, no serious accessibility problem, sign out", async ({
    server,
    org,
    sandboxKey,
    api,
  }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-main", async ({ page }) => {
      // 1. Sign in: the header names the organization, the environment and the key's prefix;
      //    the session token the key was exchanged for is in this tab's sessionStorage (never
      //    the key), in no localStorage and no cookie.
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await signIn(page, server, sandboxKey.secret, org.name);
      expect(await text(page, "header .env")).toBe("Sandbox");
      expect(await text(page, "header .key-prefix")).toContain(sandboxKey.prefix);
      const storage = await page.evaluate(() => ({ session: Object.values(sessionStorage), local: localStorage.length, cookie: document.cookie }));
      expect(storage).toEqual({ session: [expect.stringMatching(/"token":"gst_test_/)], local: 0, cookie: "" });
      expect(storage.session[0]).not.toContain(sandboxKey.secret);

      // 2. The Overview shows every wallet's balance (100,000 major units each; XOF without
      //    decimals), and follows balance.updated and transfer events live.
      await expect.poll(() => text(page, "[data-testid=available-USD]"), { timeout: 30_000 }).toMatch(/100,000\.00/);
      expect(await text(page, "[data-testid=available-XOF]")).toMatch(/100,000(?![.,]\d)/);
      await waitForLive(page, server, subscribers);
      const viaRest = await api.post("/transfers", bankTransfer(100, { reference: "from-rest" }), { idempotencyKey: idempotencyKey() });
      expect(viaRest.status).toBe(201);
      await expect.poll(() => text(page, "[data-testid=available-USD]"), { timeout: 30_000 }).toMatch(/99,999\.00/);
      await page.locator(`tr[data-transfer-id="${viaRest.body.id}"]`).waitFor({ timeout: 30_000 });
      await page.locator(`tr[data-transfer-id="${viaRest.body.id}"] [data-status=succeeded]`).waitFor({ timeout: 30_000 });

      // 3. Send a transfer from the form (a destination ending in 5678 succeeds:
      //    docs/api/transfers.md#sandbox-outcomes):
      //    its page shows it processing, then succeeded and its timeline, with no reload.
      await page.getByRole("link", { name: "Send transfer" }).click();
      await page.getByLabel("Amount", { exact: true }).fill("12.34");
      await page.getByLabel("Account number").fill("0012345678");
      await page.getByLabel("Bank code").fill("GSBANK01");
      await page.getByLabel("Account holder's name").fill("Ada Lovelace");
      await page.getByLabel("Country").selectOption("US");
      await page.getByLabel("Reference").fill("from-the-dashboard");
      expect(await accessibilityProblems(page)).toEqual([]);
      // Nothing moves before the review: it shows the amount and what the wallet holds now and after.
      await page.getByRole("button", { name: "Review transfer" }).click();
      await expect.poll(() => text(page, "[data-testid=review-available]"), { timeout: 30_000 }).toMatch(/USD\s99,999\.00/);
      expect(await text(page, "[data-testid=review-amount]")).toMatch(/USD\s12\.34/);
      expect(await text(page, "[data-testid=review-after]")).toMatch(/USD\s99,986\.66/);
      expect(await page.evaluate(() => location.pathname)).toBe("/dashboard/transfers/new");
      await page.evaluate(() => {
        const w = window as unknown as { sameDocument: boolean; statuses: string[] };
        w.sameDocument = true;
        w.statuses = [];
        new MutationObserver(() => {
          const status = document.querySelector<HTMLElement>(".detail-status [data-status]")?.dataset.status;
          if (status && w.statuses.at(-1) !== status) w.statuses.push(status);
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await page.getByRole("button", { name: "Send transfer" }).click();
      await page.waitForURL(/\/dashboard\/transfers\/tr_[0-9A-Za-z]+$/, { timeout: 30_000 });
      const transferId = new URL(page.url()).pathname.split("/").pop()!;
      await page.locator(".detail-status [data-status=succeeded]").waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)).toEqual(["processing", "succeeded"]);
      await page.locator(".timeline [data-event-type='transfer.succeeded']").waitFor({ timeout: 30_000 });
      expect(await page.locator(".timeline li").evaluateAll((items) => items.map((li) => li.getAttribute("data-event-type")))).toEqual([
        "transfer.created",
        "transfer.succeeded",
      ]);
      expect(await accessibilityProblems(page)).toEqual([]);
      const stored = await api.get(`/transfers/${transferId}`);
      expect(stored.body).toMatchObject({ amount: 1234, currency: "USD", status: "succeeded", reference: "from-the-dashboard" });

      // 4. Transfers: the table holds both, settled; filtering by reference narrows it to one.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transfers" }).click();
      await page.locator(`tr[data-transfer-id="${transferId}"] [data-status=succeeded]`).waitFor({ timeout: 30_000 });
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("2 transfers");
      await page.getByLabel("Reference").fill("from-the-dashboard");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("1 transfer");
      await page.getByRole("button", { name: "Clear" }).click();
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("2 transfers");
      expect(await accessibilityProblems(page)).toEqual([]);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({ path: path.join(screenshots, "transfers.png"), fullPage: true });
      }

      // 5. Overview again: the chart and the latest transfers hold both.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }).click();
      await expect.poll(() => text(page, ".volume-summary"), { timeout: 30_000 }).toMatch(/USD: 2 transfers/);
      await page.locator(`tr[data-transfer-id="${transferId}"] [data-status=succeeded]`).waitFor({ timeout: 30_000 });
      await expect.poll(() => text(page, "[data-testid=available-USD]"), { timeout: 30_000 }).toMatch(/99,986\.66/);
      expect(await accessibilityProblems(page)).toEqual([]);

      // 6. Sign out: the key is gone from the tab, and the sign-in form is back.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByLabel("API key").waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    });
  }, 180_000);

  test("the Overview lists the latest card transactions of every card, new ones arriving live", async ({ server, sandboxKey, api }) => {
    const browser = await launching;
    const issue = async (initialLoad?: number) => {
      const body = { product: "net-400", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }, ...(initialLoad ? { initial_load: initialLoad } : {}) };
      const issued = await api.post("/cards", body, { idempotencyKey: idempotencyKey() });
      expect(issued.status).toBe(201);
      return issued.body.id as string;
    };
    // What REST lists for these cards, merged newest first: what the Overview must show.
    const newestFirst = async (cardIds: string[]) => {
      const ids: string[] = [];
      for (const id of cardIds) ids.push(...(await api.get(`/cards/${id}/transactions`)).body.data.map((t: { id: string }) => t.id));
      return ids.sort().reverse();
    };
    const rows = (page: Page) => page.locator("#latest-card-transactions-heading ~ .table-wrap tr[data-transaction-id]").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-transaction-id")));
    // A card with a 50.00 load before the page opens: its top-up and three fees.
    const first = await issue(5_000);
    await inTab(browser, "dashboard-card-transactions", async ({ page }) => {
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await openWithSignInLink(page, `${server.baseUrl}/dashboard`, sandboxKey.secret);
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(await newestFirst([first]));
      // Named as people name the card; a top-up adds to it (+).
      const card = (await api.get(`/cards/${first}`)).body as { last4: string };
      await expect.poll(() => text(page, `tr[data-transaction-id] >> nth=-1`), { timeout: 30_000 }).toMatch(new RegExp(`^Visa ••${card.last4}Top-up.*Succeeded.*\\+USD\\s50\\.00`, "s"));
      await waitForLive(page, server, subscribers);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });

      // A purchase on it and a second card (its two fees), over REST: they arrive live, newest first.
      const purchase = await api.post(`/test/cards/${first}/authorizations`, { amount: 1_234, merchant_name: "Corner Shop" });
      expect(purchase.status).toBe(201);
      const row = page.locator(`tr[data-transaction-id="${purchase.body.id}"]`);
      await row.waitFor({ timeout: 30_000 });
      expect(await row.getAttribute("data-card-id")).toBe(first);
      expect(await row.getAttribute("data-type")).toBe("authorization");
      expect(await row.getAttribute("data-status")).toBe("succeeded");
      expect(await row.textContent()).toMatch(new RegExp(`Visa ••${card.last4}.*Purchase.*Succeeded.*−USD\\s12\\.34.*Corner Shop`, "s"));
      const second = await issue();
      const expected = await newestFirst([first, second]);
      expect(expected).toHaveLength(7);
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(expected);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // Its card's link leads to the card's page.
      expect(await row.getByRole("link", { name: `Visa ••${card.last4}` }).getAttribute("href")).toBe(`/dashboard/cards/${first}`);
      expect(await accessibilityProblems(page)).toEqual([]);

      // Eleven transactions in all: the Overview keeps the latest ten.
      const third = await issue(1_000);
      const latest = (await newestFirst([first, second, third])).slice(0, 10);
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(latest);
      await page.reload({ waitUntil: "load" });
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(latest);
    });
  }, 120_000);

  test("the Transfers page keeps its filters and page in the address: reload, back and forward, a shared link", async ({ server, sandboxKey, api }) => {
    const browser = await launching;
    // 21 USD transfers and 2 EUR ones, oldest first.
    const usd: string[] = [];
    const eur: string[] = [];
    for (let i = 0; i < 23; i++) {
      const currency = i === 5 || i === 15 ? "EUR" : "USD";
      const made = await api.post("/transfers", { ...bankTransfer(100 + i, { reference: currency === "EUR" ? "euro" : `batch-${i}` }), currency }, { idempotencyKey: idempotencyKey() });
      expect(made.status).toBe(201);
      (currency === "EUR" ? eur : usd).push(made.body.id);
    }
    const newestUsd = [...usd].reverse();
    const rows = (page: Page) => page.locator("table.transfers tr[data-transfer-id]").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-transfer-id")));
    const address = (page: Page) => page.evaluate(() => location.pathname + location.search + location.hash);
    let olderPage = "";
    await inTab(browser, "dashboard-transfers-address", async ({ page }) => {
      await openWithSignInLink(page, `${server.baseUrl}/dashboard/transfers`, sandboxKey.secret);
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("23 transfers");
      expect(await address(page)).toBe("/dashboard/transfers");

      // Filter by currency: the address says so.
      await page.getByLabel("Currency").selectOption("USD");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("21 transfers");
      expect(await address(page)).toBe("/dashboard/transfers?currency=USD");
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(0, 20));

      // The next page: its cursor too.
      await page.getByRole("navigation", { name: "Pages of transfers" }).getByRole("button", { name: "Older" }).click();
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(20));
      olderPage = `/dashboard/transfers?currency=USD&after=${newestUsd[19]}`;
      expect(await address(page)).toBe(olderPage);

      // A reload shows the same page with the same filters.
      await page.reload({ waitUntil: "load" });
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(20));
      expect(await text(page, "#list-heading")).toBe("21 transfers");
      expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
      expect(await page.getByRole("button", { name: "Older" }).isDisabled()).toBe(true);

      // Back: the first page of USD transfers; back again: no filter; forward twice: the older page.
      await page.goBack({ waitUntil: "commit" });
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(0, 20));
      expect(await address(page)).toBe("/dashboard/transfers?currency=USD");
      await page.goBack({ waitUntil: "commit" });
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("23 transfers");
      expect(await address(page)).toBe("/dashboard/transfers");
      expect(await page.getByLabel("Currency").inputValue()).toBe("");
      await page.goForward({ waitUntil: "commit" });
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("21 transfers");
      expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
      await page.goForward({ waitUntil: "commit" });
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(20));
      expect(await address(page)).toBe(olderPage);

      // Newer pages back with `before`, in the address as well.
      await page.getByRole("button", { name: "Newer" }).click();
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(0, 20));
      expect(await address(page)).toBe(`/dashboard/transfers?currency=USD&before=${newestUsd[20]}`);

      // Filters combine: EUR with reference "euro"; Clear drops them all.
      await page.getByLabel("Currency").selectOption("EUR");
      await page.getByLabel("Reference").fill("euro");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual([...eur].reverse());
      expect(await address(page)).toBe("/dashboard/transfers?currency=EUR&reference=euro");
      await page.getByRole("button", { name: "Clear" }).click();
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("23 transfers");
      expect(await address(page)).toBe("/dashboard/transfers");
    });

    // A shared link, opened in a tab of its own (signed in from the fragment), shows that page.
    await inTab(browser, "dashboard-transfers-shared-link", async ({ page }) => {
      await openWithSignInLink(page, `${server.baseUrl}${olderPage}`, sandboxKey.secret);
      await expect.poll(() => rows(page), { timeout: 30_000 }).toEqual(newestUsd.slice(20));
      expect(await text(page, "#list-heading")).toBe("21 transfers");
      expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
      expect(await address(page)).toBe(olderPage);
    });
  }, 180_000);

  test("an invalid key shows the API's error; an invalid account number is refused before sending, in the API's words; the API's own refusal returns to the form", async ({ server, org, sandboxKey, api }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-errors", async ({ page }) => {
      await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: "load", timeout: 60_000 });
      await page.getByLabel("API key").fill("gs_test_not-a-real-key");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => text(page, "[role=alert]"), { timeout: 30_000 }).toContain("The API key is unknown, revoked or expired. (invalid_api_key)");
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.getByLabel("API key").fill(sandboxKey.secret);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);
      // A deep link: the server answers the app's index for the client-side route.
      await page.goto(`${server.baseUrl}/dashboard/transfers/new`, { waitUntil: "load" });
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes('"destination"')) sent.push(request.url());
      });
      await page.getByLabel("Amount", { exact: true }).fill("5");
      await page.getByLabel("Account number").fill("12");
      await page.getByLabel("Bank code").fill("GSBANK01");
      await page.getByLabel("Account holder's name").fill("Ada Lovelace");
      await page.getByLabel("Country").selectOption("US");
      await page.getByRole("button", { name: "Review transfer" }).click();
      const fieldError = page.locator("[data-field=accountNumber] [data-error-for=accountNumber]");
      await fieldError.waitFor({ timeout: 30_000 });
      // The API's rule, in its words (one source: src/domain/transfers/destination-rules.ts).
      const refused = await api.post("/transfers", bankTransfer(500, { accountNumber: "12" }), { idempotencyKey: idempotencyKey() });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe("destination.account_number must be 6 to 34 letters or digits.");
      expect(await fieldError.textContent()).toBe("Account number must be 6 to 34 letters or digits.");
      expect(await page.getByLabel("Account number").getAttribute("aria-invalid")).toBe("true");
      // Focus moves to the field at fault, and nothing else is marked; nothing was sent.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("send-accountNumber");
      expect(await page.locator("[data-error-for]").count()).toBe(1);
      expect(sent).toEqual([]);
      expect(await accessibilityProblems(page)).toEqual([]);

      // More than the wallet holds: the review says so; sent anyway, the API's refusal shows
      // above the form, the details kept.
      await page.getByLabel("Account number").fill("0012345678");
      await page.getByLabel("Amount", { exact: true }).fill("200000");
      await page.getByRole("button", { name: "Review transfer" }).click();
      await expect.poll(() => text(page, ".review .warning"), { timeout: 30_000 }).toContain("more than the USD wallet holds");
      await page.getByRole("button", { name: "Send transfer" }).click();
      await expect.poll(() => text(page, "#send-summary .error"), { timeout: 30_000 }).toContain(
        "The wallet's available balance is lower than the amount plus fees. (insufficient_funds)",
      );
      expect(sent).toHaveLength(1);
      expect(await page.getByLabel("Account number").inputValue()).toBe("0012345678");
      expect(await accessibilityProblems(page)).toEqual([]);
      expect(await page.evaluate(() => location.pathname)).toBe("/dashboard/transfers/new");
    });
  }, 120_000);

  test("a key without transfers:write is offered no send form", async ({ server, org }) => {
    const browser = await launching;
    const readOnly = await newKey(server, org.id, "sandbox", { scopes: ["balances:read", "transfers:read"] });
    await inTab(browser, "dashboard-read-only", async ({ page }) => {
      await signIn(page, server, readOnly.secret, org.name);
      await expect.poll(() => text(page, "[data-testid=available-USD]"), { timeout: 30_000 }).toMatch(/100,000\.00/);
      // Without cards:read the Overview has no card transactions (and asks for none).
      await page.locator("#latest-heading").waitFor({ timeout: 30_000 });
      expect(await page.locator("#latest-card-transactions-heading").count()).toBe(0);
      const nav = page.getByRole("navigation", { name: "Main" });
      expect(await nav.getByRole("link", { name: "Transfers" }).count()).toBe(1);
      expect(await nav.getByRole("link", { name: "Send transfer" }).count()).toBe(0);
      await nav.getByRole("link", { name: "Transfers" }).click();
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("0 transfers");
      expect(await page.getByRole("link", { name: "Send a transfer" }).count()).toBe(0);
      await page.goto(`${server.baseUrl}/dashboard/transfers/new`, { waitUntil: "load" });
      await expect.poll(() => text(page, "main .note"), { timeout: 30_000 }).toContain("lacks the transfers:write scope");
      expect(await page.locator("form.send").count()).toBe(0);
    });
  }, 120_000);

  test("a sign-in link only offers its key: nothing is signed in until the user accepts it, and declining keeps the tab as it was", async ({ server, org, sandboxKey }) => {
    const browser = await launching;
    // Someone else's link: another organization's Sandbox key in the fragment (login CSRF).
    const theirs = await newOrganization(server);
    const theirKey = await newKey(server, theirs.id, "sandbox");
    const offered = (page: Page) => text(page, "[role=note]");
    await inTab(browser, "dashboard-sign-in-link", async ({ page }) => {
      await page.goto(`${server.baseUrl}/dashboard/transfers#key=${theirKey.secret}`, { waitUntil: "load", timeout: 60_000 });
      await expect.poll(() => offered(page), { timeout: 30_000 }).toContain(`offers a Sandbox key (${theirKey.secret.slice(0, 12)}…${theirKey.secret.slice(-4)})`);
      // Taken out of the address bar, not stored, not signed in.
      expect(await page.evaluate(() => location.hash)).toBe("");
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await page.locator("[data-testid=org-name]").count()).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      // Declined: an empty sign-in form, the key gone from it too.
      await page.getByRole("button", { name: "Don't use this key" }).click();
      await expect.poll(() => page.locator("[role=note]").count(), { timeout: 30_000 }).toBe(0);
      expect(await page.getByLabel("API key").inputValue()).toBe("");
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      // Signed in with one's own key, the same link opened in the tab still only offers it;
      // declining it leaves the session as it was.
      await page.getByLabel("API key").fill(sandboxKey.secret);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);
      await page.goto(`${server.baseUrl}/dashboard#key=${theirKey.secret}`, { waitUntil: "load", timeout: 60_000 });
      await expect.poll(() => offered(page), { timeout: 30_000 }).toContain("offers a Sandbox key");
      expect(await page.locator("[data-testid=org-name]").count()).toBe(0);
      await page.getByRole("button", { name: "Don't use this key" }).click();
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);

      // Accepted: checked against the API like a pasted key, then signed in to the link's organization.
      // (Another path: a link that differs from the page's address only in its fragment does not
      // load the page again, and the app reads the fragment as it loads.)
      await page.goto(`${server.baseUrl}/dashboard/cards#key=${theirKey.secret}`, { waitUntil: "load", timeout: 60_000 });
      await page.getByRole("button", { name: "Sign in with this key" }).click({ timeout: 30_000 });
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(theirs.name);
      // The tab holds a session token, not the key: the key's link is offered again, and declining
      // it keeps the session.
      await page.goto(`${server.baseUrl}/dashboard/transfers#key=${theirKey.secret}`, { waitUntil: "load", timeout: 60_000 });
      await expect.poll(() => offered(page), { timeout: 30_000 }).toContain("offers a Sandbox key");
      await page.getByRole("button", { name: "Don't use this key" }).click();
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(theirs.name);
      expect(await page.locator("[role=note]").count()).toBe(0);
      // A fragment with a key that is not a Sandbox one is not offered, and leaves the address bar too.
      await page.goto(`${server.baseUrl}/dashboard/cards#key=gs_live_notoffered`, { waitUntil: "load", timeout: 60_000 });
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(theirs.name);
      expect(await page.evaluate(() => location.hash)).toBe("");
      expect(await page.locator("[role=note]").count()).toBe(0);
    });
  }, 120_000);

  test("the Overview's load time, measured (and its bundle served compressed and cached)", async ({ server, org, sandboxKey }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-timing", async ({ page }) => {
      // The key in the fragment (never sent to the server), accepted: the app signs in and loads
      // the Overview; interactive once the balances are shown and the nav works.
      await openWithSignInLink(page, `${server.baseUrl}/dashboard`, sandboxKey.secret, "commit");
      await page.locator("[data-testid=available-USD]").waitFor({ timeout: 30_000 });
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return { balancesShownMs: Math.round(performance.now()), domContentLoadedMs: Math.round(navigation.domContentLoadedEventEnd), loadMs: Math.round(navigation.loadEventEnd) };
      });
      expect(await text(page, "[data-testid=org-name]")).toBe(org.name);
      expect(await page.evaluate(() => location.hash)).toBe("");
      console.log(`dashboard Overview against a local server: ${JSON.stringify(timing)}`);
      expect(timing.balancesShownMs).toBeLessThan(15_000);
      // Hashed assets are immutable for a year and sent compressed; index.html is revalidated.
      const index = await fetch(`${server.baseUrl}/dashboard/`);
      expect(index.headers.get("cache-control")).toBe("no-cache");
      expect(index.headers.get("content-security-policy")).toContain("default-src 'self'");
      const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(await index.text())![1];
      const asset = await fetch(`${server.baseUrl}${script}`, { headers: { "accept-encoding": "gzip" } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(asset.headers.get("content-encoding")).toBe("gzip");
    });
  }, 120_000);
});
