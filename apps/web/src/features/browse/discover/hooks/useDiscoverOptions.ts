import { MAX_GENRES, type DiscoverMediaType } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { getGenres, getWatchProviders } from '../../../../shared/clients/tmdb.ts';
import { useWatchRegion } from '../../../../shared/region/watch-region.ts';
import type { DiscoverOption } from '../option-split.ts';
import { useTmdbLanguage } from './useTmdbLanguage.ts';

/** 14 streaming services for movies and 14 for shows. */
export const DISCOVER_PROVIDERS = 14;

/** Genre and service lists hardly change; one fetch serves the whole visit. */
const OPTIONS_STALE_MS = 60 * 60 * 1000;

export type OptionKind = 'genre' | 'provider';

async function fetchOptions(
  kind: OptionKind,
  mediaType: DiscoverMediaType,
  language: string,
  watchRegion: string,
  signal: AbortSignal,
): Promise<DiscoverOption[]> {
  if (kind === 'genre') {
    const genres = await getGenres(mediaType, { language, signal });
    return genres.slice(0, MAX_GENRES).map((g) => ({ id: String(g.id), name: g.name }));
  }
  const providers = await getWatchProviders(mediaType, watchRegion, { language, signal });
  return providers
    .slice(0, DISCOVER_PROVIDERS)
    .map((p) => ({ id: String(p.provider_id), name: p.provider_name }));
}

/** The genres or streaming services a carousel of one kind can switch between. */
export function useDiscoverOptions(kind: OptionKind, mediaType: DiscoverMediaType) {
  const language = useTmdbLanguage();
  const watchRegion = useWatchRegion();
  return useQuery({
    queryKey: ['discover', 'options', kind, mediaType, language, watchRegion],
    queryFn: async ({ signal }) => {
      try {
        return await fetchOptions(kind, mediaType, language, watchRegion, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        // A warning, not an error: the carousel says so on screen and the page stays usable.
        console.warn(`Discover: could not load the ${kind} list for ${mediaType}`, error);
        throw error;
      }
    },
    staleTime: OPTIONS_STALE_MS,
    retry: false,
  });
}
