// The store of organizations and their API keys: creating them, authenticating a key by its
// secret's hash, and the changes to what authentication answers (a revocation, an activation),
// each announced to every instance in its own statement (key-cache.ts).
import { Prisma, type ApiKey, type Organization } from "../../generated/prisma/client.js";
import { Store, type Db, type Tx } from "../store.js";
import { keyChangesChannel } from "./key-cache.js";
import type { KeyRow } from "./principal.js";

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
  activateOrganization(id: string, changePayload: string): Promise<boolean> {
    return this.changeKeys(changePayload, Prisma.sql`UPDATE organizations SET live_activated = true WHERE id = ${id} RETURNING id`);
  }

  async insertKey(key: Omit<ApiKey, "createdAt" | "revokedAt">): Promise<void> {
    await this.db.apiKey.create({ data: key });
  }

  findKey(id: string): Promise<ApiKey | null> {
    return this.db.apiKey.findUnique({ where: { id } });
  }

  /** Revokes a live key, and tells every instance in the same statement; whether it was live. */
  revokeKey(id: string, at: Date, changePayload: string): Promise<boolean> {
    return this.changeKeys(changePayload, Prisma.sql`UPDATE api_keys SET revoked_at = ${at}::timestamptz WHERE id = ${id} AND revoked_at IS NULL RETURNING id`);
  }

  /** The key whose secret hashes to `hash`, with its organization: authentication's one statement. */
  async keyByHash(hash: string): Promise<KeyRow | undefined> {
    const [found] = await this.connection.statements.rows<KeyRow>(Prisma.sql`
      SELECT k.id, k.organization_id, k.environment::text AS environment, k.prefix, k.secret_hash, k.scopes,
             k.expires_at, k.revoked_at, k.created_at, o.name AS organization_name, o.live_activated
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
   * those keys from its cache afterwards (key-cache.ts). Whether a row was updated.
   */
  private async changeKeys(payload: string, update: Prisma.Sql): Promise<boolean> {
    const [changed] = await this.connection.statements.rows<{ id: string }>(Prisma.sql`
      WITH changed AS (${update})
      SELECT id FROM changed, LATERAL (SELECT pg_notify(${keyChangesChannel}, ${payload})) AS notified`);
    return changed !== undefined;
  }
}
