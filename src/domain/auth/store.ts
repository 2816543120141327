// The store of organizations and their API keys: creating them, authenticating a key by its
// secret's hash, listing a tenant's keys, and the changes to what authentication answers (a
// revocation, a roll's new expiry, an activation), each announced to every instance in its own
// statement (key-cache.ts).
import { Prisma, type ApiKey, type Organization, type SessionToken } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import type { Listing } from "../pagination.js";
import { keyChangesChannel } from "./key-cache.js";
import { toApiKey, type ApiKey as ApiKeyEntity } from "./api-key.js";
import type { KeyRow, Tenant, TokenRow } from "./principal.js";


/** A KeyRow's columns, of a key `k` and its organization `o`: what authenticating a key or a session token reads. */
const keyRowColumns = Prisma.sql`k.id, k.organization_id, k.environment::text AS environment, k.prefix, k.secret_hash, k.scopes,
  k.expires_at, k.revoked_at, k.created_at, k.last_used_at, o.name AS organization_name, o.live_activated`;

/** A session token written (session-tokens.ts). */
export type NewSessionToken = Omit<SessionToken, "revokedAt" | "createdAt"> & { createdAt: Date };

/** A credential that stopped working, and whether it (or, for a token, its key) was revoked rather than expired. */
export interface LapsedCredential {
  id: string;
  revoked: boolean;
}

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
      SELECT ${keyRowColumns}
      FROM api_keys k JOIN organizations o ON o.id = k.organization_id
      WHERE k.secret_hash = ${hash}`);
    return found;
  }

  /**
   * Of the keys and session tokens `ids` (of `organizationIds`), those revoked or expired by `now`:
   * a token also when its minting key is.
   */
  lapsedCredentials(organizationIds: string[], ids: string[], now: Date): Promise<LapsedCredential[]> {
    // IN lists, not = ANY: a sharded database routes by each organization named (docs/operations.md#sharding-with-citus-plan).
    const organizations = Prisma.join(organizationIds);
    const named = Prisma.join(ids);
    return this.connection.statements.rows<LapsedCredential>(Prisma.sql`
      SELECT id, revoked_at IS NOT NULL AS revoked FROM api_keys
      WHERE organization_id IN (${organizations}) AND id IN (${named}) AND (revoked_at IS NOT NULL OR expires_at <= ${now}::timestamptz)
      UNION ALL
      SELECT t.id, (t.revoked_at IS NOT NULL OR k.revoked_at IS NOT NULL) AS revoked
      FROM session_tokens t JOIN api_keys k ON k.id = t.api_key_id AND k.organization_id = t.organization_id
      WHERE t.organization_id IN (${organizations}) AND t.id IN (${named})
        AND (t.revoked_at IS NOT NULL OR t.expires_at <= ${now}::timestamptz OR k.revoked_at IS NOT NULL OR k.expires_at <= ${now}::timestamptz)`);
  }

  insertSessionToken(token: NewSessionToken): Promise<SessionToken> {
    return this.db.sessionToken.create({ data: token });
  }

  /** The session token whose secret hashes to `hash`, with its minting key and organization: authentication's one statement for a token. */
  async tokenByHash(hash: string): Promise<TokenRow | undefined> {
    const [found] = await this.connection.statements.rows<TokenRow>(Prisma.sql`
      SELECT ${keyRowColumns},
             t.id AS token_id, t.prefix AS token_prefix, t.token_hash, t.scopes AS token_scopes,
             t.trusted_documents_only AS token_trusted_documents_only, t.expires_at AS token_expires_at,
             t.revoked_at AS token_revoked_at, t.created_at AS token_created_at
      FROM session_tokens t
      JOIN api_keys k ON k.id = t.api_key_id AND k.organization_id = t.organization_id
      JOIN organizations o ON o.id = t.organization_id
      WHERE t.token_hash = ${hash}`);
    return found;
  }

  findTenantSessionToken(tenant: Tenant, id: string): Promise<SessionToken | null> {
    return this.db.sessionToken.findFirst({ where: { ...tenant, id } });
  }

  /**
   * Revokes the tenant's session token `id` at `at` unless revoked already, and tells every
   * instance in the same statement (`changePayload` names its minting key, whose cached tokens
   * every instance forgets); whether this call revoked it.
   */
  async revokeTenantSessionToken(tenant: Tenant, id: string, at: Date, changePayload: string): Promise<boolean> {
    const revoked = await this.changeKeys(changePayload, Prisma.sql`
      UPDATE session_tokens SET revoked_at = ${at}::timestamptz
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND revoked_at IS NULL
      RETURNING id`);
    return revoked.length > 0;
  }

  /**
   * Makes the tenant's working session token `id` expire `lifetime_seconds` after `now`, but never
   * after `latest`, and tells every instance in the same statement; undefined when it no longer
   * works at `now` (revoked, expired). One conditional statement: a revocation at the same moment
   * either comes first or waits for it.
   */
  async renewSessionToken(tenant: Tenant, id: string, now: Date, latest: Date, changePayload: string): Promise<SessionToken | undefined> {
    const [renewed] = await this.changeKeys(changePayload, Prisma.sql`
      UPDATE session_tokens
      SET expires_at = LEAST(${now}::timestamptz + make_interval(secs => lifetime_seconds), ${latest}::timestamptz)
      WHERE organization_id = ${tenant.organizationId} AND environment = ${tenant.environment}::"Environment" AND id = ${id}
        AND revoked_at IS NULL AND expires_at > ${now}::timestamptz
      RETURNING id`);
    return renewed && ((await this.findTenantSessionToken(tenant, id)) ?? undefined);
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
