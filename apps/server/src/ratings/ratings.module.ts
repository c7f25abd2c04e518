import type { PublicConfig } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { catalogImdbIds } from './catalog-imdb-ids.ts';
import { OmdbClient } from './omdb-client.ts';
import { ratingsRoutes } from './ratings.routes.ts';
import { RatingsService, ratingsCaches } from './ratings.service.ts';

/** Film ratings from OMDb through our server; off without OMDB_API_KEY. */
export function registerRatings(app: FastifyInstance, ctx: AppContext): void {
  const { OMDB_API_KEY, OMDB_API_URL } = ctx.config;
  const service = OMDB_API_KEY
    ? new RatingsService(
        new OmdbClient({ apiKey: OMDB_API_KEY, apiUrl: OMDB_API_URL }),
        catalogImdbIds(app),
        {
          answers: ctx.infra.cache('ratings', ratingsCaches.answers),
          limit: ctx.infra.cache('ratings-limit', ratingsCaches.limit),
        },
      )
    : null;
  ratingsRoutes(app, service, ctx.infra.rateLimiter, accessGuard(ctx));
}

/** Tells the web app whether to show ratings: on exactly when the server has an OMDb key. */
export function withRatingsFlag(
  publicConfig: PublicConfig,
  config: Pick<Config, 'OMDB_API_KEY'>,
): PublicConfig {
  return { ...publicConfig, ratings: Boolean(config.OMDB_API_KEY) };
}
