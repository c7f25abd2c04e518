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
