// The domain's dependencies, built once per process and handed to every operation.
import type { Config } from "../config.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import type { Logger } from "pino";
import type { Redis } from "ioredis";
import { RateLimits } from "./auth/rate-limits.js";
import { EventBus } from "./events/bus.js";
import { KeyLapses } from "./auth/key-lapses.js";
import { OpenSubscriptions } from "./events/open-subscriptions.js";
import { KeyCache } from "./auth/key-cache.js";
import type { CredentialRow } from "./auth/principal.js";
import type { PayoutProviders } from "./transfers/payout-provider.js";
import { configuredPayoutProviders } from "./transfers/http-payout-provider.js";
import type { Statements } from "../db/statements.js";
import { silentObserver, type DomainObserver } from "./observer.js";
import { WorkSignals } from "./work-signals.js";

import { openStores, type StoreAccess } from "./stores.js";
import type { AnswerStatus } from "./idempotency/answers.js";
import type { PublicForms } from "./public-forms.js";


export interface Domain {
  /** The database, through each context's store (stores.ts). */
  stores: StoreAccess;
  config: Config;
  logger: Logger;
  rateLimits: RateLimits;
  /** Live events for GraphQL subscriptions, published after commit by the fan-out job. */
  eventBus: EventBus;
  /** The keys this instance has authenticated, forgotten when another instance changes them (auth/key-cache.ts). */
  apiKeys: KeyCache<CredentialRow>;
  /** Ends open subscriptions whose key is revoked or expires. */
  keyLapses: KeyLapses;
  /** Each key's open subscriptions on this instance, at most maxOpenSubscriptionsPerKey. */
  openSubscriptions: OpenSubscriptions;
  /** Where transfers are paid out, per environment (a port: the Sandbox simulator by default). */
  payoutProviders: PayoutProviders;
  now(): Date;
  /** Told about refusals and failures that metrics count (observer.ts). */
  observer: DomainObserver;
  /** Wakes the background workers when there is work for them (work-signals.ts). */
  work: WorkSignals;
  /** The status an operation's outcome is answered with, kept in its key's record (a port: the transport's). */
  answerStatus: AnswerStatus;
  /** How each resource is shown outside, in its events and stored answers (a port: public-forms.ts). */
  publicForms: PublicForms;
}

export function createDomain(parts: {
  database: { prisma: PrismaClient; statements: Statements };
  config: Config;
  logger: Logger;
  redis?: Redis;
  eventBus?: EventBus;
  payoutProviders?: PayoutProviders;
  /** The clock every rule reads: the system's, or a test's that it moves itself. */
  now?: () => Date;
  observer?: DomainObserver;
  /**
   * Whether key changes made by other processes reach this one (auth/key-cache.ts): true on the
   * embedded database (one process), false on PostgreSQL until the peer listener listens.
   */
  keyChangesReceived?: boolean;
  answerStatus: AnswerStatus;
  publicForms: PublicForms;
}): Domain {
  const {
    database,
    config,
    logger,
    redis,
    eventBus = new EventBus(new EventTarget()),
    payoutProviders = configuredPayoutProviders(config),
    now = () => new Date(),
    observer = silentObserver,
    keyChangesReceived = true,
    answerStatus,
    publicForms,
  } = parts;
  const rateLimits = new RateLimits(
    { requestsPerSecond: config.rateLimitRps, burst: config.rateLimitBurst, authFailuresPerMinute: config.authFailuresPerMinute },
    redis,
  );
  const apiKeys = new KeyCache<CredentialRow>({ ttlMs: config.apiKeyCacheTtlMs, trusted: keyChangesReceived });
  const stores = openStores(database);
  const domain: Domain = {
    stores,
    config,
    logger,
    rateLimits,
    eventBus,
    apiKeys,
    keyLapses: new KeyLapses(stores.auth, now, logger, apiKeys),
    openSubscriptions: new OpenSubscriptions(),
    payoutProviders,
    now,
    observer,
    // Due times are read on the domain's clock, whichever it is when they come (a test moves it).
    work: new WorkSignals(() => domain.now()),
    answerStatus,
    publicForms,
  };
  return domain;
}
