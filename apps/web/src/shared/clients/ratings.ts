import { ratingsRoutes, type MediaType, type TitleRatings } from '@screenroom/core';
import { callApi } from './api.ts';

/**
 * Film ratings through our server, which holds the OMDb key and caches answers for a day.
 * `appConfig.ratings` says whether the server offers them at all.
 */

export type { TitleRatings };

/** The title's scores (each null when there is none); throws with the server's message. */
export function fetchTitleRatings(
  type: MediaType,
  tmdbId: string | number,
  signal?: AbortSignal,
): Promise<TitleRatings> {
  const media = type === 'movie' ? 'movie' : 'tv';
  return callApi(
    ratingsRoutes.ratings,
    { params: { media, tmdbId } },
    { ...(signal && { signal }) },
  );
}
