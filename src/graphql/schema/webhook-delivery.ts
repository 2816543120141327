// WebhookEndpoint.deliveries: each event sent to the endpoint, with the body sent and every HTTP
// attempt (status, the answer's beginning, duration, next retry), read through Prisma (@pothos/plugin-prisma) in one
// query per connection, attempts included. Read as the endpoint is: getWebhookEndpoint's scope.
import { parsePrismaCursor } from "@pothos/plugin-prisma";
import { builder } from "../builder.js";
import { runs, type GraphQLContext } from "../context.js";
import { readFor, tenantFor } from "../reads.js";
import { getWebhookEndpoint } from "../../domain/webhooks/endpoints.js";
import { maxAttemptsShown, webhookDeliveryStates, type EndpointOf } from "../../domain/webhooks/deliveries.js";
import { loaderFor } from "../loaders.js";
import { WebhookEndpoint } from "./webhook-endpoint.js";
import { ApiError } from "../../domain/errors.js";
import { checkConnectionPage } from "../../domain/pagination.js";
import { deliveryBody } from "../../domain/webhooks/delivery.js";
import { responseBodyBytes } from "../../domain/webhooks/sender.js";

const WebhookDeliveryStateEnum = builder.enumType("WebhookDeliveryState", {
  description: "Where a delivery stands.",
  values: {
    pending: { description: "Waiting for its next attempt (nextAttemptAt), or being attempted." },
    delivered: { description: "The endpoint answered 2xx (a card_authorization.request: with a decision)." },
    failed: {
      description: "Every attempt failed for the whole retry window (3 days); a card_authorization.request, made once: its one attempt brought no decision.",
    },
    abandoned: { description: "The endpoint was deleted before the event was delivered." },
  } satisfies Record<(typeof webhookDeliveryStates)[number], { description: string }>,
});

const WebhookAttempt = builder.prismaObject("WebhookAttempt", {
  description: "One HTTP attempt of a delivery: the endpoint's answer, or why there was none.",
  fields: (t) => ({
    attempt: t.exposeInt("attempt", { description: "1 for the first attempt, then 2, 3, …" }),
    responseStatus: t.exposeInt("statusCode", { nullable: true, description: "The endpoint's HTTP status; null when it never answered." }),
    durationMs: t.exposeInt("latencyMs", { description: "How long the attempt took, in milliseconds." }),
    error: t.exposeString("error", {
      nullable: true,
      description: "Why the attempt failed when there was no answer (timeout, refused connection, …), or why a real-time answer was no decision.",
    }),
    responseBody: t.exposeString("responseBody", {
      nullable: true,
      description: `The first ${responseBodyBytes} bytes of the endpoint's answer, as UTF-8 text (a character the cut splits is left out); null when it never answered, or for attempts made before answers were kept.`,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the attempt was made." }),
  }),
});

export const WebhookDelivery = builder.prismaObject("WebhookDelivery", {
  description: "One event sent to one webhook endpoint, attempted until it is delivered or its retry window ends.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The delivery's id (whd_…); ids sort by when the deliveries were queued." }),
    eventId: t.exposeString("eventId", { description: "The event delivered (evt_…)." }),
    eventType: t.string({
      description: "The event's type, such as transfer.created.",
      select: { event: { select: { type: true } } },
      resolve: (d) => d.event.type,
    }),
    requestBody: t.string({
      description:
        "The body every attempt POSTs, byte for byte, which the signatures sign: the event as GET /events/{id} shows it. An event never changes once written.",
      select: { event: { select: { id: true, type: true, environment: true, createdAt: true, data: true } } },
      resolve: (d, _args, ctx) => deliveryBody(ctx.domain.publicForms, d.event),
    }),
    state: t.field({ type: WebhookDeliveryStateEnum, description: "Where the delivery stands.", resolve: (d) => d.state }),
    attemptCount: t.exposeInt("attempts", { description: "Attempts made so far." }),
    nextAttemptAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "While pending: when it is next attempted. Null once it is over, and while its endpoint is disabled (it waits).",
      resolve: (d) => (d.state === "pending" ? d.nextAttemptAt : null),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the event was queued for the endpoint." }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true, description: "When it was delivered, failed for good or abandoned." }),
    redeliveredAt: t.expose("redeliveredAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was last redelivered (redeliverWebhookDelivery): its retry window runs from then. Null if never.",
    }),
    // Through a batch of the request's deliveries, each read up to the bound in the database:
    // a Prisma relation with `take` reads every attempt of a page's deliveries and cuts in memory.
    attempts: t.field({
      type: [WebhookAttempt],
      description: `Its attempts, first to last: the latest ${maxAttemptsShown} when it has had more (attemptCount counts them all).`,
      resolve: (d, _args, ctx) => {
        const tenant = { organizationId: d.organizationId, environment: d.environment };
        return loaderFor(ctx, `webhookDelivery.attempts:${tenant.organizationId}:${tenant.environment}`, (ids) =>
          ctx.domain.stores.webhooks.latestAttemptsOf(tenant, ids),
        ).load(d.id);
      },
    }),
  }),
});

/** An endpoint's deliveries as the caller may read them: the endpoint's own scope, the caller's tenant. */
function endpointOf(ctx: GraphQLContext, endpointId: string): EndpointOf {
  return { tenant: tenantFor(ctx, getWebhookEndpoint), endpointId };
}

/**
 * A page's arguments, refused before plugin-prisma reads them, with the argument's name
 * (param: docs/api/graphql.md#errors): sizes and directions as every connection's
 * (checkConnectionPage), and a cursor it cannot decode. A cursor that decodes is the domain's to
 * check (findDeliveries: one of this endpoint's deliveries, in the caller's tenant).
 */
function checkDeliveriesPage(args: { first?: number | null; after?: unknown; last?: number | null; before?: unknown }): void {
  checkConnectionPage(args);
  const param = args.before != null ? "before" : "after";
  const cursor = args[param];
  if (cursor != null && !isDeliveryCursor(cursor)) {
    throw new ApiError("validation_error", `${param} must be the cursor of one of this endpoint's deliveries.`, param);
  }
}

/** A cursor plugin-prisma can decode into the delivery's key (organization, id). */
function isDeliveryCursor(cursor: unknown): boolean {
  try {
    const key = parsePrismaCursor(cursor);
    return Array.isArray(key) && key.length === 2;
  } catch {
    return false;
  }
}

builder.objectField(WebhookEndpoint, "deliveries", (t) =>
  t.prismaConnection(
    {
      extensions: { ...runs(getWebhookEndpoint).extensions, checkArguments: checkDeliveriesPage },
      type: WebhookDelivery,
      cursor: "organizationId_id",
      description: "The events sent to this endpoint, newest first, with their attempts.",
      args: {
        states: t.arg({ type: [WebhookDeliveryStateEnum], description: "Only deliveries in these states." }),
      },
      resolve: (query, endpoint, args, ctx) =>
        readFor(ctx, () =>
          ctx.domain.stores.webhooks.findDeliveries(endpointOf(ctx, endpoint.id), { states: args.states ?? undefined }, query, args.before ? "before" : "after"),
        ),
      totalCount: (endpoint, args, ctx) => ctx.domain.stores.webhooks.countDeliveries(endpointOf(ctx, endpoint.id), { states: args.states ?? undefined }),
    },
    {
      name: "WebhookDeliveryConnection",
      description: "A page of an endpoint's deliveries.",
      // The prisma plugin's own totalCount field, as it makes it, with a description (it takes none).
      fields: (t) => ({
        totalCount: t.int({
          description: "How many deliveries match the filter, whatever the page: counted only when asked for.",
          extensions: { pothosPrismaTotalCount: true },
          resolve: (connection) => (connection as unknown as { totalCount: () => Promise<number> }).totalCount(),
        }),
      }),
    },
    { name: "WebhookDeliveryEdge", description: "One delivery and its cursor." },
  ),
);
