import { INTRO_SKIP_MAX_RETRIES } from '@screenroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchIntroSkipTime } from '../src/clients/intro-skip.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('intro-skip client', () => {
  it('asks our server by IMDb id (with the movie database id) and parses the time', async () => {
    const fetchMock = vi.fn(async () => json(200, { introSkipTime: '45s' }));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    expect(
      await fetchIntroSkipTime(
        { imdbId: 'tt0903747', tmdbId: 1396, season: 1, episode: 2 },
        signal,
      ),
    ).toBe(45);
    expect(fetchMock).toHaveBeenCalledWith('/intro-skip/tt0903747/1/2?tmdbId=1396', { signal });
  });

  it('asks by movie database id when there is no IMDb id', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { introSkipTime: '20s' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchIntroSkipTime({ tmdbId: '99000001', season: 1, episode: 2 })).toBe(20);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/intro-skip/tmdb-99000001/1/2');
  });

  it('retries a 500 answer up to three times', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, { introSkipTime: '8.5s' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBe(8.5);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the retries', async () => {
    const fetchMock = vi.fn(async () => json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1 + INTRO_SKIP_MAX_RETRIES);
  });

  it.each([
    [
      'a 404',
      () => json(404, { errorType: 'message', message: 'No intro marker for this episode' }),
    ],
    ['no marker', () => json(200, { introSkipTime: null })],
    ['a 502', () => json(502, { errorType: 'message', message: 'unreachable' })],
    ['a time in another form', () => json(200, { introSkipTime: '00:45' })],
    ['a body that is not JSON', () => new Response('<html></html>', { status: 200 })],
  ])('answers null without retrying for %s', async (_name, make) => {
    const fetchMock = vi.fn(async () => make());
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers null when the server cannot be reached, and passes an abort on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
