// What a key's record answers: an operation's outcome, the answer as the record stores it, and
// the replay of a stored answer.
import { ApiError, type ErrorBody } from "../errors.js";

/** An operation's result as its caller receives it. */
export interface Outcome<R> {
  result: R;
  /** true when this is the stored answer to an earlier request with the same key. */
  replayed?: boolean;
}

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

export function replay(record: { responseStatus: number | null; responseBody: string | null }): Outcome<never> {
  const body = (record.responseBody === null ? null : JSON.parse(record.responseBody)) as { error?: ErrorBody } | null;
  if (record.responseStatus !== null && record.responseStatus >= 400 && body?.error) {
    const error = ApiError.fromBody(body.error);
    error.replayed = true;
    throw error;
  }
  return { result: body as never, replayed: true };
}
