// Asking the organization's real-time authorization endpoint for a decision
// (docs/api/cards.md#real-time-authorization): one POST of the card_authorization.request event,
// signed as every delivery (delivery.ts) and sent by the same sender, with its address guard
// (sender.ts, targets.ts), within CARD_AUTHORIZATION_TIMEOUT_MS. It is never retried: the purchase
// is decided on this one answer. No database transaction is open while it runs.
import type { Event as EventRow, WebhookEndpoint as WebhookEndpointRow } from "../../generated/prisma/client.js";
import type { Domain } from "../domain.js";
import { deliveryBody, signedHeaders, signingSecrets } from "./delivery.js";
import { sendWebhook, type AttemptResult } from "./sender.js";

/** What the endpoint said: approved, declined, or nothing that decides (no answer in time, another status, another body). */
export type RealTimeDecision = "approved" | "declined" | "none";

export interface RealTimeAnswer {
  decision: RealTimeDecision;
  /** The request as a delivery's attempt shows it. */
  attempt: AttemptResult;
}

/** The one answer that decides: a 2xx whose body is {"approved": true} or {"approved": false}. */
export function decisionOf(attempt: AttemptResult): RealTimeAnswer {
  const { statusCode, responseBody } = attempt;
  if (statusCode === null || statusCode < 200 || statusCode >= 300) return { decision: "none", attempt };
  let approved: unknown;
  try {
    approved = (JSON.parse(responseBody ?? "") as { approved?: unknown } | null)?.approved;
  } catch {
    approved = undefined;
  }
  if (typeof approved === "boolean") return { decision: approved ? "approved" : "declined", attempt };
  return { decision: "none", attempt: { ...attempt, error: 'not a decision: the answer must be {"approved": true} or {"approved": false}' } };
}

/** Sends `event` to `endpoint` once and reads its decision. */
export async function askRealTimeEndpoint(domain: Domain, endpoint: WebhookEndpointRow, event: EventRow): Promise<RealTimeAnswer> {
  const now = domain.now();
  const secrets = endpoint.secretCiphertext ? await signingSecrets(domain, { ...endpoint, secretCiphertext: endpoint.secretCiphertext }, now) : [];
  if (secrets.length === 0) {
    return { decision: "none", attempt: { statusCode: null, latencyMs: 0, error: "not sent: the endpoint's secret could not be read", responseBody: null } };
  }
  const body = deliveryBody(domain.publicForms, event);
  const attempt = await sendWebhook(endpoint.url, body, signedHeaders(event.id, body, secrets, now), {
    timeoutMs: domain.config.cardAuthorizationTimeoutMs,
    allowPrivate: domain.config.webhookAllowPrivate,
  });
  return decisionOf(attempt);
}
