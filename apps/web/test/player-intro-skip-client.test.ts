import { INTRO_SKIP_MAX_RETRIES } from '@screenroom/core';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchIntroSkipTime } from '../src/shared/clients/intro-skip.ts';
import { server } from './msw-server.ts';

const json = (status: number, body: unknown) => Response.json(body, { status });

/** Answers the intro-skip requests of our server in turn from `answers`, the last one again. */
function serveIntroSkip(...answers: (() => Response | Promise<Response>)[]): Request[] {
  const requests: Request[] = [];
  server.use(
    http.get('/intro-skip/*', ({ request }) => {
      requests.push(request);
      return answers[Math.min(requests.length, answers.length) - 1]!();
    }),
  );
  return requests;
}

/** A request's path and query, as the client wrote them. */
const pathOf = (request: Request | undefined) => {
  const url = new URL(request!.url);
  return url.pathname + url.search;
};

describe('intro-skip client', () => {
  it('asks our server by IMDb id (with the movie database id) and parses the time', async () => {
    const requests = serveIntroSkip(() => json(200, { introSkipTime: '45s' }));
    const controller = new AbortController();
    const signal = controller.signal;
    expect(
      await fetchIntroSkipTime(
        { imdbId: 'tt0903747', tmdbId: 1396, season: 1, episode: 2 },
        signal,
      ),
    ).toBe(45);
    expect(requests.map(pathOf)).toEqual(['/intro-skip/tt0903747/1/2?tmdbId=1396']);
    // The caller's signal went with the request: aborting it aborts the request.
    controller.abort();
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('asks by movie database id when there is no IMDb id', async () => {
    const requests = serveIntroSkip(() => json(200, { introSkipTime: '20s' }));
    expect(await fetchIntroSkipTime({ tmdbId: '99000001', season: 1, episode: 2 })).toBe(20);
    expect(pathOf(requests[0])).toBe('/intro-skip/tmdb-99000001/1/2');
  });

  it('retries a 500 answer up to three times', async () => {
    const requests = serveIntroSkip(
      () => json(500, {}),
      () => json(500, {}),
      () => json(200, { introSkipTime: '8.5s' }),
    );
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBe(8.5);
    expect(requests).toHaveLength(3);
  });

  it('gives up after the retries', async () => {
    const requests = serveIntroSkip(() => json(500, {}));
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBeNull();
    expect(requests).toHaveLength(1 + INTRO_SKIP_MAX_RETRIES);
  });

  it.each([
    [
      'a 404',
      () => json(404, { errorType: 'message', message: 'No intro marker for this episode' }),
    ],
    ['no marker', () => json(200, { introSkipTime: null })],
    ['a 502', () => json(502, { errorType: 'message', message: 'unreachable' })],
    ['a time in another form', () => json(200, { introSkipTime: '00:45' })],
    ['a body that is not JSON', () => new HttpResponse('<html></html>', { status: 200 })],
  ])('answers null without retrying for %s', async (_name, make) => {
    const requests = serveIntroSkip(make);
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('answers null when the server cannot be reached, and passes an abort on', async () => {
    serveIntroSkip(() => HttpResponse.error());
    expect(await fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 })).toBeNull();
    const requests = serveIntroSkip(async () => {
      await delay('infinite');
      return json(200, { introSkipTime: '1s' });
    });
    const controller = new AbortController();
    const asking = fetchIntroSkipTime({ tmdbId: 1, season: 1, episode: 1 }, controller.signal);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(asking).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
