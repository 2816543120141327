// Background work every instance runs. Each job leases its rows (FOR UPDATE SKIP LOCKED) or is
// harmless to repeat, so any number of instances may run it at once.
import type { Domain } from "./domain/domain.js";
import { deleteExpiredIdempotencyRecords } from "./domain/idempotency/idempotency.js";
import { recoverSubmittingTransfers, settleDueTransfers } from "./domain/transfers/lifecycle.js";
import { recoverOverdueAuthorizations } from "./domain/cards/authorization-decisions.js";
import { fanOutPendingEvents } from "./domain/webhooks/fanout.js";
import { WebhookDeliverer } from "./domain/webhooks/delivery.js";
import { eraseExpiredPreviousSecrets } from "./domain/webhooks/endpoint-changes.js";
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
 * A worker's rounds that find work start at least this far apart. Woken by every request under load, it would
 * otherwise run a round per request or two, and each round costs a statement's fixed price for a
 * handful of rows: fanning out in rounds 20 ms apart took a transfer ~0.6 ms more of the service's
 * CPU and ~0.5 ms more of PostgreSQL's than rounds 250 ms apart (docs/bench-history.md).
 * So work that comes now and then is taken at once, and a stream of it in batches, as often as
 * the polling of before took it.
 */
const minRoundGapMs = 250;

/**
 * Runs `work` whenever `kind` work is signalled (work-signals.ts), and at least every
 * WORKER_POLL_MS: the safety net for a signal that never came (another instance died before
 * telling). A round that did something is followed by another: more may be waiting.
 */
function whenSignalled(domain: Domain, name: string, kind: WorkKind, work: () => Promise<number>) {
  let stopped = false;
  // Only rounds that found work count: an empty one (the follow-up that found the stream had
  // stopped) does not hold up the next signal.
  let lastBusyStart = -Infinity;
  const loop = (async () => {
    while (!stopped) {
      // What arrives while it waits for its turn is kept (the wait below returns at once).
      const turn = lastBusyStart + minRoundGapMs - performance.now();
      if (turn > 0) await new Promise((resolve) => setTimeout(resolve, turn));
      if (stopped) break;
      const started = performance.now();
      let done = 0;
      domain.observer.workerRound(name);
      try {
        done = await work();
      } catch (err) {
        domain.logger.error({ err, job: name }, "background job failed");
      }
      if (done > 0) lastBusyStart = started;
      else if (!stopped) await domain.work.wait(kind, domain.config.workerPollMs);
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
    // Purchases whose real-time decision is overdue (their asker stopped while it waited) are declined and their amounts released.
    whenSignalled(domain, "card-authorization-recovery", "card_authorizations", async () => {
      const decided = await recoverOverdueAuthorizations(domain);
      if (decided > 0) domain.work.signal("events");
      return decided;
    }),
    every(domain, "idempotency-cleanup", 10 * 60_000, () => deleteExpiredIdempotencyRecords(domain)),
    // Attempts stop signing with a rolled secret at its expiry on their own; this erases it at rest.
    every(domain, "webhook-secret-expiry", 60_000, () => eraseExpiredPreviousSecrets(domain)),
    whenSignalled(domain, "event-fan-out", "events", async () => {
      const fannedOut = await fanOutPendingEvents(domain);
      if (fannedOut > 0) domain.work.signal("deliveries");
      return fannedOut;
    }),
    whenSignalled(domain, "webhook-delivery", "deliveries", () => webhooks.tick()),
  ];
  return {
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
      // Only once the delivery loop has ended: a round that was leasing when the stop came starts
      // its attempts after that, and they are waited for too.
      await webhooks.drain();
    },
  };
}
