import type { FastifyServerOptions } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * Which peers may say who the client is through `X-Forwarded-For`: nobody, the proxies at these
 * addresses or ranges, or a number of hops in front of the server.
 */
export type TrustProxy = false | number | string[];

/** Names Fastify's address matcher reads as ranges of their own. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export const trustEverythingRefused =
  'true would take whatever address a client writes first into X-Forwarded-For, so anyone could ' +
  'pose as anyone; name the reverse proxies instead: their addresses or CIDR ranges ' +
  '(TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,192.0.2.7), or the number of proxies in ' +
  'front of the server (TRUST_PROXY=1)';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  if (!entry.includes('/')) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads TRUST_PROXY: `false` (or empty), a hop count, or comma-separated addresses and CIDR
 * ranges. `true` is refused: it trusts the left-most entry, which the client itself writes.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') throw new Error(trustEverythingRefused);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1) throw new Error('a hop count must be 1 or more; use false to trust no proxy');
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new Error(
      `${bad.map((entry) => JSON.stringify(entry)).join(', ')}: not an address or CIDR range ` +
        `(or ${RANGE_NAMES.join(', ')}); give false, a hop count, or the proxies' addresses, ` +
        'comma-separated',
    );
  }
  return entries;
}

/**
 * Fastify's form of the setting. A hop count becomes a function: Fastify ignores a bare number,
 * since with it a client that reaches the server directly can write the header itself; the
 * README says to use a count only when the proxies are the server's only way in.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
