// The harness the browser tests share (test/dashboard/: GraphiQL's and the dashboard's pages):
// Debian's Chromium driven by playwright-core (which downloads no browser of its own), launched
// once for a file; tabs whose requests must stay on 127.0.0.1 and whose console must stay free of
// errors; a screenshot when a test fails; axe-core run in the page. Where /usr/bin/chromium is
// missing the tests are skipped, except in CI (CI set), where they fail: .ci/run installs
// Chromium first.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { test, expect } from "./fixtures.js";
import type { TestServer } from "./server.js";

const executablePath = "/usr/bin/chromium";
const installHint = "install it with: apt-get update && apt-get install -y chromium";
const inCI = !!process.env.CI && process.env.CI !== "false" && process.env.CI !== "0";
const haveChromium = existsSync(executablePath);
// Evaluated in the page rather than added as a <script>: the dashboard's content security policy
// (script-src 'self') refuses inline scripts, and the test must not weaken it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");

/**
 * How every browser test launches Chromium (Lighthouse's too). Without the networking flags
 * Chromium stalls on refused connections (no outside network here); a launch gives it a fresh
 * --user-data-dir.
 */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
export { executablePath as chromiumPath };

/**
 * `describe(title, body)` where Chromium is installed or in CI; elsewhere a skipped suite holding
 * one placeholder test (`placeholder`), with a warning naming `file` and how to install Chromium.
 */
export function describeInChromium(file: string, title: string, placeholder: string, body: () => void) {
  if (!haveChromium && !inCI) {
    console.warn(`${file} skipped: ${executablePath} is missing; ${installHint}`);
    describe.skip(`${title} (skipped: ${executablePath} is missing; ${installHint})`, () => {
      test(placeholder, () => {});
    });
  } else {
    describe(title, body);
  }
}

/**
 * Launches Chromium once for the file (in a beforeAll hook, closed in afterAll), to be called in
 * the describe's body; `what` names the tests in the error CI gets without Chromium. The promise
 * is awaited by each test: a failure to launch (or, in CI, no Chromium at all) fails the tests
 * themselves, which .ci/run counts; a failing hook only marks them skipped.
 */
export function launchChromiumForFile(what: string): Promise<Browser> {
  let launched!: (launching: Promise<Browser>) => void;
  const launching = new Promise<Browser>((resolve) => {
    launched = resolve;
  });
  launching.catch(() => undefined); // reported by the tests

  beforeAll(() => {
    launched(
      haveChromium
        ? chromium.launch({
            executablePath,
            headless: true,
            args: chromiumArgs,
          })
        : Promise.reject(new Error(`CI runs ${what}, but ${executablePath} is missing; ${installHint} (.ci/run does)`)),
    );
  });

  afterAll(async () => {
    await (await launching.catch(() => undefined))?.close();
  });

  return launching;
}

/** A browser tab that records what would make the test fail. */
export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Every request the tab's pages and their workers made. */
  requested: string[];
  /** Requests that would have left 127.0.0.1 (refused). */
  foreign: string[];
  /** Console errors and uncaught exceptions. */
  consoleErrors: string[];
}

export interface TabOptions {
  /** Permissions granted to the tab's context (e.g. "clipboard-read"). */
  permissions?: string[];
  /** Whether a console error or uncaught exception fails the test (default true). */
  failOnConsoleErrors?: boolean;
  /** The window's size (default 1280×900; test/support/dashboard-checks.ts names the two the dashboard is held to). */
  viewport?: { width: number; height: number };
  /** prefers-color-scheme (default light); page.emulateMedia changes it within a test. */
  colorScheme?: "light" | "dark";
}

async function openTab(browser: Browser, permissions: string[], options: TabOptions = {}): Promise<Tab> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, colorScheme: options.colorScheme ?? "light", permissions });
  const page = await context.newPage();
  const requested: string[] = [];
  const foreign: string[] = [];
  const consoleErrors: string[] = [];
  const leaves = (url: URL) => !["data:", "blob:", "about:"].includes(url.protocol) && url.hostname !== "127.0.0.1";
  context.on("request", (request) => {
    requested.push(request.url());
    if (leaves(new URL(request.url()))) foreign.push(request.url());
  });
  await context.route(leaves, (route) => route.abort());
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
  return { context, page, requested, foreign, consoleErrors };
}

/**
 * Runs `body` in a fresh tab (a context of its own, closed afterwards), then checks that no
 * request left 127.0.0.1 and (unless told otherwise) that no console error was logged; on
 * failure adds the path of a screenshot (`<name>-<time>.png` in the temporary directory).
 */
export async function inTab(browser: Browser, name: string, body: (tab: Tab) => Promise<void>, options: TabOptions = {}) {
  const tab = await openTab(browser, options.permissions ?? [], options);
  try {
    await body(tab);
    expect(tab.foreign, "requests leaving 127.0.0.1").toEqual([]);
    if (options.failOnConsoleErrors ?? true) expect(tab.consoleErrors, "console errors").toEqual([]);
  } catch (error) {
    const screenshot = path.join(tmpdir(), `${name}-${Date.now()}.png`);
    await tab.page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) {
      error.message += `\n(screenshot: ${screenshot}; console errors: ${JSON.stringify(tab.consoleErrors)}; requests leaving 127.0.0.1: ${JSON.stringify(tab.foreign)})`;
    }
    throw error;
  } finally {
    await tab.context.close();
  }
}

/** axe-core's serious and critical violations on the page as it is (the others are logged). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => n.target.join(" ")).slice(0, 5) }));
  });
  const minor = violations.filter((v) => v.impact !== "serious" && v.impact !== "critical");
  console.log(`axe on ${new URL(page.url()).pathname}: ${violations.length} violations${minor.length > 0 ? `, minor and moderate: ${JSON.stringify(minor)}` : ""}`);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.join(", ")})`);
}

/** The first match's text, or null when there is none within 5 s. */
export function text(page: Page, selector: string) {
  return page.locator(selector).first().textContent({ timeout: 5_000 }).catch(() => null);
}

/** Waits until the dashboard's live event stream is open and the service holds its subscriber. */
export async function waitForLive(page: Page, server: TestServer, subscribersBefore: number) {
  await page.locator("[data-live-status=connected]").waitFor({ timeout: 30_000 });
  await expect.poll(() => server.service.domain.eventBus.subscriberCount, { timeout: 30_000 }).toBeGreaterThan(subscribersBefore);
}

/**
 * Opens a dashboard page through a sign-in link (`…#key=gs_test_…`, as `npm start` prints it) and
 * accepts the key it offers: a link alone never signs a tab in (test/dashboard/dashboard-browser.test.ts).
 */
export async function openWithSignInLink(page: Page, url: string, key: string, waitUntil: "load" | "commit" = "load") {
  await page.goto(`${url}#key=${key}`, { waitUntil, timeout: 60_000 });
  await page.getByRole("button", { name: "Sign in with this key" }).click({ timeout: 30_000 });
}
