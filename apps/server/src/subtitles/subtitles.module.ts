import type { PublicConfig } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { accessGuard } from '../accounts/access-guard.ts';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { OpenSubtitlesClient } from './opensubtitles-client.ts';
import { subtitlesRoutes } from './subtitles.routes.ts';
import { SubtitlesService, subtitlesCaches } from './subtitles.service.ts';

/** Online subtitles (OpenSubtitles) through our server; off without OPENSUBTITLES_API_KEY. */
export function registerSubtitles(app: FastifyInstance, ctx: AppContext): void {
  const { OPENSUBTITLES_API_KEY, OPENSUBTITLES_API_URL } = ctx.config;
  const service = OPENSUBTITLES_API_KEY
    ? new SubtitlesService(
        new OpenSubtitlesClient({ apiKey: OPENSUBTITLES_API_KEY, apiUrl: OPENSUBTITLES_API_URL }),
        {
          searches: ctx.infra.cache('subtitles-search', subtitlesCaches.searches),
          files: ctx.infra.cache('subtitles-file', subtitlesCaches.files),
        },
      )
    : null;
  subtitlesRoutes(app, service, ctx.infra.rateLimiter, accessGuard(ctx));
}

/** Tells the web app whether to offer online subtitles: on exactly when the server has a key. */
export function withOnlineSubtitlesFlag(
  publicConfig: PublicConfig,
  config: Pick<Config, 'OPENSUBTITLES_API_KEY'>,
): PublicConfig {
  return { ...publicConfig, onlineSubtitles: Boolean(config.OPENSUBTITLES_API_KEY) };
}
