// Every page of the dashboard (each route of dashboard/src/routes.tsx, with an example address for
// those that take an id), at 1440×900 and at 390×844, in light and dark mode: no page wider than
// the window, no console error, no request leaving 127.0.0.1, no axe-core violation of any impact
// (test/support/dashboard-checks.ts). A route added to routes.tsx without an example here fails
// the test, so no page goes unchecked.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer } from "../support/fixtures.js";
import { describeInChromium, launchChromiumForFile } from "../support/browser.js";
import { inDashboardTab, openSignedIn, pageProblems, viewportNames } from "../support/dashboard-checks.js";
import { receiversForFile } from "../support/webhook-receiver.js";

const routesSource = readFileSync(path.resolve(import.meta.dirname, "../../dashboard/src/routes.tsx"), "utf8");

/** The routes routes.tsx answers: exact paths, and the patterns of those that take an id. */
function declaredRoutes(): string[] {
  const exact = [...routesSource.matchAll(/path === "([^"]*)"/g)].map((m) => m[1]).filter((p) => p !== "");
  const patterns = [...routesSource.matchAll(/\/\^(.*?)\$\/\.exec\(path\)/g)].map((m) => m[1].replace(/\\\//g, "/"));
  return [...exact, ...patterns];
}

/** Waits until the page has its heading and nothing is loading any more. */
async function settled(page: Page) {
  await page.locator("[data-testid=org-name]").waitFor({ timeout: 30_000 });
  await page.locator("main#main h1").waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator(".loading, [aria-busy=true]").count(), { timeout: 30_000 }).toBe(0);
}

describeInChromium("test/dashboard/dashboard-every-page.test.ts", "every page of the dashboard in Chromium", "walks every page", () => {
  const launching = launchChromiumForFile("the dashboard's every-page walk");
  const receiver = receiversForFile();

  test("every route, at both sizes, light and dark: no overflow, no console error, no request leaving 127.0.0.1, no axe violation", async ({ server, sandboxKey, api }) => {
    const browser = await launching;
    // Something on every page: a webhook endpoint with deliveries, a transfer, a card with transactions.
    const hook = await receiver(() => 200);
    const endpoint = await api.post("/webhook_endpoints", { url: hook.url });
    expect(endpoint.status).toBe(201);
    const transfer = await api.post("/transfers", bankTransfer(4_200, { reference: "walk", metadata: { order_id: "1" } }), { idempotencyKey: idempotencyKey() });
    expect(transfer.status).toBe(201);
    const card = await api.post(
      "/cards",
      { product: "net-400", cardholder: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }, initial_load: 5_000 },
      { idempotencyKey: idempotencyKey() },
    );
    expect(card.status).toBe(201);
    expect((await api.post(`/test/cards/${card.body.id}/authorizations`, { amount: 1_234, merchant_name: "Corner Shop" })).status).toBe(201);

    // An example address for each route (the ones with an id, by its pattern).
    const examples: Record<string, string> = {
      "/": "/",
      "/transfers": "/transfers",
      "/transfers/new": "/transfers/new",
      "/transfers/(tr_[A-Za-z0-9]+)": `/transfers/${transfer.body.id}`,
      "/cards": "/cards",
      "/cards/new": "/cards/new",
      "/cards/transactions": "/cards/transactions",
      "/cards/(card_[A-Za-z0-9]+)": `/cards/${card.body.id}`,
      "/developers": "/developers",
      "/developers/api-keys": "/developers/api-keys",
      "/developers/endpoints/(we_[A-Za-z0-9]+)": `/developers/endpoints/${endpoint.body.id}`,
      "(not found)": "/no-such-page",
    };
    const unknown = declaredRoutes().filter((route) => !(route in examples));
    expect(unknown, "routes of dashboard/src/routes.tsx this walk has no example address for").toEqual([]);

    for (const viewport of viewportNames) {
      await inDashboardTab(browser, "dashboard-every-page", viewport, async (tab) => {
        const { page } = tab;
        await openSignedIn(page, server, sandboxKey.secret);
        const problems: string[] = [];
        for (const address of Object.values(examples)) {
          await page.goto(`${server.baseUrl}/dashboard${address === "/" ? "" : address}`, { waitUntil: "load" });
          await settled(page);
          problems.push(...(await pageProblems(tab, address)));
        }
        expect([...new Set(problems)]).toEqual([]);
      });
    }
  }, 300_000);
});
