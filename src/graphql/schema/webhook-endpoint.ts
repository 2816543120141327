// Webhook endpoints: Query.webhookEndpoints, Mutation.createWebhookEndpoint / deleteWebhookEndpoint.
import { builder } from "../builder.js";
import { Node } from "./node.js";
import { commandInput, runOperation, runs } from "../context.js";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  type DeletedWebhookEndpoint as DeletedWebhookEndpointEntity,
  type WebhookEndpoint as WebhookEndpointEntity,
} from "../../domain/webhooks/endpoints.js";
import { optionalIdempotencyKeyDescription } from "./input.js";

const writeScope = "Needs a key holding at least one :write scope.";

export const WebhookEndpoint = builder.objectRef<WebhookEndpointEntity & { secret?: string }>("WebhookEndpoint").implement({
  description:
    "A URL the organization's events of one environment are POSTed to, signed with its secret (the Service-Signature header). " +
    writeScope,
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The endpoint's id (we_…)." }),
    url: t.exposeString("url", { description: "The http or https URL events are POSTed to." }),
    events: t.stringList({ description: 'The event types delivered; ["*"] means every type, present and future.', resolve: (w) => w.events }),
    description: t.exposeString("description", { nullable: true, description: "Your description; null when none was sent." }),
    secret: t.string({
      nullable: true,
      description: "The signing secret (whsec_…): in createWebhookEndpoint's answer only, null everywhere else.",
      resolve: (w) => w.secret ?? null,
    }),
    createdAt: t.field({ type: "DateTime", description: "When it was created.", resolve: (w) => w.createdAt }),
    testData: t.boolean({ description: "True for every Sandbox object: simulated, with no monetary value.", resolve: (w) => w.environment === "sandbox" }),
  }),
});

const DeletedWebhookEndpoint = builder.objectRef<DeletedWebhookEndpointEntity>("DeletedWebhookEndpoint").implement({
  description: "What deleteWebhookEndpoint answers.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The deleted endpoint's id (we_…)." }),
    deleted: t.exposeBoolean("deleted", { description: "Always true." }),
  }),
});

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  description: "A webhook endpoint to create: the body of POST /webhook_endpoints.",
  fields: (t) => ({
    url: t.string({
      required: true,
      description:
        "An absolute http or https URL of at most 2048 characters, without credentials, reaching only public (global unicast) addresses.",
    }),
    events: t.stringList({
      description:
        'Event types to deliver (1 to 100, each as REST spells it, such as transfer.created); omit them, or send ["*"], for every type, present and future.',
    }),
    description: t.string({ description: "At most 255 characters." }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    ...runs(listWebhookEndpoints),
    type: [WebhookEndpoint],
    nullable: true,
    description: `The organization's webhook endpoints in the key's environment, newest first, without secrets (GET /webhook_endpoints). ${writeScope}`,
    resolve: async (_root, _args, ctx) => runOperation(ctx, listWebhookEndpoints),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    ...runs(createWebhookEndpoint),
    type: WebhookEndpoint,
    nullable: true,
    description:
      "Creates a webhook endpoint (POST /webhook_endpoints) and answers it with its secret, shown in this answer only " +
      "(and in a replay with the same idempotencyKey). " +
      `${writeScope} The idempotency key is optional and, when sent, shares the REST key space.`,
    args: {
      input: t.arg({ type: CreateWebhookEndpointInput, required: true, description: "The endpoint to create." }),
      idempotencyKey: t.arg.string({ description: optionalIdempotencyKeyDescription }),
    },
    resolve: (_root, { input, idempotencyKey }, ctx) =>
      runOperation(ctx, createWebhookEndpoint, {
        input: commandInput(input),
        idempotencyKey: idempotencyKey ?? undefined,
      }),
  }),
  deleteWebhookEndpoint: t.field({
    ...runs(deleteWebhookEndpoint),
    type: DeletedWebhookEndpoint,
    nullable: true,
    description:
      "Deletes a webhook endpoint (DELETE /webhook_endpoints/{id}): its pending deliveries stop (abandoned) and its secret is erased. " +
      `${writeScope} Takes no idempotency key.`,
    args: { id: t.arg.id({ required: true, description: "The endpoint's id (we_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, deleteWebhookEndpoint, { id: String(args.id) }),
  }),
}));
