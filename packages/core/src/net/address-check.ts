// Which destinations a proxy may reach. Pure (no Node or DOM imports), so the server's proxy and the
// browser extension judge a URL by the same rules. The WHATWG URL parser does the host parsing a
// browser would do: decimal (2130706433), octal (0177.0.0.1), hex (0x7f.1) and short (127.1) IPv4
// forms all come out as dotted quads, and IPv6 literals in their compressed form. ipaddr.js then
// parses addresses (also the loose inet_aton forms a resolver accepts) and matches ranges.
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

type Range<T> = { cidr: [T, number]; reason: string };

function v4(cidr: string, reason: string): Range<IPv4> {
  return { cidr: ipaddr.IPv4.parseCIDR(cidr), reason };
}

function v6(cidr: string, reason: string): Range<IPv6> {
  return { cidr: ipaddr.IPv6.parseCIDR(cidr), reason };
}

// Order matters: the first match names the reason, so single addresses come before their blocks.
const REFUSED_V4: readonly Range<IPv4>[] = [
  v4('169.254.169.254/32', 'the cloud metadata address 169.254.169.254'),
  v4('100.100.100.200/32', 'a cloud metadata address (100.100.100.200)'),
  v4('255.255.255.255/32', 'the broadcast address'),
  v4('0.0.0.0/8', 'an unspecified ("this network") address'),
  v4('10.0.0.0/8', 'a private address'),
  v4('100.64.0.0/10', 'a carrier-grade NAT address'),
  v4('127.0.0.0/8', 'a loopback address'),
  v4('169.254.0.0/16', 'a link-local address'),
  v4('172.16.0.0/12', 'a private address'),
  v4('192.0.0.0/24', 'an IETF protocol assignment address'),
  v4('192.0.2.0/24', 'a documentation address'),
  v4('192.88.99.0/24', 'a 6to4 relay anycast address'),
  v4('192.168.0.0/16', 'a private address'),
  v4('198.18.0.0/15', 'a benchmarking address'),
  v4('198.51.100.0/24', 'a documentation address'),
  v4('203.0.113.0/24', 'a documentation address'),
  v4('224.0.0.0/4', 'a multicast address'),
  v4('240.0.0.0/4', 'a reserved address'),
];

// Everything outside global unicast 2000::/3 is refused, apart from the translation prefixes that
// carry an IPv4 address (mapped, translated, compatible, NAT64, 6to4), which are judged by that
// address. Teredo is refused whole: its client address is obfuscated, it reaches through relays
// nobody here chose, and no media host is served over it.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const REFUSED_V6: readonly Range<IPv6>[] = [
  v6('::/128', 'an unspecified address'),
  v6('::1/128', 'a loopback address'),
  v6('fd00:ec2::254/128', 'a cloud metadata address (fd00:ec2::254)'),
  v6('fc00::/7', 'a private (unique local) address'),
  v6('fe80::/10', 'a link-local address'),
  v6('fec0::/10', 'a site-local address'),
  v6('ff00::/8', 'a multicast address'),
  v6('64:ff9b:1::/48', 'a local-use NAT64 address'),
  v6('100::/64', 'a discard-only address'),
  v6('2001::/32', 'a Teredo tunnel address'),
  v6('2001:2::/48', 'a benchmarking address'),
  v6('2001:db8::/32', 'a documentation address'),
  v6('3fff::/20', 'a documentation address'),
  v6('2001::/23', 'an IETF protocol assignment address'),
];

// Prefixes whose last 32 bits are an IPv4 address the packet ends up at.
const IPV4_MAPPED = ipaddr.IPv6.parseCIDR('::ffff:0:0/96');
const IPV4_TRANSLATED = ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96');
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR('2002::/16');

export type IpAddress = { kind: 'ipv4' | 'ipv6'; address: string };

/**
 * Parses an address in any form a URL parser or a resolver accepts: dotted quads, the inet_aton
 * forms (decimal, octal, hex, fewer parts), IPv6 with or without brackets, with an embedded IPv4
 * part or a zone. Returns null for anything that is not an address (a host name).
 */
export function parseIpAddress(host: string): IpAddress | null {
  let text = host.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text.endsWith('.') && !text.includes(':')) text = text.slice(0, -1);
  const parsed = parseLoose(text);
  if (!parsed) return null;
  if (parsed.kind() === 'ipv4') return { kind: 'ipv4', address: parsed.toString() };
  return { kind: 'ipv6', address: (parsed as IPv6).toNormalizedString() };
}

function parseLoose(text: string): IPv4 | IPv6 | null {
  if (ipaddr.IPv6.isValid(text)) {
    // ipaddr.js reads "::a.b.c.d" as IPv4-mapped; the WHATWG parser (and the network) read it as
    // IPv4-compatible, so build that address from its parts.
    const compatible = /^::(\d+\.\d+\.\d+\.\d+)$/.exec(text);
    if (compatible?.[1] && ipaddr.IPv4.isValidFourPartDecimal(compatible[1])) {
      const [a, b, c, d] = ipaddr.IPv4.parse(compatible[1]).octets as [
        number,
        number,
        number,
        number,
      ];
      return new ipaddr.IPv6([0, 0, 0, 0, 0, 0, (a << 8) | b, (c << 8) | d]);
    }
    return ipaddr.IPv6.parse(text);
  }
  if (ipaddr.IPv4.isValid(text)) return ipaddr.IPv4.parse(text);
  return null;
}

/** Why a proxy must not connect to this address, or null when it may. */
export function refusedAddressReason(ip: string): string | null {
  const text = ip.trim().replace(/^\[(.*)\]$/, '$1');
  const parsed = parseLoose(
    text.includes(':') ? text.replace(/%.*$/, '') : text.replace(/\.$/, ''),
  );
  if (!parsed) return 'not an IP address';
  return parsed.kind() === 'ipv4'
    ? refusedV4Reason(parsed as IPv4)
    : refusedV6Reason(parsed as IPv6);
}

function refusedV4Reason(address: IPv4): string | null {
  for (const { cidr, reason } of REFUSED_V4) {
    if (address.match(cidr)) return reason;
  }
  return null;
}

function refusedV6Reason(address: IPv6): string | null {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const reason = refusedV4Reason(embedded.v4);
    return reason ? `${embedded.label} of ${reason}` : null;
  }
  for (const { cidr, reason } of REFUSED_V6) {
    if (address.match(cidr)) return reason;
  }
  if (!address.match(GLOBAL_UNICAST_V6)) return 'a reserved address';
  return null;
}

function embeddedIPv4(address: IPv6): { label: string; v4: IPv4 } | null {
  const p = address.parts;
  const lastTwo = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const tail = () => lastTwo(p[6] ?? 0, p[7] ?? 0);
  if (address.match(IPV4_MAPPED)) return { label: 'the IPv4-mapped form', v4: tail() };
  if (address.match(IPV4_TRANSLATED)) return { label: 'the IPv4-translated form', v4: tail() };
  if (address.match(NAT64)) return { label: 'the NAT64 form', v4: tail() };
  if (address.match(SIX_TO_FOUR))
    return { label: 'the 6to4 form', v4: lastTwo(p[1] ?? 0, p[2] ?? 0) };
  // ::/96 minus :: and ::1 is the deprecated IPv4-compatible form.
  if (address.match(IPV4_COMPATIBLE) && ((p[6] ?? 0) !== 0 || (p[7] ?? 0) > 1))
    return { label: 'the IPv4-compatible form', v4: tail() };
  return null;
}

export type AllowedHost = { host: string; port: number | null };

export type DestinationPolicy = {
  /** Hosts the operator allows although they are private, each on any permitted port or one port. */
  allowedHosts: readonly AllowedHost[];
  /** Ports besides 80 and 443. */
  allowedPorts: readonly number[];
};

export type CheckedDestination = {
  url: URL;
  /** Lower case, without brackets or a trailing dot. */
  host: string;
  port: number;
  /** The host is an IP address literal (then `host` is that address). */
  ip: IpAddress | null;
  /** The operator allowed this host, so its resolved addresses are not judged. */
  allowedHost: boolean;
};

/** `invalid`: not a usable http(s) URL; `refused`: a destination the policy keeps out. */
export type DestinationVerdict =
  | { ok: true; destination: CheckedDestination }
  | { ok: false; kind: 'invalid' | 'refused'; reason: string };

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

// Names that mean this machine or the local network whatever DNS says; metadata.google.internal
// is among the .internal names.
const LOCAL_NAMES = new Set([
  'localhost',
  'localhost.localdomain',
  'ip6-localhost',
  'ip6-loopback',
]);
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa'];

/**
 * Parses the operator's list: comma-separated `host` or `host:port` entries (IPv6 in brackets).
 * Throws on an entry that is not one.
 */
export function parseAllowedHosts(list: string): AllowedHost[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(`http://${entry}/`);
      } catch {
        throw new Error(`"${entry}" is not a host or host:port`);
      }
      if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
        throw new Error(`"${entry}" is not a host or host:port`);
      }
      const explicitPort = /:(\d+)$/.exec(entry);
      return {
        host: normalizeHost(url.hostname),
        port: explicitPort?.[1] ? Number(explicitPort[1]) : null,
      };
    });
}

function normalizeHost(hostname: string): string {
  const bare = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare.endsWith('.') ? bare.replace(/\.+$/, '') : bare;
}

/**
 * Whether the operator allowed this host (a name, or an address in any form) on this port. An
 * address entry also covers every name that resolves to that address.
 */
export function isAllowedHost(policy: DestinationPolicy, host: string, port: number): boolean {
  const normalized = normalizeHost(host);
  const ip = parseIpAddress(normalized)?.address;
  return policy.allowedHosts.some(
    (entry) =>
      (entry.port ?? port) === port &&
      (entry.host === normalized ||
        (ip !== undefined && parseIpAddress(entry.host)?.address === ip)),
  );
}

const invalid = (reason: string): DestinationVerdict => ({ ok: false, kind: 'invalid', reason });
const refused = (reason: string): DestinationVerdict => ({ ok: false, kind: 'refused', reason });

/**
 * Judges a destination URL before anything is resolved: http or https only, port 80, 443 or one the
 * operator allows, no user info, no local names, no refused address literal. A name that passes
 * still has to be resolved and its addresses judged with `refusedAddressReason`.
 */
export function checkDestinationUrl(
  input: string | URL,
  policy: DestinationPolicy,
): DestinationVerdict {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return invalid('The destination is not a valid URL');
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) {
    return invalid(
      `The scheme ${url.protocol.replace(/:$/, '')} is not allowed (only http and https)`,
    );
  }
  if (url.username || url.password) {
    return invalid('A destination with user info (user@host) is not allowed');
  }
  const host = normalizeHost(url.hostname);
  if (host === '') return invalid('The destination has no host');
  const port = url.port ? Number(url.port) : defaultPort;
  const allowedHost = isAllowedHost(policy, host, port);
  const portAllowed =
    port === 80 ||
    port === 443 ||
    policy.allowedPorts.includes(port) ||
    policy.allowedHosts.some((entry) => entry.port === port && isAllowedHost(policy, host, port));
  if (!portAllowed) return refused(`Port ${port} is not allowed`);

  const ip = parseIpAddress(host);
  const destination: CheckedDestination = { url, host, port, ip, allowedHost };
  if (allowedHost) return { ok: true, destination };

  if (ip) {
    const reason = refusedAddressReason(ip.address);
    return reason ? refused(`The destination is ${reason}`) : { ok: true, destination };
  }
  if (LOCAL_NAMES.has(host) || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return refused(`The name ${host} points into the local network`);
  }
  if (!host.includes('.')) {
    return refused(`The name ${host} has no domain, so it points into the local network`);
  }
  return { ok: true, destination };
}
