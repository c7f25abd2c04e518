import { describe, expect, it } from 'vitest';
import {
  fromTmdbType,
  mediaId,
  mediaPath,
  parseMediaId,
  slugify,
  toTmdbType,
} from '../src/media-id.ts';

describe('slugify', () => {
  it('lowercases, strips accents and joins words with dashes', () => {
    expect(slugify('Amélie')).toBe('amelie');
    expect(slugify('  The Lord of the Rings: The Return of the King ')).toBe(
      'the-lord-of-the-rings-the-return-of-the-king',
    );
    expect(slugify('Spider-Man: Into the Spider-Verse!')).toBe('spider-man-into-the-spider-verse');
    expect(slugify('Señor Ñandú & Co.')).toBe('senor-nandu-co');
  });
  it('gives an empty slug for titles without Latin letters or digits', () => {
    expect(slugify('千と千尋の神隠し')).toBe('');
    expect(slugify('---')).toBe('');
  });
});

describe('types', () => {
  it('converts between our words and the movie database words', () => {
    expect(toTmdbType('movie')).toBe('movie');
    expect(toTmdbType('show')).toBe('tv');
    expect(fromTmdbType('tv')).toBe('show');
    expect(fromTmdbType('movie')).toBe('movie');
  });
});

describe('mediaId', () => {
  it('builds movie and tv ids', () => {
    expect(mediaId({ type: 'movie', tmdbId: 603, title: 'The Matrix' })).toBe(
      'tmdb-movie-603-the-matrix',
    );
    expect(mediaId({ type: 'show', tmdbId: '1399', title: 'Game of Thrones' })).toBe(
      'tmdb-tv-1399-game-of-thrones',
    );
  });
  it('drops the slug when the title has none', () => {
    expect(mediaId({ type: 'movie', tmdbId: 129, title: '千と千尋の神隠し' })).toBe(
      'tmdb-movie-129',
    );
  });
});

describe('parseMediaId', () => {
  it('parses movie, tv and legacy show ids', () => {
    expect(parseMediaId('tmdb-movie-603-the-matrix')).toEqual({
      type: 'movie',
      tmdbId: '603',
      slug: 'the-matrix',
    });
    expect(parseMediaId('tmdb-tv-1399-game-of-thrones')).toEqual({
      type: 'show',
      tmdbId: '1399',
      slug: 'game-of-thrones',
    });
    expect(parseMediaId('tmdb-show-1399-game-of-thrones')).toEqual({
      type: 'show',
      tmdbId: '1399',
      slug: 'game-of-thrones',
    });
  });
  it('parses ids without a slug', () => {
    expect(parseMediaId('tmdb-movie-129')).toEqual({ type: 'movie', tmdbId: '129' });
    expect(parseMediaId('tmdb-movie-129-')).toEqual({ type: 'movie', tmdbId: '129' });
  });
  it('keeps numbers inside slugs', () => {
    expect(parseMediaId('tmdb-movie-624860-the-matrix-resurrections-2')?.slug).toBe(
      'the-matrix-resurrections-2',
    );
  });
  it('rejects anything else', () => {
    for (const id of [
      '',
      'tmdb-movie-',
      'tmdb-movie-abc',
      'tmdb-anime-1-x',
      'JW-123',
      'movie-603',
    ]) {
      expect(parseMediaId(id)).toBeNull();
    }
  });
  it('round-trips with mediaId', () => {
    const id = mediaId({ type: 'show', tmdbId: 42, title: 'Über Café' });
    expect(parseMediaId(id)).toEqual({ type: 'show', tmdbId: '42', slug: 'uber-cafe' });
  });
});

describe('mediaPath', () => {
  it('builds player paths', () => {
    expect(mediaPath({ type: 'movie', tmdbId: 603, title: 'The Matrix' })).toBe(
      '/media/tmdb-movie-603-the-matrix',
    );
    expect(
      mediaPath({ type: 'show', tmdbId: 1399, title: 'Game of Thrones', season: 2, episode: 5 }),
    ).toBe('/media/tmdb-tv-1399-game-of-thrones/2/5');
  });
  it('omits season and episode unless both are given for a show', () => {
    expect(mediaPath({ type: 'show', tmdbId: 1, title: 'X', season: 1 })).toBe(
      '/media/tmdb-tv-1-x',
    );
    expect(mediaPath({ type: 'movie', tmdbId: 1, title: 'X', season: 1, episode: 1 })).toBe(
      '/media/tmdb-movie-1-x',
    );
  });
});
