// What a key's record answers: an operation's outcome, the answer as the record stores it, and
// the replay of a stored answer.
import { ApiError, type ErrorBody, type ErrorCode } from "../errors.js";

/** An operation's result as its caller receives it. */
export interface Outcome<R> {
  result: R;
  /** true when this is the stored answer to an earlier request with the same key. */
  replayed?: boolean;
}

/**
 * The status the API answers an operation's outcome with (a success, or a refusal's code), which
 * the record keeps with the body (docs/api/idempotency.md#what-is-stored). The transport decides
 * it (src/http/answer-statuses.ts); the domain only passes it on to the record.
 */
export type AnswerStatus = (operation: string, refusal: ErrorCode | undefined) => number;

/** An answer as the record keeps it: its status with the body, so that a replay answers alike on either transport. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The stored answers of `operation`, made in one place. */
export const storedAnswer = {
  success: (answerStatus: AnswerStatus, operation: string, body: unknown): StoredAnswer => ({ status: answerStatus(operation, undefined), body }),
  refusal: (answerStatus: AnswerStatus, operation: string, error: ApiError): StoredAnswer => ({
    status: answerStatus(operation, error.code),
    body: { error: error.toBody() },
  }),
};

/** A stored answer, replayed: a refusal is thrown again, a success returned. */
export function replay(record: { responseBody: string | null }): Outcome<never> {
  const body = (record.responseBody === null ? null : JSON.parse(record.responseBody)) as { error?: ErrorBody } | null;
  if (body?.error) {
    const error = ApiError.fromBody(body.error);
    error.replayed = true;
    throw error;
  }
  return { result: body as never, replayed: true };
}
