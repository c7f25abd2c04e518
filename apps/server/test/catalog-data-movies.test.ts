import { describe, expect, it } from 'vitest';
import { movies } from '../src/catalog/data/movies.ts';

const tmdbGenres = new Set([
  'Action',
  'Adventure',
  'Animation',
  'Comedy',
  'Crime',
  'Documentary',
  'Drama',
  'Family',
  'Fantasy',
  'History',
  'Horror',
  'Music',
  'Mystery',
  'Romance',
  'Science Fiction',
  'TV Movie',
  'Thriller',
  'War',
  'Western',
]);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

describe('embedded catalog movies', () => {
  it('holds at least 200 movies with unique ids, sorted by tmdb id', () => {
    expect(movies.length).toBeGreaterThanOrEqual(200);
    const ids = movies.map((m) => m.tmdbId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const imdb = movies.flatMap((m) => (m.imdbId ? [m.imdbId] : []));
    expect(new Set(imdb).size).toBe(imdb.length);
  });

  it('has well-formed facts on every record', () => {
    for (const m of movies) {
      const where = `${m.tmdbId} ${m.title}`;
      expect(m.imdbId === null || /^tt\d{7,8}$/.test(m.imdbId), where).toBe(true);
      expect(isRealDate(m.releaseDate), where).toBe(true);
      expect(m.runtime, where).toBeGreaterThan(0);
      expect(m.genres.length, where).toBeGreaterThan(0);
      expect(
        m.genres.every((g) => tmdbGenres.has(g)),
        where,
      ).toBe(true);
      expect(m.overview.trim().length, where).toBeGreaterThan(0);
      expect(['G', 'PG', 'PG-13', 'R', 'NC-17', 'NR', ''], where).toContain(m.certification);
      expect(m.originalLanguage, where).toMatch(/^[a-z]{2}$/);
      expect(m.popularity, where).toBeGreaterThanOrEqual(0);
      expect(m.popularity, where).toBeLessThanOrEqual(100);
      expect(m.voteAverage, where).toBeGreaterThanOrEqual(0);
      expect(m.voteAverage, where).toBeLessThanOrEqual(10);
    }
  });

  it('includes at least 40 public-domain or openly licensed titles', () => {
    expect(movies.filter((m) => m.license !== 'copyrighted').length).toBeGreaterThanOrEqual(40);
  });
});
