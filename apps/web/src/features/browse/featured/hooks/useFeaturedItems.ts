import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore } from '../../../../shared/stores/preferences.ts';
import type { DiscoverCategory } from '../../../../shared/stores/discover.ts';
import { movieFeaturedItem, showFeaturedItem, type FeaturedItem } from '../featured-item.ts';
import { fetchFeaturedAnswers, type FeaturedAnswer } from '../featured-titles.ts';

export function featuredQueryKey(category: DiscoverCategory, language: string) {
  return ['featured', category, language] as const;
}

/**
 * The slides of one tab, chosen at random once per visit: the choice is never refetched, so the
 * slides do not reshuffle under the viewer.
 */
export function useFeaturedItems(category: DiscoverCategory) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const imageLogos = usePreferencesStore((s) => s.enableImageLogos);
  return useQuery({
    queryKey: featuredQueryKey(category, language),
    queryFn: ({ signal }) => fetchFeaturedAnswers(category, Math.random, { language, signal }),
    staleTime: Infinity,
    // The logo switch changes what is shown, not what is fetched.
    select: (answers: FeaturedAnswer[]): FeaturedItem[] =>
      answers.map((entry) =>
        entry.type === 'movie'
          ? movieFeaturedItem(entry.answer, { imageLogos, language })
          : showFeaturedItem(entry.answer, { imageLogos, language }),
      ),
  });
}
