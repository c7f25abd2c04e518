import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { mediaRootsOf } from '../library/library.module.ts';
import { createLibraryRepository } from '../library/library.repository.ts';
import { IntroMarkers } from './intro-markers.ts';
import { IntroSkipRemote, introSkipCache } from './intro-skip-remote.ts';
import { createIntroSkipRepository } from './intro-skip.repository.ts';
import { introSkipRoutes } from './intro-skip.routes.ts';
import { IntroSkipService } from './intro-skip.service.ts';

/**
 * Skip-intro times: from the chapter markers of library files, and from the operator's
 * intro-skip service when INTRO_SKIP_URL is set.
 */
export function registerIntroSkip(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const service = new IntroSkipService({
    catalog: createIntroSkipRepository(db),
    library: createLibraryRepository(ctx.database),
    roots: mediaRootsOf(ctx.config),
    markers: new IntroMarkers(),
    remote: ctx.config.INTRO_SKIP_URL
      ? new IntroSkipRemote({
          baseUrl: ctx.config.INTRO_SKIP_URL,
          answers: ctx.infra.cache('intro-skip', introSkipCache),
        })
      : null,
  });
  introSkipRoutes(app, service);
}
