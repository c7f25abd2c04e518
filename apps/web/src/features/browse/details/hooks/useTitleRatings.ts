import { hasAnyRating, type MediaType } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { fetchTitleRatings, type TitleRatings } from '../../../../shared/clients/ratings.ts';
import { appConfig } from '../../../../shared/config.ts';
import { useServerAccess } from '../../../../shared/hooks/useServerAccess.ts';

/** The server keeps ratings a day; an hour here spares it repeats while the viewer browses. */
const RATINGS_STALE_MS = 60 * 60 * 1000;

/**
 * The title's ratings when the server offers them and has at least one; undefined otherwise, and
 * while loading or after a failure (ratings are extra: a failure hides them, it is not retried).
 */
export function useTitleRatings(type: MediaType, tmdbId: string): TitleRatings | undefined {
  const allowed = useServerAccess();
  const query = useQuery({
    queryKey: ['ratings', type, tmdbId],
    queryFn: ({ signal }) => fetchTitleRatings(type, tmdbId, signal),
    enabled: appConfig.ratings && allowed,
    staleTime: RATINGS_STALE_MS,
    retry: false,
  });
  return query.data && hasAnyRating(query.data) ? query.data : undefined;
}
