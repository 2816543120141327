// A real webhook receiver on 127.0.0.1 for the tests: records every request byte for byte and
// answers with whatever the test scripts (a status, or "hang" to never answer).
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { changeSettings } from "./fixtures.js";
import { testServer } from "./server.js";

export interface ReceivedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  receivedAt: number;
  /** What the receiver answered. */
  answer?: Answer;
}

/**
 * A status (its body "ok"), a status with a body of the test's own (a real-time decision), or
 * "hang": no answer, unless the test calls `release` with the request's index.
 */
export type Answer = number | { status: number; body: string } | "hang";

/** The status an answer gave, if it gave one. */
function statusOf(answer: Answer | undefined): number | undefined {
  return typeof answer === "number" ? answer : typeof answer === "object" ? answer.status : undefined;
}

export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  /** Unanswered requests by index. */
  private readonly hanging = new Map<number, ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** Decides each answer from the request's position (0 for the first). */
    public answer: (index: number, request: ReceivedRequest) => Answer,
  ) {}

  static async start(answer: (index: number, request: ReceivedRequest) => Answer = () => 200): Promise<WebhookReceiver> {
    // eslint-disable-next-line prefer-const -- assigned below, after the server that reads it is made
    let receiver!: WebhookReceiver;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const request: ReceivedRequest = { method: req.method ?? "", headers: req.headers, rawBody: Buffer.concat(chunks), receivedAt: Date.now() };
        const index = receiver.requests.push(request) - 1;
        const answer = receiver.answer(index, request);
        request.answer = answer;
        if (answer === "hang") {
          receiver.hanging.set(index, res);
          return;
        }
        if (typeof answer === "object") res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
        else res.writeHead(answer, { "content-type": "text/plain" }).end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address !== "object") throw new Error("receiver has no address");
    receiver = new WebhookReceiver(server, `http://127.0.0.1:${address.port}/hooks`, answer);
    return receiver;
  }

  /** Answers the hanging request `index` with `status`. */
  release(index: number, status: number): void {
    const res = this.hanging.get(index);
    if (!res) throw new Error(`receiver: request ${index} is not hanging`);
    this.hanging.delete(index);
    this.requests[index].answer = status;
    res.writeHead(status, { "content-type": "text/plain" }).end("ok");
  }

  /** The ids of the events answered with a 2xx so far. */
  deliveredEventIds(): Set<string> {
    return new Set(
      this.requests
        .filter((r) => {
          const status = statusOf(r.answer);
          return status !== undefined && status >= 200 && status < 300;
        })
        .map((r) => JSON.parse(r.rawBody.toString("utf8")).id),
    );
  }

  /** The parsed bodies of the requests so far. */
  events(): any[] {
    return this.requests.map((r) => JSON.parse(r.rawBody.toString("utf8")));
  }

  async waitFor(predicate: (requests: ReceivedRequest[]) => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.requests)) {
      if (Date.now() > deadline) throw new Error(`receiver: condition not met within ${timeoutMs} ms (${this.requests.length} requests)`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async close(): Promise<void> {
    for (const res of this.hanging.values()) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * For a test file whose receivers listen on loopback: the service may call private addresses,
 * with a retry base of `retryBaseMs` (the backoff takes milliseconds), for the whole file, whose
 * receivers are closed after it. Returns what starts a receiver.
 */
export function receiversForFile(retryBaseMs = 50): (answer?: Parameters<typeof WebhookReceiver.start>[0]) => Promise<WebhookReceiver> {
  const started: WebhookReceiver[] = [];
  let restoreSettings = () => {};
  beforeAll(async () => {
    restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: true, webhookRetryBaseMs: retryBaseMs });
  });
  afterAll(async () => {
    restoreSettings();
    await Promise.all(started.map((r) => r.close()));
  });
  return async (answer) => {
    const receiver = await WebhookReceiver.start(answer);
    started.push(receiver);
    return receiver;
  };
}
