// An operation is one API capability, whichever transport calls it, named for its resource and
// what it does (`transfers.create`): the transports map their routes and fields onto it, and it
// answers with its result, never with a status code. `executeOperation` applies the checks of
// docs/api/errors.md#check-order that follow authentication, in their order: sandbox_only → scope →
// Idempotency-Key → validation → activation → idempotency record → the operation itself (whose
// first step, for a money operation, is refusing what Live cannot do yet: live.ts).
import type { z } from "zod";
import { ApiError } from "./errors.js";
import { credentialNoun, type Principal, type Scope } from "./auth/principal.js";
import type { OperationContext, OperationArgs } from "./operation-context.js";
import { checkId, checkNoInput, checkNoOptions, validate } from "./validation.js";
import { type Outcome, type IdempotentRun, runIdempotently } from "./idempotency/idempotency.js";
import { refuseUnavailableLive, type LiveNeed } from "./live.js";
import type { WorkKind } from "./work-signals.js";
import type { PublicForm, PublicForms } from "./public-forms.js";

/**
 * What a transport hands to an operation, before validation: the id of the resource it acts on,
 * the options of how to read, the input of what to write (REST maps its path id, query string
 * and body onto them; GraphQL its arguments).
 */
export interface OperationRequest {
  id?: string;
  options?: Record<string, unknown>;
  input?: unknown;
  /** Reads the options as the transport's caller spelled them: as readInput reads the input. */
  readOptions?(): unknown;
  /**
   * Reads the input as the transport's caller spelled it, at the validation step of the check
   * order, instead of validating `input`: the operation's own schema spelled the transport's way,
   * answering the command (REST's body: src/http/rest-spelling.ts). So it is validated once.
   */
  readInput?(): unknown;
  /** undefined when the header (or GraphQL argument) was not sent. */
  idempotencyKey?: string;
}

export type { OperationContext, OperationArgs } from "./operation-context.js";

interface OperationBase<Q, B> {
  /** `<resource>.<action>`: the operation's identity, also in idempotency fingerprints. */
  name: string;
  /** What Live needs for this operation to run there (docs/api/authentication.md#live); absent: nothing. */
  live?: LiveNeed;
  /** null: any valid key or session token (docs/api/authentication.md#scopes). */
  scope: Scope | null | ((principal: Principal) => boolean);
  /** A scope rule's words, where `scope` is a function: what the refusal says it needs. */
  scopeRule?: string;
  sandboxOnly?: boolean;
  /** Live operations of card programs need an activated organization (docs/api/authentication.md#live). */
  requiresLiveActivation?: boolean;
  /** How to read: paging and filters. */
  options?: z.ZodType<Q>;
  /** What to write. */
  input?: z.ZodType<B>;
  /** Rules on valid input that need more than its shape (product availability); run with validation. */
  checkInput?(args: OperationArgs<Q, B>, principal: Principal): void;
  /**
   * Rules on valid input that need to look something up (a webhook URL's host, resolved): run
   * with validation too, before the idempotency record, so that the same request answers the same
   * whether or not this instance remembers its key's answer. Never inside a transaction.
   */
  checkInputByLookup?(ctx: OperationContext, args: OperationArgs<Q, B>): Promise<void>;
  /**
   * The background work it may leave (work-signals.ts), woken once it is done. Absent: the fan-out
   * for an idempotent operation (it may have written events), nothing for a plain one (a read).
   */
  wakes?: WorkKind[];
}

export interface PlainOperation<Q, B, R> extends OperationBase<Q, B> {
  idempotency: "none";
  run(ctx: OperationContext, args: OperationArgs<Q, B>): Promise<R>;
}

export interface IdempotentOperation<Q, B, R> extends OperationBase<Q, B> {
  /** required: the key must be sent; optional: honoured when sent (webhook endpoints). */
  idempotency: "required" | "optional";
  run: IdempotentRun<Q, B, R>;
  /**
   * How its result is shown (public-forms.ts): its key's record keeps the result in that form, and
   * a replay reads it back. Required: an entity's Dates and bigints have no JSON of their own.
   */
  answer(forms: PublicForms): PublicForm<R>;
  /**
   * For an answer stored in a sealed form (a webhook secret may not be stored in plain text,
   * docs/operations.md#deployment-secrets): turns the stored answer back into the result when it is
   * replayed.
   */
  openStoredAnswer?(ctx: OperationContext, stored: R): Promise<R>;
}

export type Operation<Q, B, R> = PlainOperation<Q, B, R> | IdempotentOperation<Q, B, R>;

export function defineOperation<Q = undefined, B = undefined, R = unknown>(operation: Operation<Q, B, R>) {
  return operation;
}

function checkScope(operation: OperationBase<unknown, unknown>, principal: Principal): void {
  const { scope } = operation;
  const allowed = scope === null ? true : typeof scope === "function" ? scope(principal) : principal.scopes.includes(scope);
  if (!allowed) {
    const needed = typeof scope === "string" ? ` It needs the ${scope} scope.` : operation.scopeRule ? ` ${operation.scopeRule}` : "";
    throw new ApiError("insufficient_scope", `This ${credentialNoun(principal)} may not perform this operation.${needed}`);
  }
}

const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

function checkIdempotencyKey(key: string | undefined, required: boolean): string | undefined {
  if (key === undefined || key === "") {
    if (required) throw new ApiError("idempotency_key_required", "This operation requires an Idempotency-Key header.");
    return undefined;
  }
  // Visible ASCII only (docs/api/idempotency.md#keys): a header arrives as latin1 and a GraphQL
  // argument as UTF-16, so any other character would make one key two keys across the transports.
  if (!idempotencyKeyPattern.test(key)) {
    throw new ApiError("validation_error", "Idempotency-Key must be 1 to 255 visible ASCII characters (0x21 to 0x7E).", "Idempotency-Key");
  }
  return key;
}

/** Whether this key may perform the operation at all: sandbox_only → scope (docs/api/errors.md#check-order). */
export function authorizeOperation(principal: Principal, operation: Operation<unknown, unknown, unknown>): void {
  if (operation.sandboxOnly && principal.environment !== "sandbox") {
    throw new ApiError("sandbox_only", "This endpoint exists only in the Sandbox.");
  }
  checkScope(operation, principal);
}

/**
 * The checks that need only the request's headers: sandbox_only → scope → Idempotency-Key.
 * REST runs them before reading the body, so that an unreadable or oversized body never
 * outranks them. Returns the validated Idempotency-Key, if any.
 */
export function admitOperation(
  ctx: OperationContext,
  operation: Operation<unknown, unknown, unknown>,
  idempotencyKey: string | undefined,
): string | undefined {
  authorizeOperation(ctx.principal, operation);
  return operation.idempotency === "none" ? undefined : checkIdempotencyKey(idempotencyKey, operation.idempotency === "required");
}

/** The rest of the check order (docs/api/errors.md#check-order) once admitted: validation → activation → idempotency → the operation. */
export async function runAdmittedOperation<Q, B, R>(
  ctx: OperationContext,
  operation: Operation<Q, B, R>,
  request: OperationRequest,
  idempotencyKey: string | undefined,
): Promise<Outcome<R>> {
  // The options, the input and the path's id are validated each, so that one answer lists every
  // invalid field of the request; the first refused stays the error's own param and message.
  const refusals: ApiError[] = [];
  const validated = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== "validation_error") throw error;
      refusals.push(error);
      return undefined as T;
    }
  };
  const args: OperationArgs<Q, B> = {
    id: request.id,
    options: operation.options
      ? validated(() => (request.readOptions ? (request.readOptions() as Q) : validate(operation.options!, request.options ?? {})))
      : validated(() => checkNoOptions(request.options) as Q),
    input: operation.input
      ? validated(() => (request.readInput ? (request.readInput() as B) : validate(operation.input!, request.input)))
      : validated(() => checkNoInput(request.input) as B),
  };
  // The path's id is validation too, before any stored answer is looked at
  // (docs/api/errors.md#check-order): each operation reads it with checkId again, where it is used.
  if (args.id !== undefined) validated(() => checkId(args.id));
  if (refusals.length > 0) throw withEveryInvalidField(refusals);
  operation.checkInput?.(args, ctx.principal);
  await operation.checkInputByLookup?.(ctx, args);
  if (operation.requiresLiveActivation && ctx.principal.environment === "live" && !ctx.principal.organization.liveActivated) {
    throw new ApiError("activation_required", "Live card programs need an activated account.");
  }
  if (operation.idempotency === "none") {
    refuseUnavailableLive(ctx.domain, ctx.principal, operation.live);
    const result = await operation.run(ctx, args);
    for (const kind of operation.wakes ?? []) ctx.domain.work.signal(kind);
    return { result };
  }
  // An operation that may change something has its workers told after it (by default the
  // fan-out: it may have written events); a replay changed nothing, so nobody is.
  let replayed = false;
  try {
    const outcome = await runIdempotently(
      ctx,
      withLiveRefusal(operation),
      args,
      idempotencyKey,
      // What the fingerprint hashes: the command, as either transport hands it over.
      operation.input ? args.input : request.input,
    );
    replayed = outcome.replayed === true;
    return outcome;
  } catch (error) {
    replayed = error instanceof ApiError && error.replayed === true;
    throw error;
  } finally {
    if (!replayed) for (const kind of operation.wakes ?? ["events"]) ctx.domain.work.signal(kind);
  }
}

/**
 * The first refusal, listing the others' fields after its own. The same error, not a copy: a
 * transport may have marked it as naming fields its own way (src/http/rest-names.ts).
 */
function withEveryInvalidField([first, ...others]: ApiError[]): ApiError {
  for (const other of others) first.errors?.push(...(other.errors ?? []));
  return first;
}

const liveRefusing = new WeakMap<object, IdempotentOperation<never, never, unknown>>();

/**
 * The operation whose run first refuses what Live cannot do: inside the idempotent run, so the
 * refusal is stored and replayed like any answer of the operation's work. Made once per operation.
 */
function withLiveRefusal<Q, B, R>(operation: IdempotentOperation<Q, B, R>): IdempotentOperation<Q, B, R> {
  if (operation.live === undefined) return operation;
  let wrapped = liveRefusing.get(operation) as IdempotentOperation<Q, B, R> | undefined;
  if (!wrapped) {
    const need = operation.live;
    const run: IdempotentRun<Q, B, R> = (ctx, args, session) => {
      refuseUnavailableLive(ctx.domain, ctx.principal, need);
      return operation.run(ctx, args, session);
    };
    wrapped = { ...operation, run };
    liveRefusing.set(operation, wrapped as unknown as IdempotentOperation<never, never, unknown>);
  }
  return wrapped;
}

export async function executeOperation<Q, B, R>(
  ctx: OperationContext,
  operation: Operation<Q, B, R>,
  request: OperationRequest,
): Promise<Outcome<R>> {
  const idempotencyKey = admitOperation(ctx, operation as Operation<unknown, unknown, unknown>, request.idempotencyKey);
  return runAdmittedOperation(ctx, operation, request, idempotencyKey);
}
