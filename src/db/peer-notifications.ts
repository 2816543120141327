// What instances tell each other through PostgreSQL's LISTEN/NOTIFY, on one listening connection:
// - work (channel payments_work): an instance that has work for the others (events to fan out,
//   deliveries queued) notifies, and every other instance's worker wakes
//   (domain/work-signals.ts). Sent in statements of their own, never in a money movement's
//   transaction (a notifying commit takes a lock every other notifying commit waits on), at most
//   one per kind every `coalesceMs`. Lost ones (a dropped connection) cost latency only: each
//   worker's safety poll finds the work.
// - key changes (channel payments_keys): a revoked key or an organization activated for Live,
//   sent by the statement that changes it (auth/api-keys.ts), so that every instance's key cache
//   forgets it on commit (auth/key-cache.ts). A lost one would leave a revoked key usable, so the
//   cache is trusted only while this connection listens: `onListening(false)` when it drops,
//   `onListening(true)` once it listens again.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { WorkKind, WorkPeers } from "../domain/work-signals.js";
import { keyChangesChannel } from "../domain/auth/key-cache.js";

const workChannel = "payments_work";
const kinds: readonly WorkKind[] = ["events", "transfers", "deliveries"];

export interface PeerNotifications extends WorkPeers {
  close(): Promise<void>;
}

export function listenToPeers(options: {
  databaseUrl: string;
  /** Sends one notification (on the service's pool). */
  send(channel: string, payload: string): Promise<unknown>;
  onWork(kind: WorkKind): void;
  /** A key-change payload (auth/key-cache.ts reads it). */
  onKeyChange(payload: string): void;
  /** Whether notifications are being received: false from a lost connection until it listens again. */
  onListening(listening: boolean): void;
  logger: Logger;
  coalesceMs?: number;
  reconnectMs?: number;
}): PeerNotifications {
  const { databaseUrl, send, onWork, onKeyChange, onListening, logger, coalesceMs = 250, reconnectMs = 1_000 } = options;
  // This instance's own work notifications come back to it too: they are told apart by this id.
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const connect = async () => {
    const listener = new pg.Client({ connectionString: databaseUrl });
    listener.on("notification", (message) => {
      const payload = message.payload ?? "";
      if (message.channel === keyChangesChannel) return onKeyChange(payload);
      const [from, kind] = payload.split(":");
      if (from !== instance && (kinds as readonly string[]).includes(kind)) onWork(kind as WorkKind);
    });
    const retry = (err?: Error) => {
      if (closed || client !== listener) return;
      client = undefined;
      onListening(false);
      if (err) logger.warn({ err }, "peer notifications: connection lost; polling, and reading keys from the database, until it is back");
      listener.end().catch(() => {});
      reconnect = setTimeout(() => void connect(), reconnectMs);
      reconnect.unref();
    };
    listener.on("error", retry);
    listener.on("end", () => retry());
    client = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${workChannel}; LISTEN ${keyChangesChannel}`);
      if (closed) await listener.end();
      else if (client === listener) onListening(true);
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
          send(workChannel, `${instance}:${each}`).catch((err) => logger.warn({ err }, "work notifications: could not notify"));
        }
      }, coalesceMs);
    },
    async close() {
      closed = true;
      onListening(false);
      if (flush) clearTimeout(flush);
      if (reconnect) clearTimeout(reconnect);
      const listener = client;
      client = undefined;
      await listener?.end().catch(() => {});
    },
  };
}
