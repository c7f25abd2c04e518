// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/**
 * Online subtitles as our server answers them and the web app reads them: the server builds these
 * from the subtitle service's results, and the browser checks the answer against the same schema.
 */

/** One subtitle file the player may offer; `id` is what GET /subtitles/file/:fileId takes. */
export const onlineSubtitleSchema = z.object({
  /** The file id, for downloading its text. */
  id: z.string(),
  /** ISO 639-1 (639-2/3 for languages without a two-letter code). */
  language: z.string(),
  release: z.string(),
  downloads: z.number(),
  hearingImpaired: z.boolean(),
});

export type OnlineSubtitle = z.infer<typeof onlineSubtitleSchema>;

/** The answer of GET /subtitles/search: most downloaded first. */
export const onlineSubtitleSearchAnswerSchema = z.object({
  results: z.array(onlineSubtitleSchema),
});

export type OnlineSubtitleSearchAnswer = z.infer<typeof onlineSubtitleSearchAnswerSchema>;

/** `GET /subtitles/search`: a show needs its season and episode. */
export const onlineSubtitleSearchQuerySchema = z
  .object({
    tmdbId: z.coerce.number().check(z.int(), z.positive()),
    type: z.enum(['movie', 'show']),
    season: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    episode: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    imdbId: z.optional(
      z.string().check(z.regex(/^tt\d{1,10}$/, 'must be an IMDb id like tt0133093')),
    ),
    /** Comma-separated ISO 639-1 (or 639-2) codes. */
    languages: z.optional(
      z
        .string()
        .check(
          z.regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/i, 'must be language codes separated by commas'),
        ),
    ),
  })
  .check(
    z.refine((q) => q.type === 'movie' || (q.season !== undefined && q.episode !== undefined), {
      message: 'season and episode are required for a show',
      path: ['season'],
    }),
  );

export const onlineSubtitleFileParamsSchema = z.object({
  fileId: z.coerce.number().check(z.int(), z.positive()),
});

/** Online subtitles through the operator's OpenSubtitles key; 404 without one. */
export const onlineSubtitlesRoutes = defineRoutes({
  search: {
    method: 'GET',
    path: '/subtitles/search',
    summary: 'Subtitle files for a title, most downloaded first',
    auth: 'access',
    query: onlineSubtitleSearchQuerySchema,
    answer: onlineSubtitleSearchAnswerSchema,
  },
  file: {
    method: 'GET',
    path: '/subtitles/file/:fileId',
    summary: "A file's text, SRT or WebVTT (30 the server has not kept per 10 minutes per client)",
    auth: 'access',
    params: onlineSubtitleFileParamsSchema,
    produces: 'text/plain; charset=utf-8',
  },
});
