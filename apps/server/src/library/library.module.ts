import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import { systemClock, type Clock } from '../accounts/clock.ts';
import { ServerSecretRepository } from '../accounts/server-secret.repository.ts';
import { resolveTokenSecret } from '../accounts/token-secret.ts';
import type { AppContext } from '../app-context.ts';
import { MediaLinks } from './media-links.ts';
import { createLibraryRepository } from './library.repository.ts';
import { libraryRoutes } from './library.routes.ts';
import { LibraryService } from './library.service.ts';
import type { MediaRoot } from './media-path.ts';

/** The operator's MEDIA_DIR first, so its files win over the bundled demo media. */
export function mediaRootsOf(config: AppContext['config']): MediaRoot[] {
  const roots: MediaRoot[] = [];
  if (config.MEDIA_DIR) roots.push({ name: 'media', dir: config.MEDIA_DIR });
  roots.push({ name: 'demo', dir: config.DEMO_MEDIA_DIR });
  return roots;
}

/** What tests replace: the time media links are signed and checked at. */
export interface LibraryOptions {
  clock?: Clock;
}

/** Null when there is nothing to warn about. */
export function publicMediaWarning(config: AppContext['config']): string | null {
  if (!config.MEDIA_DIR || config.ACCESS !== 'public') return null;
  return (
    `MEDIA_DIR is set and ACCESS is public: anyone who can reach this server can read every ` +
    `file in ${config.MEDIA_DIR}. Set ACCESS=accounts to require a signed-in session.`
  );
}

/** Scans the media folders on start (replacing the previous index) and serves streams and files. */
export async function registerLibrary(
  app: FastifyInstance,
  ctx: AppContext,
  options: LibraryOptions = {},
): Promise<LibraryService> {
  const warning = publicMediaWarning(ctx.config);
  if (warning) app.log.warn(warning);
  const service = new LibraryService(
    createLibraryRepository(ctx.database),
    mediaRootsOf(ctx.config),
  );
  await service.rescan();
  const guard = accessGuard(ctx);
  const links = guard.sessionRequired
    ? new MediaLinks(
        await resolveTokenSecret(
          new ServerSecretRepository(ctx.database.db),
          ctx.config.TOKEN_SECRET,
        ),
        options.clock ?? systemClock,
      )
    : null;
  libraryRoutes(app, service, { guard, links });
  return service;
}
