import { listsRoutes, type MovieList, type MovieLists } from '@screenroom/core';
import { callApi } from './api.ts';

/** The lists source on our server: every movie list, and the Movies tab's 4K releases. */

/** `GET /letterboxd`: the lists of the "All movie lists" page. */
export function fetchMovieLists(signal?: AbortSignal): Promise<MovieLists> {
  return callApi(listsRoutes.all, {}, { ...(signal && { signal }) });
}

/** `GET /lists/4k`: the movies the server counts as 4K releases. */
export function fetchFourKReleases(signal?: AbortSignal): Promise<MovieList> {
  return callApi(listsRoutes.fourK, {}, { ...(signal && { signal }) });
}
