import type { OnlineSubtitleSearchAnswer } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientKey } from '../http/client-address.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { HttpError } from '../http/errors.ts';
import { assertWithinLimit, rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SubtitlesService } from './subtitles.service.ts';

export const notConfiguredMessage = 'Online subtitles are not configured';

const searchQuery = z
  .object({
    tmdbId: z.coerce.number().int().positive(),
    type: z.enum(['movie', 'show']),
    season: z.coerce.number().int().min(0).optional(),
    episode: z.coerce.number().int().min(0).optional(),
    imdbId: z
      .string()
      .regex(/^tt\d{1,10}$/, 'must be an IMDb id like tt0133093')
      .optional(),
    /** Comma-separated ISO 639-1 (or 639-2) codes. */
    languages: z
      .string()
      .regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/i, 'must be language codes separated by commas')
      .optional(),
  })
  .refine((q) => q.type === 'movie' || (q.season !== undefined && q.episode !== undefined), {
    message: 'season and episode are required for a show',
    path: ['season'],
  });

const fileParams = z.object({ fileId: z.coerce.number().int().positive() });

/**
 * Without an OpenSubtitles key the routes still answer, saying the feature is off. A download the
 * server has not kept spends the key's daily quota, so those count against the client's limit.
 */
export function subtitlesRoutes(
  app: FastifyInstance,
  service: SubtitlesService | null,
  limiter: RateLimiter,
  access: AccessGuard,
): void {
  const sessionOnly = { preHandler: access.requireSession };

  const configured = (): SubtitlesService => {
    if (!service) throw new HttpError(404, notConfiguredMessage, 'not_configured');
    return service;
  };

  app.get('/subtitles/search', sessionOnly, async (request) => {
    const subtitles = configured();
    const query = searchQuery.parse(request.query);
    const results = await subtitles.search({
      ...query,
      languages: query.languages?.split(','),
    });
    return { results } satisfies OnlineSubtitleSearchAnswer;
  });

  app.get('/subtitles/file/:fileId', sessionOnly, async (request, reply) => {
    const subtitles = configured();
    const { fileId } = fileParams.parse(request.params);
    const text = await subtitles.file(fileId, () =>
      assertWithinLimit(limiter, rateLimits.subtitleDownloads, clientKey(request)),
    );
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'private, max-age=86400')
      .send(text);
  });
}
