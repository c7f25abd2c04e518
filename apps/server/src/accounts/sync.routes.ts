import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitGuard } from '../rate-limit/rate-limit-guard.ts';
import { rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import {
  bookmarkBodySchema,
  bookmarkImportSchema,
  progressDeleteSchema,
  progressImportSchema,
  progressInputSchema,
  settingsSchema,
  titleParams,
  userIdParams,
} from './accounts.schemas.ts';
import type { BookmarkService } from './bookmark.service.ts';
import type { ProgressService } from './progress.service.ts';
import { assertOwnUser, type SessionAuthenticator } from './session-auth.ts';
import type { SettingsService } from './settings.service.ts';

export interface SyncServices {
  bookmarks: BookmarkService;
  progress: ProgressService;
  settings: SettingsService;
}

/** Bookmarks, progress and settings under `/users/{userId}/...` (backend-api.md "Sync"). */
export function registerSyncRoutes(
  app: FastifyInstance,
  authenticator: SessionAuthenticator,
  services: SyncServices,
  limiter: RateLimiter,
): void {
  const { bookmarks, progress, settings } = services;

  /** The path's user, once the token proved to be that user. */
  async function ownUser(request: FastifyRequest): Promise<string> {
    const session = await authenticator.require(request.headers.authorization);
    const { userId } = userIdParams.parse(request.params);
    assertOwnUser(session, userId);
    return userId;
  }

  async function ownTitle(request: FastifyRequest) {
    const userId = await ownUser(request);
    return { userId, tmdbId: titleParams.parse(request.params).tmdbId };
  }

  app.get('/users/:userId/bookmarks', async (request) => bookmarks.list(await ownUser(request)));

  app.put('/users/:userId/bookmarks', async (request) => {
    const userId = await ownUser(request);
    return bookmarks.save(userId, bookmarkImportSchema.parse(request.body));
  });

  app.post('/users/:userId/bookmarks/:tmdbId', async (request) => {
    const { userId, tmdbId } = await ownTitle(request);
    const { meta } = bookmarkBodySchema.parse(request.body);
    const [saved] = await bookmarks.save(userId, [{ tmdbId, meta }]);
    return saved;
  });

  app.delete('/users/:userId/bookmarks/:tmdbId', async (request) => {
    const { userId, tmdbId } = await ownTitle(request);
    return bookmarks.delete(userId, tmdbId);
  });

  app.get('/users/:userId/progress', async (request) => progress.list(await ownUser(request)));

  app.put(
    '/users/:userId/progress/import',
    { preHandler: rateLimitGuard(limiter, rateLimits.progressImport) },
    async (request) => {
      const userId = await ownUser(request);
      return progress.import(userId, progressImportSchema.parse(request.body));
    },
  );

  app.put('/users/:userId/progress/:tmdbId', async (request) => {
    const { userId, tmdbId } = await ownTitle(request);
    const body = progressInputSchema.parse({ ...(request.body as object), tmdbId });
    return progress.save(userId, body);
  });

  app.delete('/users/:userId/progress/:tmdbId', async (request) => {
    const { userId, tmdbId } = await ownTitle(request);
    const { seasonId, episodeId } = progressDeleteSchema.parse(request.body);
    return progress.delete(userId, tmdbId, seasonId, episodeId);
  });

  app.get('/users/:userId/settings', async (request) => settings.get(await ownUser(request)));

  app.put('/users/:userId/settings', async (request) => {
    const userId = await ownUser(request);
    return settings.update(userId, settingsSchema.parse(request.body ?? {}));
  });
}
