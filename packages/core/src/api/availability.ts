import { z } from 'zod';
import { AVAILABILITY_MAX_TITLES, availabilityAnswerSchema } from '../availability.ts';
import { scrapeMediaSchema } from './scrape.ts';
import { defineRoutes } from './route-table.ts';

/** `GET /availability?titles=movie-238,show-1399`: at most 100 keys, comma-separated. */
export const availabilityQuerySchema = z.object({
  titles: z.string().max(AVAILABILITY_MAX_TITLES * 24),
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
  check: {
    method: 'POST',
    path: '/availability/check',
    summary: "Asks the operator's sources about a title that may play, then answers its verdict",
    auth: 'access',
    body: availabilityCheckBodySchema,
    answer: availabilityAnswerSchema,
  },
});
