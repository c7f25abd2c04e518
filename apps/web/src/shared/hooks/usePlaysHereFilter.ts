import { playsHereFilterOn } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDiscoverPage } from '../clients/tmdb.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { useLibraryAvailability } from './useLibraryAvailability.ts';

/** How many titles the catalog holds, from the popular lists' totals; kept for the visit. */
function useCatalogSize(wanted: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
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
}

/**
 * The "Plays here" filter of discover and search: the viewer's choice on this device, or, before
 * they make one, on when fewer than a quarter of the catalog plays on this server. `known` is
 * false while that default still waits for the library or the catalog's size, so a page can hold
 * back what it would otherwise build and throw away a moment later.
 */
export function usePlaysHereFilter(): {
  on: boolean;
  known: boolean;
  set: (on: boolean) => void;
} {
  const chosen = usePreferencesStore((s) => s.playsHereFilter);
  const setPreference = usePreferencesStore((s) => s.setPreference);
  const library = useLibraryAvailability();
  // Needed only until the viewer chooses.
  const catalog = useCatalogSize(chosen === null);
  const playable = library.data ? library.data.movies.length + library.data.shows.length : 0;
  const on = playsHereFilterOn(chosen, playable, catalog.data ?? 0);
  // A failed or disabled query settles too: its count is then 0, as it always was.
  const known = chosen !== null || (!library.isLoading && !catalog.isLoading);
  return { on, known, set: (value) => setPreference('playsHereFilter', value) };
}
