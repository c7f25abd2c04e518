import { EDITOR_PICK_MOVIE_IDS, EDITOR_PICK_SHOW_IDS } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { featuredReleaseDates } from '../src/features/browse/featured/featured-item.ts';
import { fetchFeaturedAnswers } from '../src/features/browse/featured/featured-titles.ts';
import { serveMovieDatabase } from './movie-database-fake.ts';

const popular = (count: number) => ({
  page: 1,
  total_pages: 1,
  total_results: count,
  results: Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    title: `Film ${i}`,
    name: `Show ${i}`,
    poster_path: null,
  })),
});

function detailsRoute(failing: Set<string> = new Set()) {
  return (path: string) => {
    if (path === 'movie/popular' || path === 'tv/popular') return popular(25);
    const match = /^(movie|tv)\/(\d+)$/.exec(path);
    if (!match || failing.has(path)) return undefined;
    const id = Number(match[2]);
    return match[1] === 'movie'
      ? { id, title: `Film ${id}`, poster_path: null }
      : { id, name: `Show ${id}`, poster_path: null };
  };
}

describe('featured titles', () => {
  it('features 10 of the first 20 popular movies, each with its details', async () => {
    const { requests } = serveMovieDatabase(detailsRoute());
    const answers = await fetchFeaturedAnswers('movies', Math.random, { language: 'en' });
    expect(answers).toHaveLength(10);
    expect(
      answers.every((a) => a.type === 'movie' && a.answer.id >= 100 && a.answer.id < 120),
    ).toBe(true);
    expect(requests[0]).toBe('movie/popular?page=1&language=en');
    const details = requests.slice(1);
    expect(details).toHaveLength(10);
    expect(details.every((r) => r.includes('append_to_response=credits%2Crelease_dates'))).toBe(
      true,
    );
  });

  it('features popular shows on the TV tab', async () => {
    serveMovieDatabase(detailsRoute());
    const answers = await fetchFeaturedAnswers('tvshows', Math.random, {});
    expect(answers).toHaveLength(10);
    expect(answers.every((a) => a.type === 'show')).toBe(true);
  });

  it('features 6 editor-picked movies and 4 shows without asking for a list', async () => {
    const { requests } = serveMovieDatabase(detailsRoute());
    const answers = await fetchFeaturedAnswers('editorpicks', Math.random, {});
    const movies = answers.filter((a) => a.type === 'movie').map((a) => a.answer.id);
    const shows = answers.filter((a) => a.type === 'show').map((a) => a.answer.id);
    expect(movies).toHaveLength(6);
    expect(shows).toHaveLength(4);
    expect(movies.every((id) => EDITOR_PICK_MOVIE_IDS.includes(id))).toBe(true);
    expect(shows.every((id) => EDITOR_PICK_SHOW_IDS.includes(id))).toBe(true);
    expect(requests.some((r) => r.includes('popular'))).toBe(false);
  });

  it('leaves out a title that fails to load, and fails only when none loads', async () => {
    const failing = new Set(['movie/100', 'movie/102']);
    const route = detailsRoute(failing);
    serveMovieDatabase((path) => (path === 'movie/popular' ? popular(3) : route(path)));
    const answers = await fetchFeaturedAnswers('movies', Math.random, {});
    expect(answers.map((a) => a.answer.id)).toEqual([101]);
    failing.add('movie/101');
    await expect(fetchFeaturedAnswers('movies', Math.random, {})).rejects.toThrow(
      'The movie database answered 404',
    );
  });
});

describe('featured release dates', () => {
  it('takes the first cinema and the first digital release of any country', () => {
    const dates = featuredReleaseDates({
      results: [
        {
          iso_3166_1: 'US',
          release_dates: [
            { certification: '', type: 3, release_date: '2024-03-01T00:00:00.000Z' },
            { certification: '', type: 4, release_date: '2024-05-01T00:00:00.000Z' },
          ],
        },
        {
          iso_3166_1: 'FR',
          release_dates: [
            { certification: '', type: 3, release_date: '2024-02-20T00:00:00.000Z' },
            { certification: '', type: 1, release_date: '2023-09-01T00:00:00.000Z' },
            { certification: '', type: 4, release_date: 'soon' },
          ],
        },
      ],
    });
    expect(dates).toEqual({
      theatricalReleaseDate: '2024-02-20T00:00:00.000Z',
      digitalReleaseDate: '2024-05-01T00:00:00.000Z',
    });
    expect(featuredReleaseDates(undefined)).toEqual({
      theatricalReleaseDate: null,
      digitalReleaseDate: null,
    });
  });
});
