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

const Viewer = builder.objectRef<ViewerResult>("Viewer").implement({
  description: "The caller: organization, environment and API key.",
  fields: (t) => ({
    environment: t.field({ type: EnvironmentEnum, description: "The key's environment.", resolve: (v) => v.environment }),
    organization: t.field({ type: ViewerOrganization, description: "The key's organization.", resolve: (v) => v.organization }),
    apiKey: t.field({ type: ViewerApiKey, description: "The key itself.", resolve: (v) => v.apiKey }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    ...runs(viewer),
    type: Viewer,
    nullable: true,
    description: "The organization, environment and API key of the caller. Any valid key.",
    resolve: (_root, _args, ctx) => runOperation(ctx, viewer),
  }),
}));
