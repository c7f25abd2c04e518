import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogMovie } from '../src/catalog/catalog-types.ts';
import { personId } from '../src/catalog/stable-id.ts';
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
  {
    ...fixtureMovies[0]!,
    tmdbId: 5004,
    imdbId: null,
    title: 'The Dark Knight',
    originalTitle: 'The Dark Knight',
    directors: ['Christopher Nolan'],
    cast: [{ name: 'Christian Bale', character: 'Bruce Wayne' }],
    popularity: 70,
  },
  {
    ...fixtureMovies[0]!,
    tmdbId: 5005,
    imdbId: null,
    title: 'Pulp Fiction',
    originalTitle: 'Pulp Fiction',
    directors: ['Quentin Tarantino'],
    cast: [
      { name: 'Uma Thurman', character: 'Mia Wallace' },
      { name: 'Quentin Tarantino', character: 'Jimmie' },
    ],
    popularity: 65,
  },
  {
    ...fixtureMovies[0]!,
    tmdbId: 5006,
    imdbId: null,
    title: 'The Dark Night',
    originalTitle: 'The Dark Night',
    directors: ['Christopher Nolan'],
    cast: [
      { name: 'Heath Ledger', character: 'Narrator' },
      { name: 'Max Pulp', character: 'Guard' },
    ],
    popularity: 100,
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
      results: { id: number; media_type: string; [field: string]: unknown }[];
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

  it('forgives a dropped, added, swapped or changed letter in words of four letters or more', async () => {
    expect((await ids('the drk knight'))[0]).toBe(5004);
    expect((await ids('the darrk knight'))[0]).toBe(5004);
    expect((await ids('the dakr knight'))[0]).toBe(5004);
    expect((await ids('the dork knight'))[0]).toBe(5004);
    expect((await ids('plup fiction'))[0]).toBe(5005);
  });

  it('forgives a dropped or added space', async () => {
    expect((await ids('thedark knight'))[0]).toBe(5004);
    expect((await ids('pulpfiction'))[0]).toBe(5005);
    expect((await ids('pulp fic tion'))[0]).toBe(5005);
    expect((await ids('PULPFICTIÓN'))[0]).toBe(5005);
  });

  it('ranks words before near misses, whatever the popularity', async () => {
    // "The Dark Night" is more popular but misses a letter of "knight".
    expect(await ids('dark knight')).toEqual([5004, 5006]);
    expect(await ids('the dark night')).toEqual([5006, 5004]);
  });

  it('answers people from the casts and crews, as the movie database does', async () => {
    const { results } = await search('quentin tarantino');
    const id = personId('Quentin Tarantino');
    expect(results).toHaveLength(1);
    expect(results[0]).toEqual({
      media_type: 'person',
      id,
      name: 'Quentin Tarantino',
      original_name: 'Quentin Tarantino',
      adult: false,
      gender: 0,
      known_for_department: 'Directing',
      profile_path: `/person-${id}-profile.svg`,
      popularity: 65,
      known_for: [
        expect.objectContaining({ media_type: 'movie', id: 5005, title: 'Pulp Fiction' }),
      ],
    });
    // A person is known for their three most popular titles, in the department most credits are in.
    const actor = (await search('sam actor')).results[0]!;
    expect(actor).toMatchObject({
      media_type: 'person',
      name: 'Sam Actor',
      known_for_department: 'Acting',
      popularity: 99,
    });
    expect((actor.known_for as { id: number }[]).map((t) => t.id)).toEqual([5001, 1396, 2]);
    expect((await ids('christian bael'))[0]).toBe(personId('Christian Bale'));
  });

  it('ranks people and titles together by the same tiers', async () => {
    const { results } = await search('dark');
    expect(results.map((r) => [r.media_type, r.id])).toEqual([
      ['movie', 5006],
      ['movie', 5004],
    ]);
    // The title starts with the query, the more popular person's name only holds it.
    expect((await search('pulp')).results.map((r) => [r.media_type, r.id])).toEqual([
      ['movie', 5005],
      ['person', personId('Max Pulp')],
    ]);
    // Both start with the query; Christopher Nolan also directed the more popular title.
    const people = await search('christ');
    expect(people.results.map((r) => r.name)).toEqual(['Christopher Nolan', 'Christian Bale']);
    // The whole name leaves the more popular director out.
    const exact = await search('christian bale');
    expect(exact.results.map((r) => r.name)).toEqual(['Christian Bale']);
  });

  it('answers short queries by word prefix', async () => {
    expect((await ids('al')).slice(0, 2)).toEqual([2, 1]);
  });
});
