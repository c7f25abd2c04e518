// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/** An episode by IMDb id (`tt…`) or movie database id (`tmdb-{n}`), season and episode. */
export const introSkipParamsSchema = z.object({
  id: z
    .string()
    .check(
      z.regex(
        /^(tt\d{1,10}|tmdb-\d{1,10})$/,
        'must be an IMDb id (tt…) or tmdb-{movie database id}',
      ),
    ),
  season: z.coerce.number().check(z.int(), z.gte(0)),
  episode: z.coerce.number().check(z.int(), z.gte(0)),
});

/** With an IMDb id in the path, the player may add the movie database id it already knows. */
export const introSkipQuerySchema = z.object({
  tmdbId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

/** Where the intro ends (`45s`), or null when no marker is known (an ordinary answer). */
export const introSkipAnswerSchema = z.object({ introSkipTime: z.nullable(z.string()) });
export type IntroSkipAnswer = z.infer<typeof introSkipAnswerSchema>;

export const introSkipRoutes = defineRoutes({
  introSkip: {
    method: 'GET',
    path: '/intro-skip/:id/:season/:episode',
    summary:
      "Where an episode's intro ends: the library's chapter marks, else the operator's service",
    auth: 'public',
    params: introSkipParamsSchema,
    query: introSkipQuerySchema,
    answer: introSkipAnswerSchema,
  },
});
