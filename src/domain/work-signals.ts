// Wakes the background workers when there is work for them, so that an idle instance sleeps
// instead of polling (each worker's safety poll stays, WORKER_POLL_MS apart). Work arrives three
// ways: something this instance did (an operation wrote events; the fan-out queued deliveries),
// a due time this instance knows (a transfer to settle at T, a retry at T), or another instance's
// work, told through the peers (PostgreSQL NOTIFY: db/peer-notifications.ts). A missed signal
// costs latency, never correctness: the safety poll finds the work.
export type WorkKind = "events" | "transfers" | "deliveries" | "card_authorizations";

/** How an instance tells the others (and hears from them); absent: one process only. */
export interface WorkPeers {
  notify(kind: WorkKind): void;
}

/** Due times are kept to this granularity, so a burst of transfers arms one timer, not thousands. */
const dueGrainMs = 20;
/** setTimeout's longest delay (a longer one fires at once); a later due time is re-armed then. */
const maxTimerMs = 2 ** 31 - 1;

export class WorkSignals {
  private readonly waiters = new Map<WorkKind, Set<() => void>>();
  /** Signalled while its worker was busy: its next wait returns at once. */
  private readonly pending = new Set<WorkKind>();
  private readonly due = new Map<WorkKind, { times: Set<number>; timer?: NodeJS.Timeout; armedAt?: number }>();
  peers?: WorkPeers;

  constructor(private readonly now: () => Date) {}

  /** There is `kind` work now: wakes this instance's worker and tells the other instances. */
  signal(kind: WorkKind): void {
    this.wake(kind);
    this.peers?.notify(kind);
  }

  /** Wakes this instance's worker only (another instance's signal, or room freed here). */
  wake(kind: WorkKind): void {
    const waiting = this.waiters.get(kind);
    if (!waiting || waiting.size === 0) {
      this.pending.add(kind);
      return;
    }
    for (const resolve of [...waiting]) resolve();
  }

  /** `kind` work becomes due at `at` (known to this instance): its worker is woken then. */
  wakeAt(kind: WorkKind, at: Date): void {
    let entry = this.due.get(kind);
    if (!entry) this.due.set(kind, (entry = { times: new Set() }));
    const time = Math.ceil(at.getTime() / dueGrainMs) * dueGrainMs;
    entry.times.add(time);
    // Every transfer adds one: only an earlier due time than the armed one re-arms the timer.
    if (!entry.timer || entry.armedAt === undefined || time < entry.armedAt) this.arm(kind, time);
  }

  private arm(kind: WorkKind, next: number): void {
    const entry = this.due.get(kind)!;
    if (entry.timer) clearTimeout(entry.timer);
    entry.armedAt = next;
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      const now = this.now().getTime();
      // A timer may fire a moment early by the clock the rules read: then it waits on.
      if (now >= next) {
        for (const time of entry.times) if (time <= now) entry.times.delete(time);
        this.wake(kind);
      }
      let earliest = Infinity;
      for (const time of entry.times) earliest = Math.min(earliest, time);
      if (earliest < Infinity) this.arm(kind, earliest);
    }, Math.min(Math.max(0, next - this.now().getTime()), maxTimerMs));
    entry.timer.unref();
  }

  /** Resolves when `kind` work is signalled, or after `ms` (the safety poll). */
  wait(kind: WorkKind, ms: number): Promise<void> {
    if (this.pending.delete(kind)) return Promise.resolve();
    let waiting = this.waiters.get(kind);
    if (!waiting) this.waiters.set(kind, (waiting = new Set()));
    const set = waiting;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      set.add(done);
    });
  }

  /** Wakes every worker (to stop) and drops the timers. */
  close(): void {
    for (const entry of this.due.values()) if (entry.timer) clearTimeout(entry.timer);
    this.due.clear();
    for (const waiting of this.waiters.values()) for (const resolve of [...waiting]) resolve();
  }
}
