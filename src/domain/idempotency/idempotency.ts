// Idempotency (docs/api/idempotency.md), built once for every operation that takes an Idempotency-Key.
// The key row is unique per (organization, environment, key); the primary key settles races:
// a concurrent request with the same key waits on the row until the first commits, then
// replays its answer. The row is completed in the same database transaction as the effect.
//
// This file is the context's public face; each job has a file of its own: fingerprint.ts (what
// tells two requests apart), answers.ts (stored answers and replays), claim.ts (the claim's SQL),
// taken-key.ts (claiming in a transaction, and a taken key's answer), replay-cache.ts (completed
// records kept in memory), completion.ts (storing an answer), store.ts (the records' SQL), session.ts (a request's phases),
// runner.ts (runIdempotently) and cleanup.ts (expiry).
export { storedAnswer, type Outcome, type StoredAnswer } from "./answers.js";
export { canonicalJson, fingerprintOf, fingerprintSecret } from "./fingerprint.js";
export { afterKeyLock, keyClaimed } from "./claim.js";
export { replayCacheUsage } from "./replay-cache.js";
export { completeRecordSql, stillClaimedFor, type IdempotencyScope } from "./completion.js";
export { IdempotencyStore } from "./store.js";
export { atomically, IdempotencySession, type IdempotentRun } from "./session.js";
export { runIdempotently } from "./runner.js";
export { deleteExpiredIdempotencyRecords } from "./cleanup.js";
