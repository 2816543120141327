// Background work every instance runs. Each job leases its rows (FOR UPDATE SKIP LOCKED) or is
// harmless to repeat, so any number of instances may run it at once.
import type { Domain } from "./domain/domain.js";
import { deleteExpiredIdempotencyRecords } from "./domain/idempotency/idempotency.js";
import { recoverSubmittingTransfers, settleDueTransfers } from "./domain/transfers/lifecycle.js";
import { fanOutPendingEvents } from "./domain/webhooks/fanout.js";
import { WebhookDeliverer } from "./domain/webhooks/delivery.js";

export interface Jobs {
  stop(): Promise<void>;
}

function every(domain: Domain, name: string, intervalMs: number, work: () => Promise<unknown>) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return; // the previous round is still going
    running = work()
      .catch((err) => domain.logger.error({ err, job: name }, "background job failed"))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export function startJobs(domain: Domain): Jobs {
  const webhooks = new WebhookDeliverer(domain);
  const stops = [
    every(domain, "transfer-settlement", domain.config.workerPollMs, async () => {
      await recoverSubmittingTransfers(domain);
      await settleDueTransfers(domain);
    }),
    every(domain, "idempotency-cleanup", 10 * 60_000, () => deleteExpiredIdempotencyRecords(domain)),
    every(domain, "event-fan-out", domain.config.workerPollMs, () => fanOutPendingEvents(domain)),
    every(domain, "webhook-delivery", domain.config.workerPollMs, () => webhooks.tick()),
    () => webhooks.drain(),
  ];
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
