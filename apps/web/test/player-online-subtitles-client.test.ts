import type { OnlineSubtitle } from '@screenroom/core';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { downloadOnlineSubtitle, searchOnlineSubtitles } from '../src/shared/clients/subtitles.ts';
import { server } from './msw-server.ts';

const results: OnlineSubtitle[] = [
  { id: '1101', language: 'en', release: 'Show.S01E02', downloads: 5000, hearingImpaired: false },
];

function answer(status: number, body: string, type = 'application/json') {
  return new HttpResponse(body, { status, headers: { 'content-type': type } });
}

/** Answers every subtitle request of our server with `respond`; returns the requests, in order. */
function serveSubtitles(respond: () => Response | Promise<Response>): Request[] {
  const requests: Request[] = [];
  server.use(
    http.get('/subtitles/*', ({ request }) => {
      requests.push(request);
      return respond();
    }),
  );
  return requests;
}

/** A request's path and query, as the client wrote them. */
const pathOf = (request: Request | undefined) => {
  const url = new URL(request!.url);
  return url.pathname + url.search;
};

describe('online subtitles setting', () => {
  it('is on only when the server says so', async () => {
    for (const [config, expected] of [
      [{ onlineSubtitles: true }, true],
      [{}, false],
    ] as const) {
      vi.resetModules();
      window.__SCREENROOM_CONFIG__ = config;
      const { appConfig } = await import('../src/shared/config.ts');
      delete window.__SCREENROOM_CONFIG__;
      expect(appConfig.onlineSubtitles).toBe(expected);
    }
  });
});

describe('online subtitles client', () => {
  it('searches our server for an episode and returns its results', async () => {
    const requests = serveSubtitles(() => answer(200, JSON.stringify({ results })));
    const controller = new AbortController();
    const signal = controller.signal;
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
    expect(requests).toHaveLength(1);
    expect(pathOf(requests[0])).toBe(
      '/subtitles/search?tmdbId=1399&type=show&season=1&episode=2&imdbId=tt0944947&languages=en%2Car',
    );
    // The caller's signal went with the request: aborting it aborts the request.
    controller.abort();
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('searches for a movie with only what it knows', async () => {
    const requests = serveSubtitles(() => answer(200, JSON.stringify({ results: [] })));
    expect(await searchOnlineSubtitles({ tmdbId: '603', type: 'movie' })).toEqual([]);
    expect(requests.map(pathOf)).toEqual(['/subtitles/search?tmdbId=603&type=movie']);
    expect(requests[0]!.signal.aborted).toBe(false);
  });

  it("throws the server's message when the search fails", async () => {
    serveSubtitles(() =>
      answer(
        404,
        JSON.stringify({ errorType: 'message', message: 'Online subtitles are not configured' }),
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
      serveSubtitles(() => answer(200, body));
      await expect(searchOnlineSubtitles({ tmdbId: 603, type: 'movie' })).rejects.toThrow(
        'The server answered GET /subtitles/search in a form the app does not understand',
      );
    }
  });

  it('downloads the text of a file', async () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
    const requests = serveSubtitles(() => answer(200, text, 'text/plain; charset=utf-8'));
    expect(await downloadOnlineSubtitle('1101')).toBe(text);
    expect(pathOf(requests[0])).toBe('/subtitles/file/1101');
  });

  it("throws the server's message when the quota is used up", async () => {
    const message = "The server's daily subtitle download quota is used up";
    serveSubtitles(() => answer(429, JSON.stringify({ errorType: 'message', message })));
    await expect(downloadOnlineSubtitle('1101')).rejects.toThrow(message);
  });

  it('falls back to the status text for an answer that is not JSON', async () => {
    serveSubtitles(
      () =>
        new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(downloadOnlineSubtitle('1101')).rejects.toThrow('Bad Gateway');
  });

  it('passes an abort through and reports a network failure as an error', async () => {
    const requests = serveSubtitles(async () => {
      await delay('infinite');
      return answer(200, '');
    });
    const controller = new AbortController();
    const download = downloadOnlineSubtitle('1', controller.signal);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(download).rejects.toMatchObject({ name: 'AbortError' });
    serveSubtitles(() => HttpResponse.error());
    await expect(downloadOnlineSubtitle('1')).rejects.toThrow('Failed to fetch');
  });
});
