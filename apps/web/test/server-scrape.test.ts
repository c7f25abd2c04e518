import type { Stream } from '@screenroom/core';
import {
  NotFoundError,
  ScrapeFailureError,
  type RunnerEvents,
  type ScrapeMedia,
  type Sourcerer,
} from '@screenroom/providers';
import { describe, expect, it } from 'vitest';
import { createBrowserRunner, type ScrapeRunner } from '../src/shared/clients/providers.ts';
import { createServerRunner } from '../src/shared/clients/server-scrape.ts';
import {
  emptyScrapeProgress,
  scrapeProgressReducer,
  type ScrapeAction,
  type ScrapeProgress,
} from '../src/features/player/scrape-progress.ts';
import { serveScrape } from './scrape-fake-server.ts';

const backend = 'http://backend.test';
const media: ScrapeMedia = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 };
const hls: Stream = {
  id: 'jf-hls',
  type: 'hls',
  playlist: '/media-files/x.m3u8',
  captions: [],
  flags: [],
};
const file: Stream = {
  id: 'jf-file',
  type: 'file',
  qualities: { '720': { type: 'mp4', url: 'https://jf.example/v.mp4' } },
  captions: [],
  flags: [],
};

/** What the scraping screen shows: the progress the player builds from a runner's events. */
async function progressOf(runner: ScrapeRunner) {
  let progress: ScrapeProgress = emptyScrapeProgress;
  const dispatch = (action: ScrapeAction) => (progress = scrapeProgressReducer(progress, action));
  const events: RunnerEvents = {
    init: (event) => dispatch({ type: 'init', event }),
    start: (id) => dispatch({ type: 'start', id }),
    update: (event) => dispatch({ type: 'update', event }),
    discoverEmbeds: (event) => dispatch({ type: 'discoverEmbeds', event }),
  };
  const found = await runner.run(media, events, new AbortController().signal);
  return { progress, found };
}

const source = (id: string, rank: number, scrape: Sourcerer['scrapeMovie']): Sourcerer => ({
  id,
  name: id.toUpperCase(),
  rank,
  ...(scrape ? { scrapeMovie: scrape } : {}),
});

describe('sources run on our server', () => {
  it('replays the streamed lines into the same statuses as a run in the browser', async () => {
    const inBrowser = await progressOf(
      createBrowserRunner({
        sources: [
          source('library', 30, () => Promise.reject(new NotFoundError('No library file'))),
          source('archive', 20, () =>
            Promise.reject(new ScrapeFailureError('archive is down', { kind: 'unreachable' })),
          ),
          source('jellyfin', 10, async () => ({ stream: [hls, file], embeds: [] })),
        ],
      }),
    );
    const requests = serveScrape(
      backend,
      {
        '/scrape': {
          // Cut through lines, as a network may deliver them.
          chunks: 7,
          lines: [
            { type: 'init', sourceIds: ['library', 'archive', 'jellyfin'] },
            { type: 'start', id: 'library' },
            {
              type: 'update',
              id: 'library',
              percentage: 100,
              status: 'notfound',
              reason: 'No library file',
              reasonCode: 'notfound',
            },
            { type: 'start', id: 'archive' },
            {
              type: 'update',
              id: 'archive',
              percentage: 100,
              status: 'failure',
              reason: 'archive is down',
              reasonCode: 'unreachable',
            },
            { type: 'start', id: 'jellyfin' },
            { type: 'update', id: 'jellyfin', percentage: 100, status: 'success' },
            { type: 'done', result: { sourceId: 'jellyfin', stream: hls, streams: [hls, file] } },
          ],
        },
      },
      { sources: [{ id: 'jellyfin', name: 'Jellyfin', rank: 10 }], embeds: [] },
    );
    const runner = createServerRunner({
      baseUrl: `${backend}/`,
      credentials: { jellyfin: { url: 'https://jf.example', apiKey: 'key' } },
    });
    const onServer = await progressOf(runner);

    expect(onServer.progress).toEqual(inBrowser.progress);
    expect(onServer.progress.items.archive).toMatchObject({
      status: 'failure',
      reason: 'archive is down',
      reasonCode: 'unreachable',
    });
    // Our server's paths become absolute on the server the page asked; other hosts stay.
    const played = { ...hls, playlist: `${backend}/media-files/x.m3u8` };
    expect(onServer.found).toEqual({
      sourceId: 'jellyfin',
      stream: played,
      streams: [played, file],
    });
    expect(onServer.found?.streams[0]).toBe(onServer.found?.stream);
    expect(runner.scraperName('jellyfin')).toBe('Jellyfin');
    expect(runner.scraperName('unknown')).toBe('unknown');
    expect(requests).toEqual([
      {
        path: '/scrape',
        body: { media, credentials: { jellyfin: { url: 'https://jf.example', apiKey: 'key' } } },
      },
    ]);
  });

  it('sends the viewer’s order and answers null when nothing was found', async () => {
    const requests = serveScrape(backend, {
      '/scrape': {
        lines: [
          { type: 'init', sourceIds: [] },
          { type: 'done', result: null },
        ],
      },
    });
    const runner = createServerRunner({ baseUrl: backend });
    const found = await runner.run(media, {}, new AbortController().signal, {
      sourceOrder: ['archive'],
    });
    expect(found).toBeNull();
    expect(requests[0]?.body).toEqual({ media, sourceOrder: ['archive'] });
  });

  it('runs one source or embed, keeping not found apart from failure', async () => {
    serveScrape(backend, {
      '/scrape/source': {
        lines: [{ type: 'error', status: 'notfound', message: 'No library file' }],
      },
      '/scrape/embed': {
        lines: [
          { type: 'update', id: 'archive-item', percentage: 50, status: 'pending' },
          { type: 'update', id: 'archive-item', percentage: 100, status: 'success' },
          { type: 'embedDone', streams: [file] },
        ],
      },
    });
    const runner = createServerRunner({ baseUrl: backend });
    const signal = new AbortController().signal;
    const source = runner.runSource('library', media, {}, signal);
    await expect(source).rejects.toBeInstanceOf(NotFoundError);
    await expect(source).rejects.toThrow('No library file');
    const updates: string[] = [];
    const streams = await runner.runEmbed(
      'archive-item',
      'https://archive.example/item',
      { update: (e) => updates.push(`${e.status}:${e.percentage}`) },
      signal,
    );
    expect(streams).toEqual([file]);
    expect(updates).toEqual(['pending:50', 'success:100']);
  });

  it('fails clearly on a refusal, a cut answer and a line it does not know', async () => {
    const runner = createServerRunner({ baseUrl: backend });
    const signal = new AbortController().signal;
    serveScrape(backend, {
      '/scrape': { status: 429, message: 'Too many requests, try again in 30 seconds' },
      '/scrape/source': {
        lines: [{ type: 'update', id: 'library', percentage: 10, status: 'pending' }],
      },
      '/scrape/embed': { lines: [{ type: 'done', result: null }] },
    });
    await expect(runner.run(media, {}, signal)).rejects.toThrow(
      'The server refused to scrape (429): Too many requests, try again in 30 seconds',
    );
    await expect(runner.runSource('library', media, {}, signal)).rejects.toThrow(
      'The server ended the scrape without an answer',
    );
    await expect(runner.runEmbed('x', 'u', {}, signal)).rejects.toBeInstanceOf(ScrapeFailureError);
  });

  it('stops when the player no longer needs the answer', async () => {
    serveScrape(backend, { '/scrape': { lines: [{ type: 'done', result: null }] } });
    const controller = new AbortController();
    controller.abort();
    await expect(
      createServerRunner({ baseUrl: backend }).run(media, {}, controller.signal),
    ).rejects.toThrow();
  });
});
