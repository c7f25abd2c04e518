import type { Stream } from '@screenroom/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateEvent } from '../src/events.ts';
import { makeStandardFetcher } from '../src/fetcher.ts';
import type { ScrapeMovie, ScrapeShow } from '../src/media.ts';
import { defaultSources, makeProviders } from '../src/providers.ts';
import type { Sourcerer } from '../src/scraper.ts';
import {
  makeStremioSource,
  makeStremioSources,
  STREMIO_MANIFEST_FAILURE_MS,
} from '../src/sources/stremio.ts';
import { qualityFromLabels } from '../src/sources/stremio-streams.ts';
import { startStremioFake, type StremioFake } from './fakes/stremio-fake.ts';
import { unusedFetcher } from './helpers.ts';

const general: ScrapeMovie = {
  type: 'movie',
  tmdbId: '961',
  title: 'The General',
  releaseYear: 1926,
  imdbId: 'tt0017925',
};

const episode: ScrapeShow = {
  type: 'show',
  tmdbId: '1437',
  title: 'Twin Peaks',
  releaseYear: 1990,
  imdbId: 'tt0098936',
  season: { number: 1, tmdbId: '4408' },
  episode: { number: 2, tmdbId: '123' },
};

const both = { resources: ['catalog', 'stream'], types: ['movie', 'series'], idPrefixes: ['tt'] };

let fake: StremioFake;

beforeAll(async () => {
  fake = await startStremioFake({
    addons: {},
    files: { 'general.eng.srt': { content: '1\n00:00:01,000 --> 00:00:02,000\nHi\n' } },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.addons = {
    full: {
      manifest: both,
      streams: ({ type, id, origin }) => {
        if (type === 'series' && id === 'tt0098936:1:2') {
          return [{ name: 'Fake', title: 'Episode 2 720p', url: `${origin}/files/ep2.mp4` }];
        }
        if (type !== 'movie' || id !== 'tt0017925') return undefined;
        return [
          {
            name: 'Fake\n1080p',
            url: `${origin}/files/general.mp4`,
            subtitles: [
              { id: 's1', url: `${origin}/files/general.eng.srt`, lang: 'eng' },
              { id: 's2', url: `${origin}/files/general.ger.vtt`, lang: 'ger' },
              { id: 's3', url: `${origin}/files/general.pob.srt`, lang: 'pob' },
              { id: 's4', url: 'ftp://127.0.0.1/general.fre.srt', lang: 'fre' },
            ],
            behaviorHints: {
              bingeGroup: 'fake-1080p',
              proxyHeaders: { request: { Referer: 'http://127.0.0.1/', 'X-Count': 3 } },
            },
          },
          { name: 'Fake HLS', title: 'Stream 720p', url: `${origin}/files/general/master.m3u8` },
          {
            name: 'Torrent 1080p',
            infoHash: '0123456789abcdef0123456789abcdef01234567',
            fileIdx: 0,
          },
          { name: 'Torrent with a url', url: `${origin}/files/t.mp4`, infoHash: 'ab' },
          { name: 'Trailer', ytId: 'dQw4w9WgXcQ' },
          { name: 'Elsewhere', externalUrl: `${origin}/watch` },
          { name: 'Usenet', url: `${origin}/files/n.mp4`, nzbUrl: `${origin}/files/n.nzb` },
          { name: 'Rar', url: `${origin}/files/r.mp4`, rarUrls: [{ url: `${origin}/r.rar` }] },
          { name: 'Seven', url: `${origin}/files/7.mp4`, '7zipUrls': [{ url: `${origin}/7.7z` }] },
          { name: 'MKV', url: `${origin}/files/g.mkv`, behaviorHints: { notWebReady: true } },
          { name: 'RTMP', url: 'rtmp://127.0.0.1/live/general' },
          { name: 'Broken url', url: 'not a url' },
          {
            name: 'Plain',
            description: 'WEB-DL 480p x264',
            url: `${origin}/files/general-480.mp4`,
          },
          { name: 'Nameless', url: `${origin}/files/general-any.mp4` },
          'not a stream',
          null,
        ];
      },
    },
    moviesonly: {
      manifest: {
        resources: [{ name: 'stream', types: ['movie'], idPrefixes: ['tt'] }],
        types: ['movie', 'series'],
      },
      streams: { 'movie/tt0017925': [{ name: '4K', url: 'http://127.0.0.1/a.mp4' }] },
    },
    kitsu: {
      manifest: { resources: ['stream'], types: ['movie', 'series'], idPrefixes: ['kitsu'] },
    },
    catalogonly: { manifest: { resources: ['catalog', 'meta'], types: ['movie'] } },
    torrents: {
      manifest: both,
      streams: { 'movie/tt0017925': [{ infoHash: 'ab', fileIdx: 1 }] },
    },
  };
});

const direct = makeStandardFetcher((input, init) => fetch(input, init));

function providersFor(sources: Sourcerer[]) {
  return makeProviders({ fetcher: unusedFetcher, proxiedFetcher: direct, sources });
}

function sourceFor(addon: string, now?: () => number): Sourcerer {
  return makeStremioSource(fake.manifestUrl(addon), 400, now);
}

function collect() {
  const updates: UpdateEvent[] = [];
  const update = (e: UpdateEvent) => {
    if (e.status !== 'pending') updates.push(e);
  };
  return { updates, events: { update } };
}

async function scrape(source: Sourcerer, media: ScrapeMovie | ScrapeShow, signal?: AbortSignal) {
  return providersFor([source]).runSourceScraper({
    id: source.id,
    media,
    ...(signal ? { signal } : {}),
  });
}

function paths(): string[] {
  return fake.requests.map((r) => r.path);
}

describe('stremio sources', () => {
  it('lists one source per addon by host, ranked in list order, without fetching anything', () => {
    const urls = [fake.manifestUrl('full'), fake.manifestUrl('kitsu')];
    const sources = defaultSources({ stremioAddons: urls }).filter((s) => s.id !== 'library');
    const host = new URL(fake.url).host;
    expect(sources.map((s) => [s.name, s.rank])).toEqual([
      [host, 400],
      [host, 399],
    ]);
    const [first, second] = sources.map((s) => s.id);
    expect(first).toMatch(/^stremio-127-0-0-1-\d+-[0-9a-f]{6}$/);
    expect(second).not.toBe(first);
    expect(makeStremioSources(urls).map((s) => s.id)).toEqual([first, second]);
    expect(
      makeProviders({ fetcher: unusedFetcher, sourcesConfig: { stremioAddons: urls } })
        .listSources()
        .map((s) => s.id),
    ).toEqual(['library', first, second]);
    expect(fake.requests).toEqual([]);
  });

  it('refuses addon URLs that are not manifest URLs, and an addon listed twice', () => {
    expect(() => makeStremioSources(['http://127.0.0.1/addon'])).toThrow(
      "Stremio addon URL must end in /manifest.json: 'http://127.0.0.1/addon'",
    );
    expect(() => makeStremioSources(['stremio://127.0.0.1/manifest.json'])).toThrow(
      'must be http or https',
    );
    expect(() => makeStremioSources(['not a url'])).toThrow(
      "Stremio addon URL is not a URL: 'not a url'",
    );
    expect(() => makeStremioSources([fake.manifestUrl('full'), fake.manifestUrl('full')])).toThrow(
      'Stremio addon listed twice',
    );
  });

  it('turns the url streams a browser can play into streams, with headers and subtitles', async () => {
    const source = sourceFor('full');
    const output = await scrape(source, general);
    expect(paths()).toEqual(['/full/manifest.json', '/full/stream/movie/tt0017925.json']);
    const files = `${fake.url}/files`;
    const expected: Stream[] = [
      {
        id: `${source.id}-0`,
        type: 'file',
        qualities: { '1080': { type: 'mp4', url: `${files}/general.mp4` } },
        headers: { Referer: 'http://127.0.0.1/' },
        captions: [
          {
            id: `${source.id}-0-s1`,
            language: 'en',
            url: `${files}/general.eng.srt`,
            type: 'srt',
            hasCorsRestrictions: true,
          },
          {
            id: `${source.id}-0-s2`,
            language: 'de',
            url: `${files}/general.ger.vtt`,
            type: 'vtt',
            hasCorsRestrictions: true,
          },
          {
            id: `${source.id}-0-s3`,
            language: 'pob',
            url: `${files}/general.pob.srt`,
            type: 'srt',
            hasCorsRestrictions: true,
          },
        ],
        flags: [],
      },
      {
        id: `${source.id}-1`,
        type: 'hls',
        playlist: `${files}/general/master.m3u8`,
        captions: [],
        flags: [],
      },
      {
        id: `${source.id}-12`,
        type: 'file',
        qualities: { '480': { type: 'mp4', url: `${files}/general-480.mp4` } },
        captions: [],
        flags: [],
      },
      {
        id: `${source.id}-13`,
        type: 'file',
        qualities: { unknown: { type: 'mp4', url: `${files}/general-any.mp4` } },
        captions: [],
        flags: [],
      },
    ];
    expect(output).toEqual({ stream: expected, embeds: [] });
    const subtitle = await fetch(expected[0]!.captions[0]!.url);
    expect(await subtitle.text()).toContain('Hi');
  });

  it('asks for an episode as tt…:season:episode', async () => {
    const output = await scrape(sourceFor('full'), episode);
    expect(paths()).toEqual(['/full/manifest.json', '/full/stream/series/tt0098936:1:2.json']);
    expect(output.stream).toEqual([
      expect.objectContaining({
        type: 'file',
        qualities: { '720': { type: 'mp4', url: `${fake.url}/files/ep2.mp4` } },
      }),
    ]);
  });

  it('fetches the manifest once per source', async () => {
    const source = sourceFor('full');
    await scrape(source, general);
    await scrape(source, episode);
    expect(paths().filter((p) => p.endsWith('manifest.json'))).toEqual(['/full/manifest.json']);
  });

  it.each([
    ['moviesonly', episode, 'The addon offers no streams for this series'],
    ['kitsu', general, 'The addon offers no streams for this movie'],
    ['catalogonly', general, 'The addon offers no streams for this movie'],
  ] as const)(
    'says not found without asking for streams when %s does not declare them',
    async (addon, media, reason) => {
      const { updates, events } = collect();
      const source = sourceFor(addon);
      await expect(
        providersFor([source]).runSourceScraper({ id: source.id, media, events }),
      ).rejects.toThrow(reason);
      expect(updates).toEqual([expect.objectContaining({ status: 'notfound', reason })]);
      expect(paths()).toEqual([`/${addon}/manifest.json`]);
    },
  );

  it('says not found for a title without an IMDb id, asking nothing', async () => {
    const { imdbId: _, ...noImdb } = general;
    await expect(scrape(sourceFor('full'), noImdb)).rejects.toMatchObject({
      status: 'notfound',
      message: 'The addon needs an IMDb id, and this title has none',
    });
    expect(fake.requests).toEqual([]);
  });

  it('says not found when the addon has only streams a browser cannot play, or none', async () => {
    await expect(scrape(sourceFor('torrents'), general)).rejects.toMatchObject({
      status: 'notfound',
      message: 'The addon has no stream a browser can play for this title',
    });
    await expect(
      scrape(sourceFor('full'), { ...general, imdbId: 'tt0000001' }),
    ).rejects.toMatchObject({
      status: 'notfound',
    });
  });

  it.each([
    ['html', 'addon answered something other than JSON'],
    ['bad-json', 'addon answered something other than JSON'],
    ['status500', 'addon answered 500'],
  ] as const)('reports a stream answer of %s as a failure', async (failure, reason) => {
    fake.addons.full!.failures = { stream: failure };
    const { updates, events } = collect();
    const source = sourceFor('full');
    await expect(
      providersFor([source]).runSourceScraper({ id: source.id, media: general, events }),
    ).rejects.toThrow(reason);
    expect(updates).toEqual([expect.objectContaining({ status: 'failure', reason })]);
  });

  it('keeps a broken manifest for a while, then asks again', async () => {
    fake.addons.full!.failures = { manifest: 'html' };
    let now = 1_000_000;
    const source = sourceFor('full', () => now);
    for (let i = 0; i < 2; i += 1) {
      await expect(scrape(source, general)).rejects.toThrow(
        'addon manifest answered something other than JSON',
      );
    }
    expect(paths()).toEqual(['/full/manifest.json']);
    fake.addons.full!.failures = {};
    now += STREMIO_MANIFEST_FAILURE_MS;
    await scrape(source, general);
    expect(paths()).toEqual([
      '/full/manifest.json',
      '/full/manifest.json',
      '/full/stream/movie/tt0017925.json',
    ]);
  });

  it('gives up when the signal times out, and an aborted manifest fetch is not kept', async () => {
    fake.addons.full!.failures = { manifest: 'slow' };
    const source = sourceFor('full');
    await expect(scrape(source, general, AbortSignal.timeout(100))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    fake.addons.full!.failures = { stream: 'slow' };
    // Time for the manifest to be fetched again first, even on a loaded machine: the time-out
    // must fall on the stream request (which never answers), or it proves nothing about it.
    await expect(scrape(source, general, AbortSignal.timeout(2_000))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(paths()).toEqual([
      '/full/manifest.json',
      '/full/manifest.json',
      '/full/stream/movie/tt0017925.json',
    ]);
  });

  it('a run waiting on a manifest another run aborted fetches it again', async () => {
    fake.addons.full!.failures = { manifest: 'slow' };
    const source = sourceFor('full');
    const aborter = new AbortController();
    const first = scrape(source, general, aborter.signal);
    const second = scrape(source, general);
    await expect.poll(() => fake.requests.length).toBe(1);
    fake.addons.full!.failures = {};
    aborter.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect((await second).stream).toHaveLength(4);
  });

  it('reports an addon that does not answer as a failure', async () => {
    const closed = await startStremioFake({ addons: {} });
    await closed.close();
    const source = makeStremioSource(closed.manifestUrl('gone'), 400);
    await expect(scrape(source, general)).rejects.toMatchObject({
      status: 'failure',
      message: expect.stringMatching(/^addon manifest did not answer: /),
    });
  });
});

describe('stream quality from labels', () => {
  it('takes the first quality named', () => {
    expect(qualityFromLabels(['Addon', 'Film 2160p HDR'])).toBe('4k');
    expect(qualityFromLabels(['4K', '1080p'])).toBe('4k');
    expect(qualityFromLabels(['x', 'WEB 720p, also 1080p'])).toBe('720');
    expect(qualityFromLabels(['360p'])).toBe('360');
    expect(qualityFromLabels([undefined, 42, 'no quality'])).toBe('unknown');
    expect(qualityFromLabels(['14k gold'])).toBe('unknown');
  });
});
