// Changing a webhook endpoint: POST /webhook_endpoints/{id} (its URL, event types, description, and
// disabling it) and POST /webhook_endpoints/{id}/roll_secret
// (docs/api/events-and-webhooks.md#updating-an-endpoint, #rolling-the-secret). Both need a key
// holding at least one `:write` scope, as the endpoints' other operations do, and take effect for
// the attempts made after they commit: the delivery worker reads the endpoint at every attempt.
import { z } from "zod";
import { defineOperation } from "../operation.js";
import type { Domain } from "../domain.js";
import { tenantOf } from "../auth/principal.js";
import { checkId } from "../validation.js";
import { decryptWebhookSecret, encryptWebhookSecret, newWebhookSecret } from "./secrets.js";
import { windowInBases } from "./settings.js";
import { rollSecretOperationName, toWebhookEndpoint, type CreatedWebhookEndpoint, type WebhookEndpoint } from "./endpoint.js";
import {
  checkOnlyRealTimeEndpoint,
  checkUrlReaches,
  endpointEvents,
  endpointNotFound,
  endpointUrl,
  holdsWriteScope,
  isRealTimeEndpoint,
  storedEvents,
} from "./endpoints.js";

// Every field may be left out, and so may the body (as {}, so that both fingerprint alike): what is
// not sent stays as it is.
const updateEndpointInput = z
  .strictObject({
    url: endpointUrl.optional(),
    events: endpointEvents.optional(),
    /** null removes it. */
    description: z.string().max(255).nullable().optional(),
    disabled: z.boolean().optional(),
  })
  .default({});

/**
 * updateWebhookEndpoint: the fields sent change, the others stay; a URL is checked as on creation.
 * Disabling it, as Stripe does, sends it nothing from then on: the fan-out queues it no new
 * events, and its pending deliveries wait (parked), their retry window running on; enabling it
 * makes them due at once, but those whose window ended meanwhile fail without an attempt.
 */
export const updateWebhookEndpoint = defineOperation<undefined, z.output<typeof updateEndpointInput>, WebhookEndpoint>({
  name: "webhookEndpoints.update",
  scope: holdsWriteScope,
  idempotency: "none",
  input: updateEndpointInput,
  wakes: ["deliveries"],
  async checkInputByLookup(ctx, { input }) {
    if (input.url !== undefined) await checkUrlReaches(ctx, input.url);
  },
  async run({ domain, principal }, args) {
    const id = checkId(args.id);
    const { url, events, description, disabled } = args.input;
    const tenant = tenantOf(principal);
    const now = domain.now();
    const newEvents = events === undefined ? undefined : storedEvents(events);
    const row = await domain.stores.transaction(async (stores) => {
      if (newEvents !== undefined && isRealTimeEndpoint(newEvents)) await checkOnlyRealTimeEndpoint(stores, tenant, id);
      const updated = await stores.webhooks.updateEndpoint(tenant, id, {
        url,
        events: newEvents,
        description,
        disabled,
      });
      // After the endpoint's row is updated (locked), so that a disabling and an enabling at once follow each other.
      if (updated && disabled === true) await stores.webhooks.parkPendingDeliveries(tenant, id);
      if (updated && disabled === false) await stores.webhooks.resumeParkedDeliveries(tenant, id, now, retryWindowStart(domain, now));
      return updated;
    });
    if (!row) throw endpointNotFound(id);
    return toWebhookEndpoint(row);
  },
});

/** When the retry window of a delivery still pending at `now` must have begun (3 days before, at the default base). */
function retryWindowStart(domain: Domain, now: Date): Date {
  return new Date(now.getTime() - domain.config.webhookRetryBaseMs * windowInBases);
}

/** How long the replaced secret keeps signing, unless asked: a day, as Stripe's default. */
export const defaultSecretOverlapHours = 24;
/** The longest overlap: a week, as Stripe allows. */
export const maxSecretOverlapHours = 168;

const rollSecretInput = z
  .strictObject({
    expiresInHours: z.int().min(0).max(maxSecretOverlapHours).optional(),
  })
  .default({});

/**
 * rollWebhookEndpointSecret: a new secret, shown in this answer only (and in a replay with the
 * same Idempotency-Key, optional here as on creation); the replaced one keeps signing every
 * attempt beside it for `expiresInHours` (24 unless sent; 0: not at all), then is erased
 * (eraseExpiredPreviousSecrets). A secret an earlier roll left signing is erased at once: only the
 * current secret and the one it replaced ever sign.
 */
export const rollWebhookEndpointSecret = defineOperation<undefined, z.output<typeof rollSecretInput>, CreatedWebhookEndpoint>({
  name: rollSecretOperationName,
  scope: holdsWriteScope,
  idempotency: "optional",
  input: rollSecretInput,
  answer: (forms) => forms.createdWebhookEndpoint,
  wakes: [], // it writes no event, and its deliveries are signed anew at their next attempt
  async run(ctx, args, session) {
    const id = checkId(args.id);
    const tenant = tenantOf(ctx.principal);
    const hours = args.input.expiresInHours ?? defaultSecretOverlapHours;
    const now = ctx.domain.now();
    const secret = newWebhookSecret();
    const bound = { organizationId: tenant.organizationId, id };
    return session.begin(async (stores) => {
      const sealed = await encryptWebhookSecret(stores, bound, secret);
      const previousUntil = hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null;
      const row = await stores.webhooks.rollSecret(tenant, id, sealed, previousUntil);
      if (!row) throw endpointNotFound(id);
      const endpoint: CreatedWebhookEndpoint = { ...toWebhookEndpoint(row), secret };
      // The key's record keeps the answer with the secret sealed, never in plain text.
      await session.complete(stores, { ...endpoint, secret: await encryptWebhookSecret(stores, bound, secret) });
      return endpoint;
    }, id);
  },
  // As a creation's (endpoints.ts): deleting the endpoint erases the kept answer; another instance
  // may still hold it in memory, so a replay of a deleted endpoint's roll is 404.
  async openStoredAnswer(ctx, stored) {
    if (!(await ctx.domain.stores.webhooks.isLiveEndpoint(tenantOf(ctx.principal), stored.id))) throw endpointNotFound(stored.id);
    const bound = { organizationId: ctx.principal.organization.id, id: stored.id };
    return { ...stored, secret: await decryptWebhookSecret(ctx.domain.stores, bound, stored.secret) };
  },
});

/** Erases the previous secrets whose overlap has ended (a background job, src/jobs.ts); how many. */
export function eraseExpiredPreviousSecrets(domain: Domain): Promise<number> {
  return domain.stores.webhooks.eraseExpiredPreviousSecrets(domain.now());
}
