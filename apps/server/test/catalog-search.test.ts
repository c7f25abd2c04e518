import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogMovie } from '../src/catalog/catalog-types.ts';
import { fixtureCatalog, fixtureMovies, fixtureShows } from './catalog-fixture.ts';
import { catalogTestApp } from './catalog-test-app.ts';
import { createTestDatabase, dialects } from './databases.ts';

const extraMovies: CatalogMovie[] = [
  {
    ...fixtureMovies[0]!,
    tmdbId: 5001,
    imdbId: null,
    title: 'The Alienist Returns',
    originalTitle: 'The Alienist Returns',
    popularity: 99,
  },
  {
    ...fixtureMovies[0]!,
    tmdbId: 5002,
    imdbId: null,
    title: 'Spirited Away',
    originalTitle: '千と千尋の神隠し',
    originalLanguage: 'ja',
    popularity: 60,
  },
  {
    ...fixtureMovies[0]!,
    tmdbId: 5003,
    imdbId: null,
    title: 'Léon: The Professional',
    originalTitle: 'Léon',
    popularity: 45,
  },
];

describe.each(dialects)('catalog search on %s', (dialect) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    drop = database.drop;
    ({ app } = await catalogTestApp(database.handle, {
      movies: [...fixtureCatalog.movies, ...extraMovies],
      shows: fixtureShows,
    }));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const search = async (query: string, page = 1) => {
    const response = await app.inject({
      url: `/tmdb/3/search/multi?query=${encodeURIComponent(query)}&page=${page}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      results: { id: number; media_type: string }[];
      total_results: number;
      total_pages: number;
      page: number;
    };
  };
  const ids = async (query: string) => (await search(query)).results.map((r) => r.id);

  it('ignores case and accents both ways', async () => {
    expect((await ids('amelie'))[0]).toBe(194);
    expect((await ids('AMÉLIE'))[0]).toBe(194);
    expect((await ids('leon'))[0]).toBe(5003);
  });

  it('finds titles through small typos', async () => {
    expect((await ids('brekaing bad'))[0]).toBe(1396);
    expect((await ids('breakng bad'))[0]).toBe(1396);
    expect((await ids('amelei'))[0]).toBe(194);
    expect((await ids('nigth of the living'))[0]).toBe(3);
  });

  it('ranks the exact title first, then prefixes, then by popularity', async () => {
    // "Aliens" and "The Alienist Returns" are more popular, but "Alien" is the exact title.
    expect(await ids('alien')).toEqual([1, 2, 5001]);
    expect((await ids('aliens'))[0]).toBe(2);
    expect(await ids('bad')).toEqual([1399, 1396]);
  });

  it('finds by the original title and by the start of the last word', async () => {
    expect(await ids("le fabuleux destin d'amelie")).toEqual([194]);
    expect(await ids('千と千尋')).toEqual([5002]);
    expect((await ids('spiri'))[0]).toBe(5002);
    expect((await ids('night of the liv'))[0]).toBe(3);
  });

  it('finds nothing for nonsense and pages long result lists', async () => {
    expect(await search('qqqqzzzz')).toMatchObject({
      results: [],
      total_results: 0,
      total_pages: 1,
    });
    const first = await search('filler movie');
    expect(first.total_results).toBe(25);
    expect(first.total_pages).toBe(2);
    expect(first.results).toHaveLength(20);
    const second = await search('filler movie', 2);
    expect(second.results).toHaveLength(5);
    const all = [...first.results, ...second.results].map((r) => r.id);
    expect(new Set(all).size).toBe(25);
  });

  it('answers short queries by word prefix', async () => {
    expect((await ids('al')).slice(0, 2)).toEqual([2, 1]);
  });
});
