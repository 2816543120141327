// Developers → API keys in Chromium, at 1440×900 and at 390×844, in light and dark mode
// (test/support/dashboard-checks.ts: no page wider than the window, no console error, no request
// leaving 127.0.0.1, no axe-core violation): a full-access session lists the keys, creates a
// restricted one (its secret shown once, copied, then gone from the page), rolls it (the old one
// working on for the hours chosen, the new secret shown once) and revokes it after a confirmation;
// every effect is checked through the API (the revoked key is 401). A session without full access
// is told why and asks the API nothing about keys.
//
// DASHBOARD_SCREENSHOTS=1 writes docs/screenshots/api-keys-desktop.png (the README shows it).
import type { Page } from "playwright-core";
import { test, expect, apiClient, expectError, idempotencyKey } from "../support/fixtures.js";
import { describeInChromium, launchChromiumForFile, text } from "../support/browser.js";
import { inDashboardTab, openSignedIn, pageProblems, viewportNames } from "../support/dashboard-checks.js";
import { dashboardDocumentId } from "../support/dashboard-documents.js";
import { saveScreenshot } from "../support/dashboard-screenshots.js";

interface KeyBody {
  id: string;
  prefix: string;
  scopes: string[];
  description: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

const hour = 3_600_000;

/** The key shown once in the page's secret panel. */
async function shownSecret(page: Page): Promise<string> {
  await page.locator("[data-testid=secret-panel]").waitFor({ timeout: 30_000 });
  return (await text(page, "[data-testid=api-key-secret]"))!.trim();
}

describeInChromium("test/dashboard/dashboard-api-keys.test.ts", "the dashboard's API keys page in Chromium", "manages API keys", () => {
  const launching = launchChromiumForFile("the dashboard API keys test");

  for (const viewport of viewportNames) {
    test(`at ${viewport} size: create a restricted key (secret once), roll it, revoke it; the API agrees at every step`, async ({ server, sandboxKey, api }) => {
      const browser = await launching;
      await inDashboardTab(
        browser,
        "dashboard-api-keys",
        viewport,
        async (tab) => {
          const { page } = tab;
          const session = await openSignedIn(page, server, sandboxKey.secret, "/developers/api-keys");
          await expect.poll(() => text(page, "[data-testid=keys-heading]"), { timeout: 30_000 }).toBe("1 key");
          const own = page.locator(`tr[data-key-id="${sandboxKey.id}"]`);
          expect(await own.textContent()).toContain("this session's key");
          expect(await own.textContent()).toContain("Full access");
          expect(await own.locator("[data-state]").getAttribute("data-state")).toBe("active");
          expect(await pageProblems(tab, "API keys")).toEqual([]);

          // No scope chosen: the API's own words, next to the scopes.
          const refused = await api.post("/api_keys", { scopes: [] }, { idempotencyKey: idempotencyKey() });
          expectError(refused, 400, "validation_error", "invalid_request", "scopes");
          await page.getByRole("button", { name: "Create key" }).click();
          await expect.poll(() => text(page, "#key-scopes-error"), { timeout: 30_000 }).toBe(refused.body.error.message);
          expect(await page.evaluate(() => document.activeElement?.id)).toBe("key-scope-balances-read");

          // 1. Create a restricted key: read balances and transfers, a description, an expiry (local time).
          await page.getByLabel("Read balances").check();
          await page.getByLabel("Read transfers").check();
          await page.getByLabel("Description (optional)").fill("reporting job");
          await page.getByLabel("Expires (optional)").fill("2031-03-04T10:30");
          const expiresAt = await page.evaluate(() => new Date("2031-03-04T10:30").toISOString());
          await page.getByRole("button", { name: "Create key" }).click();
          const secret = await shownSecret(page);
          expect(secret).toMatch(/^gs_test_[A-Za-z0-9_-]+$/);
          expect(await text(page, "[data-testid=secret-panel]")).toContain("It is shown this once and will not be shown again.");
          await page.locator("[data-testid=secret-panel]").getByRole("button", { name: /^Copy/ }).click();
          await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 10_000 }).toBe(secret);
          await expect.poll(() => text(page, "[data-testid=keys-heading]"), { timeout: 30_000 }).toBe("2 keys");
          expect(await pageProblems(tab, "API keys, a new key's secret")).toEqual([]);
          if (viewport === "desktop") await saveScreenshot(page, "api-keys-desktop");

          const listed = (await api.get("/api_keys")).body.data as KeyBody[];
          const created = listed.find((k) => k.id !== sandboxKey.id)!;
          expect(created).toMatchObject({ scopes: ["balances:read", "transfers:read"], description: "reporting job", expires_at: expiresAt, revoked_at: null });
          expect(secret.startsWith(created.prefix)).toBe(true);
          const withCreated = apiClient(server, secret);
          expect((await withCreated.get("/balances")).status).toBe(200);
          expectError(await withCreated.post("/transfers", {}, { idempotencyKey: idempotencyKey() }), 403, "insufficient_scope", "permission_error");
          const row = page.locator(`tr[data-key-id="${created.id}"]`);
          expect(await row.textContent()).toContain("Read balances, Read transfers");
          expect(await row.textContent()).toContain("reporting job");

          // Hidden: the secret is nowhere in the page nor in the tab's storage.
          await page.getByRole("button", { name: "I have saved it: hide the secret" }).click();
          await page.locator("[data-testid=secret-panel]").waitFor({ state: "detached", timeout: 10_000 });
          expect(await page.content()).not.toContain(secret);
          expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))).not.toContain(secret);

          // 2. Roll it, the old key working on for 2 hours.
          await page.getByRole("button", { name: `Roll ${created.prefix}…` }).click();
          const hours = page.getByLabel("Hours the old key keeps working");
          expect(await hours.inputValue()).toBe("24");
          await hours.fill("2");
          const rolledAt = Date.now();
          await page.getByRole("button", { name: "Roll the key" }).click();
          const rolledSecret = await shownSecret(page);
          expect(rolledSecret).not.toBe(secret);
          expect(await text(page, "[data-testid=secret-panel]")).toContain("The old key keeps working for 2 more hours");
          await expect.poll(() => text(page, "[data-testid=keys-heading]"), { timeout: 30_000 }).toBe("3 keys");
          const afterRoll = (await api.get("/api_keys")).body.data as KeyBody[];
          const old = afterRoll.find((k) => k.id === created.id)!;
          const replacement = afterRoll.find((k) => k.id !== created.id && k.id !== sandboxKey.id)!;
          expect(replacement).toMatchObject({ scopes: ["balances:read", "transfers:read"], description: "reporting job", revoked_at: null });
          expect(Math.abs(Date.parse(old.expires_at!) - (rolledAt + 2 * hour))).toBeLessThan(60_000);
          expect((await withCreated.get("/balances")).status).toBe(200);
          expect((await apiClient(server, rolledSecret).get("/balances")).status).toBe(200);
          await page.getByRole("button", { name: "I have saved it: hide the secret" }).click();

          // 3. Revoke the replacement, after a confirmation (Cancel first).
          await page.getByRole("button", { name: `Revoke ${replacement.prefix}…` }).click();
          await page.getByText(`Revoke key ${replacement.prefix}…?`).waitFor({ timeout: 10_000 });
          expect(await pageProblems(tab, "API keys, revoking")).toEqual([]);
          await page.getByRole("button", { name: "Cancel" }).click();
          await page.locator("[data-testid=revoke-key]").waitFor({ state: "detached", timeout: 10_000 });
          expect((await apiClient(server, rolledSecret).get("/balances")).status).toBe(200);
          await page.getByRole("button", { name: `Revoke ${replacement.prefix}…` }).click();
          await page.getByRole("button", { name: "Yes, revoke it" }).click();
          await expect.poll(() => text(page, "[data-notice]"), { timeout: 30_000 }).toContain(`Key ${replacement.prefix}… revoked`);
          await expect.poll(() => page.locator(`tr[data-key-id="${replacement.id}"] [data-state]`).getAttribute("data-state"), { timeout: 30_000 }).toBe("revoked");
          expect(await page.getByRole("button", { name: `Revoke ${replacement.prefix}…` }).count()).toBe(0);
          const gone = await apiClient(server, rolledSecret).get("/balances");
          expectError(gone, 401, "invalid_api_key", "authentication_error");
          expect((await api.get("/api_keys")).body.data.find((k: KeyBody) => k.id === replacement.id).revoked_at).not.toBeNull();
          // The session itself is untouched.
          expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("payments-dashboard:session") ?? "{}").token)).toBe(session.token);
          expect(await pageProblems(tab, "API keys, after revoking")).toEqual([]);
        },
        { permissions: ["clipboard-read", "clipboard-write"] },
      );
    }, 240_000);
  }

  test("a session without full access is told why, at both sizes, and asks the API nothing about keys", async ({ server, sandboxKey }) => {
    const browser = await launching;
    const apiKeysQuery = dashboardDocumentId("DashboardApiKeys");
    for (const viewport of viewportNames) {
      await inDashboardTab(browser, "dashboard-api-keys-restricted", viewport, async (tab) => {
        const { page } = tab;
        const asked: string[] = [];
        page.on("request", (request) => {
          if (request.url().endsWith("/graphql") && request.method() === "POST") asked.push(request.postDataJSON()?.documentId);
        });
        await openSignedIn(page, server, sandboxKey.secret, "/developers/api-keys", { scopes: ["balances:read", "transfers:read"] });
        await expect.poll(() => text(page, "[data-testid=no-api-keys]"), { timeout: 30_000 }).toContain("This session's key may only: Read balances, Read transfers.");
        expect(await page.getByRole("button", { name: "Create key" }).count()).toBe(0);
        expect(asked).not.toContain(apiKeysQuery);
        expect(await pageProblems(tab, "API keys without full access")).toEqual([]);
      });
    }
  }, 120_000);
});
