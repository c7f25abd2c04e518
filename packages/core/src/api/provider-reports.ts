import { z } from 'zod';

/** How one source or embed fared in a scrape, as the movie-web client reports it. */
export const providerReportStatusSchema = z.enum(['success', 'failed', 'notfound']);
export type ProviderReportStatus = z.infer<typeof providerReportStatusSchema>;

/** One source or embed tried for one title. */
export const providerReportItemSchema = z.object({
  tmdbId: z.string(),
  type: z.string(),
  title: z.string(),
  seasonId: z.string().optional(),
  episodeId: z.string().optional(),
  status: providerReportStatusSchema,
  providerId: z.string(),
  embedId: z.string().optional(),
  errorMessage: z.string().optional(),
  fullError: z.string().optional(),
});
export type ProviderReportItem = z.infer<typeof providerReportItemSchema>;

/** `POST /metrics/providers`: what the client tried in one scrape, 1 to 10 items, as movie-web's. */
export const providerReportBodySchema = z.object({
  items: z.array(providerReportItemSchema).min(1).max(10),
  tool: z.string().optional(),
  batchId: z.string().optional(),
});
export type ProviderReportBody = z.input<typeof providerReportBodySchema>;
