import { ratingsRoutes as ratingsTable } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { clientKey } from '../http/client-address.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { HttpError } from '../http/errors.ts';
import { assertWithinLimit, rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { RatingsService } from './ratings.service.ts';

export const notConfiguredMessage = 'Ratings are not configured';

/**
 * `GET /ratings/{movie|tv}/{tmdbId}` → the title's ratings; a title OMDb does not know answers
 * all three as null (an ordinary answer, so browsers log no failed request for it). Without an
 * OMDb key the route still answers, saying the feature is off. A title the server has not kept
 * spends a call of the key's daily quota, so those count against the client's limit.
 */
export function ratingsRoutes(
  app: FastifyInstance,
  service: RatingsService | null,
  limiter: RateLimiter,
  access: AccessGuard,
): void {
  const sessionOnly = { preHandler: access.requireSession };
  addApiRoute(app, ratingsTable.ratings, sessionOnly, async (request, reply, input) => {
    if (!service) throw new HttpError(404, notConfiguredMessage, 'not_configured');
    const { media, tmdbId } = input.params();
    const ratings = await service.ratings(media, tmdbId, () =>
      assertWithinLimit(limiter, rateLimits.ratingsLookups, clientKey(request)),
    );
    void reply.header('cache-control', `${access.cacheScope}, max-age=3600`);
    return ratings;
  });
}
