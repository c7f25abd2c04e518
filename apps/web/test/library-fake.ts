import type { LibraryAvailability } from '@screenroom/core';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/**
 * Our server's library as the web app asks it which titles play here (`GET /library/available`,
 * same origin in tests). An answer is typed with core's availability type, so the fake cannot
 * answer a shape the server would not; a number answers that HTTP status instead. Returns how
 * many times it was asked.
 */
export function serveLibraryAvailability(answer: LibraryAvailability | number) {
  const asked = { count: 0 };
  server.use(
    http.get(new URL('/library/available', location.href).href, () => {
      asked.count += 1;
      return typeof answer === 'number'
        ? HttpResponse.json({ errorType: 'message', message: 'Failed' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return asked;
}
