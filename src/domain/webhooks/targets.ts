// Which hosts a webhook may be sent to. A receiver URL must not make the service call its own
// internals (docs/api/events-and-webhooks.md#url-restrictions): only global unicast addresses are
// allowed, for IP literals and for every address a host name resolves to, unless
// WEBHOOK_ALLOW_PRIVATE=1 (tests, local development; domain.config.webhookAllowPrivate).
//
// The classification is ipaddr.js's (a maintained table of IANA's special-purpose registries),
// not hand-written patterns: those let through `::ffff:0:0` (0.0.0.0 written as IPv4-mapped),
// 6to4 and NAT64 forms of loopback, and the documentation ranges.
import { isIP } from "node:net";
import { lookup } from "node:dns";
import ipaddr from "ipaddr.js";

/** IANA's global unicast allocation; everything outside it is reserved, deprecated or special. */
const ipv6GlobalUnicast = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * An IPv6 address in the WHATWG URL serialization, which never writes an embedded dotted quad:
 * ipaddr.js reads `::8.8.8.8` (IPv4-compatible) as if it were `::ffff:8.8.8.8` (IPv4-mapped).
 * A zone id (`fe80::1%eth0`) only ever qualifies a link-local address: none is allowed.
 */
function canonicalIpv6(address: string): string | undefined {
  if (address.includes("%")) return undefined;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * Whether a webhook may connect to this address. An IPv4-mapped address (::ffff:a.b.c.d) is the
 * IPv4 address it maps. Every other special range of either registry is refused: this includes
 * the forms that embed an IPv4 address (IPv4-compatible ::/96, 6to4, NAT64, Teredo), whose
 * embedded address could be anything, and the anycast ranges IANA marks globally reachable
 * (AS112, AMT), where no webhook receiver lives.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === "unicast";
  if (family !== 6) return false;
  const canonical = canonicalIpv6(address);
  if (canonical === undefined || !ipaddr.IPv6.isValid(canonical)) return false;
  const parsed = ipaddr.IPv6.parse(canonical);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().range() === "unicast";
  return parsed.range() === "unicast" && parsed.match(ipv6GlobalUnicast);
}

export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
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

/**
 * Checks a receiver URL whose host is an address (no lookup is made for it, so guardedLookup
 * never sees it); undefined for a name.
 */
export function checkAddressTarget(url: URL): TargetCheck | undefined {
  const host = hostOf(url);
  if (!isIP(host)) return undefined;
  return isPrivateAddress(host) ? { ok: false, reason: `${host} is not a public address` } : { ok: true };
}

/**
 * Checks a receiver URL's host and, for a name, every address it resolves to now. `allowPrivate`
 * (WEBHOOK_ALLOW_PRIVATE, tests and local development) lets every address through.
 */
export async function checkTarget(url: URL, allowPrivate: boolean): Promise<TargetCheck> {
  if (allowPrivate) return { ok: true };
  const literal = checkAddressTarget(url);
  if (literal) return literal;
  const host = hostOf(url);
  let addresses: Array<{ address: string }>;
  try {
    addresses = await resolveAll(host);
  } catch (error) {
    return { ok: false, reason: `${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? "error"})` };
  }
  const refused = addresses.find((entry) => isPrivateAddress(entry.address));
  if (addresses.length === 0) return { ok: false, reason: `${host} has no address` };
  // The address itself is not told: it would make this check an oracle for internal names.
  if (refused) return { ok: false, reason: `${host} resolves to an address that is not public` };
  return { ok: true };
}

type Resolver = (
  hostname: string,
  options: { all: true; verbatim: true; family?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: Array<{ address: string; family: number }>) => void,
) => void;

/**
 * A `lookup` for outgoing requests that refuses private addresses as it connects, so a name
 * that changes its answer between the check and the connection (DNS rebinding) gains nothing.
 * `resolve` is the system resolver; tests hand in one that answers what they need.
 */
export function guardedLookupVia(resolve: Resolver) {
  return function guardedLookup(
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: NodeJS.ErrnoException | null, address: string | Array<{ address: string; family: number }>, family?: number) => void,
  ): void {
    const family = options.family === "IPv6" ? 6 : options.family === "IPv4" ? 4 : (options.family as number | undefined);
    resolve(hostname, { all: true, verbatim: true, family }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) {
        // Stored with the attempt, which the endpoint's owner reads (WebhookEndpoint.deliveries):
        // the address is not told, or deliveries would map internal names to their addresses.
        const blockedError: NodeJS.ErrnoException = new Error(`${hostname} resolves to an address that is not public`);
        blockedError.code = "ERR_PRIVATE_ADDRESS";
        return callback(blockedError, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
}

export const guardedLookup = guardedLookupVia(lookup as unknown as Resolver);
