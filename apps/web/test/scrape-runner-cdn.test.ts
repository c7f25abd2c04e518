import { parseCdnReplacements, type Stream } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { createBrowserRunner, withCdnReplacements } from '../src/shared/clients/providers.ts';

const media = { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 } as const;
const onCdn: Stream = {
  id: 'cdn-hls',
  type: 'hls',
  playlist: 'https://edge.cdn.example/p.m3u8',
  captions: [],
  flags: [],
};
const ownFile: Stream = {
  id: 'own-file',
  type: 'file',
  qualities: { '720': { type: 'mp4', url: '/media-files/demo/v.mp4' } },
  captions: [],
  flags: [],
};

describe('CDN replacement rules on what a runner finds', () => {
  const runner = withCdnReplacements(
    createBrowserRunner({
      sources: [
        {
          id: 'src',
          name: 'Src',
          rank: 1,
          scrapeMovie: async () => ({ stream: [onCdn, ownFile], embeds: [] }),
        },
      ],
    }),
    parseCdnReplacements('cdn.example:mirror.example'),
  );
  const signal = new AbortController().signal;
  const moved = { ...onCdn, playlist: 'https://mirror.example/p.m3u8' };

  it('rewrites the stream to play and its siblings, keeping the found one among them', async () => {
    const found = await runner.run(media, {}, signal);
    expect(found?.stream).toEqual(moved);
    expect(found?.streams).toEqual([moved, ownFile]);
    expect(found?.streams[0]).toBe(found?.stream);
  });

  it('rewrites what one source finds', async () => {
    expect((await runner.runSource('src', media, {}, signal)).streams).toEqual([moved, ownFile]);
  });
});
