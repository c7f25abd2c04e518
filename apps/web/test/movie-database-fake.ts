import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/**
 * What the fake movie database answers for one request (or a promise of it): a value is sent as
 * JSON, a Response as it is, and undefined as the database's own 404.
 */
export type MovieDatabaseRoutes = (path: string, query: URLSearchParams, url: URL) => unknown;

/** The movie database's answer for a path it does not know. */
export const movieDatabaseNotFound = () =>
  HttpResponse.json(
    {
      success: false,
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
    },
    { status: 404 },
  );

/**
 * The movie database's API under `base` (our server's `/tmdb/3` by default, or an outside host),
 * answering from `routes`. Returns the requests, each as its path under the base with its query,
 * and the full URLs, in order.
 */
export function serveMovieDatabase(routes: MovieDatabaseRoutes, base = '/tmdb/3') {
  const requests: string[] = [];
  const urls: URL[] = [];
  const prefix = new URL(base, location.href);
  server.use(
    http.get(`${prefix.href.replace(/\/$/, '')}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(prefix.pathname.replace(/\/$/, '').length + 1);
      requests.push(path + url.search);
      urls.push(url);
      const answer: unknown = await routes(path, url.searchParams, url);
      if (answer === undefined) return movieDatabaseNotFound();
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return { requests, urls };
}
