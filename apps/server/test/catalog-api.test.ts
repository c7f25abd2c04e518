import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTestApp } from './catalog-test-app.ts';
import { createTestDatabase, dialects } from './databases.ts';

const notFoundBody = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};
const invalidPageBody = {
  success: false,
  status_code: 22,
  status_message:
    'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
};

describe.each(dialects)('catalog API on %s', (dialect) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    drop = database.drop;
    ({ app } = await catalogTestApp(database.handle));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  it('answers search/multi with paging fields and media types', async () => {
    const { status, body } = await get(
      '/tmdb/3/search/multi?query=alien&include_adult=false&page=1',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, total_pages: 1, total_results: 2 });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([1, 2]);
    expect(body.results[0]).toMatchObject({
      media_type: 'movie',
      title: 'Alien',
      release_date: '1979-05-25',
      poster_path: '/movie-1-poster.svg',
      backdrop_path: '/movie-1-backdrop.svg',
      genre_ids: [27, 878],
    });
  });

  it('finds shows in search/multi with their own fields', async () => {
    const { body } = await get('/tmdb/3/search/multi?query=Breaking%20Bad');
    expect(body.results[0]).toMatchObject({
      media_type: 'tv',
      id: 1396,
      name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      poster_path: '/tv-1396-poster.svg',
      origin_country: ['US'],
    });
  });

  it('rejects a missing query and a page outside 1–500', async () => {
    const missing = await get('/tmdb/3/search/multi?page=1');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ success: false, status_code: 5 });
    for (const page of ['0', '501', 'abc', '1.5']) {
      const bad = await get(`/tmdb/3/search/multi?query=alien&page=${page}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(invalidPageBody);
    }
    const popular = await get('/tmdb/3/movie/popular?page=0');
    expect(popular.status).toBe(400);
  });

  it('pages lists 20 at a time', async () => {
    const first = await get('/tmdb/3/movie/popular');
    expect(first.body).toMatchObject({ page: 1, total_pages: 2, total_results: 30 });
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0].id).toBe(2);
    const second = await get('/tmdb/3/movie/popular?page=2');
    expect(second.body.results).toHaveLength(10);
    const beyond = await get('/tmdb/3/movie/popular?page=3');
    expect(beyond.body).toMatchObject({ page: 3, results: [], total_results: 30 });
  });

  it('answers movie details with genres and every appended part', async () => {
    const { status, body } = await get(
      '/tmdb/3/movie/194?append_to_response=external_ids,credits,release_dates,videos,images',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 194,
      title: 'Amélie',
      original_title: "Le Fabuleux Destin d'Amélie Poulain",
      imdb_id: 'tt0211915',
      genres: [
        { id: 35, name: 'Comedy' },
        { id: 10749, name: 'Romance' },
      ],
      runtime: 100,
      status: 'Released',
      external_ids: { imdb_id: 'tt0211915' },
      videos: { results: [] },
    });
    expect(body.credits.cast[0]).toMatchObject({ name: 'Sam Actor', character: 'Lead', order: 0 });
    expect(body.credits.cast[0].profile_path).toMatch(/^\/person-\d+-profile\.svg$/);
    expect(body.credits.crew[0]).toMatchObject({ job: 'Director', name: 'Jane Director' });
    expect(body.release_dates.results[0]).toMatchObject({
      iso_3166_1: 'US',
      release_dates: [{ certification: 'R', type: 3 }],
    });
    expect(body.images.logos[0].file_path).toBe('/movie-194-logo.svg');
    const plain = await get('/tmdb/3/movie/194');
    expect(plain.body.credits).toBeUndefined();
  });

  it('appends and sorts by the names it knows only, not by what every object inherits', async () => {
    const inherited = await get(
      '/tmdb/3/movie/194?append_to_response=toString,constructor,hasOwnProperty,__proto__',
    );
    expect(inherited.status).toBe(200);
    for (const key of ['toString', 'constructor', 'hasOwnProperty']) {
      expect(Object.hasOwn(inherited.body, key)).toBe(false);
    }
    const plain = await get('/tmdb/3/movie/194');
    expect(inherited.body).toEqual(plain.body);

    const popular = await get('/tmdb/3/discover/movie?sort_by=popularity.desc');
    const odd = await get('/tmdb/3/discover/movie?sort_by=constructor.desc');
    expect(odd.status).toBe(200);
    expect(odd.body.results.map((m: { id: number }) => m.id)).toEqual(
      popular.body.results.map((m: { id: number }) => m.id),
    );
  });

  it('answers show details with content ratings, seasons and episodes', async () => {
    const { body } = await get(
      '/tmdb/3/tv/1396?append_to_response=external_ids,credits,content_ratings',
    );
    expect(body).toMatchObject({
      id: 1396,
      name: 'Breaking Bad',
      number_of_seasons: 1,
      number_of_episodes: 2,
      external_ids: { imdb_id: 'tt0903747' },
      content_ratings: { results: [{ iso_3166_1: 'US', rating: 'TV-MA' }] },
      genres: [
        { id: 18, name: 'Drama' },
        { id: 80, name: 'Crime' },
      ],
    });
    expect(body.seasons[0]).toMatchObject({ season_number: 1, episode_count: 2, name: 'Season 1' });
    expect(body.last_episode_to_air).toMatchObject({ episode_number: 2, season_number: 1 });
    expect(body.credits.crew[0]).toMatchObject({ job: 'Creator', name: 'Cora Creator' });
  });

  it('answers season details and 404s an unknown season', async () => {
    const { status, body } = await get('/tmdb/3/tv/1396/season/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ season_number: 1, name: 'Season 1', air_date: '2010-01-01' });
    expect(body.episodes[0]).toMatchObject({
      episode_number: 1,
      season_number: 1,
      name: 'Pilot',
      still_path: '/tv-1396-s1e1-still.svg',
      show_id: 1396,
      runtime: 45,
    });
    const missing = await get('/tmdb/3/tv/1396/season/9');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(notFoundBody);
  });

  it('404s unknown ids and unknown paths with the movie database body', async () => {
    for (const url of [
      '/tmdb/3/movie/999999',
      '/tmdb/3/tv/999999',
      '/tmdb/3/movie/1/credits?x=1',
      '/tmdb/3/nothing/here',
    ]) {
      const { status, body } = await get(url);
      if (url.includes('/movie/1/')) {
        expect(status).toBe(200);
        continue;
      }
      expect(status).toBe(404);
      expect(body).toEqual(notFoundBody);
    }
    const badId = await get('/tmdb/3/movie/abc');
    expect(badId.status).toBe(404);
    expect(badId.body.status_code).toBe(6);
  });

  it('finds by imdb id', async () => {
    const movie = await get('/tmdb/3/find/tt0211915?external_source=imdb_id');
    expect(movie.body.movie_results.map((m: { id: number }) => m.id)).toEqual([194]);
    expect(movie.body.tv_results).toEqual([]);
    const show = await get('/tmdb/3/find/tt0903747?external_source=imdb_id');
    expect(show.body.tv_results[0]).toMatchObject({ id: 1396, media_type: 'tv' });
    const none = await get('/tmdb/3/find/tt0000000?external_source=imdb_id');
    expect(none.body).toMatchObject({ movie_results: [], tv_results: [], person_results: [] });
    const noSource = await get('/tmdb/3/find/tt0211915');
    expect(noSource.status).toBe(422);
  });

  it('answers images, credits and recommendations', async () => {
    const images = await get('/tmdb/3/tv/1396/images?include_image_language=en,null');
    expect(images.body.posters[0]).toMatchObject({
      file_path: '/tv-1396-poster.svg',
      width: 500,
      height: 750,
    });
    const credits = await get('/tmdb/3/movie/1/credits');
    expect(credits.body).toMatchObject({ id: 1, cast: [{ name: 'Sam Actor' }] });
    const recommendations = await get('/tmdb/3/movie/1/recommendations');
    expect(recommendations.body.results[0].id).toBe(2);
    expect(recommendations.body.results.map((r: { id: number }) => r.id)).not.toContain(1);
    expect((await get('/tmdb/3/movie/424242/recommendations')).status).toBe(404);
  });

  it('answers top rated, now playing and on the air', async () => {
    const topRated = await get('/tmdb/3/movie/top_rated');
    expect(topRated.body.results[0].id).toBe(1);
    expect(topRated.body.results.map((r: { id: number }) => r.id)).not.toContain(4);
    const nowPlaying = await get('/tmdb/3/movie/now_playing');
    expect(nowPlaying.body.dates.maximum).toBe('2024-06-01');
    expect(nowPlaying.body.results.map((r: { id: number }) => r.id)).not.toContain(4);
    const onTheAir = await get('/tmdb/3/tv/on_the_air');
    expect(onTheAir.body.results.map((r: { id: number }) => r.id)).toEqual([1399]);
    const tvPopular = await get('/tmdb/3/tv/popular');
    expect(tvPopular.body.results.map((r: { id: number }) => r.id)).toEqual([1396, 1399]);
  });

  it('discovers by genre and by watch provider in the US', async () => {
    const horror = await get('/tmdb/3/discover/movie?with_genres=27');
    expect(horror.body.results.map((r: { id: number }) => r.id)).toEqual([1, 3]);
    const both = await get('/tmdb/3/discover/movie?with_genres=27,878');
    expect(both.body.results.map((r: { id: number }) => r.id)).toEqual([1]);
    const either = await get('/tmdb/3/discover/movie?with_genres=27|28');
    expect(either.body.results.map((r: { id: number }) => r.id)).toEqual([2, 1, 3]);
    const netflix = await get('/tmdb/3/discover/movie?with_watch_providers=8&watch_region=US');
    expect(netflix.body.results.map((r: { id: number }) => r.id)).toEqual([2, 194]);
    const elsewhere = await get('/tmdb/3/discover/movie?with_watch_providers=8&watch_region=DE');
    expect(elsewhere.body.total_results).toBe(0);
    const tv = await get('/tmdb/3/discover/tv?with_genres=80');
    expect(tv.body.results.map((r: { id: number }) => r.id)).toEqual([1396]);
  });

  it('lists genres and watch providers', async () => {
    const movieGenres = await get('/tmdb/3/genre/movie/list?language=en-US');
    expect(movieGenres.body.genres).toContainEqual({ id: 878, name: 'Science Fiction' });
    const tvGenres = await get('/tmdb/3/genre/tv/list');
    expect(tvGenres.body.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
    const providers = await get('/tmdb/3/watch/providers/movie?watch_region=US');
    expect(providers.body.results[0]).toMatchObject({
      provider_id: 15,
      provider_name: 'Hulu',
      logo_path: '/provider-15-logo.svg',
      display_priorities: { US: 1 },
    });
    const title = await get('/tmdb/3/movie/2/watch/providers');
    expect(title.body).toMatchObject({
      id: 2,
      results: { US: { flatrate: [{ provider_id: 15 }, { provider_id: 8 }] } },
    });
    const none = await get('/tmdb/3/movie/3/watch/providers');
    expect(none.body).toEqual({ id: 3, results: {} });
  });

  it('names genres in Arabic for language=ar, as the movie database does', async () => {
    const movieGenres = await get('/tmdb/3/genre/movie/list?language=ar');
    expect(movieGenres.body.genres).toContainEqual({ id: 878, name: 'خيال علمي' });
    const tvGenres = await get('/tmdb/3/genre/tv/list?language=ar-SA');
    expect(tvGenres.body.genres).toContainEqual({ id: 10765, name: 'خيال علمي وفانتازيا' });
    for (const { body } of [movieGenres, tvGenres]) {
      for (const genre of body.genres as { name: string }[])
        expect(genre.name).toMatch(/^[\u0600-\u06ff ]+$/);
    }
    const details = await get('/tmdb/3/movie/2?language=ar');
    const english = await get('/tmdb/3/movie/2?language=en-US');
    expect(details.body.genres.map((g: { id: number }) => g.id)).toEqual(
      english.body.genres.map((g: { id: number }) => g.id),
    );
    expect(details.body.genres[0].name).not.toBe(english.body.genres[0].name);
  });

  it('lists watch providers only for the region it knows them in', async () => {
    const us = await get('/tmdb/3/watch/providers/movie?watch_region=US');
    expect(us.body.results.length).toBeGreaterThan(0);
    const gb = await get('/tmdb/3/watch/providers/movie?watch_region=GB');
    expect(gb.body.results).toEqual([]);
  });

  it('serves generated SVG artwork in the documented sizes and 404s the rest', async () => {
    for (const [size, file, width] of [
      ['w342', 'movie-194-poster.svg', '342'],
      ['original', 'tv-1396-backdrop.svg', '1280'],
      ['w300', 'tv-1396-s1e1-still.svg', '300'],
      ['w500', 'movie-194-logo.svg', '500'],
      ['w780', 'tv-1396-s1-poster.svg', '780'],
      ['original', 'provider-8-logo.svg', '800'],
    ] as const) {
      const response = await app.inject({ url: `/tmdb/images/${size}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain(`width="${width}"`);
    }
    const poster = await app.inject({ url: '/tmdb/images/w342/movie-194-poster.svg' });
    expect(poster.body).toContain('AMÉLIE');
    expect(poster.body).toContain('2001');
    const credits = await get('/tmdb/3/movie/194/credits');
    const profile = await app.inject({
      url: `/tmdb/images/w185${credits.body.cast[0].profile_path}`,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('SAM ACTOR');
    for (const url of [
      '/tmdb/images/w342/movie-999999-poster.svg',
      '/tmdb/images/w342/tv-1396-s1e99-still.svg',
      '/tmdb/images/w342/person-1-profile.svg',
      '/tmdb/images/w999/movie-194-poster.svg',
      '/tmdb/images/w342/abc.jpg',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});
