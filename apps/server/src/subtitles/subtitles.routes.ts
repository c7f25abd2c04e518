import { onlineSubtitlesRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { clientKey } from '../http/client-address.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { HttpError } from '../http/errors.ts';
import { assertWithinLimit, rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { SubtitlesService } from './subtitles.service.ts';

export const notConfiguredMessage = 'Online subtitles are not configured';

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

  addApiRoute(app, onlineSubtitlesRoutes.search, sessionOnly, async (_request, _reply, input) => {
    const subtitles = configured();
    const query = input.query();
    const results = await subtitles.search({
      ...query,
      languages: query.languages?.split(','),
    });
    return { results };
  });

  addApiRoute(app, onlineSubtitlesRoutes.file, sessionOnly, async (request, reply, input) => {
    const subtitles = configured();
    const { fileId } = input.params();
    const text = await subtitles.file(fileId, () =>
      assertWithinLimit(limiter, rateLimits.subtitleDownloads, clientKey(request)),
    );
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'private, max-age=86400')
      .send(text);
  });
}
