// zod/mini, whose schemas carry no methods: the discover page reads this module, and mini leaves
// most of zod out of its download.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/**
 * The lists source: `GET /letterboxd` answers every list the "All movie lists" page shows, and
 * `GET /lists/4k` the one list the Movies tab's 4K releases carousel shows. A list is its name,
 * a link to where it is kept, and its movies in the movie database's own field names, so a card
 * needs no further request.
 */
export const listMovieSchema = z.object({
  /** The movie database id. */
  id: z.int().check(z.positive()),
  title: z.string(),
  /** An image path as the movie database writes it (`/abc.jpg`), or null when there is none. */
  poster_path: z.nullable(z.string()),
  /** YYYY-MM-DD, or '' when unknown (the movie database's own way of saying so). */
  release_date: z.string(),
});

export const movieListSchema = z.object({
  listName: z.string().check(z.minLength(1)),
  /** Where the list is kept: a full URL, or a path on our own site for the lists we curate. */
  listUrl: z.string().check(z.minLength(1)),
  tmdbMovies: z.array(listMovieSchema),
});

export const movieListsSchema = z.object({
  lists: z.array(movieListSchema),
});

export type ListMovie = z.infer<typeof listMovieSchema>;
export type MovieList = z.infer<typeof movieListSchema>;
export type MovieLists = z.infer<typeof movieListsSchema>;

export const listsRoutes = defineRoutes({
  all: {
    method: 'GET',
    path: '/letterboxd',
    summary: 'Every list the "All movie lists" page shows',
    auth: 'public',
    answer: movieListsSchema,
  },
  fourK: {
    method: 'GET',
    path: '/lists/4k',
    summary: "The 4K releases list of the Movies tab's carousel",
    auth: 'public',
    answer: movieListSchema,
  },
});
