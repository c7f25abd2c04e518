import { SEEK_STEP_LONG_S } from '@screenroom/core';
import type { PlayerCommands } from './create-player.ts';
import type { PlayerMeta } from './player-meta.ts';
import type { PlayerState } from './store/player-store.ts';

/**
 * What the system's media controls (lock screen, notification, media keys) show: the title, the
 * episode under it, and the poster from the movie database.
 */
export type SessionMetadata = {
  title: string;
  artist: string;
  artwork: { src: string }[];
};

/** Pure: the metadata for the title on screen; `episodeLabel` names an episode ("S1 E2 · …"). */
export function sessionMetadata(
  meta: PlayerMeta,
  episodeLabel: (season: number, episode: number, title: string) => string,
  pageUrl: string,
): SessionMetadata {
  const episode =
    meta.season && meta.episode
      ? episodeLabel(meta.season.number, meta.episode.number, meta.episode.title)
      : '';
  return {
    title: meta.title,
    artist: episode,
    // The system loads it from outside the page, so it needs a full address.
    artwork: meta.poster ? [{ src: new URL(meta.poster, pageUrl).href }] : [],
  };
}

/** The system's actions the player answers, each through the player's own commands. */
export type SessionAction =
  'play' | 'pause' | 'seekbackward' | 'seekforward' | 'seekto' | 'previoustrack' | 'nexttrack';

export type SessionActionDetails = { seekOffset?: number; seekTime?: number };

/**
 * Pure: the handler of each action for the state now, null where the action has nothing to do
 * (so the system hides its button): previous and next only between a show's episodes.
 */
export function sessionHandlers(
  state: Pick<PlayerState, 'nextOffer' | 'previousEpisode'>,
  player: PlayerCommands,
): Record<SessionAction, ((details: SessionActionDetails) => void) | null> {
  const hasNext = state.nextOffer.kind === 'nextEpisode' || state.nextOffer.kind === 'nextSeason';
  return {
    play: () => player.play(),
    pause: () => player.pause(),
    seekbackward: (details) => player.seekBy(-(details.seekOffset ?? SEEK_STEP_LONG_S)),
    seekforward: (details) => player.seekBy(details.seekOffset ?? SEEK_STEP_LONG_S),
    seekto: (details) => {
      if (details.seekTime !== undefined) player.seekTo(details.seekTime);
    },
    previoustrack: state.previousEpisode ? () => player.playPreviousEpisode() : null,
    nexttrack: hasNext ? () => player.playNext() : null,
  };
}

/** Pure: the position the system shows, or null while the duration is unknown. */
export function sessionPosition(
  state: Pick<PlayerState, 'progress' | 'mediaPlaying'>,
): { duration: number; position: number; playbackRate: number } | null {
  const { duration, time } = state.progress;
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return {
    duration,
    position: Math.min(Math.max(0, time), duration),
    playbackRate: state.mediaPlaying.playbackRate > 0 ? state.mediaPlaying.playbackRate : 1,
  };
}
