import { archiveBaseUrl } from './sources/archive.ts';
import { parseStremioAddonUrl } from './sources/stremio.ts';
import type { SourcesConfig } from './providers.ts';

/**
 * A host a shipped source asks through a proxy when it runs in a browser: `host` is a name or
 * address with its port (`archive.org:443`), or `*.` and a domain for every name below it on the
 * scheme's usual ports (`*.archive.org`). `credentials` says whether the source sends
 * Authorization or Cookie headers that the proxy must pass on; none of ours does.
 */
export type ProxyHostNeed = { source: string; host: string; credentials: boolean };

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function hostWithPort(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORTS[url.protocol] || ''}`;
}

/** The real Internet Archive hands its files out from numbered hosts below its own name. */
const ARCHIVE_ORG = 'archive.org';

/** The archive's API origin, and its media hosts when it is the real Internet Archive. */
export function archiveProxyHosts(archiveUrl: string): ProxyHostNeed[] {
  const url = new URL(archiveBaseUrl(archiveUrl));
  const needs: ProxyHostNeed[] = [
    { source: 'archive', host: hostWithPort(url), credentials: false },
  ];
  const name = url.hostname.toLowerCase();
  if (name === ARCHIVE_ORG || name.endsWith(`.${ARCHIVE_ORG}`)) {
    needs.push({ source: 'archive', host: `*.${ARCHIVE_ORG}`, credentials: false });
  }
  return needs;
}

/** Each addon's origin: its manifest and stream lists live there. */
export function stremioProxyHosts(manifestUrls: readonly string[]): ProxyHostNeed[] {
  return manifestUrls.map((manifestUrl) => ({
    source: 'stremio',
    host: hostWithPort(new URL(parseStremioAddonUrl(manifestUrl).manifestUrl)),
    credentials: false,
  }));
}

/**
 * What the sources this deployment runs ask through a proxy. The library is this server's own
 * and needs none; a viewer's Jellyfin is asked directly or by the server's own scrape, never
 * through a proxy, since the proxy must not reach hosts a viewer names.
 */
export function proxyHostsFor(config: SourcesConfig): ProxyHostNeed[] {
  return [
    ...(config.archiveUrl ? archiveProxyHosts(config.archiveUrl) : []),
    ...stremioProxyHosts(config.stremioAddons ?? []),
  ];
}
