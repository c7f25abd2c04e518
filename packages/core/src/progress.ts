import {
  CONTINUE_WATCHING_MIN_REMAINING_S,
  CONTINUE_WATCHING_MIN_WATCHED_S,
  EPISODE_BAR_FULL_ABOVE,
  EPISODE_SHOWN_COMPLETE_ABOVE,
} from './constants.ts';
import type { MediaType } from './media-id.ts';

/** Seconds. */
export type WatchProgress = { watched: number; duration: number };

export type ProgressSeasonItem = { id: string; number: number; title: string };

export type ProgressEpisodeItem = {
  id: string;
  number: number;
  title: string;
  seasonId: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  progress: WatchProgress;
};

/** One progress entry, stored keyed by its tmdbId. */
export type ProgressMediaItem = {
  type: MediaType;
  title: string;
  year?: number;
  poster?: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** Movies only. */
  progress?: WatchProgress;
  seasons: Record<string, ProgressSeasonItem>;
  episodes: Record<string, ProgressEpisodeItem>;
};

export type ContinueWatchingEntry = {
  tmdbId: string;
  item: ProgressMediaItem;
  progress: WatchProgress;
  episode?: ProgressEpisodeItem;
  season?: ProgressSeasonItem;
};

/** 0 to 100; an unknown duration counts as nothing watched. */
export function progressPercentage(p: WatchProgress): number {
  if (!(p.duration > 0) || !(p.watched > 0)) return 0;
  return Math.min(100, (p.watched / p.duration) * 100);
}

export type EpisodeProgressDisplay = { percentage: number; barPercentage: number };

/** Credits make "almost finished" feel finished: the label rounds up sooner than the bar does. */
export function episodeProgressDisplay(p: WatchProgress): EpisodeProgressDisplay {
  const exact = progressPercentage(p);
  return {
    percentage: exact > EPISODE_SHOWN_COMPLETE_ABOVE * 100 ? 100 : Math.round(exact),
    barPercentage: exact > EPISODE_BAR_FULL_ABOVE * 100 ? 100 : exact,
  };
}

export function isInContinueRange(p: WatchProgress): boolean {
  return (
    p.duration - p.watched >= CONTINUE_WATCHING_MIN_REMAINING_S &&
    p.watched >= CONTINUE_WATCHING_MIN_WATCHED_S
  );
}

function isBarelyStartedPilot(item: ProgressMediaItem, episode: ProgressEpisodeItem): boolean {
  const season = item.seasons[episode.seasonId];
  return (
    season?.number === 1 &&
    episode.number === 1 &&
    episode.progress.watched < CONTINUE_WATCHING_MIN_WATCHED_S
  );
}

/** The most recently updated episode, skipping a pilot that was only opened (watched under 20 s). */
export function mostRecentEpisode(item: ProgressMediaItem): ProgressEpisodeItem | null {
  const candidates = Object.values(item.episodes)
    .filter((episode) => !isBarelyStartedPilot(item, episode))
    .sort((a, b) => b.updatedAt - a.updatedAt);
  return candidates[0] ?? null;
}

function continueEntry(tmdbId: string, item: ProgressMediaItem): ContinueWatchingEntry | null {
  if (item.type === 'movie') {
    return item.progress && isInContinueRange(item.progress)
      ? { tmdbId, item, progress: item.progress }
      : null;
  }
  const episode = mostRecentEpisode(item);
  if (!episode || !isInContinueRange(episode.progress)) return null;
  const entry: ContinueWatchingEntry = { tmdbId, item, progress: episode.progress, episode };
  const season = item.seasons[episode.seasonId];
  if (season) entry.season = season;
  return entry;
}

export function shouldContinueWatching(item: ProgressMediaItem): boolean {
  return continueEntry('', item) !== null;
}

/** Newest first, by the item's own updatedAt. */
export function continueWatchingItems(
  progress: Record<string, ProgressMediaItem>,
): ContinueWatchingEntry[] {
  return Object.entries(progress)
    .map(([tmdbId, item]) => continueEntry(tmdbId, item))
    .filter((entry): entry is ContinueWatchingEntry => entry !== null)
    .sort((a, b) => b.item.updatedAt - a.item.updatedAt);
}
