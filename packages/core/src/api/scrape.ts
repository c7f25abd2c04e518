// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';
import { QUALITY_KEYS, type Stream } from '../stream.ts';

/**
 * Scraping through our server: the web app POSTs what to scrape and reads the answer as NDJSON
 * (`application/x-ndjson`), one event per line, written as the run goes, so the scraping screen
 * shows the same per-source statuses as a run in the browser. The last line is a `done`,
 * `sourceDone` or `embedDone` (or `error`).
 */

export const SCRAPE_CONTENT_TYPE = 'application/x-ndjson';

const tmdbIdSchema = z.string().check(z.regex(/^\d+$/, 'must be a movie database id (digits)'));
const partSchema = z.object({
  number: z.number().check(z.int(), z.gte(0)),
  tmdbId: z.string().check(z.minLength(1)),
});

const mediaBase = {
  tmdbId: tmdbIdSchema,
  title: z.string().check(z.maxLength(500)),
  releaseYear: z.number().check(z.int()),
  imdbId: z.optional(z.string().check(z.maxLength(20))),
};

/** The providers' ScrapeMedia: a movie, or one episode of a show. */
export const scrapeMediaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('movie'), ...mediaBase }),
  z.object({ type: z.literal('show'), ...mediaBase, season: partSchema, episode: partSchema }),
]);

/**
 * Credentials of the viewer's own services, sent only when the viewer runs sources on our server;
 * the server uses them for this run and keeps nothing.
 */
export const scrapeCredentialsSchema = z.object({
  // Any http(s) address, an IP or `localhost` included (Jellyfin is often reached as
  // `http://203.0.113.5:8096`); the server's own address check, not this schema, decides which
  // hosts it may reach.
  jellyfin: z.optional(
    z.object({
      url: z.url({ protocol: /^https?$/ }),
      apiKey: z.string().check(z.minLength(1), z.maxLength(200)),
    }),
  ),
});

const scraperIdSchema = z.string().check(z.minLength(1), z.maxLength(100));

/** POST /scrape: every source in order until one yields a stream. */
export const scrapeRunRequestSchema = z.object({
  media: scrapeMediaSchema,
  sourceOrder: z.optional(z.array(scraperIdSchema).check(z.maxLength(100))),
  credentials: z.optional(scrapeCredentialsSchema),
});

/** POST /scrape/source: one source on its own (the source menu and the failover). */
export const scrapeSourceRequestSchema = z.object({
  id: scraperIdSchema,
  media: scrapeMediaSchema,
  credentials: z.optional(scrapeCredentialsSchema),
});

/** POST /scrape/embed: one embed, with the url its source gave. */
export const scrapeEmbedRequestSchema = z.object({
  id: scraperIdSchema,
  url: z.string().check(z.minLength(1), z.maxLength(4000)),
  credentials: z.optional(scrapeCredentialsSchema),
});

export type ScrapeRunRequest = z.infer<typeof scrapeRunRequestSchema>;
export type ScrapeSourceRequest = z.infer<typeof scrapeSourceRequestSchema>;
export type ScrapeEmbedRequest = z.infer<typeof scrapeEmbedRequestSchema>;
export type ScrapeCredentials = z.infer<typeof scrapeCredentialsSchema>;

const headersSchema = z.record(z.string(), z.string());

const captionSchema = z.object({
  id: z.string(),
  language: z.string(),
  url: z.string(),
  type: z.enum(['srt', 'vtt']),
  hasCorsRestrictions: z.boolean(),
  opensubtitles: z.optional(z.boolean()),
  hls: z.optional(z.boolean()),
});

const streamCommon = {
  id: z.string(),
  headers: z.optional(headersSchema),
  preferredHeaders: z.optional(headersSchema),
  captions: z.array(captionSchema),
  flags: z.array(z.string()),
};

const streamFileSchema = z.object({ type: z.literal('mp4'), url: z.string() });

export const streamSchema: z.ZodMiniType<Stream> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hls'), playlist: z.string(), ...streamCommon }),
  z.object({
    type: z.literal('file'),
    qualities: z.partialRecord(z.enum(QUALITY_KEYS), streamFileSchema),
    ...streamCommon,
  }),
]);

const scrapeStatusSchema = z.enum(['pending', 'success', 'failure', 'notfound']);

/**
 * Why a source or embed gave nothing, as a viewer is told it: it has no such title, its service
 * answered with an error status, it could not be reached, or something else broke (an answer
 * that could not be read, a bug).
 */
export const scrapeReasonCodes = ['notfound', 'refused', 'unreachable', 'error'] as const;
export type ScrapeReasonCode = (typeof scrapeReasonCodes)[number];
const errorStatusSchema = z.enum(['notfound', 'failure']);

/** The runner's events, as lines; an error travels as its message only. */
export const scrapeProgressEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), sourceIds: z.array(z.string()) }),
  z.object({ type: z.literal('start'), id: z.string() }),
  z.object({
    type: z.literal('update'),
    id: z.string(),
    percentage: z.number().check(z.gte(0), z.lte(100)),
    status: scrapeStatusSchema,
    /** The failure's English message, for logs and as the fallback. */
    reason: z.optional(z.string()),
    reasonCode: z.optional(z.enum(scrapeReasonCodes)),
  }),
  z.object({
    type: z.literal('discoverEmbeds'),
    sourceId: z.string(),
    embeds: z.array(z.object({ id: z.string(), embedScraperId: z.string() })),
  }),
]);

/** What a run found: the stream to play and its siblings from the same source or embed. */
export const scrapeFoundSchema = z.object({
  sourceId: z.string(),
  embedId: z.optional(z.string()),
  stream: streamSchema,
  streams: z.array(streamSchema),
});

export const scrapeEventSchema = z.discriminatedUnion('type', [
  ...scrapeProgressEventSchema.def.options,
  /** POST /scrape's last line: null when no source had a stream. */
  z.object({ type: z.literal('done'), result: z.nullable(scrapeFoundSchema) }),
  /** POST /scrape/source's last line. */
  z.object({
    type: z.literal('sourceDone'),
    streams: z.array(streamSchema),
    embeds: z.array(z.object({ embedId: z.string(), url: z.string() })),
  }),
  /** POST /scrape/embed's last line. */
  z.object({ type: z.literal('embedDone'), streams: z.array(streamSchema) }),
  /** The run (or the one scraper) failed as a whole; `notfound` when it simply had nothing. */
  z.object({ type: z.literal('error'), status: errorStatusSchema, message: z.string() }),
]);

export type ScrapeEvent = z.infer<typeof scrapeEventSchema>;
export type ScrapeFoundLine = z.infer<typeof scrapeFoundSchema>;

/** GET /scrape/sources: what the server runs, highest rank first. */
export const scraperListSchema = z.object({
  sources: z.array(z.object({ id: z.string(), name: z.string(), rank: z.number() })),
  embeds: z.array(z.object({ id: z.string(), name: z.string(), rank: z.number() })),
});

export type ScraperList = z.infer<typeof scraperListSchema>;

/**
 * The server's scrape runs. Each run answers `application/x-ndjson`: one `scrapeEvent` per line as
 * it happens, ending with the streams found or the failure; checks, counts and slots fail first
 * as ordinary JSON errors.
 */
export const scrapeRoutes = defineRoutes({
  sources: {
    method: 'GET',
    path: '/scrape/sources',
    summary: 'The sources and embeds the server runs, highest rank first',
    auth: 'access',
    answer: scraperListSchema,
  },
  run: {
    method: 'POST',
    path: '/scrape',
    summary: 'Runs every source for a title (60 per minute per client); lines of scrapeEvent',
    auth: 'access',
    body: scrapeRunRequestSchema,
    produces: SCRAPE_CONTENT_TYPE,
  },
  source: {
    method: 'POST',
    path: '/scrape/source',
    summary: 'Runs one source for a title; lines of scrapeEvent',
    auth: 'access',
    body: scrapeSourceRequestSchema,
    produces: SCRAPE_CONTENT_TYPE,
  },
  embed: {
    method: 'POST',
    path: '/scrape/embed',
    summary: 'Runs one embed on a URL a source gave; lines of scrapeEvent',
    auth: 'access',
    body: scrapeEmbedRequestSchema,
    produces: SCRAPE_CONTENT_TYPE,
  },
});
