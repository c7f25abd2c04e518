import {
  movieListSchema,
  movieListsSchema,
  type MovieList,
  type MovieLists,
} from '@screenroom/core';
import { appConfig } from '../config.ts';
import { joinBackendUrl } from './backend.ts';

/** The lists source on our server: every movie list, and the Movies tab's 4K releases. */

export class ListsRequestError extends Error {
  constructor(readonly status: number) {
    super(`The lists source answered ${status}`);
    this.name = 'ListsRequestError';
  }
}

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(joinBackendUrl(appConfig.backendUrl, path), { signal });
  if (!response.ok) throw new ListsRequestError(response.status);
  return response.json();
}

/** `GET /letterboxd`: the lists of the "All movie lists" page. */
export async function fetchMovieLists(signal?: AbortSignal): Promise<MovieLists> {
  return movieListsSchema.parse(await getJson('/letterboxd', signal));
}

/** `GET /lists/4k`: the movies the server counts as 4K releases. */
export async function fetchFourKReleases(signal?: AbortSignal): Promise<MovieList> {
  return movieListSchema.parse(await getJson('/lists/4k', signal));
}
