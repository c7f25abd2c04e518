import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The client's address as this server sees it: the socket's peer, or what the trusted reverse
 * proxies say (TRUST_PROXY). An IPv4 client reaching an IPv6 socket is named by its IPv4 address,
 * so one client has one name.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizedAddress(request.ip);
}

/**
 * Who a rate limit or a per-client cap counts: an IPv4 address, or the /64 network of an IPv6
 * address. A single IPv6 subscriber is handed a whole /64 and may pick any address inside it, so
 * counting addresses would let one client multiply its budget by 2^64.
 */
export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  return clientKeyOf(request.ip);
}

export function clientKeyOf(address: string): string {
  const normalized = normalizedAddress(address);
  if (!ipaddr.IPv6.isValid(normalized) || ipaddr.IPv4.isValid(normalized)) return normalized;
  const parts = ipaddr.IPv6.parse(normalized).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

function normalizedAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}
