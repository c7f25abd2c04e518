import type { DiscoverContent } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMovieDetails, getShowDetails } from '../../../../shared/clients/tmdb.ts';
import { isOptionContent, type OptionContentType } from './more-content.ts';
import { useMoreLanguage } from './more-language.ts';
import { useMoreOptions } from './more-options.ts';
import { useContentTitle } from '../hooks/useContentTitle.ts';

export interface MoreTitle {
  /** The heading text; undefined while the name it needs is still loading. */
  title: string | undefined;
}

function useRecommendedFrom(content: DiscoverContent) {
  const language = useMoreLanguage();
  const { mediaType, id } = content;
  return useQuery({
    queryKey: ['discover-more', 'source-title', mediaType, id, language],
    queryFn: async ({ signal }) => {
      try {
        const options = { language, signal };
        return mediaType === 'movie'
          ? (await getMovieDetails(id ?? '', options)).title
          : (await getShowDetails(id ?? '', options)).name;
      } catch (error) {
        console.warn('Could not load the recommended-from title', error);
        throw error;
      }
    },
    enabled: content.contentType === 'recommendations' && !!id,
    staleTime: Infinity,
  });
}

/**
 * The content's title from the discover locale file (`content.{contentType}.{mediaType}`), with
 * the genre, service or source title filled in; a plain description when that name is unknown.
 */
export function useMoreTitle(content: DiscoverContent): MoreTitle {
  const { t } = useTranslation(['discover', 'discoverMore']);
  const optionType = isOptionContent(content) ? content.contentType : null;
  const options = useMoreOptions(optionType, content.mediaType);
  const source = useRecommendedFrom(content);
  const contentTitle = useContentTitle();
  const { contentType, mediaType } = content;
  const untitled = (type: OptionContentType | 'recommendations') =>
    t(`untitled.${type}.${mediaType}`, { ns: 'discoverMore' });

  if (optionType) {
    if (options.isPending) return { title: undefined };
    const name = options.data?.find((option) => option.id === content.id)?.name;
    return { title: name ? contentTitle(content, { name }) : untitled(optionType) };
  }
  if (contentType === 'recommendations') {
    if (source.isPending) return { title: undefined };
    const title = source.data;
    return { title: title ? contentTitle(content, { title }) : untitled(contentType) };
  }
  return { title: contentTitle(content) };
}
