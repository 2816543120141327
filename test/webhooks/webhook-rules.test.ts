// The rules behind delivery, without a server: the receivers' verify function, which addresses
// are refused, and the retry schedule.
import { describe, expect, test } from "vitest";
import { signWebhookPayload, verifyWebhookSignature } from "../../src/webhooks.js";
import { isPrivateAddress } from "../../src/domain/webhooks/targets.js";
import { nextAttemptAt, retryDelayMs } from "../../src/domain/webhooks/settings.js";

describe("verifyWebhookSignature", () => {
  const secret = "whsec_test_secret";
  const body = '{"id":"evt_1","object":"event","type":"transfer.created"}';
  const now = 1_800_000_000_000;
  const t = now / 1000;

  test("accepts the service's own signature and nothing else", () => {
    const header = signWebhookPayload(body, secret, t);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(body, header, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), header, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(body), header, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(body + " ", header, secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, header, `${secret}x`, { now })).toBe(false);
    // The key is the whole secret string, prefix included.
    expect(verifyWebhookSignature(body, signWebhookPayload(body, secret.slice(6), t), secret, { now })).toBe(false);
  });

  test("the timestamp must be within the tolerance, either way", () => {
    const header = signWebhookPayload(body, secret, t);
    expect(verifyWebhookSignature(body, header, secret, { now: now + 300_000 })).toBe(true);
    expect(verifyWebhookSignature(body, header, secret, { now: now + 301_000 })).toBe(false);
    expect(verifyWebhookSignature(body, header, secret, { now: now - 301_000 })).toBe(false);
    expect(verifyWebhookSignature(body, header, secret, { now: new Date(now + 3_600_000), toleranceSeconds: 3600 })).toBe(true);
    // A signature moved onto another timestamp no longer matches.
    const v1 = header.split("v1=")[1];
    expect(verifyWebhookSignature(body, `t=${t + 1},v1=${v1}`, secret, { now })).toBe(false);
  });

  test("malformed headers are false; several v1 values may be sent", () => {
    const header = signWebhookPayload(body, secret, t);
    const v1 = header.split("v1=")[1];
    for (const bad of [undefined, null, "", "t=abc,v1=" + v1, `v1=${v1}`, `t=${t}`, `t=${t},v1=zz`, `t=${t},v1=${v1.slice(2)}`, `t=${t},v0=${v1}`]) {
      expect(verifyWebhookSignature(body, bad, secret, { now }), String(bad)).toBe(false);
    }
    expect(verifyWebhookSignature(body, `t=${t},v1=${"0".repeat(64)},v1=${v1}`, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(body, ` t=${t} , v1=${v1} `, secret, { now })).toBe(true);
  });

  test("misuse throws a TypeError: no secret, or a parsed body", () => {
    const header = signWebhookPayload(body, secret, t);
    expect(() => verifyWebhookSignature(body, header, "")).toThrow(TypeError);
    expect(() => verifyWebhookSignature(JSON.parse(body), header, secret)).toThrow(/raw body/);
  });
});

describe("refused targets", () => {
  test.each([
    ["127.0.0.1", true],
    ["127.255.0.9", true],
    ["10.0.0.1", true],
    ["172.16.5.4", true],
    ["172.32.0.1", false],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["8.8.8.8", false],
    ["93.184.216.34", false],
    ["::", true],
    ["::1", true],
    ["fe80::1", true],
    ["fd00::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["::ffff:8.8.8.8", false],
    ["2606:4700:4700::1111", false],
    ["not-an-address", true],
  ])("%s private: %s", (address, refused) => {
    expect(isPrivateAddress(address)).toBe(refused);
  });
});

describe("retry schedule", () => {
  test("exponential ceilings with full jitter, capped at 720 bases", () => {
    expect(retryDelayMs(1, 30_000, () => 0.999_999)).toBe(29_999);
    expect(retryDelayMs(2, 30_000, () => 0.999_999)).toBe(59_999);
    expect(retryDelayMs(5, 30_000, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(40, 30_000, () => 0.999_999)).toBe(Math.floor(0.999_999 * 30_000 * 720)); // 6 h
    expect(retryDelayMs(3, 30_000, () => 0)).toBe(0);
  });

  test("gives up once the next attempt would fall more than 3 days (8640 bases) after queueing", () => {
    const queued = new Date("2026-01-01T00:00:00Z");
    const base = 30_000;
    const early = nextAttemptAt(queued, 1, new Date(queued.getTime() + 1000), base);
    expect(early).not.toBeNull();
    expect(early!.getTime() - queued.getTime()).toBeLessThanOrEqual(1000 + base);
    const late = new Date(queued.getTime() + 3 * 86_400_000 + 1);
    expect(nextAttemptAt(queued, 30, late, base)).toBeNull();
  });
});
