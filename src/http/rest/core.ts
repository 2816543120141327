// GET /ping as REST answers it (docs/api/authentication.md#checking-a-key).
import type { Ping } from "../../domain/core.js";

export function renderPing(ping: Ping) {
  return {
    object: "ping" as const,
    environment: ping.environment,
    organization: ping.organization,
    api_key: ping.apiKey,
    server_time: ping.serverTime.toISOString(),
  };
}
export type PingBody = ReturnType<typeof renderPing>;
