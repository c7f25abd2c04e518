import {
  AVAILABILITY_MAX_TITLES,
  availabilityRoutes as availabilityTable,
  parseTitleKey,
  titleKey,
  type TitleKey,
} from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { clientKey } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { assertWithinLimit, rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { ScrapeService } from '../scrape/scrape.service.ts';
import type { AvailabilityService } from './availability.service.ts';

/** Verdicts change when the library rescans or a source answers; browsers keep them briefly. */
const verdictMaxAgeSeconds = 5;

/**
 * `GET /availability?titles=movie-238,show-1399` answers `{ titles: { key: verdict } }` for up to
 * 100 titles, from what the server knows without asking anyone. `GET /availability/may-play`
 * pages through the catalog's titles a source here may have (see `mayPlayPageSchema`), from the
 * same knowledge, so the Plays here filter lists what search keeps. `POST /availability/check`
 * `{ media }` asks the operator's sources about one title (a full run, as a viewer's would be),
 * remembers what they said, and answers the title's verdict; it is rate-limited per client, and
 * answers at once without asking when nothing is left to learn.
 */
export function availabilityRoutes(
  app: FastifyInstance,
  deps: {
    service: AvailabilityService;
    scrape: ScrapeService;
    guard: AccessGuard;
    limiter: RateLimiter;
  },
): void {
  const sessionOnly = { preHandler: deps.guard.requireSession };

  addApiRoute(app, availabilityTable.verdicts, sessionOnly, async (_request, reply, input) => {
    const { titles } = input.query();
    const keys = [...new Set(titles.split(',').filter((t) => t !== ''))];
    if (keys.length > AVAILABILITY_MAX_TITLES) {
      throw new HttpError(400, `At most ${AVAILABILITY_MAX_TITLES} titles per request`);
    }
    if (keys.some((key) => parseTitleKey(key) === null)) {
      throw new HttpError(400, 'Titles are named movie-{id} or show-{id}');
    }
    void reply.header('cache-control', `${deps.guard.cacheScope}, max-age=${verdictMaxAgeSeconds}`);
    return { titles: await deps.service.verdicts(keys as TitleKey[]) };
  });

  // A page costs what a verdicts request of its titles costs (in-memory catalog, at most a page
  // of shared-cache look-ups), so like that one it needs a session but no rate limit.
  addApiRoute(app, availabilityTable.mayPlay, sessionOnly, async (_request, reply, input) => {
    const { kind, page, ownServer } = input.query();
    void reply.header('cache-control', `${deps.guard.cacheScope}, max-age=${verdictMaxAgeSeconds}`);
    return deps.service.mayPlayPage(kind, page, { ownServer: ownServer === 'true' });
  });

  addApiRoute(app, availabilityTable.check, sessionOnly, async (request, reply, input) => {
    const { media } = input.body();
    const key = titleKey(media.type, media.tmdbId);
    void reply.header('cache-control', 'no-store');
    if (await deps.service.worthChecking(key)) {
      await assertWithinLimit(deps.limiter, rateLimits.availabilityChecks, clientKey(request));
      const slot = deps.scrape.claim();
      const controller = new AbortController();
      request.raw.on('close', () => {
        if (request.raw.destroyed) controller.abort();
      });
      try {
        // The outcome listener remembers what each source said.
        await deps.scrape.run({ media }, () => {}, controller.signal);
      } finally {
        slot.release();
      }
    }
    return { titles: await deps.service.verdicts([key]) };
  });
}
