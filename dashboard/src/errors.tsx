import type { CombinedError } from "urql";

export interface ApiErrorView {
  message: string;
  code?: string;
  /** The argument at fault, as the GraphQL schema spells it (destination.accountNumber). */
  param?: string;
}

/** Each error of an answer, with the code and param the API put in its extensions. */
export function apiErrors(error: CombinedError | undefined): ApiErrorView[] {
  if (!error) return [];
  if (error.graphQLErrors.length > 0) {
    return error.graphQLErrors.map((e) => ({
      message: e.message,
      code: typeof e.extensions?.code === "string" ? e.extensions.code : undefined,
      param: typeof e.extensions?.param === "string" ? e.extensions.param : undefined,
    }));
  }
  return [{ message: error.networkError ? `The API could not be reached (${error.networkError.message}).` : error.message, code: "network_error" }];
}

export function ErrorMessage({ error, title = "Could not load this" }: { error: CombinedError | undefined; title?: string }) {
  const errors = apiErrors(error);
  if (errors.length === 0) return null;
  return (
    <div className="error" role="alert">
      <strong>{title}:</strong>{" "}
      {errors.map((e, i) => (
        <span key={i}>
          {e.message}
          {e.code ? <code> ({e.code})</code> : null}{" "}
        </span>
      ))}
    </div>
  );
}
