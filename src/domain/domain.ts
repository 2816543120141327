// The domain's dependencies, built once per process and handed to every operation.
import type { Config } from "../config.js";
import type { PrismaClient, Prisma } from "../generated/prisma/client.js";
import type { Logger } from "pino";
import type { Redis } from "ioredis";
import { RateLimits } from "./rate-limits.js";

export type Tx = Prisma.TransactionClient;

export interface Domain {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  rateLimits: RateLimits;
  now(): Date;
}

export function createDomain(parts: { prisma: PrismaClient; config: Config; logger: Logger; redis?: Redis }): Domain {
  const { prisma, config, logger, redis } = parts;
  const rateLimits = new RateLimits(
    { requestsPerSecond: config.rateLimitRps, burst: config.rateLimitBurst, authFailuresPerMinute: config.authFailuresPerMinute },
    redis,
  );
  return { prisma, config, logger, rateLimits, now: () => new Date() };
}
