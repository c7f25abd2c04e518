/// <reference types="node" />
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTokenTest, type Stream } from '@screenroom/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { declaredCredentials } from '../src/credentials.ts';
import type { UpdateEvent } from '../src/events.ts';
import { makeStandardFetcher } from '../src/fetcher.ts';
import { defaultSources, makeProviders } from '../src/providers.ts';
import { captionLanguage, qualityFromFrame } from '../src/sources/jellyfin-streams.ts';
import { makeJellyfinSource } from '../src/sources/jellyfin.ts';
import { fakeMediaSource, startFakeJellyfin, type FakeJellyfin } from './fakes/jellyfin-fake.ts';
import { movie, show } from './helpers.ts';

const apiKey = '0123456789abcdef0123456789abcdef';
const fetcher = makeStandardFetcher((input, init) => fetch(input, init));

let jellyfin: FakeJellyfin;

beforeAll(async () => {
  jellyfin = await startFakeJellyfin({
    apiKey,
    movies: [
      {
        // Same title and year, but Jellyfin knows it as another film.
        Id: 'other-matrix',
        Name: 'The Matrix',
        ProductionYear: 1999,
        ProviderIds: { Tmdb: '999' },
        MediaSources: [fakeMediaSource('other-src')],
      },
      {
        Id: 'matrix',
        Name: 'The Matrix',
        ProductionYear: 1999,
        ProviderIds: { Tmdb: '603', Imdb: 'tt0133093' },
        MediaSources: [
          fakeMediaSource('matrix-src', {
            height: 800,
            width: 1920,
            subtitles: ['eng', 'fre', 'ara'],
          }),
          fakeMediaSource('matrix-4k', { height: 2160 }),
        ],
      },
      {
        Id: 'alien',
        Name: 'Alien',
        ProductionYear: 1979,
        ProviderIds: { Imdb: 'tt0078748' },
        MediaSources: [fakeMediaSource('alien-src', { container: 'mkv' })],
      },
      {
        Id: 'home-video',
        Name: 'Summer Holiday',
        ProductionYear: 2020,
        ProviderIds: {},
        MediaSources: [fakeMediaSource('home-src', { height: 720 })],
      },
    ],
    series: [
      {
        Id: 'got',
        Name: 'Game of Thrones',
        ProductionYear: 2011,
        ProviderIds: { Tmdb: '1399', Tvdb: '121361' },
        Episodes: [
          {
            Id: 'got-s02e04',
            ParentIndexNumber: 2,
            IndexNumber: 4,
            MediaSources: [fakeMediaSource('e4')],
          },
          {
            Id: 'got-s02e05',
            ParentIndexNumber: 2,
            IndexNumber: 5,
            MediaSources: [fakeMediaSource('e5', { container: 'mkv', subtitles: ['spa'] })],
          },
        ],
      },
    ],
    files: {
      '/Videos/got-s02e05/master.m3u8': {
        contentType: 'application/vnd.apple.mpegurl',
        body: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nmain.m3u8\n',
      },
    },
  });
});
afterEach(() => {
  jellyfin.setMode('ok');
  jellyfin.requests.length = 0;
});
afterAll(() => jellyfin.close());

function providers(key = apiKey, timeoutMs?: number) {
  return makeProviders({
    fetcher,
    sources: [makeJellyfinSource({ url: `${jellyfin.url}/`, apiKey: key, timeoutMs })],
  });
}

async function runFor(media: typeof movie | typeof show, key = apiKey, timeoutMs?: number) {
  const updates: UpdateEvent[] = [];
  const found = await providers(key, timeoutMs).runAll({
    media,
    events: { update: (e) => updates.push(e) },
  });
  return { found, last: updates.at(-1) };
}

function media(path: string, query: Record<string, string>): string {
  return `${jellyfin.url}${path}?${new URLSearchParams({ ...query, ApiKey: apiKey })}`;
}

describe('jellyfin source', () => {
  it('finds a movie by its movie database id and answers HLS, then its MP4 versions', async () => {
    const output = await providers().runSourceScraper({ id: 'jellyfin', media: movie });
    const hlsStream = output.stream[0];
    const session =
      hlsStream?.type === 'hls'
        ? new URL(hlsStream.playlist).searchParams.get('PlaySessionId')
        : null;
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    const search = jellyfin.requests[0];
    expect(search?.path).toBe('/Items');
    expect(search?.authorization).toBe(`MediaBrowser Token="${apiKey}"`);
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({
      searchTerm: 'The Matrix',
      IncludeItemTypes: 'Movie',
      Recursive: 'true',
      years: '1998,1999,2000',
    });
    const captions = ['en', 'fr', 'ar'].map((language, i) => ({
      id: `jellyfin-matrix-src-${i + 2}`,
      language,
      url: media(`/Videos/matrix/matrix-src/Subtitles/${i + 2}/0/Stream.vtt`, {}),
      type: 'vtt' as const,
      hasCorsRestrictions: false,
    }));
    expect(output.stream).toEqual<Stream[]>([
      {
        id: 'jellyfin-hls',
        type: 'hls',
        playlist: media('/Videos/matrix/master.m3u8', {
          MediaSourceId: 'matrix-src',
          VideoCodec: 'h264',
          AudioCodec: 'aac',
          SegmentContainer: 'ts',
          PlaySessionId: String(session),
        }),
        captions,
        flags: ['cors-allowed'],
      },
      {
        id: 'jellyfin-file',
        type: 'file',
        qualities: {
          '1080': {
            type: 'mp4',
            url: media('/Videos/matrix/stream', { static: 'true', MediaSourceId: 'matrix-src' }),
          },
          '4k': {
            type: 'mp4',
            url: media('/Videos/matrix/stream', { static: 'true', MediaSourceId: 'matrix-4k' }),
          },
        },
        captions,
        flags: ['cors-allowed'],
      },
    ]);
  });

  it('falls back to the IMDb id, and offers only HLS for a file a browser cannot play', async () => {
    const output = await providers().runSourceScraper({
      id: 'jellyfin',
      media: {
        type: 'movie',
        tmdbId: '348',
        title: 'Alien',
        releaseYear: 1979,
        imdbId: 'tt0078748',
      },
    });
    expect(output.stream.map((s) => s.id)).toEqual(['jellyfin-hls']);
    expect(output.stream[0]).toMatchObject({ playlist: expect.stringContaining('/Videos/alien/') });
  });

  it('matches by title and year only an item with no provider ids at all', async () => {
    const output = await providers().runSourceScraper({
      id: 'jellyfin',
      media: { type: 'movie', tmdbId: '1', title: 'summer holiday', releaseYear: 2020 },
    });
    expect(output.stream[1]).toMatchObject({ qualities: { '720': expect.anything() } });
    const { found, last } = await runFor({ ...movie, tmdbId: '12345' });
    expect(found).toBeNull();
    expect(last).toMatchObject({ status: 'notfound', reason: 'Not on your Jellyfin server' });
  });

  it('finds an episode among the series episodes by season and number', async () => {
    const { found } = await runFor(show);
    expect(jellyfin.requests.map((r) => r.path)).toEqual(['/Items', '/Items']);
    expect(jellyfin.requests[0]?.query.get('IncludeItemTypes')).toBe('Series');
    expect(Object.fromEntries(jellyfin.requests[1]?.query ?? [])).toMatchObject({
      ParentId: 'got',
      IncludeItemTypes: 'Episode',
      Recursive: 'true',
      ParentIndexNumber: '2',
    });
    expect(found?.stream).toMatchObject({
      id: 'jellyfin-hls',
      playlist: expect.stringContaining('/Videos/got-s02e05/master.m3u8?MediaSourceId=e5&'),
      captions: [{ language: 'es' }],
    });
  });

  it('serves the playlist with the key carried onto the URLs inside, as Jellyfin does', async () => {
    const { found } = await runFor(show);
    const playlist = found?.stream.type === 'hls' ? found.stream.playlist : '';
    const answer = await fetch(playlist);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.text()).toContain(`main.m3u8?MediaSourceId=e5&`);
    const unauthorized = await fetch(playlist.replace(apiKey, 'wrong'));
    expect(unauthorized.status).toBe(401);
  });

  it('serves a file the test made, with byte ranges, to a URL carrying the key', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'jellyfin-fake-'));
    const path = join(folder, 'movie.mp4');
    writeFileSync(path, Buffer.from('0123456789'));
    const server = await startFakeJellyfin({
      apiKey,
      files: { '/Videos/matrix/stream': { contentType: 'video/mp4', path } },
    });
    try {
      const url = `${server.url}/Videos/matrix/stream?static=true&ApiKey=${apiKey}`;
      const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
      expect(await part.text()).toBe('2345');
      expect((await fetch(url.replace(apiKey, 'x'))).status).toBe(401);
    } finally {
      await server.close();
      rmSync(folder, { recursive: true });
    }
  });

  it('says not found for a missing episode', async () => {
    const { last } = await runFor({ ...show, episode: { number: 9, tmdbId: '9' } });
    expect(last).toMatchObject({ status: 'notfound' });
  });

  it('fails with a clear reason when the key is refused', async () => {
    const { found, last } = await runFor(movie, 'wrong-key');
    expect(found).toBeNull();
    expect(last).toMatchObject({
      status: 'failure',
      reason: 'Jellyfin refused the API key (401)',
      reasonCode: 'refused',
    });
  });

  it.each([
    ['html', 'Jellyfin answered something other than JSON; check the server address', 'error'],
    [500, 'Jellyfin answered 500', 'refused'],
  ] as const)('fails when the server answers %s', async (mode, reason, reasonCode) => {
    jellyfin.setMode(mode);
    const { last } = await runFor(movie);
    expect(last).toMatchObject({ status: 'failure', reason, reasonCode });
  });

  it('fails when the server does not answer in time', async () => {
    jellyfin.setMode('silent');
    const { last } = await runFor(movie, apiKey, 50);
    expect(last).toMatchObject({
      status: 'failure',
      reason: 'Jellyfin did not answer within 0.05 s',
      reasonCode: 'unreachable',
    });
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => makeJellyfinSource({ url: 'jellyfin.local', apiKey })).toThrow(
      "Jellyfin address 'jellyfin.local' is not an http(s) URL",
    );
    expect(() => makeJellyfinSource({ url: 'http://jf', apiKey: ' ' })).toThrow(
      'Jellyfin needs an API key',
    );
  });

  it('runs after the library, and only when configured', () => {
    expect(defaultSources().map((s) => s.id)).toEqual(['library']);
    const sources = defaultSources({ jellyfin: { url: jellyfin.url, apiKey } });
    expect(sources.map((s) => [s.id, s.rank])).toEqual([
      ['library', 1000],
      ['jellyfin', 900],
    ]);
  });

  it('reads languages and qualities', () => {
    expect(captionLanguage('ger')).toBe('de');
    expect(captionLanguage('deu')).toBe('de');
    expect(captionLanguage('haw')).toBe('haw');
    expect(captionLanguage(null)).toBe('und');
    expect(qualityFromFrame(1920, 1080)).toBe('1080');
    expect(qualityFromFrame(1280, 536)).toBe('720');
    expect(qualityFromFrame(640, 360)).toBe('360');
    expect(qualityFromFrame(0, 0)).toBe('unknown');
  });
});

describe('jellyfin credential', () => {
  const credential = declaredCredentials.find((c) => c.providerId === 'jellyfin');
  const noWait = async () => undefined;

  async function testWith(values: Record<string, string>) {
    if (!credential) throw new Error('jellyfin declares no credential');
    return runTokenTest({
      values: credential.fields.map((f) => values[f.key] ?? ''),
      attempt: (signal) => credential.test(values, fetcher, signal),
      sleep: noWait,
    });
  }

  it('declares an address and a secret key', () => {
    expect(credential?.fields).toEqual([
      { key: 'url', kind: 'url', labelKey: 'serverUrl' },
      { key: 'apiKey', kind: 'secret', labelKey: 'apiKey' },
    ]);
  });

  it('asks /System/Info with the key and reads the answer', async () => {
    await expect(testWith({ url: jellyfin.url, apiKey })).resolves.toBe('success');
    expect(jellyfin.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/System/Info', `MediaBrowser Token="${apiKey}"`],
    ]);
    await expect(testWith({ url: jellyfin.url, apiKey: 'nope' })).resolves.toBe('invalid_token');
    await expect(testWith({ url: jellyfin.url, apiKey: '' })).resolves.toBe('unset');
  });

  it.each([
    [502, 'api_down', 1],
    [503, 'api_down', 1],
    [500, 'error', 2],
    ['html', 'error', 2],
  ] as const)('reads %s as %s after %i attempts', async (mode, state, attempts) => {
    jellyfin.setMode(mode);
    await expect(testWith({ url: jellyfin.url, apiKey })).resolves.toBe(state);
    expect(jellyfin.requests).toHaveLength(attempts);
  });

  it('says error for a server that cannot be reached or an address that is not one', async () => {
    const closed = await startFakeJellyfin({ apiKey });
    const url = closed.url;
    await closed.close();
    await expect(testWith({ url, apiKey })).resolves.toBe('error');
    await expect(testWith({ url: 'not an address', apiKey })).resolves.toBe('error');
  });
});
