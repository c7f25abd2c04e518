import { ARCHIVE_SOURCE_ID, JELLYFIN_SOURCE_ID, LIBRARY_SOURCE_ID } from '@screenroom/providers';
import type { AutoplayConfig } from './autoplay-config.ts';

/**
 * Sources that reach only places expecting us: the server's own files, the viewer's own Jellyfin
 * and the Internet Archive through our server. Starting the next episode from them by itself
 * costs no third party anything, so autoplay needs nothing else there. Other sources (the
 * operator's addons) may lean on hosts that never agreed to serve us; for them autoplay waits for
 * a setup that carries the requests: the extension, or the viewer's own proxy workers.
 */
const sourcesWithoutProxy: ReadonlySet<string> = new Set([
  LIBRARY_SOURCE_ID,
  JELLYFIN_SOURCE_ID,
  ARCHIVE_SOURCE_ID,
]);

/** Pure: whether a stream from this source may be followed by the next episode with no setup. */
export function sourceNeedsNoProxy(sourceId: string | null): boolean {
  return sourceId !== null && sourcesWithoutProxy.has(sourceId);
}

export type AutoplayGate = {
  config: AutoplayConfig;
  /** The source of the stream playing now; null before one plays. */
  sourceId: string | null;
  extensionActive: boolean;
  proxyWorkers: readonly string[] | null;
};

/** Pure: whether the viewer's setup (extension or proxy workers) carries third-party requests. */
export function hasProxySetup(extensionActive: boolean, proxyWorkers: readonly string[] | null) {
  return extensionActive || (proxyWorkers?.length ?? 0) > 0;
}

/**
 * Pure: whether autoplay may run at all, before the viewer's own switch is asked. The operator's
 * `false` wins over everything; `true` allows every source; unset allows the sources above, and
 * any other source once the extension or proxy workers are there.
 */
export function isAutoplayAllowed({
  config,
  sourceId,
  extensionActive,
  proxyWorkers,
}: AutoplayGate): boolean {
  if (config === 'off') return false;
  if (config === 'allowed') return true;
  return sourceNeedsNoProxy(sourceId) || hasProxySetup(extensionActive, proxyWorkers);
}
