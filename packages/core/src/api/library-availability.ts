// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { streamSchema } from './scrape.ts';
import { defineRoutes } from './route-table.ts';

/**
 * Which titles this server can play without running any scraper, as GET /library/available
 * answers it: the movie database ids of movies with a playable file, and of shows with at least
 * one playable episode. The web app marks these titles and offers them to newcomers first.
 */
export const libraryAvailabilitySchema = z.object({
  movies: z.array(z.number().check(z.int(), z.positive())),
  shows: z.array(z.number().check(z.int(), z.positive())),
});

export type LibraryAvailability = z.infer<typeof libraryAvailabilitySchema>;

/** What started a scan of the media folders. */
export const libraryScanTriggers = ['start', 'watch', 'interval', 'admin'] as const;

/**
 * The library's scans as `GET` and `POST /admin/library/scan` answer them: whether one runs now,
 * and what the last finished one found (null before the first ends), or why it failed.
 */
export const libraryScanStatusSchema = z.object({
  scanning: z.boolean(),
  last: z.nullable(
    z.object({
      trigger: z.enum(libraryScanTriggers),
      startedAt: z.string(),
      durationMs: z.number().check(z.int(), z.gte(0)),
      files: z.number().check(z.int(), z.gte(0)),
      movies: z.number().check(z.int(), z.gte(0)),
      shows: z.number().check(z.int(), z.gte(0)),
      error: z.optional(z.string()),
    }),
  ),
  /** Whether the folders are watched for changes, and how often they are read again regardless. */
  watching: z.boolean(),
  intervalSeconds: z.number().check(z.int(), z.gte(0)),
});

export type LibraryScanStatus = z.infer<typeof libraryScanStatusSchema>;
export type LibraryScanTrigger = (typeof libraryScanTriggers)[number];

/** What `GET /availability/may-play` lists: films, shows, or both by popularity. */
export const mayPlayKinds = ['all', 'movie', 'show'] as const;
export type MayPlayKind = (typeof mayPlayKinds)[number];

/** Titles per page of `GET /availability/may-play`: one grid's worth. */
export const MAY_PLAY_PAGE_SIZE = 20;
/** The last page anyone may ask for; the embedded catalog fills a few dozen at most. */
export const MAY_PLAY_MAX_PAGE = 500;

/**
 * `GET /availability/may-play?kind=all&page=1`: the catalog's titles, most popular first, that
 * the library does not hold but a source here may have (one that can only tell by trying, like
 * the Internet Archive or an addon) and that has not answered not found for them lately. A page
 * holds at most MAY_PLAY_PAGE_SIZE titles, fewer when some were learned not to play;
 * `totalPages` counts pages before that. With `ownServer=true` (the viewer has their own
 * Jellyfin, which may hold anything) every title outside the library is listed.
 */
export const mayPlayPageSchema = z.object({
  page: z.number().check(z.int(), z.positive()),
  totalPages: z.number().check(z.int(), z.gte(0)),
  titles: z.array(
    z.object({
      type: z.enum(['movie', 'show']),
      tmdbId: z.number().check(z.int(), z.positive()),
    }),
  ),
});

export type MayPlayPage = z.infer<typeof mayPlayPageSchema>;

const libraryTmdbId = z.coerce.number().check(z.int(), z.positive());
const episodeNumber = z.coerce.number().check(z.int(), z.gte(0));

export const libraryMovieParamsSchema = z.object({ tmdbId: libraryTmdbId });
export const libraryEpisodeParamsSchema = z.object({
  tmdbId: libraryTmdbId,
  season: episodeNumber,
  episode: episodeNumber,
});

/** A title's streams from the library: HLS first, then files; empty when it has none. */
export const libraryStreamsSchema = z.object({ streams: z.array(streamSchema) });
export type LibraryStreams = z.infer<typeof libraryStreamsSchema>;

/** The media library: which titles it has, their streams, its files, and its scans. */
export const libraryRoutes = defineRoutes({
  available: {
    method: 'GET',
    path: '/library/available',
    summary: 'The movie database ids of the titles with a playable file',
    auth: 'access',
    answer: libraryAvailabilitySchema,
  },
  movieStreams: {
    method: 'GET',
    path: '/library/streams/movie/:tmdbId',
    summary: "A movie's streams",
    auth: 'access',
    params: libraryMovieParamsSchema,
    answer: libraryStreamsSchema,
  },
  episodeStreams: {
    method: 'GET',
    path: '/library/streams/tv/:tmdbId/:season/:episode',
    summary: "An episode's streams",
    auth: 'access',
    params: libraryEpisodeParamsSchema,
    answer: libraryStreamsSchema,
  },
  file: {
    method: 'GET',
    path: '/media-files/*',
    summary:
      'A media file by its path under a media folder, with ranges and validators; under ' +
      'ACCESS=accounts a session or a signed link',
    auth: 'access',
    produces: 'application/octet-stream',
  },
  scanStatus: {
    method: 'GET',
    path: '/admin/library/scan',
    summary: 'Whether a scan runs, and what the last found',
    auth: 'admin',
    answer: libraryScanStatusSchema,
  },
  scan: {
    method: 'POST',
    path: '/admin/library/scan',
    summary: 'Scans the media folders now and answers when done',
    auth: 'admin',
    answer: libraryScanStatusSchema,
  },
});
