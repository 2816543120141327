// Rate limits (docs/api/rate-limits.md): a token bucket per API key with RateLimit-* headers on
// every response and 429 rate_limited + Retry-After past it, over REST and GraphQL; a limit on
// failed authentications per client address; and, with REDIS_URL, buckets shared between
// instances through Redis, with an in-process fallback while Redis is away.
//
// The shared test server's limits are generous (other files fail authentication on purpose), so
// each test swaps a small RateLimits into `domain.rateLimits` (read at request time) and puts the
// original back afterwards. Every bucket is keyed by a fresh API key id, so runs sharing one Redis
// never collide.
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, Socket, type Server } from "node:net";
import { Writable } from "node:stream";
import { describe } from "vitest";
import { Redis } from "ioredis";
import pino from "pino";
import { graphql } from "../graphql/index.js";
import { httpRequest } from "../support/http.js";
import { RateLimits, watchRedis, type RateLimitConfig } from "../../src/domain/auth/rate-limits.js";
import { ApiError } from "../../src/domain/errors.js";
import type { TestServer } from "../support/server.js";
import type { HttpResult } from "../support/http.js";
import { test, expect, expectError, apiClient, newKey, newOrganization, withRateLimits, type ApiClient } from "../support/fixtures.js";
import { buildApp } from "../../src/http/app.js";
import { sleep } from "../support/time.js";
import { tenantReads } from "../../src/domain/tenant-reads.js";

const RlPingQuery = graphql(`
  query RlPing {
    ping {
      environment
      apiKey { id }
    }
  }
`);

const redisUrl = process.env.REDIS_URL;

/** Runs `fn` with `limits` as the service's rate limits, then restores the original. */
const generousAuth = { authFailuresPerMinute: 1_000_000 };

function expectRateLimitHeaders(headers: Headers, label: string) {
  const limit = headers.get("ratelimit-limit");
  const remaining = headers.get("ratelimit-remaining");
  const reset = headers.get("ratelimit-reset");
  expect(limit, `${label}: RateLimit-Limit`).toMatch(/^\d+$/);
  expect(remaining, `${label}: RateLimit-Remaining`).toMatch(/^\d+$/);
  expect(reset, `${label}: RateLimit-Reset`).toMatch(/^\d+$/);
  expect(Number(limit)).toBeGreaterThanOrEqual(1);
  expect(Number(remaining)).toBeLessThanOrEqual(Number(limit));
}

/** Asserts a REST 429: envelope, Retry-After in whole seconds (≥ 1), RateLimit-* with nothing remaining. */
function expectLimited(result: HttpResult, label: string): number {
  expectError(result, 429, "rate_limited", "rate_limit_error");
  const retryAfter = result.headers.get("retry-after");
  expect(retryAfter, `${label}: Retry-After`).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expectRateLimitHeaders(result.headers, label);
  expect(result.headers.get("ratelimit-remaining")).toBe("0");
  return Number(retryAfter);
}

/** Requests one after the other: the order of RateLimit-Remaining values is then meaningful. */
async function sequential(count: number, call: () => Promise<HttpResult>): Promise<HttpResult[]> {
  const results: HttpResult[] = [];
  for (let i = 0; i < count; i++) results.push(await call());
  return results;
}

/** RateLimit-Remaining never over-promises: after a success saying r remain, the next r requests succeed. */
function expectRemainingNeverOverPromises(results: HttpResult[]) {
  results.forEach((result, i) => {
    if (result.status !== 200) return;
    const remaining = Number(result.headers.get("ratelimit-remaining"));
    const following = results.slice(i + 1, i + 1 + remaining);
    expect(
      following.every((r) => r.status === 200),
      `response ${i} said ${remaining} remaining, yet one of the next ${remaining} was refused`,
    ).toBe(true);
  });
}

/** Whole tokens a bucket may have refilled between `since` and now (continuously, at the key's rate). */
const refilled = (config: RateLimitConfig, since: number) => Math.floor((config.requestsPerSecond * (Date.now() - since)) / 1000);

describe("per API key, in-process", () => {
  const config: RateLimitConfig = { requestsPerSecond: 2, burst: 10, ...generousAuth };

  test("past the burst: 429 rate_limited with Retry-After and RateLimit-* headers; other keys unaffected; works again after Retry-After", async ({
    server,
    org,
    api,
  }) => {
    await withRateLimits(server, new RateLimits(config, undefined), async () => {
      const started = Date.now();
      const results = await sequential(14, () => api.get("/ping"));
      const ok = results.filter((r) => r.status === 200);
      const limited = results.filter((r) => r.status !== 200);
      // The whole burst is usable at once, and not one request more (beyond what refilled meanwhile).
      expect(ok.length).toBeGreaterThanOrEqual(config.burst);
      expect(ok.length).toBeLessThanOrEqual(config.burst + refilled(config, started));
      expect(limited.length).toBeGreaterThan(0);
      ok.forEach((r, i) => expectRateLimitHeaders(r.headers, `success ${i}`));
      const retryAfters = limited.map((r, i) => expectLimited(r, `429 ${i}`));
      for (const r of results) expect(r.headers.get("request-id")).toMatch(/^req_/);
      expectRemainingNeverOverPromises(results);
      // Once refused, the rest of the burst stays refused: no 200 between two 429s.
      const firstRefused = results.findIndex((r) => r.status === 429);
      expect(results.slice(firstRefused).filter((r) => r.status === 200).length).toBeLessThanOrEqual(refilled(config, started));

      // Another key of the same organization has its own bucket.
      const other = apiClient(server, (await newKey(server, org.id)).secret);
      const otherResult = await other.get("/ping");
      expect(otherResult.status).toBe(200);
      expectRateLimitHeaders(otherResult.headers, "other key");

      // Waiting the last Retry-After is enough.
      await sleep(Math.max(...retryAfters) * 1000 + 50);
      const again = await api.get("/ping");
      expect(again.status).toBe(200);
      expectRateLimitHeaders(again.headers, "after Retry-After");
    });
  });

  test("sending for 4 s as fast as answers come: the burst, then the refill rate, never more", async ({ server, api }) => {
    const steady: RateLimitConfig = { requestsPerSecond: 5, burst: 15, ...generousAuth };
    await withRateLimits(server, new RateLimits(steady, undefined), async () => {
      const started = Date.now();
      const results: HttpResult[] = [];
      while (Date.now() - started < 4_000) results.push(await api.get("/ping"));
      const ok = results.filter((r) => r.status === 200).length;
      expect(ok).toBeGreaterThanOrEqual(steady.burst);
      expect(ok).toBeLessThanOrEqual(steady.burst + refilled(steady, started));
      for (const r of results.filter((x) => x.status !== 200)) expectLimited(r, "sustained 429");
    });
  });

  test("every endpoint shares the key's one bucket, and a refused POST moves no money", async ({ server, api }) => {
    await withRateLimits(server, new RateLimits(config, undefined), async () => {
      const before = (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
      // Spend the rest of the bucket on several endpoints.
      const paths = ["/currencies", "/balances", "/transfers", "/cards", "/card_products", "/ping"];
      const spent: HttpResult[] = [];
      for (let i = 0; spent.filter((r) => r.status === 429).length === 0 && i < 30; i++) spent.push(await api.get(paths[i % paths.length]));
      expect(spent.at(-1)!.status).toBe(429);
      for (const r of spent) expectRateLimitHeaders(r.headers, "spent");
      const refused = await api.post("/test/fund", { amount: 1_000, currency: "USD" }, { idempotencyKey: randomUUID() });
      expectLimited(refused, "POST /test/fund");
      await sleep(Number(refused.headers.get("retry-after")) * 1000 + 50);
      const after = (await api.get("/balances")).body.data.find((b: any) => b.currency === "USD");
      expect(after).toEqual(before);
    });
  });

  test("an unknown route answers 404 with the key's RateLimit-* headers, and takes no token (docs/api/rate-limits.md#headers)", async ({ server, api }) => {
    // A bucket of 5 that refills one token a minute: a token taken would show.
    await withRateLimits(server, new RateLimits({ requestsPerSecond: 1 / 60, burst: 5, authFailuresPerMinute: 1_000 }, undefined), async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await api.get("/no_such_route");
        expectError(answer, 404, "not_found", "invalid_request");
        expect([answer.headers.get("ratelimit-limit"), answer.headers.get("ratelimit-remaining")]).toEqual(["5", "5"]);
      }
      // A request of the API's takes its token from that bucket.
      expect((await api.get("/ping")).headers.get("ratelimit-remaining")).toBe("4");
      // Without a valid key there is no bucket to tell of.
      const anonymous = await httpRequest(server.baseUrl, "GET", "/sandbox/v1/no_such_route", undefined, { key: null });
      expectError(anonymous, 404, "not_found", "invalid_request");
      expect(anonymous.headers.get("ratelimit-limit")).toBeNull();
    });
  });

  test("GraphQL: the same bucket per key; 429 rate_limited in extensions with HTTP 200", async ({ server, api }) => {
    await withRateLimits(server, new RateLimits(config, undefined), async () => {
      const started = Date.now();
      const results = [];
      for (let i = 0; i < 14; i++) results.push(await api.graphql(RlPingQuery, {}));
      const ok = results.filter((r) => r.data?.ping);
      const limited = results.filter((r) => !r.data?.ping);
      expect(ok.length).toBeGreaterThanOrEqual(config.burst);
      expect(ok.length).toBeLessThanOrEqual(config.burst + refilled(config, started));
      expect(limited.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(r.status).toBe(200);
        expectRateLimitHeaders(r.headers, "graphql");
      }
      for (const r of limited) {
        expect(r.data?.ping ?? null).toBeNull();
        const error = r.errors?.find((e) => e.path?.[0] === "ping");
        expect(error?.extensions).toMatchObject({ code: "rate_limited", type: "rate_limit_error", status: 429 });
        expect(error?.extensions?.request_id).toMatch(/^req_/);
        expect(error?.extensions?.retry_after).toBeGreaterThanOrEqual(1);
        expect(r.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
        expect(r.headers.get("ratelimit-remaining")).toBe("0");
      }
      // REST and GraphQL draw on one bucket: REST is refused too right now.
      expectLimited(await api.get("/ping"), "REST after GraphQL");
      const retryAfter = Math.max(...limited.map((r) => Number(r.headers.get("retry-after"))));
      await sleep(retryAfter * 1000 + 50);
      const again = await api.graphql(RlPingQuery, {});
      expect(again.errors).toBeUndefined();
      expect(again.data?.ping?.environment).toBe("sandbox");
    });
  });
});

describe("failed authentication per client address", () => {
  const config: RateLimitConfig = { requestsPerSecond: 1_000, burst: 2_000, authFailuresPerMinute: 5 };
  const badKey = () => `gs_test_${randomBytes(32).toString("base64url")}`;

  test("behind a trusted load balancer (TRUST_PROXY) each client's address has its own count; from anyone else X-Forwarded-For is ignored", async ({ server }) => {
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    // The same service behind a load balancer at 127.0.0.1, as TRUST_PROXY=127.0.0.1 makes it.
    const { domain } = server.service;
    const behindProxy = await buildApp({ ...domain, config: { ...domain.config, trustProxy: ["127.0.0.1"] }, rateLimits: new RateLimits(config, undefined) }, {
      graphReads: (tenant) => tenantReads(server.service.database.prisma, tenant),
    });
    await behindProxy.listen({ host: "127.0.0.1", port: 0 });
    try {
      const proxied = { baseUrl: `http://127.0.0.1:${(behindProxy.server.address() as { port: number }).port}` };
      for (let i = 0; i < 5; i++) expectError(await apiClient(proxied, badKey()).get("/ping", from("203.0.113.7")), 401, "invalid_api_key", "authentication_error");
      expectError(await apiClient(proxied, badKey()).get("/ping", from("203.0.113.7")), 429, "rate_limited", "rate_limit_error");
      // Another client behind the same balancer still has its own five.
      expectError(await apiClient(proxied, badKey()).get("/ping", from("203.0.113.8")), 401, "invalid_api_key", "authentication_error");
    } finally {
      await behindProxy.close();
    }
    // Not configured (the default): the header is the client's word, and counts for nothing.
    await withRateLimits(server, new RateLimits(config, undefined), async () => {
      for (let i = 0; i < 5; i++) expectError(await apiClient(server, badKey()).get("/ping", from(`198.51.100.${i}`)), 401, "invalid_api_key", "authentication_error");
      expectError(await apiClient(server, badKey()).get("/ping", from("198.51.100.99")), 429, "rate_limited", "rate_limit_error");
    });
  });

  test("the first 5 bad keys from an address get 401; the 6th gets 429 rate_limited with Retry-After", async ({ server }) => {
    await withRateLimits(server, new RateLimits(config, undefined), async () => {
      const results: HttpResult[] = [];
      for (let i = 0; i < 6; i++) results.push(await apiClient(server, badKey()).get("/ping"));
      results.slice(0, 5).forEach((r, i) => {
        expect(r.status, `bad key ${i + 1} of 5 allowed per minute`).toBe(401);
        expectError(r, 401, "invalid_api_key", "authentication_error");
        expectRateLimitHeaders(r.headers, `401 ${i + 1}`);
      });
      const sixth = results[5];
      expectError(sixth, 429, "rate_limited", "rate_limit_error");
      const retryAfter = Number(sixth.headers.get("retry-after"));
      expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expectRateLimitHeaders(sixth.headers, "429");

      // GraphQL authenticates from the same address: also refused now, with the code in extensions.
      const viaGraphQL = await apiClient(server, badKey()).graphql(RlPingQuery, {});
      expect(viaGraphQL.status).toBe(200);
      expect(viaGraphQL.errors?.[0]?.extensions).toMatchObject({ code: "rate_limited", type: "rate_limit_error", status: 429 });
      expect(viaGraphQL.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    });
  });

  test("a valid key from a limited address is served (docs/api/rate-limits.md#failed-authentication); only further failures get 429", async ({ server, org }) => {
    // One misconfigured client behind a shared address (a NAT, a proxy, a test harness) must not
    // lock out every other client there. Keys are 256-bit random: a right guess cannot be had.
    const valid = await newKey(server, org.id);
    await withRateLimits(server, new RateLimits(config, undefined), async () => {
      let last: HttpResult | undefined;
      for (let i = 0; i < 8 && last?.status !== 429; i++) last = await apiClient(server, badKey()).get("/ping");
      expect(last?.status).toBe(429);
      const withValidKey = await apiClient(server, valid.secret).get("/ping");
      expect(withValidKey.status, "a valid key is never refused because of its address").toBe(200);
      expect((await apiClient(server, valid.secret).graphql(RlPingQuery, {})).errors).toBeUndefined();
      expectError(await apiClient(server, badKey()).get("/ping"), 429, "rate_limited", "rate_limit_error");
      expectError(await apiClient(server, null as unknown as string).get("/ping"), 429, "rate_limited", "rate_limit_error");
    });
  });

  test("failed authentications do not use up any key's bucket, and a key's 429 is not an authentication failure", async ({ server, api }) => {
    await withRateLimits(server, new RateLimits({ requestsPerSecond: 1, burst: 3, authFailuresPerMinute: 3 }, undefined), async () => {
      // Spend the key's bucket: three 200s, then 429s that must not count against the address.
      for (let i = 0; i < 6; i++) await api.get("/ping");
      // The address has no failed authentication yet: a bad key still gets its 401.
      expectError(await apiClient(server, badKey()).get("/ping"), 401, "invalid_api_key", "authentication_error");
    });
  });
});

// -----------------------------------------------------------------------------------------------
// Redis: two RateLimits over two connections to one Redis stand for two service instances.

function redisClient(url: string): Redis {
  // As the service connects: commands fail fast while Redis is away, so the fallback is immediate.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  client.on("error", () => {}); // reconnection noise; watchRedis is tested below with its own logger
  return client;
}

async function connected(client: Redis): Promise<Redis> {
  if (client.status !== "ready") {
    if (client.status === "wait" || client.status === "end" || client.status === "close") await client.connect();
    else await new Promise((resolve) => client.once("ready", resolve));
  }
  return client;
}

async function untilReady(client: Redis, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (client.status !== "ready") {
    if (Date.now() > deadline) throw new Error(`Redis client still ${client.status}`);
    await sleep(50);
  }
}

/** Consumes directly on an instance until refused; returns how many it allowed. */
async function consumeUntilRefused(limits: RateLimits, keyId: string, max: number): Promise<number> {
  for (let allowed = 0; allowed < max; allowed++) {
    try {
      await limits.consumeForKey(keyId);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe("rate_limited");
      return allowed;
    }
  }
  return max;
}

async function newSandboxApi(server: TestServer): Promise<{ api: ApiClient; keyId: string }> {
  const org = await newOrganization(server);
  const key = await newKey(server, org.id);
  return { api: apiClient(server, key.secret), keyId: key.id };
}

/** How many Redis keys the limiter wrote for this API key (any limiter prefix). */
async function redisKeysFor(client: Redis, keyId: string): Promise<string[]> {
  return (await client.keys(`*${keyId}*`)).sort();
}

describe("shared through Redis", () => {
  // A second's refill is small next to the burst: whether a window boundary passes mid-test
  // changes the counts by at most one token per second.
  const config: RateLimitConfig = { requestsPerSecond: 1, burst: 20, ...generousAuth };

  test.skipIf(!redisUrl)("two instances share one bucket: HTTP through one, direct consumption on the other", async ({ server }) => {
    const clientA = await connected(redisClient(redisUrl!));
    const clientB = await connected(redisClient(redisUrl!));
    try {
      const instanceA = new RateLimits(config, clientA);
      const instanceB = new RateLimits(config, clientB);
      const { api, keyId } = await newSandboxApi(server);
      await withRateLimits(server, instanceA, async () => {
        const started = Date.now();
        const viaHttp = await sequential(10, () => api.get("/ping"));
        expect(viaHttp.map((r) => r.status)).toEqual(Array(10).fill(200));
        // Instance B sees the 10 tokens instance A took: only the other 10 are left for it.
        const allowedOnB = await consumeUntilRefused(instanceB, keyId, 40);
        expect(allowedOnB).toBeGreaterThanOrEqual(10);
        expect(allowedOnB).toBeLessThanOrEqual(10 + refilled(config, started));
        // And A sees what B took: the next request through HTTP is refused.
        const next = await api.get("/ping");
        if (refilled(config, started) === 0) expectLimited(next, "instance A after B");
        expect(await redisKeysFor(clientA, keyId)).not.toEqual([]);
      });
    } finally {
      clientA.disconnect();
      clientB.disconnect();
    }
  });

  test.skipIf(!redisUrl)("failed authentications are counted across instances too", async () => {
    const clientA = await connected(redisClient(redisUrl!));
    const clientB = await connected(redisClient(redisUrl!));
    try {
      const limitsConfig: RateLimitConfig = { requestsPerSecond: 10, burst: 10, authFailuresPerMinute: 4 };
      const instanceA = new RateLimits(limitsConfig, clientA);
      const instanceB = new RateLimits(limitsConfig, clientB);
      const address = `203.0.113.${randomBytes(1)[0]}-${randomUUID()}`; // unique per run
      await instanceA.recordAuthFailure(address);
      await instanceA.recordAuthFailure(address);
      expect((await instanceB.recordAuthFailure(address)).remaining).toBe(1);
      expect((await instanceA.recordAuthFailure(address)).remaining).toBe(0);
      await expect(instanceB.recordAuthFailure(address)).rejects.toMatchObject({ code: "rate_limited" });
    } finally {
      clientA.disconnect();
      clientB.disconnect();
    }
  });

  test.skipIf(!redisUrl)("Redis going away mid-run: requests still answer and are still limited in-process; reconnected, the bucket is shared again", async ({
    server,
  }) => {
    const client = await connected(redisClient(redisUrl!));
    const observer = await connected(redisClient(redisUrl!));
    try {
      const limits = new RateLimits({ requestsPerSecond: 2, burst: 10, ...generousAuth }, client);
      const before = await newSandboxApi(server);
      const during = await newSandboxApi(server);
      const after = await newSandboxApi(server);
      await withRateLimits(server, limits, async () => {
        // Healthy: the bucket lives in Redis.
        for (const r of await sequential(3, () => before.api.get("/ping"))) expect(r.status).toBe(200);
        expect(await redisKeysFor(observer, before.keyId)).not.toEqual([]);

        client.disconnect();
        for (let i = 0; i < 40 && client.status !== "end"; i++) await sleep(25);
        expect(client.status).toBe("end");

        // Away: every request is answered, nothing is written to Redis, and the limit still holds.
        const started = Date.now();
        const results = await sequential(14, () => during.api.get("/ping"));
        for (const r of results) {
          expect([200, 429]).toContain(r.status);
          expect(r.headers.get("request-id")).toMatch(/^req_/);
          expectRateLimitHeaders(r.headers, "fallback");
        }
        const ok = results.filter((r) => r.status === 200).length;
        expect(ok).toBeGreaterThanOrEqual(10);
        expect(ok).toBeLessThanOrEqual(10 + Math.floor((2 * (Date.now() - started)) / 1000));
        for (const r of results.filter((x) => x.status === 429)) expectLimited(r, "fallback 429");
        expect(await redisKeysFor(observer, during.keyId)).toEqual([]);
        expect((await before.api.get("/ping")).status).toBe(200);

        // Back: shared with the other instance again.
        await client.connect();
        await untilReady(client);
        const other = new RateLimits({ requestsPerSecond: 2, burst: 10, ...generousAuth }, observer);
        const sharedStart = Date.now();
        expect(await consumeUntilRefused(other, after.keyId, 30)).toBeGreaterThanOrEqual(10);
        const next = await after.api.get("/ping");
        if (Date.now() - sharedStart < 1000) expectLimited(next, "after reconnect");
        expect(await redisKeysFor(observer, after.keyId)).not.toEqual([]);
      });
    } finally {
      client.disconnect();
      observer.disconnect();
    }
  });

  test.skipIf(!redisUrl)("Redis unreachable on the network: the service keeps answering, logs it, and reconnects by itself", async ({ server }) => {
    // A TCP proxy in front of Redis that the test can take down and bring back on the same port.
    const target = new URL(redisUrl!);
    const sockets = new Set<Socket>();
    const startProxy = (port: number) =>
      new Promise<Server>((resolve, reject) => {
        const proxy = createServer((inbound) => {
          const outbound = new Socket();
          outbound.connect(Number(target.port || 6379), target.hostname);
          sockets.add(inbound).add(outbound);
          inbound.pipe(outbound).pipe(inbound);
          const drop = () => {
            inbound.destroy();
            outbound.destroy();
          };
          inbound.on("error", drop).on("close", drop);
          outbound.on("error", drop).on("close", drop);
        });
        proxy.once("error", reject);
        proxy.listen(port, "127.0.0.1", () => resolve(proxy));
      });
    const stopProxy = (proxy: Server) =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        proxy.close(() => resolve());
      });

    let proxy = await startProxy(0);
    const port = (proxy.address() as { port: number }).port;
    const logLines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    const url = new URL(redisUrl!);
    url.hostname = "127.0.0.1";
    url.port = String(port);
    const client = new Redis(url.toString(), { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    watchRedis(client, logger);
    const observer = await connected(redisClient(redisUrl!));
    try {
      await client.connect();
      const limits = new RateLimits({ requestsPerSecond: 2, burst: 10, ...generousAuth }, client);
      const { api, keyId } = await newSandboxApi(server);
      const later = await newSandboxApi(server);
      await withRateLimits(server, limits, async () => {
        expect((await api.get("/ping")).status).toBe(200);
        expect(await redisKeysFor(observer, keyId)).not.toEqual([]);

        await stopProxy(proxy);
        for (const r of await sequential(5, () => api.get("/ping"))) expect([200, 429]).toContain(r.status);
        const deadline = Date.now() + 10_000;
        while (!logLines.some((l) => l.includes("Redis unreachable")) && Date.now() < deadline) await sleep(100);
        expect(logLines.some((l) => l.includes("Redis unreachable")), "the fallback is logged").toBe(true);

        proxy = await startProxy(port);
        await untilReady(client);
        expect(logLines.some((l) => l.includes("Redis reachable again")), "the recovery is logged").toBe(true);
        expect((await later.api.get("/ping")).status).toBe(200);
        expect(await redisKeysFor(observer, later.keyId), "requests use Redis again").not.toEqual([]);
      });
    } finally {
      client.disconnect();
      observer.disconnect();
      await stopProxy(proxy);
    }
  });
});
