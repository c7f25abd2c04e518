import { describe, expect, it } from 'vitest';
import { filterSearchResults, parseSearchQuery } from '../src/search-query.ts';

describe('parseSearchQuery', () => {
  it('reads id look-ups, movie by default', () => {
    expect(parseSearchQuery('tmdb:603')).toEqual({ kind: 'id', tmdbId: '603', type: 'movie' });
    expect(parseSearchQuery(' tmdb:1399:tv ')).toEqual({ kind: 'id', tmdbId: '1399', type: 'tv' });
    expect(parseSearchQuery('TMDB:603:Movie')).toEqual({
      kind: 'id',
      tmdbId: '603',
      type: 'movie',
    });
  });
  it('treats malformed id look-ups as text', () => {
    expect(parseSearchQuery('tmdb:abc')).toEqual({ kind: 'text', query: 'tmdb:abc' });
    expect(parseSearchQuery('tmdb:12:anime')).toEqual({ kind: 'text', query: 'tmdb:12:anime' });
  });
  it('reads a trailing year filter', () => {
    expect(parseSearchQuery('batman year:2005')).toEqual({
      kind: 'text',
      query: 'batman',
      year: 2005,
    });
    expect(parseSearchQuery('Dune YEAR:2021 ')).toEqual({
      kind: 'text',
      query: 'Dune',
      year: 2021,
    });
    expect(parseSearchQuery('year:1999')).toEqual({ kind: 'text', query: '', year: 1999 });
  });
  it('ignores a year that is not trailing or not four digits', () => {
    expect(parseSearchQuery('year:2005 batman')).toEqual({
      kind: 'text',
      query: 'year:2005 batman',
    });
    expect(parseSearchQuery('batman year:05')).toEqual({ kind: 'text', query: 'batman year:05' });
    expect(parseSearchQuery('batmanyear:2005')).toEqual({ kind: 'text', query: 'batmanyear:2005' });
  });
  it('trims plain text', () => {
    expect(parseSearchQuery('  the matrix ')).toEqual({ kind: 'text', query: 'the matrix' });
  });
});

describe('filterSearchResults', () => {
  const results = [
    { id: 1, media_type: 'movie', poster_path: null, release_date: '2005-06-10' },
    { id: 2, media_type: 'person', poster_path: '/p.jpg' },
    { id: 3, media_type: 'tv', poster_path: '/a.jpg', first_air_date: '2005-01-01' },
    { id: 4, media_type: 'movie', adult: true, poster_path: '/b.jpg', release_date: '2005-01-01' },
    { id: 5, media_type: 'movie', poster_path: '/c.jpg', release_date: '1999-03-31' },
    { id: 6, media_type: 'tv', poster_path: '', first_air_date: '' },
    { id: 7, media_type: 'movie', poster_path: '/d.jpg', release_date: '2005-12-24' },
  ];
  it('keeps movies and shows that are not adult, posters first, order kept otherwise', () => {
    expect(filterSearchResults(results).map((r) => r.id)).toEqual([3, 5, 7, 1, 6]);
  });
  it('filters by release year from either date', () => {
    expect(filterSearchResults(results, 2005).map((r) => r.id)).toEqual([3, 7, 1]);
    expect(filterSearchResults(results, 1990)).toEqual([]);
  });
  it('does not change the input', () => {
    const copy = structuredClone(results);
    filterSearchResults(results, 2005);
    expect(results).toEqual(copy);
  });
});
