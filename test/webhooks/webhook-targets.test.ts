// Webhook targets (docs/api/events-and-webhooks.md#url-restrictions): every row of IANA's IPv4 and
// IPv6 special-purpose address registries (plus multicast, site-local and the IPv4-compatible
// range) is refused, at creation and at connect time, in every form that embeds an IPv4 address.
// Only global unicast addresses are allowed, and those are checked here by the classifier alone: no
// test sends traffic anywhere but loopback.
import { afterAll, beforeAll, describe } from "vitest";
import ipaddr from "ipaddr.js";
import { guardedLookupVia, isPublicAddress } from "../../src/domain/webhooks/targets.js";
import { sendWebhook } from "../../src/domain/webhooks/sender.js";
import { test, expect, expectError, apiClient, newKey, idempotencyKey, changeSettings } from "../support/fixtures.js";
import { testServer } from "../support/server.js";
import { WebhookReceiver } from "../support/webhook-receiver.js";

/** IANA IPv4 Special-Purpose Address Registry, every row, and the multicast block. */
const ipv4Registry = [
  "0.0.0.0/8", // "this network"
  "0.0.0.0/32", // "this host on this network"
  "10.0.0.0/8",
  "100.64.0.0/10", // shared address space (carrier-grade NAT)
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, cloud metadata
  "172.16.0.0/12",
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.0.0/29", // IPv4 service continuity prefix
  "192.0.0.8/32", // IPv4 dummy address
  "192.0.0.9/32", // port control protocol anycast
  "192.0.0.10/32", // traversal using relays around NAT anycast
  "192.0.0.170/32", // NAT64/DNS64 discovery
  "192.0.0.171/32", // NAT64/DNS64 discovery
  "192.0.2.0/24", // documentation (TEST-NET-1)
  "192.31.196.0/24", // AS112-v4
  "192.52.193.0/24", // AMT
  "192.88.99.0/24", // deprecated 6to4 relay anycast
  "192.88.99.2/32", // 6a44-relay anycast
  "192.168.0.0/16",
  "192.175.48.0/24", // direct delegation AS112 service
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation (TEST-NET-2)
  "203.0.113.0/24", // documentation (TEST-NET-3)
  "240.0.0.0/4", // reserved
  "255.255.255.255/32", // limited broadcast
  "224.0.0.0/4", // multicast (its own registry)
];

/** IANA IPv6 Special-Purpose Address Registry, every row, and the other non-global ranges. */
const ipv6Registry = [
  "::1/128", // loopback
  "::/128", // unspecified
  "::ffff:0:0/96", // IPv4-mapped
  "64:ff9b::/96", // IPv4-IPv6 translation (NAT64)
  "64:ff9b:1::/48", // local-use IPv4/IPv6 translation
  "100::/64", // discard-only
  "100:0:0:1::/64", // dummy IPv6 prefix
  "2001::/23", // IETF protocol assignments
  "2001::/32", // Teredo
  "2001:1::1/128", // port control protocol anycast
  "2001:1::2/128", // traversal using relays around NAT anycast
  "2001:1::3/128", // DNS-SD service registration protocol anycast
  "2001:2::/48", // benchmarking
  "2001:3::/32", // AMT
  "2001:4:112::/48", // AS112-v6
  "2001:10::/28", // deprecated ORCHID
  "2001:20::/28", // ORCHIDv2
  "2001:30::/28", // drone remote ID protocol entity tags
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4
  "2620:4f:8000::/48", // direct delegation AS112 service
  "3fff::/20", // documentation
  "5f00::/16", // segment routing (SRv6) SIDs
  "fc00::/7", // unique local
  "fe80::/10", // link-local unicast
  "fec0::/10", // deprecated site-local
  "ff00::/8", // multicast
  "::/96", // deprecated IPv4-compatible
];

function ipv4Bounds(cidr: string): string[] {
  return [ipaddr.IPv4.networkAddressFromCIDR(cidr).toString(), ipaddr.IPv4.broadcastAddressFromCIDR(cidr).toString()];
}

function ipv6Bounds(cidr: string): string[] {
  const [network, prefix] = ipaddr.IPv6.parseCIDR(cidr);
  const bytes = network.toByteArray();
  const last = bytes.map((byte, index) => {
    const hostBits = Math.min(8, Math.max(0, (index + 1) * 8 - prefix));
    return byte | ((1 << hostBits) - 1);
  });
  return [network.toString(), ipaddr.fromByteArray(last).toString()];
}

/** The forms of an IPv6 address that carry an IPv4 one: mapped, compatible, 6to4, NAT64. */
function embeddings(ipv4: string): string[] {
  const [a, b, c, d] = ipaddr.IPv4.parse(ipv4).octets;
  const high = ((a << 8) | b).toString(16);
  const low = ((c << 8) | d).toString(16);
  return [`::ffff:${ipv4}`, `::ffff:${high}:${low}`, `::${ipv4}`, `2002:${high}:${low}::1`, `64:ff9b::${ipv4}`, `64:ff9b:1::${high}:${low}`];
}

const refusedIpv4 = ipv4Registry.flatMap(ipv4Bounds);
const refusedIpv6 = [...ipv6Registry.flatMap(ipv6Bounds), ...refusedIpv4.flatMap(embeddings)];
const refused = [...refusedIpv4, ...refusedIpv6];

/** The shapes that got past the old hand-written patterns. */
const knownBypasses = ["::ffff:0:0", "::127.0.0.1", "2002:7f00:1::", "2002:a9fe:a9fe::", "64:ff9b:1::7f00:1", "fec0::1", "2001::1", "100::1", "2001:db8::1"];

const urlOf = (address: string, port = 80) => (address.includes(":") ? `http://[${address}]:${port}/x` : `http://${address}:${port}/x`);

let restoreSettings = () => {};
beforeAll(async () => {
  restoreSettings = changeSettings(await testServer(), { webhookAllowPrivate: false });
});
afterAll(() => restoreSettings());

describe("webhook targets: IANA's special-purpose registries", () => {
  test("the classifier refuses every row, its first and last address, and every IPv4-embedding form", () => {
    const allowed = [...refused, ...knownBypasses].filter(isPublicAddress);
    expect(allowed).toEqual([]);
  });

  test("global unicast addresses are allowed, an IPv4-mapped one as the address it maps", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700:4700::1111", "2a00:1450:4007:80e::200e", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const notAnAddress of ["", "localhost", "fe80::1%eth0", "127.1", "0x7f.0.0.1", "::ffff:999.0.0.1"]) {
      expect(isPublicAddress(notAnAddress), notAnAddress).toBe(false);
    }
  });

  test("at creation: every refused address as a URL host is 400 validation_error, param url, and nothing is stored", async ({ server, org }) => {
    // A fresh key per block of addresses keeps each within its token bucket.
    const blocks: string[][] = [];
    for (let i = 0; i < refused.length; i += 150) blocks.push(refused.slice(i, i + 150));
    for (const block of blocks) {
      const api = apiClient(server, (await newKey(server, org.id)).secret);
      const answers = await Promise.all(block.map(async (address) => [address, await api.post("/webhook_endpoints", { url: urlOf(address) })] as const));
      for (const [address, answer] of answers) {
        expect(answer.status, `${address}: ${JSON.stringify(answer.body)}`).toBe(400);
        expectError(answer, 400, "validation_error", "invalid_request", "url");
      }
    }
    expect(await server.service.database.prisma.webhookEndpoint.count({ where: { organizationId: org.id } })).toBe(0);
  });

  test("a name that resolves to a refused address is refused without telling the address", async ({ api }) => {
    // localhost resolves to loopback: the answer must not map the name to it (an oracle for internal names).
    const answer = await api.post("/webhook_endpoints", { url: "http://localhost:9/hooks" });
    expectError(answer, 400, "validation_error", "invalid_request", "url");
    expect(answer.body.error.message).toContain("localhost resolves to an address that is not public");
    expect(answer.body.error.message).not.toMatch(/127\.0\.0\.1|::1/);
  });

  test("at connect time: a name resolving to any refused address is not connected to", async () => {
    for (const address of [...refused, ...knownBypasses]) {
      const lookup = guardedLookupVia((_host, _options, callback) => callback(null, [{ address, family: address.includes(":") ? 6 : 4 }]));
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup("rebound.example", {}, (failure) => resolve(failure)));
      expect(error?.code, address).toBe("ERR_PRIVATE_ADDRESS");
      // Its message is stored with the attempt, which the endpoint's owner reads: no address in it.
      expect(error?.message, address).toBe("rebound.example resolves to an address that is not public");
    }
    const publicLookup = guardedLookupVia((_host, _options, callback) => callback(null, [{ address: "8.8.8.8", family: 4 }]));
    const answer = await new Promise<unknown[]>((resolve) => publicLookup("public.example", {}, (...args) => resolve(args)));
    expect(answer).toEqual([null, "8.8.8.8", 4]);
  });

  test("at connect time: an IP-literal URL stored earlier is refused before any connection", async () => {
    const hook = await WebhookReceiver.start();
    try {
      const port = new URL(hook.url).port;
      for (const address of ["::ffff:0.0.0.0", "0.0.0.0", "::ffff:127.0.0.1", "127.0.0.1", "::1"]) {
        const result = await sendWebhook(urlOf(address, Number(port)), "{}", {}, { timeoutMs: 2000, allowPrivate: false });
        expect(result, address).toMatchObject({ statusCode: null, error: expect.stringMatching(/^refused: /) });
      }
      expect(hook.requests).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });

  test("the reported bypass: [::ffff:0.0.0.0] to a listener on 127.0.0.1 is refused at creation, and a fund delivers nothing to it", async ({ server, org, api }) => {
    const hook = await WebhookReceiver.start();
    try {
      const url = urlOf("::ffff:0.0.0.0", Number(new URL(hook.url).port));
      expectError(await api.post("/webhook_endpoints", { url }), 400, "validation_error", "invalid_request", "url");
      // An endpoint stored before the fix (made here with private targets allowed) is refused when it is sent to.
      const refuseAgain = changeSettings(server, { webhookAllowPrivate: true });
      const created = await api.post("/webhook_endpoints", { url, events: ["balance.updated"] });
      refuseAgain();
      expect(created.status).toBe(201);
      expect((await api.post("/test/fund", { amount: 300, currency: "EUR" }, { idempotencyKey: idempotencyKey() })).status).toBe(200);
      const { prisma } = server.service.database;
      const attempts = async () => {
        const deliveries = await prisma.webhookDelivery.findMany({ where: { organizationId: org.id, endpointId: created.body.id } });
        return prisma.webhookAttempt.findMany({ where: { organizationId: org.id, deliveryId: { in: deliveries.map((d) => d.id) } } });
      };
      await expect.poll(async () => (await attempts()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      const [attempt] = await attempts();
      expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/^refused: ::ffff:0:0 is not a public address/) });
      expect(hook.requests).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});
