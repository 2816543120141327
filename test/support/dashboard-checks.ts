// What every dashboard page is held to, in Chromium (test/support/browser.ts runs the tab): at
// 1440×900 and at 390×844, no page wider than the viewport, no console error, no request leaving
// 127.0.0.1, and no axe-core violation of any impact, in light and in dark mode. Also a signed-in
// tab without the sign-in form: a session token minted over REST, put in the tab's sessionStorage
// before the app starts (as the sign-in would have).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { expect } from "./fixtures.js";
import { inTab, type Tab, type TabOptions } from "./browser.js";
import type { TestServer } from "./server.js";
import { httpRequest } from "./http.js";

export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;
export const viewportNames = Object.keys(viewports) as ViewportName[];
export const colorSchemes = ["light", "dark"] as const;
export type ColorScheme = (typeof colorSchemes)[number];

// The minified build, from node_modules (no CDN), evaluated in the page: the dashboard's content
// security policy refuses inline scripts, and the tests must not weaken it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs `body` in a fresh tab of the given size (and color scheme), checked as inTab checks it. */
export function inDashboardTab(browser: Browser, name: string, viewport: ViewportName, body: (tab: Tab) => Promise<void>, options: TabOptions = {}) {
  return inTab(browser, `${name}-${viewport}`, body, { viewport: viewports[viewport], ...options });
}

/** How much wider than the window the page is (0 when it fits), and the elements that stick out. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; scrollWidth: number; innerWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const scrollWidth = document.documentElement.scrollWidth;
    const innerWidth = window.innerWidth;
    const offenders: string[] = [];
    if (scrollWidth > innerWidth) {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        const box = element.getBoundingClientRect();
        if (box.right > innerWidth + 0.5 && box.width > 0) {
          const id = element.id ? `#${element.id}` : "";
          const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
          offenders.push(`${element.tagName.toLowerCase()}${id}${classes} (right ${Math.round(box.right)})`);
          if (offenders.length >= 8) break;
        }
      }
    }
    return { overflow: Math.max(0, scrollWidth - innerWidth), scrollWidth, innerWidth, offenders };
  });
}

/** Every axe-core violation on the page as it is, whatever its impact, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`.replace(/\s+/g, " ")).join("; ")})`);
  });
}

/**
 * What is wrong with the page as shown, in light and in dark mode (prefers-color-scheme, switched
 * with page.emulateMedia and back to light): the page wider than the window, axe's violations, and
 * the tab's console errors and requests leaving 127.0.0.1 so far. Each line names `where`.
 * Expect it to be []: `expect(await pageProblems(tab, "Overview")).toEqual([])`.
 */
export async function pageProblems(tab: Tab, where: string, schemes: readonly ColorScheme[] = colorSchemes): Promise<string[]> {
  const { page } = tab;
  const problems: string[] = [];
  const size = page.viewportSize();
  const label = `${where} at ${size?.width}×${size?.height}`;
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    // Two frames: the new colors are applied before axe reads them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const wide = await horizontalOverflow(page);
    if (wide.overflow > 0) problems.push(`${label}, ${scheme}: the page is ${wide.scrollWidth} px wide in a ${wide.innerWidth} px window (${wide.offenders.join(", ")})`);
    for (const violation of await axeViolations(page)) problems.push(`${label}, ${scheme}: axe ${violation}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  for (const error of tab.consoleErrors) problems.push(`${label}: console error ${error}`);
  for (const url of tab.foreign) problems.push(`${label}: a request left 127.0.0.1: ${url}`);
  return problems;
}

/** A session token for `key` (POST /session_tokens), usable for exports too (not trusted-documents-only). */
export async function mintSessionToken(server: TestServer, key: string, scopes?: string[]) {
  // Every scope of the key, unless told: as the dashboard's sign-in mints.
  const viewer = scopes ? undefined : await httpRequest(server.baseUrl, "POST", "/graphql", { query: "{ viewer { scopes } }" }, { key });
  const minted = await httpRequest(server.baseUrl, "POST", "/sandbox/v1/session_tokens", { scopes: scopes ?? viewer?.body.data.viewer.scopes, expires_in_seconds: 3600 }, { key });
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  const body = minted.body as { id: string; token: string; created_at: string; expires_at: string };
  return { id: body.id, token: body.token, expiresAt: Date.parse(body.expires_at), lifetimeMs: Date.parse(body.expires_at) - Date.parse(body.created_at) };
}

/**
 * Opens `path` of the dashboard (/transfers, say) signed in with a token minted for `key`: the
 * token is put in sessionStorage before the app's script runs, as a sign-in leaves it. Waits for
 * the header to name the organization.
 */
export async function openSignedIn(page: Page, server: TestServer, key: string, path = "/", options: { scopes?: string[] } = {}) {
  const session = await mintSessionToken(server, key, options.scopes);
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem("payments-dashboard:session")) sessionStorage.setItem("payments-dashboard:session", stored);
  }, JSON.stringify(session));
  await page.goto(`${server.baseUrl}/dashboard${path === "/" ? "" : path}`, { waitUntil: "load", timeout: 60_000 });
  await page.locator("[data-testid=org-name]").waitFor({ timeout: 30_000 });
  return session;
}
