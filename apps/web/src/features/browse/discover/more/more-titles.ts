import type { DiscoverContent } from '@screenroom/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getDiscoverPage, type TmdbRequestOptions } from '../../../../shared/clients/tmdb.ts';
import { movieToCard, showToCard } from '../../home/search-results.ts';
import type { MediaCardItem } from '../../media/media-card-item.ts';
import { useWatchRegion } from '../../../../shared/region/watch-region.ts';
import { useMoreLanguage } from './more-language.ts';

export interface MoreTitlesPage {
  page: number;
  totalPages: number;
  items: MediaCardItem[];
}

/** One page of the content as cards; list answers carry no media_type, so the content says. */
export async function fetchMoreTitlesPage(
  content: DiscoverContent,
  page: number,
  options: TmdbRequestOptions = {},
): Promise<MoreTitlesPage> {
  if (content.mediaType === 'movie') {
    const answer = await getDiscoverPage({ ...content, mediaType: 'movie' }, page, options);
    return {
      page: answer.page,
      totalPages: answer.total_pages,
      items: answer.results.map(movieToCard),
    };
  }
  const answer = await getDiscoverPage({ ...content, mediaType: 'tv' }, page, options);
  return {
    page: answer.page,
    totalPages: answer.total_pages,
    items: answer.results.map(showToCard),
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The more-page's titles: the page starts at 1 and each load asks for the next one. */
export function useMoreTitles(content: DiscoverContent) {
  const language = useMoreLanguage();
  const watchRegion = useWatchRegion();
  const query = useInfiniteQuery({
    queryKey: [
      'discover-more',
      'titles',
      content.contentType,
      content.mediaType,
      content.id,
      language,
      watchRegion,
    ],
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await fetchMoreTitlesPage(content, pageParam, { language, watchRegion, signal });
      } catch (error) {
        // A warning, not an error: the failure is shown on the page with a retry.
        if (!isAbort(error)) console.warn('Could not load discover titles', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    retry: false,
  });
  // Lists shift while they are paged through, so a title may come back on a later page.
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  }, [query.data]);
  return { ...query, items };
}
