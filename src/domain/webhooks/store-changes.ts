// The endpoints' changes, a part of the webhooks store (store.ts extends it) apart so that no file
// passes ~300 lines: an update, disabling and enabling (parking and resuming its deliveries), and a
// secret's roll and the end of its overlap (docs/api/events-and-webhooks.md#webhook-endpoints).
import { Prisma, type WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import type { Db, Tx } from "../store.js";
import type { Tenant } from "../auth/principal.js";
import type { EndpointEventType } from "./endpoint.js";
import { WebhookDeliveryStore } from "./store-deliveries.js";


/** What an update changes; a field left undefined stays as it is. */
export interface EndpointChanges {
  url?: string;
  /** As the column keeps them: none for every type. */
  events?: EndpointEventType[];
  description?: string | null;
  disabled?: boolean;
}

const endpointColumns = Prisma.sql`id, organization_id AS "organizationId", environment, url, events, description,
  secret_ciphertext AS "secretCiphertext", created_at AS "createdAt", deleted_at AS "deletedAt", disabled,
  previous_secret_ciphertext AS "previousSecretCiphertext", previous_secret_expires_at AS "previousSecretExpiresAt"`;

export abstract class WebhookEndpointChangeStore<C extends Db = Db> extends WebhookDeliveryStore<C> {
  /**
   * Applies `changes` to the tenant's live endpoint `id` and answers it; undefined when it is
   * deleted or not the tenant's. One statement, conditional on the endpoint being live: a deletion
   * at the same time either comes first (not found) or finds the changed endpoint.
   */
  async updateEndpoint(this: WebhookEndpointChangeStore<Tx>, tenant: Tenant, id: string, changes: EndpointChanges): Promise<WebhookEndpointRow | undefined> {
    const sets: Prisma.Sql[] = [];
    if (changes.url !== undefined) sets.push(Prisma.sql`url = ${changes.url}`);
    if (changes.events !== undefined) sets.push(Prisma.sql`events = ${changes.events}::text[]`);
    if (changes.description !== undefined) sets.push(Prisma.sql`description = ${changes.description}::text`);
    if (changes.disabled !== undefined) sets.push(Prisma.sql`disabled = ${changes.disabled}`);
    if (sets.length === 0) {
      return (await this.db.webhookEndpoint.findFirst({ where: { ...tenant, id, deletedAt: null } })) ?? undefined;
    }
    const [row] = await this.db.$queryRaw<WebhookEndpointRow[]>(Prisma.sql`
      UPDATE webhook_endpoints SET ${Prisma.join(sets, ", ")}
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND deleted_at IS NULL
      RETURNING ${endpointColumns}`);
    return row;
  }

  /**
   * Parks the endpoint's pending deliveries (no next attempt time), in the transaction that
   * disables it: the worker's lease reads only due times, so a disabled endpoint's backlog costs
   * it nothing. The lease also skips a disabled endpoint's deliveries that an attempt under way at
   * the time reschedules (leaseDueDeliveries), so parking is what keeps them cheap, not what keeps
   * them unsent. Their retry window (created_at or redelivered_at) is left as it is.
   */
  async parkPendingDeliveries(this: WebhookEndpointChangeStore<Tx>, tenant: Tenant, endpointId: string): Promise<void> {
    await this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries SET next_attempt_at = NULL
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND endpoint_id = ${endpointId}
        AND state = 'pending' AND next_attempt_at IS NOT NULL`);
  }

  /**
   * In the transaction that enables the endpoint: its parked deliveries are due at `now`, but
   * those whose retry window began at or before `windowStart` (3 days ago at the default base)
   * are over, and fail without an attempt. The enabling and the
   * disabling that parked them update the endpoint's row first, so they follow each other: this
   * statement sees every delivery the last disabling parked.
   */
  async resumeParkedDeliveries(this: WebhookEndpointChangeStore<Tx>, tenant: Tenant, endpointId: string, now: Date, windowStart: Date): Promise<void> {
    const over = Prisma.sql`COALESCE(redelivered_at, created_at) <= ${windowStart}`;
    await this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_deliveries SET
        state = (CASE WHEN ${over} THEN 'failed' ELSE 'pending' END)::"WebhookDeliveryState",
        next_attempt_at = CASE WHEN ${over} THEN NULL ELSE ${now}::timestamptz END,
        completed_at = CASE WHEN ${over} THEN ${now}::timestamptz END
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND endpoint_id = ${endpointId}
        AND state = 'pending' AND next_attempt_at IS NULL`);
  }

  /**
   * Makes `sealed` the tenant's live endpoint's secret and answers the endpoint; undefined when it
   * is deleted or not the tenant's. With `previousUntil`, the secret it replaces keeps signing
   * until then (its ciphertext moves as it is: it is bound to the endpoint, not to its column);
   * without, it is erased now, and so is any secret an earlier roll left signing. One statement:
   * of two rolls at once, the second replaces the first's secret.
   */
  async rollSecret(this: WebhookEndpointChangeStore<Tx>, tenant: Tenant, id: string, sealed: string, previousUntil: Date | null): Promise<WebhookEndpointRow | undefined> {
    const [row] = await this.db.$queryRaw<WebhookEndpointRow[]>(Prisma.sql`
      UPDATE webhook_endpoints SET secret_ciphertext = ${sealed},
        previous_secret_ciphertext = CASE WHEN ${previousUntil !== null} THEN secret_ciphertext END,
        previous_secret_expires_at = ${previousUntil}::timestamptz
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND deleted_at IS NULL
      RETURNING ${endpointColumns}`);
    return row;
  }

  /** Erases every previous secret whose overlap has ended by `now`, all tenants' (a background job); how many. */
  eraseExpiredPreviousSecrets(now: Date): Promise<number> {
    return this.db.$executeRaw(Prisma.sql`
      UPDATE webhook_endpoints SET previous_secret_ciphertext = NULL, previous_secret_expires_at = NULL
      WHERE previous_secret_expires_at <= ${now}`);
  }
}
