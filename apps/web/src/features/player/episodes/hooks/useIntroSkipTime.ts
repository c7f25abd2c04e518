import { useEffect } from 'react';
import { fetchIntroSkipTime } from '../../../../shared/clients/intro-skip.ts';
import { usePlayer } from '../../player-context.tsx';

export type IntroSkipEpisode = {
  imdbId?: string;
  tmdbId: string;
  season: number;
  episode: number;
};

/** Asks our server where the intro of the episode on screen ends and keeps it in the store. */
export function useIntroSkipTime({ imdbId, tmdbId, season, episode }: IntroSkipEpisode): void {
  const player = usePlayer();
  useEffect(() => {
    const controller = new AbortController();
    const query = { tmdbId, season, episode, ...(imdbId ? { imdbId } : {}) };
    fetchIntroSkipTime(query, controller.signal).then(
      (time) => player.store.getState().setIntroSkipTime(time),
      // Only leaving the episode aborts, and then nothing is waiting for the answer.
      () => undefined,
    );
    return () => controller.abort();
  }, [player, imdbId, tmdbId, season, episode]);
}
