import type { MovieList, MovieLists } from '@screenroom/core';
import type { CatalogMovie } from '../catalog/catalog-types.ts';
import { movieListJson } from '../catalog/movie-json.ts';
import type { CuratedList } from './data/curated-lists.ts';

/** Where a curated list is kept: its own place on the lists page. */
export const curatedListUrl = (slug: string) => `/discover/all#${slug}`;

/**
 * A curated list in the lists source's shape, each movie as the catalog's own lists show it.
 * Throws when the list names a movie the catalog does not hold, so the server refuses to start
 * rather than serve a card that opens nothing.
 */
export function curatedListAnswer(
  list: CuratedList,
  catalog: ReadonlyMap<number, CatalogMovie>,
): MovieList {
  const missing: number[] = [];
  const tmdbMovies = list.movieIds.flatMap((id) => {
    const movie = catalog.get(id);
    if (!movie) {
      missing.push(id);
      return [];
    }
    const { title, poster_path } = movieListJson(movie);
    return [{ id, title, poster_path, release_date: movie.releaseDate }];
  });
  if (missing.length > 0) {
    throw new Error(
      `The curated list "${list.name}" names movies the catalog does not hold: ${missing.join(', ')}`,
    );
  }
  return { listName: list.name, listUrl: curatedListUrl(list.slug), tmdbMovies };
}

export function curatedListsAnswer(
  lists: readonly CuratedList[],
  catalog: ReadonlyMap<number, CatalogMovie>,
): MovieLists {
  return { lists: lists.map((list) => curatedListAnswer(list, catalog)) };
}
