import { parseTitleKey, type LibraryAvailability, type PlayVerdict } from '@screenroom/core';
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

/**
 * Our server's verdicts (`GET /availability`): `plays` for the titles of `answer`, `none` for the
 * rest, as a server with no other source answers. Returns the title lists it was asked about.
 */
export function servePlayVerdicts(answer: LibraryAvailability) {
  const asked: string[][] = [];
  server.use(
    http.get(new URL('/availability', location.href).href, ({ request }) => {
      const titles = (new URL(request.url).searchParams.get('titles') ?? '').split(',');
      asked.push(titles);
      const verdicts: Record<string, PlayVerdict> = {};
      for (const key of titles) {
        const title = parseTitleKey(key);
        if (!title) continue;
        const ids = title.type === 'movie' ? answer.movies : answer.shows;
        verdicts[key] = ids.includes(title.tmdbId) ? 'plays' : 'none';
      }
      return HttpResponse.json({ titles: verdicts });
    }),
  );
  return asked;
}
