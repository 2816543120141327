// The drills' load and what is checked after it: steady transfers and card fund/withdraw, every
// request with an Idempotency-Key and every outcome kept; afterwards each key is sent again until
// it has a final answer, which must match the earlier final one, and the work must be done once.
import { randomInt, randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { sleep } from "./procs.js";

export interface Answer {
  /** 0: no HTTP answer (a network error or the client's timeout). */
  status: number;
  code?: string;
  replayed: boolean;
  body?: unknown;
  ms: number;
  error?: string;
}

export interface Sent {
  key: string;
  kind: "transfer" | "fund" | "withdraw";
  path: string;
  body: unknown;
  first: Answer;
  final?: Answer;
}

export class Api {
  constructor(
    readonly base: string,
    readonly secret: string,
    readonly timeoutMs = 10_000,
  ) {}

  async call(method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
    const started = performance.now();
    try {
      const response = await fetch(this.base + path, {
        method,
        headers: {
          authorization: `Bearer ${this.secret}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(key ? { "idempotency-key": key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // HAProxy's own 503 page is HTML
      }
      const code = (parsed as { error?: { code?: string } } | null)?.error?.code;
      return { status: response.status, code, replayed: response.headers.get("idempotent-replayed") === "true", body: parsed, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, replayed: false, ms: performance.now() - started, error: error instanceof Error ? error.name : String(error) };
    }
  }
}

/** An answer that will not change on a retry: done, refused for good, or a stored answer replayed. */
export function isFinal(answer: Answer): boolean {
  if (answer.replayed) return true;
  if (answer.status >= 200 && answer.status < 300) return true;
  return answer.status >= 400 && answer.status < 500 && answer.status !== 429 && answer.code !== "idempotency_in_progress";
}

export function classOf(answer: Answer): string {
  if (answer.status === 0) return answer.error === "TimeoutError" ? "timeout" : "net";
  if (answer.status < 300) return "2xx";
  return answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
}

/** Bank account numbers not ending in the Sandbox simulator's magic digits (irrelevant with the scripted provider). */
const accountNumber = () => `DR${randomInt(10_000_000, 99_999_999)}${randomInt(1, 8)}`;

export class Load {
  readonly sent: Sent[] = [];
  private inFlight = new Set<Promise<void>>();
  private running = false;

  constructor(
    readonly api: Api,
    readonly drill: string,
    readonly cards: string[],
    readonly perSecond = 30,
  ) {}

  private next(): Omit<Sent, "first"> {
    const key = `${this.drill}-${randomUUID()}`;
    const roll = Math.random();
    if (roll < 0.7 || this.cards.length === 0) {
      const destination = { type: "bank_account", account_number: accountNumber(), bank_code: "DRILL01", account_name: "Drill Payee", country: "NG" };
      return { key, kind: "transfer", path: "/transfers", body: { amount: randomInt(100, 5_000), currency: "USD", destination, reference: key } };
    }
    const card = this.cards[randomInt(0, this.cards.length)];
    const kind = roll < 0.85 ? "fund" : "withdraw";
    return { key, kind, path: `/cards/${card}/${kind}`, body: { amount: kind === "fund" ? randomInt(600, 1_500) : 500 } };
  }

  /** Sends perSecond requests a second (open loop: a slow answer does not slow the load) for `seconds`. */
  async run(seconds: number): Promise<void> {
    this.running = true;
    const until = Date.now() + seconds * 1000;
    const gap = 1000 / this.perSecond;
    let due = Date.now();
    while (this.running && Date.now() < until) {
      const request = this.next();
      const done = this.api.call("POST", request.path, request.body, request.key).then((first) => {
        this.sent.push({ ...request, first });
      });
      this.inFlight.add(done);
      void done.finally(() => this.inFlight.delete(done));
      due += gap;
      await sleep(Math.max(0, due - Date.now()));
    }
    await Promise.all(this.inFlight);
  }

  stop() {
    this.running = false;
  }
}

export interface RetryReport {
  keysChecked: number;
  /** Keys whose later answer differs from an earlier final one. */
  differing: Array<{ key: string; first: Answer; again: Answer }>;
  /** Keys with no final answer within the bound. */
  unresolved: string[];
}

/** An error's request_id names the request that got it, so a replayed refusal carries its own. */
function withoutRequestId(body: unknown): unknown {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== "object") return body;
  const { request_id: _requestId, ...rest } = error;
  return { ...(body as object), error: rest };
}

const sameAnswer = (a: Answer, b: Answer) => a.status === b.status && isDeepStrictEqual(withoutRequestId(a.body), withoutRequestId(b.body));

/**
 * Every key once more: a key whose first answer was final must get the same answer (replayed);
 * the others are retried until final, waiting on the answers, not a fixed sleep, up to `boundMs`.
 */
export async function retryKeys(api: Api, sent: Sent[], boundMs: number): Promise<RetryReport> {
  const deadline = Date.now() + boundMs;
  const report: RetryReport = { keysChecked: 0, differing: [], unresolved: [] };
  const queue = [...sent];
  // Sends the key again until its answer is final (a 500 from a deadlock, a 503 while an instance
  // restarts, a 409 while the first is still running are not answers yet), up to the deadline.
  const untilFinal = async (item: Sent): Promise<Answer> => {
    let again = await api.call("POST", item.path, item.body, item.key);
    for (let wait = 300; !isFinal(again) && Date.now() < deadline; wait = Math.min(wait * 2, 3_000)) {
      await sleep(wait);
      again = await api.call("POST", item.path, item.body, item.key);
    }
    return again;
  };
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      report.keysChecked += 1;
      const earlier = isFinal(item.first) ? item.first : await untilFinal(item);
      if (!isFinal(earlier)) {
        report.unresolved.push(item.key);
        continue;
      }
      item.final = earlier;
      // A final answer once given must be given again.
      const again = await untilFinal(item);
      if (!sameAnswer(earlier, again)) report.differing.push({ key: item.key, first: earlier, again });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return report;
}

export interface TransferRow {
  id: string;
  status: string;
  reference: string | null;
}

/** Every Sandbox transfer of the drill's organization. */
export async function listTransfers(api: Api, status?: string): Promise<TransferRow[]> {
  const rows: TransferRow[] = [];
  let after: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: "100", ...(status ? { status } : {}), ...(after ? { starting_after: after } : {}) });
    const answer = await api.call("GET", `/transfers?${query}`);
    if (answer.status !== 200) throw new Error(`GET /transfers answered ${answer.status}`);
    const page = answer.body as { data: TransferRow[]; has_more: boolean };
    rows.push(...page.data);
    if (!page.has_more || page.data.length === 0) return rows;
    after = page.data[page.data.length - 1].id;
  }
}

/** Transfers made more than once for one key (reference = key), and final 2xx answers naming a transfer that is not the key's. */
export function workDoneOnce(sent: Sent[], transfers: TransferRow[]) {
  const byReference = new Map<string, TransferRow[]>();
  for (const row of transfers) if (row.reference) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
  const duplicated = [...byReference.entries()].filter(([, rows]) => rows.length > 1).map(([reference, rows]) => ({ reference, ids: rows.map((row) => row.id) }));
  const wrongId: string[] = [];
  for (const item of sent) {
    if (item.kind !== "transfer" || !item.final || item.final.status >= 300) continue;
    const id = (item.final.body as { id?: string }).id;
    const rows = byReference.get(item.key) ?? [];
    if (rows.length !== 1 || rows[0].id !== id) wrongId.push(item.key);
  }
  return { duplicated, wrongId };
}
