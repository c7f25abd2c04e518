import { introSkipRoutes as introSkipTable } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { IntroSkipService } from './intro-skip.service.ts';

/** The intro-skip service's shape: `GET /intro-skip/{id}/{season}/{episode}` → `{ introSkipTime }`. */
export function introSkipRoutes(app: FastifyInstance, service: IntroSkipService): void {
  addApiRoute(app, introSkipTable.introSkip, {}, async (_request, _reply, input) => {
    const { id, season, episode } = input.params();
    const hint = input.query();
    const introSkipTime = await service.introSkipTime(
      id.startsWith('tmdb-')
        ? { tmdbId: Number(id.slice('tmdb-'.length)), season, episode }
        : { imdbId: id, tmdbId: hint.tmdbId, season, episode },
    );
    return { introSkipTime };
  });
}
