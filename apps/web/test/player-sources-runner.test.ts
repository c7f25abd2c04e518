import type { Stream } from '@screenroom/core';
import { NotFoundError, type Embed, type Sourcerer } from '@screenroom/providers';
import { describe, expect, it } from 'vitest';
import { createBrowserRunner } from '../src/shared/clients/providers.ts';
import { archiveFile, libraryFile, libraryHls, media } from './player-sources-fixture.ts';

const source = (
  id: string,
  rank: number,
  output: Awaited<ReturnType<NonNullable<Sourcerer['scrapeMovie']>>> | 'notfound',
): Sourcerer => ({
  id,
  name: id.toUpperCase(),
  rank,
  scrapeMovie: async () => {
    if (output === 'notfound') throw new NotFoundError('none');
    return output;
  },
});

const embed = (id: string, streams: Stream[]): Embed => ({
  id,
  name: `Embed ${id}`,
  rank: 1,
  scrape: async () => ({ stream: streams }),
});

const signal = () => new AbortController().signal;

describe('the provider runner', () => {
  it('reports every stream of the source that played, the found one among them', async () => {
    const runner = createBrowserRunner({
      sources: [
        source('first', 30, 'notfound'),
        source('library', 20, { stream: [libraryHls, libraryFile], embeds: [] }),
        source('later', 10, { stream: [archiveFile], embeds: [] }),
      ],
    });
    const found = await runner.run(media, {}, signal());
    expect(found?.sourceId).toBe('library');
    expect(found?.stream.id).toBe('library-hls');
    expect(found?.streams.map((s) => s.id)).toEqual(['library-hls', 'library-file']);
    // The same object, so the player can tell which of the list plays.
    expect(found?.streams[0]).toBe(found?.stream);
  });

  it('reports the streams of the embed that played', async () => {
    const runner = createBrowserRunner({
      sources: [
        source('archive', 10, {
          embeds: [
            { embedId: 'empty', url: 'https://a.test/1' },
            { embedId: 'full', url: 'https://a.test/2' },
          ],
        }),
      ],
      embeds: [embed('empty', []), embed('full', [archiveFile, libraryFile])],
    });
    const found = await runner.run(media, {}, signal());
    expect(found?.embedId).toBe('full');
    expect(found?.streams.map((s) => s.id)).toEqual(['archive-file', 'library-file']);
  });

  it('runs one source or one embed on its own', async () => {
    const runner = createBrowserRunner({
      sources: [
        source('library', 20, { stream: [libraryFile], embeds: [] }),
        source('archive', 10, { embeds: [{ embedId: 'full', url: 'https://a.test/2' }] }),
      ],
      embeds: [embed('full', [archiveFile])],
    });
    const updates: string[] = [];
    const events = {
      update: (e: { id: string; status: string }) => updates.push(`${e.id}:${e.status}`),
    };
    expect(await runner.runSource('library', media, events, signal())).toEqual({
      streams: [libraryFile],
      embeds: [],
    });
    expect(await runner.runSource('archive', media, events, signal())).toEqual({
      streams: [],
      embeds: [{ embedId: 'full', url: 'https://a.test/2' }],
    });
    expect(await runner.runEmbed('full', 'https://a.test/2', events, signal())).toEqual([
      archiveFile,
    ]);
    await expect(runner.runSource('nope', media, events, signal())).rejects.toThrow(
      'invalid source id',
    );
    expect(updates).toEqual(['library:success', 'archive:success', 'full:success']);
    expect(runner.scraperName('archive')).toBe('ARCHIVE');
    expect(runner.scraperName('full')).toBe('Embed full');
  });
});
