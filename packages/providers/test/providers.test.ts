import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/errors.ts';
import type { UpdateEvent } from '../src/events.ts';
import type { ScrapeShow } from '../src/media.ts';
import { makeProviders } from '../src/providers.ts';
import type { Embed, Sourcerer } from '../src/scraper.ts';
import { LIBRARY_SOURCE_ID } from '../src/sources/library.ts';
import { file, hls, movie, show, unusedFetcher } from './helpers.ts';

const sources: Sourcerer[] = [
  { id: 'a', name: 'A', rank: 1, scrapeMovie: async () => ({ stream: [hls('a1')], embeds: [] }) },
  {
    id: 'b',
    name: 'B',
    rank: 2,
    scrapeMovie: async () => ({ embeds: [{ embedId: 'e', url: 'https://e/1' }] }),
  },
  { id: 'off', name: 'Off', rank: 3, disabled: true, scrapeMovie: async () => ({ embeds: [] }) },
];
const embeds: Embed[] = [
  { id: 'e', name: 'E', rank: 1, scrape: async (ctx) => ({ stream: [file(ctx.url)] }) },
  { id: 'none', name: 'None', rank: 2, scrape: async () => ({ stream: [] }) },
];
const providers = makeProviders({ fetcher: unusedFetcher, sources, embeds });

describe('makeProviders lists', () => {
  it('lists enabled sources and embeds by rank', () => {
    expect(providers.listSources()).toEqual([
      { id: 'b', name: 'B', rank: 2, type: 'source' },
      { id: 'a', name: 'A', rank: 1, type: 'source' },
    ]);
    expect(providers.listEmbeds().map((e) => e.id)).toEqual(['none', 'e']);
  });

  it('ships the library source by default', () => {
    expect(
      makeProviders({ fetcher: unusedFetcher })
        .listSources()
        .map((s) => s.id),
    ).toEqual([LIBRARY_SOURCE_ID]);
  });

  it('refuses duplicate ids', () => {
    expect(() =>
      makeProviders({ fetcher: unusedFetcher, sources: [sources[0]!, sources[0]!] }),
    ).toThrow("duplicate scraper id 'a'");
  });
});

describe('runSourceScraper', () => {
  it('returns the streams of one source and reports success', async () => {
    const updates: UpdateEvent[] = [];
    const output = await providers.runSourceScraper({
      id: 'a',
      media: movie,
      events: { update: (e) => updates.push(e) },
    });
    expect(output).toEqual({ stream: [hls('a1')], embeds: [] });
    expect(updates).toEqual([{ id: 'a', percentage: 100, status: 'success' }]);
  });

  it('returns the embeds of a source', async () => {
    expect(await providers.runSourceScraper({ id: 'b', media: movie })).toEqual({
      stream: [],
      embeds: [{ embedId: 'e', url: 'https://e/1' }],
    });
  });

  it('rejects unknown and disabled ids', async () => {
    await expect(providers.runSourceScraper({ id: 'nope', media: movie })).rejects.toThrow(
      'invalid source id',
    );
    await expect(providers.runSourceScraper({ id: 'off', media: movie })).rejects.toThrow(
      'invalid source id',
    );
  });

  it('fails a show without episode', async () => {
    const media = { ...show, episode: undefined } as unknown as ScrapeShow;
    const updates: UpdateEvent[] = [];
    await expect(
      providers.runSourceScraper({ id: 'a', media, events: { update: (e) => updates.push(e) } }),
    ).rejects.toThrow('missing show data');
    expect(updates[0]?.status).toBe('failure');
  });

  it('fails a media type the source does not handle', async () => {
    await expect(providers.runSourceScraper({ id: 'a', media: show })).rejects.toThrow(
      'cannot scrape a show',
    );
  });
});

describe('runEmbedScraper', () => {
  it('scrapes one embed url', async () => {
    expect(await providers.runEmbedScraper({ id: 'e', url: 'https://e/9' })).toEqual({
      stream: [file('https://e/9')],
    });
  });

  it('reports an empty embed as not found', async () => {
    const updates: UpdateEvent[] = [];
    const run = providers.runEmbedScraper({
      id: 'none',
      url: 'x',
      events: { update: (e) => updates.push(e) },
    });
    await expect(run).rejects.toBeInstanceOf(NotFoundError);
    expect(updates[0]).toMatchObject({ id: 'none', status: 'notfound', percentage: 100 });
  });

  it('rejects unknown ids', async () => {
    await expect(providers.runEmbedScraper({ id: 'zzz', url: 'x' })).rejects.toThrow(
      'invalid embed id',
    );
  });
});
