import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadOnlineSubtitle, searchOnlineSubtitles } from '../src/clients/subtitles.ts';

const results = [
  { id: '1101', language: 'en', release: 'Show.S01E02', downloads: 5000, hearingImpaired: false },
];

function answer(status: number, body: string, type = 'application/json') {
  return new Response(body, { status, headers: { 'content-type': type } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('online subtitles setting', () => {
  it('is on only when the server says so', async () => {
    for (const [config, expected] of [
      [{ VITE_ONLINE_SUBTITLES: 'true' }, true],
      [{}, false],
    ] as const) {
      vi.resetModules();
      window.__SCREENROOM_CONFIG__ = config;
      const { appConfig } = await import('../src/config.ts');
      delete window.__SCREENROOM_CONFIG__;
      expect(appConfig.onlineSubtitles).toBe(expected);
    }
  });
});

describe('online subtitles client', () => {
  it('searches our server for an episode and returns its results', async () => {
    const fetchMock = vi.fn(async () => answer(200, JSON.stringify({ results })));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    const found = await searchOnlineSubtitles(
      {
        tmdbId: 1399,
        type: 'show',
        season: 1,
        episode: 2,
        imdbId: 'tt0944947',
        languages: ['en', 'ar'],
      },
      signal,
    );
    expect(found).toEqual(results);
    expect(fetchMock).toHaveBeenCalledWith(
      '/subtitles/search?tmdbId=1399&type=show&season=1&episode=2&imdbId=tt0944947&languages=en%2Car',
      { signal },
    );
  });

  it('searches for a movie with only what it knows', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, JSON.stringify({ results: [] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await searchOnlineSubtitles({ tmdbId: '603', type: 'movie' })).toEqual([]);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/subtitles/search?tmdbId=603&type=movie',
      { signal: undefined },
    ]);
  });

  it("throws the server's message when the search fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(
          404,
          JSON.stringify({ errorType: 'message', message: 'Online subtitles are not configured' }),
        ),
      ),
    );
    await expect(searchOnlineSubtitles({ tmdbId: 1, type: 'movie' })).rejects.toThrow(
      'Online subtitles are not configured',
    );
  });

  it('throws a clear error when the search answer is not the expected shape', async () => {
    const malformed = [
      JSON.stringify({ results: [{ ...results[0], downloads: 'many' }] }),
      JSON.stringify({ items: results }),
      'not json',
    ];
    for (const body of malformed) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer(200, body)),
      );
      await expect(searchOnlineSubtitles({ tmdbId: 603, type: 'movie' })).rejects.toThrow(
        'The server sent subtitle search results in a form the app does not understand',
      );
    }
  });

  it('downloads the text of a file', async () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, text, 'text/plain; charset=utf-8'),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await downloadOnlineSubtitle('1101')).toBe(text);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/subtitles/file/1101');
  });

  it("throws the server's message when the quota is used up", async () => {
    const message = "The server's daily subtitle download quota is used up";
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(429, JSON.stringify({ errorType: 'message', message }))),
    );
    await expect(downloadOnlineSubtitle('1101')).rejects.toThrow(message);
  });

  it('falls back to the status text for an answer that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(downloadOnlineSubtitle('1101')).rejects.toThrow('Bad Gateway');
  });

  it('passes an abort through and reports a network failure as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(downloadOnlineSubtitle('1')).rejects.toMatchObject({ name: 'AbortError' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(downloadOnlineSubtitle('1')).rejects.toThrow('Failed to fetch');
  });
});
