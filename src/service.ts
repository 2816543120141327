// Assembles the service: database (migrated), domain, HTTP app and background jobs.
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { Config } from "./config.js";
import { openDatabase, type Database } from "./db/database.js";
import { Redis } from "ioredis";
import { createDomain, type Domain } from "./domain/domain.js";
import { watchRedis } from "./domain/auth/rate-limits.js";
import { createEventBus } from "./domain/events/bus.js";
import { buildApp } from "./http/app.js";
import { createMetrics } from "./http/metrics.js";
import { startJobs, type Jobs } from "./jobs.js";
import { listenToPeers, type PeerNotifications } from "./db/peer-notifications.js";
import { checkDeploymentSecrets } from "./domain/service-secrets.js";
import { forgetGeneratedSecrets } from "./domain/generated-secrets.js";
import { answerStatus } from "./http/answer-statuses.js";
import { publicForms } from "./http/rest/public-forms.js";
import { tenantReads } from "./domain/tenant-reads.js";

export interface Service {
  config: Config;
  database: Database;
  domain: Domain;
  app: FastifyInstance;
  appliedMigrations: string[];
  close(): Promise<void>;
}

export async function createService(config: Config, logger: Logger): Promise<Service> {
  // Before anything opens: on PostgreSQL a missing secret stops the start
  // (docs/operations.md#deployment-secrets).
  checkDeploymentSecrets(config.databaseUrl !== undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    batching: { max: config.postingBatchMax, concurrency: config.postingBatchConcurrency },
  });
  let jobs: Jobs | undefined;
  let notifications: PeerNotifications | undefined;
  // Commands fail fast while Redis is away, so rate limits fall back to memory at once.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) watchRedis(redis, logger);
  const eventBus = createEventBus(config.redisUrl, logger);
  try {
    const appliedMigrations = await database.migrate();
    const metrics = createMetrics({ database, logger });
    // On PostgreSQL, keys are cached once the listener below receives other instances' changes.
    const domain: Domain = createDomain({ database, config, logger, redis, eventBus, observer: metrics.observer, keyChangesReceived: config.databaseUrl === undefined, answerStatus, publicForms });
    if (database.kind === "postgresql") await forgetGeneratedSecrets(domain.stores, logger);
    // Other instances wake this one's workers, and it theirs, and tell it which cached keys to
    // forget (one process on the embedded database).
    notifications =
      config.databaseUrl === undefined
        ? undefined
        : listenToPeers({
            databaseUrl: config.databaseUrl,
            send: (channel, payload) => database.prisma.$executeRaw`SELECT pg_notify(${channel}, ${payload})`,
            onWork: (kind) => domain.work.wake(kind),
            onKeyChange: (payload) => domain.apiKeys.changed(payload),
            onListening: (listening) => domain.apiKeys.setTrusted(listening),
            logger,
          });
    domain.work.peers = notifications;
    // GraphQL's plugin-prisma reads through a client bound to the caller's tenant.
    const app = await buildApp(domain, { metrics, graphReads: (tenant) => tenantReads(database.prisma, tenant) });
    jobs = startJobs(domain);
    let closing: Promise<void> | undefined;
    return {
      config,
      database,
      domain,
      app,
      appliedMigrations,
      close() {
        // In-flight requests finish first; then the workers stop; the database closes last.
        closing ??= (async () => {
          // Subscriptions end first: their open event streams would otherwise hold the server open.
          await eventBus.close();
          domain.keyLapses.stop();
          await app.close();
          await jobs?.stop();
          domain.work.close();
          await notifications?.close();
          redis?.disconnect();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await jobs?.stop();
    await notifications?.close();
    await eventBus.close();
    redis?.disconnect();
    await database.close();
    throw error;
  }
}
