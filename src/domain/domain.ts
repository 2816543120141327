// The domain's dependencies, built once per process and handed to every operation.
import type { Config } from "../config.js";
import type { PrismaClient, Prisma } from "../generated/prisma/client.js";
import type { Logger } from "pino";

export type Tx = Prisma.TransactionClient;

export interface Domain {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  now(): Date;
}
