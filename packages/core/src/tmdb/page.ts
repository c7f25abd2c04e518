/** One page of a list answer: the movie database serves 20 results a page and at most 500 pages. */
export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/** A page of the "now playing" list, with the span of release dates it covers (YYYY-MM-DD). */
export interface TmdbDatedPage<T> extends TmdbPage<T> {
  dates: { maximum: string; minimum: string };
}
