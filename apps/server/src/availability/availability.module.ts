import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import type { AppContext } from '../app-context.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { ScrapeService } from '../scrape/scrape.service.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { AvailabilityService } from './availability.service.ts';
import { SourceMisses, sourceMissesCache } from './source-misses.ts';

/**
 * Whether titles may play here before anyone presses play: the library's titles, the catalog's
 * record of rights, and what the operator's sources answered lately (kept in the shared cache,
 * so every instance knows what one learned). Every full scrape run on this server teaches it.
 */
export function registerAvailability(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { library: LibraryService; catalog: CatalogService; scrape: ScrapeService },
): AvailabilityService {
  const misses = new SourceMisses(ctx.infra.cache<true>('source-misses', sourceMissesCache));
  const service = new AvailabilityService({
    library: () => deps.library.availability(),
    licenseOf: (type, id) => deps.catalog.licenseOf(type, id),
    catalogTitles: (type) => deps.catalog.titlesByPopularity(type),
    operatorSourceIds: deps.scrape.operatorSourceIds(),
    misses,
  });
  deps.scrape.onOutcomes((media, outcomes) => {
    service.learn(media, outcomes).catch((error: unknown) => {
      app.log.warn(`Could not remember source answers: ${String(error)}`);
    });
  });
  availabilityRoutes(app, {
    service,
    scrape: deps.scrape,
    guard: accessGuard(ctx),
    limiter: ctx.infra.rateLimiter,
  });
  return service;
}
