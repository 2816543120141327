// Webhook endpoints: POST /webhook_endpoints, GET /webhook_endpoints (and GraphQL's connection),
// GET and DELETE /webhook_endpoints/{id} (docs/api/events-and-webhooks.md#webhook-endpoints); their
// update and secret roll are endpoint-changes.ts. Every one needs a key holding at least one
// `:write` scope. The secret is shown in the creation answer only; it is stored encrypted, and so
// is the copy an Idempotency-Key keeps for replays (docs/operations.md#deployment-secrets: no
// webhook secret in the database).
import { z } from "zod";
import { defineOperation } from "../operation.js";
import { storedAnswer } from "../idempotency/idempotency.js";
import { ApiError } from "../errors.js";
import { eventTypes } from "../events/events.js";
import { newId } from "../ids.js";
import { holdsEveryScope, tenantOf, type Principal } from "../auth/principal.js";
import { checkId } from "../validation.js";
import { checkTarget } from "./targets.js";
import { decryptWebhookSecret, encryptWebhookSecret, newWebhookSecret } from "./secrets.js";
import { connectionOptionFields, connectionPage, type ConnectionPage } from "../pagination.js";
import type { OperationContext } from "../operation-context.js";
import {
  cardAuthorizationRequestType,
  rollSecretOperationName,
  toWebhookEndpoint,
  type CreatedWebhookEndpoint,
  type DeletedWebhookEndpoint,
  type EndpointEventType,
  type WebhookEndpoint,
} from "./endpoint.js";
import type { TransactionStores } from "../stores.js";
import type { Tenant } from "../auth/principal.js";

export { toWebhookEndpoint, type CreatedWebhookEndpoint, type DeletedWebhookEndpoint, type WebhookEndpoint };

export function endpointNotFound(id: string): ApiError {
  return new ApiError("not_found", `No webhook endpoint ${id}.`);
}

/** Webhook endpoints are managed by a key holding a write scope, or by a full-access session token. */
export function holdsWriteScope(principal: Principal): boolean {
  if (principal.session) return holdsEveryScope(principal);
  return principal.scopes.some((scope) => scope.endsWith(":write"));
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || url.protocol === "http:";
}

/** An endpoint's URL, as creation and update take it (its host is checked by checkUrlReaches). */
export const endpointUrl = z
  .string()
  .max(2048)
  .refine(isHttpUrl, "must be an absolute http or https URL")
  .refine((value) => !isHttpUrl(value) || (new URL(value).username === "" && new URL(value).password === ""), "must not contain credentials");

/**
 * The event types an endpoint takes; "*" among them means every type, present and future, whatever
 * else is listed. card_authorization.request goes alone: such an endpoint decides purchases in real
 * time, and receives nothing else.
 */
export const endpointEvents = z
  .array(z.enum([...eventTypes, cardAuthorizationRequestType, "*"]))
  .min(1)
  .max(100)
  .refine((events) => !events.includes(cardAuthorizationRequestType) || events.every((type) => type === cardAuthorizationRequestType), {
    message: `must be ["${cardAuthorizationRequestType}"] alone for real-time authorization: such an endpoint receives no events`,
  });

/** The events column: no types at all for every type, so that types added later are included too. */
export function storedEvents(events: ReadonlyArray<EndpointEventType | "*"> | undefined): EndpointEventType[] {
  return !events || events.includes("*") ? [] : [...new Set(events as EndpointEventType[])];
}

/** Whether stored `events` make an endpoint the real-time authorization endpoint. */
export function isRealTimeEndpoint(events: readonly string[]): boolean {
  return events.length === 1 && events[0] === cardAuthorizationRequestType;
}

/**
 * An organization has at most one real-time authorization endpoint per environment (a purchase
 * asks one decider). In the transaction that makes `endpointId` one, after the tenant's lock on
 * endpoint creations (lockEndpointCreations), which every such change takes: two at once follow
 * each other, and the second finds the first.
 */
export async function checkOnlyRealTimeEndpoint(stores: TransactionStores, tenant: Tenant, endpointId: string): Promise<void> {
  await stores.webhooks.lockEndpointCreations(tenant);
  const other = await stores.webhooks.realTimeEndpoint(tenant, { exceptId: endpointId, includeDisabled: true });
  if (other) {
    throw new ApiError(
      "validation_error",
      `events must not be ["${cardAuthorizationRequestType}"]: webhook endpoint ${other.id} already decides this environment's card authorizations in real time; update or delete it first.`,
      "events",
    );
  }
}

/** Refuses a URL whose host reaches anything but public addresses; part of validation (checkInputByLookup). */
export async function checkUrlReaches(ctx: OperationContext, url: string): Promise<void> {
  const target = await checkTarget(new URL(url), ctx.domain.config.webhookAllowPrivate);
  if (!target.ok) throw new ApiError("validation_error", `url must reach a public address: ${target.reason}.`, "url");
}

const createEndpointInput = z.strictObject({
  url: endpointUrl,
  events: endpointEvents.optional(),
  description: z.string().max(255).optional(),
});

/**
 * The most endpoints an organization keeps in an environment, as Stripe's 16: every event is
 * sent to each, and a dashboard lists them all on one page (its cost is counted at this bound).
 */
export const maxWebhookEndpoints = 16;

export const createWebhookEndpoint = defineOperation<undefined, z.output<typeof createEndpointInput>, CreatedWebhookEndpoint>({
  name: "webhookEndpoints.create",
  scope: holdsWriteScope,
  idempotency: "optional",
  input: createEndpointInput,
  answer: (forms) => forms.createdWebhookEndpoint,
  // Resolving the host is part of validation.
  async checkInputByLookup(ctx, { input }) {
    await checkUrlReaches(ctx, input.url);
  },
  async run(ctx, { input }, session) {
    const tenant = tenantOf(ctx.principal);
    const id = newId("we");
    const secret = newWebhookSecret();
    const sealed = { organizationId: tenant.organizationId, id };
    return session.begin(async (stores) => {
      // One creation at a time per tenant, so that two at once cannot both find room for one.
      await stores.webhooks.lockEndpointCreations(tenant);
      if (isRealTimeEndpoint(storedEvents(input.events))) await checkOnlyRealTimeEndpoint(stores, tenant, id);
      const kept = await stores.webhooks.countLiveEndpoints(tenant);
      if (kept >= maxWebhookEndpoints) {
        throw new ApiError("validation_error", `This organization already has ${maxWebhookEndpoints} webhook endpoints in this environment, the most it may keep: delete one first.`);
      }
      const row = await stores.webhooks.insertEndpoint({
        id,
        ...tenant,
        url: input.url,
        events: storedEvents(input.events),
        description: input.description ?? null,
        secretCiphertext: await encryptWebhookSecret(stores, sealed, secret),
        disabled: false,
        previousSecretCiphertext: null,
        previousSecretExpiresAt: null,
        createdAt: ctx.domain.now(),
      });
      const endpoint: CreatedWebhookEndpoint = { ...toWebhookEndpoint(row), secret };
      // The key's record keeps the answer with the secret sealed, never in plain text.
      await session.complete(stores, { ...endpoint, secret: await encryptWebhookSecret(stores, sealed, secret) });
      return endpoint;
    }, id);
  },
  // `stored` is the kept answer read back (its public form parsed): its secret is still sealed.
  async openStoredAnswer(ctx, stored) {
    // Deleting an endpoint erases its secret everywhere (docs/api/events-and-webhooks.md#secrets),
    // but another instance may still hold the sealed answer in memory: a replay of a deleted
    // endpoint's creation is 404.
    if (!(await ctx.domain.stores.webhooks.isLiveEndpoint(tenantOf(ctx.principal), stored.id))) throw endpointNotFound(stored.id);
    const sealed = { organizationId: ctx.principal.organization.id, id: stored.id };
    return { ...stored, secret: await decryptWebhookSecret(ctx.domain.stores, sealed, stored.secret) };
  },
});

const searchEndpointsOptions = z.strictObject(connectionOptionFields);

export const listWebhookEndpoints = defineOperation<undefined, undefined, WebhookEndpoint[]>({
  name: "webhookEndpoints.list",
  scope: holdsWriteScope,
  idempotency: "none",
  async run({ domain, principal }) {
    const rows = await domain.stores.webhooks.listLiveEndpoints(tenantOf(principal));
    return rows.map(toWebhookEndpoint);
  },
});

/** The endpoints as a connection's page (GraphQL's webhookEndpointsConnection), newest first. */
export const searchWebhookEndpoints = defineOperation<z.output<typeof searchEndpointsOptions>, undefined, ConnectionPage<WebhookEndpoint>>({
  name: "webhookEndpoints.search",
  scope: holdsWriteScope,
  idempotency: "none",
  options: searchEndpointsOptions,
  run: ({ domain, principal }, { options }) => connectionPage(options, domain.stores.webhooks.endpointListing(tenantOf(principal))),
});

/** One endpoint by its id (GET /webhook_endpoints/{id}, GraphQL's webhookEndpoint and node); a deleted one is not found. */
export const getWebhookEndpoint = defineOperation<undefined, undefined, WebhookEndpoint>({
  name: "webhookEndpoints.get",
  scope: holdsWriteScope,
  idempotency: "none",
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const row = await domain.stores.webhooks.findLiveEndpoint(tenantOf(principal), id);
    if (!row) throw endpointNotFound(id);
    return toWebhookEndpoint(row);
  },
});

export const deleteWebhookEndpoint = defineOperation<undefined, undefined, DeletedWebhookEndpoint>({
  name: "webhookEndpoints.delete",
  scope: holdsWriteScope,
  idempotency: "none",
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const tenant = tenantOf(principal);
    const now = domain.now();
    const deleted = await domain.stores.transaction(async (stores) => {
      // The row stays so its attempts remain explainable; its secret goes, and so does its queue.
      if (!(await stores.webhooks.markEndpointDeleted(tenant, id, now))) return false;
      // The sealed copies its creation's and its rolls' Idempotency-Keys kept go too: a replay now answers 404.
      for (const operation of [createWebhookEndpoint.name, rollSecretOperationName]) {
        await stores.idempotency.replaceStoredAnswers({ ...tenant, operation, resourceId: id }, storedAnswer.refusal(domain.answerStatus, operation, endpointNotFound(id)));
      }
      await stores.webhooks.abandonPendingDeliveries(tenant, id, now);
      return true;
    });
    if (!deleted) throw endpointNotFound(id);
    return { id, deleted: true };
  },
});
