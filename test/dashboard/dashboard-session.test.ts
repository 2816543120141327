// The dashboard's session in Chromium (the harness of test/support/browser.ts): a pasted key is
// exchanged at once for a session token, which is all the tab keeps and sends, every document by
// its hash; the key is not even left in the page's memory. An idle tab's token lapses (the tab's
// clock and the server's moved past its expiry rather than waited for): the page says so and asks
// to sign in again; activity past half its life renews it. A revoked token ends the session too,
// and signing out revokes it.
import type { Page, Request } from "playwright-core";
import { test, expect, withReplaced } from "../support/fixtures.js";
import type { TestServer } from "../support/server.js";
import { describeInChromium, inTab, launchChromiumForFile, text, waitForLive } from "../support/browser.js";
import { dashboardDocumentId } from "../support/dashboard-documents.js";

const minute = 60_000;
const allScopes = ["balances:read", "transfers:read", "transfers:write", "cards:read", "cards:write", "cards:sensitive"];

interface StoredSession {
  token: string;
  id: string;
  expiresAt: number;
  lifetimeMs: number;
}

/** Signs in by pasting the key: typed as text input, so no script of the test's holds it in the page. */
async function signInWithKey(page: Page, server: TestServer, key: string, orgName: string) {
  await page.goto(`${server.baseUrl}/dashboard`, { waitUntil: "load", timeout: 60_000 });
  await page.getByLabel("API key").focus();
  await page.keyboard.insertText(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(orgName);
}

function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("payments-dashboard:session") ?? "null"));
}

/** Every GraphQL POST the page makes from now on, with the credential it carried and its body. */
function recordGraphQL(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/graphql")) requests.push(request);
  });
  return () =>
    Promise.all(
      requests.map(async (request) => {
        const headers = await request.allHeaders();
        return { bearer: headers.authorization?.replace(/^Bearer /, ""), stream: headers.accept === "text/event-stream", body: request.postDataJSON() };
      }),
    );
}

/** A GraphQL POST with `secret`, as the dashboard sends one: by hash. */
async function postByHash(server: TestServer, secret: string, operationName: string) {
  const response = await fetch(`${server.baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ documentId: dashboardDocumentId(operationName) }),
  });
  return (await response.json()) as { data: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
}

const ended = (page: Page) => text(page, "[data-testid=session-ended]");

describeInChromium("test/dashboard/dashboard-session.test.ts", "the dashboard's session token in Chromium", "signs in with a token", () => {
  const launching = launchChromiumForFile("the dashboard session browser test");

  test("a pasted key is exchanged for a session token at once: only the token is kept and sent, every document by hash; sign-out revokes it", async ({
    server,
    org,
    sandboxKey,
  }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-session-sign-in", async ({ page }) => {
      const graphql = recordGraphQL(page);
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await signInWithKey(page, server, sandboxKey.secret, org.name);
      await waitForLive(page, server, subscribers);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transfers" }).click();
      await expect.poll(() => text(page, "#list-heading"), { timeout: 30_000 }).toBe("0 transfers");

      // The tab's storage, every key and value: a token, no key.
      const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
      expect(storage).not.toContain(sandboxKey.secret);
      expect(storage).not.toMatch(/gs_test_[A-Za-z0-9_-]{8}/);
      const session = (await storedSession(page))!;
      expect(session).toEqual({ token: expect.stringMatching(/^gst_test_[A-Za-z0-9_-]+$/), id: expect.stringMatching(/^st_/), expiresAt: expect.any(Number), lifetimeMs: 15 * minute });
      expect(storage).toContain(session.token);

      // The token: the key's scopes, 15 minutes, not limited to trusted documents: the CSV
      // downloads are REST, which refuses a trusted-only token (the page still sends every
      // document by hash, asserted below).
      const tenant = { organizationId: org.id, environment: "sandbox" as const };
      const row = (await server.service.domain.stores.auth.findTenantSessionToken(tenant, session.id))!;
      expect([...row.scopes].sort()).toEqual([...allScopes].sort());
      expect(row).toMatchObject({ trustedDocumentsOnly: false, lifetimeSeconds: 900, revokedAt: null });
      expect(row.expiresAt.getTime()).toBe(session.expiresAt);

      // The key went in two requests (reading its scopes, minting the token), every later one
      // carries the token, the live stream's too; each names its document by hash, never by text.
      const sent = await graphql();
      expect(sent.slice(0, 2).map((r) => [r.bearer, r.body.documentId])).toEqual([
        [sandboxKey.secret, dashboardDocumentId("DashboardCredential")],
        [sandboxKey.secret, dashboardDocumentId("DashboardCreateSessionToken")],
      ]);
      expect(sent.length).toBeGreaterThan(4);
      expect(sent.slice(2).filter((r) => r.bearer !== session.token)).toEqual([]);
      expect(sent.filter((r) => !/^sha256:[0-9a-f]{64}$/.test(r.body.documentId) || "query" in r.body)).toEqual([]);
      expect(sent.filter((r) => r.stream).map((r) => r.body.documentId)).toContain(dashboardDocumentId("DashboardLiveEvents"));

      // Nothing in the page still holds the key: not a variable, a closure, a client, nor the
      // sign-in field (a heap snapshot after a full collection).
      const cdp = await page.context().newCDPSession(page);
      const chunks: string[] = [];
      cdp.on("HeapProfiler.addHeapSnapshotChunk", ({ chunk }) => chunks.push(chunk));
      await cdp.send("HeapProfiler.enable");
      await cdp.send("HeapProfiler.collectGarbage");
      await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      await cdp.detach();
      const heap = chunks.join("");
      expect(heap).toContain(session.token.slice(9));
      expect(heap).not.toContain(sandboxKey.secret.slice(8));

      // Sign-out: the token is revoked, the tab forgets it.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByLabel("API key").waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
      await expect.poll(async () => (await server.service.domain.stores.auth.findTenantSessionToken(tenant, session.id))?.revokedAt, { timeout: 10_000 }).toBeInstanceOf(Date);
      expect(await page.locator("[data-testid=session-ended]").count()).toBe(0);
    });
  }, 120_000);

  test("an idle tab's token lapses and the page asks to sign in again; activity past half its life renews it", async ({ server, org, sandboxKey }) => {
    const browser = await launching;
    const domain = server.service.domain;
    // The server's clock, moved with the tab's: both see the token's life pass alike.
    let ahead = 0;
    await withReplaced(domain, "now", () => new Date(Date.now() + ahead), () =>
      inTab(browser, "dashboard-session-lapse", async ({ page }) => {
        await page.clock.install();
        const graphql = recordGraphQL(page);
        await signInWithKey(page, server, sandboxKey.secret, org.name);
        const first = (await storedSession(page))!;
        const renewals = async () => (await graphql()).filter((r) => r.body.documentId === dashboardDocumentId("DashboardRenewSessionToken")).length;

        // Activity while more than half its life is left renews nothing.
        await page.mouse.move(20, 20);
        await page.keyboard.press("Shift");
        expect(await renewals()).toBe(0);

        // Eight minutes later, less than half left: the next activity renews it, 15 minutes from then.
        ahead = 8 * minute;
        await page.clock.fastForward(8 * minute);
        const renewed = page.waitForResponse((response) => response.request().postDataJSON()?.documentId === dashboardDocumentId("DashboardRenewSessionToken"));
        await page.mouse.move(40, 40);
        expect((await renewed).status()).toBe(200);
        await expect.poll(async () => (await storedSession(page))?.expiresAt, { timeout: 10_000 }).toBeGreaterThan(first.expiresAt + 7 * minute);
        const second = (await storedSession(page))!;
        expect(second).toEqual({ ...first, expiresAt: expect.any(Number) });
        const row = (await domain.stores.auth.findTenantSessionToken({ organizationId: org.id, environment: "sandbox" }, first.id))!;
        expect(row.expiresAt.getTime()).toBe(second.expiresAt);
        expect(await renewals()).toBe(1);

        // Then idle for 16 minutes: past its renewed expiry. The page says the session ended and
        // shows the sign-in form; the tab holds nothing; the API refuses the token.
        ahead = 24 * minute;
        await page.clock.fastForward(16 * minute);
        await expect.poll(() => ended(page), { timeout: 30_000 }).toBe("Your session ended: it expired after 15 minutes without activity. Sign in again.");
        await page.getByLabel("API key").waitFor({ timeout: 10_000 });
        expect(await page.locator("[data-testid=org-name]").count()).toBe(0);
        expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
        expect(await renewals()).toBe(1);
        const refused = await postByHash(server, first.token, "DashboardCredential");
        expect(refused.errors?.map((e) => e.extensions.code)).toEqual(["invalid_api_key"]);
      }),
    );
  }, 120_000);

  test("a token revoked elsewhere ends the session: the page says so and asks to sign in again", async ({ server, org, sandboxKey, api }) => {
    const browser = await launching;
    await inTab(browser, "dashboard-session-revoked", async ({ page }) => {
      const subscribers = server.service.domain.eventBus.subscriberCount;
      await signInWithKey(page, server, sandboxKey.secret, org.name);
      await waitForLive(page, server, subscribers);
      const session = (await storedSession(page))!;
      // Its minting key revokes it (POST /session_tokens/{id}/revoke): the live stream ends with
      // invalid_api_key within seconds, and the page leaves the session.
      expect((await api.post(`/session_tokens/${session.id}/revoke`)).status).toBe(200);
      await expect.poll(() => ended(page), { timeout: 30_000 }).toMatch(/^Your session ended: .*revoked.* Sign in again\.$/);
      await page.getByLabel("API key").waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      // Signing in again opens a new session.
      await page.getByLabel("API key").focus();
      await page.keyboard.insertText(sandboxKey.secret);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => text(page, "[data-testid=org-name]"), { timeout: 30_000 }).toBe(org.name);
      expect((await storedSession(page))?.id).not.toBe(session.id);
    });
  }, 120_000);
});
