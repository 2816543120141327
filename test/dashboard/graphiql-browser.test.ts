// GraphiQL in a real browser (Debian's Chromium, driven by playwright-core, which downloads no
// browser of its own): opened with a fresh Sandbox key in the URL's fragment, it runs its
// default query on first load without anyone editing its headers, then runs
// `subscription { events }` and shows the transfer.created event of a transfer made over REST;
// opened again with another key, the same browser (its tabs stored) shows that key in a new tab.
// Every request the page makes must stay on 127.0.0.1 (GraphiQL is served from npm packages,
// no CDN). Skipped where /usr/bin/chromium is missing, except in CI (CI set), where it fails:
// .ci/run installs Chromium first. The API reference at /docs is opened too, under its own policy.
import type { Dialog, Page } from "playwright-core";
import { test, expect, idempotencyKey, bankTransfer, newKey } from "../support/fixtures.js";
import { describeInChromium, inTab, launchChromiumForFile } from "../support/browser.js";

const subscription = 'subscription { events(types: [transfer_created]) { id type data { object } } }';

/** The response pane's text, as Monaco renders it (non-breaking spaces), with plain spaces. */
function resultPaneShows(page: Page, texts: string[], timeout = 30_000) {
  return page.waitForFunction(
    (wanted) => {
      const shown = (document.querySelector(".graphiql-response .result-window")?.textContent ?? "").replace(/\u00a0/g, " ");
      return wanted.every((text) => shown.includes(text));
    },
    texts,
    { timeout, polling: 100 },
  );
}

describeInChromium("test/dashboard/graphiql-browser.test.ts", "GraphiQL in Chromium", "opens GraphiQL", () => {
  const launching = launchChromiumForFile("the GraphiQL browser test");

  test("opened with a fresh key in the fragment: the default query runs, then a subscription shows a REST transfer's event", async ({
    server,
    org,
    sandboxKey,
    api,
  }) => {
    const browser = await launching;
    // The tab records every request its pages and their workers make, and any that would leave
    // 127.0.0.1 (refused). GraphiQL's console is not held to the dashboard's no-error rule.
    await inTab(
      browser,
      "graphiql-browser",
      async ({ context, page, requested, foreign }) => {
        // The page's Content-Security-Policy (src/http/graphiql-page.ts) must refuse nothing it needs.
        const refusedByPolicy: string[] = [];
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
        });
        // 1. Open GraphiQL with the key in the fragment: the page asks, takes it once accepted and
        // drops the fragment.
        const asked: string[] = [];
        const acceptKey = (dialog: Dialog) => {
          asked.push(dialog.message());
          void dialog.accept();
        };
        page.on("dialog", acceptKey);
        await page.goto(`${server.baseUrl}/graphql#key=${sandboxKey.secret}`, { waitUntil: "load", timeout: 60_000 });
        const run = page.locator("button.graphiql-execute-button");
        await run.waitFor({ state: "visible", timeout: 60_000 });
        expect(await page.evaluate(() => location.href)).toBe(`${server.baseUrl}/graphql`);
        expect(asked).toHaveLength(1);
        expect(asked[0]).toContain(`a Sandbox key (${sandboxKey.secret.slice(0, 12)}...`);

        // 2. Run the default query as it is: its headers already carry the key.
        await run.click();
        await resultPaneShows(page, ['"environment": "sandbox"', `"id": "${org.id}"`, '"balances"']);

        // 3. Replace the query with the events subscription, and run it.
        const subscribers = server.service.domain.eventBus.subscriberCount;
        await page.locator(".graphiql-query-editor .monaco-editor textarea").first().focus();
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.insertText(subscription);
        // The editor may close brackets as they are typed: whatever it added after the cursor goes.
        await page.keyboard.press("Shift+ControlOrMeta+End");
        await page.keyboard.press("Delete");
        await page.waitForFunction(
          (wanted) => document.querySelector(".graphiql-query-editor .view-lines")?.textContent?.replace(/\u00a0/g, " ") === wanted,
          subscription,
          { timeout: 5_000, polling: 100 },
        );
        await run.click();
        // Open once the service holds its subscriber (events before that would not reach it).
        await expect.poll(() => server.service.domain.eventBus.subscriberCount, { timeout: 30_000 }).toBeGreaterThan(subscribers);

        // 4. A transfer over REST: its transfer.created event appears in the result pane.
        const transfer = await api.post("/transfers", bankTransfer(1234), { idempotencyKey: idempotencyKey() });
        expect(transfer.status).toBe(201);
        await resultPaneShows(page, ['"type": "transfer.created"', `"id": "${transfer.body.id}"`]);

        // 5. The same browser (its tabs stored) opened with another key: a new tab holds it.
        const other = await newKey(server, org.id, "sandbox");
        const again = await context.newPage();
        again.on("dialog", acceptKey);
        await again.goto(`${server.baseUrl}/graphql#key=${other.secret}`, { waitUntil: "load", timeout: 60_000 });
        await again.waitForFunction(
          (wanted) => [...document.querySelectorAll(".graphiql-editor-tool .view-lines")].some((editor) => editor.textContent?.replace(/\u00a0/g, " ").includes(wanted)),
          `Bearer ${other.secret}`,
          { timeout: 30_000, polling: 100 },
        );
        expect(await again.evaluate(() => location.href)).toBe(`${server.baseUrl}/graphql`);
        // The browser keeps its tabs (the subscription typed in step 3 is stored), not their keys.
        await again.waitForFunction((typed) => (localStorage.getItem("graphiql:tabState") ?? "").includes(typed), "events", { timeout: 30_000, polling: 100 });
        const stored = await again.evaluate(() => JSON.stringify({ ...localStorage }));
        for (const secret of [sandboxKey.secret, other.secret]) expect(stored).not.toContain(secret);

        // No request left 127.0.0.1, the key travelled in no URL, and no line the server logged
        // holds it.
        expect(foreign).toEqual([]);
        expect(refusedByPolicy).toEqual([]);
        expect(requested.some((url) => url.startsWith(`${server.baseUrl}/graphql`))).toBe(true);
        for (const secret of [sandboxKey.secret, other.secret]) {
          expect(requested.filter((url) => url.includes(secret))).toEqual([]);
          expect(server.logLines.filter((line) => line.includes(secret))).toEqual([]);
        }
      },
      { failOnConsoleErrors: false },
    );
  }, 120_000);
});

describeInChromium("test/dashboard/graphiql-browser.test.ts", "the API reference in Chromium", "opens /docs", () => {
  const launching = launchChromiumForFile("the API reference browser test");

  test("/docs renders every operation under its Content-Security-Policy, from this origin only, without a console error", async ({ server }) => {
    const browser = await launching;
    await inTab(browser, "api-reference-browser", async ({ page }) => {
      const response = await page.goto(`${server.baseUrl}/docs`, { waitUntil: "load", timeout: 60_000 });
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self';");
      await page.locator(".opblock").first().waitFor({ state: "visible", timeout: 60_000 });
      expect(await page.locator(".opblock").count()).toBeGreaterThanOrEqual(20);
      await expect.poll(() => page.locator(".opblock-summary-operation-id", { hasText: "createTransfer" }).count()).toBe(1);
    });
  });
});
