import { SEARCH_CACHE_TTL_S } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchTitles } from '../search-results.ts';

const SEARCH_CACHE_MS = SEARCH_CACHE_TTL_S * 1000;

/** Search answers are kept for 3600 s. */
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
  });
}
