// zod/mini, whose schemas carry no methods: the player reads this module, and mini leaves
// classic zod's chained layer out of the player's download.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

const wholeNumberFrom = (min: number) => z.coerce.number().check(z.int(), z.gte(min));

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
  season: wholeNumberFrom(0),
  episode: wholeNumberFrom(0),
});

/** With an IMDb id in the path, the player may add the movie database id it already knows. */
export const introSkipQuerySchema = z.object({
  tmdbId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
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
