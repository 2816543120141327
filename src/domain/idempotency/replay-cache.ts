// The replay cache: completed records kept in memory, so that a key replayed again and again is
// answered without reading its record.
import { LRUCache } from "lru-cache";
import type { Domain } from "../domain.js";
import type { Claim } from "./claim.js";

/** A completed record, as stored: its answer can no longer change until it expires. */
export interface CompletedRecord {
  fingerprint: string;
  responseStatus: number | null;
  responseBody: string | null;
  expiresAt: Date;
}

/**
 * Completed records this process has read, per database, so that repeated replays of one key
 * (a client retrying in a loop) are answered from memory: a completed record never changes, so
 * any instance may keep a copy until it expires. Bounded by count (IDEMPOTENCY_REPLAY_CACHE_SIZE)
 * and by the bytes its answers take (IDEMPOTENCY_REPLAY_CACHE_BYTES): answers reach ~43 KB, so a
 * count alone let 10,000 of them hold about half a gigabyte. The least recently used goes first.
 */
const completedRecords = new WeakMap<object, LRUCache<string, CompletedRecord>>();

function recordKey(claim: Claim): string {
  return `${claim.organizationId}\n${claim.environment}\n${claim.key}`;
}

/** What an entry holds in memory, about: its strings at two bytes a character, and the object around them. */
function bytesOf(record: CompletedRecord, key: string): number {
  return 2 * (key.length + record.fingerprint.length + (record.responseBody?.length ?? 0)) + 200;
}

function replayCache(domain: Domain): LRUCache<string, CompletedRecord> | undefined {
  const { idempotencyReplayCacheSize: max, idempotencyReplayCacheBytes: maxSize } = domain.config;
  if (max <= 0 || maxSize <= 0) return undefined;
  let records = completedRecords.get(domain.stores);
  // Settings read at each use, as before: a cache made under other bounds is started anew.
  if (!records || records.max !== max || records.maxSize !== maxSize) {
    completedRecords.set(domain.stores, (records = new LRUCache({ max, maxSize, sizeCalculation: bytesOf })));
  }
  return records;
}

/** How much the replay cache holds now (the tests read it). */
export function replayCacheUsage(domain: Domain): { entries: number; bytes: number } {
  const records = completedRecords.get(domain.stores);
  return { entries: records?.size ?? 0, bytes: records?.calculatedSize ?? 0 };
}

export function rememberCompleted(domain: Domain, claim: Claim, record: CompletedRecord): void {
  const records = replayCache(domain);
  // An answer larger than the whole cache is not kept (lru-cache refuses it rather than throw).
  if (records && bytesOf(record, recordKey(claim)) <= records.maxSize) records.set(recordKey(claim), record);
}

export function recallCompleted(domain: Domain, claim: Claim): CompletedRecord | undefined {
  const records = completedRecords.get(domain.stores);
  const record = records?.get(recordKey(claim));
  if (!record) return undefined;
  if (record.expiresAt <= domain.now()) {
    records!.delete(recordKey(claim));
    return undefined;
  }
  return record;
}
