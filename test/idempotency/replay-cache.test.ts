// The completed answers an instance keeps for repeated replays are bounded by the memory they
// take (IDEMPOTENCY_REPLAY_CACHE_BYTES), not only by their count: answers reach tens of kilobytes,
// so 10,000 of them held about half a gigabyte.
import { test, expect, idempotencyKey, bankTransfer, changeSettings } from "../support/fixtures.js";
import { replayCacheUsage } from "../../src/domain/idempotency/idempotency.js";

/** Twenty metadata values of 500 characters: an answer of about 11 KB. */
const largeMetadata = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key_${i}`, String(i % 10).repeat(500)]));

test("replayed answers are kept within the byte budget, and every replay still answers what the first request did", async ({ server, api }) => {
  const budget = 100_000;
  const restore = changeSettings(server, { idempotencyReplayCacheBytes: budget, idempotencyReplayCacheSize: 10_000 });
  try {
    const made: Array<{ key: string; body: unknown }> = [];
    for (let i = 0; i < 30; i++) {
      const key = idempotencyKey();
      const created = await api.post("/transfers", bankTransfer(500 + i, { metadata: largeMetadata, reference: `cache-${i}` }), { idempotencyKey: key });
      expect(created.status).toBe(201);
      expect(JSON.stringify(created.body).length).toBeGreaterThan(10_000);
      made.push({ key, body: created.body });
      // The first replay reads the record and keeps it.
      const replay = await api.post("/transfers", bankTransfer(500 + i, { metadata: largeMetadata, reference: `cache-${i}` }), { idempotencyKey: key });
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
    }
    const usage = replayCacheUsage(server.service.domain);
    expect(usage.bytes).toBeLessThanOrEqual(budget);
    expect(usage.entries).toBeGreaterThan(0);
    // 30 answers of over 20 KB in memory (two bytes a character) do not fit in 100 KB.
    expect(usage.entries).toBeLessThan(10);
    // Answers that left the cache are read from the database again, unchanged.
    for (const [i, { key, body }] of made.entries()) {
      const replay = await api.post("/transfers", bankTransfer(500 + i, { metadata: largeMetadata, reference: `cache-${i}` }), { idempotencyKey: key });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(body);
    }
    expect(replayCacheUsage(server.service.domain).bytes).toBeLessThanOrEqual(budget);
  } finally {
    restore();
  }
});
