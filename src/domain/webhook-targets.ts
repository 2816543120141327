// Which hosts a webhook may be sent to. A receiver URL must not make the service call its own
// internals (decisions §12): loopback, link-local (169.254.169.254 is the cloud metadata
// service), unspecified, private and other non-public ranges are refused, for IP literals and
// for every address a host name resolves to, unless WEBHOOK_ALLOW_PRIVATE=1 (tests, local
// development). Read at call time, so a test can set it after the service started.
import { BlockList, isIP } from "node:net";
import { lookup } from "node:dns";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", including 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local and cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 of an IPv4 address: checked as that address below too
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

export function allowPrivateTargets(): boolean {
  return process.env.WEBHOOK_ALLOW_PRIVATE === "1";
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(?:0:)?([0-9.]+)$/i.exec(address);
  if (match) return match[1];
  const hex = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true; // not an address at all: never connect to it
  const v4 = mappedIpv4(address);
  if (v4 !== undefined) return blocked.check(v4, "ipv4");
  return blocked.check(address, "ipv6");
}

/** A URL's host as an address or a name: WHATWG URLs keep IPv6 literals in brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

export type TargetCheck = { ok: true } | { ok: false; reason: string };

function resolveAll(host: string): Promise<Array<{ address: string; family: number }>> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/** Checks a receiver URL's host and, for a name, every address it resolves to now. */
export async function checkTarget(url: URL): Promise<TargetCheck> {
  if (allowPrivateTargets()) return { ok: true };
  const host = hostOf(url);
  if (isIP(host)) {
    return isPrivateAddress(host) ? { ok: false, reason: `${host} is not a public address` } : { ok: true };
  }
  let addresses: Array<{ address: string }>;
  try {
    addresses = await resolveAll(host);
  } catch (error) {
    return { ok: false, reason: `${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? "error"})` };
  }
  const refused = addresses.find((entry) => isPrivateAddress(entry.address));
  if (addresses.length === 0) return { ok: false, reason: `${host} has no address` };
  if (refused) return { ok: false, reason: `${host} resolves to ${refused.address}, which is not a public address` };
  return { ok: true };
}

/**
 * A `lookup` for outgoing requests that refuses private addresses as it connects, so a name
 * that changes its answer between the check and the connection (DNS rebinding) gains nothing.
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: (error: NodeJS.ErrnoException | null, address: string | Array<{ address: string; family: number }>, family?: number) => void,
): void {
  lookup(hostname, { all: true, verbatim: true, family: options.family === "IPv6" ? 6 : options.family === "IPv4" ? 4 : (options.family as number | undefined) }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = allowPrivateTargets() ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      const blockedError: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${refused.address}, which is not a public address`);
      blockedError.code = "ERR_PRIVATE_ADDRESS";
      return callback(blockedError, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
    callback(null, first.address, first.family);
  });
}
