import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/errors.ts';
import type { RunnerEvents } from '../src/events.ts';
import type { ScrapeShow } from '../src/media.ts';
import { makeProviders } from '../src/providers.ts';
import type { Embed, Sourcerer, SourcererOutput } from '../src/scraper.ts';
import { file, hls, movie, show, unusedFetcher } from './helpers.ts';

function source(
  id: string,
  rank: number,
  result: () => Promise<SourcererOutput>,
  extra: Partial<Sourcerer> = {},
): Sourcerer {
  return { id, name: id, rank, scrapeMovie: result, scrapeShow: result, ...extra };
}

function embed(id: string, rank: number, scrape: Embed['scrape']): Embed {
  return { id, name: id, rank, scrape };
}

const notFound = () => Promise.reject(new NotFoundError('nothing here'));
const broken = () => Promise.reject(new Error('boom'));
const found = (id: string) => () => Promise.resolve({ stream: [hls(id)], embeds: [] });

function recorder(): { events: RunnerEvents; log: string[] } {
  const log: string[] = [];
  return {
    log,
    events: {
      init: (e) => log.push(`init ${e.sourceIds.join(',')}`),
      start: (id) => log.push(`start ${id}`),
      update: (e) =>
        log.push(`update ${e.id} ${e.status} ${e.percentage}${e.reason ? ` ${e.reason}` : ''}`),
      discoverEmbeds: (e) =>
        log.push(
          `embeds ${e.sourceId} ${e.embeds.map((x) => `${x.id}=${x.embedScraperId}`).join(',')}`,
        ),
    },
  };
}

describe('runAll ordering', () => {
  const sources = [
    source('low', 1, notFound),
    source('high', 3, notFound),
    source('mid', 2, notFound),
  ];

  it('runs sources by rank, highest first', async () => {
    const { events, log } = recorder();
    await makeProviders({ fetcher: unusedFetcher, sources }).runAll({ media: movie, events });
    expect(log.filter((l) => l.startsWith('start'))).toEqual([
      'start high',
      'start mid',
      'start low',
    ]);
  });

  it('runs the viewer order first, then the rest by rank, skipping disabled ones', async () => {
    const { events, log } = recorder();
    await makeProviders({ fetcher: unusedFetcher, sources }).runAll({
      media: movie,
      sourceOrder: ['low'],
      disabledSources: ['mid'],
      events,
    });
    expect(log[0]).toBe('init low,high');
  });

  it('skips sources that cannot scrape the media type', async () => {
    const movieOnly = source('movies', 5, found('m'), { scrapeShow: undefined });
    const { events, log } = recorder();
    const result = await makeProviders({
      fetcher: unusedFetcher,
      sources: [movieOnly, ...sources],
    }).runAll({
      media: show,
      events,
    });
    expect(result).toBeNull();
    expect(log[0]).toBe('init high,mid,low');
  });
});

describe('runAll results and events', () => {
  it('returns the first stream and reports notfound and failure on the way', async () => {
    const sources = [source('a', 3, notFound), source('b', 2, broken), source('c', 1, found('c1'))];
    const { events, log } = recorder();
    const result = await makeProviders({ fetcher: unusedFetcher, sources }).runAll({
      media: movie,
      events,
    });
    expect(result).toEqual({ sourceId: 'c', stream: hls('c1') });
    expect(log).toEqual([
      'init a,b,c',
      'start a',
      'update a notfound 100 nothing here',
      'start b',
      'update b failure 100 boom',
      'start c',
      'update c success 100',
    ]);
  });

  it('stops at the first source with a stream', async () => {
    let lowerRan = false;
    const sources = [
      source('a', 2, found('a1')),
      source('b', 1, () => {
        lowerRan = true;
        return found('b1')();
      }),
    ];
    const result = await makeProviders({ fetcher: unusedFetcher, sources }).runAll({
      media: movie,
    });
    expect(result?.sourceId).toBe('a');
    expect(lowerRan).toBe(false);
  });

  it('returns null when nothing is found', async () => {
    const result = await makeProviders({
      fetcher: unusedFetcher,
      sources: [source('a', 1, notFound)],
    }).runAll({
      media: movie,
    });
    expect(result).toBeNull();
  });

  it('treats a source with only unplayable streams as not found', async () => {
    const { events, log } = recorder();
    const empty = () => Promise.resolve({ stream: [hls('x', '')], embeds: [] });
    await makeProviders({
      fetcher: unusedFetcher,
      sources: [source('a', 1, empty)],
      warn: () => undefined,
    }).runAll({
      media: movie,
      events,
    });
    expect(log).toContain('update a notfound 100 No streams found');
  });

  it('reports progress as pending updates', async () => {
    const { events, log } = recorder();
    const sources: Sourcerer[] = [
      {
        id: 'p',
        name: 'p',
        rank: 1,
        scrapeMovie: async (ctx) => {
          ctx.progress(50);
          return { stream: [file('p1')], embeds: [] };
        },
      },
    ];
    await makeProviders({ fetcher: unusedFetcher, sources }).runAll({ media: movie, events });
    expect(log).toEqual(['init p', 'start p', 'update p pending 50', 'update p success 100']);
  });

  it('passes the media and fetcher to the source', async () => {
    let seen: ScrapeShow | undefined;
    const sources: Sourcerer[] = [
      {
        id: 's',
        name: 's',
        rank: 1,
        scrapeShow: async (ctx) => {
          seen = ctx.media;
          expect(ctx.fetcher).toBe(unusedFetcher);
          return { stream: [hls('s1')], embeds: [] };
        },
      },
    ];
    await makeProviders({ fetcher: unusedFetcher, sources }).runAll({ media: show });
    expect(seen).toEqual(show);
  });
});

describe('runAll embeds', () => {
  const withEmbeds = () =>
    Promise.resolve({
      embeds: [
        { embedId: 'first', url: 'https://e/1' },
        { embedId: 'unknown', url: 'https://e/x' },
        { embedId: 'second', url: 'https://e/2' },
      ],
    });

  it('scrapes embeds in order under their source', async () => {
    const urls: string[] = [];
    const embeds = [
      embed('second', 1, async (ctx) => {
        urls.push(ctx.url);
        return { stream: [file('e2')] };
      }),
      embed('first', 2, async (ctx) => {
        urls.push(ctx.url);
        throw new NotFoundError('gone');
      }),
    ];
    const { events, log } = recorder();
    const result = await makeProviders({
      fetcher: unusedFetcher,
      sources: [source('src', 1, withEmbeds)],
      embeds,
    }).runAll({ media: movie, events });
    expect(result).toEqual({ sourceId: 'src', embedId: 'second', stream: file('e2') });
    expect(urls).toEqual(['https://e/1', 'https://e/2']);
    expect(log).toEqual([
      'init src',
      'start src',
      'update src success 100',
      'embeds src src-0=first,src-1=second',
      'start src-0',
      'update src-0 notfound 100 gone',
      'start src-1',
      'update src-1 success 100',
    ]);
  });

  it('goes on to the next source when every embed fails', async () => {
    const embeds = [
      embed('first', 1, () => Promise.reject(new Error('down'))),
      embed('second', 2, notFound),
    ];
    const { events, log } = recorder();
    const result = await makeProviders({
      fetcher: unusedFetcher,
      sources: [source('src', 2, withEmbeds), source('next', 1, found('n1'))],
      embeds,
    }).runAll({ media: movie, events });
    expect(result).toEqual({ sourceId: 'next', stream: hls('n1') });
    expect(log).toContain('update src-0 failure 100 down');
    expect(log).toContain('update src-1 notfound 100 nothing here');
  });

  it('counts a source whose embeds are all unknown or disabled as not found', async () => {
    const embeds = [{ ...embed('first', 1, found('x')), disabled: true }];
    const { events, log } = recorder();
    await makeProviders({
      fetcher: unusedFetcher,
      sources: [source('src', 1, withEmbeds)],
      embeds,
    }).runAll({
      media: movie,
      events,
    });
    expect(log).toEqual(['init src', 'start src', 'update src notfound 100 No streams found']);
  });
});

describe('runAll guards', () => {
  it('fails a show without season and episode', async () => {
    const media = { ...show, season: undefined } as unknown as ScrapeShow;
    await expect(
      makeProviders({ fetcher: unusedFetcher, sources: [source('a', 1, found('a'))] }).runAll({
        media,
      }),
    ).rejects.toThrow('missing show data');
  });

  it('stops when aborted before starting', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    const { events, log } = recorder();
    await expect(
      makeProviders({ fetcher: unusedFetcher, sources: [source('a', 1, found('a'))] }).runAll({
        media: movie,
        events,
        signal: controller.signal,
      }),
    ).rejects.toThrow('stopped');
    expect(log).toEqual(['init a']);
  });

  it('stops between sources when aborted mid-run, without reporting the abort as a failure', async () => {
    const controller = new AbortController();
    const { events, log } = recorder();
    const sources = [
      source('a', 2, async () => {
        controller.abort(new Error('stopped'));
        throw new Error('request aborted');
      }),
      source('b', 1, found('b')),
    ];
    await expect(
      makeProviders({ fetcher: unusedFetcher, sources }).runAll({
        media: movie,
        events,
        signal: controller.signal,
      }),
    ).rejects.toThrow('stopped');
    expect(log).toEqual(['init a,b', 'start a']);
  });

  it('hands the signal to the scrapers', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const sources: Sourcerer[] = [
      {
        id: 'a',
        name: 'a',
        rank: 1,
        scrapeMovie: async (ctx) => {
          seen = ctx.signal;
          return { stream: [hls('a')], embeds: [] };
        },
      },
    ];
    await makeProviders({ fetcher: unusedFetcher, sources }).runAll({
      media: movie,
      signal: controller.signal,
    });
    expect(seen).toBe(controller.signal);
  });
});
