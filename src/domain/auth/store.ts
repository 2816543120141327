// The store of organizations and their API keys: creating them, authenticating a key by its
// secret's hash, listing a tenant's keys, and the changes to what authentication answers (a
// revocation, a roll's new expiry, an activation), each announced to every instance in its own
// statement (key-cache.ts).
import { Prisma, type ApiKey, type Organization } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import type { Listing } from "../pagination.js";
import { keyChangesChannel } from "./key-cache.js";
import { toApiKey, type ApiKey as ApiKeyEntity } from "./api-key.js";
import type { KeyRow, Tenant } from "./principal.js";


/** A key written: what the admin command line and the API both give it. */
export type NewKey = Omit<ApiKey, "createdAt" | "revokedAt" | "lastUsedAt" | "description"> & { description?: string | null; createdAt?: Date };

export class AuthStore<C extends Db = Db> extends Store<C> {
  insertOrganization(this: AuthStore<Tx>, organization: { id: string; name: string; liveActivated: boolean }): Promise<Organization> {
    return this.db.organization.create({ data: organization });
  }

  findOrganization(id: string): Promise<Organization | null> {
    return this.db.organization.findUnique({ where: { id } });
  }

  countOrganizations(): Promise<number> {
    return this.db.organization.count();
  }

  /** Marks the organization activated, and tells every instance in the same statement; whether it exists. */
  async activateOrganization(id: string, changePayload: string): Promise<boolean> {
    const activated = await this.changeKeys(changePayload, Prisma.sql`UPDATE organizations SET live_activated = true WHERE id = ${id} RETURNING id`);
    return activated.length > 0;
  }

  async insertKey(key: NewKey): Promise<ApiKey> {
    return this.db.apiKey.create({ data: key });
  }

  findKey(id: string): Promise<ApiKey | null> {
    return this.db.apiKey.findUnique({ where: { id } });
  }

  /** The tenant's key `id`, revoked or not. */
  findTenantKey(tenant: Tenant, id: string): Promise<ApiKey | null> {
    return this.db.apiKey.findFirst({ where: { ...tenant, id } });
  }

  /** The tenant's keys, newest first, as a cursor list or a connection reads them (pagination.ts). */
  keyListing(tenant: Tenant): Listing<ApiKey, ApiKeyEntity> {
    const db = this.db;
    return {
      noun: "an API key",
      isVisible: async (id) => Boolean(await db.apiKey.findFirst({ where: { ...tenant, id }, select: { id: true } })),
      fetch: (condition, order, take) => db.apiKey.findMany({ where: { ...tenant, ...condition }, orderBy: { id: order }, take }),
      count: () => db.apiKey.count({ where: tenant }),
      items: (rows) => rows.map(toApiKey),
    };
  }

  /**
   * Revokes the tenant's live key `id` at `at`, and tells every instance in the same statement;
   * the revoked row, or undefined when it was not live (or not the tenant's).
   */
  async revokeTenantKey(this: AuthStore<Tx>, tenant: Tenant, id: string, at: Date, changePayload: string): Promise<ApiKey | undefined> {
    const [revoked] = await this.changeKeys(changePayload, Prisma.sql`
      UPDATE api_keys SET revoked_at = ${at}::timestamptz
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND revoked_at IS NULL
      RETURNING id`);
    return revoked && ((await this.findTenantKey(tenant, id)) ?? undefined);
  }

  /**
   * Makes the tenant's key `id` expire at `until` at the latest (a roll's overlap: a key that
   * expires sooner keeps its expiry), and tells every instance in the same statement; undefined
   * when the key is revoked or expired by `now` (or not the tenant's). One conditional statement:
   * a revocation at the same moment either comes first, and the roll finds the key revoked, or
   * waits for the roll's row lock.
   */
  async shortenKeyLife(this: AuthStore<Tx>, tenant: Tenant, id: string, now: Date, until: Date, changePayload: string): Promise<ApiKey | undefined> {
    const [shortened] = await this.changeKeys(changePayload, Prisma.sql`
      UPDATE api_keys SET expires_at = LEAST(COALESCE(expires_at, ${until}::timestamptz), ${until}::timestamptz)
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ${now}::timestamptz)
      RETURNING id`);
    return shortened && ((await this.findTenantKey(tenant, id)) ?? undefined);
  }

  /**
   * Records that the key was used at `now`, unless a use was recorded less than a minute before:
   * one conditional statement, so instances using the key at once write it once a minute at most.
   */
  async recordKeyUse(key: { id: string; organizationId: string }, now: Date): Promise<void> {
    await this.connection.statements.rows(Prisma.sql`
      UPDATE api_keys SET last_used_at = ${now}::timestamptz
      WHERE id = ${key.id} AND organization_id = ${key.organizationId}
        AND (last_used_at IS NULL OR last_used_at <= ${now}::timestamptz - interval '1 minute')
      RETURNING id`);
  }

  /** The key whose secret hashes to `hash`, with its organization: authentication's one statement. */
  async keyByHash(hash: string): Promise<KeyRow | undefined> {
    const [found] = await this.connection.statements.rows<KeyRow>(Prisma.sql`
      SELECT k.id, k.organization_id, k.environment::text AS environment, k.prefix, k.secret_hash, k.scopes,
             k.expires_at, k.revoked_at, k.created_at, k.last_used_at, o.name AS organization_name, o.live_activated
      FROM api_keys k JOIN organizations o ON o.id = k.organization_id
      WHERE k.secret_hash = ${hash}`);
    return found;
  }

  /** Of the keys `keyIds` (of `organizationIds`), those revoked or expired by `now`. */
  lapsedKeys(organizationIds: string[], keyIds: string[], now: Date): Promise<Array<{ id: string; revokedAt: Date | null }>> {
    return this.db.apiKey.findMany({
      where: { organizationId: { in: organizationIds }, id: { in: keyIds }, OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: now } }] },
      select: { id: true, revokedAt: true },
    });
  }

  /**
   * Runs `update` (an UPDATE … RETURNING id) that changes what authenticating some keys answers,
   * and in the same statement notifies every instance, delivered on commit, so that none serves
   * those keys from its cache afterwards (key-cache.ts). The rows updated.
   */
  private changeKeys(payload: string, update: Prisma.Sql): Promise<Array<{ id: string }>> {
    return this.connection.statements.rows<{ id: string }>(Prisma.sql`
      WITH changed AS (${update})
      SELECT id FROM changed, LATERAL (SELECT pg_notify(${keyChangesChannel}, ${payload})) AS notified`);
  }
}
