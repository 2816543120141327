// Settings (docs/operations.md#settings): one schema read at start; a value that does not fit stops
// the start with a message naming every setting at fault. A pure function: no server needed.
import { describe, expect, test } from "vitest";
import { loadConfig } from "../../src/config.js";

describe("settings", () => {
  test("defaults when nothing is set", () => {
    expect(loadConfig({})).toMatchObject({
      host: "127.0.0.1",
      port: 4000,
      databaseUrl: undefined,
      databasePoolSize: 10,
      redisUrl: undefined,
      idempotencyTtlHours: 24,
      sandboxSettlementMs: 2000,
      logLevel: "info",
      apiKeyCacheTtlMs: 5_000,
      rateLimitRps: 100,
      rateLimitBurst: 200,
      authFailuresPerMinute: 20,
      corsOrigins: [],
      shutdownTimeoutMs: 20_000,
    });
  });

  test("values are read, trimmed where they are lists", () => {
    const config = loadConfig({
      PORT: "0",
      RATE_LIMIT_RPS: "5",
      RATE_LIMIT_BURST: "5",
      LOG_LEVEL: "debug",
      CORS_ORIGINS: " https://a.example , https://b.example,",
      DATABASE_URL: "postgresql://db/x",
      SHUTDOWN_TIMEOUT_MS: "2500",
      DATABASE_POOL_SIZE: " 25 ",
      TRUST_PROXY: " 10.0.0.0/8, ::1,127.0.0.1 ",
      SANDBOX_PAYOUT_PROVIDER_URL: "http://127.0.0.1:7400",
    });
    expect(config).toMatchObject({
      port: 0,
      rateLimitRps: 5,
      rateLimitBurst: 5,
      logLevel: "debug",
      corsOrigins: ["https://a.example", "https://b.example"],
      databaseUrl: "postgresql://db/x",
      shutdownTimeoutMs: 2500,
      databasePoolSize: 25,
      trustProxy: ["10.0.0.0/8", "::1", "127.0.0.1"],
      sandboxPayoutProviderUrl: "http://127.0.0.1:7400",
    });
  });

  test.each([
    [{ PORT: "abc" }, /PORT must be a whole number from 0 to 65535, not "abc"/],
    [{ PORT: "70000" }, /PORT must be a whole number from 0 to 65535/],
    [{ PORT: "-1" }, /PORT must be/],
    [{ RATE_LIMIT_RPS: "0" }, /RATE_LIMIT_RPS must be a whole number of at least 1, not "0"/],
    [{ RATE_LIMIT_RPS: "1.5" }, /RATE_LIMIT_RPS must be/],
    [{ LOG_LEVEL: "verbose" }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ RATE_LIMIT_RPS: "10", RATE_LIMIT_BURST: "5" }, /RATE_LIMIT_BURST \(5\) must be at least RATE_LIMIT_RPS \(10\)/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a postgres/],
    [{ REDIS_URL: "localhost:6379" }, /REDIS_URL must be a redis/],
    [{ WEBHOOK_ALLOW_PRIVATE: "yes" }, /WEBHOOK_ALLOW_PRIVATE must be "1"/],
    [{ WEBHOOK_TIMEOUT_MS: "0" }, /WEBHOOK_TIMEOUT_MS must be/],
    [{ SHUTDOWN_TIMEOUT_MS: "0" }, /SHUTDOWN_TIMEOUT_MS must be a whole number from 1 to 2147483647, not "0"/],
    [{ SHUTDOWN_TIMEOUT_MS: "10s" }, /SHUTDOWN_TIMEOUT_MS must be a whole number from 1 to 2147483647, not "10s"/],
    // Past 2^31 - 1 ms Node fires a timer at once: "wait very long" would become "do not wait".
    [{ SHUTDOWN_TIMEOUT_MS: "3000000000" }, /SHUTDOWN_TIMEOUT_MS must be a whole number from 1 to 2147483647, not "3000000000"/],
    [{ WEBHOOK_TIMEOUT_MS: "2147483648" }, /WEBHOOK_TIMEOUT_MS must be a whole number from 1 to 2147483647, not "2147483648"/],
    [{ WORKER_POLL_MS: "9999999999" }, /WORKER_POLL_MS must be a whole number from 1 to 2147483647/],
    [{ DATABASE_POOL_SIZE: "0" }, /DATABASE_POOL_SIZE must be a whole number of at least 1, not "0"/],
    [{ DATABASE_POOL_SIZE: "-5" }, /DATABASE_POOL_SIZE must be a whole number of at least 1, not "-5"/],
    [{ DATABASE_POOL_SIZE: "ten" }, /DATABASE_POOL_SIZE must be a whole number of at least 1, not "ten"/],
    [{ DATABASE_POOL_SIZE: "2.5" }, /DATABASE_POOL_SIZE must be a whole number of at least 1, not "2.5"/],
    [{ TRUST_PROXY: "10.0.0.1,haproxy" }, /TRUST_PROXY must be a comma-separated list of IP addresses or CIDR ranges, not "haproxy"/],
    [{ TRUST_PROXY: "1.2.3" }, /TRUST_PROXY must be a comma-separated list .*not "1.2.3"/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY must be .*not "10.0.0.0\/33"/],
    [{ SANDBOX_PAYOUT_PROVIDER_URL: "127.0.0.1:7400" }, /SANDBOX_PAYOUT_PROVIDER_URL must be an http/],
  ])("%o stops the start, naming the setting", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  test("every setting at fault is named at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT must be .*; LOG_LEVEL must be/);
  });
});
