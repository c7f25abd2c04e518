import { DISCOVER_REGION, MAX_GENRES, type DiscoverMediaType } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import {
  getGenres,
  getWatchProviders,
  type TmdbRequestOptions,
} from '../../../../shared/clients/tmdb.ts';
import { useWatchRegion } from '../../../../shared/region/watch-region.ts';
import type { OptionContentType } from './more-content.ts';
import { useMoreLanguage } from './more-language.ts';
import type { MoreOption } from './more-pills.ts';

/** At most 50 genres; services in the region's display order. */
export async function fetchMoreOptions(
  contentType: OptionContentType,
  mediaType: DiscoverMediaType,
  options: TmdbRequestOptions = {},
): Promise<MoreOption[]> {
  if (contentType === 'genre') {
    const genres = await getGenres(mediaType, options);
    return genres.slice(0, MAX_GENRES).map((genre) => ({ id: String(genre.id), name: genre.name }));
  }
  const providers = await getWatchProviders(
    mediaType,
    options.watchRegion ?? DISCOVER_REGION,
    options,
  );
  return providers.map((provider) => ({
    id: String(provider.provider_id),
    name: provider.provider_name,
  }));
}

/** The genres or services of a kind; `contentType` null when the content has none. */
export function useMoreOptions(
  contentType: OptionContentType | null,
  mediaType: DiscoverMediaType,
) {
  const language = useMoreLanguage();
  const watchRegion = useWatchRegion();
  return useQuery({
    // Its own key prefix: the Discover page may cache these lists in another shape.
    queryKey: ['discover-more', 'options', contentType, mediaType, language, watchRegion],
    queryFn: async ({ signal }) => {
      try {
        return await fetchMoreOptions(contentType ?? 'genre', mediaType, {
          language,
          watchRegion,
          signal,
        });
      } catch (error) {
        console.warn('Could not load the discover options', error);
        throw error;
      }
    },
    enabled: contentType !== null,
    staleTime: Infinity,
  });
}
