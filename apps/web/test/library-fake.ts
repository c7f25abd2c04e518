import {
  parseTitleKey,
  type LibraryAvailability,
  type MayPlayPage,
  type PlayVerdict,
} from '@screenroom/core';
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
 * Our server's verdicts (`GET /availability`): `plays` for the titles of `answer`, `may-play` for
 * those of `mayPlay` (a source that can only tell by trying), `none` for the rest. Returns the
 * title lists it was asked about.
 */
export function servePlayVerdicts(
  answer: LibraryAvailability,
  mayPlay: LibraryAvailability = { movies: [], shows: [] },
) {
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
        const maybe = title.type === 'movie' ? mayPlay.movies : mayPlay.shows;
        verdicts[key] = ids.includes(title.tmdbId)
          ? 'plays'
          : maybe.includes(title.tmdbId)
            ? 'may-play'
            : 'none';
      }
      return HttpResponse.json({ titles: verdicts });
    }),
  );
  return asked;
}

/**
 * Our server's titles that may play (`GET /availability/may-play`): `pages[n - 1]` answers page n
 * of every kind, an empty last page past them; a number answers that HTTP status instead. Returns
 * the queries it was asked.
 */
export function serveMayPlay(pages: MayPlayPage['titles'][] | number) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(new URL('/availability/may-play', location.href).href, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (typeof pages === 'number') {
        return HttpResponse.json({ errorType: 'message', message: 'Failed' }, { status: pages });
      }
      const page = Number(query.get('page') ?? '1');
      const answer: MayPlayPage = {
        page,
        totalPages: pages.length,
        titles: pages[page - 1] ?? [],
      };
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}
