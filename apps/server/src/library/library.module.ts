import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
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

/** Scans the media folders on start (replacing the previous index) and serves streams and files. */
export async function registerLibrary(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<LibraryService> {
  const service = new LibraryService(
    createLibraryRepository(ctx.database),
    mediaRootsOf(ctx.config),
  );
  await service.rescan();
  libraryRoutes(app, service);
  return service;
}
