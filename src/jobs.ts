// Background work every instance runs. Each job leases its rows (FOR UPDATE SKIP LOCKED) or is
// harmless to repeat, so any number of instances may run it at once.
import type { Domain } from "./domain/domain.js";
import { deleteExpiredIdempotencyRecords } from "./domain/idempotency/idempotency.js";
import { recoverSubmittingTransfers, settleDueTransfers } from "./domain/transfers/lifecycle.js";
import { fanOutPendingEvents } from "./domain/webhooks/fanout.js";
import { WebhookDeliverer } from "./domain/webhooks/delivery.js";
import type { WorkKind } from "./domain/work-signals.js";

export interface Jobs {
  stop(): Promise<void>;
}

/** Runs `work` every `intervalMs`, one round at a time. */
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

/**
 * Runs `work` whenever `kind` work is signalled (work-signals.ts), and at least every
 * WORKER_POLL_MS: the safety net for a signal that never came (another instance died before
 * telling). A round that did something is followed by another at once: more may be waiting.
 */
function whenSignalled(domain: Domain, name: string, kind: WorkKind, work: () => Promise<number>) {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      let done = 0;
      domain.observer.workerRound(name);
      try {
        done = await work();
      } catch (err) {
        domain.logger.error({ err, job: name }, "background job failed");
      }
      if (!stopped && done === 0) await domain.work.wait(kind, domain.config.workerPollMs);
    }
  })();
  return async () => {
    stopped = true;
    domain.work.wake(kind);
    await loop;
  };
}

export function startJobs(domain: Domain): Jobs {
  const webhooks = new WebhookDeliverer(domain);
  const stops = [
    whenSignalled(domain, "transfer-settlement", "transfers", async () => {
      const moved = (await recoverSubmittingTransfers(domain)) + (await settleDueTransfers(domain));
      if (moved > 0) domain.work.signal("events");
      return moved;
    }),
    every(domain, "idempotency-cleanup", 10 * 60_000, () => deleteExpiredIdempotencyRecords(domain)),
    whenSignalled(domain, "event-fan-out", "events", async () => {
      const fannedOut = await fanOutPendingEvents(domain);
      if (fannedOut > 0) domain.work.signal("deliveries");
      return fannedOut;
    }),
    whenSignalled(domain, "webhook-delivery", "deliveries", () => webhooks.tick()),
    () => webhooks.drain(),
  ];
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
