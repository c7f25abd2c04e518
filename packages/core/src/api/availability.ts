// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { AVAILABILITY_MAX_TITLES, availabilityAnswerSchema } from '../availability.ts';
import { MAY_PLAY_MAX_PAGE, mayPlayKinds, mayPlayPageSchema } from './library-availability.ts';
import { scrapeMediaSchema } from './scrape.ts';
import { defineRoutes } from './route-table.ts';

/** `GET /availability?titles=movie-238,show-1399`: at most 100 keys, comma-separated. */
export const availabilityQuerySchema = z.object({
  titles: z.string().check(z.maxLength(AVAILABILITY_MAX_TITLES * 24)),
});

/** `GET /availability/may-play?kind=all&page=1&ownServer=false`, and nothing else. */
export const mayPlayQuerySchema = z.strictObject({
  kind: z._default(z.enum(mayPlayKinds), 'all'),
  page: z._default(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(MAY_PLAY_MAX_PAGE)), 1),
  ownServer: z._default(z.enum(['true', 'false']), 'false'),
});

/** `POST /availability/check`: the one title to ask the operator's sources about. */
export const availabilityCheckBodySchema = z.object({ media: scrapeMediaSchema });

/** Whether a title may play here, known before anyone presses play. */
export const availabilityRoutes = defineRoutes({
  verdicts: {
    method: 'GET',
    path: '/availability',
    summary: 'The verdicts of up to 100 titles, from what the server knows without asking anyone',
    auth: 'access',
    query: availabilityQuerySchema,
    answer: availabilityAnswerSchema,
  },
  mayPlay: {
    method: 'GET',
    path: '/availability/may-play',
    summary:
      "A page of the catalog's titles outside the library that a source here may have, " +
      'most popular first',
    auth: 'access',
    query: mayPlayQuerySchema,
    answer: mayPlayPageSchema,
  },
  check: {
    method: 'POST',
    path: '/availability/check',
    summary: "Asks the operator's sources about a title that may play, then answers its verdict",
    auth: 'access',
    body: availabilityCheckBodySchema,
    answer: availabilityAnswerSchema,
  },
});
