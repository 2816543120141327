// Background work every instance runs. Each job is safe to run on many instances at once.
import type { Domain } from "./domain/domain.js";
import { deleteExpiredIdempotencyRecords } from "./domain/idempotency.js";

export interface Jobs {
  stop(): Promise<void>;
}

export function startJobs(domain: Domain): Jobs {
  let running: Promise<unknown> = Promise.resolve();
  const cleanup = setInterval(() => {
    running = deleteExpiredIdempotencyRecords(domain).catch((err) =>
      domain.logger.warn({ err }, "idempotency cleanup failed"),
    );
  }, 10 * 60_000);
  cleanup.unref();
  return {
    async stop() {
      clearInterval(cleanup);
      await running;
    },
  };
}
