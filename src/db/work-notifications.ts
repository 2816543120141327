// The workers' signals between instances (domain/work-signals.ts), through PostgreSQL's
// LISTEN/NOTIFY: an instance that has work for the others (events to fan out, deliveries queued)
// notifies, and every other instance's worker wakes. Notifications are sent in statements of
// their own, never in a money movement's transaction (a notifying commit takes a lock every other
// notifying commit waits on), at most one per kind every `coalesceMs`. Lost ones (a dropped
// connection) cost latency only: each worker's safety poll finds the work.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { WorkKind, WorkPeers } from "../domain/work-signals.js";

const channel = "payments_work";
const kinds: readonly WorkKind[] = ["events", "transfers", "deliveries"];

export interface WorkNotifications extends WorkPeers {
  close(): Promise<void>;
}

export function listenForWork(options: {
  databaseUrl: string;
  /** Sends one notification (on the service's pool). */
  send(channel: string, payload: string): Promise<unknown>;
  onWork(kind: WorkKind): void;
  logger: Logger;
  coalesceMs?: number;
  reconnectMs?: number;
}): WorkNotifications {
  const { databaseUrl, send, onWork, logger, coalesceMs = 250, reconnectMs = 1_000 } = options;
  // This instance's own notifications come back to it too: they are told apart by this id.
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const connect = async () => {
    const listener = new pg.Client({ connectionString: databaseUrl });
    listener.on("notification", (message) => {
      const [from, kind] = (message.payload ?? "").split(":");
      if (from !== instance && (kinds as readonly string[]).includes(kind)) onWork(kind as WorkKind);
    });
    const retry = (err?: Error) => {
      if (closed || client !== listener) return;
      client = undefined;
      if (err) logger.warn({ err }, "work notifications: connection lost; polling until it is back");
      listener.end().catch(() => {});
      reconnect = setTimeout(() => void connect(), reconnectMs);
      reconnect.unref();
    };
    listener.on("error", retry);
    listener.on("end", () => retry());
    client = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
      if (closed) await listener.end();
    } catch (err) {
      retry(err as Error);
    }
  };
  void connect();

  const queued = new Set<WorkKind>();
  let flush: NodeJS.Timeout | undefined;
  return {
    notify(kind) {
      if (closed) return;
      queued.add(kind);
      flush ??= setTimeout(() => {
        flush = undefined;
        const sending = [...queued];
        queued.clear();
        for (const each of sending) {
          send(channel, `${instance}:${each}`).catch((err) => logger.warn({ err }, "work notifications: could not notify"));
        }
      }, coalesceMs);
    },
    async close() {
      closed = true;
      if (flush) clearTimeout(flush);
      if (reconnect) clearTimeout(reconnect);
      const listener = client;
      client = undefined;
      await listener?.end().catch(() => {});
    },
  };
}
