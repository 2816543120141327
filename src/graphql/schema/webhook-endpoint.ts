// Webhook endpoints: Query.webhookEndpoints, Mutation.createWebhookEndpoint / deleteWebhookEndpoint.
import { builder } from "../builder.js";
import { runOperation, runs } from "../context.js";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  type DeletedWebhookEndpointView,
  type WebhookEndpointView,
} from "../../domain/webhooks/endpoints.js";
import { withoutNulls } from "./input.js";

const WebhookEndpoint = builder.objectRef<WebhookEndpointView & { secret?: string }>("WebhookEndpoint").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    events: t.stringList({ description: 'The event types delivered; ["*"] means every type, present and future.', resolve: (w) => w.events }),
    description: t.exposeString("description", { nullable: true }),
    secret: t.string({
      nullable: true,
      description: "The signing secret (whsec_…): in createWebhookEndpoint's answer only, null everywhere else.",
      resolve: (w) => w.secret ?? null,
    }),
    createdAt: t.field({ type: "DateTime", resolve: (w) => w.created_at }),
    testData: t.exposeBoolean("test_data"),
  }),
});

const DeletedWebhookEndpoint = builder.objectRef<DeletedWebhookEndpointView>("DeletedWebhookEndpoint").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    deleted: t.exposeBoolean("deleted"),
  }),
});

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  fields: (t) => ({
    url: t.string({ required: true }),
    events: t.stringList({ description: 'Event types to deliver; omit them, or send ["*"], for every type, present and future.' }),
    description: t.string(),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    ...runs(listWebhookEndpoints),
    type: [WebhookEndpoint],
    nullable: true,
    description: "Needs a key holding at least one :write scope.",
    resolve: async (_root, _args, ctx) => (await runOperation(ctx, listWebhookEndpoints)).data,
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    ...runs(createWebhookEndpoint),
    type: WebhookEndpoint,
    nullable: true,
    description: "POST /webhook_endpoints. The idempotency key is optional and, when sent, shares the REST key space.",
    args: {
      input: t.arg({ type: CreateWebhookEndpointInput, required: true }),
      idempotencyKey: t.arg.string(),
    },
    resolve: (_root, { input, idempotencyKey }, ctx) =>
      runOperation(ctx, createWebhookEndpoint, {
        body: withoutNulls({ url: input.url, events: input.events, description: input.description }),
        idempotencyKey: idempotencyKey ?? undefined,
      }),
  }),
  deleteWebhookEndpoint: t.field({
    ...runs(deleteWebhookEndpoint),
    type: DeletedWebhookEndpoint,
    nullable: true,
    description: "DELETE /webhook_endpoints/{id}: stops its pending deliveries.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => runOperation(ctx, deleteWebhookEndpoint, { pathId: String(args.id) }),
  }),
}));
