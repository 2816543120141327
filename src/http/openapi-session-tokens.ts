// The session tokens' part of the OpenAPI document: their operations' entries (spread into
// openapi-operations.ts), their response schemas (gathered by openapi-schemas.ts, tied to the views
// as there) and their examples.
import { z } from "zod";
import { describes } from "./openapi-ties.js";
import { scopes } from "../domain/auth/principal.js";
import { defaultTokenLifetimeSeconds, maxSessionHours, maxTokenLifetimeSeconds, minTokenLifetimeSeconds } from "../domain/auth/session-tokens.js";
import type { SessionTokenBody } from "./rest/session-tokens.js";
import type { renderIssuedSessionToken } from "./rest/session-tokens.js";

const timestamp = z.iso.datetime();

export const sessionTokenSchema = z.object({
  id: z.string(),
  object: z.literal("session_token"),
  scopes: z.array(z.enum(scopes)),
  trusted_documents_only: z.boolean().meta({ description: "Whether the token runs only registered trusted GraphQL documents." }),
  created_at: timestamp,
  expires_at: timestamp.meta({ description: "From this instant the token is refused; never after its minting key's expiry." }),
  revoked_at: timestamp.nullable(),
});
export const issuedSessionTokenSchema = sessionTokenSchema.extend({
  token: z.string().meta({ description: "The token (`gst_test_…`, `gst_live_…`), shown in this answer only: send it as `Authorization: Bearer <token>`." }),
});

export const sessionTokenResponseComponents = {
  SessionToken: sessionTokenSchema,
  IssuedSessionToken: issuedSessionTokenSchema,
};

// Compile-time ties between each schema and its view (openapi-ties.ts).
describes<typeof sessionTokenSchema, SessionTokenBody>(true);
describes<typeof issuedSessionTokenSchema, ReturnType<typeof renderIssuedSessionToken>>(true);

const sessionTokenExample: SessionTokenBody = {
  id: "st_01JH3ZK7Q9R1S3T5V7W9X1Y3Z5",
  object: "session_token",
  scopes: ["balances:read", "transfers:read"],
  trusted_documents_only: true,
  created_at: "2026-11-23T09:30:00.000Z",
  expires_at: "2026-11-23T09:45:00.000Z",
  revoked_at: null,
};

const issuedSessionTokenExample: ReturnType<typeof renderIssuedSessionToken> = {
  id: sessionTokenExample.id,
  object: "session_token",
  token: "gst_test_Wd4kP8sN2vB6xR0tY3uE7iO1aL5hG9jC2mQ6zF8wK4n",
  scopes: sessionTokenExample.scopes,
  trusted_documents_only: true,
  created_at: sessionTokenExample.created_at,
  expires_at: sessionTokenExample.expires_at,
  revoked_at: null,
};

const mintExample = { scopes: ["balances:read", "transfers:read"], expires_in_seconds: 900, trusted_documents_only: true };

export const sessionTokenOperationDocs = {
  "POST /session_tokens": {
    operationId: "createSessionToken",
    tag: "Session tokens" as const,
    summary: "Mint a session token",
    description:
      "A short-lived token for a browser frontend, minted by a backend with its API key: the browser never holds the key. " +
      `\`scopes\` is a non-empty subset of the key's own (a scope the key lacks: 403 \`insufficient_scope\` on \`scopes\`); \`expires_in_seconds\` ${minTokenLifetimeSeconds} to ${maxTokenLifetimeSeconds}, ${defaultTokenLifetimeSeconds} unless given, and never past the key's expiry. ` +
      "With `trusted_documents_only` the token runs only registered trusted GraphQL documents: anything else, REST included, is 403 `untrusted_document`. " +
      "The token is shown in this answer only and stored hashed. It takes from its key's rate limit, cannot mint tokens, and stops working when it expires, is revoked, or its key is revoked or expires. " +
      "Not idempotent: a retried request mints a second token, which expires unused.",
    requestBody: { component: "CreateSessionTokenRequest", examples: { dashboard: { summary: "A read-only dashboard session", value: mintExample } } },
    success: { status: 201 as const, description: "The token.", schema: "IssuedSessionToken" as const, example: issuedSessionTokenExample },
  },
  "POST /session_tokens/renew": {
    operationId: "renewSessionToken",
    tag: "Session tokens" as const,
    summary: "Renew the calling session token",
    description:
      "Called with a session token (an API key gets 403 `insufficient_scope`): the token then expires its lifetime from now, " +
      `never past its key's expiry nor ${maxSessionHours} hours after it was minted. A page renews its token while it is in use.`,
    success: { status: 200 as const, description: "The renewed token, without its secret.", schema: "SessionToken" as const, example: sessionTokenExample },
  },
  "POST /session_tokens/{id}/revoke": {
    operationId: "revokeSessionToken",
    tag: "Session tokens" as const,
    summary: "Revoke a session token",
    description:
      "By the key that minted it, the token itself (sign-out), or a full-access key or session; anyone else of the organization gets 403 `insufficient_scope`. " +
      "Every instance refuses the token within a second, and its open subscriptions end within five. Revoking a revoked token answers it as it is.",
    pathId: "The token's id (`st_…`).",
    success: {
      status: 200 as const,
      description: "The revoked token.",
      schema: "SessionToken" as const,
      example: { ...sessionTokenExample, revoked_at: "2026-11-23T09:40:00.000Z" },
    },
    errors: ["insufficient_scope" as const],
  },
};
