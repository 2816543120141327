// Runs an operation under its Idempotency-Key: answers from the replay cache when it can, else
// runs the operation in a session, and stores a refusal made before any effect on its own.
import { ApiError, leavesKeyUnused } from "../errors.js";
import type { OperationContext, OperationArgs } from "../operation-context.js";
import { tenantOf } from "../auth/principal.js";
import { storedAnswer, type Outcome } from "./answers.js";
import type { Claim } from "./claim.js";
import { earlierSpelling, fingerprintOf, fingerprintSecret } from "./fingerprint.js";
import { recallCompleted } from "./replay-cache.js";
import { IdempotencySession, Replay, type IdempotentRun } from "./session.js";
import { answerFromCompleted, claimKey } from "./taken-key.js";
import type { PublicForm, PublicForms } from "../public-forms.js";

/**
 * Failures that leave the key unused (docs/api/idempotency.md#what-is-stored): validation, contention, our own faults, and
 * a database connection that failed under the request (a raw driver error, or already answered
 * as temporarily_unavailable): its transaction rolled back, so a retry must run the request, not
 * replay a 503.
 */
function isStored(error: unknown): error is ApiError {
  return error instanceof ApiError && !error.replayed && !leavesKeyUnused(error.code);
}

export async function runIdempotently<Q, B, R>(
  ctx: OperationContext,
  operation: {
    name: string;
    run: IdempotentRun<Q, B, R>;
    answer?(forms: PublicForms): PublicForm<R>;
    openStoredAnswer?(ctx: OperationContext, stored: R): Promise<R>;
  },
  args: OperationArgs<Q, B>,
  key: string | undefined,
  rawInput: unknown,
): Promise<Outcome<R>> {
  let claim: Claim | undefined;
  if (key !== undefined) {
    const secret = await fingerprintSecret(ctx.domain);
    let earlier: string | undefined;
    claim = {
      ...tenantOf(ctx.principal),
      key,
      operation: operation.name,
      fingerprint: fingerprintOf(secret, operation.name, args.id, rawInput),
      isEarlierFingerprint: (recorded) => recorded === (earlier ??= fingerprintOf(secret, operation.name, args.id, earlierSpelling(rawInput))),
    };
  }
  const answerForm = operation.answer?.(ctx.domain.publicForms);
  const session = new IdempotencySession(ctx, claim, answerForm as PublicForm<unknown> | undefined);
  // A stored answer is the result as the API showed it: read back into the result, then opened.
  const open = async (stored: Outcome<never>): Promise<Outcome<R>> => {
    const result: R = answerForm ? answerForm.parse(stored.result) : stored.result;
    return { ...stored, result: operation.openStoredAnswer ? await operation.openStoredAnswer(ctx, result) : result };
  };
  const known = claim && recallCompleted(ctx.domain, claim);
  if (claim && known) return open(answerFromCompleted(claim, known));
  try {
    return { result: await operation.run(ctx, args, session) };
  } catch (error) {
    if (error instanceof Replay) return open(error.outcome);
    if (!claim || session.claimed || !isStored(error)) throw error;
    // Refused before any effect committed: store the refusal on its own.
    const earlier = await ctx.domain.stores.transaction(async (stores) => {
      const found = await claimKey(ctx.domain, stores.idempotency, claim);
      if (!found) await stores.idempotency.complete(claim, storedAnswer.refusal(ctx.domain.answerStatus, operation.name, error));
      return found;
    });
    if (earlier) return open(earlier);
    throw error;
  }
}
