// The webhooks context's store: all of its SQL, on the connection it is bound to (../store.ts).
// Here the endpoints, the holds on them, redelivery, the test event and the sealed secrets' keys;
// it extends the endpoints' changes (store-changes.ts: update, disable, secret rolls), which extend
// the queue and the dashboard's reads of deliveries (store-deliveries.ts).
import {
  Prisma,
  type Event as EventRow,
  type IdempotencyRecord,
  type WebhookDelivery as WebhookDeliveryRow,
  type WebhookDeliveryState,
  type WebhookEndpoint as WebhookEndpointRow,
} from "../../generated/prisma/client.js";
import type { Db, Tx } from "../store.js";
import type { Tenant } from "../auth/principal.js";
import { newId } from "../ids.js";
import { deploymentSecrets } from "../service-secrets.js";
import type { Listing } from "../pagination.js";
import { cardAuthorizationRequestType, toWebhookEndpoint, type WebhookEndpoint } from "./endpoint.js";
import type { AttemptResult } from "./sender.js";
import { WebhookEndpointChangeStore } from "./store-changes.js";

export type { LeasedDelivery } from "./store-deliveries.js";


/** An endpoint's secrets, one of them at least sealed under the generated key (v1.db), as read to be sealed again. */
export interface SealedEndpointSecret {
  organizationId: string;
  id: string;
  secretCiphertext: string | null;
  /** The secret a roll replaced, while its overlap lasts (store-changes.ts). */
  previousSecretCiphertext: string | null;
}

export class WebhookStore<C extends Db = Db> extends WebhookEndpointChangeStore<C> {
  /** Takes the tenant's lock on endpoint creations, held until this store's transaction ends. */
  async lockEndpointCreations(this: WebhookStore<Tx>, tenant: Tenant): Promise<void> {
    await this.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook_endpoints:${tenant.organizationId}:${tenant.environment}`}, 0))`;
  }

  /** How many endpoints the tenant keeps (deleted ones aside). */
  countLiveEndpoints(tenant: Tenant): Promise<number> {
    return this.db.webhookEndpoint.count({ where: { ...tenant, deletedAt: null } });
  }

  /** Writes a new endpoint, its secret sealed; after lockEndpointCreations and a count, in the same transaction. */
  insertEndpoint(this: WebhookStore<Tx>, endpoint: Omit<WebhookEndpointRow, "deletedAt">): Promise<WebhookEndpointRow> {
    return this.db.webhookEndpoint.create({ data: endpoint });
  }

  /** The tenant's endpoint `id`, unless it is deleted. */
  findLiveEndpoint(tenant: Tenant, id: string): Promise<WebhookEndpointRow | null> {
    return this.db.webhookEndpoint.findFirst({ where: { ...tenant, id, deletedAt: null } });
  }

  /** Whether the tenant's endpoint `id` exists and is not deleted. */
  async isLiveEndpoint(tenant: Tenant, id: string): Promise<boolean> {
    const live = await this.db.webhookEndpoint.findFirst({ where: { ...tenant, id, deletedAt: null }, select: { id: true } });
    return live !== null;
  }

  /** The tenant's endpoint `id`, deleted or not: for a caller that holds it live (holdLiveEndpoint). */
  findEndpoint(tenant: Tenant, id: string): Promise<WebhookEndpointRow | null> {
    return this.db.webhookEndpoint.findFirst({ where: { ...tenant, id } });
  }

  /** The tenant's endpoints that are not deleted, newest first. */
  listLiveEndpoints(tenant: Tenant): Promise<WebhookEndpointRow[]> {
    return this.db.webhookEndpoint.findMany({ where: { ...tenant, deletedAt: null }, orderBy: { id: "desc" } });
  }

  /** The tenant's endpoints that are not deleted, as a connection pages them (searchWebhookEndpoints). */
  endpointListing(tenant: Tenant): Listing<WebhookEndpointRow, WebhookEndpoint> {
    const db = this.db;
    const where = { ...tenant, deletedAt: null };
    return {
      noun: "a webhook endpoint",
      isVisible: async (id) => Boolean(await db.webhookEndpoint.findFirst({ where: { ...where, id }, select: { id: true } })),
      fetch: (condition, order, take) => db.webhookEndpoint.findMany({ where: { ...where, ...condition }, orderBy: { id: order }, take }),
      count: () => db.webhookEndpoint.count({ where }),
      items: (rows) => rows.map(toWebhookEndpoint),
    };
  }

  /**
   * Holds a live endpoint against deletion until this store's transaction ends (FOR SHARE); false
   * when it is deleted or not the tenant's. Every writer of a pending delivery holds its endpoint
   * first (the fan-out in its own statement), because a deletion abandons the endpoint's pending
   * deliveries in the transaction that marks it deleted: without the hold, a writer that read the
   * endpoint before that commit could add a pending delivery the deletion never saw.
   */
  async holdLiveEndpoint(this: WebhookStore<Tx>, tenant: Tenant, endpointId: string): Promise<boolean> {
    const held = await this.db.$queryRaw<unknown[]>(Prisma.sql`
      SELECT 1 FROM webhook_endpoints
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment"
        AND id = ${endpointId} AND deleted_at IS NULL
      FOR SHARE`);
    return held.length > 0;
  }

  /**
   * Marks the endpoint deleted at `now` and erases its secret, keeping the row (deleteWebhookEndpoint);
   * whether this call did (false: not found, or deleted already). In the transaction that abandons
   * its deliveries (abandonPendingDeliveries).
   */
  async markEndpointDeleted(this: WebhookStore<Tx>, tenant: Tenant, id: string, now: Date): Promise<boolean> {
    // One conditional statement: of several deletes at once, one finds the endpoint not yet
    // deleted; the others wait for its row lock, then find it deleted (not found).
    const deletedNow = await this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_endpoints SET deleted_at = ${now}, secret_ciphertext = NULL, previous_secret_ciphertext = NULL, previous_secret_expires_at = NULL
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND deleted_at IS NULL`);
    return deletedNow !== 0;
  }

  /** Abandons the endpoint's pending deliveries at `now`: its deletion's, in the same transaction. */
  async abandonPendingDeliveries(this: WebhookStore<Tx>, tenant: Tenant, endpointId: string, now: Date): Promise<void> {
    // Conditional in the statement itself: a delivery an attempt settles meanwhile keeps its outcome.
    await this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries SET state = 'abandoned', completed_at = ${now}, next_attempt_at = NULL
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND endpoint_id = ${endpointId}
        AND state = 'pending'`);
  }

  /** The endpoint of the tenant's delivery `id`; undefined when there is no such delivery. */
  async endpointIdOfDelivery(tenant: Tenant, id: string): Promise<string | undefined> {
    const delivery = await this.db.webhookDelivery.findFirst({ where: { ...tenant, id }, select: { endpointId: true } });
    return delivery?.endpointId;
  }

  /** Where the tenant's delivery `id` stands, and whether its endpoint is deleted: why it was not redelivered. */
  redeliveryState(tenant: Tenant, id: string): Promise<{ state: WebhookDeliveryState; endpoint: { deletedAt: Date | null } } | null> {
    return this.db.webhookDelivery.findFirst({ where: { ...tenant, id }, select: { state: true, endpoint: { select: { deletedAt: true } } } });
  }

  /**
   * Makes a delivered or failed delivery pending again, due at `now`, its retry window starting
   * then; the delivery, or undefined when it is neither (nor found). Its endpoint is held first.
   */
  async redeliver(this: WebhookStore<Tx>, tenant: Tenant, id: string, now: Date): Promise<WebhookDeliveryRow | undefined> {
    // Conditional on its state, so two redeliveries at once make one: the second finds it pending.
    // One statement whose condition holds on the row it writes: Prisma's updateManyAndReturn reads
    // the ids first and updates by id alone, so each of ten redeliveries at once made an attempt.
    const [row] = await this.db.$queryRaw<WebhookDeliveryRow[]>(Prisma.sql`
      UPDATE webhook_deliveries SET state = 'pending', completed_at = NULL, redelivered_at = ${now},
        -- Parked while its endpoint is disabled, as the disabling parked the others (store-changes.ts).
        next_attempt_at = CASE WHEN EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.organization_id = ${tenant.organizationId}
          AND w.environment = ${tenant.environment}::"Environment" AND w.id = webhook_deliveries.endpoint_id AND w.disabled) THEN NULL ELSE ${now}::timestamptz END
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND state IN ('failed', 'delivered')
      RETURNING id, organization_id AS "organizationId", environment, event_id AS "eventId", endpoint_id AS "endpointId", state, attempts,
        next_attempt_at AS "nextAttemptAt", created_at AS "createdAt", completed_at AS "completedAt", redelivered_at AS "redeliveredAt"`);
    return row;
  }

  /**
   * Writes an event already fanned out (no row in the fan-out's queue, so no other endpoint
   * receives it) with its one delivery, to `endpoint`, due at `now`, or parked while the endpoint
   * is disabled (store-changes.ts): the test event's way (delivery-actions.ts). Its endpoint is
   * held first, and read after that.
   */
  async queueEventFor(
    this: WebhookStore<Tx>,
    tenant: Tenant,
    endpoint: { id: string; disabled: boolean },
    event: { type: string; object: object; resourceId: string },
    now: Date,
  ): Promise<WebhookDeliveryRow> {
    const written = await this.db.event.create({
      data: { id: newId("evt"), ...tenant, type: event.type, data: { object: { ...event.object } }, resourceId: event.resourceId, createdAt: now },
    });
    const nextAttemptAt = endpoint.disabled ? null : now;
    return this.db.webhookDelivery.create({ data: { id: newId("whd"), ...tenant, eventId: written.id, endpointId: endpoint.id, nextAttemptAt, createdAt: now } });
  }

  /**
   * The tenant's live real-time authorization endpoint (its events exactly card_authorization.request),
   * if it has one: not a disabled one, which is asked nothing, unless `includeDisabled`.
   */
  async realTimeEndpoint(tenant: Tenant, options: { exceptId?: string; includeDisabled?: boolean } = {}): Promise<WebhookEndpointRow | null> {
    return this.db.webhookEndpoint.findFirst({
      where: {
        ...tenant,
        deletedAt: null,
        events: { equals: [cardAuthorizationRequestType] },
        ...(options.includeDisabled ? {} : { disabled: false }),
        ...(options.exceptId === undefined ? {} : { id: { not: options.exceptId } }),
      },
    });
  }

  /**
   * Writes an event that no fan-out takes (no row in its queue): a card_authorization.request, sent
   * to the one endpoint that asks for it by its asker. Answers the row as stored, so that what is
   * signed and sent is what the delivery later shows (jsonb keeps its own key order).
   */
  async writeUnqueuedEvent(this: WebhookStore<Tx>, tenant: Tenant, event: { type: string; object: object; resourceId: string }, now: Date): Promise<EventRow> {
    const [row] = await this.db.$queryRaw<EventRow[]>(Prisma.sql`
      INSERT INTO events (id, organization_id, environment, type, data, resource_id, created_at)
      VALUES (${newId("evt")}, ${tenant.organizationId}, ${tenant.environment}::"Environment", ${event.type},
        jsonb_build_object('object', ${JSON.stringify(event.object)}::jsonb), ${event.resourceId}, ${now})
      RETURNING id, organization_id AS "organizationId", environment, type, data, created_at AS "createdAt", resource_id AS "resourceId"`);
    return row;
  }

  /**
   * Records a request made once and never retried (a real-time authorization's) as a delivery of
   * its endpoint with its one attempt: delivered when it got a valid answer, else failed.
   */
  async recordSingleAttemptDelivery(
    this: WebhookStore<Tx>,
    tenant: Tenant,
    sent: { eventId: string; endpointId: string; createdAt: Date },
    attempt: AttemptResult,
    state: "delivered" | "failed",
    now: Date,
  ): Promise<void> {
    const id = newId("whd");
    await this.db.webhookDelivery.create({
      data: { id, ...tenant, eventId: sent.eventId, endpointId: sent.endpointId, state, attempts: 1, nextAttemptAt: null, createdAt: sent.createdAt, completedAt: now },
    });
    await this.db.webhookAttempt.create({
      data: {
        ...tenant,
        deliveryId: id,
        attempt: 1,
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        error: attempt.error,
        responseBody: attempt.responseBody,
        createdAt: now,
      },
    });
  }

  /** The type of the event the tenant's delivery `id` sends; undefined when there is no such delivery. */
  async eventTypeOfDelivery(tenant: Tenant, id: string): Promise<string | undefined> {
    const delivery = await this.db.webhookDelivery.findFirst({ where: { ...tenant, id }, select: { event: { select: { type: true } } } });
    return delivery?.event.type;
  }

  /**
   * The key an earlier version generated to seal secrets (v1.db), still in service_settings when
   * WEBHOOK_SECRET_KEY was set later; null once it has left (secrets.ts).
   */
  async generatedSealingKey(): Promise<string | null> {
    const row = await this.db.serviceSetting.findUnique({ where: { key: deploymentSecrets.WEBHOOK_SECRET_KEY.setting } });
    return row?.value ?? null;
  }

  /** The endpoints with a secret (current or previous) sealed under the generated key (resealUnderConfiguredKey). */
  endpointsSealedUnderGeneratedKey(this: WebhookStore<Tx>): Promise<SealedEndpointSecret[]> {
    return this.db.webhookEndpoint.findMany({
      where: { OR: [{ secretCiphertext: { startsWith: "v1.db:" } }, { previousSecretCiphertext: { startsWith: "v1.db:" } }] },
      select: { organizationId: true, id: true, secretCiphertext: true, previousSecretCiphertext: true },
    });
  }

  /** Replaces the endpoint's sealed secrets `read` with `sealed`; how many rows changed (0 or 1). */
  resealEndpoint(this: WebhookStore<Tx>, read: SealedEndpointSecret, sealed: Pick<SealedEndpointSecret, "secretCiphertext" | "previousSecretCiphertext">): Promise<number> {
    // Conditional on what was read, as other instances still serve meanwhile: an endpoint deleted
    // since (its secret erased: docs/api/events-and-webhooks.md#secrets), or whose secret was
    // rolled or whose previous secret expired since, must not get a secret back.
    // (One statement: Prisma's updateMany would check the condition in a read before its write.)
    return this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_endpoints SET secret_ciphertext = ${sealed.secretCiphertext}, previous_secret_ciphertext = ${sealed.previousSecretCiphertext}
      WHERE organization_id = ${read.organizationId} AND id = ${read.id} AND secret_ciphertext = ${read.secretCiphertext}
        AND previous_secret_ciphertext IS NOT DISTINCT FROM ${read.previousSecretCiphertext}::text`);
  }

  /** The idempotency records whose kept answer holds a secret sealed under the generated key (a creation's). */
  answersSealedUnderGeneratedKey(this: WebhookStore<Tx>): Promise<IdempotencyRecord[]> {
    return this.db.idempotencyRecord.findMany({ where: { responseBody: { contains: '"secret":"v1.db:' } } });
  }

  /** Replaces the record's kept answer `read` with `body`; how many rows changed (0 or 1). */
  resealAnswer(this: WebhookStore<Tx>, read: IdempotencyRecord, body: string): Promise<number> {
    // Conditional on what was read, as resealEndpoint is: a record replaced since keeps its answer.
    return this.db.$executeRaw(Prisma.sql`
      UPDATE idempotency_records SET response_body = ${body}
      WHERE organization_id = ${read.organizationId} AND environment = ${read.environment}::"Environment" AND key = ${read.key}
        AND response_body = ${read.responseBody}`);
  }
}
