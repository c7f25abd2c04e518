import { z } from 'zod';
import { defineRoutes } from './route-table.ts';

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

export const metricsRoutes = defineRoutes({
  providerReports: {
    method: 'POST',
    path: '/metrics/providers',
    summary: "A movie-web client's scrape report, counted by source and status only; answers true",
    auth: 'public',
    body: providerReportBodySchema,
    answer: z.literal(true),
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics; 404 unless the operator set a metrics token',
    auth: 'metrics',
    produces: 'text/plain; version=0.0.4; charset=utf-8',
  },
});
