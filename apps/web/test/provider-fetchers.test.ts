import { makeStandardFetcher, type Fetcher } from '@screenroom/providers';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  lazyFetcher,
  makeProxiedFetcher,
  proxiedRoute,
} from '../src/shared/clients/provider-fetchers.ts';
import { makeWorkersFetcher, proxyWorkers } from '../src/shared/clients/workers-fetcher.ts';
import { server } from './msw-server.ts';

const direct = makeStandardFetcher((input, init) => fetch(input, init));

/** Two of the viewer's workers, answering the simple-proxy way and recording what they were sent. */
function serveWorkers() {
  const seen: { worker: string; destination: string | null; referer: string | null }[] = [];
  for (const worker of ['https://w1.example', 'https://w2.example']) {
    server.use(
      http.get(`${worker}/`, ({ request }) => {
        const destination = new URL(request.url).searchParams.get('destination');
        seen.push({ worker, destination, referer: request.headers.get('x-referer') });
        return HttpResponse.json(
          { ok: true },
          { headers: { 'x-final-destination': `${destination ?? ''}#final` } },
        );
      }),
    );
  }
  return seen;
}

describe('which way provider traffic goes', () => {
  it('prefers the extension, then the viewer’s proxy workers, then our own proxy', () => {
    const proxySet = [
      'https://w1.example',
      '|type=api|https://api.example',
      '|type=proxy|https://w2.example',
    ];
    expect(proxiedRoute({ extensionActive: true, proxySet, ownProxyAvailable: true })).toEqual({
      kind: 'extension',
    });
    expect(proxiedRoute({ extensionActive: false, proxySet, ownProxyAvailable: true })).toEqual({
      kind: 'workers',
      workers: ['https://w1.example', 'https://w2.example'],
    });
    expect(
      proxiedRoute({ extensionActive: false, proxySet: null, ownProxyAvailable: true }),
    ).toEqual({
      kind: 'ownProxy',
    });
    expect(
      proxiedRoute({ extensionActive: false, proxySet: ['not a url'], ownProxyAvailable: false }),
    ).toEqual({ kind: 'direct' });
    expect(proxyWorkers(['|type=api|https://api.example'])).toEqual([]);
  });

  it('sends each request through the next worker, with the page’s forbidden headers renamed', async () => {
    const seen = serveWorkers();
    const fetcher = makeWorkersFetcher(['https://w1.example', 'https://w2.example'], direct);
    const first = await fetcher('https://site.example/search', {
      query: { q: 'a b' },
      headers: { Referer: 'https://site.example/' },
    });
    await fetcher('/item', { baseUrl: 'https://site.example' });
    await fetcher('https://site.example/third');
    expect(seen).toEqual([
      {
        worker: 'https://w1.example',
        destination: 'https://site.example/search?q=a+b',
        referer: 'https://site.example/',
      },
      { worker: 'https://w2.example', destination: 'https://site.example/item', referer: null },
      { worker: 'https://w1.example', destination: 'https://site.example/third', referer: null },
    ]);
    expect(first.body).toEqual({ ok: true });
    expect(first.finalUrl).toBe('https://site.example/search?q=a+b#final');
  });

  it('asks the extension only on the first proxied request, and only in automatic mode', async () => {
    const extensionCalls: string[] = [];
    const extensionFetcher = (async (url: string) => {
      extensionCalls.push(url);
      return { statusCode: 200, headers: new Headers(), body: 'via extension', finalUrl: url };
    }) as Fetcher;
    const extensionActive = vi.fn(async () => true);
    const deps = { direct, extension: () => extensionFetcher, ownProxy: null };

    const auto = makeProxiedFetcher({ location: 'auto', proxySet: null, extensionActive }, deps);
    expect(extensionActive).not.toHaveBeenCalled();
    await auto('https://site.example/a');
    await auto('https://site.example/b');
    expect(extensionActive).toHaveBeenCalledTimes(1);
    expect(extensionCalls).toEqual(['https://site.example/a', 'https://site.example/b']);

    const seen = serveWorkers();
    const inBrowser = makeProxiedFetcher(
      { location: 'browser', proxySet: ['https://w1.example'], extensionActive },
      deps,
    );
    await inBrowser('https://site.example/c');
    expect(extensionActive).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.destination)).toEqual(['https://site.example/c']);
  });

  it('falls back to the next way when the extension does not answer', async () => {
    const seen = serveWorkers();
    const auto = makeProxiedFetcher(
      {
        location: 'auto',
        proxySet: ['https://w2.example'],
        extensionActive: () => Promise.reject(new Error('no answer')),
      },
      { direct, extension: () => direct, ownProxy: null },
    );
    await auto('https://site.example/d');
    expect(seen).toEqual([
      { worker: 'https://w2.example', destination: 'https://site.example/d', referer: null },
    ]);
  });

  it('settles a lazy fetcher once even when requests start together', async () => {
    const settle = vi.fn(async () => direct);
    server.use(http.get('https://site.example/e', () => HttpResponse.text('e')));
    const fetcher = lazyFetcher(settle);
    await Promise.all([fetcher('https://site.example/e'), fetcher('https://site.example/e')]);
    expect(settle).toHaveBeenCalledTimes(1);
  });
});
