// Idempotency (docs/api/idempotency.md), built once for every operation that takes an Idempotency-Key.
// The key row is unique per (organization, environment, key); the primary key settles races:
// a concurrent request with the same key waits on the row until the first commits, then
// replays its answer. The row is completed in the same database transaction as the effect.
import { createHmac } from "node:crypto";
import { LRUCache } from "lru-cache";
import { Prisma } from "../../generated/prisma/client.js";
import { serviceSecret } from "../service-secrets.js";
import { ApiError, type ErrorBody } from "../errors.js";
import type { Db, Domain, Tx } from "../domain.js";
import type { OperationContext, OperationArgs } from "../operation-context.js";
import { tenantOf } from "../auth/principal.js";

/** An operation's result as its caller receives it. */
export interface Outcome<R> {
  result: R;
  /** true when this is the stored answer to an earlier request with the same key. */
  replayed?: boolean;
}

/**
 * An idempotent operation's work. Single-transaction operations wrap their work in `atomically`;
 * operations that call a provider use the session's phases directly (see transfers).
 */
export type IdempotentRun<Q, B, R> = (ctx: OperationContext, args: OperationArgs<Q, B>, session: IdempotencySession) => Promise<R>;

/**
 * An answer as the record keeps it: the API status (a success's, or its error code's: decisions
 * §10) with the body, so that a replay answers alike on either transport.
 */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The stored answers, made in one place. */
export const storedAnswer = {
  /** A success: 201 for an operation that creates a resource, else 200. */
  success: (creates: boolean | undefined, body: unknown): StoredAnswer => ({ status: creates ? 201 : 200, body }),
  refusal: (error: ApiError): StoredAnswer => ({ status: error.status, body: { error: error.toBody() } }),
};

interface Claim {
  organizationId: string;
  environment: "sandbox" | "live";
  key: string;
  operation: string;
  fingerprint: string;
}

/** JSON with object keys sorted, so that equal inputs fingerprint equally. */
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
 * Keyed with a deployment secret: a plain hash of an input holding a phone or account number
 * could be reversed by trying every number, and those numbers are never to be stored. `input`
 * is the request's as sent, before validation: REST's body, or GraphQL's arguments as the
 * domain names them, so that one request fingerprints alike on either transport.
 */
export function fingerprintOf(secret: string, operation: string, id: string | undefined, input: unknown): string {
  return createHmac("sha256", secret)
    .update(`${operation}\n${id ?? ""}\n${canonicalJson(input ?? null)}`)
    .digest("hex");
}

export function fingerprintSecret(domain: Domain): Promise<string> {
  return serviceSecret(domain.prisma, "IDEMPOTENCY_FINGERPRINT_SECRET");
}

/**
 * Failures that leave the key unused (docs/api/idempotency.md#what-is-stored): validation, contention, our own faults, and
 * a database connection that failed under the request (a raw driver error, or already answered
 * as temporarily_unavailable): its transaction rolled back, so a retry must run the request, not
 * replay a 503.
 */
function isStored(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.replayed) return false;
  if (error.code === "temporarily_unavailable" || error.code === "idempotency_in_progress" || error.code === "idempotency_key_reuse") return false;
  return error.status !== 400 && error.status !== 500;
}

function replay(record: { responseStatus: number | null; responseBody: string | null }): Outcome<never> {
  const body = (record.responseBody === null ? null : JSON.parse(record.responseBody)) as { error?: ErrorBody } | null;
  if (record.responseStatus !== null && record.responseStatus >= 400 && body?.error) {
    const error = ApiError.fromBody(body.error);
    error.replayed = true;
    throw error;
  }
  return { result: body as never, replayed: true };
}

function expiresAtFrom(domain: Domain): Date {
  return new Date(domain.now().getTime() + domain.config.idempotencyTtlHours * 3_600_000);
}

/** The name of a key's advisory lock (group commits take their statements' key locks first: db/group-commit.ts). */
function keyLockName(claim: Claim): string {
  return `${claim.organizationId}/${claim.environment}/${claim.key}`;
}

/**
 * Every claim of a key first takes a transaction-level advisory lock on it (CTE
 * `idempotency_key_lock`), before any other lock: one-statement operations lock ledger accounts
 * before they insert the key, transactional ones insert the key before they post, and without a
 * common first lock one key sent to both at once could deadlock (test: "one key sent at once to
 * POST /test/fund and POST /transfers").
 */

function keyLockCte(claim: Claim | undefined): Prisma.Sql {
  if (!claim) return Prisma.sql`idempotency_key_lock AS MATERIALIZED (SELECT 1 AS locked)`;
  return Prisma.sql`
    idempotency_key_lock AS MATERIALIZED (
      SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended(${keyLockName(claim)}::text, 0))) AS lock)`;
}

/** The condition a statement's other locks wait on: taken after the key's (keyLockCte). */
export const afterKeyLock = Prisma.sql`EXISTS (SELECT 1 FROM idempotency_key_lock)`;

/** Boolean, in a statement with IdempotencySession.claimInStatement: this request took the key. */
export const keyClaimed = Prisma.sql`EXISTS (SELECT 1 FROM idempotency_claim)`;

/**
 * The claim as a CTE, `idempotency_claim`: inserts the key as in_progress if `onlyIf` holds and
 * nobody holds the key, and yields a row when it did. Without a key (an optional one not sent)
 * it yields a row whenever `onlyIf` holds. The one INSERT both claimKey and one-statement
 * operations (IdempotencySession.claimInStatement) use.
 */
function claimCte(
  claim: Claim | undefined,
  expiresAt: Date,
  resourceId: string | undefined,
  onlyIf: Prisma.Sql,
  answer?: StoredAnswer,
): Prisma.Sql {
  if (!claim) return Prisma.sql`idempotency_claim AS (SELECT 1 AS claimed WHERE ${onlyIf})`;
  return Prisma.sql`
    idempotency_claim AS (
      INSERT INTO idempotency_records (organization_id, environment, key, operation, fingerprint, state, resource_id, expires_at,
                                       response_status, response_body)
      SELECT ${claim.organizationId}, ${claim.environment}::"Environment", ${claim.key}, ${claim.operation}, ${claim.fingerprint},
             ${answer ? "completed" : "in_progress"}::text, ${resourceId ?? null}::text, ${expiresAt}::timestamptz,
             ${answer?.status ?? null}::int, ${answer ? JSON.stringify(answer.body) : null}::text
      WHERE ${onlyIf}
      ON CONFLICT DO NOTHING
      RETURNING 1 AS claimed)`;
}

/** A completed record, as stored: its answer can no longer change until it expires. */
interface CompletedRecord {
  fingerprint: string;
  responseStatus: number | null;
  responseBody: string | null;
  expiresAt: Date;
}

/**
 * Completed records this process has read, per database, so that repeated replays of one key
 * (a client retrying in a loop) are answered from memory: a completed record never changes, so
 * any instance may keep a copy until it expires. Bounded by count (IDEMPOTENCY_REPLAY_CACHE_SIZE)
 * and by the bytes its answers take (IDEMPOTENCY_REPLAY_CACHE_BYTES): answers reach ~43 KB, so a
 * count alone let 10,000 of them hold about half a gigabyte. The least recently used goes first.
 */
const completedRecords = new WeakMap<object, LRUCache<string, CompletedRecord>>();

function recordKey(claim: Claim): string {
  return `${claim.organizationId}\n${claim.environment}\n${claim.key}`;
}

/** What an entry holds in memory, about: its strings at two bytes a character, and the object around them. */
function bytesOf(record: CompletedRecord, key: string): number {
  return 2 * (key.length + record.fingerprint.length + (record.responseBody?.length ?? 0)) + 200;
}

function replayCache(domain: Domain): LRUCache<string, CompletedRecord> | undefined {
  const { idempotencyReplayCacheSize: max, idempotencyReplayCacheBytes: maxSize } = domain.config;
  if (max <= 0 || maxSize <= 0) return undefined;
  let records = completedRecords.get(domain.prisma);
  // Settings read at each use, as before: a cache made under other bounds is started anew.
  if (!records || records.max !== max || records.maxSize !== maxSize) {
    completedRecords.set(domain.prisma, (records = new LRUCache({ max, maxSize, sizeCalculation: bytesOf })));
  }
  return records;
}

/** How much the replay cache holds now: for metrics and tests. */
export function replayCacheUsage(domain: Domain): { entries: number; bytes: number } {
  const records = completedRecords.get(domain.prisma);
  return { entries: records?.size ?? 0, bytes: records?.calculatedSize ?? 0 };
}

function rememberCompleted(domain: Domain, claim: Claim, record: CompletedRecord): void {
  const records = replayCache(domain);
  // An answer larger than the whole cache is not kept (lru-cache refuses it rather than throw).
  if (records && bytesOf(record, recordKey(claim)) <= records.maxSize) records.set(recordKey(claim), record);
}

function recallCompleted(domain: Domain, claim: Claim): CompletedRecord | undefined {
  const records = completedRecords.get(domain.prisma);
  const record = records?.get(recordKey(claim));
  if (!record) return undefined;
  if (record.expiresAt <= domain.now()) {
    records!.delete(recordKey(claim));
    return undefined;
  }
  return record;
}

/** 422: the key holds another request's record, whatever its state. */
function refuseReuse(claim: Claim, record: { fingerprint: string }): void {
  if (record.fingerprint !== claim.fingerprint) {
    throw new ApiError(
      "idempotency_key_reuse",
      "This Idempotency-Key was already used with a different request body or endpoint.",
    );
  }
}

/** The answer to a request whose key holds a completed record: a replay, or 422 for another request. */
function answerFromCompleted(claim: Claim, record: CompletedRecord): Outcome<never> {
  refuseReuse(claim, record);
  return replay(record);
}

/**
 * Why a key could not be claimed: a replay of the stored answer (returned), 422 for another
 * request, 409 while the first is still running (thrown); null when the record has gone (it
 * expired, or the cleanup removed it), so the claim may be tried again.
 */
async function explainTakenKey(domain: Domain, db: Db, claim: Claim): Promise<Outcome<never> | null> {
  const now = domain.now();
  const { organizationId, environment, key } = claim;
  // findFirst, not findUnique: the client joins the findUniques of one tick into one statement,
  // which under load would read several organizations' keys at once (a multi-shard query on Citus).
  const record = await db.idempotencyRecord.findFirst({ where: { organizationId, environment, key } });
  if (!record) return null; // removed by the cleanup between our two statements
  if (record.expiresAt <= now) {
    // Conditional in the statement: the key may have been claimed anew since the read above, and
    // that claim must stay (Prisma's deleteMany would delete by key alone after its own read).
    await db.$executeRaw(Prisma.sql`
      DELETE FROM idempotency_records
      WHERE organization_id = ${organizationId} AND environment = ${environment}::"Environment" AND key = ${key} AND expires_at <= ${now}`);
    return null;
  }
  if (record.state === "completed") {
    rememberCompleted(domain, claim, record);
    return answerFromCompleted(claim, record);
  }
  refuseReuse(claim, record);
  throw new ApiError("idempotency_in_progress", "A request with this Idempotency-Key is still in progress. Retry later.");
}

/**
 * Inserts the key as in_progress, or explains why it cannot be (explainTakenKey).
 * Returns null when this request now owns the key.
 */
async function claimKey(domain: Domain, tx: Tx, claim: Claim, resourceId?: string): Promise<Outcome<never> | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [{ claimed }] = await tx.$queryRaw<Array<{ claimed: boolean }>>`
      WITH ${keyLockCte(claim)}, ${claimCte(claim, expiresAtFrom(domain), resourceId, afterKeyLock)}
      SELECT EXISTS (SELECT 1 FROM idempotency_claim) AS claimed`;
    if (claimed) return null;
    const earlier = await explainTakenKey(domain, tx, claim);
    if (earlier) return earlier;
  }
  throw new Error("idempotency key could not be claimed");
}

export interface IdempotencyScope {
  organizationId: string;
  environment: "sandbox" | "live";
  key: string;
}

/**
 * The UPDATE that stores an answer, conditional on `onlyIf`: completeIdempotencyRecord runs it on
 * its own; a one-statement phase puts it in its WITH (see transfers/lifecycle.ts).
 */
export function completeRecordSql(scope: IdempotencyScope, answer: StoredAnswer, onlyIf: Prisma.Sql = Prisma.sql`true`): Prisma.Sql {
  return Prisma.sql`
    UPDATE idempotency_records SET state = 'completed', response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}
    WHERE organization_id = ${scope.organizationId} AND environment = ${scope.environment}::"Environment" AND key = ${scope.key}
      AND ${onlyIf}`;
}

/**
 * A completion's condition for work that finishes after its request (a transfer the provider
 * answers later): the record is still the in-progress claim made for `resourceId`. Its key may
 * have expired and been claimed again for another request meanwhile, whose answer must stay.
 */
export function stillClaimedFor(resourceId: string): Prisma.Sql {
  return Prisma.sql`state = 'in_progress' AND resource_id = ${resourceId}`;
}

/** Stores the answer in the caller's transaction: the same one as the effect it answers for. */
export async function completeIdempotencyRecord(tx: Tx, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  await tx.$executeRaw(completeRecordSql(scope, answer));
}

/**
 * Rewrites the answers stored for an operation on a resource: what a replay answers once the
 * resource can no longer be shown as it was (a deleted webhook endpoint's secret, docs/operations.md#secrets-in-logs).
 */
export async function replaceStoredAnswers(
  tx: Tx,
  made: { organizationId: string; environment: "sandbox" | "live"; operation: string; resourceId: string },
  answer: StoredAnswer,
): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    UPDATE idempotency_records SET response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}
    WHERE organization_id = ${made.organizationId} AND environment = ${made.environment}::"Environment"
      AND operation = ${made.operation} AND resource_id = ${made.resourceId}`);
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
    /** Whether the operation creates a resource: its success is stored as such. */
    private readonly creates: boolean | undefined,
  ) {}

  get key(): string | undefined {
    return this.claim?.key;
  }

  async begin<T>(work: (tx: Tx) => Promise<T>, resourceId?: string): Promise<T> {
    const value = await this.ctx.domain.transaction(async (tx) => {
      if (this.claim) {
        const earlier = await claimKey(this.ctx.domain, tx, this.claim, resourceId);
        if (earlier) throw new Replay(earlier);
      }
      return work(tx);
    });
    this.claimed = this.claim !== undefined;
    return value;
  }

  /** The key's lock, first in the statement's WITH; its other locks wait on `afterKeyLock`. */
  keyLockInStatement(): Prisma.Sql {
    return keyLockCte(this.claim);
  }

  /** The advisory lock keyLockInStatement takes, by name (for a group commit: db/group-commit.ts). */
  keyLockName(): string | undefined {
    return this.claim && keyLockName(this.claim);
  }

  /** Takes the key's lock in the caller's transaction, before the transaction's other locks. */
  async lockKey(tx: Tx): Promise<void> {
    await tx.$queryRaw`WITH ${keyLockCte(this.claim)} SELECT locked FROM idempotency_key_lock`;
  }

  /**
   * `begin` for a first phase written as one SQL statement, run without an interactive
   * transaction: on the transfer hot path, BEGIN and COMMIT and the client's transaction
   * bookkeeping cost more than the statement itself (bench/README.md). Put the returned CTE in
   * the statement's WITH after `keyLockInStatement()`, and make every effect conditional on
   * `EXISTS (SELECT 1 FROM idempotency_claim)`; the claim itself is only tried when `onlyIf`
   * holds. With `answer`, the statement is the whole operation and stores its answer with the
   * claim. After running it, call `settleClaim`.
   */
  claimInStatement(onlyIf: Prisma.Sql, resourceId?: string, answer?: { body: unknown }): Prisma.Sql {
    const stored = answer && storedAnswer.success(this.creates, answer.body);
    return claimCte(this.claim, expiresAtFrom(this.ctx.domain), resourceId, onlyIf, stored);
  }

  /**
   * Whether the statement of `claimInStatement` took the key. If another request holds it,
   * answers as `begin` does (replay, 409, 422); false means the record has just gone and the
   * statement may be run again. `db`: the caller's transaction, if the statement ran in one.
   */
  async settleClaim(tookKey: boolean, db: Db = this.ctx.domain.prisma): Promise<boolean> {
    if (tookKey || !this.claim) {
      this.claimed = this.claim !== undefined;
      return true;
    }
    const earlier = await explainTakenKey(this.ctx.domain, db, this.claim);
    if (earlier) throw new Replay(earlier);
    return false;
  }

  /** Stores the successful answer in the transaction of the operation's last effect. */
  async complete(tx: Tx, body: unknown): Promise<void> {
    if (this.claim) await completeIdempotencyRecord(tx, this.claim, storedAnswer.success(this.creates, body));
  }
}

/** The whole operation in one transaction with its claim and its answer. */
export function atomically<Q, B, R>(
  work: (ctx: OperationContext, args: OperationArgs<Q, B>, tx: Tx) => Promise<R>,
): IdempotentRun<Q, B, R> {
  return (ctx, args, session) =>
    session.begin(async (tx) => {
      const result = await work(ctx, args, tx);
      await session.complete(tx, result);
      return result;
    });
}

export async function runIdempotently<Q, B, R>(
  ctx: OperationContext,
  operation: { name: string; creates?: boolean; run: IdempotentRun<Q, B, R>; openStoredAnswer?(ctx: OperationContext, stored: R): Promise<R> },
  args: OperationArgs<Q, B>,
  key: string | undefined,
  rawInput: unknown,
): Promise<Outcome<R>> {
  const claim: Claim | undefined =
    key === undefined
      ? undefined
      : {
          ...tenantOf(ctx.principal),
          key,
          operation: operation.name,
          fingerprint: fingerprintOf(await fingerprintSecret(ctx.domain), operation.name, args.id, rawInput),
        };
  const session = new IdempotencySession(ctx, claim, operation.creates);
  const open = async (stored: Outcome<never>): Promise<Outcome<R>> =>
    operation.openStoredAnswer ? { ...stored, result: await operation.openStoredAnswer(ctx, stored.result) } : stored;
  const known = claim && recallCompleted(ctx.domain, claim);
  if (known) return open(answerFromCompleted(claim, known));
  try {
    return { result: await operation.run(ctx, args, session) };
  } catch (error) {
    if (error instanceof Replay) return open(error.outcome);
    if (!claim || session.claimed || !isStored(error)) throw error;
    // Refused before any effect committed: store the refusal on its own.
    const earlier = await ctx.domain.transaction(async (tx) => {
      const found = await claimKey(ctx.domain, tx, claim);
      if (!found) await completeIdempotencyRecord(tx, claim, storedAnswer.refusal(error));
      return found;
    });
    if (earlier) return open(earlier);
    throw error;
  }
}

/** Deletes records past their retention (docs/api/idempotency.md#retention); safe to run on every instance. */
export async function deleteExpiredIdempotencyRecords(domain: Domain): Promise<number> {
  // One statement, so a key claimed anew after it expired is not deleted with the expired record.
  return domain.prisma.$executeRaw(Prisma.sql`DELETE FROM idempotency_records WHERE expires_at <= ${domain.now()}`);
}
