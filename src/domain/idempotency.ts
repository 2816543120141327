// Idempotency (decisions §8), built once for every operation that takes an Idempotency-Key.
// The key row is unique per (organization, environment, key); the primary key settles races:
// a concurrent request with the same key waits on the row until the first commits, then
// replays its answer. The row is completed in the same database transaction as the effect.
import { createHmac } from "node:crypto";
import { serviceSecret } from "./service-secrets.js";
import { ApiError, type ErrorBody } from "./errors.js";
import type { Domain, Tx } from "./domain.js";
import type { OperationContext, OperationInput } from "./operation.js";
import { tenantOf } from "./principal.js";

export interface Outcome<R> {
  status: number;
  body: R;
  /** true when this is the stored answer to an earlier request with the same key. */
  replayed?: boolean;
}

/**
 * An idempotent operation's body. Single-transaction operations wrap their work in `atomically`;
 * operations that call a provider use the session's phases directly (see transfers).
 */
export type IdempotentRun<Q, B, R> = (ctx: OperationContext, input: OperationInput<Q, B>, session: IdempotencySession) => Promise<Outcome<R>>;

interface Claim {
  organizationId: string;
  environment: "sandbox" | "live";
  key: string;
  operation: string;
  fingerprint: string;
}

/** JSON with object keys sorted, so that equal bodies fingerprint equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Keyed with a deployment secret: a plain hash of a body holding a phone or account number
 * could be reversed by trying every number, and those numbers are never to be stored.
 */
export function fingerprintOf(secret: string, operation: string, pathId: string | undefined, body: unknown): string {
  return createHmac("sha256", secret)
    .update(`${operation}\n${pathId ?? ""}\n${canonicalJson(body ?? null)}`)
    .digest("hex");
}

export function fingerprintSecret(domain: Domain): Promise<string> {
  return serviceSecret(domain.prisma, "idempotency_fingerprint_secret", "IDEMPOTENCY_FINGERPRINT_SECRET");
}

/** Failures that leave the key unused (decisions §8): validation, contention, and our own faults. */
function isStored(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.replayed) return false;
  return error.status !== 400 && error.status !== 500 && error.code !== "idempotency_in_progress" && error.code !== "idempotency_key_reuse";
}

function replay(record: { responseStatus: number | null; responseBody: string | null }): Outcome<never> {
  const body = (record.responseBody === null ? null : JSON.parse(record.responseBody)) as { error?: ErrorBody } | null;
  if (record.responseStatus !== null && record.responseStatus >= 400 && body?.error) {
    const error = ApiError.fromBody(body.error);
    error.replayed = true;
    throw error;
  }
  return { status: record.responseStatus ?? 200, body: body as never, replayed: true };
}

/**
 * Inserts the key as in_progress, or explains why it cannot be: a replay of the stored answer
 * (returned), 422 for another request, 409 while the first is still running (thrown).
 * Returns null when this request now owns the key.
 */
async function claimKey(domain: Domain, tx: Tx, claim: Claim, resourceId?: string): Promise<Outcome<never> | null> {
  const now = domain.now();
  const expiresAt = new Date(now.getTime() + domain.config.idempotencyTtlHours * 3_600_000);
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await tx.idempotencyRecord.createMany({
      data: [{ ...claim, state: "in_progress", expiresAt, resourceId }],
      skipDuplicates: true,
    });
    if (inserted.count === 1) return null;
    const { organizationId, environment, key } = claim;
    const record = await tx.idempotencyRecord.findUnique({
      where: { organizationId_environment_key: { organizationId, environment, key } },
    });
    if (!record) continue; // removed by the cleanup between our two statements
    if (record.expiresAt <= now) {
      await tx.idempotencyRecord.deleteMany({ where: { organizationId, environment, key, expiresAt: { lte: now } } });
      continue;
    }
    if (record.fingerprint !== claim.fingerprint) {
      throw new ApiError(
        "idempotency_key_reuse",
        "This Idempotency-Key was already used with a different request body or endpoint.",
      );
    }
    if (record.state !== "completed") {
      throw new ApiError("idempotency_in_progress", "A request with this Idempotency-Key is still in progress. Retry later.");
    }
    return replay(record);
  }
  throw new Error("idempotency key could not be claimed");
}

export interface IdempotencyScope {
  organizationId: string;
  environment: "sandbox" | "live";
  key: string;
}

/** Stores the answer in the caller's transaction: the same one as the effect it answers for. */
export async function completeIdempotencyRecord(tx: Tx, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
  const { organizationId, environment, key } = scope;
  await tx.idempotencyRecord.update({
    where: { organizationId_environment_key: { organizationId, environment, key } },
    data: { state: "completed", responseStatus: status, responseBody: JSON.stringify(body) },
  });
}

/** The stored form of an error answer. */
export function errorResponseBody(error: ApiError) {
  return { error: error.toBody() };
}

/** A successful earlier answer found while claiming: unwinds the claiming transaction. */
class Replay {
  constructor(readonly outcome: Outcome<never>) {}
}

/**
 * One request's hold on its Idempotency-Key (or on nothing, when an optional key was not sent).
 * `begin` claims the key in the transaction that makes the first effect; the operation stores
 * its answer with `complete` in the transaction that makes the last.
 */
export class IdempotencySession {
  /** Set once a transaction that claimed the key has committed: the operation owns the answer. */
  claimed = false;

  constructor(
    private readonly ctx: OperationContext,
    readonly claim: Claim | undefined,
  ) {}

  get key(): string | undefined {
    return this.claim?.key;
  }

  async begin<T>(work: (tx: Tx) => Promise<T>, resourceId?: string): Promise<T> {
    const value = await this.ctx.domain.prisma.$transaction(async (tx) => {
      if (this.claim) {
        const earlier = await claimKey(this.ctx.domain, tx, this.claim, resourceId);
        if (earlier) throw new Replay(earlier);
      }
      return work(tx);
    });
    this.claimed = this.claim !== undefined;
    return value;
  }

  async complete(tx: Tx, status: number, body: unknown): Promise<void> {
    if (this.claim) await completeIdempotencyRecord(tx, this.claim, status, body);
  }
}

/** The whole operation in one transaction with its claim and its answer. */
export function atomically<Q, B, R>(
  work: (ctx: OperationContext, input: OperationInput<Q, B>, tx: Tx) => Promise<Outcome<R>>,
): IdempotentRun<Q, B, R> {
  return (ctx, input, session) =>
    session.begin(async (tx) => {
      const outcome = await work(ctx, input, tx);
      await session.complete(tx, outcome.status, outcome.body);
      return outcome;
    });
}

export async function runIdempotently<Q, B, R>(
  ctx: OperationContext,
  operation: { name: string; run: IdempotentRun<Q, B, R>; openStoredAnswer?(ctx: OperationContext, stored: R): Promise<R> },
  input: OperationInput<Q, B>,
  key: string | undefined,
  rawBody: unknown,
): Promise<Outcome<R>> {
  const claim: Claim | undefined =
    key === undefined
      ? undefined
      : {
          ...tenantOf(ctx.principal),
          key,
          operation: operation.name,
          fingerprint: fingerprintOf(await fingerprintSecret(ctx.domain), operation.name, input.pathId, rawBody),
        };
  const session = new IdempotencySession(ctx, claim);
  const open = async (stored: Outcome<never>): Promise<Outcome<R>> =>
    operation.openStoredAnswer ? { ...stored, body: await operation.openStoredAnswer(ctx, stored.body) } : stored;
  try {
    return await operation.run(ctx, input, session);
  } catch (error) {
    if (error instanceof Replay) return open(error.outcome);
    if (!claim || session.claimed || !isStored(error)) throw error;
    // Refused before any effect committed: store the refusal on its own.
    const earlier = await ctx.domain.prisma.$transaction(async (tx) => {
      const found = await claimKey(ctx.domain, tx, claim);
      if (!found) await completeIdempotencyRecord(tx, claim, error.status, errorResponseBody(error));
      return found;
    });
    if (earlier) return open(earlier);
    throw error;
  }
}

/** Deletes records past their retention (decisions §8); safe to run on every instance. */
export async function deleteExpiredIdempotencyRecords(domain: Domain): Promise<number> {
  const result = await domain.prisma.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: domain.now() } } });
  return result.count;
}
