import type { FetchLike } from '@screenroom/providers';
import type { FastifyInstance } from 'fastify';
import { readCappedBytes } from '../http/capped-body.ts';

/** Paths of our own server a source may ask in process: the library's stream lists. */
const OWN_PATH_PREFIX = '/library/';

export type ScrapeFetchRoutes = {
  /** Our own routes, answered in process without a socket. */
  app: Pick<FastifyInstance, 'inject'>;
  /** Origins the operator configured (the archive, the addons): asked directly, through the cache. */
  operatorOrigins: ReadonlySet<string>;
  operatorFetch: FetchLike;
  /**
   * Every other host, such as the Jellyfin a viewer named: only through the proxy module's safe
   * fetch, which refuses the operator's own network.
   */
  viewerFetch: FetchLike;
};

export class RefusedHostError extends Error {
  override name = 'RefusedHostError';
}

export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

async function injected(app: ScrapeFetchRoutes['app'], path: string, init?: RequestInit) {
  if (!path.startsWith(OWN_PATH_PREFIX) || (init?.method ?? 'GET').toUpperCase() !== 'GET') {
    throw new RefusedHostError(`sources may only read ${OWN_PATH_PREFIX} on this server`);
  }
  const authorization = new Headers(init?.headers).get('authorization');
  const answer = await app.inject({
    method: 'GET',
    url: path,
    ...(authorization === null ? {} : { headers: { authorization } }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (typeof value === 'number') headers.set(name, String(value));
  }
  return new Response(answer.body, { status: answer.statusCode, headers });
}

/** Where one request of a source running on our server goes. */
export function scrapeFetch(routes: ScrapeFetchRoutes): FetchLike {
  return async (url, init) => {
    if (isOwnPath(url)) return injected(routes.app, url, init);
    const origin = originOf(url);
    if (origin !== null && routes.operatorOrigins.has(origin)) {
      return routes.operatorFetch(url, init);
    }
    return routes.viewerFetch(url, init);
  };
}

/**
 * A run's requests to our own routes carry the viewer's Authorization header, so a private
 * library answers them and signs its links for the viewer; no other host ever sees it.
 */
export function asViewer(fetch: FetchLike, authorization: string | undefined): FetchLike {
  if (authorization === undefined || authorization === '') return fetch;
  return (url, init) => {
    if (!isOwnPath(url)) return fetch(url, init);
    const headers = new Headers(init?.headers);
    headers.set('authorization', authorization);
    return fetch(url, { ...init, headers });
  };
}

/** The most one answer a source reads may hold once decoded: stream lists and metadata are small. */
export const SCRAPE_MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * `fetch` with each answer read whole here, capped at `limit` bytes after decoding (a few
 * kilobytes of gzip can decode to gigabytes), and handed on as an unencoded answer.
 */
export function cappedFetch(fetch: FetchLike, limit: number): FetchLike {
  return async (url, init) => {
    const response = await fetch(url, init);
    const bytes = await readCappedBytes(response, limit);
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    const noBody = [101, 204, 205, 304].includes(response.status);
    const capped = new Response(noBody ? null : (bytes as Uint8Array<ArrayBuffer>), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    // Callers read where a redirect ended from `url`, as from fetch.
    Object.defineProperty(capped, 'url', { value: response.url });
    return capped;
  };
}
