import { describe, expect, it } from 'vitest';
import {
  createMemoryBackend,
  isHttpUrl,
  preferencesStore,
  readVersioned,
  scrapeEventSchema,
  scrapeRunRequestSchema,
} from '../src/index.ts';

const show = {
  type: 'show',
  tmdbId: '1399',
  title: 'A Show',
  releaseYear: 2011,
  season: { number: 1, tmdbId: '3624' },
  episode: { number: 2, tmdbId: '63057' },
};

describe('scrape wire schemas', () => {
  it('accepts a run request with order and the viewer’s Jellyfin', () => {
    const request = {
      media: show,
      sourceOrder: ['library', 'archive'],
      credentials: { jellyfin: { url: 'https://jf.example', apiKey: 'k' } },
    };
    expect(scrapeRunRequestSchema.parse(request)).toEqual(request);
  });

  it('takes every Jellyfin address the settings accept, and refuses those they refuse', () => {
    // The web app keeps a Jellyfin whose address passes isHttpUrl, and sends it with each run.
    const addresses = [
      'https://jf.example',
      'http://203.0.113.5:8096',
      'http://localhost:8096/jellyfin',
      'file:///etc/passwd',
      'ftp://jf.example',
      'jf.example:8096',
    ];
    for (const url of addresses) {
      const request = { media: show, credentials: { jellyfin: { url, apiKey: 'k' } } };
      expect(scrapeRunRequestSchema.safeParse(request).success, url).toBe(isHttpUrl(url));
    }
  });

  it('accepts a Jellyfin named by its IP address or as localhost, with a port', () => {
    for (const url of [
      'http://203.0.113.5:8096',
      'http://[2001:db8::5]:8096',
      'http://localhost:8096',
    ]) {
      const request = { media: show, credentials: { jellyfin: { url, apiKey: 'k' } } };
      expect(scrapeRunRequestSchema.parse(request)).toEqual(request);
    }
  });

  it('refuses a show without its episode, a non-numeric id and a non-http Jellyfin', () => {
    const { episode: _episode, ...noEpisode } = show;
    expect(scrapeRunRequestSchema.safeParse({ media: noEpisode }).success).toBe(false);
    expect(scrapeRunRequestSchema.safeParse({ media: { ...show, tmdbId: 'abc' } }).success).toBe(
      false,
    );
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://jf.example',
      'jf.example',
    ]) {
      const jellyfin = { url, apiKey: 'k' };
      expect(
        scrapeRunRequestSchema.safeParse({ media: show, credentials: { jellyfin } }).success,
      ).toBe(false);
    }
  });

  it('reads every event line kind and refuses unknown ones', () => {
    const stream = { id: 's', type: 'hls', playlist: '/p.m3u8', captions: [], flags: [] };
    for (const line of [
      { type: 'init', sourceIds: ['library'] },
      { type: 'start', id: 'library' },
      { type: 'update', id: 'library', percentage: 100, status: 'notfound', reason: 'none' },
      {
        type: 'discoverEmbeds',
        sourceId: 'archive',
        embeds: [{ id: 'archive-0', embedScraperId: 'ia' }],
      },
      { type: 'done', result: { sourceId: 'library', stream, streams: [stream] } },
      { type: 'done', result: null },
      { type: 'sourceDone', streams: [], embeds: [{ embedId: 'ia', url: 'x' }] },
      { type: 'embedDone', streams: [stream] },
      { type: 'error', status: 'failure', message: 'boom' },
    ]) {
      expect(scrapeEventSchema.parse(line)).toEqual(line);
    }
    expect(scrapeEventSchema.safeParse({ type: 'later' }).success).toBe(false);
    expect(
      scrapeEventSchema.safeParse({ type: 'update', id: 'x', percentage: 100, status: 'odd' })
        .success,
    ).toBe(false);
  });
});

describe('preferences store from version 1', () => {
  it('adds where sources run to version 1 data, keeping the viewer’s other choices', async () => {
    const backend = createMemoryBackend({
      '__MW::preferences': JSON.stringify({ state: { enableDetailsModal: true }, version: 1 }),
    });
    const read = await readVersioned(backend, preferencesStore);
    expect(read.state).toMatchObject({ enableDetailsModal: true, scrapeLocation: 'auto' });
    // Migrated straight to the latest version (3 added the Plays here filter, not chosen yet).
    expect(read.state).toMatchObject({ playsHereFilter: null });
    expect(read.version).toBe(3);
  });

  it('puts an unknown place back to auto', async () => {
    const backend = createMemoryBackend({
      '__MW::preferences': JSON.stringify({ state: { scrapeLocation: 'moon' }, version: 1 }),
    });
    expect((await readVersioned(backend, preferencesStore)).state.scrapeLocation).toBe('auto');
  });
});
