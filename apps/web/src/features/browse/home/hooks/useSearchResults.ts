import { SEARCH_CACHE_TTL_S } from '@screenroom/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchTitles } from '../search-results.ts';

const SEARCH_CACHE_MS = SEARCH_CACHE_TTL_S * 1000;

/**
 * Search answers are kept for 3600 s. While a refined query's answer is on its way the last
 * answer stays in place (`isPlaceholderData`), as on the big apps: the results do not blink to
 * skeletons at each pause in typing, and a result the viewer is about to click stays under the
 * pointer.
 */
export function useSearchResults(query: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['search', trimmed, language],
    queryFn: ({ signal }) => searchTitles(trimmed, { language, signal }),
    enabled: trimmed !== '',
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
