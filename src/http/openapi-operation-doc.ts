// The shape of an operation's entry in the OpenAPI document (openapi-operations.ts), and the tags
// that group them: apart, so that the files holding a resource's entries can name it.
import type { ErrorCode } from "../domain/errors.js";
import type { ResponseComponent } from "./openapi-schemas.js";

export const tags = {
  Core: "Credential check and the supported currencies.",
  Balances: "Per-currency wallet balances.",
  Transfers: "Payouts from a wallet to a bank account or a mobile money destination.",
  Cards: "Virtual USD cards: issue, fund, withdraw, freeze, unfreeze, terminate, transactions, sensitive details.",
  Sandbox: "Helpers that exist only in the Sandbox: test funds and simulated card purchases.",
  Events: "What happened to transfers, cards and balances; each event carries the resource as the API returned it then.",
  "Webhook endpoints":
    "URLs the service POSTs events to, signed with `Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, \"<t>.<raw body>\")>`.",
  "API keys": "The organization's keys in the key's environment, managed by a full-access key (all six scopes). A secret is shown once.",
  "Session tokens": "Short-lived tokens a backend mints with its key for a browser frontend, which then never holds a secret key.",
} as const;
export type Tag = keyof typeof tags;

export interface OperationDoc {
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** What the path's `{id}` names. */
  pathId?: string;
  /** Component name for the request body schema (derived from the operation's zod input). */
  requestBody?: { component: string; examples: Record<string, { summary: string; value: unknown }> };
  /** `mediaType`: text/csv for a file (an export, with Content-Disposition); JSON unless given. */
  success: { status: 200 | 201; description: string; schema: ResponseComponent; example: unknown; mediaType?: "text/csv" };
  /** Errors the operation's own work can answer; those its definition implies are added by openapi.ts. */
  errors?: ErrorCode[];
}

