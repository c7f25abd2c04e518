import { progressInputSchema, syncRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
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

  addApiRoute(app, syncRoutes.bookmarks, {}, async (_request, _reply, input) =>
    bookmarks.list(input.params().userId),
  );

  addApiRoute(app, syncRoutes.importBookmarks, {}, async (_request, _reply, input) => {
    const { userId } = input.params();
    await countWrite(rateLimits.bookmarkWrites, userId);
    return bookmarks.save(userId, input.body());
  });

  addApiRoute(app, syncRoutes.saveBookmark, {}, async (_request, _reply, input) => {
    const { userId, tmdbId } = input.params();
    await countWrite(rateLimits.bookmarkWrites, userId);
    const { meta } = input.body();
    const [saved] = await bookmarks.save(userId, [{ tmdbId, meta }]);
    return saved!;
  });

  addApiRoute(app, syncRoutes.deleteBookmark, {}, async (_request, _reply, input) => {
    const { userId, tmdbId } = input.params();
    await countWrite(rateLimits.bookmarkWrites, userId);
    return bookmarks.delete(userId, tmdbId);
  });

  addApiRoute(app, syncRoutes.progress, {}, async (_request, _reply, input) =>
    progress.list(input.params().userId),
  );

  addApiRoute(
    app,
    syncRoutes.importProgress,
    { preHandler: rateLimitGuard(limiter, rateLimits.progressImport) },
    async (_request, _reply, input) => {
      const { userId } = input.params();
      return progress.import(userId, input.body());
    },
  );

  addApiRoute(app, syncRoutes.saveProgress, {}, async (request, _reply, input) => {
    const { userId, tmdbId } = input.params();
    await countWrite(rateLimits.progressWrites, userId);
    // The path names the title; the whole item is checked as one.
    const body = progressInputSchema.parse({ ...(request.body as object), tmdbId });
    return progress.save(userId, body);
  });

  addApiRoute(app, syncRoutes.deleteProgress, {}, async (_request, _reply, input) => {
    const { userId, tmdbId } = input.params();
    await countWrite(rateLimits.progressWrites, userId);
    const { seasonId, episodeId } = input.body();
    return progress.delete(userId, tmdbId, seasonId, episodeId);
  });

  addApiRoute(app, syncRoutes.settings, {}, async (_request, _reply, input) =>
    settings.get(input.params().userId),
  );

  addApiRoute(app, syncRoutes.updateSettings, {}, async (request, _reply, input) => {
    const { userId } = input.params();
    return settings.update(userId, input.body(request.body ?? {}));
  });
}
