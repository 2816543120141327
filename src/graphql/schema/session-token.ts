// Session tokens for browser frontends (docs/api/authentication.md#session-tokens):
// Mutation.createSessionToken / renewSessionToken / revokeSessionToken, each the REST operation.
import { builder } from "../builder.js";
import { commandInput, runOperation, runs } from "../context.js";
import {
  defaultTokenLifetimeSeconds,
  maxSessionHours,
  maxTokenLifetimeSeconds,
  minTokenLifetimeSeconds,
  mintSessionToken,
  renewSessionToken,
  revokeSessionToken,
  type SessionToken as SessionTokenEntity,
} from "../../domain/auth/session-tokens.js";
import { scopes } from "../../domain/auth/principal.js";

export const SessionToken = builder.objectRef<SessionTokenEntity & { token?: string }>("SessionToken").implement({
  description: "A short-lived token a backend mints with its API key for a browser frontend, which then never holds the key.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The token's id (st_…)." }),
    token: t.string({
      nullable: true,
      description: "The token (gst_test_…, gst_live_…), to send as Authorization: Bearer: in createSessionToken's answer only, null everywhere else.",
      resolve: (s) => s.token ?? null,
    }),
    scopes: t.exposeStringList("scopes", { description: "What the token may do: a subset of its minting key's scopes." }),
    trustedDocumentsOnly: t.exposeBoolean("trustedDocumentsOnly", { description: "Whether it runs only registered trusted GraphQL documents." }),
    createdAt: t.field({ type: "DateTime", description: "When it was minted.", resolve: (s) => s.createdAt }),
    expiresAt: t.field({ type: "DateTime", description: "From when it is refused; never after its minting key's expiry.", resolve: (s) => s.expiresAt }),
    revokedAt: t.field({ type: "DateTime", nullable: true, description: "When it was revoked; null if it was not.", resolve: (s) => s.revokedAt }),
  }),
});

const CreateSessionTokenInput = builder.inputType("CreateSessionTokenInput", {
  description: "A session token to mint: the body of POST /session_tokens.",
  fields: (t) => ({
    scopes: t.stringList({ required: true, description: `What the token may do: one or more of the key's own scopes (${scopes.join(", ")}), each once.` }),
    expiresInSeconds: t.int({
      description: `Its lifetime: ${minTokenLifetimeSeconds} to ${maxTokenLifetimeSeconds} seconds, ${defaultTokenLifetimeSeconds} unless given; never past the key's expiry.`,
    }),
    trustedDocumentsOnly: t.boolean({ description: "Whether it may run only registered trusted GraphQL documents (false unless given)." }),
  }),
});

builder.mutationFields((t) => ({
  createSessionToken: t.field({
    ...runs(mintSessionToken),
    type: SessionToken,
    nullable: true,
    description:
      "Mints a session token (POST /session_tokens) with the caller's API key; a session token cannot mint one (insufficient_scope). " +
      "A scope the key lacks is insufficient_scope on scopes. The token is shown in this answer only. Not idempotent: takes no idempotency key.",
    args: { input: t.arg({ type: CreateSessionTokenInput, required: true, description: "The token to mint." }) },
    resolve: (_root, { input }, ctx) => runOperation(ctx, mintSessionToken, { input: commandInput(input) }),
  }),
  renewSessionToken: t.field({
    ...runs(renewSessionToken),
    type: SessionToken,
    nullable: true,
    description:
      "Renews the calling session token (POST /session_tokens/renew): it then expires its lifetime from now, never past its key's expiry " +
      `nor ${maxSessionHours} hours after it was minted. An API key gets insufficient_scope.`,
    resolve: (_root, _args, ctx) => runOperation(ctx, renewSessionToken),
  }),
  revokeSessionToken: t.field({
    ...runs(revokeSessionToken),
    type: SessionToken,
    nullable: true,
    description:
      "Revokes a session token (POST /session_tokens/{id}/revoke): by the key that minted it, the token itself (sign-out), or full access. " +
      "Every instance refuses it within a second; its open subscriptions end within five.",
    args: { id: t.arg.id({ required: true, description: "The token's id (st_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, revokeSessionToken, { id: String(args.id) }),
  }),
}));
