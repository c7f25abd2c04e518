// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/** Our server's echo for proxy tests: it answers with the address it was asked for. */
export const ECHO_PATH = '/echo';

/** `GET /echo`: the address as the server saw it (scheme and host as it was reached). */
export const echoAnswerSchema = z.object({ url: z.string() });

export const echoRoutes = defineRoutes({
  echo: {
    method: 'GET',
    path: ECHO_PATH,
    summary: 'The address as asked for, for testing a proxy',
    auth: 'public',
    answer: echoAnswerSchema,
  },
});
