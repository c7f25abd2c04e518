import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import type { ImdbIdLookup } from './ratings.service.ts';

const detailsAnswer = z.object({
  imdb_id: z.string().nullish(),
  external_ids: z.object({ imdb_id: z.string().nullish() }).nullish(),
});

const imdbIdPattern = /^tt\d{1,10}$/;

/**
 * IMDb ids as the catalog answers them under `/tmdb/3`: from the embedded catalog, or from the
 * real movie database (through its cache) when TMDB_API_KEY is set, so ratings work for every
 * title the app can show. Asked in process, without a connection.
 */
export function catalogImdbIds(app: FastifyInstance): ImdbIdLookup {
  return async (media, tmdbId) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/tmdb/3/${media}/${tmdbId}?append_to_response=external_ids`,
    });
    if (answer.statusCode === 404) throw new HttpError(404, 'No such title in the catalog');
    if (answer.statusCode !== 200) {
      throw new HttpError(
        502,
        `The catalog could not say which title this is (status ${answer.statusCode})`,
      );
    }
    let body: unknown;
    try {
      body = answer.json();
    } catch {
      throw new HttpError(502, 'The catalog answered with something other than JSON');
    }
    const details = detailsAnswer.safeParse(body);
    if (!details.success) throw new HttpError(502, 'The catalog answered in an unexpected shape');
    const imdbId = details.data.external_ids?.imdb_id ?? details.data.imdb_id;
    return imdbId && imdbIdPattern.test(imdbId) ? imdbId : null;
  };
}
