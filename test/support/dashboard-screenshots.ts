// The dashboard's screenshots in docs/screenshots/, retaken by the browser tests when
// DASHBOARD_SCREENSHOTS=1 (and left alone otherwise, so that a test run changes no file).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const folder = process.env.DASHBOARD_SCREENSHOTS === "1" ? path.resolve(import.meta.dirname, "../../docs/screenshots") : undefined;

/** Writes the whole page as docs/screenshots/<name>.png when screenshots are asked for. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}
