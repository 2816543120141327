// Query.viewer: who is asking, for a dashboard's header and for hiding what the key may not do.
import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import { viewer, type Viewer as ViewerResult } from "../../domain/core.js";
import { EnvironmentEnum } from "./enums.js";

const ViewerOrganization = builder.objectRef<ViewerResult["organization"]>("ViewerOrganization").implement({
  description: "The organization the key belongs to.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The organization's id (org_…)." }),
    name: t.exposeString("name", { description: "The organization's name." }),
    liveActivated: t.exposeBoolean("liveActivated", { description: "Whether Live card programs are activated for it." }),
  }),
});

const ViewerApiKey = builder.objectRef<ViewerResult["apiKey"]>("ViewerApiKey").implement({
  description: "The API key of the request: never its secret.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The key's id (key_…)." }),
    prefix: t.exposeString("prefix", { description: "The first characters of the secret, to tell keys apart." }),
    scopes: t.exposeStringList("scopes", { description: "What the key may do, such as transfers:write." }),
    createdAt: t.field({ type: "DateTime", description: "When the key was created.", resolve: (k) => k.createdAt }),
    expiresAt: t.field({ type: "DateTime", nullable: true, description: "When the key stops working; null if never.", resolve: (k) => k.expiresAt }),
  }),
});

const CredentialType = builder.enumType("CredentialType", {
  description: "What a request authenticated with.",
  values: {
    api_key: { description: "An API key (gs_test_…, gs_live_…)." },
    session_token: { description: "A session token (gst_test_…, gst_live_…) minted with an API key." },
  } as const,
});

const ViewerSessionToken = builder.objectRef<NonNullable<ViewerResult["sessionToken"]>>("ViewerSessionToken").implement({
  description: "The session token of the request: never its secret.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The token's id (st_…)." }),
    prefix: t.exposeString("prefix", { description: "The token's first characters, to tell tokens apart." }),
    scopes: t.exposeStringList("scopes", { description: "What the token may do." }),
    trustedDocumentsOnly: t.exposeBoolean("trustedDocumentsOnly", { description: "Whether it runs only registered trusted GraphQL documents." }),
    createdAt: t.field({ type: "DateTime", description: "When it was minted.", resolve: (s) => s.createdAt }),
    expiresAt: t.field({ type: "DateTime", description: "When it stops working, unless renewed (renewSessionToken).", resolve: (s) => s.expiresAt }),
  }),
});

const Viewer = builder.objectRef<ViewerResult>("Viewer").implement({
  description: "The caller: organization, environment, credential and API key.",
  fields: (t) => ({
    environment: t.field({ type: EnvironmentEnum, description: "The credential's environment.", resolve: (v) => v.environment }),
    organization: t.field({ type: ViewerOrganization, description: "The credential's organization.", resolve: (v) => v.organization }),
    credential: t.field({ type: CredentialType, description: "Whether the caller is an API key or a session token.", resolve: (v) => v.credential }),
    scopes: t.exposeStringList("scopes", { description: "What the caller may do: the key's scopes, or the session token's." }),
    expiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the caller's credential stops working (a session token's expiry, or its key's if sooner); null if never.",
      resolve: (v) => v.expiresAt,
    }),
    apiKey: t.field({ type: ViewerApiKey, description: "The key: the caller itself, or the key that minted its session token.", resolve: (v) => v.apiKey }),
    sessionToken: t.field({
      type: ViewerSessionToken,
      nullable: true,
      description: "The session token the caller is; null for an API key.",
      resolve: (v) => v.sessionToken,
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    ...runs(viewer),
    type: Viewer,
    nullable: true,
    description: "The organization, environment, credential and API key of the caller. Any valid key or session token.",
    resolve: (_root, _args, ctx) => runOperation(ctx, viewer),
  }),
}));
