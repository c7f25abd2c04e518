import {
  bookmarkBodySchema,
  bookmarkImportSchema,
  progressDeleteBodySchema,
  progressImportSchema,
  progressInputSchema,
  settingsPatchSchema,
  titleParamsSchema,
  userIdParamsSchema,
} from '@screenroom/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitGuard } from '../rate-limit/rate-limit-guard.ts';
import {
  assertWithinLimit,
  rateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../rate-limit/rate-limiter.ts';
import type { BookmarkService } from './bookmark.service.ts';
import type { ProgressService } from './progress.service.ts';
import type { SettingsService } from './settings.service.ts';

export interface SyncServices {
  bookmarks: BookmarkService;
  progress: ProgressService;
  settings: SettingsService;
}

/** The path's user; `guardOwnUserRoutes` has checked that the token is that user's. */
function ownUser(request: FastifyRequest): string {
  return userIdParamsSchema.parse(request.params).userId;
}

function ownTitle(request: FastifyRequest) {
  return titleParamsSchema.parse(request.params);
}

/**
 * Bookmarks, progress and settings under `/users/{userId}/...`, as the movie-web backend has
 * them, each for the token's own user only, which `guardOwnUserRoutes` checks before any runs.
 */
export function registerSyncRoutes(
  app: FastifyInstance,
  services: SyncServices,
  limiter: RateLimiter,
): void {
  const { bookmarks, progress, settings } = services;
  // Counted in the handler, after the ownership guard: counted before it, anyone could use up
  // another user's budget with requests that carry no valid token.
  const countWrite = (rule: RateLimitRule, userId: string) =>
    assertWithinLimit(limiter, rule, `user:${userId}`);

  app.get('/users/:userId/bookmarks', async (request) => bookmarks.list(ownUser(request)));

  app.put('/users/:userId/bookmarks', async (request) => {
    const userId = ownUser(request);
    await countWrite(rateLimits.bookmarkWrites, userId);
    return bookmarks.save(userId, bookmarkImportSchema.parse(request.body));
  });

  app.post('/users/:userId/bookmarks/:tmdbId', async (request) => {
    const { userId, tmdbId } = ownTitle(request);
    await countWrite(rateLimits.bookmarkWrites, userId);
    const { meta } = bookmarkBodySchema.parse(request.body);
    const [saved] = await bookmarks.save(userId, [{ tmdbId, meta }]);
    return saved;
  });

  app.delete('/users/:userId/bookmarks/:tmdbId', async (request) => {
    const { userId, tmdbId } = ownTitle(request);
    await countWrite(rateLimits.bookmarkWrites, userId);
    return bookmarks.delete(userId, tmdbId);
  });

  app.get('/users/:userId/progress', async (request) => progress.list(ownUser(request)));

  app.put(
    '/users/:userId/progress/import',
    { preHandler: rateLimitGuard(limiter, rateLimits.progressImport) },
    async (request) => {
      const userId = ownUser(request);
      return progress.import(userId, progressImportSchema.parse(request.body));
    },
  );

  app.put('/users/:userId/progress/:tmdbId', async (request) => {
    const { userId, tmdbId } = ownTitle(request);
    await countWrite(rateLimits.progressWrites, userId);
    const body = progressInputSchema.parse({ ...(request.body as object), tmdbId });
    return progress.save(userId, body);
  });

  app.delete('/users/:userId/progress/:tmdbId', async (request) => {
    const { userId, tmdbId } = ownTitle(request);
    await countWrite(rateLimits.progressWrites, userId);
    const { seasonId, episodeId } = progressDeleteBodySchema.parse(request.body);
    return progress.delete(userId, tmdbId, seasonId, episodeId);
  });

  app.get('/users/:userId/settings', async (request) => settings.get(ownUser(request)));

  app.put('/users/:userId/settings', async (request) => {
    const userId = ownUser(request);
    return settings.update(userId, settingsPatchSchema.parse(request.body ?? {}));
  });
}
