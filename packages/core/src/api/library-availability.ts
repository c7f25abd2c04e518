import { z } from 'zod';

/**
 * Which titles this server can play without running any scraper, as GET /library/available
 * answers it: the movie database ids of movies with a playable file, and of shows with at least
 * one playable episode. The web app marks these titles and offers them to newcomers first.
 */
export const libraryAvailabilitySchema = z.object({
  movies: z.array(z.number().int().positive()),
  shows: z.array(z.number().int().positive()),
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
  last: z
    .object({
      trigger: z.enum(libraryScanTriggers),
      startedAt: z.string(),
      durationMs: z.number().int().min(0),
      files: z.number().int().min(0),
      movies: z.number().int().min(0),
      shows: z.number().int().min(0),
      error: z.string().optional(),
    })
    .nullable(),
  /** Whether the folders are watched for changes, and how often they are read again regardless. */
  watching: z.boolean(),
  intervalSeconds: z.number().int().min(0),
});

export type LibraryScanStatus = z.infer<typeof libraryScanStatusSchema>;
export type LibraryScanTrigger = (typeof libraryScanTriggers)[number];
