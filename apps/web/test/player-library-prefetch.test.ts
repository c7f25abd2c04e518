import type { Stream } from '@screenroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaRoute } from '../src/shared/routing/media-route.ts';

const sintel: MediaRoute = { type: 'movie', tmdbId: '45745' };
const sintelUrl = '/library/streams/movie/45745';
const stream: Stream = {
  id: 'library-hls',
  type: 'hls',
  playlist: '/media-files/demo/Sintel/master.m3u8',
  captions: [],
  flags: [],
};

const answer = () =>
  new Response(JSON.stringify({ streams: [stream] }), {
    headers: { 'content-type': 'application/json' },
  });

/** A fresh module each test: the early answer is module state. */
async function prefetchModule() {
  vi.resetModules();
  return import('../src/shared/clients/library-prefetch.ts');
}

describe("the library's answer asked for when the player route opens", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.__SCREENROOM_CONFIG__;
  });

  it('is the answer to the same request, taken once', async () => {
    const { prefetchLibraryStreams, takeEarlyAnswer } = await prefetchModule();
    const early = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
    prefetchLibraryStreams(sintel, early);
    expect(early).toHaveBeenCalledWith(sintelUrl, { headers: {} });
    const taken = takeEarlyAnswer(sintelUrl, { method: 'GET', headers: {} });
    await expect(taken?.then((r) => r.json())).resolves.toEqual({ streams: [stream] });
    expect(takeEarlyAnswer(sintelUrl, { method: 'GET', headers: {} })).toBeUndefined();
  });

  it('asks nothing of a private server for a visitor who is not signed in', async () => {
    window.__SCREENROOM_CONFIG__ = { access: 'accounts' };
    const { prefetchLibraryStreams, takeEarlyAnswer } = await prefetchModule();
    const early = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
    prefetchLibraryStreams(sintel, early);
    expect(early).not.toHaveBeenCalled();
    expect(takeEarlyAnswer(sintelUrl, { method: 'GET', headers: {} })).toBeUndefined();
  });

  it("asks for an episode by the path's numbers", async () => {
    const { prefetchLibraryStreams } = await prefetchModule();
    const early = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
    prefetchLibraryStreams({ type: 'show', tmdbId: '1399', season: 1, episode: 2 }, early);
    prefetchLibraryStreams({ type: 'show', tmdbId: '1399' }, early);
    expect(early.mock.calls.map(([url]) => url)).toEqual(['/library/streams/tv/1399/1/2']);
  });

  it('is not the answer to another address, other headers, a POST, or a request made too late', async () => {
    const { prefetchLibraryStreams, takeEarlyAnswer, EARLY_ANSWER_MS } = await prefetchModule();
    prefetchLibraryStreams(sintel, async () => answer());
    expect(takeEarlyAnswer('/library/streams/movie/10378')).toBeUndefined();
    const signedIn = { headers: { Authorization: 'Bearer t' } };
    expect(takeEarlyAnswer(sintelUrl, signedIn)).toBeUndefined();
    expect(takeEarlyAnswer(sintelUrl, { method: 'POST', body: '{}' })).toBeUndefined();
    let now = 1_000;
    prefetchLibraryStreams(
      sintel,
      async () => answer(),
      () => now,
    );
    now += EARLY_ANSWER_MS + 1;
    const again = vi.fn(async () => answer());
    expect(takeEarlyAnswer(sintelUrl, {}, again, () => now)).toBeUndefined();
  });

  it('is asked again when the early request failed', async () => {
    const { prefetchLibraryStreams, takeEarlyAnswer } = await prefetchModule();
    prefetchLibraryStreams(sintel, () => Promise.reject(new TypeError('offline')));
    const again = vi.fn(async () => answer());
    const taken = takeEarlyAnswer(sintelUrl, { headers: {} }, again);
    await expect(taken?.then((r) => r.status)).resolves.toBe(200);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('is asked for only when the library runs first in this browser', async () => {
    const { libraryRunsFirstHere } = await prefetchModule();
    const prefs = {
      scrapeLocation: 'auto' as const,
      sourceOrder: [] as string[],
      enableSourceOrder: false,
    };
    expect(libraryRunsFirstHere(prefs)).toBe(true);
    expect(libraryRunsFirstHere({ ...prefs, scrapeLocation: 'server' })).toBe(false);
    const archiveFirst = { ...prefs, sourceOrder: ['archive', 'library'] };
    expect(libraryRunsFirstHere(archiveFirst)).toBe(true);
    expect(libraryRunsFirstHere({ ...archiveFirst, enableSourceOrder: true })).toBe(false);
    const libraryFirst = { ...prefs, sourceOrder: ['library'], enableSourceOrder: true };
    expect(libraryRunsFirstHere(libraryFirst)).toBe(true);
  });

  it("is what the page's run plays, without asking the library again", async () => {
    const { prefetchLibraryStreams } = await prefetchModule();
    const { createBrowserRunner } = await import('../src/shared/clients/providers.ts');
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
    prefetchLibraryStreams(sintel, async () => answer());
    const runner = createBrowserRunner({ sourcesConfig: { libraryBaseUrl: '' } });
    const media = { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 } as const;
    const found = await runner.run(media, {}, new AbortController().signal);
    expect(found?.stream).toMatchObject({ playlist: stream.playlist });
    expect(network).not.toHaveBeenCalled();
    // A second visit asks the library itself.
    await runner.run(media, {}, new AbortController().signal);
    expect(network.mock.calls.map(([url]) => String(url))).toEqual([sintelUrl]);
  });
});
