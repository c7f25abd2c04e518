import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { CatalogService } from './catalog.service.ts';
import { movies } from './data/movies.ts';
import { shows } from './data/shows.ts';
import { TmdbProxy, tmdbProxyCache } from './tmdb-proxy.ts';

/**
 * Loads the shipped catalog into the database (only when its content changed) and serves the
 * `/tmdb/3` API and the artwork; with TMDB_API_KEY set the API calls go to the real service.
 */
export async function registerCatalog(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<CatalogService> {
  const service = new CatalogService(createCatalogRepository(ctx.database), { movies, shows });
  await service.init();
  const { TMDB_API_KEY, TMDB_API_URL, TMDB_API_FALLBACK_URL, TMDB_IMAGE_URL } = ctx.config;
  const proxy = TMDB_API_KEY
    ? new TmdbProxy({
        apiKey: TMDB_API_KEY,
        primaryUrl: TMDB_API_URL,
        fallbackUrl: TMDB_API_FALLBACK_URL,
        cache: ctx.infra.cache('tmdb', tmdbProxyCache),
      })
    : null;
  await app.register(catalogRoutes, { service, proxy, imageUrl: TMDB_IMAGE_URL });
  return service;
}
