import type { Stream } from '@screenroom/core';
import type { ScrapeProgress } from './scrape-progress.ts';

/**
 * Where a stream came from: a source directly, or one of the embeds found under it (by its item
 * id in the scrape progress).
 */
export type StreamOrigin = { sourceId: string; embedItemId: string | null };

/** The key a source's (or embed's) streams are kept under. */
export function originKey(origin: StreamOrigin): string {
  return origin.embedItemId ?? origin.sourceId;
}

/** Names one stream of one origin, for the list of streams that failed. */
export function streamKey(origin: StreamOrigin, streamId: string): string {
  return `${originKey(origin)}/${streamId}`;
}

/** The first stream of the origin that has not failed yet, in the source's own order. */
export function nextStreamOf(
  streams: readonly Stream[],
  origin: StreamOrigin,
  failed: readonly string[],
): Stream | null {
  return streams.find((stream) => !failed.includes(streamKey(origin, stream.id))) ?? null;
}

/**
 * Sources of the run that were never tried, in the run's order: the ones still waiting. A source
 * that failed, found nothing or already gave its streams has had its turn.
 */
export function untriedSources(progress: ScrapeProgress): string[] {
  return progress.order.filter((id) => progress.items[id]?.status === 'waiting');
}

/**
 * Where to play from, given the time the display last reported and the time the stream was
 * started at: a stream that fails before its first frame keeps the resume point it was given.
 */
export function positionToKeep(reportedTime: number, startedAt: number): number {
  return reportedTime > 0 ? reportedTime : startedAt;
}

/** The scraper whose name the viewer sees for an origin: the embed's, else the source's. */
export function originScraperId(progress: ScrapeProgress, origin: StreamOrigin): string {
  if (origin.embedItemId === null) return origin.sourceId;
  return progress.items[origin.embedItemId]?.scraperId ?? origin.sourceId;
}
