// Apart from the providers' routes: the first paint's movie-database calls may go through the
// viewer's workers, while the routes serve the player, and a module the first paint reads comes
// down whole.
import { parseProxyEntry, proxiedUrl } from '@screenroom/core';
import { makeFullUrl, type Fetcher, type FetcherOptions } from '@screenroom/providers';

/** The viewer's workers: plain and `|type=proxy|` entries; `api` entries are not proxies. */
export function proxyWorkers(proxySet: readonly string[] | null): string[] {
  return (proxySet ?? []).flatMap((text) => {
    const entry = parseProxyEntry(text);
    return entry?.type === 'proxy' ? [entry.url] : [];
  });
}

/** Headers a page may not set itself travel under the workers' `X-` names. */
const workerHeaderNames: Record<string, string> = {
  cookie: 'X-Cookie',
  referer: 'X-Referer',
  origin: 'X-Origin',
  'user-agent': 'X-User-Agent',
};

function workerHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [
      workerHeaderNames[name.toLowerCase()] ?? name,
      value,
    ]),
  );
}

/**
 * Each request through the next of the viewer's workers in turn (`{worker}/?destination=`), with
 * the page's forbidden headers renamed the workers' way; they report where a redirect ended in
 * `X-Final-Destination`.
 */
export function makeWorkersFetcher(workers: readonly string[], direct: Fetcher): Fetcher {
  if (workers.length === 0) throw new Error('makeWorkersFetcher needs at least one worker');
  let turn = 0;
  return (async (url: string, ops: FetcherOptions = {}) => {
    const worker = workers[turn++ % workers.length] as string;
    const destination = makeFullUrl(url, ops);
    const { baseUrl: _base, query: _query, headers, ...rest } = ops;
    const response = await direct(proxiedUrl(worker, destination), {
      ...rest,
      headers: workerHeaders(headers),
    });
    return {
      ...response,
      finalUrl: response.headers.get('x-final-destination') ?? destination,
    };
  }) as Fetcher;
}
