import type { ScrapeMedia } from '@screenroom/providers';
import { useEffect, useReducer, useState } from 'react';
import type {
  ScrapeFound,
  ScrapeRunner,
  ScrapeRunOptions,
} from '../../../shared/clients/providers.ts';
import { usePreferencesStore, type Preferences } from '../../../shared/stores/preferences.ts';
import type { PlayerMeta } from '../player-meta.ts';
import {
  emptyScrapeProgress,
  scrapeProgressReducer,
  type ScrapeProgress,
} from '../scrape-progress.ts';

export type ScrapeOutcome =
  | { state: 'running' }
  | { state: 'found'; result: ScrapeFound }
  | { state: 'notFound' }
  /** The run itself broke (not one source failing): the scraping screen words `error`. */
  | { state: 'fatal'; error: unknown };

export function scrapeMediaFor(meta: PlayerMeta): ScrapeMedia | null {
  const base = {
    tmdbId: meta.tmdbId,
    title: meta.title,
    releaseYear: meta.releaseYear,
    ...(meta.imdbId ? { imdbId: meta.imdbId } : {}),
  };
  if (meta.type === 'movie') return { type: 'movie', ...base };
  if (!meta.season || !meta.episode) return null;
  return {
    type: 'show',
    ...base,
    season: { number: meta.season.number, tmdbId: meta.season.tmdbId },
    episode: { number: meta.episode.number, tmdbId: meta.episode.tmdbId },
  };
}

/**
 * The viewer's source order counts only while they have it switched on: listed sources run first
 * in their order, the rest after them by rank (the runner's rule). Off, ranks alone decide.
 */
export function scrapeRunOptions(
  preferences: Pick<Preferences, 'sourceOrder' | 'enableSourceOrder'>,
): ScrapeRunOptions {
  return preferences.enableSourceOrder && preferences.sourceOrder.length > 0
    ? { sourceOrder: [...preferences.sourceOrder] }
    : {};
}

/** Runs every source once for `media`, reporting per-source progress as the runner goes. */
export function useScrape(
  runner: ScrapeRunner,
  media: ScrapeMedia | null,
): { progress: ScrapeProgress; outcome: ScrapeOutcome } {
  const [progress, dispatch] = useReducer(scrapeProgressReducer, emptyScrapeProgress);
  const [outcome, setOutcome] = useState<ScrapeOutcome>({ state: 'running' });

  useEffect(() => {
    if (!media) return;
    const controller = new AbortController();
    setOutcome({ state: 'running' });
    // Read once per run: reordering in settings affects the next title, not the run under way.
    const options = scrapeRunOptions(usePreferencesStore.getState());
    runner
      .run(
        media,
        {
          init: (event) => dispatch({ type: 'init', event }),
          start: (id) => dispatch({ type: 'start', id }),
          update: (event) => dispatch({ type: 'update', event }),
          discoverEmbeds: (event) => dispatch({ type: 'discoverEmbeds', event }),
        },
        controller.signal,
        options,
      )
      .then((result) => {
        if (controller.signal.aborted) return;
        // The benchmark of bench/first-frame.ts measures from this mark to the first frame.
        if (result) performance.mark('screenroom:stream-found');
        setOutcome(result ? { state: 'found', result } : { state: 'notFound' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ state: 'fatal', error });
      });
    return () => controller.abort();
  }, [runner, media]);

  return { progress, outcome };
}
