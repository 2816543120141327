// One HTTP attempt of a webhook: POST the body, wait for the status line up to the timeout.
// No database transaction is open while it runs. Redirects are not followed (a 3xx is a
// failed attempt), so a receiver cannot bounce the request to an internal address.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { lookup } from "node:dns";
import { checkAddressTarget, guardedLookup } from "./targets.js";

export interface SendOptions {
  /** How long the receiver has to answer. */
  timeoutMs: number;
  /** Private addresses may be reached (tests, local development). */
  allowPrivate: boolean;
}

export interface AttemptResult {
  /** The receiver's status; null when it did not answer or was refused. */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

export async function sendWebhook(url: string, body: string, headers: Record<string, string>, options: SendOptions): Promise<AttemptResult> {
  const { timeoutMs, allowPrivate } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  // A name is checked as it is looked up to connect (guardedLookup), within the attempt's
  // timeout: a lookup of its own before it would run outside it, on the same few resolver threads.
  const check = allowPrivate ? undefined : checkAddressTarget(target);
  if (check && !check.ok) return { statusCode: null, latencyMs: elapsed(), error: `refused: ${check.reason}` };
  const client = target.protocol === "https:" ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, latencyMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: (allowPrivate ? lookup : guardedLookup) as unknown as LookupFunction,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume(); // the answer's body is not needed; drain it
        response.on("error", () => {});
        finish({ statusCode: response.statusCode ?? null, error: null });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.name === "AbortError" || error.name === "TimeoutError") {
        finish({ statusCode: null, error: `no answer within ${timeoutMs} ms` });
      } else if (error.code === "ERR_PRIVATE_ADDRESS") {
        finish({ statusCode: null, error: `refused: ${error.message}` });
      } else {
        finish({ statusCode: null, error: error.code ? `${error.code}: ${error.message}` : error.message });
      }
    });
    request.end(body);
  });
}
