// The API-key cache (src/domain/auth/key-cache.ts): a request authenticates without a database
// round trip, and a revocation, an expiry or a Live activation takes effect at once on the
// instance that made it and within a second on every other (PostgreSQL NOTIFY).
import { randomUUID } from "node:crypto";
import { describe, vi } from "vitest";
import { KeyCache } from "../../src/domain/auth/key-cache.js";
import { revokeApiKey } from "../../src/domain/auth/api-keys.js";
import { activateOrganization } from "../../src/domain/auth/organizations.js";
import { createService, type Service } from "../../src/service.js";
import { createLogger } from "../../src/logger.js";
import { apiClient, expect, expectError, newKey, newOrganization, test } from "../support/fixtures.js";
import { sleep } from "../support/time.js";

const cardholder = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

interface Row {
  id: string;
  org: string;
}
const identify = (row: Row) => ({ keyId: row.id, organizationId: row.org });

describe("KeyCache", () => {
  test("serves a row it has read until its TTL, then reads again", async () => {
    const cache = new KeyCache<Row>({ ttlMs: 1_000, trusted: true });
    const read = vi.fn(async () => ({ id: "key_1", org: "org_1" }));
    expect(await cache.get("h", 0, read, identify)).toEqual({ id: "key_1", org: "org_1" });
    await cache.get("h", 999, read, identify);
    expect(read).toHaveBeenCalledTimes(1);
    await cache.get("h", 1_000, read, identify);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test("forgets a key, or an organization's keys, when told; an unknown payload forgets everything", async () => {
    const cache = new KeyCache<Row>({ ttlMs: 60_000, trusted: true });
    for (const [hash, id, org] of [["a", "key_a", "org_1"], ["b", "key_b", "org_1"], ["c", "key_c", "org_2"]]) {
      await cache.get(hash, 0, async () => ({ id, org }), identify);
    }
    cache.changed("key:key_a");
    expect(cache.size).toBe(2);
    cache.changed("org:org_1");
    expect(cache.size).toBe(1);
    cache.changed("something new");
    expect(cache.size).toBe(0);
  });

  test("a row read while a change arrived is served but not remembered (it may predate the change)", async () => {
    const cache = new KeyCache<Row>({ ttlMs: 60_000, trusted: true });
    const read = vi.fn(async () => {
      cache.changed("key:key_1"); // the revocation's notification arrives while the read is under way
      return { id: "key_1", org: "org_1" };
    });
    await cache.get("h", 0, read, identify);
    expect(cache.size).toBe(0);
  });

  test("untrusted (no notifications received) or with a TTL of 0, it reads every time and remembers nothing", async () => {
    for (const options of [{ ttlMs: 60_000, trusted: false }, { ttlMs: 0, trusted: true }]) {
      const cache = new KeyCache<Row>(options);
      const read = vi.fn(async () => ({ id: "key_1", org: "org_1" }));
      await cache.get("h", 0, read, identify);
      await cache.get("h", 1, read, identify);
      expect(read).toHaveBeenCalledTimes(2);
      expect(cache.size).toBe(0);
    }
    // Losing the listener empties it; listening again starts empty.
    const cache = new KeyCache<Row>({ ttlMs: 60_000, trusted: true });
    await cache.get("h", 0, async () => ({ id: "key_1", org: "org_1" }), identify);
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
  });

  test("holds at most maxEntries, dropping the oldest", async () => {
    const cache = new KeyCache<Row>({ ttlMs: 60_000, trusted: true, maxEntries: 2 });
    for (const hash of ["a", "b", "c"]) await cache.get(hash, 0, async () => ({ id: hash, org: "o" }), identify);
    expect(cache.size).toBe(2);
  });
});

describe("on this instance", () => {
  test("a key authenticated once is served from memory: its next requests read no API key row", async ({ server, org }) => {
    const { domain } = server.service;
    // On PostgreSQL, keys are remembered once the instance listens for changes (just after start).
    await expect.poll(() => domain.apiKeys.trusted, { timeout: 20_000 }).toBe(true);
    const key = await newKey(server, org.id);
    const api = apiClient(server, key.secret);
    expect((await api.get("/balances")).status).toBe(200);
    const read = vi.spyOn(server.service.database.statements, "rows");
    try {
      expect((await api.get("/balances")).status).toBe(200);
      const keyReads = read.mock.calls.filter(([query]) => query.text.includes("FROM api_keys"));
      expect(keyReads).toEqual([]);
    } finally {
      read.mockRestore();
    }
  });

  test("revoked: the next request is refused", async ({ server, org }) => {
    const key = await newKey(server, org.id);
    const api = apiClient(server, key.secret);
    expect((await api.get("/balances")).status).toBe(200);
    await revokeApiKey(server.service.domain, key.id);
    expectError(await api.get("/balances"), 401, "invalid_api_key", "authentication_error");
  });

  test("expired while remembered: refused from its expires_at on", async ({ server, org }) => {
    const expiresAt = new Date(Date.now() + 1_500);
    const key = await newKey(server, org.id, "sandbox", { expiresAt });
    const api = apiClient(server, key.secret);
    expect((await api.get("/balances")).status).toBe(200);
    for (;;) {
      const before = Date.now();
      const response = await api.get("/balances");
      if (response.status !== 200) {
        expect(before).toBeGreaterThanOrEqual(expiresAt.getTime() - 50);
        expectError(response, 401, "invalid_api_key", "authentication_error");
        break;
      }
      expect(Date.now()).toBeLessThan(expiresAt.getTime() + 50); // answered 200 only before it expired
      await sleep(50);
    }
  });

  test("an organization activated for Live: its remembered Live key is no longer refused activation", async ({ server }) => {
    const org = await newOrganization(server);
    const key = await newKey(server, org.id, "live");
    const liveApi = apiClient(server, key.secret, "live");
    const issue = () => liveApi.post("/cards", { product: "net-400", cardholder }, { idempotencyKey: randomUUID() });
    expectError(await issue(), 403, "activation_required", "permission_error");
    await activateOrganization(server.service.domain, org.id);
    expectError(await issue(), 503, "live_operations_disabled", "service_unavailable");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, across instances", () => {
  let other: Service | undefined;

  /** A second instance on the same database, as another process behind the load balancer would be. */
  async function secondInstance(config: Service["config"]): Promise<string> {
    other = await createService({ ...config, port: 0 }, createLogger("silent"));
    await other.app.listen({ host: "127.0.0.1", port: 0 });
    const address = other.app.server.address();
    if (!address || typeof address !== "object") throw new Error("no address");
    return `http://127.0.0.1:${address.port}`;
  }

  test("a key revoked on one instance is refused by another, which had it in memory, within a second", { timeout: 60_000 }, async ({ server, org }) => {
    try {
      const otherUrl = await secondInstance(server.service.config);
      // The other instance remembers keys once it listens for changes: wait for that, not for a time.
      await expect.poll(() => other!.domain.apiKeys.trusted, { timeout: 20_000 }).toBe(true);

      const key = await newKey(server, org.id);
      const api = apiClient({ baseUrl: otherUrl }, key.secret);
      expect((await api.get("/balances")).status).toBe(200);
      expect((await api.get("/balances")).status).toBe(200); // from memory now

      await revokeApiKey(server.service.domain, key.id);
      const revokedAt = Date.now();
      let refused;
      for (;;) {
        const response = await api.get("/balances");
        if (response.status !== 200) {
          refused = response;
          break;
        }
        if (Date.now() - revokedAt > 5_000) break;
        await sleep(10);
      }
      expect(refused).toBeDefined();
      expectError(refused!, 401, "invalid_api_key", "authentication_error");
      expect(Date.now() - revokedAt).toBeLessThan(1_000);
    } finally {
      await other?.close();
    }
  });
});
