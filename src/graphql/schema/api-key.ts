// API keys managed over the API (docs/api/authentication.md#managing-keys-over-the-api):
// Query.apiKeys, Mutation.createApiKey / rollApiKey / revokeApiKey, each the REST operation.
import { builder } from "../builder.js";
import { Node } from "./node.js";
import { commandInput, runOperation, runs } from "../context.js";
import {
  defaultRollOverlapHours,
  issueApiKey,
  maxRollOverlapHours,
  revokeOrganizationApiKey,
  rollApiKey,
  searchApiKeys,
  type ApiKey as ApiKeyEntity,
} from "../../domain/auth/key-operations.js";
import { scopes } from "../../domain/auth/principal.js";
import { connectionArgs, connectionExtras, connectionFrom, idempotencyKeyDescription, withoutNulls } from "./input.js";

const fullAccess = "Needs a full-access key (all six scopes).";

export const ApiKey = builder.objectRef<ApiKeyEntity & { secret?: string }>("ApiKey").implement({
  description: `An API key of the organization in the caller's environment. ${fullAccess}`,
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The key's id (key_…)." }),
    prefix: t.exposeString("prefix", { description: "The secret's first 12 characters: they name the key without revealing it." }),
    scopes: t.exposeStringList("scopes", { description: "What the key may do, such as transfers:write." }),
    description: t.exposeString("description", { nullable: true, description: "Your description; null when none was given." }),
    secret: t.string({
      nullable: true,
      description: "The key's secret (gs_test_…, gs_live_…): in createApiKey's and rollApiKey's answer only, null everywhere else.",
      resolve: (k) => k.secret ?? null,
    }),
    createdAt: t.field({ type: "DateTime", description: "When it was created.", resolve: (k) => k.createdAt }),
    expiresAt: t.field({ type: "DateTime", nullable: true, description: "From when it is refused; null if never.", resolve: (k) => k.expiresAt }),
    lastUsedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it last authenticated a request, to the minute; null if never.",
      resolve: (k) => k.lastUsedAt,
    }),
    revokedAt: t.field({ type: "DateTime", nullable: true, description: "When it was revoked; null if it was not.", resolve: (k) => k.revokedAt }),
  }),
});

const ApiKeyConnection = builder.connectionObject(
  {
    type: ApiKey,
    name: "ApiKeyConnection",
    description: "A page of API keys, newest first.",
    fields: (t) => connectionExtras(t, ApiKey, "API keys"),
  },
  { description: "An API key in a page, with its cursor (its id)." },
);

const CreateApiKeyInput = builder.inputType("CreateApiKeyInput", {
  description: "An API key to create: the body of POST /api_keys.",
  fields: (t) => ({
    scopes: t.stringList({ required: true, description: `What the key may do: one or more of ${scopes.join(", ")}, each once.` }),
    description: t.string({ description: "At most 255 characters." }),
    expiresAt: t.field({ type: "DateTime", description: "From when the key is refused, in the future; omit it for a key that does not expire." }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.field({
    ...runs(searchApiKeys),
    type: ApiKeyConnection,
    nullable: true,
    description:
      "The organization's API keys in the key's environment (GET /api_keys), revoked and expired ones included, newest first, " +
      `never with their secrets. ${fullAccess}`,
    args: connectionArgs(t.arg),
    resolve: async (_root, args, ctx) => connectionFrom(await runOperation(ctx, searchApiKeys, { options: withoutNulls(args) })),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    ...runs(issueApiKey),
    type: ApiKey,
    nullable: true,
    description:
      "Creates an API key (POST /api_keys) and answers it with its secret, shown in this answer only (and in a replay with the same " +
      `idempotencyKey, until the key is revoked: then not_found). ${fullAccess} The same idempotency key space as REST.`,
    args: {
      input: t.arg({ type: CreateApiKeyInput, required: true, description: "The key to create." }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { input, idempotencyKey }, ctx) => {
      // The command keeps an instant as ISO 8601, as REST's body sends it (one fingerprint on either transport).
      const { expiresAt, ...rest } = input;
      return runOperation(ctx, issueApiKey, { input: commandInput({ ...rest, expiresAt: expiresAt?.toISOString() }), idempotencyKey });
    },
  }),
  rollApiKey: t.field({
    ...runs(rollApiKey),
    type: ApiKey,
    nullable: true,
    description:
      "Replaces an API key (POST /api_keys/{id}/roll): a new key with the same scopes and description, answered with its secret, " +
      "while the old one keeps working for expiresInHours (a key that expires sooner keeps its expiry). A revoked or expired key " +
      `cannot be rolled (validation_error on id). ${fullAccess} The same idempotency key space as REST.`,
    args: {
      id: t.arg.id({ required: true, description: "The id of the key to replace (key_…)." }),
      expiresInHours: t.arg.int({ description: `How long the old key keeps working: 0 to ${maxRollOverlapHours} hours, ${defaultRollOverlapHours} unless given.` }),
      idempotencyKey: t.arg.string({ required: true, description: idempotencyKeyDescription }),
    },
    resolve: (_root, { id, expiresInHours, idempotencyKey }, ctx) =>
      runOperation(ctx, rollApiKey, { id: String(id), input: commandInput({ expiresInHours }), idempotencyKey }),
  }),
  revokeApiKey: t.field({
    ...runs(revokeOrganizationApiKey),
    type: ApiKey,
    nullable: true,
    description:
      "Revokes an API key (POST /api_keys/{id}/revoke): every instance refuses it within a second, and every kept copy of its secret " +
      `is erased. A key revoked already is answered as it is. ${fullAccess} Takes no idempotency key.`,
    args: { id: t.arg.id({ required: true, description: "The key's id (key_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, revokeOrganizationApiKey, { id: String(args.id) }),
  }),
}));
