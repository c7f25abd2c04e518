import { queryOptions } from '@tanstack/react-query';
import {
  getMovieOverview,
  getShowOverview,
  type MovieOverviewAnswer,
  type ShowOverviewAnswer,
} from '../../../shared/clients/tmdb.ts';
import type { DetailsRef } from '../../../shared/routing/details-param.ts';

export type TitleDetailsAnswer =
  { type: 'movie'; answer: MovieOverviewAnswer } | { type: 'show'; answer: ShowOverviewAnswer };

/**
 * A title's details request in a language: one key and one fetch for the window, which reads
 * the answer, and for its host, which asks while the window's code is still loading.
 */
export function titleDetailsQuery(ref: DetailsRef, language: string) {
  return queryOptions({
    queryKey: ['details', ref.type, ref.tmdbId, language],
    queryFn: async ({ signal }): Promise<TitleDetailsAnswer> =>
      ref.type === 'movie'
        ? { type: 'movie', answer: await getMovieOverview(ref.tmdbId, { language, signal }) }
        : { type: 'show', answer: await getShowOverview(ref.tmdbId, { language, signal }) },
  });
}
