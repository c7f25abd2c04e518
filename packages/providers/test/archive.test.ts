import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateEvent } from '../src/events.ts';
import { makeStandardFetcher } from '../src/fetcher.ts';
import type { ScrapeMovie } from '../src/media.ts';
import { defaultEmbeds, defaultSources, makeProviders } from '../src/providers.ts';
import { captionLanguageFromName } from '../src/sources/archive-files.ts';
import { normalizeTitle } from '../src/sources/archive-search.ts';
import { ARCHIVE_EMBED_ID, ARCHIVE_SOURCE_ID } from '../src/sources/archive.ts';
import { startArchiveFake, type ArchiveFake, type ArchiveFakeItem } from './fakes/archive-fake.ts';
import { fakeFetcher, show, unusedFetcher } from './helpers.ts';

const general: ScrapeMovie = {
  type: 'movie',
  tmdbId: '961',
  title: 'The General',
  releaseYear: 1926,
  imdbId: 'tt0017925',
};

const generalItem: ArchiveFakeItem = {
  identifier: 'TheGeneral',
  title: 'The General',
  year: '1926',
  externalIdentifier: ['urn:imdb:tt0017925', 'urn:oclc:record:1234'],
  downloads: 50,
  files: [
    { name: 'TheGeneral.mp4', format: 'h.264', width: '640', height: '480', size: '1000' },
    {
      name: 'TheGeneral.en.srt',
      format: 'SubRip',
      body: { content: '1\n00:00:01,000 --> 00:00:02,000\nHi\n' },
    },
  ],
};

/** Another film of the same title, made later and known by another IMDb id. */
const otherGeneralItem: ArchiveFakeItem = {
  identifier: 'general_1998',
  title: 'The General',
  year: 1998,
  externalIdentifier: 'urn:imdb:tt0119173',
  downloads: 900,
  files: [{ name: 'general.mp4', format: 'h.264', height: '480' }],
};

let fake: ArchiveFake;
const proxiedUrls: string[] = [];

function providers() {
  const direct = makeStandardFetcher((input, init) => fetch(input, init));
  return makeProviders({
    // Only the proxied fetcher may reach the Archive; the direct one is for our own server.
    fetcher: unusedFetcher,
    proxiedFetcher: (url, ops) => {
      proxiedUrls.push(url);
      return direct(url, ops);
    },
    sourcesConfig: { archiveUrl: `${fake.url}/` },
    sources: defaultSources({ archiveUrl: fake.url }).filter((s) => s.id === ARCHIVE_SOURCE_ID),
  });
}

/** The final updates only; progress reports are left out. */
function collect() {
  const updates: UpdateEvent[] = [];
  const update = (e: UpdateEvent) => {
    if (e.status !== 'pending') updates.push(e);
  };
  return { updates, events: { update } };
}

beforeAll(async () => {
  fake = await startArchiveFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.items = [otherGeneralItem, generalItem];
  fake.failures = {};
  fake.requests.length = 0;
  proxiedUrls.length = 0;
});

describe('archive source', () => {
  it('is configured by the Archive URL, with its embed', () => {
    expect(defaultSources({}).map((s) => s.id)).not.toContain(ARCHIVE_SOURCE_ID);
    expect(defaultEmbeds({})).toEqual([]);
    const source = defaultSources({ archiveUrl: 'https://archive.org' }).find(
      (s) => s.id === ARCHIVE_SOURCE_ID,
    );
    expect(source).toMatchObject({ name: 'Internet Archive', rank: 500 });
    expect(source?.scrapeShow).toBeUndefined();
    expect(defaultEmbeds({ archiveUrl: 'https://archive.org' }).map((e) => e.id)).toEqual([
      ARCHIVE_EMBED_ID,
    ]);
    expect(() => defaultSources({ archiveUrl: 'ftp://archive.org' })).toThrow(
      "Internet Archive URL must be http or https: 'ftp://archive.org'",
    );
  });

  it('finds the item by IMDb id and plays its MP4 with its subtitles', async () => {
    const result = await providers().runAll({ media: general });
    const search = fake.requests[0]!;
    expect(search.path).toBe('/advancedsearch.php');
    expect(search.query.get('output')).toBe('json');
    expect(search.query.getAll('fl[]')).toEqual([
      'identifier',
      'title',
      'year',
      'external-identifier',
    ]);
    expect(search.query.get('q')).toContain('external-identifier:"urn:imdb:tt0017925"');
    expect(search.query.get('q')).toContain('collection:(feature_films OR');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/advancedsearch.php',
      '/metadata/TheGeneral',
    ]);
    expect(proxiedUrls).toHaveLength(2);
    expect(result).toEqual({
      sourceId: ARCHIVE_SOURCE_ID,
      embedId: ARCHIVE_EMBED_ID,
      stream: {
        id: 'archive-TheGeneral',
        type: 'file',
        qualities: {
          '480': { type: 'mp4', url: `${fake.url}/download/TheGeneral/TheGeneral.mp4` },
        },
        captions: [
          {
            id: 'archive-TheGeneral-TheGeneral.en.srt',
            language: 'en',
            url: `${fake.url}/download/TheGeneral/TheGeneral.en.srt`,
            type: 'srt',
            hasCorsRestrictions: true,
          },
        ],
        flags: [],
      },
    });
    const caption = await fetch(result!.stream.captions[0]!.url);
    expect(await caption.text()).toContain('Hi');
  });

  it('offers one embed per matching item, IMDb matches first', async () => {
    fake.items = [
      otherGeneralItem,
      {
        ...generalItem,
        identifier: 'general_restored',
        externalIdentifier: undefined,
        downloads: 80,
      },
      generalItem,
    ];
    const output = await providers().runSourceScraper({ id: ARCHIVE_SOURCE_ID, media: general });
    expect(output.embeds).toEqual([
      { embedId: ARCHIVE_EMBED_ID, url: `${fake.url}/details/TheGeneral` },
      { embedId: ARCHIVE_EMBED_ID, url: `${fake.url}/details/general_restored` },
    ]);
  });

  it('finds items by title and year (±1) without an IMDb id, the year also read from the title', async () => {
    fake.items = [
      { identifier: 'notld1968', title: 'Night of the Living Dead (1968)', files: [] },
      { identifier: 'notld_a', title: 'Night Of The Living Dead', year: ['1969'], files: [] },
      { identifier: 'notld1990', title: 'Night of the Living Dead', year: '1990', files: [] },
      { identifier: 'notld_noyear', title: 'Night of the Living Dead', files: [] },
      {
        identifier: 'notld_doc',
        title: 'Night of the Living Dead: Behind the Scenes',
        year: 1968,
        files: [],
      },
      {
        identifier: 'notld_home',
        title: 'Night of the Living Dead',
        year: 1968,
        collection: ['home_movies'],
        files: [],
      },
    ];
    const media: ScrapeMovie = {
      type: 'movie',
      tmdbId: '10331',
      title: 'Night of the Living Dead',
      releaseYear: 1968,
    };
    const output = await providers().runSourceScraper({ id: ARCHIVE_SOURCE_ID, media });
    expect(output.embeds.map((e) => e.url.split('/').at(-1))).toEqual(['notld1968', 'notld_a']);
    expect(fake.requests[0]!.query.get('q')).not.toContain('external-identifier');
  });

  it('says not found when no item matches', async () => {
    const { updates, events } = collect();
    const result = await providers().runAll({
      media: { ...general, title: 'Metropolis', imdbId: 'tt0017136', releaseYear: 1927 },
      events,
    });
    expect(result).toBeNull();
    expect(updates).toEqual([
      expect.objectContaining({
        id: ARCHIVE_SOURCE_ID,
        status: 'notfound',
        reason: 'No archive item for this title',
        reasonCode: 'notfound',
      }),
    ]);
  });

  it.each([
    ['html', 'archive search answered something other than JSON'],
    ['bad-json', 'archive search answered something other than JSON'],
    ['status500', 'archive search answered 500'],
  ] as const)('reports a search answering %s as a failure', async (failure, reason) => {
    fake.failures.search = failure;
    const { updates, events } = collect();
    expect(await providers().runAll({ media: general, events })).toBeNull();
    expect(updates).toEqual([
      expect.objectContaining({ id: ARCHIVE_SOURCE_ID, status: 'failure', reason }),
    ]);
  });

  it('reports a search answer without a result list as a failure', async () => {
    const { updates, events } = collect();
    const { fetcher: oddAnswer } = fakeFetcher(() => ({
      statusCode: 200,
      body: { responseHeader: { status: 0 }, response: { numFound: 0 } },
    }));
    const providersWithOddAnswer = makeProviders({
      fetcher: unusedFetcher,
      proxiedFetcher: oddAnswer,
      sources: defaultSources({ archiveUrl: fake.url }).filter((s) => s.id === ARCHIVE_SOURCE_ID),
    });
    await providersWithOddAnswer.runAll({ media: general, events });
    expect(updates[0]).toMatchObject({
      status: 'failure',
      reason: 'archive search answered without a result list',
      reasonCode: 'error',
    });
  });

  it('gives up when the signal times out, without waiting for the Archive', async () => {
    fake.failures.search = 'slow';
    const { updates, events } = collect();
    const started = Date.now();
    await expect(
      providers().runSourceScraper({
        id: ARCHIVE_SOURCE_ID,
        media: general,
        events,
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(updates).toEqual([expect.objectContaining({ status: 'failure' })]);
  });

  it('reports a connection refused as a failure, not a crash', async () => {
    const closed = await startArchiveFake();
    await closed.close();
    const { updates, events } = collect();
    await makeProviders({
      fetcher: unusedFetcher,
      proxiedFetcher: makeStandardFetcher((input, init) => fetch(input, init)),
      sourcesConfig: { archiveUrl: closed.url },
    }).runAll({ media: general, events });
    expect(updates.find((u) => u.id === ARCHIVE_SOURCE_ID)).toMatchObject({
      status: 'failure',
      reason: expect.stringMatching(/^archive search did not answer: /),
      reasonCode: 'unreachable',
    });
  });

  it('does not scrape episodes', async () => {
    const { updates, events } = collect();
    const init: string[][] = [];
    await providers().runAll({
      media: show,
      events: { ...events, init: (e) => init.push(e.sourceIds) },
    });
    expect(init).toEqual([[]]);
    expect(fake.requests).toEqual([]);
    expect(updates).toEqual([]);
  });
});

describe('archive item embed', () => {
  function runEmbed(identifier: string, events?: ReturnType<typeof collect>['events']) {
    return providers().runEmbedScraper({
      id: ARCHIVE_EMBED_ID,
      url: `${fake.url}/details/${identifier}`,
      ...(events ? { events } : {}),
    });
  }

  it('reads messy metadata: one best MP4 per quality, odd formats and sizes, subtitle languages', async () => {
    fake.items = [
      {
        identifier: 'messy.film_1',
        title: 'Messy',
        files: [
          {
            name: 'messy.mp4',
            source: 'original',
            format: 'MPEG4',
            width: '1280',
            height: '720',
            size: '900000',
          },
          { name: 'messy_hd.mp4', format: 'h.264 HD', width: 1280, height: 720, size: 500 },
          { name: 'messy.h264.mp4', format: 'h.264', height: '480', size: 12 },
          {
            name: 'messy_512kb.mp4',
            format: '512Kb MPEG4',
            width: '320',
            height: '240',
            size: '1000',
          },
          { name: 'messy.ia.mp4', format: 'h.264 IA', size: 'lots' },
          { name: 'sub dir/The Messy Film.mp4', format: 'MPEG4', height: '1080' },
          { name: 'messy.ogv', format: 'Ogg Video', height: '480' },
          { name: 'messy.avi', format: 'Cinepack', height: '1080' },
          { name: 'messy.mkv', format: 'h.264', height: '2160' },
          { name: '__ia_thumb.jpg', format: 'Item Tile' },
          { name: 'messy.en.srt', format: 'SubRip' },
          { name: 'messy_spanish.srt', format: 'SubRip' },
          { name: 'messy.pt-BR.srt', format: 'SubRip' },
          { name: 'messy.srt', format: 'SubRip' },
          { name: 'messy.de.vtt', format: 'Web Video Text Tracks' },
        ],
      },
    ];
    const output = await runEmbed('messy.film_1');
    const download = `${fake.url}/download/messy.film_1`;
    expect(output.stream).toHaveLength(1);
    const stream = output.stream[0]!;
    expect(stream.type === 'file' && stream.qualities).toEqual({
      '1080': { type: 'mp4', url: `${download}/sub%20dir/The%20Messy%20Film.mp4` },
      '720': { type: 'mp4', url: `${download}/messy.mp4` },
      '480': { type: 'mp4', url: `${download}/messy.h264.mp4` },
      unknown: { type: 'mp4', url: `${download}/messy_512kb.mp4` },
    });
    expect(stream.captions.map((c) => [c.language, c.type, c.url.slice(download.length)])).toEqual([
      ['en', 'srt', '/messy.en.srt'],
      ['es', 'srt', '/messy_spanish.srt'],
      ['pt', 'srt', '/messy.pt-BR.srt'],
      ['und', 'srt', '/messy.srt'],
      ['de', 'vtt', '/messy.de.vtt'],
    ]);
  });

  it('says not found for an unknown item, a dark item, and an item without MP4 video', async () => {
    fake.items = [
      { ...generalItem, identifier: 'dark_item', dark: true },
      { ...generalItem, identifier: 'ogg_only', files: [{ name: 'a.ogv', format: 'Ogg Video' }] },
    ];
    for (const [identifier, reason] of [
      ['nothing_here', 'No such archive item'],
      ['dark_item', 'No such archive item'],
      ['ogg_only', 'The archive item has no MP4 video'],
    ] as const) {
      const { updates, events } = collect();
      await expect(runEmbed(identifier, events)).rejects.toThrow(reason);
      expect(updates).toEqual([expect.objectContaining({ status: 'notfound', reason })]);
    }
  });

  it.each([
    ['html', 'archive metadata answered something other than JSON'],
    ['status500', 'archive metadata answered 500'],
  ] as const)('reports metadata answering %s as a failure', async (failure, reason) => {
    fake.failures.metadata = failure;
    const { updates, events } = collect();
    await expect(runEmbed('TheGeneral', events)).rejects.toThrow(reason);
    expect(updates).toEqual([expect.objectContaining({ status: 'failure', reason })]);
  });

  it('refuses a URL that is not an item of its Archive', async () => {
    await expect(
      providers().runEmbedScraper({ id: ARCHIVE_EMBED_ID, url: 'http://127.0.0.1:9/details/x' }),
    ).rejects.toThrow('not an archive item URL');
    await expect(runEmbed('..%2Fmetadata')).rejects.toThrow('not an archive item URL');
    expect(fake.requests).toEqual([]);
  });
});

describe('archive fake downloads', () => {
  it('serves file bodies with byte ranges, as a video element asks for them', async () => {
    const url = `${fake.url}/download/TheGeneral/TheGeneral.en.srt`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    const part = await fetch(url, { headers: { range: 'bytes=0-0' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-0\/\d+$/);
    expect(await part.text()).toBe('1');
  });
});

describe('archive matching rules', () => {
  it('folds case, accents and punctuation in titles', () => {
    expect(normalizeTitle('Les Misérables: Part One & Two!')).toBe(
      'les miserables part one and two',
    );
  });

  it('reads subtitle languages from file names', () => {
    expect(captionLanguageFromName('film.eng.srt')).toBe('en');
    expect(captionLanguageFromName('film_French.srt')).toBe('fr');
    expect(captionLanguageFromName('film.EN.srt')).toBe('en');
    expect(captionLanguageFromName('film.1926.srt')).toBe('und');
  });
});
