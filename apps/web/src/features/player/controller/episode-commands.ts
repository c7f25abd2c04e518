import { mediaPath } from '@screenroom/core';
import { useProgressStore } from '../../../shared/stores/progress.ts';
import type { EpisodesRoute } from '../episodes/episodes-overlay-route.ts';
import type { EpisodeTarget } from '../episodes/show-episodes.ts';
import type { PlayerMeta } from '../player-meta.ts';
import { progressUpdateFor } from '../progress-saving.ts';
import type { CommandContext } from './command-context.ts';
import { selectInControl } from '../store/watch-party-slice.ts';
import type { PlaybackCommands } from './playback-commands.ts';

export function createEpisodeCommands(
  { store }: CommandContext,
  playbackCommands: PlaybackCommands,
) {
  const state = () => store.getState();
  /** A watch party's guest goes where its host goes; the party moves it, not these commands. */
  const inControl = () => selectInControl(state());

  function showOnScreen(): PlayerMeta | null {
    const meta = state().meta;
    return meta?.type === 'show' ? meta : null;
  }

  function isOnScreen(meta: PlayerMeta, target: EpisodeTarget): boolean {
    return (
      meta.season?.number === target.season.number && meta.episode?.number === target.episode.number
    );
  }

  /** Forgets the target's saved position, so it starts from the beginning, as a next episode does. */
  function resetSavedProgress(meta: PlayerMeta, { season, episode }: EpisodeTarget): void {
    const targetMeta: PlayerMeta = {
      ...meta,
      season: { number: season.number, title: season.title, tmdbId: season.tmdbId },
      episode: { number: episode.number, title: episode.title, tmdbId: episode.tmdbId },
    };
    useProgressStore.getState().updateProgress(progressUpdateFor(targetMeta, 0, 0));
  }

  /** The episodes overlay, switching episodes, next episode, replay and skip intro (shows only). */
  const episodeCommands = {
    /** Opens on the given route, else on the season on screen. */
    openEpisodes(route?: EpisodesRoute): void {
      const meta = showOnScreen();
      if (!meta) return;
      state().openEpisodes(route ?? meta.season?.number ?? 'seasons');
    },
    closeEpisodes(): void {
      state().closeEpisodes();
    },
    toggleEpisodes(): void {
      if (state().episodesRoute === null) episodeCommands.openEpisodes();
      else episodeCommands.closeEpisodes();
    },
    /**
     * Moves to another episode of the show on screen without reloading the page. `fromStart`
     * forgets where the viewer left that episode; otherwise it resumes like any other visit.
     */
    playEpisode(target: EpisodeTarget, { fromStart = false }: { fromStart?: boolean } = {}): void {
      const meta = showOnScreen();
      const navigate = state().episodeNavigator;
      if (!meta || !navigate || !inControl()) return;
      if (isOnScreen(meta, target)) {
        state().closeEpisodes();
        return;
      }
      if (fromStart) resetSavedProgress(meta, target);
      navigate(
        mediaPath({
          type: 'show',
          tmdbId: meta.tmdbId,
          title: meta.title,
          season: target.season.number,
          episode: target.episode.number,
        }),
      );
    },
    /** Takes the current offer: the next episode or season from the start, or a replay. */
    playNext(): void {
      if (!inControl()) return;
      const offer = state().nextOffer;
      if (offer.kind === 'replay') episodeCommands.replay();
      else if (offer.kind !== 'none')
        episodeCommands.playEpisode(offer.target, { fromStart: true });
    },
    /** Goes back to the episode before, where the viewer left it, as choosing it in the list does. */
    playPreviousEpisode(): void {
      const target = state().previousEpisode;
      if (target) episodeCommands.playEpisode(target);
    },
    /** Restarts the episode on screen. */
    replay(): void {
      playbackCommands.seekTo(0);
      playbackCommands.play();
    },
    skipIntro(): void {
      const time = state().introSkipTime;
      if (time !== null) playbackCommands.seekTo(time);
    },
  };
  return episodeCommands;
}

export type EpisodeCommands = ReturnType<typeof createEpisodeCommands>;
