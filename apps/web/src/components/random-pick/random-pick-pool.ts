import { getDiscoverPage, type TmdbRequestOptions } from '../../clients/tmdb.ts';

/** A movie the dice may land on. */
export interface RandomPickTitle {
  tmdbId: number;
  title: string;
  releaseDate?: string;
}

/** The dice choose among the popular movies of the day (the first page). */
export async function fetchRandomPickPool(options: TmdbRequestOptions): Promise<RandomPickTitle[]> {
  const page = await getDiscoverPage({ contentType: 'popular', mediaType: 'movie' }, 1, options);
  return page.results.map((movie) => {
    const title: RandomPickTitle = { tmdbId: movie.id, title: movie.title };
    if (movie.release_date) title.releaseDate = movie.release_date;
    return title;
  });
}
