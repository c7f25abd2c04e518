import { proxiedUrl } from '@screenroom/core';
import { proxyWorkers } from './workers-fetcher.ts';

let turn = 0;

/** How one movie-database request travels. */
export type TmdbRoute =
  | { kind: 'direct'; url: string }
  | { kind: 'workers'; url: string }
  | { kind: 'ownProxy'; destination: string };

/**
 * Only a movie database on another origin can be proxied: through our own /tmdb path the server
 * already calls the service for the browser and keeps the key, so the switch cannot matter there.
 */
export function tmdbProxyMatters(apiBase: string, pageOrigin: string): boolean {
  try {
    return new URL(apiBase, pageOrigin).origin !== pageOrigin;
  } catch {
    return false;
  }
}

/**
 * Where one movie-database request goes while proxyTmdb is on and the database is on another
 * origin: through the viewer's proxy workers in rotation, else through our own server's proxy, the
 * same order provider traffic follows. Otherwise the request goes direct.
 */
export function tmdbRoute(
  url: string,
  setting: { proxyTmdb: boolean; proxySet: readonly string[] | null; pageOrigin: string },
): TmdbRoute {
  if (!setting.proxyTmdb || !tmdbProxyMatters(url, setting.pageOrigin)) {
    return { kind: 'direct', url };
  }
  const target = new URL(url, setting.pageOrigin).toString();
  const workers = proxyWorkers(setting.proxySet);
  const worker = workers[turn++ % Math.max(workers.length, 1)];
  if (worker) return { kind: 'workers', url: proxiedUrl(worker, target) };
  return { kind: 'ownProxy', destination: target };
}
