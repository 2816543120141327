// Idempotency (decisions §8), built once for every operation that takes an Idempotency-Key.
// The key row is unique per (organization, environment, key); the primary key settles races:
// a concurrent request with the same key waits on the row until the first commits, then
// replays its answer. The row is completed in the same database transaction as the effect.
import { createHash } from "node:crypto";
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

export type IdempotentRun<Q, B, R> = (ctx: OperationContext, input: OperationInput<Q, B>, tx: Tx) => Promise<Outcome<R>>;

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

export function fingerprintOf(operation: string, pathId: string | undefined, body: unknown): string {
  return createHash("sha256")
    .update(`${operation}\n${pathId ?? ""}\n${canonicalJson(body ?? null)}`)
    .digest("hex");
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

async function completeKey(tx: Tx, claim: Claim, status: number, body: unknown): Promise<void> {
  const { organizationId, environment, key } = claim;
  await tx.idempotencyRecord.update({
    where: { organizationId_environment_key: { organizationId, environment, key } },
    data: { state: "completed", responseStatus: status, responseBody: JSON.stringify(body) },
  });
}

export async function runIdempotently<Q, B, R>(
  ctx: OperationContext,
  operation: { name: string; run: IdempotentRun<Q, B, R> },
  input: OperationInput<Q, B>,
  key: string | undefined,
  rawBody: unknown,
): Promise<Outcome<R>> {
  const { prisma } = ctx.domain;
  if (key === undefined) return prisma.$transaction((tx) => operation.run(ctx, input, tx));

  const claim: Claim = {
    ...tenantOf(ctx.principal),
    key,
    operation: operation.name,
    fingerprint: fingerprintOf(operation.name, input.pathId, rawBody),
  };
  try {
    return await prisma.$transaction(async (tx) => {
      const earlier = await claimKey(ctx.domain, tx, claim);
      if (earlier) return earlier;
      const outcome = await operation.run(ctx, input, tx);
      await completeKey(tx, claim, outcome.status, outcome.body);
      return outcome;
    });
  } catch (error) {
    if (!isStored(error)) throw error;
    // The effect's transaction rolled back, so nothing happened: store the refusal on its own.
    const earlier = await prisma.$transaction(async (tx) => {
      const found = await claimKey(ctx.domain, tx, claim);
      if (!found) await completeKey(tx, claim, error.status, { error: error.toBody() });
      return found;
    });
    if (earlier) return earlier;
    throw error;
  }
}

/** Deletes records past their retention (decisions §8); safe to run on every instance. */
export async function deleteExpiredIdempotencyRecords(domain: Domain): Promise<number> {
  const result = await domain.prisma.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: domain.now() } } });
  return result.count;
}
