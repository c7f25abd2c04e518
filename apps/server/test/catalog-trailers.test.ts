import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { movies } from '../src/catalog/data/movies.ts';
import { shows } from '../src/catalog/data/shows.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { catalogTestApp } from './catalog-test-app.ts';
import { createTestDatabase } from './databases.ts';

const titles = [...movies, ...shows];

describe('embedded catalog trailers', () => {
  it('records well-formed YouTube trailers', () => {
    const withTrailers = titles.filter((t) => (t.trailers ?? []).length > 0);
    expect(withTrailers.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const title of withTrailers) {
      for (const trailer of title.trailers ?? []) {
        const where = `${title.tmdbId} ${trailer.key}`;
        expect(trailer.key, where).toMatch(/^[\w-]{11}$/);
        expect(trailer.id, where).toMatch(/^[0-9a-f]{24}$/);
        expect(ids.has(trailer.id), where).toBe(false);
        ids.add(trailer.id);
        expect(Number.isNaN(Date.parse(trailer.publishedAt)), where).toBe(false);
        expect(trailer.language, where).toMatch(/^[a-z]{2}$/);
        expect(trailer.region, where).toMatch(/^[A-Z]{2}$/);
        expect(trailer.name.trim(), where).not.toBe('');
      }
    }
  });

  describe('as the movie database answers them', () => {
    let database: { handle: DatabaseHandle; drop(): Promise<void> };
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await createTestDatabase('sqlite');
      const interstellar = movies.find((m) => m.tmdbId === 157336);
      if (!interstellar) throw new Error('Interstellar left the catalog');
      ({ app } = await catalogTestApp(database.handle, { movies: [interstellar], shows: [] }));
    });

    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it("answers videos in the real service's shape, newest first", async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/tmdb/3/movie/157336?append_to_response=videos',
      });
      expect(answer.statusCode).toBe(200);
      const { videos } = answer.json<{ videos: unknown }>();
      expect(videos).toEqual({
        id: 157336,
        results: [
          {
            iso_639_1: 'en',
            iso_3166_1: 'US',
            name: 'Interstellar – Trailer 4 – Official Warner Bros.',
            key: 'LY19rHKAaAg',
            site: 'YouTube',
            size: 1080,
            type: 'Trailer',
            official: true,
            published_at: '2014-10-01T19:00:20.000Z',
            id: '57817b0fc3a368592500394d',
          },
          expect.objectContaining({ key: 'zSWdZVtXT7E', published_at: '2014-05-16T17:00:22.000Z' }),
        ],
      });
    });
  });
});
