import type { Stream } from '@screenroom/core';
import type { Fetcher, FetcherOptions, FetcherResponse } from '../src/fetcher.ts';
import type { ScrapeMovie, ScrapeShow } from '../src/media.ts';

export const movie: ScrapeMovie = {
  type: 'movie',
  tmdbId: '603',
  title: 'The Matrix',
  releaseYear: 1999,
};

export const show: ScrapeShow = {
  type: 'show',
  tmdbId: '1399',
  title: 'Game of Thrones',
  releaseYear: 2011,
  season: { number: 2, tmdbId: '3625' },
  episode: { number: 5, tmdbId: '63070' },
};

export function hls(id: string, playlist = `/media-files/${id}.m3u8`): Stream {
  return { id, type: 'hls', playlist, captions: [], flags: [] };
}

export function file(id: string, url = `/media-files/${id}.mp4`): Stream {
  return { id, type: 'file', qualities: { '1080': { type: 'mp4', url } }, captions: [], flags: [] };
}

export type Call = { url: string; ops: FetcherOptions | undefined };

/** Answers every request with `answer(url)` and records what was asked. */
export function fakeFetcher(answer: (url: string) => { statusCode: number; body: unknown }): {
  fetcher: Fetcher;
  calls: Call[];
} {
  const calls: Call[] = [];
  const fetcher = (async (url: string, ops?: FetcherOptions): Promise<FetcherResponse> => {
    calls.push({ url, ops });
    const { statusCode, body } = answer(url);
    return { statusCode, body, headers: new Headers(), finalUrl: url };
  }) as Fetcher;
  return { fetcher, calls };
}

export const unusedFetcher: Fetcher = (() => {
  throw new Error('no request expected');
}) as Fetcher;
