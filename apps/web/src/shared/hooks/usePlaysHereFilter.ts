import { playsHereFilterOn } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDiscoverPage } from '../clients/tmdb.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { useLibraryAvailability } from './useLibraryAvailability.ts';

/** How many titles the catalog holds, from the popular lists' totals; kept for the visit. */
function useCatalogSize(wanted: boolean): number | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useQuery({
    queryKey: ['catalog-size', language],
    queryFn: async ({ signal }) => {
      const [movies, shows] = await Promise.all([
        getDiscoverPage({ contentType: 'popular', mediaType: 'movie' }, 1, { language, signal }),
        getDiscoverPage({ contentType: 'popular', mediaType: 'tv' }, 1, { language, signal }),
      ]);
      return movies.total_results + shows.total_results;
    },
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  });
  return data;
}

/**
 * The "Plays here" filter of discover and search: the viewer's choice on this device, or, before
 * they make one, on when fewer than a quarter of the catalog plays on this server.
 */
export function usePlaysHereFilter(): { on: boolean; set: (on: boolean) => void } {
  const chosen = usePreferencesStore((s) => s.playsHereFilter);
  const setPreference = usePreferencesStore((s) => s.setPreference);
  const library = useLibraryAvailability().data;
  // Needed only until the viewer chooses.
  const catalogSize = useCatalogSize(chosen === null);
  const playable = library ? library.movies.length + library.shows.length : 0;
  const on = playsHereFilterOn(chosen, playable, catalogSize ?? 0);
  return { on, set: (value) => setPreference('playsHereFilter', value) };
}
