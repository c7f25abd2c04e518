import {
  isAllowedHost,
  parseAllowedHosts,
  parseIpAddress,
  type AllowedHost,
  type DestinationPolicy,
} from '@screenroom/core';
import { proxyHostsFor, type ProxyHostNeed } from '@screenroom/providers';
import type { Config } from '../config.ts';

type HostConfig = Pick<
  Config,
  'ARCHIVE_URL' | 'STREMIO_ADDONS' | 'PROXY_ALLOWED_HOSTS' | 'PROXY_ALLOWED_PORTS' | 'PROXY_OPEN'
>;

/**
 * The one place that says which hosts a general proxy token opens: what the deployment's sources
 * declare they ask through a proxy (the archive's origin and media hosts, each addon's origin)
 * and the operator's PROXY_ALLOWED_HOSTS. With PROXY_OPEN every public host is open too; the
 * address check still applies either way. A token bound to one URL is judged by its URL instead.
 */
export class ProxyHostSet {
  private readonly exact: DestinationPolicy;
  private readonly suffixes: string[];
  private readonly credentialed: DestinationPolicy;
  private readonly credentialedSuffixes: string[];

  constructor(
    needs: readonly ProxyHostNeed[],
    operatorHosts: readonly AllowedHost[],
    private readonly allowedPorts: readonly number[],
    readonly open: boolean,
  ) {
    const exact = (list: readonly ProxyHostNeed[]) =>
      list.filter((need) => !need.host.startsWith('*.')).map((need) => hostEntry(need.host));
    const suffixes = (list: readonly ProxyHostNeed[]) =>
      list.filter((need) => need.host.startsWith('*.')).map((need) => need.host.slice(1));
    const withCredentials = needs.filter((need) => need.credentials);
    this.exact = { allowedHosts: [...exact(needs), ...operatorHosts], allowedPorts };
    this.suffixes = suffixes(needs);
    this.credentialed = { allowedHosts: exact(withCredentials), allowedPorts };
    this.credentialedSuffixes = suffixes(withCredentials);
  }

  static fromConfig(config: HostConfig): ProxyHostSet {
    const needs = proxyHostsFor({
      ...(config.ARCHIVE_URL === '' ? {} : { archiveUrl: config.ARCHIVE_URL }),
      stremioAddons: config.STREMIO_ADDONS,
    });
    return new ProxyHostSet(
      needs,
      parseAllowedHosts(config.PROXY_ALLOWED_HOSTS),
      config.PROXY_ALLOWED_PORTS,
      config.PROXY_OPEN,
    );
  }

  /** Whether a general token may reach this URL (its first hop and every redirect). */
  allows(url: URL): boolean {
    return this.open || this.listed(url, this.exact, this.suffixes);
  }

  /** Whether the source that asks this host declared it sends Authorization or Cookie. */
  needsCredentials(url: URL): boolean {
    return this.listed(url, this.credentialed, this.credentialedSuffixes);
  }

  private listed(url: URL, exact: DestinationPolicy, suffixes: readonly string[]): boolean {
    const target = hostAndPort(url);
    if (!target) return false;
    if (isAllowedHost(exact, target.host, target.port)) return true;
    // Wildcards cover names only, on the usual ports and the operator's.
    if (parseIpAddress(target.host)) return false;
    const portOk =
      target.port === 80 || target.port === 443 || this.allowedPorts.includes(target.port);
    return portOk && suffixes.some((suffix) => target.host.endsWith(suffix));
  }
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

function hostAndPort(url: URL): { host: string; port: number } | null {
  const fallback = DEFAULT_PORTS[url.protocol];
  if (fallback === undefined) return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
  return { host, port: url.port ? Number(url.port) : fallback };
}

/** `name:port` as the providers declare it. */
function hostEntry(hostPort: string): AllowedHost {
  const [entry] = parseAllowedHosts(hostPort) as [AllowedHost];
  return entry;
}
