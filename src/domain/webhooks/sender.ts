// One HTTP attempt of a webhook: POST the body, wait for the status line and the answer's first
// 4 KiB up to the timeout. No database transaction is open while it runs. Redirects are not followed (a 3xx is a
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
  /** The first responseBodyBytes of the receiver's answer, as text; null when it did not answer. */
  responseBody: string | null;
}

/** How much of an answer is kept: enough to show a receiver's error, never a large download. */
export const responseBodyBytes = 4096;

/**
 * The first `responseBodyBytes` of `chunks` as text: a character the cut splits is left out
 * (the decoder's stream mode holds back an incomplete sequence), and NUL, which a PostgreSQL text
 * column refuses, is written as U+FFFD like any other byte that is not UTF-8.
 */
function answerText(chunks: Buffer[]): string {
  const cut = Buffer.concat(chunks).subarray(0, responseBodyBytes);
  return new TextDecoder("utf-8").decode(cut, { stream: true }).replaceAll("\u0000", "\ufffd");
}

export async function sendWebhook(url: string, body: string, headers: Record<string, string>, options: SendOptions): Promise<AttemptResult> {
  const { timeoutMs, allowPrivate } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  // A name is checked as it is looked up to connect (guardedLookup), within the attempt's
  // timeout: a lookup of its own before it would run outside it, on the same few resolver threads.
  const check = allowPrivate ? undefined : checkAddressTarget(target);
  if (check && !check.ok) return { statusCode: null, latencyMs: elapsed(), error: `refused: ${check.reason}`, responseBody: null };
  const client = target.protocol === "https:" ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, latencyMs: elapsed() });
    };
    /** The answer once its status line came: what a timeout or a broken connection then ends with. */
    let received: { statusCode: number | null; chunks: Buffer[]; bytes: number } | undefined;
    const answered = () => finish({ statusCode: received!.statusCode, error: null, responseBody: answerText(received!.chunks) });
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
        // The answer's beginning is kept for the operator (WebhookAttempt.responseBody), read
        // within the same timeout: a receiver that sends its status, then stalls, is cut off there
        // with what it sent, its status still counting. Past the kept bytes the rest is not read.
        const answer = { statusCode: response.statusCode ?? null, chunks: [] as Buffer[], bytes: 0 };
        received = answer;
        response.on("data", (chunk: Buffer) => {
          answer.chunks.push(chunk);
          answer.bytes += chunk.length;
          if (answer.bytes >= responseBodyBytes) {
            answered();
            response.destroy();
          }
        });
        response.on("end", answered);
        response.on("error", answered);
        response.on("close", answered);
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (received) answered();
      else if (error.name === "AbortError" || error.name === "TimeoutError") {
        finish({ statusCode: null, error: `no answer within ${timeoutMs} ms`, responseBody: null });
      } else if (error.code === "ERR_PRIVATE_ADDRESS") {
        finish({ statusCode: null, error: `refused: ${error.message}`, responseBody: null });
      } else {
        finish({ statusCode: null, error: error.code ? `${error.code}: ${error.message}` : error.message, responseBody: null });
      }
    });
    request.end(body);
  });
}
