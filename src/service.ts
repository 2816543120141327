// Assembles the service: database (migrated), domain, HTTP app and background jobs.
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { Config } from "./config.js";
import { openDatabase, type Database } from "./db/database.js";
import type { Domain } from "./domain/domain.js";
import { buildApp } from "./http/app.js";
import { startJobs, type Jobs } from "./jobs.js";

export interface Service {
  config: Config;
  database: Database;
  domain: Domain;
  app: FastifyInstance;
  appliedMigrations: string[];
  close(): Promise<void>;
}

export async function createService(config: Config, logger: Logger): Promise<Service> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let jobs: Jobs | undefined;
  try {
    const appliedMigrations = await database.migrate();
    const domain: Domain = { prisma: database.prisma, config, logger, now: () => new Date() };
    const app = await buildApp(domain);
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
          await app.close();
          await jobs?.stop();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await jobs?.stop();
    await database.close();
    throw error;
  }
}
