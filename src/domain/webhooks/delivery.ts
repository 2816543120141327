// The delivery worker (docs/api/events-and-webhooks.md#deliveries). Each round leases due
// deliveries with FOR UPDATE SKIP LOCKED — pushing next_attempt_at past the attempt's timeout is
// the lease, so no other instance takes the same delivery meanwhile, and a crashed instance's lease
// simply runs out — then makes each attempt outside any transaction, signs it afresh
// (Service-Signature and the Standard Webhooks headers), and records the attempt and the delivery's
// next state in one short transaction. Attempts run in the background of the round, a bounded
// number at a time and at most a share of them for any one organization, so one organization's slow
// receivers do not hold up the others'.
import type { WebhookDeliveryState, WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import { toEvent } from "../events/events.js";
import type { PublicForms } from "../public-forms.js";
import { decryptWebhookSecret } from "./secrets.js";
import { sendWebhook, type AttemptResult } from "./sender.js";
import { nextAttemptAt } from "./settings.js";
import type { LeasedDelivery } from "./store.js";
import { signStandardWebhook, signWebhookPayload } from "../../webhooks.js";

export type { LeasedDelivery };

/** How long a leased delivery is hidden from other workers: the attempt's timeout, with room to record it. */
function leaseMs(domain: Domain): number {
  return domain.config.webhookTimeoutMs * 2 + 5_000;
}

/** Leases due deliveries (WebhookStore.leaseDueDeliveries), each until its attempt's lease runs out. */
async function leaseDueDeliveries(domain: Domain, limit: number, perOrganization: number, inFlight: ReadonlyMap<string, number>): Promise<LeasedDelivery[]> {
  const now = domain.now();
  const leaseUntil = new Date(now.getTime() + leaseMs(domain));
  return domain.stores.webhooks.leaseDueDeliveries({ now, until: leaseUntil }, limit, perOrganization, inFlight);
}

/**
 * Moves a still-pending delivery to a final state, or reschedules it; whether this attempt's
 * outcome was the one recorded (false: the endpoint was deleted, or another worker's lease decides).
 * The attempt, if one was made, is recorded in the same transaction.
 */
export async function settleDeliveryAttempt(
  domain: Domain,
  delivery: LeasedDelivery,
  data: { state: WebhookDeliveryState; nextAttemptAt: Date | null },
  attempt?: AttemptResult,
): Promise<boolean> {
  const now = domain.now();
  return domain.stores.transaction(async (stores) => {
    if (attempt) await stores.webhooks.recordAttempt(delivery, attempt, now);
    return stores.webhooks.settleAttempt(delivery, data, now);
  });
}

/**
 * The body every attempt of a delivery of `event` sends: the event as GET /events/{id} shows it.
 * An event is never changed once written, so this is also what an attempt sent: the graph shows
 * it so (WebhookDelivery.requestBody) rather than keeping a copy per delivery.
 */
export function deliveryBody(forms: PublicForms, event: Parameters<typeof toEvent>[0]): string {
  return JSON.stringify(forms.event.render(toEvent(event)));
}

/**
 * An attempt's headers, signed afresh at `now`: Service-Signature
 * (docs/api/events-and-webhooks.md#signatures) and the Standard Webhooks headers, with the same
 * timestamp, each with one signature per secret (the current one first). `webhook-id` is the
 * event's id, so it is the same on every attempt of the delivery (a delivery is one event to one
 * endpoint, and a redelivery attempts the same delivery again): receivers' idempotency key, as the
 * body's `id` already was.
 */
export function signedHeaders(eventId: string, body: string, secrets: readonly string[], now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "payments-api-webhooks/1",
    "service-signature": signWebhookPayload(body, secrets, timestamp),
    "webhook-id": eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signStandardWebhook(eventId, timestamp, body, secrets),
  };
}

/**
 * The secrets an attempt at `now` is signed with: the endpoint's, and the one its last roll
 * replaced while their overlap lasts (docs/api/events-and-webhooks.md#rolling-the-secret). Empty
 * when the current one cannot be opened.
 */
export async function signingSecrets(domain: Domain, endpoint: WebhookEndpointRow & { secretCiphertext: string }, now: Date): Promise<string[]> {
  const sealed = [endpoint.secretCiphertext];
  const { previousSecretCiphertext: previous, previousSecretExpiresAt: until } = endpoint;
  if (previous && until && until > now) sealed.push(previous);
  const secrets: string[] = [];
  for (const [index, ciphertext] of sealed.entries()) {
    try {
      secrets.push(await decryptWebhookSecret(domain.stores, endpoint, ciphertext));
    } catch (error) {
      // A key that is missing now (WEBHOOK_SECRET_KEY unset) may be back later: without the
      // current secret, a failed attempt, retried; without the previous one, signed with the current alone.
      domain.logger.error({ err: { message: (error as Error).message }, endpoint_id: endpoint.id, previous: index > 0 }, "webhook secret unreadable");
      if (index === 0) return [];
    }
  }
  return secrets;
}

async function attemptDelivery(domain: Domain, delivery: LeasedDelivery): Promise<void> {
  const { endpoint, event } = await domain.stores.webhooks.endpointAndEventOf(delivery);
  if (!endpoint || endpoint.deletedAt || !endpoint.secretCiphertext || !event) {
    await settleDeliveryAttempt(domain, delivery, { state: "abandoned", nextAttemptAt: null });
    return;
  }
  // Disabled after this lease was taken: no attempt (an update takes effect for attempts made after it commits).
  if (endpoint.disabled) {
    await domain.stores.webhooks.releaseLease(delivery, domain.now());
    return;
  }
  const secrets = await signingSecrets(domain, { ...endpoint, secretCiphertext: endpoint.secretCiphertext }, domain.now());
  const body = deliveryBody(domain.publicForms, event);
  const result: AttemptResult =
    secrets.length > 0
      ? await sendWebhook(endpoint.url, body, signedHeaders(event.id, body, secrets, domain.now()), {
          timeoutMs: domain.config.webhookTimeoutMs,
          allowPrivate: domain.config.webhookAllowPrivate,
        })
      : { statusCode: null, latencyMs: 0, error: "not sent: the endpoint's secret could not be read", responseBody: null };
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
