// Standard Webhooks (docs/api/events-and-webhooks.md#standard-webhooks): besides Service-Signature,
// every delivery carries webhook-id, webhook-timestamp and webhook-signature as
// https://www.standardwebhooks.com defines them, and the published `standardwebhooks` package
// verifies a real delivery from a real server, with the endpoint's secret in the form that package
// takes.
import { createHmac } from "node:crypto";
import { describe } from "vitest";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { test, expect, idempotencyKey, type ApiClient } from "../support/fixtures.js";
import { signStandardWebhook, standardWebhooksSecret, verifyWebhookSignature } from "../../src/webhooks.js";
import { receiversForFile, type ReceivedRequest } from "../support/webhook-receiver.js";

const receiver = receiversForFile();

async function createEndpoint(api: ApiClient, url: string, events: string[]) {
  const created = await api.post("/webhook_endpoints", { url, events });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; secret: string };
}

/** The three Standard Webhooks headers of a received request, as a receiver hands them on. */
function standardHeaders(request: ReceivedRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
    const value = request.headers[name];
    expect(typeof value, name).toBe("string");
    headers[name] = value as string;
  }
  return headers;
}

describe("Standard Webhooks headers", () => {
  test("a delivery and its retry verify with the standardwebhooks package; webhook-id is the event's id on both; a tampered body fails", async ({ api }) => {
    const hook = await receiver((index) => (index === 0 ? 503 : 200));
    const endpoint = await createEndpoint(api, hook.url, ["balance.updated"]);
    expect((await api.post("/test/fund", { amount: 4200, currency: "GBP" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
    await hook.waitFor((requests) => requests.length >= 2);
    const [first, second] = hook.requests;
    const event = JSON.parse(first.rawBody.toString("utf8"));
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), object: "event", type: "balance.updated" });
    expect(second.rawBody.equals(first.rawBody)).toBe(true);

    // The secret as shown is whsec_ + base64url of 32 bytes; Standard Webhooks writes the same
    // bytes in standard base64, which is what its libraries decode.
    const keyBytes = Buffer.from(endpoint.secret.slice("whsec_".length), "base64url");
    expect(keyBytes).toHaveLength(32);
    const secret = standardWebhooksSecret(endpoint.secret);
    expect(secret).toBe(`whsec_${keyBytes.toString("base64")}`);
    const webhook = new Webhook(secret);

    for (const request of [first, second]) {
      const headers = standardHeaders(request);
      // webhook-id: the event's id, the same on every attempt (the receivers' idempotency key).
      expect(headers["webhook-id"]).toBe(event.id);
      // webhook-timestamp: the attempt's unix seconds, the very `t` Service-Signature carries.
      const serviceSignature = request.headers["service-signature"] as string;
      expect(headers["webhook-timestamp"]).toBe(/^t=(\d+),/.exec(serviceSignature)![1]);
      expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
      // webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> under the key bytes.
      const expected = createHmac("sha256", keyBytes).update(`${event.id}.${headers["webhook-timestamp"]}.${request.rawBody.toString("utf8")}`).digest("base64");
      expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
      expect(headers["webhook-signature"]).toBe(signStandardWebhook(event.id, Number(headers["webhook-timestamp"]), request.rawBody, endpoint.secret));
      expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);

      // The published library verifies it and answers the parsed event; Service-Signature still verifies.
      expect(webhook.verify(request.rawBody, headers)).toEqual(event);
      expect(webhook.verify(request.rawBody.toString("utf8"), request.headers as Record<string, string>)).toEqual(event);
      expect(verifyWebhookSignature(request.rawBody, serviceSignature, endpoint.secret)).toBe(true);

      // One changed byte of the body, another id, another timestamp, another key: all refused.
      const tampered = Buffer.from(request.rawBody);
      tampered[tampered.length - 2] ^= 1;
      expect(() => webhook.verify(tampered, headers)).toThrow(new WebhookVerificationError("No matching signature found"));
      expect(() => webhook.verify(request.rawBody, { ...headers, "webhook-id": `${event.id}x` })).toThrow(new WebhookVerificationError("No matching signature found"));
      const earlier = String(Number(headers["webhook-timestamp"]) - 1);
      expect(() => webhook.verify(request.rawBody, { ...headers, "webhook-timestamp": earlier })).toThrow(new WebhookVerificationError("No matching signature found"));
      expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(request.rawBody, headers)).toThrow(
        new WebhookVerificationError("No matching signature found"),
      );
    }
    expect(hook.requests.map((r) => r.answer)).toEqual([503, 200]);
  });

  test("standardWebhooksSecret converts a secret as shown, and refuses anything else", () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => 250 - i * 3)); // bytes whose base64url has - and _
    const shown = `whsec_${key.toString("base64url")}`;
    expect(shown).toBe("whsec_-vf08e7r6OXi39zZ1tPQzcrHxMG-u7i1sq-sqaajoJ0");
    expect(standardWebhooksSecret(shown)).toBe("whsec_+vf08e7r6OXi39zZ1tPQzcrHxMG+u7i1sq+sqaajoJ0=");
    // The package refuses the secret as shown when its base64url uses - or _ (as most do).
    expect(() => new Webhook(shown)).toThrow("Base64Coder: incorrect characters for decoding");
    expect(() => standardWebhooksSecret(standardWebhooksSecret(shown))).toThrow(TypeError);
    expect(() => standardWebhooksSecret("whsec_")).toThrow(TypeError);
    expect(() => signStandardWebhook("evt_1", 1, "{}", "not-a-secret")).toThrow(TypeError);
  });
});
