import {
  getDiscoverPage,
  getMovieDetails,
  type TmdbRequestOptions,
} from '../../../shared/clients/tmdb.ts';

/** A movie the dice may land on. */
export interface RandomPickTitle {
  tmdbId: number;
  title: string;
  releaseDate?: string;
}

/** How many pages of popular movies the dice look through for titles that may play. */
const POPULAR_PAGES = 3;

/**
 * The dice choose among the popular movies of the day (the first pages) and the movies our
 * library plays, which may be far down the popular list; which of them may play is decided after.
 */
export async function fetchRandomPickPool(
  options: TmdbRequestOptions,
  libraryMovies: readonly number[] = [],
): Promise<RandomPickTitle[]> {
  const pages = await Promise.allSettled(
    Array.from({ length: POPULAR_PAGES }, (_, i) =>
      getDiscoverPage({ contentType: 'popular', mediaType: 'movie' }, i + 1, options),
    ),
  );
  const first = pages[0];
  if (first?.status === 'rejected') throw first.reason;
  const pool = new Map<number, RandomPickTitle>();
  for (const page of pages) {
    if (page.status !== 'fulfilled') continue;
    for (const movie of page.value.results) {
      const title: RandomPickTitle = { tmdbId: movie.id, title: movie.title };
      if (movie.release_date) title.releaseDate = movie.release_date;
      pool.set(movie.id, title);
    }
  }
  const missing = libraryMovies.filter((id) => !pool.has(id)).slice(0, 20);
  const details = await Promise.allSettled(missing.map((id) => getMovieDetails(id, options)));
  for (const answer of details) {
    if (answer.status !== 'fulfilled') continue;
    const movie = answer.value;
    const title: RandomPickTitle = { tmdbId: movie.id, title: movie.title };
    if (movie.release_date) title.releaseDate = movie.release_date;
    pool.set(movie.id, title);
  }
  return [...pool.values()];
}
