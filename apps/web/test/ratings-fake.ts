import { titleRatingsSchema, type TitleRatings } from '@screenroom/core';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** What our server answers for one title: its ratings, or an error with a status. */
export type RatingsAnswer = TitleRatings | { status: number; message: string };

const none: TitleRatings = { imdb: null, rottenTomatoes: null, metacritic: null };

/**
 * Our server's `GET /ratings/{movie|tv}/{tmdbId}`, answering from `byTitle` (keyed `movie-603`,
 * `tv-1399`); a title not listed has no ratings, as OMDb not knowing it answers. Every answer is
 * checked against core's schema, so the fake cannot drift from the server. Returns the paths
 * asked for, in order.
 */
export function serveRatings(byTitle: Record<string, RatingsAnswer>) {
  const requests: string[] = [];
  server.use(
    http.get('*/ratings/:media/:tmdbId', ({ params }) => {
      const media = String(params.media);
      const tmdbId = String(params.tmdbId);
      requests.push(`${media}/${tmdbId}`);
      if (media !== 'movie' && media !== 'tv') {
        return HttpResponse.json(
          { errorType: 'validation', errors: [{ path: ['media'] }] },
          { status: 400 },
        );
      }
      const answer = byTitle[`${media}-${tmdbId}`] ?? none;
      if ('status' in answer) {
        return HttpResponse.json(
          { errorType: 'message', message: answer.message },
          { status: answer.status },
        );
      }
      return HttpResponse.json(titleRatingsSchema.parse(answer));
    }),
  );
  return requests;
}
