// One request's hold on its Idempotency-Key, through the phases of its operation: the claim in
// the transaction (or the one statement) of the first effect, the answer in that of the last.
import type { Prisma } from "../../generated/prisma/client.js";
import type { Stores, TransactionStores } from "../stores.js";
import type { OperationContext, OperationArgs } from "../operation-context.js";
import { storedAnswer, type Outcome } from "./answers.js";
import { claimCte, expiresAtFrom, keyLockCte, keyLockName, type Claim } from "./claim.js";
import { claimKey, explainTakenKey } from "./taken-key.js";
import type { PublicForm } from "../public-forms.js";

/**
 * An idempotent operation's work. Single-transaction operations wrap their work in `atomically`;
 * operations that call a provider use the session's phases directly (see transfers).
 */
export type IdempotentRun<Q, B, R> = (ctx: OperationContext, args: OperationArgs<Q, B>, session: IdempotencySession) => Promise<R>;

/** A successful earlier answer found while claiming: unwinds the claiming transaction. */
export class Replay {
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
    /** How the operation's result is shown, and so stored (public-forms.ts); absent: stored as it is. */
    private readonly answerForm?: PublicForm<unknown>,
  ) {}

  /** The result as its key's record keeps it. */
  private shown(result: unknown): unknown {
    return this.answerForm ? this.answerForm.render(result) : result;
  }

  get key(): string | undefined {
    return this.claim?.key;
  }

  async begin<T>(work: (stores: TransactionStores) => Promise<T>, resourceId?: string): Promise<T> {
    const value = await this.ctx.domain.stores.transaction(async (stores) => {
      if (this.claim) {
        const earlier = await claimKey(this.ctx.domain, stores.idempotency, this.claim, resourceId);
        if (earlier) throw new Replay(earlier);
      }
      return work(stores);
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
  async lockKey(stores: TransactionStores): Promise<void> {
    await stores.idempotency.lockKey(this.claim);
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
  claimInStatement(onlyIf: Prisma.Sql, resourceId?: string, answer?: { result: unknown }): Prisma.Sql {
    const stored = answer && this.claim && storedAnswer.success(this.ctx.domain.answerStatus, this.claim.operation, this.shown(answer.result));
    return claimCte(this.claim, expiresAtFrom(this.ctx.domain), resourceId, onlyIf, stored);
  }

  /**
   * Whether the statement of `claimInStatement` took the key. If another request holds it,
   * answers as `begin` does (replay, 409, 422); false means the record has just gone and the
   * statement may be run again. `stores`: the caller's transaction's, if the statement ran in one.
   */
  async settleClaim(tookKey: boolean, stores: Stores = this.ctx.domain.stores): Promise<boolean> {
    if (tookKey || !this.claim) {
      this.claimed = this.claim !== undefined;
      return true;
    }
    const earlier = await explainTakenKey(this.ctx.domain, stores.idempotency, this.claim);
    if (earlier) throw new Replay(earlier);
    return false;
  }

  /** Stores the successful answer in the transaction of the operation's last effect. */
  async complete(stores: TransactionStores, result: unknown): Promise<void> {
    if (this.claim) await stores.idempotency.complete(this.claim, storedAnswer.success(this.ctx.domain.answerStatus, this.claim.operation, this.shown(result)));
  }
}

/** The whole operation in one transaction with its claim and its answer. */
export function atomically<Q, B, R>(
  work: (ctx: OperationContext, args: OperationArgs<Q, B>, stores: TransactionStores) => Promise<R>,
): IdempotentRun<Q, B, R> {
  return (ctx, args, session) =>
    session.begin(async (stores) => {
      const result = await work(ctx, args, stores);
      await session.complete(stores, result);
      return result;
    });
}
