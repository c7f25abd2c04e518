import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import { systemClock, type Clock } from '../accounts/clock.ts';
import { ServerSecretRepository } from '../accounts/server-secret.repository.ts';
import { resolveTokenSecret } from '../accounts/token-secret.ts';
import type { AppContext } from '../app-context.ts';
import { adminGuard } from '../accounts/admin-guard.ts';
import { RescanScheduler, watchMediaRoots } from './library-watcher.ts';
import { MediaLinks } from './media-links.ts';
import { createLibraryRepository } from './library.repository.ts';
import { libraryAdminRoutes, libraryRoutes } from './library.routes.ts';
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

/** A burst of file events (a copy, an unpacked folder) becomes one scan once quiet this long. */
const WATCH_QUIET_MS = 1000;
/** However busy the folders stay, a scan starts this long after the first change. */
const WATCH_MAX_WAIT_MS = 5000;

/** Null when there is nothing to warn about. */
export function publicMediaWarning(config: AppContext['config']): string | null {
  if (!config.MEDIA_DIR || config.ACCESS !== 'public') return null;
  return (
    `MEDIA_DIR is set and ACCESS is public: anyone who can reach this server can read every ` +
    `file in ${config.MEDIA_DIR}. Set ACCESS=accounts to require a signed-in session.`
  );
}

/**
 * Scans the media folders on start (replacing the previous index), then follows them: a change
 * seen by watching brings a scan within seconds, and a full rescan runs every
 * LIBRARY_RESCAN_INTERVAL_S regardless. Serves streams, files and the admin's scan.
 */
export async function registerLibrary(
  app: FastifyInstance,
  ctx: AppContext,
  options: LibraryOptions = {},
): Promise<LibraryService> {
  const warning = publicMediaWarning(ctx.config);
  if (warning) app.log.warn(warning);
  const watching = ctx.config.LIBRARY_WATCH === 'on';
  const intervalSeconds = ctx.config.LIBRARY_RESCAN_INTERVAL_S;
  const roots = mediaRootsOf(ctx.config);
  const service = new LibraryService(createLibraryRepository(ctx.database), roots, {
    watching,
    intervalSeconds,
  });
  await service.rescan('start');
  const rescan = (trigger: 'watch' | 'interval') =>
    service.rescan(trigger).catch((error: unknown) => {
      app.log.warn(`Library scan failed: ${error instanceof Error ? error.message : error}`);
    });
  if (watching) {
    const scheduler = new RescanScheduler(() => rescan('watch'), {
      quietMs: WATCH_QUIET_MS,
      maxWaitMs: WATCH_MAX_WAIT_MS,
    });
    const stopWatching = watchMediaRoots(
      roots,
      () => scheduler.changed(),
      (message) => app.log.warn(message),
    );
    app.addHook('onClose', async () => {
      stopWatching();
      scheduler.close();
    });
  }
  if (intervalSeconds > 0) {
    const timer = setInterval(() => void rescan('interval'), intervalSeconds * 1000).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
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
  libraryAdminRoutes(app, service, { admin: adminGuard(ctx), limiter: ctx.infra.rateLimiter });
  return service;
}
