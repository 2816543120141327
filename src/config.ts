// Every setting the service reads from its environment, in one place (decisions §1, §8, §11).
import path from "node:path";

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  idempotencyTtlHours: number;
  /** Completed idempotency records kept in memory for repeated replays; 0 turns that off. */
  idempotencyReplayCacheSize: number;
  sandboxSettlementMs: number;
  /** How long after its reservation a transfer with no recorded provider answer is recovered. */
  transferRecoveryAfterMs: number;
  /** How often each instance's workers look for due work. */
  workerPollMs: number;
  logLevel: string;
  rateLimitRps: number;
  rateLimitBurst: number;
  authFailuresPerMinute: number;
  /** The longest a request may take before the server gives up on it. */
  requestTimeoutMs: number;
  /** Origins whose cross-origin GraphQL requests are answered (decisions §14); none by default. */
  corsOrigins: string[];
}

export function loadConfig(): Config {
  return {
    host: process.env.HOST || "127.0.0.1",
    port: integer("PORT", 4000),
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || "./.data"),
    redisUrl: process.env.REDIS_URL || undefined,
    idempotencyTtlHours: integer("IDEMPOTENCY_TTL_HOURS", 24),
    idempotencyReplayCacheSize: integer("IDEMPOTENCY_REPLAY_CACHE_SIZE", 10_000),
    sandboxSettlementMs: integer("SANDBOX_SETTLEMENT_MS", 2000),
    transferRecoveryAfterMs: integer("TRANSFER_RECOVERY_AFTER_MS", 30_000),
    workerPollMs: integer("WORKER_POLL_MS", 250),
    logLevel: process.env.LOG_LEVEL || "info",
    rateLimitRps: integer("RATE_LIMIT_RPS", 100),
    rateLimitBurst: integer("RATE_LIMIT_BURST", 200),
    authFailuresPerMinute: integer("AUTH_FAILURES_PER_MINUTE", 20),
    requestTimeoutMs: integer("REQUEST_TIMEOUT_MS", 30_000),
    corsOrigins: (process.env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
