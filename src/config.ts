// Every setting the service reads from its environment at start, in one zod schema
// (docs/operations.md#settings). A value that does not fit stops the start with a message naming
// each setting at fault: a typo must not start a service with a default the operator did not choose.
// (The deployment secrets are checked in domain/service-secrets.ts.)
import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";

/** A whole number from an environment string, within bounds; unset or empty means the default. */
function integer(fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      if (raw === undefined || raw.trim() === "") return fallback;
      const value = Number(raw);
      if (!/^\s*\d+\s*$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
        context.addIssue({ code: "custom", message: `must be a whole number ${range}, not "${raw}"` });
        return z.NEVER;
      }
      return value;
    });
}

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw === "" ? fallback : raw));

const optionalText = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw === "" ? undefined : raw));

/** A duration in milliseconds: Node fires a timer set longer than 2^31 - 1 ms at once, which would turn "a long time" into none. */
function milliseconds(fallback: number, min: number, max = 2_147_483_647) {
  return integer(fallback, min, max);
}

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const environmentSchema = z.object({
  HOST: text("127.0.0.1"),
  PORT: integer(4000, 0, 65_535),
  DATABASE_URL: optionalText.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), "must be a postgres:// or postgresql:// URL"),
  DATA_DIR: text("./.data"),
  // Connections each instance's PostgreSQL pool may open (docs/operations.md#sizing-the-pool says
  // how to size it).
  DATABASE_POOL_SIZE: integer(10, 1),
  // Payments' statements committed together, at most this many per transaction (src/db/group-commit.ts); 1 turns it off.
  POSTING_BATCH_MAX: integer(32, 1, 1_000),
  // Group commits in the database at once; on PostgreSQL each has a pipelined connection of its own, beside the pool.
  POSTING_BATCH_CONCURRENCY: integer(2, 1, 100),
  REDIS_URL: optionalText.refine((url) => url === undefined || /^rediss?:\/\//.test(url), "must be a redis:// or rediss:// URL"),
  IDEMPOTENCY_TTL_HOURS: integer(24, 1),
  IDEMPOTENCY_REPLAY_CACHE_SIZE: integer(10_000, 0),
  IDEMPOTENCY_REPLAY_CACHE_BYTES: integer(64 * 1024 * 1024, 0),
  SANDBOX_SETTLEMENT_MS: milliseconds(2000, 0),
  TRANSFER_RECOVERY_AFTER_MS: milliseconds(30_000, 1),
  WORKER_POLL_MS: milliseconds(5_000, 1),
  // Set: the Sandbox's payouts go to this HTTP provider instead of the simulator (drills,
  // integration tests; docs/operations.md#settings).
  SANDBOX_PAYOUT_PROVIDER_URL: optionalText.refine((url) => url === undefined || /^https?:\/\//.test(url), "must be an http:// or https:// URL"),
  PAYOUT_PROVIDER_TIMEOUT_MS: milliseconds(10_000, 1),
  LOG_LEVEL: text("info").pipe(z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` })),
  API_KEY_CACHE_TTL_MS: integer(5_000, 0, 60_000),
  RATE_LIMIT_RPS: integer(100, 1),
  RATE_LIMIT_BURST: integer(200, 1),
  AUTH_FAILURES_PER_MINUTE: integer(20, 1),
  REQUEST_TIMEOUT_MS: milliseconds(30_000, 1),
  // The load balancers whose X-Forwarded-For is believed
  // (docs/operations.md#behind-a-load-balancer).
  TRUST_PROXY: text("").transform((raw, context) => {
    const proxies = raw
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Four-part IPv4 only: ipaddr.js also reads inet_aton's forms ("1.2.3"), which the proxy check does not.
    const valid = (entry: string) =>
      entry.includes("/")
        ? ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) || ipaddr.IPv6.isValidCIDR(entry)
        : ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry);
    const wrong = proxies.find((entry) => !valid(entry));
    if (wrong !== undefined) {
      context.addIssue({ code: "custom", message: `must be a comma-separated list of IP addresses or CIDR ranges, not "${wrong}"` });
      return z.NEVER;
    }
    return proxies;
  }),
  // Longer than a webhook attempt may take (WEBHOOK_TIMEOUT_MS, 10 s), which a graceful stop
  // waits for; shorter than Kubernetes' default 30 s grace before its SIGKILL (src/shutdown.ts).
  SHUTDOWN_TIMEOUT_MS: milliseconds(20_000, 1),
  CORS_ORIGINS: text("").transform((raw) =>
    raw
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
  // Manifests of trusted GraphQL documents ({sha256: document}, as GraphQL Code Generator writes
  // them) registered beside the dashboard's own (docs/api/authentication.md#trusted-documents).
  TRUSTED_DOCUMENTS: text("").transform((raw) =>
    raw
      .split(",")
      .map((file) => file.trim())
      .filter(Boolean),
  ),
  WEBHOOK_TIMEOUT_MS: milliseconds(10_000, 1),
  // How long a purchase waits for the real-time authorization endpoint (docs/api/cards.md#real-time-authorization).
  CARD_AUTHORIZATION_TIMEOUT_MS: milliseconds(2_000, 1, 60_000),
  WEBHOOK_RETRY_BASE_MS: milliseconds(30_000, 1),
  WEBHOOK_ALLOW_PRIVATE: text("").pipe(z.enum(["", "0", "1"], { error: 'must be "1" (allow) or unset' })),
  GRAPHQL_STATEMENT_COUNTS: text("").pipe(z.enum(["", "0", "1"], { error: 'must be "1" (on) or unset' })),
  // Unset: GET /metrics answers anyone who reaches it (docs/operations.md#metrics-and-traces).
  METRICS_TOKEN: optionalText.refine((token) => token === undefined || /^[\x21-\x7e]{16,}$/.test(token), "must be at least 16 visible ASCII characters"),
  // Set: traces go there over OTLP/HTTP (src/telemetry.ts); the SDK reads the other OTEL_* variables itself.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.refine((url) => url === undefined || /^https?:\/\//.test(url), "must be an http:// or https:// URL"),
});

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the most connections this instance's pool opens (the migrations' own pool aside). */
  databasePoolSize: number;
  /** The most money-path statements one group commit holds (db/group-commit.ts); 1: each commits alone. */
  postingBatchMax: number;
  /** Group commits in the database at once. */
  postingBatchConcurrency: number;
  dataDir: string;
  redisUrl: string | undefined;
  idempotencyTtlHours: number;
  /** Completed idempotency records kept in memory for repeated replays; 0 turns that off. */
  idempotencyReplayCacheSize: number;
  /** The most memory those records may take, in bytes (answers are up to ~43 KB each); 0 turns the cache off. */
  idempotencyReplayCacheBytes: number;
  sandboxSettlementMs: number;
  /** How long after its reservation a transfer with no recorded provider answer is recovered. */
  transferRecoveryAfterMs: number;
  /** How often each instance's workers look for due work. */
  workerPollMs: number;
  /** Set: the Sandbox pays out through this HTTP provider (transfers/http-payout-provider.ts), not the simulator. */
  sandboxPayoutProviderUrl: string | undefined;
  /** How long a call to an HTTP payout provider may take before its answer counts as unknown. */
  payoutProviderTimeoutMs: number;
  logLevel: string;
  /** How long an instance serves an API key from memory (auth/key-cache.ts); 0 reads it on every request. */
  apiKeyCacheTtlMs: number;
  rateLimitRps: number;
  rateLimitBurst: number;
  authFailuresPerMinute: number;
  /** The longest a request may take before the server gives up on it. */
  requestTimeoutMs: number;
  /**
   * Addresses (or CIDR ranges) of the load balancers in front: a request from one of them is
   * taken to come from the address its X-Forwarded-For names (rate limits and logs). Empty: the
   * connection's own address, whatever the header says.
   */
  trustProxy: string[];
  /** How long a graceful stop may take before the process exits 1 regardless (src/shutdown.ts). */
  shutdownTimeoutMs: number;
  /** Origins whose cross-origin GraphQL requests are answered (docs/api/graphql.md#cors); none by default. */
  corsOrigins: string[];
  /** Manifest files of trusted documents, beside the dashboard's. */
  trustedDocumentFiles: string[];
  /** How long a webhook receiver has to answer an attempt (docs/api/events-and-webhooks.md#deliveries: 10 s). */
  webhookTimeoutMs: number;
  /** How long a simulated purchase waits for the real-time authorization endpoint's decision before it is declined. */
  cardAuthorizationTimeoutMs: number;
  /** The first webhook retry's ceiling; the whole schedule scales with it (webhooks/settings.ts). */
  webhookRetryBaseMs: number;
  /** Webhooks may reach private addresses (tests, local development): never in production. */
  webhookAllowPrivate: boolean;
  /** Each GraphQL answer tells how many SQL statements its resolvers ran (extensions.sqlStatements): development and tests. */
  graphqlStatementCounts: boolean;
  /** Set: GET /metrics needs `Authorization: Bearer <token>`; unset: it is open (docs/operations.md#metrics-and-traces). */
  metricsToken: string | undefined;
  /** Set: OpenTelemetry traces are exported there (src/telemetry.ts, loaded by src/main.ts). */
  otelExporterEndpoint: string | undefined;
}

/** The settings from `env`, or an Error naming every setting that does not fit. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const faults = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`invalid settings: ${faults.join("; ")}`);
  }
  const settings = parsed.data;
  if (settings.RATE_LIMIT_BURST < settings.RATE_LIMIT_RPS) {
    throw new Error(`invalid settings: RATE_LIMIT_BURST (${settings.RATE_LIMIT_BURST}) must be at least RATE_LIMIT_RPS (${settings.RATE_LIMIT_RPS})`);
  }
  return {
    host: settings.HOST,
    port: settings.PORT,
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    dataDir: path.resolve(settings.DATA_DIR),
    redisUrl: settings.REDIS_URL,
    idempotencyTtlHours: settings.IDEMPOTENCY_TTL_HOURS,
    idempotencyReplayCacheSize: settings.IDEMPOTENCY_REPLAY_CACHE_SIZE,
    idempotencyReplayCacheBytes: settings.IDEMPOTENCY_REPLAY_CACHE_BYTES,
    sandboxSettlementMs: settings.SANDBOX_SETTLEMENT_MS,
    transferRecoveryAfterMs: settings.TRANSFER_RECOVERY_AFTER_MS,
    workerPollMs: settings.WORKER_POLL_MS,
    sandboxPayoutProviderUrl: settings.SANDBOX_PAYOUT_PROVIDER_URL,
    payoutProviderTimeoutMs: settings.PAYOUT_PROVIDER_TIMEOUT_MS,
    logLevel: settings.LOG_LEVEL,
    apiKeyCacheTtlMs: settings.API_KEY_CACHE_TTL_MS,
    postingBatchMax: settings.POSTING_BATCH_MAX,
    postingBatchConcurrency: settings.POSTING_BATCH_CONCURRENCY,
    rateLimitRps: settings.RATE_LIMIT_RPS,
    rateLimitBurst: settings.RATE_LIMIT_BURST,
    authFailuresPerMinute: settings.AUTH_FAILURES_PER_MINUTE,
    requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
    trustProxy: settings.TRUST_PROXY,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    corsOrigins: settings.CORS_ORIGINS,
    trustedDocumentFiles: settings.TRUSTED_DOCUMENTS,
    webhookTimeoutMs: settings.WEBHOOK_TIMEOUT_MS,
    cardAuthorizationTimeoutMs: settings.CARD_AUTHORIZATION_TIMEOUT_MS,
    webhookRetryBaseMs: settings.WEBHOOK_RETRY_BASE_MS,
    webhookAllowPrivate: settings.WEBHOOK_ALLOW_PRIVATE === "1",
    graphqlStatementCounts: settings.GRAPHQL_STATEMENT_COUNTS === "1",
    metricsToken: settings.METRICS_TOKEN,
    otelExporterEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}
