import { describe, expect, it } from 'vitest';
import type { UpdateEvent } from '../src/events.ts';
import { makeProviders } from '../src/providers.ts';
import { libraryStreamsPath, makeLibrarySource } from '../src/sources/library.ts';
import { fakeFetcher, file, hls, movie, show } from './helpers.ts';

describe('library source', () => {
  it('asks the movie and episode URLs', () => {
    expect(libraryStreamsPath(movie)).toBe('/library/streams/movie/603');
    expect(libraryStreamsPath(show)).toBe('/library/streams/tv/1399/2/5');
  });

  it('returns HLS first on the page origin by default', async () => {
    const { fetcher, calls } = fakeFetcher(() => ({
      statusCode: 200,
      body: { streams: [file('f'), hls('h')] },
    }));
    const result = await makeProviders({ fetcher }).runAll({ media: movie });
    expect(calls.map((c) => c.url)).toEqual(['/library/streams/movie/603']);
    expect(result).toEqual({ sourceId: 'library', stream: hls('h') });
  });

  it('prefixes the base URL to the request and to the stream URLs', async () => {
    const caption = {
      id: 'c',
      language: 'en',
      url: '/media-files/a.vtt',
      type: 'vtt',
      hasCorsRestrictions: false,
    };
    const { fetcher, calls } = fakeFetcher(() => ({
      statusCode: 200,
      body: {
        streams: [{ ...file('f'), captions: [caption] }, hls('h', 'https://cdn.example/x.m3u8')],
      },
    }));
    const output = await makeProviders({
      fetcher,
      sourcesConfig: { libraryBaseUrl: 'http://srv:8080/' },
    }).runSourceScraper({
      id: 'library',
      media: show,
    });
    expect(calls[0]?.url).toBe('http://srv:8080/library/streams/tv/1399/2/5');
    expect(output.stream).toEqual([
      hls('h', 'https://cdn.example/x.m3u8'),
      {
        ...file('f', 'http://srv:8080/media-files/f.mp4'),
        captions: [{ ...caption, url: 'http://srv:8080/media-files/a.vtt' }],
      },
    ]);
  });

  it('says the title has no library file when the server answers an empty list', async () => {
    const { fetcher } = fakeFetcher(() => ({ statusCode: 200, body: { streams: [] } }));
    const updates: UpdateEvent[] = [];
    const result = await makeProviders({ fetcher }).runAll({
      media: show,
      events: { update: (e) => updates.push(e) },
    });
    expect(result).toBeNull();
    expect(updates.at(-1)).toMatchObject({
      id: 'library',
      status: 'notfound',
      reason: 'No library file for this title',
    });
  });

  it('maps 404 from an older server to not found', async () => {
    const { fetcher } = fakeFetcher(() => ({
      statusCode: 404,
      body: { errorType: 'message', message: 'No library file for this title' },
    }));
    const updates: UpdateEvent[] = [];
    const result = await makeProviders({ fetcher }).runAll({
      media: movie,
      events: { update: (e) => updates.push(e) },
    });
    expect(result).toBeNull();
    expect(updates).toEqual([
      expect.objectContaining({
        id: 'library',
        status: 'notfound',
        reason: 'No library file for this title',
      }),
    ]);
  });

  it('maps other errors to failure', async () => {
    for (const statusCode of [500, 403, 302]) {
      const { fetcher } = fakeFetcher(() => ({ statusCode, body: 'oops' }));
      const updates: UpdateEvent[] = [];
      await makeProviders({ fetcher }).runAll({
        media: movie,
        events: { update: (e) => updates.push(e) },
      });
      expect(updates[0]).toMatchObject({
        status: 'failure',
        reason: `library answered ${statusCode}`,
        reasonCode: 'refused',
      });
    }
  });

  it('reports a library that did not answer as unreachable', async () => {
    const { fetcher } = fakeFetcher(() => {
      throw new TypeError('fetch failed');
    });
    const updates: UpdateEvent[] = [];
    await makeProviders({ fetcher }).runAll({
      media: movie,
      events: { update: (e) => updates.push(e) },
    });
    expect(updates[0]).toMatchObject({
      status: 'failure',
      reason: 'library did not answer: fetch failed',
      reasonCode: 'unreachable',
    });
  });

  it('fails on an answer without a stream list', async () => {
    const { fetcher } = fakeFetcher(() => ({ statusCode: 200, body: '<html>' }));
    await expect(
      makeProviders({ fetcher }).runSourceScraper({ id: 'library', media: movie }),
    ).rejects.toThrow('library answered without a stream list');
  });

  it('counts an empty stream list as not found', async () => {
    const { fetcher } = fakeFetcher(() => ({ statusCode: 200, body: { streams: [] } }));
    const updates: UpdateEvent[] = [];
    await makeProviders({ fetcher }).runAll({
      media: movie,
      events: { update: (e) => updates.push(e) },
    });
    expect(updates.at(-1)).toMatchObject({ status: 'notfound' });
  });

  it('passes the abort signal to the fetcher', async () => {
    const controller = new AbortController();
    const { fetcher, calls } = fakeFetcher(() => ({
      statusCode: 200,
      body: { streams: [hls('h')] },
    }));
    await makeProviders({ fetcher, sources: [makeLibrarySource()] }).runAll({
      media: movie,
      signal: controller.signal,
    });
    expect(calls[0]?.ops?.signal).toBe(controller.signal);
  });

  it('sends its own headers, read at each request, with the library requests only', async () => {
    let token = 'first';
    const { fetcher, calls } = fakeFetcher(() => ({
      statusCode: 200,
      body: { streams: [hls('h')] },
    }));
    const providers = makeProviders({
      fetcher,
      sourcesConfig: { libraryHeaders: () => ({ Authorization: `Bearer ${token}` }) },
    });
    await providers.runSourceScraper({ id: 'library', media: movie });
    token = 'second';
    await providers.runSourceScraper({ id: 'library', media: movie });
    expect(calls.map((c) => c.ops?.headers)).toEqual([
      { Authorization: 'Bearer first' },
      { Authorization: 'Bearer second' },
    ]);
  });

  it('adds no headers when it has none to send', async () => {
    const { fetcher, calls } = fakeFetcher(() => ({
      statusCode: 200,
      body: { streams: [hls('h')] },
    }));
    await makeProviders({
      fetcher,
      sources: [makeLibrarySource('', () => ({}))],
    }).runSourceScraper({ id: 'library', media: movie });
    expect(calls[0]?.ops).toEqual({});
  });
});
