import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { IntroSkipService } from './intro-skip.service.ts';

const params = z.object({
  id: z
    .string()
    .regex(/^(tt\d{1,10}|tmdb-\d{1,10})$/, 'must be an IMDb id (tt…) or tmdb-{movie database id}'),
  season: z.coerce.number().int().min(0),
  episode: z.coerce.number().int().min(0),
});
/** With an IMDb id in the path, the player may add the movie database id it already knows. */
const query = z.object({ tmdbId: z.coerce.number().int().positive().optional() });

/** The intro-skip service's shape: `GET /intro-skip/{id}/{season}/{episode}` → `{ introSkipTime }`. */
export function introSkipRoutes(app: FastifyInstance, service: IntroSkipService): void {
  app.get('/intro-skip/:id/:season/:episode', async (request) => {
    const { id, season, episode } = params.parse(request.params);
    const hint = query.parse(request.query);
    const introSkipTime = await service.introSkipTime(
      id.startsWith('tmdb-')
        ? { tmdbId: Number(id.slice('tmdb-'.length)), season, episode }
        : { imdbId: id, tmdbId: hint.tmdbId, season, episode },
    );
    return { introSkipTime };
  });
}
