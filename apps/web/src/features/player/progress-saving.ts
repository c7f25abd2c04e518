import {
  isInContinueRange,
  PROGRESS_SAVE_INTERVAL_MS,
  type ProgressMediaItem,
} from '@screenroom/core';
import type { ProgressUpdate } from '../../shared/stores/progress.ts';
import type { PlayerMeta } from './player-meta.ts';

export type ProgressSnapshot = {
  meta: PlayerMeta | null;
  hasPlayedOnce: boolean;
  time: number;
  duration: number;
};

export type ProgressSavingOptions = {
  read: () => ProgressSnapshot;
  save: (update: ProgressUpdate) => void;
  intervalMs?: number;
};

export function progressUpdateFor(
  meta: PlayerMeta,
  time: number,
  duration: number,
): ProgressUpdate {
  return {
    meta: {
      tmdbId: meta.tmdbId,
      title: meta.title,
      year: meta.releaseYear,
      poster: meta.poster,
      type: meta.type,
      season: meta.season && {
        id: meta.season.tmdbId,
        number: meta.season.number,
        title: meta.season.title,
      },
      episode: meta.episode && {
        id: meta.episode.tmdbId,
        number: meta.episode.number,
        title: meta.episode.title,
      },
    },
    progress: { watched: time, duration },
  };
}

/**
 * Progress is saved every 3 s once playback has started, and only when the time
 * or the duration moved since the last save, so a paused player writes nothing.
 */
export function startProgressSaving({
  read,
  save,
  intervalMs = PROGRESS_SAVE_INTERVAL_MS,
}: ProgressSavingOptions): () => void {
  let lastTime: number | null = null;
  let lastDuration: number | null = null;
  const timer = setInterval(() => {
    const { meta, hasPlayedOnce, time, duration } = read();
    if (!meta || !hasPlayedOnce) return;
    if (time === lastTime && duration === lastDuration) return;
    lastTime = time;
    lastDuration = duration;
    save(progressUpdateFor(meta, time, duration));
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Where to start: the saved position, unless it is so early or so late that starting over is right. */
export function resumeTimeFor(items: Record<string, ProgressMediaItem>, meta: PlayerMeta): number {
  const item = items[meta.tmdbId];
  const saved =
    meta.type === 'movie'
      ? item?.progress
      : meta.episode
        ? item?.episodes[meta.episode.tmdbId]?.progress
        : undefined;
  return saved && isInContinueRange(saved) ? saved.watched : 0;
}
