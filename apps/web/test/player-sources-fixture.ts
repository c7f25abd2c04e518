import type { FileStream, HlsStream, Stream } from '@screenroom/core';
import { NotFoundError, ScrapeFailureError, type ScrapeMedia } from '@screenroom/providers';
import { vi } from 'vitest';
import type { ScrapeRunner, SourceScrape } from '../src/shared/clients/providers.ts';
import type { PlayerMeta } from '../src/features/player/player-meta.ts';
import {
  emptyScrapeProgress,
  scrapeProgressReducer,
  type ScrapeProgress,
} from '../src/features/player/scrape-progress.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

export const meta: PlayerMeta = {
  type: 'movie',
  tmdbId: '10331',
  title: 'Night of the Living Dead',
  releaseYear: 1968,
};
export const media: ScrapeMedia = {
  type: 'movie',
  tmdbId: '10331',
  title: 'Night of the Living Dead',
  releaseYear: 1968,
};

export const libraryHls: Stream = {
  id: 'library-hls',
  type: 'hls',
  playlist: '/media-files/media/n/master.m3u8',
  captions: [],
  flags: [],
};
export const libraryFile: Stream = {
  id: 'library-file',
  type: 'file',
  qualities: { unknown: { type: 'mp4', url: '/media-files/media/n/n.mp4' } },
  captions: [],
  flags: [],
};
export const archiveFile: Stream = {
  id: 'archive-file',
  type: 'file',
  qualities: { '480': { type: 'mp4', url: 'https://archive.test/n.mp4' } },
  captions: [],
  flags: [],
};

/** The library's HLS stream with its playlist at `playlist`. */
export function hlsStreamAt(playlist: string): HlsStream {
  return { id: 'library-hls', type: 'hls', playlist, captions: [], flags: [] };
}

/** The library's MP4 stream: 1080p at /media-files/hd.mp4 and 480p at `sdUrl`. */
export function fileStreamWith480At(sdUrl: string): FileStream {
  return {
    id: 'library-file',
    type: 'file',
    captions: [],
    flags: [],
    qualities: {
      '1080': { type: 'mp4', url: '/media-files/hd.mp4' },
      '480': { type: 'mp4', url: sdUrl },
    },
  };
}

type SourceAnswer = SourceScrape | 'notfound' | 'failed';

/**
 * A runner whose sources answer from a table; each single-source run reports its end through
 * the events the way the framework does.
 */
export function tableRunner(
  sources: Record<string, SourceAnswer>,
  embeds: Record<string, Stream[] | 'notfound' | 'failed'> = {},
): ScrapeRunner & { runSource: ReturnType<typeof vi.fn>; runEmbed: ReturnType<typeof vi.fn> } {
  const answer = <T>(
    id: string,
    value: T | 'notfound' | 'failed' | undefined,
    events: {
      update?: (e: {
        id: string;
        percentage: number;
        status: 'success' | 'notfound' | 'failure';
      }) => void;
    },
  ): T => {
    if (value === undefined || value === 'notfound') {
      events.update?.({ id, percentage: 100, status: 'notfound' });
      throw new NotFoundError('nothing here');
    }
    if (value === 'failed') {
      events.update?.({ id, percentage: 100, status: 'failure' });
      throw new ScrapeFailureError('server down');
    }
    events.update?.({ id, percentage: 100, status: 'success' });
    return value;
  };
  return {
    run: () => Promise.resolve(null),
    runSource: vi.fn(async (id: string, _media, events) => answer(id, sources[id], events)),
    runEmbed: vi.fn(async (id: string, _url, events) => answer(id, embeds[id], events)),
    scraperName: (id: string) =>
      ({
        library: 'Library',
        archive: 'Archive',
        jellyfin: 'Jellyfin',
        'embed-a': 'Embed A',
        'embed-b': 'Embed B',
      })[id] ?? id,
  };
}

/** A source answer with no stream of its own and players on Embed A and Embed B at `path`. */
export function twoEmbeds(path: string): SourceScrape {
  return {
    streams: [],
    embeds: [
      { embedId: 'embed-a', url: `https://a.test/${path}` },
      { embedId: 'embed-b', url: `https://b.test/${path}` },
    ],
  };
}

/** A runner whose source runs wait until the test answers or fails the latest of them. */
export function heldRunner(): {
  runner: ReturnType<typeof tableRunner>;
  answer: (value: SourceScrape) => void;
  fail: (error: Error) => void;
} {
  const runner = tableRunner({});
  let answerLatest: (value: SourceScrape) => void = () => undefined;
  let failLatest: (error: Error) => void = () => undefined;
  runner.runSource.mockImplementation(
    () =>
      new Promise<SourceScrape>((resolve, reject) => {
        answerLatest = resolve;
        failLatest = reject;
      }),
  );
  return { runner, answer: (value) => answerLatest(value), fail: (error) => failLatest(error) };
}

/** The progress of a run that tried `tried` (with their end status) and left the rest waiting. */
export function runProgress(
  order: string[],
  ended: Record<string, 'success' | 'notfound' | 'failure'>,
): ScrapeProgress {
  let progress = scrapeProgressReducer(emptyScrapeProgress, {
    type: 'init',
    event: { sourceIds: order },
  });
  for (const [id, status] of Object.entries(ended)) {
    progress = scrapeProgressReducer(progress, { type: 'start', id });
    progress = scrapeProgressReducer(progress, {
      type: 'update',
      event: { id, percentage: 100, status },
    });
  }
  return progress;
}

/** A title whose run found the library's HLS (MP4 beside it), with a fake display attached. */
export function startTitle(
  runner: ScrapeRunner,
  options: { order?: string[]; startAt?: number; streams?: Stream[] } = {},
): FakeDisplay {
  const store = player.store.getState();
  store.reset();
  store.setMeta(meta, 'scraping');
  const display = fakeDisplay();
  player.attachDisplay(display);
  const streams = options.streams ?? [libraryHls, libraryFile];
  const first = streams[0]!;
  player.beginPlayback({
    runner,
    media,
    progress: runProgress(options.order ?? ['library', 'archive', 'jellyfin'], {
      library: 'success',
    }),
    found: { sourceId: 'library', stream: first, streams },
    startAt: options.startAt ?? 0,
  });
  return display;
}

/** The stream and start time of the display's last load. */
export function lastLoad(display: FakeDisplay): { source: Stream; startAt: number } | undefined {
  const call = display.load.mock.calls.at(-1) as [{ source: Stream; startAt: number }] | undefined;
  return call?.[0];
}
