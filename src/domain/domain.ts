// The domain's dependencies, built once per process and handed to every operation.
import type { Config } from "../config.js";
import type { PrismaClient, Prisma } from "../generated/prisma/client.js";
import type { Logger } from "pino";
import type { Redis } from "ioredis";
import { RateLimits } from "./rate-limits.js";
import { EventBus } from "./event-bus.js";

export type Tx = Prisma.TransactionClient;

export interface Domain {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  rateLimits: RateLimits;
  /** Live events for GraphQL subscriptions, published after commit by the fan-out job. */
  eventBus: EventBus;
  now(): Date;
}

export function createDomain(parts: { prisma: PrismaClient; config: Config; logger: Logger; redis?: Redis; eventBus?: EventBus }): Domain {
  const { prisma, config, logger, redis, eventBus = new EventBus(new EventTarget()) } = parts;
  const rateLimits = new RateLimits(
    { requestsPerSecond: config.rateLimitRps, burst: config.rateLimitBurst, authFailuresPerMinute: config.authFailuresPerMinute },
    redis,
  );
  return { prisma, config, logger, rateLimits, eventBus, now: () => new Date() };
}
