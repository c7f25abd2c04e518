import type { ScrapeLocation } from '@screenroom/core';
import type { Fetcher, FetcherOptions } from '@screenroom/providers';
import { makeWorkersFetcher, proxyWorkers } from './workers-fetcher.ts';

/**
 * How provider traffic to hosts a browser cannot reach itself travels: through the extension when
 * it is active, else through the viewer's proxy workers, else through our own server's proxy
 * (the default), else directly when there is none.
 */
export type ProxiedRoute =
  | { kind: 'extension' }
  | { kind: 'workers'; workers: string[] }
  | { kind: 'ownProxy' }
  | { kind: 'direct' };

/** Pure: the route for this viewer's setup. */
export function proxiedRoute(setup: {
  extensionActive: boolean;
  proxySet: readonly string[] | null;
  ownProxyAvailable: boolean;
}): ProxiedRoute {
  if (setup.extensionActive) return { kind: 'extension' };
  const workers = proxyWorkers(setup.proxySet);
  if (workers.length > 0) return { kind: 'workers', workers };
  return setup.ownProxyAvailable ? { kind: 'ownProxy' } : { kind: 'direct' };
}

/**
 * A fetcher whose route is settled by its first request, not before, so a run whose first
 * source needs no proxy (the library) never waits for the extension to answer.
 */
export function lazyFetcher(settle: () => Promise<Fetcher>): Fetcher {
  let settled: Promise<Fetcher> | null = null;
  return (async (url: string, ops?: FetcherOptions) => {
    settled ??= settle();
    return (await settled)(url, ops);
  }) as Fetcher;
}

export type ProxiedFetcherDeps = {
  direct: Fetcher;
  extension: () => Fetcher;
  /** Our server's proxy, when this deployment has it. */
  ownProxy: Fetcher | null;
};

export function fetcherForRoute(route: ProxiedRoute, deps: ProxiedFetcherDeps): Fetcher {
  switch (route.kind) {
    case 'extension':
      return deps.extension();
    case 'workers':
      return makeWorkersFetcher(route.workers, deps.direct);
    case 'ownProxy':
      return deps.ownProxy ?? deps.direct;
    case 'direct':
      return deps.direct;
  }
}

export type ProxiedFetcherSetup = {
  location: ScrapeLocation;
  proxySet: readonly string[] | null;
  /** Asks the extension whether it is installed, allowed and permitted. */
  extensionActive: () => Promise<boolean>;
};

/**
 * The proxied fetcher of a run in this browser: `auto` asks the extension on the first proxied
 * request; `browser` never uses it. On our server nothing needs a proxy.
 */
export function makeProxiedFetcher(setup: ProxiedFetcherSetup, deps: ProxiedFetcherDeps): Fetcher {
  const route = (extensionActive: boolean) =>
    fetcherForRoute(
      proxiedRoute({
        extensionActive,
        proxySet: setup.proxySet,
        ownProxyAvailable: !!deps.ownProxy,
      }),
      deps,
    );
  switch (setup.location) {
    case 'server':
      return deps.direct;
    case 'browser':
      return route(false);
    case 'auto':
      return lazyFetcher(async () => route(await setup.extensionActive().catch(() => false)));
  }
}
