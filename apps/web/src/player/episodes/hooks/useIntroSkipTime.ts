import { useEffect } from 'react';
import { fetchIntroSkipTime } from '../../../clients/intro-skip.ts';
import { usePlayerStore } from '../../store/player-store.ts';

export type IntroSkipEpisode = {
  imdbId?: string;
  tmdbId: string;
  season: number;
  episode: number;
};

/** Asks our server where the intro of the episode on screen ends and keeps it in the store. */
export function useIntroSkipTime({ imdbId, tmdbId, season, episode }: IntroSkipEpisode): void {
  useEffect(() => {
    const controller = new AbortController();
    const query = { tmdbId, season, episode, ...(imdbId ? { imdbId } : {}) };
    fetchIntroSkipTime(query, controller.signal).then(
      (time) => usePlayerStore.getState().setIntroSkipTime(time),
      // Only leaving the episode aborts, and then nothing is waiting for the answer.
      () => undefined,
    );
    return () => controller.abort();
  }, [imdbId, tmdbId, season, episode]);
}
