import { z } from 'zod';
import { defineRoutes } from './route-table.ts';

/** An episode by IMDb id (`tt…`) or movie database id (`tmdb-{n}`), season and episode. */
export const introSkipParamsSchema = z.object({
  id: z
    .string()
    .regex(/^(tt\d{1,10}|tmdb-\d{1,10})$/, 'must be an IMDb id (tt…) or tmdb-{movie database id}'),
  season: z.coerce.number().int().min(0),
  episode: z.coerce.number().int().min(0),
});

/** With an IMDb id in the path, the player may add the movie database id it already knows. */
export const introSkipQuerySchema = z.object({
  tmdbId: z.coerce.number().int().positive().optional(),
});

/** Where the intro ends (`45s`), or null when no marker is known (an ordinary answer). */
export const introSkipAnswerSchema = z.object({ introSkipTime: z.string().nullable() });
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
