import { z } from 'zod';

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
