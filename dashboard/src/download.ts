// CSV downloads: the one thing the dashboard asks of REST (GET /transfers/export and
// GET /card_transactions/export, docs/api/transfers.md#export), since a file is not a GraphQL
// answer. Sent as every request of the tab is: the session token in the Authorization header, no
// cookie. The answer is read whole into a blob and saved under the name the server gave it
// (Content-Disposition), through a link the page clicks and then drops.
import { apiUrl } from "./api";
import { storedSession } from "./session";

export type Environment = "sandbox" | "live";

/** The REST path of `route` in the session's environment (/sandbox/v1/… or /v1/…). */
export function restPath(environment: Environment, route: string): string {
  return `${environment === "sandbox" ? "/sandbox/v1" : "/v1"}${route}`;
}

/** REST's query string of `params`, in its own spelling, leaving out what has no value. */
export function restQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `?${query}` : "";
}

/** The filename of a Content-Disposition header (`attachment; filename="transfers.csv"`). */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match ? decodeURIComponent(match[1]) : fallback;
}

export type DownloadOutcome = { saved: string; rows: number } | { failed: string };

/** The API's error answer in its words ({"error": {"message"}}), or what went wrong on the way. */
async function failureOf(answer: Response): Promise<string> {
  try {
    const body = (await answer.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not JSON: said below.
  }
  return `The API answered with an error (HTTP ${answer.status}).`;
}

/**
 * Downloads a CSV export with this tab's session token and saves it; says how many rows it holds,
 * or why it could not (the API's message, or a network failure in plain words).
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<DownloadOutcome> {
  const token = storedSession()?.token;
  if (!token) return { failed: "This tab is not signed in any more: sign in again." };
  let answer: Response;
  try {
    answer = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${token}`, Accept: "text/csv" }, credentials: "omit", cache: "no-store" });
  } catch {
    return { failed: "The API could not be reached. Check the connection and try again." };
  }
  if (!answer.ok) return { failed: await failureOf(answer) };
  let file: Blob;
  try {
    file = await answer.blob();
  } catch {
    // The server cuts the connection rather than send a short file that looks complete.
    return { failed: "The download broke off before the end of the file. Try again." };
  }
  const name = filenameOf(answer.headers.get("Content-Disposition"), fallbackName);
  const rows = countRows(await file.text());
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { saved: name, rows };
}

/** Data rows of an RFC 4180 file (its header row left out): line breaks outside quotes. */
export function countRows(csv: string): number {
  let rows = 0;
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (c === '"') quoted = !quoted;
    else if (c === "\n" && !quoted) rows++;
  }
  if (csv.length > 0 && !csv.endsWith("\n")) rows++;
  return Math.max(0, rows - 1);
}
