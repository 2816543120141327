// The delivery worker (docs/api/events-and-webhooks.md#deliveries). Each round leases due
// deliveries with FOR UPDATE SKIP LOCKED — pushing next_attempt_at past the attempt's timeout is
// the lease, so no other instance takes the same delivery meanwhile, and a crashed instance's lease
// simply runs out — then makes each attempt outside any transaction, signs it afresh
// (Service-Signature and the Standard Webhooks headers), and records the attempt and the delivery's
// next state in one short transaction. Attempts run in the background of the round, a bounded
// number at a time and at most a share of them for any one organization, so one organization's slow
// receivers do not hold up the others'.
import { Prisma, type WebhookDeliveryState } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import type { Environment } from "../auth/principal.js";
import { toEvent } from "../events/events.js";
import { decryptWebhookSecret } from "./secrets.js";
import { sendWebhook, type AttemptResult } from "./sender.js";
import { nextAttemptAt } from "./settings.js";
import { signStandardWebhook, signWebhookPayload } from "../../webhooks.js";

export interface LeasedDelivery {
  organizationId: string;
  environment: Environment;
  id: string;
  eventId: string;
  endpointId: string;
  /** Including the attempt about to be made. */
  attempts: number;
  /** Where its retry window starts: when it was queued, or last redelivered (delivery-actions.ts). */
  retryWindowFrom: Date;
}

/** How long a leased delivery is hidden from other workers: the attempt's timeout, with room to record it. */
function leaseMs(domain: Domain): number {
  return domain.config.webhookTimeoutMs * 2 + 5_000;
}

/**
 * Leases up to `limit` due deliveries, oldest first, but at most `perOrganization` in flight here
 * for any one organization (`inFlight` counts this instance's by organization id): receivers that
 * are slow or never answer hold only their organization's share of the attempts, and an
 * organization already at its share is skipped, so that other organizations' deliveries due
 * behind its backlog are taken in the next round rather than after all of it. The candidates
 * (four times the room, oldest first) are locked as they are read, skipping those another instance
 * is leasing, so that two instances leasing at once each get the next ones. An organization below
 * its share with a backlog older than everyone else's is still served first, as oldest first says:
 * the share only keeps slow receivers from holding every attempt.
 */
async function leaseDueDeliveries(domain: Domain, limit: number, perOrganization: number, inFlight: ReadonlyMap<string, number>): Promise<LeasedDelivery[]> {
  const now = domain.now();
  const leaseUntil = new Date(now.getTime() + leaseMs(domain));
  const busyIds = [...inFlight.keys()];
  const busyCounts = busyIds.map((id) => inFlight.get(id)!);
  const full = busyIds.filter((id) => inFlight.get(id)! >= perOrganization);
  const rows = await domain.prisma.$queryRaw<
    Array<{ organization_id: string; environment: Environment; id: string; event_id: string; endpoint_id: string; attempts: number; retry_window_from: Date }>
  >(Prisma.sql`
    WITH candidates AS (
      SELECT organization_id, id, next_attempt_at FROM webhook_deliveries
      WHERE state = 'pending'::"WebhookDeliveryState" AND next_attempt_at <= ${now} AND organization_id <> ALL (${full}::text[])
      ORDER BY next_attempt_at LIMIT ${limit * 4}
      FOR UPDATE SKIP LOCKED),
    ranked AS (
      SELECT c.organization_id, c.id, c.next_attempt_at,
        COALESCE(busy.in_flight, 0) + row_number() OVER (PARTITION BY c.organization_id ORDER BY c.next_attempt_at) AS nth
      FROM candidates c LEFT JOIN unnest(${busyIds}::text[], ${busyCounts}::int[]) AS busy(organization_id, in_flight) USING (organization_id))
    UPDATE webhook_deliveries SET next_attempt_at = ${leaseUntil}, attempts = attempts + 1
    WHERE (organization_id, id) IN (SELECT organization_id, id FROM ranked WHERE nth <= ${perOrganization} ORDER BY next_attempt_at LIMIT ${limit})
    RETURNING organization_id, environment, id, event_id, endpoint_id, attempts, COALESCE(redelivered_at, created_at) AS retry_window_from`);
  return rows.map((row) => ({
    organizationId: row.organization_id,
    environment: row.environment,
    id: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    attempts: row.attempts,
    retryWindowFrom: row.retry_window_from,
  }));
}

/**
 * Moves a still-pending delivery to a final state, or reschedules it; whether this attempt's
 * outcome was the one recorded (false: the endpoint was deleted, or another worker's lease decides).
 */
export async function settleDeliveryAttempt(
  domain: Domain,
  delivery: LeasedDelivery,
  data: { state: WebhookDeliveryState; nextAttemptAt: Date | null },
  attempt?: AttemptResult,
): Promise<boolean> {
  const now = domain.now();
  return domain.transaction(async (tx) => {
    if (attempt) {
      await tx.webhookAttempt.create({
        data: {
          organizationId: delivery.organizationId,
          environment: delivery.environment,
          deliveryId: delivery.id,
          attempt: delivery.attempts,
          statusCode: attempt.statusCode,
          latencyMs: attempt.latencyMs,
          error: attempt.error,
          createdAt: now,
        },
      });
    }
    // Conditional: an endpoint deleted meanwhile has already abandoned it; and only while this
    // attempt's lease is the latest (every lease counts an attempt, a redelivery counts none): an
    // attempt that outlived its lease, while another worker leased the delivery again, decides
    // nothing. Its attempt is recorded all the same: it was made.
    // One statement, its condition checked on the row it writes (not Prisma's read-then-update-by-id).
    const settled = await tx.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries
      SET state = ${data.state}::"WebhookDeliveryState", next_attempt_at = ${data.nextAttemptAt}::timestamptz,
        completed_at = ${data.state === "pending" ? null : now}::timestamptz
      WHERE organization_id = ${delivery.organizationId} AND environment = ${delivery.environment}::"Environment" AND id = ${delivery.id}
        AND state = 'pending' AND attempts = ${delivery.attempts}`);
    return settled === 1;
  });
}

/**
 * An attempt's headers, signed afresh at `now`: Service-Signature
 * (docs/api/events-and-webhooks.md#signatures) and the Standard Webhooks headers, with the same
 * timestamp. `webhook-id` is the event's id, so it is the same on every attempt of the delivery (a
 * delivery is one event to one endpoint, and a redelivery attempts the same delivery again):
 * receivers' idempotency key, as the body's `id` already was.
 */
function signedHeaders(eventId: string, body: string, secret: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "payments-api-webhooks/1",
    "service-signature": signWebhookPayload(body, secret, timestamp),
    "webhook-id": eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signStandardWebhook(eventId, timestamp, body, secret),
  };
}

async function attemptDelivery(domain: Domain, delivery: LeasedDelivery): Promise<void> {
  const { organizationId } = delivery;
  const endpoint = await domain.prisma.webhookEndpoint.findFirst({ where: { organizationId, id: delivery.endpointId } });
  const event = await domain.prisma.event.findFirst({ where: { organizationId, id: delivery.eventId } });
  if (!endpoint || endpoint.deletedAt || !endpoint.secretCiphertext || !event) {
    await settleDeliveryAttempt(domain, delivery, { state: "abandoned", nextAttemptAt: null });
    return;
  }
  let secret: string;
  try {
    secret = await decryptWebhookSecret(domain.prisma, endpoint, endpoint.secretCiphertext);
  } catch (error) {
    // A key that is missing now (WEBHOOK_SECRET_KEY unset) may be back later: a failed attempt, retried.
    secret = "";
    domain.logger.error({ err: { message: (error as Error).message }, endpoint_id: endpoint.id }, "webhook secret unreadable");
  }
  const body = JSON.stringify(domain.publicForms.event.render(toEvent(event)));
  const result: AttemptResult = secret
    ? await sendWebhook(endpoint.url, body, signedHeaders(event.id, body, secret, domain.now()), {
        timeoutMs: domain.config.webhookTimeoutMs,
        allowPrivate: domain.config.webhookAllowPrivate,
      })
    : { statusCode: null, latencyMs: 0, error: "not sent: the endpoint's secret could not be read" };
  if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
    await settleDeliveryAttempt(domain, delivery, { state: "delivered", nextAttemptAt: null }, result);
    return;
  }
  const next = nextAttemptAt(delivery.retryWindowFrom, delivery.attempts, domain.now(), domain.config.webhookRetryBaseMs);
  await settleDeliveryAttempt(domain, delivery, next ? { state: "pending", nextAttemptAt: next } : { state: "failed", nextAttemptAt: null }, result);
  if (next) domain.work.wakeAt("deliveries", next);
  domain.observer.webhookAttemptFailed(result.statusCode === null ? "no_answer" : "status", !next);
  if (!next) domain.logger.warn({ delivery_id: String(delivery.id), endpoint_id: endpoint.id, event_id: event.id }, "webhook delivery given up");
}

export class WebhookDeliverer {
  private readonly inFlight = new Set<Promise<void>>();
  /** Attempts under way here, by organization id. */
  private readonly inFlightByOrganization = new Map<string, number>();

  constructor(
    private readonly domain: Domain,
    private readonly maxInFlight = 64,
    /** The most attempts under way here for one organization: half the room, as much as all of it was once. */
    private readonly maxPerOrganization = 32,
  ) {}

  /** Leases as many due deliveries as there is room for and starts their attempts. */
  async tick(): Promise<number> {
    const room = this.maxInFlight - this.inFlight.size;
    if (room <= 0) return 0;
    const leased = await leaseDueDeliveries(this.domain, room, this.maxPerOrganization, this.inFlightByOrganization);
    for (const delivery of leased) {
      const { organizationId } = delivery;
      this.inFlightByOrganization.set(organizationId, (this.inFlightByOrganization.get(organizationId) ?? 0) + 1);
      const running: Promise<void> = attemptDelivery(this.domain, delivery)
        .catch((err) => this.domain.logger.error({ err, delivery_id: String(delivery.id) }, "webhook attempt failed"))
        .finally(() => {
          this.inFlight.delete(running);
          const left = this.inFlightByOrganization.get(organizationId)! - 1;
          if (left > 0) this.inFlightByOrganization.set(organizationId, left);
          else this.inFlightByOrganization.delete(organizationId);
          // Room for one more, here or for this organization: leased deliveries are due ones, so others may be waiting.
          if (this.inFlight.size === this.maxInFlight - 1 || left === this.maxPerOrganization - 1) this.domain.work.wake("deliveries");
        });
      this.inFlight.add(running);
    }
    return leased.length;
  }

  /** Waits for the attempts under way (at most the timeout each): for a graceful stop. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
