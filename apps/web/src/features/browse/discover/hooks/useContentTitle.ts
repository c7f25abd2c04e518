import type { DiscoverContent, DiscoverContentType, DiscoverMediaType } from '@screenroom/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../../shared/i18n/translation-keys.ts';

/** Names filled into a content title: a genre or service name, or the recommended-from title. */
// A type rather than an interface, so it passes as i18next's indexed options.
export type ContentTitleValues = {
  name?: string;
  title?: string;
};

type ContentTitleKey = Extract<TranslationKey<'discover'>, `content.${string}`>;

/**
 * discover.json's `content.{contentType}.{mediaType}` of each pair core can ask for; the movie
 * database has no now-playing shows and no on-the-air movies, so those pairs have no title.
 */
const CONTENT_TITLE_KEYS: Record<
  DiscoverContentType,
  Partial<Record<DiscoverMediaType, ContentTitleKey>>
> = {
  popular: { movie: 'content.popular.movie', tv: 'content.popular.tv' },
  topRated: { movie: 'content.topRated.movie', tv: 'content.topRated.tv' },
  nowPlaying: { movie: 'content.nowPlaying.movie' },
  onTheAir: { tv: 'content.onTheAir.tv' },
  genre: { movie: 'content.genre.movie', tv: 'content.genre.tv' },
  provider: { movie: 'content.provider.movie', tv: 'content.provider.tv' },
  recommendations: { movie: 'content.recommendations.movie', tv: 'content.recommendations.tv' },
};

/** The heading key of a content; undefined for a pair core refuses. */
export function contentTitleKey(content: DiscoverContent): ContentTitleKey | undefined {
  return CONTENT_TITLE_KEYS[content.contentType][content.mediaType];
}

/** Headings of discover content, from discover.json content.{contentType}.{mediaType}. */
export function useContentTitle(): (
  content: DiscoverContent,
  values?: ContentTitleValues,
) => string {
  const { t } = useTranslation('discover');
  return useCallback(
    (content, values = {}) => {
      const key = contentTitleKey(content);
      return key ? t(key, values) : '';
    },
    [t],
  );
}
