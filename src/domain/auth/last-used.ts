// An API key's last_used_at, kept to the minute (docs/api/authentication.md#managing-keys-over-the-api):
// authentication writes it when the last use it knows of is a minute old or more, so a key costs
// one small UPDATE a minute, not one per request. What it knows: the row it read (which the key
// cache may serve for a long time, its last_used_at as it was then) and, per instance, when it
// last wrote the key's. The UPDATE is conditional on the row itself, so instances using the same
// key write it once a minute between them. It is awaited when due, so that a list sent after a
// request shows its use, and its failure is logged, never the request's.
import type { Domain } from "../domain.js";
import type { KeyRow } from "./principal.js";

const minuteMs = 60_000;
/** Keys remembered per instance before those not written within the minute are forgotten. */
const maxRemembered = 10_000;

/** Per domain (an instance, or a test's own clock): when each key's last use was written. */
const writtenAt = new WeakMap<object, Map<string, number>>();

function remembered(domain: Domain): Map<string, number> {
  let written = writtenAt.get(domain.apiKeys);
  if (!written) writtenAt.set(domain.apiKeys, (written = new Map()));
  return written;
}

/** Records the key's use now, if its last recorded use is a minute old or more. */
export async function recordUse(domain: Domain, row: KeyRow): Promise<void> {
  const now = domain.now();
  const written = remembered(domain);
  const lastKnown = Math.max(row.last_used_at?.getTime() ?? -Infinity, written.get(row.id) ?? -Infinity);
  if (now.getTime() - lastKnown < minuteMs) return;
  if (written.size >= maxRemembered) {
    // Forgetting one written over a minute ago costs nothing: it is due again anyway.
    for (const [id, at] of written) if (now.getTime() - at >= minuteMs) written.delete(id);
    if (written.size >= maxRemembered) written.clear();
  }
  written.set(row.id, now.getTime());
  try {
    await domain.stores.auth.recordKeyUse({ id: row.id, organizationId: row.organization_id }, now);
  } catch (error) {
    domain.logger.warn({ err: { message: (error as Error).message }, key_id: row.id }, "could not record an API key's last use");
  }
}
