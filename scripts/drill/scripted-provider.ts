// A payout provider that misbehaves on purpose, speaking the HTTP protocol of
// src/domain/transfers/http-payout-provider.ts: it answers late, times out, answers 5xx, or pays
// and then times out or fails, as a script or random rates say. It keeps the provider contract
// the service relies on (payout-provider.ts): one payout per transfer id, and a status asked of
// an id it has not paid voids that id, so a late submission under it is refused.
//
// It counts what matters afterwards: which transfers it paid, and whether any client reference
// was paid under two transfers (a double payment).
//
// Used by test/transfers/provider-timeouts.test.ts in-process, and by the drills as a process of its own:
//   tsx scripts/drill/scripted-provider.ts --port 7400 [--rates '{"hang":0.2}']
// with GET /control/stats and PUT /control/rates on the same port.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/** What the provider does with one submission. */
export type SubmitBehaviour =
  /** pays and answers 200 */
  | "pay"
  /** answers 422: refused for good, nothing paid */
  | "refuse"
  /** answers 500, nothing paid */
  | "fail"
  /** pays, then answers 500 */
  | "pay_then_fail"
  /** pays nothing and does not answer until hangMs */
  | "hang"
  /** pays, then does not answer until hangMs */
  | "pay_then_hang"
  /** holds the request lateMs, then pays unless the id was voided meanwhile, then answers */
  | "late";

/** What the provider does with one status question. */
export type StatusBehaviour = "answer" | "fail" | "hang";

/** Fractions of calls (0 to 1) that misbehave each way; the rest pay, or answer. */
export interface Rates {
  refuse: number;
  fail: number;
  payThenFail: number;
  hang: number;
  payThenHang: number;
  late: number;
  statusFail: number;
  statusHang: number;
}

export interface SubmitCall {
  transferId: string;
  amount: string;
  currency: string;
  destinationLast4: string;
  reference: string | null;
}

export interface ScriptedProviderOptions {
  port?: number;
  host?: string;
  rates?: Partial<Rates>;
  /** Decides a submission's behaviour; undefined falls back to the rates. */
  script?: (call: SubmitCall) => SubmitBehaviour | undefined;
  /** Decides a status question's behaviour; undefined falls back to the rates. */
  statusScript?: (transferId: string) => StatusBehaviour | undefined;
  /** How long a hanging answer is held (longer than the service's PAYOUT_PROVIDER_TIMEOUT_MS). */
  hangMs?: number;
  /** How long a late submission is held before it is carried out. */
  lateMs?: number;
  /** A paid payout reads `pending` this long, then `succeeded`. */
  settleAfterMs?: number;
}

interface Payout {
  call: SubmitCall;
  paidAt: number;
}

export interface ProviderStats {
  submissions: number;
  statusQuestions: number;
  paid: number;
  /** Ids asked about before any payout: refused for good. */
  voided: number;
  /** Submissions refused because their id had been voided (late ones, mostly). */
  refusedAsVoided: number;
  /** Client references paid under more than one transfer: must be 0. */
  referencesPaidTwice: number;
  paidTransferIds: string[];
}

export interface ScriptedProvider {
  url: string;
  stats(): ProviderStats;
  setRates(rates: Partial<Rates>): void;
  close(): Promise<void>;
}

const noRates: Rates = { refuse: 0, fail: 0, payThenFail: 0, hang: 0, payThenHang: 0, late: 0, statusFail: 0, statusHang: 0 };

function pick<T extends string>(choices: Array<[T, number]>, otherwise: T): T {
  let roll = Math.random();
  for (const [choice, rate] of choices) {
    if (roll < rate) return choice;
    roll -= rate;
  }
  return otherwise;
}

function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        resolve(chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>));
      } catch (error) {
        reject(error);
      }
    });
    request.on("error", reject);
  });
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export async function startScriptedProvider(options: ScriptedProviderOptions = {}): Promise<ScriptedProvider> {
  let rates: Rates = { ...noRates, ...options.rates };
  const hangMs = options.hangMs ?? 60_000;
  const lateMs = options.lateMs ?? 3_000;
  const settleAfterMs = options.settleAfterMs ?? 0;
  const payouts = new Map<string, Payout>();
  const voided = new Set<string>();
  const paidReferences = new Map<string, Set<string>>();
  const counts = { submissions: 0, statusQuestions: 0, refusedAsVoided: 0 };

  /** Carries a submission out: once per id, never under a voided id. */
  function pay(call: SubmitCall): "paid" | "voided" {
    if (voided.has(call.transferId)) {
      counts.refusedAsVoided += 1;
      return "voided";
    }
    if (!payouts.has(call.transferId)) {
      payouts.set(call.transferId, { call, paidAt: Date.now() });
      if (call.reference !== null) {
        const ids = paidReferences.get(call.reference) ?? new Set<string>();
        ids.add(call.transferId);
        paidReferences.set(call.reference, ids);
      }
    }
    return "paid";
  }

  /** No answer until long after the caller gave up (its timeout is shorter than hangMs). */
  const hangUp = async (response: http.ServerResponse) => {
    await sleep(hangMs);
    send(response, 504, { error: { message: "Too late." } });
  };

  const answerPaid = (response: http.ServerResponse, call: SubmitCall) =>
    pay(call) === "paid"
      ? send(response, 200, { transfer_id: call.transferId, status: "pending" })
      : send(response, 409, { error: { message: "This payout was voided: a status question found none under its id." } });

  async function submit(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await readJson(request);
    const call: SubmitCall = {
      transferId: String(request.headers["idempotency-key"] ?? body.transfer_id),
      amount: String(body.amount),
      currency: String(body.currency),
      destinationLast4: String(body.destination_last4),
      reference: typeof body.reference === "string" ? body.reference : null,
    };
    counts.submissions += 1;
    const behaviour =
      options.script?.(call) ??
      pick<SubmitBehaviour>(
        [
          ["refuse", rates.refuse],
          ["fail", rates.fail],
          ["pay_then_fail", rates.payThenFail],
          ["hang", rates.hang],
          ["pay_then_hang", rates.payThenHang],
          ["late", rates.late],
        ],
        "pay",
      );
    switch (behaviour) {
      case "pay":
        return answerPaid(response, call);
      case "refuse":
        return send(response, 422, { error: { message: "The provider refused the payout." } });
      case "fail":
        return send(response, 500, { error: { message: "The provider failed." } });
      case "pay_then_fail":
        pay(call);
        return send(response, 500, { error: { message: "The provider failed after paying." } });
      case "hang":
        return hangUp(response);
      case "pay_then_hang":
        pay(call);
        return hangUp(response);
      case "late":
        await sleep(lateMs);
        return answerPaid(response, call);
    }
  }

  async function status(transferId: string, response: http.ServerResponse) {
    counts.statusQuestions += 1;
    const behaviour =
      options.statusScript?.(transferId) ??
      pick<StatusBehaviour>(
        [
          ["fail", rates.statusFail],
          ["hang", rates.statusHang],
        ],
        "answer",
      );
    if (behaviour === "fail") return send(response, 500, { error: { message: "The provider's status failed." } });
    if (behaviour === "hang") return hangUp(response);
    const payout = payouts.get(transferId);
    if (!payout) {
      voided.add(transferId);
      return send(response, 404, { error: { message: "No payout under this id; none will be made." } });
    }
    return send(response, 200, { status: Date.now() - payout.paidAt >= settleAfterMs ? "succeeded" : "pending" });
  }

  function stats(): ProviderStats {
    return {
      ...counts,
      paid: payouts.size,
      voided: voided.size,
      referencesPaidTwice: [...paidReferences.values()].filter((ids) => ids.size > 1).length,
      paidTransferIds: [...payouts.keys()],
    };
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://provider");
    const handled = (async () => {
      if (request.method === "POST" && url.pathname === "/payouts") return submit(request, response);
      const statusMatch = /^\/payouts\/([^/]+)$/.exec(url.pathname);
      if (request.method === "GET" && statusMatch) return status(decodeURIComponent(statusMatch[1]), response);
      if (request.method === "GET" && url.pathname === "/control/stats") return send(response, 200, stats());
      if (request.method === "PUT" && url.pathname === "/control/rates") {
        rates = { ...noRates, ...(await readJson(request)) };
        return send(response, 200, rates);
      }
      send(response, 404, { error: { message: "No such route." } });
    })();
    handled.catch((error: unknown) => send(response, 400, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setRates(next) {
      rates = { ...noRates, ...next };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// As a process of its own (the drills): --port N and --rates JSON.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const argument = (name: string) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const provider = await startScriptedProvider({
    port: Number(argument("--port") ?? 0),
    rates: JSON.parse(argument("--rates") ?? "{}") as Partial<Rates>,
    hangMs: Number(argument("--hang-ms") ?? 60_000),
    lateMs: Number(argument("--late-ms") ?? 3_000),
    settleAfterMs: Number(argument("--settle-after-ms") ?? 0),
  });
  console.log(`listening ${provider.url}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
