// Webhook endpoints: Query.webhookEndpoint / webhookEndpointsConnection (and the deprecated list
// webhookEndpoints), Mutation.createWebhookEndpoint / updateWebhookEndpoint /
// rollWebhookEndpointSecret / deleteWebhookEndpoint.
import { builder } from "../builder.js";
import { Node } from "./node.js";
import { commandInput, runOperation, runs } from "../context.js";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  searchWebhookEndpoints,
  type DeletedWebhookEndpoint as DeletedWebhookEndpointEntity,
  type WebhookEndpoint as WebhookEndpointEntity,
} from "../../domain/webhooks/endpoints.js";
import { defaultSecretOverlapHours, maxSecretOverlapHours, rollWebhookEndpointSecret, updateWebhookEndpoint } from "../../domain/webhooks/endpoint-changes.js";
import { connectionArgs, connectionExtras, connectionFrom, optionalIdempotencyKeyDescription, withoutNulls } from "./input.js";

const writeScope = "Needs a key holding at least one :write scope.";

export const WebhookEndpoint = builder.objectRef<WebhookEndpointEntity & { secret?: string }>("WebhookEndpoint").implement({
  description:
    "A URL the organization's events of one environment are POSTed to, signed with its secret (the Service-Signature header). " +
    writeScope,
  interfaces: [Node],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The endpoint's id (we_…)." }),
    url: t.exposeString("url", { description: "The http or https URL events are POSTed to." }),
    events: t.stringList({
      description: 'The event types delivered; ["*"] means every type, present and future; ["card_authorization.request"]: it decides card purchases in real time.',
      resolve: (w) => w.events,
    }),
    description: t.exposeString("description", { nullable: true, description: "Your description; null when none was sent." }),
    secret: t.string({
      nullable: true,
      description: "The signing secret (whsec_…): in the answers of createWebhookEndpoint and rollWebhookEndpointSecret only, null everywhere else.",
      resolve: (w) => w.secret ?? null,
    }),
    disabled: t.exposeBoolean("disabled", {
      description: "True while it is sent nothing: no new events are queued for it, and its pending deliveries wait (updateWebhookEndpoint).",
    }),
    previousSecretExpiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description:
        "Until when the secret the last rollWebhookEndpointSecret replaced still signs every attempt beside the current one; null when none does.",
      resolve: (w) => w.previousSecretExpiresAt,
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
        'Event types to deliver (1 to 100, each as REST spells it, such as transfer.created); omit them, or send ["*"], for every type, present and future. ' +
        '["card_authorization.request"] alone, at most one endpoint per environment: it is asked to decide each card purchase in real time.',
    }),
    description: t.string({ description: "At most 255 characters." }),
  }),
});

const UpdateWebhookEndpointInput = builder.inputType("UpdateWebhookEndpointInput", {
  description: "What to change on a webhook endpoint: the body of POST /webhook_endpoints/{id}. A field left out stays as it is.",
  fields: (t) => ({
    url: t.string({ description: "As on creation: an absolute http or https URL of at most 2048 characters, without credentials, reaching only public addresses." }),
    events: t.stringList({
      description:
        'Event types to deliver from now on (1 to 100, each as REST spells it, such as transfer.created), replacing the list; ["*"] for every type, present and future. ' +
        "Strings, as in CreateWebhookEndpointInput and WebhookEndpoint.events, so that what one reads can be sent back.",
    }),
    description: t.string({ description: "At most 255 characters; null removes it." }),
    disabled: t.boolean({
      description:
        "true: the endpoint is sent nothing, no new events are queued for it and its pending deliveries wait, their 3-day retry window running on. " +
        "false: they are attempted at once; those whose window ended meanwhile fail.",
    }),
  }),
});

const WebhookEndpointConnection = builder.connectionObject(
  {
    type: WebhookEndpoint,
    name: "WebhookEndpointConnection",
    description: "A page of webhook endpoints, newest first.",
    fields: (t) => connectionExtras(t, WebhookEndpoint, "webhook endpoints"),
  },
  { name: "WebhookEndpointEdge", description: "A webhook endpoint in a page, with its cursor (its id)." },
);

builder.queryFields((t) => ({
  webhookEndpoint: t.field({
    ...runs(getWebhookEndpoint),
    type: WebhookEndpoint,
    nullable: true,
    description:
      "One webhook endpoint by id, without its secret (GET /webhook_endpoints/{id}). Another organization's or environment's endpoint, " +
      `or a deleted one, is null with not_found. ${writeScope}`,
    args: { id: t.arg.id({ required: true, description: "The endpoint's id (we_…)." }) },
    resolve: (_root, args, ctx) => runOperation(ctx, getWebhookEndpoint, { id: String(args.id) }),
  }),
  webhookEndpointsConnection: t.field({
    ...runs(searchWebhookEndpoints),
    type: WebhookEndpointConnection,
    nullable: true,
    description:
      "The organization's webhook endpoints in the key's environment, newest first, without secrets (GET /webhook_endpoints), as a connection: " +
      `\`after\` is the cursor (endpoint id) of the last endpoint of the previous page; \`last\` with \`before\` pages back. ${writeScope}`,
    args: connectionArgs(t.arg),
    resolve: async (_root, args, ctx) => connectionFrom(await runOperation(ctx, searchWebhookEndpoints, { options: withoutNulls(args) })),
  }),
  webhookEndpoints: t.field({
    ...runs(listWebhookEndpoints),
    type: [WebhookEndpoint],
    nullable: true,
    deprecationReason: "Use webhookEndpointsConnection, which pages them as every other list does.",
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
  updateWebhookEndpoint: t.field({
    ...runs(updateWebhookEndpoint),
    type: WebhookEndpoint,
    nullable: true,
    description:
      "Changes a webhook endpoint (POST /webhook_endpoints/{id}): its url (checked as on creation), events, description, or whether it is disabled. " +
      "The attempts made after the change use it. Another organization's or environment's endpoint, or a deleted one, is not_found. " +
      `${writeScope} Takes no idempotency key.`,
    args: {
      id: t.arg.id({ required: true, description: "The endpoint's id (we_…)." }),
      input: t.arg({ type: UpdateWebhookEndpointInput, required: true, description: "What to change." }),
    },
    resolve: (_root, { id, input }, ctx) =>
      runOperation(ctx, updateWebhookEndpoint, {
        id: String(id),
        // An explicit null description removes it; other omitted arguments are left out (commandInput).
        input: { ...(commandInput(input) as object), ...(input.description === null ? { description: null } : {}) },
      }),
  }),
  rollWebhookEndpointSecret: t.field({
    ...runs(rollWebhookEndpointSecret),
    type: WebhookEndpoint,
    nullable: true,
    description:
      "Replaces a webhook endpoint's signing secret (POST /webhook_endpoints/{id}/roll_secret) and answers the endpoint with the new secret, " +
      "shown in this answer only (and in a replay with the same idempotencyKey). Until previousSecretExpiresAt every attempt is signed with both " +
      "secrets, the new one's signature first. " +
      `${writeScope} The idempotency key is optional and, when sent, shares the REST key space.`,
    args: {
      id: t.arg.id({ required: true, description: "The endpoint's id (we_…)." }),
      expiresInHours: t.arg.int({
        description: `How many hours the replaced secret keeps signing beside the new one: 0 to ${maxSecretOverlapHours}, ${defaultSecretOverlapHours} unless given; 0 stops it at once.`,
      }),
      idempotencyKey: t.arg.string({ description: optionalIdempotencyKeyDescription }),
    },
    resolve: (_root, { id, expiresInHours, idempotencyKey }, ctx) =>
      runOperation(ctx, rollWebhookEndpointSecret, {
        id: String(id),
        input: commandInput({ expiresInHours }),
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
